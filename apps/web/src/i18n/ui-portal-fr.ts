import type { UiPortalKey } from './ui-portal-en.ts';

/** French texts of the supplier portal: opportunities, opportunity pages, plan takers and meetings; merged into uiFr. */
export const uiPortalFr: Record<UiPortalKey, string> = {
  portalSessionFailed: 'Votre connexion n’a pas pu être vérifiée.',
  portalTitle: 'Portail des fournisseurs',
};
