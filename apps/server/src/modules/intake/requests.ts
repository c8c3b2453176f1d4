import { type IntakeModifiedUser, type IntakeRequest, intakeStatuses } from '@procura/contract';
import { byActor, recordAudit } from '../../platform/audit.ts';
import type { AppContext } from '../../platform/context.ts';
import { AppError, badRequest } from '../../platform/errors.ts';
import { inTenant, type Tx } from '../../platform/tenancy.ts';
import { removeFile } from '../documents/index.ts';
import { checkIntakeReferences } from './references.ts';
import { type IntakeRequestInputValues, requestColumns } from './request-columns.ts';
import { allowedActionsOf, presentRequest } from './request-presenters.ts';
import {
  deleteOtherDocuments,
  findRequestDocuments,
  findRequestNames,
  findUserName,
  type IntakeRequestRow,
  updateIntakeRequestRow,
} from './request-queries.ts';
import { readIntakeSettings } from './settings-queries.ts';
import {
  type IntakeStaff,
  intakeRequestNotFound,
  mayCreateFromIntake,
  requireIntakeRequest,
} from './staff-access.ts';

/**
 * One intake request as procurement works on it (issue 24 §4): read with its names and documents,
 * who changed it last, and procurement's corrections while it waits for a decision.
 */

/** The request as the caller sees it, with what they may do with it. */
export async function answerRequest(
  tx: Tx,
  staff: IntakeStaff,
  row: IntakeRequestRow,
): Promise<IntakeRequest> {
  const [names, documents] = await Promise.all([
    findRequestNames(tx, row),
    findRequestDocuments(tx, row.customerId, row.id),
  ]);
  const rights = { canAct: staff.canAct, mayCreateProject: mayCreateFromIntake(staff) };
  return presentRequest(row, names, documents, allowedActionsOf(row, rights));
}

/** GET api/intake/{id}. */
export async function readIntakeRequest(
  ctx: AppContext,
  staff: IntakeStaff,
  id: number,
): Promise<IntakeRequest> {
  return inTenant(ctx.db, staff.customerId, async (tx) =>
    answerRequest(tx, staff, await requireIntakeRequest(tx, staff, id)),
  );
}

/** GET api/intake/getIntakeModifiedUser/{id}: nobody until procurement changed it. */
export async function readModifiedUser(
  ctx: AppContext,
  staff: IntakeStaff,
  id: number,
): Promise<IntakeModifiedUser> {
  return inTenant(ctx.db, staff.customerId, async (tx) => {
    const row = await requireIntakeRequest(tx, staff, id);
    const userId = row.modifiedByUserId;
    const person = userId === null ? undefined : await findUserName(tx, row.customerId, userId);
    return {
      userId,
      fullName: person ? `${person.firstName} ${person.lastName}`.trim() : null,
      dateModifiedUtc: row.dateModifiedUtc?.toISOString() ?? null,
    };
  });
}

/**
 * PUT api/intake?intakeRequestId: procurement's corrections while the request is pending (409
 * intakeAlreadyDecided after). documentIds are the documents to keep: the others go, their files
 * once the change has committed (a refused change keeps them all).
 */
export async function updateIntakeRequest(
  ctx: AppContext,
  staff: IntakeStaff,
  id: number,
  input: IntakeRequestInputValues,
): Promise<IntakeRequest> {
  const { answer, removed } = await inTenant(ctx.db, staff.customerId, async (tx) => {
    const row = await requireIntakeRequest(tx, staff, id, { forUpdate: true });
    if (row.status !== intakeStatuses.pending) throw new AppError(409, 'intakeAlreadyDecided');
    const settings = await readIntakeSettings(tx, staff.customerId, staff.nodeId);
    if (!settings) throw intakeRequestNotFound();
    await checkIntakeReferences(tx, staff.customerId, staff.nodeId, input, settings);
    const held = new Set((await findRequestDocuments(tx, row.customerId, row.id)).map((d) => d.id));
    const keep = [...new Set(input.projectDetail.documentIds)];
    if (keep.some((documentId) => !held.has(documentId))) {
      throw badRequest({ key: 'intakeDocumentInvalid', params: { field: 'projectDetail.documentIds' } });
    }
    const gone = await deleteOtherDocuments(tx, row.customerId, row.id, keep);
    const change = requestColumns(input);
    const saved = await updateIntakeRequestRow(tx, row.customerId, row.id, {
      ...change,
      modifiedByUserId: staff.userId,
      dateModifiedUtc: ctx.clock.now(),
    });
    await recordAudit(tx, ctx.clock, {
      ...byActor(staff),
      action: 'intakeRequest.updated',
      entityType: 'intakeRequest',
      entityId: row.id,
      after: { ...change, removedDocumentIds: gone.map((d) => d.id) },
    });
    return { answer: await answerRequest(tx, staff, saved), removed: gone };
  });
  for (const document of removed) await removeFile(ctx.config.dataDir, document.storageKey);
  return answer;
}
