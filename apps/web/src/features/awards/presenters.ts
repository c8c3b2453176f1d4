import type { AwardPhaseStatus } from '@procura/contract';
import type { UiKey } from '../../platform/i18n/ui-en.ts';

export const awardPhaseLabels: Record<AwardPhaseStatus, UiKey> = {
  'Not Started': 'awardPhaseNotStarted',
  'In Progress': 'awardPhaseInProgress',
  'Pending Approval': 'awardPhasePendingApproval',
  Approved: 'awardPhaseApproved',
  Awarded: 'awardPhaseAwarded',
};
