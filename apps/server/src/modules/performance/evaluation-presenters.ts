import {
  type EvaluationDocument,
  type PerformanceEvaluation,
  type PerformanceEvaluationRow,
  type PerformanceRating,
  type ProjectDocument,
  ratingOf,
  reviewOrder,
  reviewStatusOf,
  scoreCard,
  type WorkflowEvent,
} from '@procura/contract';
import type { Tx } from '../../platform/tenancy.ts';
import { findPeople, fullName } from '../project-team/index.ts';
import {
  type EvaluationContext,
  type EvaluationListRow,
  type EvaluationRow,
  type EventRow,
  findEvaluationContext,
  findEvents,
} from './evaluation-queries.ts';
import { actionsFor, type EvaluationViewer, mayDelete, mayEdit } from './evaluation-rights.ts';
import { type EvaluationDocumentListRow, findEvaluationDocuments } from './general-input-queries.ts';
import type { findProjectDocuments } from './setup-queries.ts';

/**
 * How evaluations answer (issue 23 §2): the list row, the agency's detail with what the caller may
 * do, and the pieces the supplier's view shares. Rows never leave as they are stored.
 */

const iso = (at: Date | null) => (at === null ? null : at.toISOString());
const nameOf = (first: string | null, last: string | null) => `${first ?? ''} ${last ?? ''}`.trim();

type Scored = Pick<EvaluationRow, 'card' | 'scores' | 'ratingScale' | 'ranges'>;

/** The card's totals under the evaluation's rating scale (the one scoring function of contract). */
export const cardResult = (row: Scored) => scoreCard(row.card, row.scores, row.ratingScale);

/**
 * The percent and rating kept on the row: none while nothing is scored, since an untouched card
 * would otherwise read 0 % and Unacceptable on lists and the dashboard.
 */
export function storedResult(row: Scored): { percent: number | null; rating: PerformanceRating | null } {
  const result = cardResult(row);
  if (result.scored === 0 || result.percent === null) return { percent: null, rating: null };
  return { percent: result.percent, rating: ratingOf(result.percent, row.ranges) };
}

/** A list row: the evaluation with its supplier, contract, department and evaluator. */
export function presentEvaluationRow(row: EvaluationListRow): PerformanceEvaluationRow {
  return {
    id: row.id,
    vendorId: row.vendorId,
    companyName: row.companyName,
    contractId: row.contractId,
    contractName: row.contractName,
    projectId: row.projectId,
    departmentName: row.departmentName,
    templateName: row.templateName,
    type: row.type,
    periodStart: row.periodStart,
    periodEnd: row.periodEnd,
    evaluationDate: row.evaluationDate,
    status: row.status,
    evaluator:
      row.evaluatorId === null
        ? null
        : { id: row.evaluatorId, name: nameOf(row.evaluatorFirstName, row.evaluatorLastName) },
    percent: row.percent,
    rating: row.rating,
    completedAt: iso(row.completedAt),
  };
}

export function presentEvaluationDocument(row: EvaluationDocumentListRow): EvaluationDocument {
  return {
    id: row.document.id,
    fileName: row.document.fileName,
    contentType: row.document.contentType,
    sizeInByte: row.document.sizeInByte,
    uploadedBy: nameOf(row.uploaderFirstName, row.uploaderLastName),
    uploadedAt: row.document.createdAt.toISOString(),
  };
}

function presentEvent(row: EventRow): WorkflowEvent {
  const e = row.event;
  const actor =
    e.userId !== null
      ? nameOf(row.userFirstName, row.userLastName)
      : e.contactId !== null
        ? nameOf(row.contactFirstName, row.contactLastName)
        : 'System';
  return {
    id: e.id,
    action: e.action as WorkflowEvent['action'],
    fromStatus: e.fromStatus,
    toStatus: e.toStatus,
    actor,
    comment: e.comment,
    at: e.createdAt.toISOString(),
  };
}

/** The appeal as both sides read it, once the supplier has appealed. */
export function presentAppeal(row: EvaluationRow): PerformanceEvaluation['appeal'] {
  if (row.appealReason === null || row.appealRequestedAt === null) return null;
  return {
    reason: row.appealReason,
    requestedAt: row.appealRequestedAt.toISOString(),
    meetingDate: row.appealMeetingDate,
    outcome: row.appealOutcome,
    completedAt: iso(row.appealCompletedAt),
  };
}

function reviewersOf(row: EvaluationRow, names: Map<number, string>): PerformanceEvaluation['reviewers'] {
  const order = reviewOrder(row.reviewers.map((r) => r.role));
  return order.map((role) => {
    const userId = row.reviewers.find((r) => r.role === role)?.userId ?? null;
    const state = row.approvedRoles.includes(role)
      ? 'done'
      : reviewStatusOf[role] === row.status
        ? 'current'
        : 'waiting';
    return { role, user: userId === null ? null : { id: userId, name: names.get(userId) ?? '' }, state };
  });
}

/** The agency's detail of an evaluation, with what `viewer` may do with it now. */
export function presentEvaluation(
  row: EvaluationRow,
  context: EvaluationContext,
  extra: { names: Map<number, string>; documents: EvaluationDocument[]; history: WorkflowEvent[] },
  viewer: EvaluationViewer,
): PerformanceEvaluation {
  return {
    ...presentEvaluationRow({ ...context, ...row }),
    templateId: row.templateId,
    guide: row.guide,
    card: row.card,
    scores: row.scores,
    comments: row.comments,
    generalComments: row.generalComments,
    sections: cardResult(row).sections,
    ratingScale: row.ratingScale,
    ranges: row.ranges,
    reviewers: reviewersOf(row, extra.names),
    supplierReview: row.supplierReview,
    allowAppeal: row.allowAppeal,
    commentsVisibleToSupplier: row.commentsVisibleToSupplier,
    attachmentsVisibleToSupplier: row.attachmentsVisibleToSupplier,
    expiresOn: row.expiresOn,
    supplierReviewEndsOn: row.supplierReviewEndsOn,
    supplierComment: row.supplierComment,
    appeal: presentAppeal(row),
    documents: extra.documents,
    history: extra.history,
    ndaTemplate: row.ndaTemplate,
    conflictOfInterestTemplate: row.conflictOfInterestTemplate,
    ndaAcceptedAt: iso(row.ndaAcceptedAt),
    noConflictDeclaredAt: iso(row.noConflictDeclaredAt),
    can: {
      edit: mayEdit(viewer, row),
      delete: mayDelete(viewer, row),
      actions: actionsFor(viewer, row),
    },
    version: row.version,
  };
}

/** Reads what the detail shows beside the row, and presents it. */
export async function describeEvaluation(
  tx: Tx,
  viewer: EvaluationViewer,
  row: EvaluationRow,
): Promise<PerformanceEvaluation> {
  const context = await findEvaluationContext(tx, row.customerId, row.id);
  if (!context) throw new Error('performance evaluation context missing');
  const ids = row.reviewers.flatMap((r) => (r.userId === null ? [] : [r.userId]));
  const people = await findPeople(tx, row.customerId, ids);
  const names = new Map([...people].map(([id, person]) => [id, fullName(person)]));
  const documents = (await findEvaluationDocuments(tx, row.customerId, row.id)).map(
    presentEvaluationDocument,
  );
  const history = (await findEvents(tx, row.customerId, row.id)).map(presentEvent);
  return presentEvaluation(row, context, { names, documents, history }, viewer);
}

type ProjectDocumentRow = Awaited<ReturnType<typeof findProjectDocuments>>[number];

/** A bid document of the rated contract's project, as the documents area answers it. */
export function presentProjectDocument(row: ProjectDocumentRow): ProjectDocument {
  const d = row.document;
  return {
    id: d.id,
    tenderId: d.tenderId,
    fileName: d.fileName,
    displayName: d.displayName,
    contentType: d.contentType,
    sizeInByte: d.sizeInByte,
    pageCount: d.pageCount,
    sortOrder: d.sortOrder,
    uploadedBy:
      d.uploadedById === null
        ? null
        : { id: d.uploadedById, fullName: nameOf(row.uploaderFirstName, row.uploaderLastName) },
    uploadedAt: d.uploadedAt.toISOString(),
  };
}
