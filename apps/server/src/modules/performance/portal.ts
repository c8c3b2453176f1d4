import {
  nextStatus,
  type SupplierEvaluation,
  type SupplierEvaluationRow,
  type supplierAppealSchema,
  type supplierEvaluationResponseSchema,
} from '@procura/contract';
import type { z } from 'zod';
import type { AppContext } from '../../platform/context.ts';
import { AppError, badRequest } from '../../platform/errors.ts';
import type { SupplierContext } from '../../platform/supplier-session.ts';
import { inTenant, type Tx } from '../../platform/tenancy.ts';
import { agencyToday } from '../customers/index.ts';
import { cardResult, presentAppeal, presentEvaluationDocument } from './evaluation-presenters.ts';
import type { EvaluationRow } from './evaluation-queries.ts';
import { evaluationNotFound, shapeOf } from './evaluation-rights.ts';
import { documentNotFound, openAttachment } from './general-input.ts';
import { findEvaluationDocument, findEvaluationDocuments } from './general-input-queries.ts';
import { findSupplierEvaluation, findSupplierEvaluations } from './portal-queries.ts';
import { type Mover, moveEvaluation } from './workflow.ts';

/**
 * The supplier's evaluations on its agency's portal (issue 23 §2; decision 359): it reads its own
 * from its review on, with comments and attachments only when the agency shows them, and during
 * its review window acknowledges (with a comment; the evaluation completes) or appeals (with a
 * reason, when the agency allows appeals).
 */

type Found = { evaluation: EvaluationRow; contractName: string | null };

/** Whether the supplier's window to respond is still open on the agency's `today`. */
const windowOpen = (row: EvaluationRow, today: string) =>
  row.supplierReviewEndsOn === null || row.supplierReviewEndsOn >= today;

function presentRow({ evaluation: e, contractName }: Found): SupplierEvaluationRow {
  return {
    id: e.id,
    contractName,
    type: e.type,
    periodStart: e.periodStart,
    periodEnd: e.periodEnd,
    evaluationDate: e.evaluationDate,
    status: e.status,
    percent: e.percent,
    rating: e.rating,
    supplierReviewEndsOn: e.supplierReviewEndsOn,
  };
}

async function present(tx: Tx, found: Found, today: string): Promise<SupplierEvaluation> {
  const e = found.evaluation;
  const documents = e.attachmentsVisibleToSupplier
    ? (await findEvaluationDocuments(tx, e.customerId, e.id)).map(presentEvaluationDocument)
    : [];
  const open = windowOpen(e, today);
  return {
    ...presentRow(found),
    card: e.card,
    scores: e.scores,
    sections: cardResult(e).sections,
    comments: e.commentsVisibleToSupplier ? e.comments : {},
    generalComments: e.commentsVisibleToSupplier ? e.generalComments : '',
    documents,
    supplierComment: e.supplierComment,
    appeal: presentAppeal(e),
    can: {
      acknowledge: open && nextStatus(shapeOf(e), 'acknowledge') !== null,
      appeal: open && nextStatus(shapeOf(e), 'appeal') !== null,
    },
  };
}

async function requireOwn(tx: Tx, supplier: SupplierContext, id: number, forUpdate = false) {
  const found = await findSupplierEvaluation(tx, supplier, id, forUpdate);
  if (!found) throw evaluationNotFound();
  return found;
}

const today = (tx: Tx, ctx: AppContext, supplier: SupplierContext) =>
  agencyToday(tx, supplier.customerId, ctx.clock.now());

const moverOf = (supplier: SupplierContext): Mover => ({
  contactId: supplier.contactId,
  vendorId: supplier.vendorId,
  label: `vendor:${supplier.vendorId}/contact:${supplier.contactId}`,
});

/** GET /api/v1/portal/{agency}/PerformanceEvaluations. */
export async function listOwnEvaluations(ctx: AppContext, supplier: SupplierContext) {
  return inTenant(ctx.db, supplier.customerId, async (tx) =>
    (await findSupplierEvaluations(tx, supplier.customerId, supplier.vendorId)).map(presentRow),
  );
}

/** GET /api/v1/portal/{agency}/PerformanceEvaluations/{id}. */
export async function readOwnEvaluation(ctx: AppContext, supplier: SupplierContext, id: number) {
  return inTenant(ctx.db, supplier.customerId, async (tx) =>
    present(tx, await requireOwn(tx, supplier, id), await today(tx, ctx, supplier)),
  );
}

/** The supplier's step, in its review and within its window. */
async function respond(
  ctx: AppContext,
  supplier: SupplierContext,
  id: number,
  step: { action: 'acknowledge' | 'appeal'; comment: string },
): Promise<SupplierEvaluation> {
  return inTenant(ctx.db, supplier.customerId, async (tx) => {
    const found = await requireOwn(tx, supplier, id, true);
    const row = found.evaluation;
    const to = nextStatus(shapeOf(row), step.action);
    if (to === null) throw badRequest('performanceActionNotAllowed');
    const day = await today(tx, ctx, supplier);
    if (!windowOpen(row, day)) throw new AppError(409, 'performanceReviewWindowClosed');
    const now = ctx.clock.now();
    const values =
      step.action === 'acknowledge'
        ? { supplierComment: step.comment }
        : { appealReason: step.comment, appealRequestedAt: now };
    const saved = await moveEvaluation(
      tx,
      ctx,
      row,
      { action: step.action, to, comment: step.comment, values },
      moverOf(supplier),
      day,
    );
    return present(tx, { ...found, evaluation: saved }, day);
  });
}

/** POST …/PerformanceEvaluations/{id}/Acknowledge: the supplier has read it; it completes. */
export function acknowledgeEvaluation(
  ctx: AppContext,
  supplier: SupplierContext,
  id: number,
  input: z.output<typeof supplierEvaluationResponseSchema>,
) {
  return respond(ctx, supplier, id, { action: 'acknowledge', comment: input.comment });
}

/** POST …/PerformanceEvaluations/{id}/Appeal: Under Appeal, when the agency allows appeals. */
export function appealEvaluation(
  ctx: AppContext,
  supplier: SupplierContext,
  id: number,
  input: z.output<typeof supplierAppealSchema>,
) {
  return respond(ctx, supplier, id, { action: 'appeal', comment: input.reason });
}

/** GET …/PerformanceEvaluations/{id}/Documents/{documentId}: only when the agency shows attachments. */
export async function downloadOwnDocument(
  ctx: AppContext,
  supplier: SupplierContext,
  id: number,
  documentId: number,
) {
  const document = await inTenant(ctx.db, supplier.customerId, async (tx) => {
    const { evaluation } = await requireOwn(tx, supplier, id);
    const found = await findEvaluationDocument(tx, supplier.customerId, documentId);
    if (!evaluation.attachmentsVisibleToSupplier || !found || found.evaluationId !== evaluation.id) {
      throw documentNotFound();
    }
    return found;
  });
  return openAttachment(ctx, document);
}
