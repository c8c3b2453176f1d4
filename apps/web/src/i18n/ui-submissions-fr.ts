import type { UiSubmissionsKey } from './ui-submissions-en.ts';

/** French texts of bids: the supplier's submission, receipt and withdrawal; sealing, opening and the buyer's Submissions and Compliance tabs; merged into uiFr. */
export const uiSubmissionsFr: Record<UiSubmissionsKey, string> = {
  submissionsTitle: 'Soumissions',
};
