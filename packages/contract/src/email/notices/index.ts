/**
 * Every notice the platform sends by itself, by kind (issue 25 §3). Each area's wording sits in
 * its own file; this one gathers them for the template editor and the server.
 */

import { addendaNotices } from './addenda.ts';
import { authNotices } from './auth.ts';
import { awardApprovalsNotices } from './award-approvals.ts';
import { bidsNotices } from './bids.ts';
import { contractBuilderNotices } from './contract-builder.ts';
import { contractsNotices } from './contracts.ts';
import type { NoticeDefinition } from './define.ts';
import { intakeNotices } from './intake.ts';
import { invitationsNotices } from './invitations.ts';
import { performanceNotices } from './performance.ts';
import { planTakersNotices } from './plan-takers.ts';
import { questionsNotices } from './questions.ts';
import { reportsNotices } from './reports.ts';
import { requirementsNotices } from './requirements.ts';
import { submissionsNotices } from './submissions.ts';
import { suppliersNotices } from './suppliers.ts';
import { tasksNotices } from './tasks.ts';
import { vendorsNotices } from './vendors.ts';

export const noticeCatalogue = {
  ...addendaNotices,
  ...authNotices,
  ...awardApprovalsNotices,
  ...bidsNotices,
  ...contractBuilderNotices,
  ...contractsNotices,
  ...intakeNotices,
  ...invitationsNotices,
  ...performanceNotices,
  ...planTakersNotices,
  ...questionsNotices,
  ...reportsNotices,
  ...requirementsNotices,
  ...submissionsNotices,
  ...suppliersNotices,
  ...tasksNotices,
  ...vendorsNotices,
} as const satisfies Record<string, NoticeDefinition>;

export type NoticeKind = keyof typeof noticeCatalogue;
export const noticeKinds = Object.keys(noticeCatalogue) as NoticeKind[];
export const isNoticeKind = (name: string): name is NoticeKind => Object.hasOwn(noticeCatalogue, name);

/** The values a notice of `kind` is filled with: one per token it declares. */
export type NoticeValues<K extends NoticeKind> = Record<
  (typeof noticeCatalogue)[K]['tokens'][number],
  string
>;

export { defineNotices, fillNoticeTokens, type NoticeLanguage, noticeTokensIn } from './define.ts';
