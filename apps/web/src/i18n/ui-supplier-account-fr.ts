import type { UiSupplierAccountKey } from './ui-supplier-account-en.ts';

/** French texts of supplier accounts: registration, verification, sign-in, password reset, company profile and contacts; merged into uiFr. */
export const uiSupplierAccountFr: Record<UiSupplierAccountKey, string> = {
  supplierSignIn: 'Se connecter',
};
