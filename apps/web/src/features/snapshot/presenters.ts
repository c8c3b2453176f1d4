import {
  formatMoney,
  formatZoned,
  type MilestoneKey,
  type ProjectPerson,
  parseDecimal,
  type QuickReportKey,
} from '@procura/contract';
import type { UiKey } from '../../platform/i18n/ui-en.ts';
import { formatDay } from '../../ui/format.ts';
import { fullNameOf } from '../../ui/user-avatar.tsx';

/** The snapshot's interface texts for the contract's keys, and how its values read. */

export const milestoneLabelKeys: Record<MilestoneKey, UiKey> = {
  created: 'snapshotMilestoneCreated',
  published: 'snapshotMilestonePublished',
  questionDeadline: 'snapshotMilestoneQuestionDeadline',
  siteMeeting: 'snapshotMilestoneSiteMeeting',
  closing: 'snapshotMilestoneClosing',
  opened: 'snapshotMilestoneOpened',
  estimatedAward: 'snapshotMilestoneEstimatedAward',
  awarded: 'snapshotMilestoneAwarded',
  contractStart: 'snapshotMilestoneContractStart',
  contractEnd: 'snapshotMilestoneContractEnd',
};

export const quickReportLabelKeys: Record<QuickReportKey, UiKey> = {
  projectSummary: 'snapshotReportProjectSummary',
  registeredSuppliers: 'snapshotReportRegisteredSuppliers',
  supplierActivity: 'snapshotReportSupplierActivity',
  supplierQuestions: 'snapshotReportSupplierQuestions',
  signInSheet: 'snapshotReportSignInSheet',
  openingSheet: 'snapshotReportOpeningSheet',
  bidAnalysis: 'snapshotReportBidAnalysis',
  compliance: 'snapshotReportCompliance',
  noBid: 'snapshotReportNoBid',
  activity: 'snapshotReportActivity',
};

/** Exact decimal money text ('1234.50') as '$1,234.50'; 'N/A' when there is none. */
export function formatSnapshotMoney(value: string | null): string {
  const decimal = parseDecimal(value);
  return decimal === null ? 'N/A' : formatMoney(decimal);
}

/** A date of the snapshot: a calendar day as 'MMMM DD, YYYY', an instant on the agency's clock. */
export function formatSnapshotDate(date: string | null, allDay: boolean, timeZone: string): string {
  if (date === null) return 'N/A';
  return allDay ? formatDay(date) : formatZoned(new Date(date), timeZone);
}

export function personName(person: ProjectPerson | null, fallback: string): string {
  return person ? fullNameOf(person) || fallback : fallback;
}
