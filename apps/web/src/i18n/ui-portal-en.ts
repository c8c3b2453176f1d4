/** English texts of the supplier portal: opportunities, opportunity pages, plan takers and meetings; merged into uiEn. */
export const uiPortalEn = {
  portalSessionFailed: 'Your sign-in could not be checked.',
  portalTitle: 'Supplier portal',
} as const;

export type UiPortalKey = keyof typeof uiPortalEn;
