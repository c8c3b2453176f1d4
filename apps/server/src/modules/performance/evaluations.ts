import {
  isCompleted,
  type PerformanceEvaluation,
  type PerformanceEvaluationRow,
  type ProjectDocument,
} from '@procura/contract';
import { byActor, recordAudit } from '../../platform/audit.ts';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { inTenant } from '../../platform/tenancy.ts';
import { findContract } from '../contracts/index.ts';
import { removeFile } from '../documents/index.ts';
import { describeEvaluation, presentEvaluationRow, presentProjectDocument } from './evaluation-presenters.ts';
import {
  countEvaluations,
  deleteEvaluation,
  type EvaluationSearch,
  findContractEvaluationRows,
  findEvaluationPage,
} from './evaluation-queries.ts';
import { type EvaluationViewer, requireEvaluation } from './evaluation-rights.ts';
import { findEvaluationStorageKeys } from './general-input-queries.ts';
import { findProjectDocuments } from './setup-queries.ts';

/**
 * Supplier performance evaluations (issue 23 §2; 001 §7 PerformanceEvaluation): the node's list
 * (a supplier's, a contract's, the dashboard's drill-down, the caller's own), one evaluation, and
 * deleting one that is not complete (000 §4). Making them is schedule.ts, changing them
 * evaluation-update.ts, their steps workflow.ts.
 */

/** GET /PerformanceEvaluation: a page of the node's evaluations with the total that match. */
export async function listEvaluations(
  ctx: AppContext,
  viewer: EvaluationViewer,
  search: EvaluationSearch,
): Promise<{ values: PerformanceEvaluationRow[]; total: number }> {
  return inTenant(ctx.db, viewer.customerId, async (tx) => {
    const rows = await findEvaluationPage(tx, viewer, search);
    const total = await countEvaluations(tx, viewer, search);
    return { values: rows.map(presentEvaluationRow), total };
  });
}

/** GET /Contracts/PerformanceEvaluation?contractId: the contract's evaluations by date. */
export async function listContractEvaluations(
  ctx: AppContext,
  viewer: EvaluationViewer,
  contractId: number,
): Promise<PerformanceEvaluationRow[]> {
  return inTenant(ctx.db, viewer.customerId, async (tx) => {
    const contract = await findContract(tx, viewer, contractId);
    return (await findContractEvaluationRows(tx, viewer.customerId, contract.id)).map(presentEvaluationRow);
  });
}

/** GET /PerformanceEvaluation/{id}. */
export async function readEvaluation(
  ctx: AppContext,
  viewer: EvaluationViewer,
  id: number,
): Promise<PerformanceEvaluation> {
  return inTenant(ctx.db, viewer.customerId, async (tx) =>
    describeEvaluation(tx, viewer, await requireEvaluation(tx, viewer, id)),
  );
}

/**
 * DELETE /PerformanceEvaluation/{id}: refused once complete (000 §4, performanceCompletedDelete);
 * its events and attachments go with it, the files once the deletion has committed.
 */
export async function removeEvaluation(
  ctx: AppContext,
  viewer: EvaluationViewer,
  id: number,
): Promise<{ id: number }> {
  const keys = await inTenant(ctx.db, viewer.customerId, async (tx) => {
    const row = await requireEvaluation(tx, viewer, id, true);
    if (isCompleted(row.status)) throw new AppError(409, 'performanceCompletedDelete');
    const storageKeys = await findEvaluationStorageKeys(tx, row.customerId, row.id);
    await deleteEvaluation(tx, row.customerId, row.id);
    await recordAudit(tx, ctx.clock, {
      ...byActor(viewer),
      action: 'performanceEvaluation.deleted',
      entityType: 'performanceEvaluation',
      entityId: row.id,
      vendorId: row.vendorId,
      before: { type: row.type, status: row.status, evaluationDate: row.evaluationDate },
    });
    return storageKeys;
  });
  for (const key of keys) await removeFile(ctx.config.dataDir, key);
  return { id };
}

/** GET /ProjectDocuments?performanceEvaluationId: the rated contract's project's bid documents. */
export async function listProjectDocuments(
  ctx: AppContext,
  viewer: EvaluationViewer,
  id: number,
): Promise<ProjectDocument[]> {
  return inTenant(ctx.db, viewer.customerId, async (tx) => {
    const row = await requireEvaluation(tx, viewer, id);
    if (row.contractId === null) return [];
    const contract = await findContract(tx, viewer, row.contractId);
    return (await findProjectDocuments(tx, viewer.customerId, contract.projectId)).map(
      presentProjectDocument,
    );
  });
}
