import {
  type ApproverView,
  awardApprovalRules,
  canPreviewDocument,
  isApproverPageReachable,
  mayDecide,
} from '@procura/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ApproverContext } from '../../platform/approver-session.ts';
import { recordAudit } from '../../platform/audit.ts';
import type { Config } from '../../platform/config.ts';
import type { AppContext } from '../../platform/context.ts';
import { readAppCookie, setAppCookie } from '../../platform/cookies.ts';
import { AppError, badRequest, unauthorized } from '../../platform/errors.ts';
import { newToken, tokenHash } from '../../platform/secrets.ts';
import { asSystem, inTenant, type Tx } from '../../platform/tenancy.ts';
import { zipStoredFiles } from '../exports/index.ts';
import { openApprovalDocument } from './documents.ts';
import { mailApprovalOutcome } from './mail.ts';
import { presentDocument } from './presenters.ts';
import { advance, approvalFacts, setApprovalStatus } from './progress.ts';
import { documentsOf, findApproval, findUserMailbox, type PersonRow, peopleOf } from './queries.ts';
import {
  findLinkOwner,
  findOpenApproverSession,
  insertApproverSession,
  updatePersonRow,
} from './workflow-queries.ts';

/**
 * The approver's side (issue 8 §4; 000 §4 public page reachability, §6 award approver by token):
 * the emailed link's token is exchanged once, by POST, for a short session held in a cookie of
 * the approval API's own path; every later call is checked against the statuses again.
 */

const linkInvalid = () => unauthorized('awardApprovalLinkInvalid');

export function approverTokenOf(request: FastifyRequest, config: Config): string | undefined {
  return readAppCookie(request, config, awardApprovalRules.sessionCookie);
}

export function setApproverCookie(reply: FastifyReply, ctx: AppContext, token: string, expiresAt: Date) {
  setAppCookie(reply, ctx.config, awardApprovalRules.sessionCookie, token, {
    sameSite: 'strict',
    expires: expiresAt,
  });
}

/** The approver session a cookie names, or null when there is none or it ended or expired. */
export async function loadApproverSession(
  ctx: AppContext,
  token: string | undefined,
): Promise<ApproverContext | null> {
  if (!token || token.length > 100) return null;
  return asSystem(ctx.db, async (tx) => {
    const row = await findOpenApproverSession(tx, tokenHash(token));
    if (!row || ctx.clock.now() >= row.session.expiresAt) return null;
    return {
      sessionId: row.session.id,
      customerId: row.session.customerId,
      approvalId: row.approvalId,
      workflowId: row.session.workflowId,
      expiresAt: row.session.expiresAt,
    };
  });
}

/** The approval and this person, while the page may be reached (000 §4); else 401 (to /login). */
async function reachable(
  tx: Tx,
  customerId: number,
  approvalId: number,
  workflowId: number,
  forUpdate = false,
) {
  const approval = await findApproval(tx, customerId, approvalId, { forUpdate });
  if (!approval) throw linkInvalid();
  const people = await peopleOf(tx, customerId, [approvalId]);
  const person = people.find((p) => p.id === workflowId);
  if (!person || !isApproverPageReachable(approval.status, person.status)) throw linkInvalid();
  return { approval, people, person };
}

async function viewOf(
  tx: Tx,
  approval: Awaited<ReturnType<typeof reachable>>['approval'],
  people: PersonRow[],
  person: PersonRow,
): Promise<ApproverView> {
  const facts = await approvalFacts(tx, approval);
  // While the buyer corrects it, the page says it is unavailable: nothing of it is shown.
  const unavailable = approval.status === 'Correcting';
  const documents = unavailable ? [] : await documentsOf(tx, approval.customerId, [approval.id]);
  return {
    status: approval.status,
    awardApprovalWorkflows: unavailable
      ? []
      : people.map((p) => ({ fullName: p.fullName, status: p.status })),
    awardApprovalDocuments: documents.map((d) => {
      const { isSummaryReport: _, ...document } = presentDocument(d);
      return document;
    }),
    approver: {
      id: person.id,
      fullName: person.fullName,
      role: person.role as 'approver',
      status: person.status,
      comments: person.comments,
      decidedAt: person.decidedAt?.toISOString() ?? null,
    },
    agencyName: facts.agencyName,
    projectName: unavailable ? '' : facts.projectName,
    projectNumber: unavailable ? '' : facts.projectNumber,
    reportName: unavailable ? '' : facts.reportName,
    reportNumber: unavailable ? '' : facts.reportNumber,
    companyName: unavailable ? '' : facts.companyName,
  };
}

/**
 * POST approvals/{approvalId}/approver/{workflowId} {uat}: a link used for the first time, not
 * expired, of this very step, on a page that may be reached, becomes a session; anything else is
 * 401 with one message, so a probe learns nothing.
 */
export async function exchangeLink(
  ctx: AppContext,
  approvalId: number,
  workflowId: number,
  uat: string,
): Promise<{ token: string; expiresAt: Date; view: ApproverView }> {
  const owner = await asSystem(ctx.db, (tx) => findLinkOwner(tx, tokenHash(uat), workflowId, approvalId));
  if (!owner) throw linkInvalid();
  return inTenant(ctx.db, owner.customerId, async (tx) => {
    const { approval, people, person } = await reachable(tx, owner.customerId, approvalId, workflowId, true);
    const now = ctx.clock.now();
    if (person.linkUsedAt !== null || !person.linkExpiresAt || person.linkExpiresAt <= now)
      throw linkInvalid();
    await updatePersonRow(tx, owner.customerId, workflowId, { linkUsedAt: now });
    const token = newToken();
    const expiresAt = new Date(now.getTime() + awardApprovalRules.sessionMinutes * 60_000);
    await insertApproverSession(tx, {
      customerId: owner.customerId,
      workflowId,
      tokenHash: tokenHash(token),
      createdAt: now,
      expiresAt,
    });
    await recordAudit(tx, ctx.clock, {
      customerId: owner.customerId,
      actorUserId: null,
      actorLabel: person.email,
      action: 'awardApproval.linkOpened',
      entityType: 'awardApproval',
      entityId: approvalId,
      projectId: approval.projectId,
      after: { workflowId },
    });
    return { token, expiresAt, view: await viewOf(tx, approval, people, { ...person, linkUsedAt: now }) };
  });
}

/** GET approvals/{approvalId}/approver/{workflowId}: the page's content, while it may be reached. */
export async function approverView(ctx: AppContext, approver: ApproverContext): Promise<ApproverView> {
  return inTenant(ctx.db, approver.customerId, async (tx) => {
    const { approval, people, person } = await reachable(
      tx,
      approver.customerId,
      approver.approvalId,
      approver.workflowId,
    );
    return viewOf(tx, approval, people, person);
  });
}

/**
 * POST approvals/{approvalId}/approver/{workflowId}/status?status: the approver's decision, on
 * their turn only. Approved moves the approval on; Declined (comments required) stops it and
 * tells its maker.
 */
export async function decide(
  ctx: AppContext,
  approver: ApproverContext,
  status: 'Approved' | 'Declined',
  comments: string,
): Promise<ApproverView> {
  return inTenant(ctx.db, approver.customerId, async (tx) => {
    const { approval, person } = await reachable(
      tx,
      approver.customerId,
      approver.approvalId,
      approver.workflowId,
      true,
    );
    if (
      !mayDecide(approval.status, {
        status: person.status,
        role: person.role as 'approver',
      })
    ) {
      throw new AppError(409, 'awardApprovalDecisionClosed');
    }
    if (status === 'Declined' && comments === '') {
      throw badRequest({ key: 'awardApprovalCommentsRequired', params: { field: 'comments' } });
    }
    const now = ctx.clock.now();
    await updatePersonRow(tx, approver.customerId, person.id, { status, comments, decidedAt: now });
    if (status === 'Declined') {
      await setApprovalStatus(tx, ctx, approval, 'Declined');
      const maker = await findUserMailbox(tx, approver.customerId, approval.createdBy);
      if (maker) {
        await mailApprovalOutcome(tx, ctx, await approvalFacts(tx, approval), maker, {
          status: 'Declined',
          by: person.fullName,
          comments,
        });
      }
    } else {
      await advance(tx, ctx, approval);
    }
    await recordAudit(tx, ctx.clock, {
      customerId: approver.customerId,
      actorUserId: null,
      actorLabel: person.email,
      action: status === 'Approved' ? 'awardApproval.approved' : 'awardApproval.declined',
      entityType: 'awardApproval',
      entityId: approval.id,
      projectId: approval.projectId,
      after: { workflowId: person.id, status, comments },
    });
    const after = await reachable(tx, approver.customerId, approver.approvalId, approver.workflowId);
    return viewOf(tx, after.approval, after.people, after.person);
  });
}

/** The documents an approver may open: none while the approval is being corrected. */
async function openableDocument(ctx: AppContext, approver: ApproverContext, documentId: number) {
  return inTenant(ctx.db, approver.customerId, async (tx) => {
    const { approval } = await reachable(tx, approver.customerId, approver.approvalId, approver.workflowId);
    if (approval.status === 'Correcting') throw new AppError(409, 'awardApprovalUnavailable');
    return openApprovalDocument(ctx, tx, approver.customerId, approver.approvalId, documentId);
  });
}

/** GET .../documents/{documentId}/download and /preview (PDFs up to 5 MB, shown inline). */
export async function approverDocument(
  ctx: AppContext,
  approver: ApproverContext,
  documentId: number,
  preview: boolean,
) {
  const { document, open } = await openableDocument(ctx, approver, documentId);
  if (preview && !canPreviewDocument({ contentType: document.contentType, sizeInByte: document.size })) {
    throw new AppError(409, 'awardApprovalPreviewUnavailable');
  }
  return { ...(await open()), fileName: document.fileName, contentType: document.contentType };
}

/** GET .../documents/download/all: every document in one zip, made in a temporary folder. */
export async function approverDocumentsZip(ctx: AppContext, approver: ApproverContext) {
  const documents = await inTenant(ctx.db, approver.customerId, async (tx) => {
    const { approval } = await reachable(tx, approver.customerId, approver.approvalId, approver.workflowId);
    if (approval.status === 'Correcting') throw new AppError(409, 'awardApprovalUnavailable');
    return documentsOf(tx, approver.customerId, [approval.id]);
  });
  return zipStoredFiles(ctx.config.dataDir, documents, ctx.clock.now());
}
