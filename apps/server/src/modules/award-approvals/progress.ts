import { type ApprovalStatus, awardApprovalRules, missingForSend, unsentStatus } from '@procura/contract';
import type { AppContext } from '../../platform/context.ts';
import { newToken, tokenHash } from '../../platform/secrets.ts';
import type { Tx } from '../../platform/tenancy.ts';
import { type ApprovalFacts, mailApprovalLink, mailApprovalOutcome } from './mail.ts';
import {
  type ApprovalWithNames,
  documentsOf,
  endApproverSessions,
  findAgencyName,
  findUserMailbox,
  type PersonRow,
  peopleOf,
  updateApprovalRow,
} from './queries.ts';
import { updatePeopleRows, updatePersonRow } from './workflow-queries.ts';

/**
 * How an approval moves (000 §4 award approval rules): one person at a time in their order;
 * reviewers are sent the link and passed, approvers hold the turn until they decide.
 */

export async function approvalFacts(tx: Tx, approval: ApprovalWithNames): Promise<ApprovalFacts> {
  const agencyName = await findAgencyName(tx, approval.customerId);
  return {
    customerId: approval.customerId,
    id: approval.id,
    projectId: approval.projectId,
    agencyName: agencyName ?? '',
    projectName: approval.projectName,
    projectNumber: approval.projectNumber,
    reportName: approval.reportName,
    reportNumber: approval.reportNumber,
    companyName: approval.companyName,
  };
}

export async function setApprovalStatus(
  tx: Tx,
  ctx: AppContext,
  approval: { customerId: number; id: number },
  status: ApprovalStatus,
  extra: { sentAt?: Date | null; cancelReason?: string } = {},
) {
  await updateApprovalRow(tx, approval.customerId, approval.id, {
    status,
    updatedAt: ctx.clock.now(),
    ...extra,
  });
}

/** Mails a person a new link (any earlier link and session of theirs stop working). */
export async function issueLink(tx: Tx, ctx: AppContext, facts: ApprovalFacts, person: PersonRow) {
  const token = newToken();
  const now = ctx.clock.now();
  await endApproverSessions(tx, ctx.clock, person.customerId, [person.id]);
  await updatePersonRow(tx, person.customerId, person.id, {
    status: 'Email Sent',
    linkTokenHash: tokenHash(token),
    linkExpiresAt: new Date(now.getTime() + awardApprovalRules.linkDays * 86_400_000),
    linkUsedAt: null,
    emailSentAt: now,
  });
  await mailApprovalLink(tx, ctx, facts, { ...person, role: person.role as 'approver' }, token);
}

/** Takes every person's link away: the approval is cancelled, reset or restarted. */
export async function revokeLinks(tx: Tx, ctx: AppContext, customerId: number, people: PersonRow[]) {
  const ids = people.map((p) => p.id);
  await endApproverSessions(tx, ctx.clock, customerId, ids);
  await updatePeopleRows(tx, customerId, ids, { linkTokenHash: null, linkExpiresAt: null });
}

/** Every person back to Draft with no decision (a reset, or a resend after corrections). */
export async function clearDecisions(tx: Tx, ctx: AppContext, customerId: number, people: PersonRow[]) {
  await revokeLinks(tx, ctx, customerId, people);
  const ids = people.map((p) => p.id);
  await updatePeopleRows(tx, customerId, ids, {
    status: 'Draft',
    comments: '',
    decidedAt: null,
    emailSentAt: null,
    linkUsedAt: null,
  });
}

/**
 * Moves the approval on from where it stands: mails each person not yet sent the link in order,
 * passing reviewers, until an approver holds the turn; with every approver's approval it is
 * Approved and its maker is told. Answers the approval's new status.
 */
export async function advance(tx: Tx, ctx: AppContext, approval: ApprovalWithNames): Promise<ApprovalStatus> {
  const people = await peopleOf(tx, approval.customerId, [approval.id]);
  let facts: ApprovalFacts | null = null;
  for (const person of people) {
    if (person.status === 'Approved') continue;
    if (person.status === 'Declined') return 'Declined';
    if (person.status === 'Draft') {
      facts ??= await approvalFacts(tx, approval);
      await issueLink(tx, ctx, facts, person);
    }
    if (person.role === 'approver') {
      await setApprovalStatus(tx, ctx, approval, 'Pending Approval');
      return 'Pending Approval';
    }
  }
  await setApprovalStatus(tx, ctx, approval, 'Approved');
  const maker = await findUserMailbox(tx, approval.customerId, approval.createdBy);
  if (maker) {
    await mailApprovalOutcome(tx, ctx, facts ?? (await approvalFacts(tx, approval)), maker, {
      status: 'Approved',
    });
  }
  return 'Approved';
}

/**
 * After the buyer changes the report, documents or people: a pending approval turns Correcting
 * (its approvers see it unavailable until it is sent again); one not yet sent is Draft once it
 * has a document and an approver, else Incomplete.
 */
export async function afterEdit(tx: Tx, ctx: AppContext, approval: ApprovalWithNames) {
  let status: ApprovalStatus = approval.status;
  if (status === 'Pending Approval') status = 'Correcting';
  if (status === 'Incomplete' || status === 'Draft') {
    const documents = await documentsOf(tx, approval.customerId, [approval.id]);
    const people = await peopleOf(tx, approval.customerId, [approval.id]);
    status = unsentStatus(
      missingForSend({
        documents: documents.length,
        people: people.map((p) => ({ role: p.role as 'approver' })),
      }),
    );
  }
  await setApprovalStatus(tx, ctx, approval, status);
}
