/** English texts of bids: the supplier's submission, receipt and withdrawal; sealing, opening and the buyer's Submissions and Compliance tabs; merged into uiEn. */
export const uiSubmissionsEn = {
  submissionsTitle: 'Submissions',
} as const;

export type UiSubmissionsKey = keyof typeof uiSubmissionsEn;
