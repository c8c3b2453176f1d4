/** English texts of supplier accounts: registration, verification, sign-in, password reset, company profile and contacts; merged into uiEn. */
export const uiSupplierAccountEn = {
  supplierSignIn: 'Sign in',
} as const;

export type UiSupplierAccountKey = keyof typeof uiSupplierAccountEn;
