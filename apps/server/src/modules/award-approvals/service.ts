import {
  type AwardApproval,
  type AwardApprovalInput,
  type AwardApprovalSettings,
  cancellableApprovalStatuses,
  editableApprovalStatuses,
  isDeletableApproval,
  missingForSend,
  sendableApprovalStatuses,
  type UpdateAwardApproval,
} from '@procura/contract';
import { byActor, recordAudit } from '../../platform/audit.ts';
import type { AppContext } from '../../platform/context.ts';
import { AppError, badRequest } from '../../platform/errors.ts';
import { type Actor, inTenant, type Tx } from '../../platform/tenancy.ts';
import { assertSourceClosed, findCompleteSubmission } from '../awards/index.ts';
import { removeFile } from '../documents/index.ts';
import { findProject, findTender } from '../projects/index.ts';
import { mailApprovalCancelled } from './mail.ts';
import { presentApproval } from './presenters.ts';
import {
  advance,
  afterEdit,
  approvalFacts,
  clearDecisions,
  issueLink,
  revokeLinks,
  setApprovalStatus,
} from './progress.ts';
import {
  type ApprovalWithNames,
  deleteApprovalRow,
  documentsOf,
  findApprovalOfNode,
  findApprovalsOfTender,
  insertApproval,
  peopleOf,
  setDocumentSortOrder,
  updateApprovalRow,
} from './queries.ts';

/**
 * Award approvals, the buyer's side (issue 8 §3; 000 §4, §5; 001 §7 Award approvals): the report
 * and its supplier, sending, cancelling, resetting and deleting. People and documents are in
 * people.ts and documents.ts; the approver's side in approver.ts.
 */

export const approvalNotFound = () => new AppError(404, 'invalidAwardApprovalId');

/** The approval, locked for the write, or 404; `editable` refuses one past changing (409). */
export async function approvalForWrite(tx: Tx, actor: Actor, approvalId: number, editable = false) {
  const approval = await findApprovalOfNode(tx, actor, approvalId, { forUpdate: true });
  if (!approval) throw approvalNotFound();
  if (editable && !editableApprovalStatuses.includes(approval.status)) {
    throw new AppError(409, 'awardApprovalNotEditable');
  }
  return approval;
}

export async function answer(tx: Tx, actor: Actor, approvalId: number): Promise<AwardApproval> {
  const approval = await findApprovalOfNode(tx, actor, approvalId);
  if (!approval) throw approvalNotFound();
  const [one] = await presentAll(tx, [approval]);
  if (!one) throw approvalNotFound();
  return one;
}

async function presentAll(tx: Tx, approvals: ApprovalWithNames[]): Promise<AwardApproval[]> {
  if (approvals.length === 0) return [];
  const customerId = approvals[0]?.customerId ?? 0;
  const ids = approvals.map((a) => a.id);
  const documents = await documentsOf(tx, customerId, ids);
  const people = await peopleOf(tx, customerId, ids);
  return approvals.map((a) =>
    presentApproval(
      a,
      documents.filter((d) => d.approvalId === a.id),
      people.filter((p) => p.approvalId === a.id),
    ),
  );
}

async function checkedSupplier(
  tx: Tx,
  approval: { customerId: number; tenderId: number },
  submissionId: number,
) {
  if (!(await findCompleteSubmission(tx, approval.customerId, approval.tenderId, submissionId))) {
    throw badRequest({ key: 'awardSubmissionInvalid', params: { field: 'submissionId' } });
  }
}

const settingsOf = (s: AwardApprovalSettings) => ({
  reportName: s.reportName,
  reportNumber: s.reportNumber,
  submissionId: s.submissionId,
});

/** GET Awards/approvals?projectId. */
export async function listApprovals(ctx: AppContext, actor: Actor, projectId: number) {
  return inTenant(ctx.db, actor.customerId, async (tx) => {
    await findProject(tx, actor, projectId);
    const tender = await findTender(tx, actor, projectId);
    return presentAll(tx, await findApprovalsOfTender(tx, actor.customerId, tender.id));
  });
}

/** GET Awards/approvals/{id}. */
export async function getApproval(ctx: AppContext, actor: Actor, approvalId: number) {
  return inTenant(ctx.db, actor.customerId, (tx) => answer(tx, actor, approvalId));
}

/** POST Awards/approvals: a new approval (Incomplete until it has a document and an approver). */
export async function createApproval(ctx: AppContext, actor: Actor, input: AwardApprovalInput) {
  return inTenant(ctx.db, actor.customerId, async (tx) => {
    const project = await findProject(tx, actor, input.projectId, { forUpdate: true });
    assertSourceClosed(project);
    const tender = await findTender(tx, actor, project.id);
    await checkedSupplier(tx, { customerId: tender.customerId, tenderId: tender.id }, input.submissionId);
    const row = await insertApproval(tx, {
      customerId: actor.customerId,
      tenderId: tender.id,
      ...settingsOf(input),
      status: 'Incomplete',
      createdBy: actor.userId,
    });
    if (!row) throw new Error('approval not saved');
    await recordAudit(tx, ctx.clock, {
      ...byActor(actor),
      action: 'awardApproval.created',
      entityType: 'awardApproval',
      entityId: row.id,
      projectId: project.id,
      after: settingsOf(input),
    });
    return answer(tx, actor, row.id);
  });
}

/** Puts the approval's documents in the order given, which must name each of them once. */
async function reorderDocuments(tx: Tx, approval: ApprovalWithNames, ids: number[]) {
  const current = await documentsOf(tx, approval.customerId, [approval.id]);
  const known = new Set(current.map((d) => d.id));
  if (ids.length !== known.size || new Set(ids).size !== ids.length || !ids.every((id) => known.has(id))) {
    throw badRequest({ key: 'awardApprovalOrderInvalid', params: { field: 'documentIds' } });
  }
  for (const [index, id] of ids.entries()) {
    await setDocumentSortOrder(tx, approval.customerId, id, index + 1);
  }
}

/** PUT Awards/approvals/{id}: the settings and the documents' order. */
export async function updateApproval(
  ctx: AppContext,
  actor: Actor,
  approvalId: number,
  input: UpdateAwardApproval,
) {
  return inTenant(ctx.db, actor.customerId, async (tx) => {
    const approval = await approvalForWrite(tx, actor, approvalId, true);
    await checkedSupplier(tx, approval, input.submissionId);
    if (input.documentIds) await reorderDocuments(tx, approval, input.documentIds);
    await updateApprovalRow(tx, actor.customerId, approvalId, settingsOf(input));
    await afterEdit(tx, ctx, approval);
    await recordAudit(tx, ctx.clock, {
      ...byActor(actor),
      action: 'awardApproval.updated',
      entityType: 'awardApproval',
      entityId: approvalId,
      projectId: approval.projectId,
      before: settingsOf(approval),
      after: { ...settingsOf(input), documentIds: input.documentIds },
    });
    return answer(tx, actor, approvalId);
  });
}

/**
 * DELETE Awards/approvals/{id}: gone with its files; a pending one must be cancelled first, and a
 * closed one stays as the record of the award.
 */
export async function deleteApproval(ctx: AppContext, actor: Actor, approvalId: number) {
  const keys = await inTenant(ctx.db, actor.customerId, async (tx) => {
    const approval = await approvalForWrite(tx, actor, approvalId);
    if (approval.status === 'Closed') throw new AppError(409, 'awardApprovalClosedKept');
    if (!isDeletableApproval(approval.status)) throw new AppError(409, 'awardApprovalDeletePending');
    const documents = await documentsOf(tx, actor.customerId, [approvalId]);
    await deleteApprovalRow(tx, actor.customerId, approvalId);
    await recordAudit(tx, ctx.clock, {
      ...byActor(actor),
      action: 'awardApproval.deleted',
      entityType: 'awardApproval',
      entityId: approvalId,
      projectId: approval.projectId,
      before: { ...settingsOf(approval), status: approval.status },
    });
    return documents.map((d) => d.storageKey);
  });
  // Files go once the rows are gone for good; a file left by a crash here is only unreachable.
  for (const key of keys) await removeFile(ctx.config.dataDir, key);
}

/**
 * POST Awards/approvals/{id}/send: a new or reset approval goes to its first person; one being
 * corrected starts over (what was approved has changed); a declined one must be reset first.
 */
export async function sendApproval(ctx: AppContext, actor: Actor, approvalId: number) {
  return inTenant(ctx.db, actor.customerId, async (tx) => {
    const approval = await approvalForWrite(tx, actor, approvalId);
    if (approval.status === 'Declined') throw new AppError(409, 'awardApprovalDeclinedReset');
    if (!sendableApprovalStatuses.includes(approval.status))
      throw new AppError(409, 'awardApprovalNotSendable');
    const documents = await documentsOf(tx, actor.customerId, [approvalId]);
    const people = await peopleOf(tx, actor.customerId, [approvalId]);
    const missing = missingForSend({
      documents: documents.length,
      people: people.map((p) => ({ role: p.role as 'approver' })),
    });
    if (missing.length > 0)
      throw badRequest(...missing.map((key) => ({ key: key as 'awardApprovalNeedsDocument' })));
    if (approval.status === 'Correcting') await clearDecisions(tx, ctx, actor.customerId, people);
    await setApprovalStatus(tx, ctx, approval, 'Pending Approval', {
      sentAt: ctx.clock.now(),
      cancelReason: '',
    });
    const status = await advance(tx, ctx, approval);
    await recordAudit(tx, ctx.clock, {
      ...byActor(actor),
      action: 'awardApproval.sent',
      entityType: 'awardApproval',
      entityId: approvalId,
      projectId: approval.projectId,
      before: { status: approval.status },
      after: { status },
    });
    return answer(tx, actor, approvalId);
  });
}

/**
 * PUT Awards/approvals/{id}/status: Cancelled with a reason (the people who had the link are told
 * and it stops working), or Draft to reset a declined or cancelled approval (every decision cleared).
 */
export async function changeApprovalStatus(
  ctx: AppContext,
  actor: Actor,
  approvalId: number,
  status: 'Cancelled' | 'Draft',
  reason: string,
) {
  return inTenant(ctx.db, actor.customerId, async (tx) => {
    const approval = await approvalForWrite(tx, actor, approvalId);
    const people = await peopleOf(tx, actor.customerId, [approvalId]);
    if (status === 'Cancelled') {
      if (!cancellableApprovalStatuses.includes(approval.status)) {
        throw new AppError(409, 'awardApprovalStatusChangeInvalid');
      }
      if (!reason)
        throw badRequest({ key: 'awardApprovalCancelReasonRequired', params: { field: 'reason' } });
      const facts = await approvalFacts(tx, approval);
      for (const person of people.filter((p) => p.emailSentAt !== null)) {
        await mailApprovalCancelled(tx, ctx, facts, { ...person, role: person.role as 'approver' }, reason);
      }
      await revokeLinks(tx, ctx, actor.customerId, people);
      await setApprovalStatus(tx, ctx, approval, 'Cancelled', { cancelReason: reason });
    } else {
      if (approval.status !== 'Declined' && approval.status !== 'Cancelled') {
        throw new AppError(409, 'awardApprovalStatusChangeInvalid');
      }
      await clearDecisions(tx, ctx, actor.customerId, people);
      await setApprovalStatus(tx, ctx, approval, 'Incomplete', { sentAt: null, cancelReason: '' });
      await afterEdit(tx, ctx, { ...approval, status: 'Incomplete' });
    }
    await recordAudit(tx, ctx.clock, {
      ...byActor(actor),
      action: status === 'Cancelled' ? 'awardApproval.cancelled' : 'awardApproval.reset',
      entityType: 'awardApproval',
      entityId: approvalId,
      projectId: approval.projectId,
      before: { status: approval.status },
      after: { status, reason },
    });
    return answer(tx, actor, approvalId);
  });
}

async function personOf(tx: Tx, approval: ApprovalWithNames, workflowId: number) {
  const people = await peopleOf(tx, approval.customerId, [approval.id]);
  const person = people.find((p) => p.id === workflowId);
  if (!person) throw new AppError(404, 'awardApproverInvalid');
  return person;
}

/** POST Awards/approvals/{id}/approver/{workflowId}/Resend: a new link to the person whose turn it is. */
export async function resendToPerson(ctx: AppContext, actor: Actor, approvalId: number, workflowId: number) {
  return inTenant(ctx.db, actor.customerId, async (tx) => {
    const approval = await approvalForWrite(tx, actor, approvalId);
    const person = await personOf(tx, approval, workflowId);
    if (approval.status !== 'Pending Approval' || person.status !== 'Email Sent') {
      throw new AppError(409, 'awardApproverNotAwaiting');
    }
    await issueLink(tx, ctx, await approvalFacts(tx, approval), person);
    await recordAudit(tx, ctx.clock, {
      ...byActor(actor),
      action: 'awardApproval.resent',
      entityType: 'awardApproval',
      entityId: approvalId,
      projectId: approval.projectId,
      after: { workflowId, email: person.email },
    });
    return answer(tx, actor, approvalId);
  });
}

/**
 * POST Awards/approvals/{id}/approver/{workflowId}/StatusReset: a declined person back to Draft;
 * the approval can then be sent again and goes on from them (earlier approvals stand).
 */
export async function resetPerson(ctx: AppContext, actor: Actor, approvalId: number, workflowId: number) {
  return inTenant(ctx.db, actor.customerId, async (tx) => {
    const approval = await approvalForWrite(tx, actor, approvalId);
    const person = await personOf(tx, approval, workflowId);
    if (person.status !== 'Declined') throw new AppError(409, 'awardApproverNotDeclined');
    await clearDecisions(tx, ctx, actor.customerId, [person]);
    if (approval.status === 'Declined') {
      await setApprovalStatus(tx, ctx, approval, 'Incomplete');
      await afterEdit(tx, ctx, { ...approval, status: 'Incomplete' });
    }
    await recordAudit(tx, ctx.clock, {
      ...byActor(actor),
      action: 'awardApproval.personReset',
      entityType: 'awardApproval',
      entityId: approvalId,
      projectId: approval.projectId,
      before: { workflowId, status: person.status, comments: person.comments },
    });
    return answer(tx, actor, approvalId);
  });
}
