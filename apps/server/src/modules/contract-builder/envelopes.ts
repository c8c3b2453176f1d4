import {
  type ContractEnvelope,
  type EnvelopeDetails,
  type EnvelopeFieldInput,
  envelopeFieldInputSchema,
  envelopeRules,
  mayOpenDesigner,
  realtimeEvents,
} from '@procura/contract';
import { envelopeDocuments, envelopeSigners } from '../../db/schema/index.ts';
import { byActor, recordAudit } from '../../platform/audit.ts';
import type { AppContext } from '../../platform/context.ts';
import { AppError, badRequest } from '../../platform/errors.ts';
import { inTenant, type Tx } from '../../platform/tenancy.ts';
import { assertEditable as assertContractEditable, findContract, lockContract } from '../contracts/index.ts';
import { agencyToday } from '../customers/index.ts';
import { type IncomingFile, removeFile } from '../documents/index.ts';
import { findTender } from '../projects/index.ts';
import { storeEnvelopeFile } from './envelope-files.ts';
import {
  assertEditable,
  assertMayBuild,
  type BuilderActor,
  type EnvelopeRow,
  findContractEnvelopes,
  findEnvelope,
  findEnvelopeRow,
  insertEnvelope,
  partsOf,
  presentEnvelope,
  updateEnvelopeRow,
} from './envelope-queries.ts';
import {
  deleteEnvelopeDocument,
  deleteSignersFields,
  findPartIds,
  insertEnvelopeDocument,
  insertFields,
  nextOrder,
  setPartOrder,
} from './part-queries.ts';

/**
 * Building an envelope (issue 9 §3): details, ordered signers, documents and the designer's
 * fields. Every change answers the whole envelope and tells the agency's screens
 * (`contractSignatureUpdate`) to refetch.
 */

export async function answer(tx: Tx, actor: BuilderActor, envelope: EnvelopeRow): Promise<ContractEnvelope> {
  return presentEnvelope(envelope, await partsOf(tx, actor.customerId, envelope.id), actor);
}

export function announce(ctx: AppContext, envelope: { customerId: number; contractId: number; id: number }) {
  ctx.emitToAgency(envelope.customerId, realtimeEvents.contractSignatureUpdate, {
    contractId: envelope.contractId,
    envelopeId: envelope.id,
  });
}

async function audit(
  tx: Tx,
  ctx: AppContext,
  actor: BuilderActor,
  envelope: EnvelopeRow,
  action: string,
  after: object = {},
) {
  await recordAudit(tx, ctx.clock, {
    ...byActor(actor),
    action: `envelope.${action}`,
    entityType: 'envelope',
    entityId: envelope.id,
    after: after as Record<string, unknown>,
  });
}

/** One editing step: the envelope locked and editable, the change, the audit, the answer, the news. */
export async function editing(
  ctx: AppContext,
  actor: BuilderActor,
  ids: { contractId: number; sigId: number },
  action: string,
  change: (tx: Tx, envelope: EnvelopeRow) => Promise<object | undefined>,
  options: { editable?: (envelope: EnvelopeRow) => void } = {},
) {
  assertMayBuild(actor, 'EDIT');
  const result = await inTenant(ctx.db, actor.customerId, async (tx) => {
    const { contract, envelope } = await findEnvelope(tx, actor, ids.contractId, ids.sigId, true);
    // A cancelled or archived contract's envelopes no longer change (000 §4 contract rules).
    assertContractEditable(contract, await agencyToday(tx, actor.customerId, ctx.clock.now()));
    (options.editable ?? assertEditable)(envelope);
    const after = await change(tx, envelope);
    await updateEnvelopeRow(tx, actor.customerId, envelope.id, { updatedAt: ctx.clock.now() });
    await audit(tx, ctx, actor, envelope, action, after ?? {});
    const fresh = await findEnvelopeRow(tx, actor.customerId, envelope.id);
    return answer(tx, actor, fresh ?? envelope);
  });
  announce(ctx, { customerId: actor.customerId, contractId: result.contractId, id: result.id });
  return result;
}

/** GET Contracts/{id}/ContractSignatures/All. */
export async function listEnvelopes(ctx: AppContext, actor: BuilderActor, contractId: number) {
  assertMayBuild(actor, 'VIEW');
  return inTenant(ctx.db, actor.customerId, async (tx) => {
    const row = await findContract(tx, actor, contractId);
    const rows = await findContractEnvelopes(tx, actor.customerId, row.id);
    return Promise.all(rows.map((envelope) => answer(tx, actor, envelope)));
  });
}

/** GET Contracts/{id}/ContractSignatures/{sigId}. */
export async function getEnvelope(ctx: AppContext, actor: BuilderActor, contractId: number, sigId: number) {
  assertMayBuild(actor, 'VIEW');
  return inTenant(ctx.db, actor.customerId, async (tx) =>
    answer(tx, actor, (await findEnvelope(tx, actor, contractId, sigId)).envelope),
  );
}

/** POST Contracts/{id}/ContractSignatures: a new envelope with its details. */
export async function createEnvelope(
  ctx: AppContext,
  actor: BuilderActor,
  contractId: number,
  details: EnvelopeDetails,
) {
  assertMayBuild(actor, 'EDIT');
  const result = await inTenant(ctx.db, actor.customerId, async (tx) => {
    const { row: contract } = await lockContract(tx, ctx, actor, contractId);
    const now = ctx.clock.now();
    const envelope = await insertEnvelope(tx, {
      customerId: actor.customerId,
      contractId: contract.id,
      ...details,
      createdById: actor.userId,
      createdAt: now,
      updatedAt: now,
    });
    if (!envelope) throw new Error('envelope not saved');
    await audit(tx, ctx, actor, envelope, 'created', { name: details.name });
    return answer(tx, actor, envelope);
  });
  announce(ctx, { customerId: actor.customerId, contractId, id: result.id });
  return result;
}

type Ids = { contractId: number; sigId: number };

/** PUT …/{sigId}/Details. */
export function updateDetails(ctx: AppContext, actor: BuilderActor, ids: Ids, details: EnvelopeDetails) {
  return editing(ctx, actor, ids, 'detailsChanged', async (tx, envelope) => {
    await updateEnvelopeRow(tx, envelope.customerId, envelope.id, details);
    return details;
  });
}

/** PUT …/{sigId}/Signers/SortOrder {ids} and …/Documents/SortOrder {ids}: the new order, all named once. */
export function sortParts(
  ctx: AppContext,
  actor: BuilderActor,
  ids: Ids,
  part: 'signers' | 'documents',
  order: number[],
) {
  const table = part === 'signers' ? envelopeSigners : envelopeDocuments;
  return editing(ctx, actor, ids, `${part}Sorted`, async (tx, envelope) => {
    const rows = await findPartIds(tx, table, envelope);
    const same =
      rows.length === order.length &&
      new Set(order).size === order.length &&
      rows.every((r) => order.includes(r.id));
    if (!same) throw badRequest({ key: 'invalidParameter', params: { field: 'ids' } });
    for (const [index, id] of order.entries()) {
      await setPartOrder(tx, table, envelope.customerId, id, index);
    }
    return { order };
  });
}

/** POST …/{sigId}/Documents (multipart): a file joins the end; 10 MB each, 25 MB together. */
export async function addDocument(ctx: AppContext, actor: BuilderActor, ids: Ids, file: IncomingFile | null) {
  assertMayBuild(actor, 'EDIT');
  if (!file) throw badRequest({ key: 'documentFileRequired', params: { field: 'file' } });
  const { place, sofar } = await inTenant(ctx.db, actor.customerId, async (tx) => {
    const { contract, envelope } = await findEnvelope(tx, actor, ids.contractId, ids.sigId);
    assertEditable(envelope);
    const { documents } = await partsOf(tx, actor.customerId, envelope.id);
    if (documents.length >= envelopeRules.maxDocuments)
      throw badRequest({ key: 'invalidParameter', params: { field: 'documents' } });
    const tender = await findTender(tx, actor, contract.projectId);
    return {
      place: { customerId: actor.customerId, tenderId: tender.id },
      sofar: documents.reduce((n, d) => n + d.sizeInByte, 0),
    };
  });
  const stored = await storeEnvelopeFile(ctx.config.dataDir, place, file, sofar);
  try {
    return await editing(ctx, actor, ids, 'documentAdded', async (tx, envelope) => {
      await insertEnvelopeDocument(tx, {
        customerId: envelope.customerId,
        envelopeId: envelope.id,
        sortOrder: await nextOrder(tx, envelopeDocuments, envelope),
        fileName: stored.fileName,
        contentType: stored.contentType,
        sizeInByte: stored.size,
        storageKey: stored.storageKey,
        sha256: stored.sha256,
        pdfStorageKey: stored.pdfStorageKey,
        pageCount: stored.pageCount,
        converted: stored.converted,
      });
      return { fileName: stored.fileName, sha256: stored.sha256, converted: stored.converted };
    });
  } catch (error) {
    await removeFile(ctx.config.dataDir, stored.storageKey);
    if (stored.pdfStorageKey && stored.pdfStorageKey !== stored.storageKey)
      await removeFile(ctx.config.dataDir, stored.pdfStorageKey);
    throw error;
  }
}

/** DELETE …/{sigId}/Documents/{documentId}: the document, its fields and its files. */
export async function deleteDocument(ctx: AppContext, actor: BuilderActor, ids: Ids, documentId: number) {
  let keys: string[] = [];
  const result = await editing(ctx, actor, ids, 'documentRemoved', async (tx, envelope) => {
    const row = await deleteEnvelopeDocument(tx, envelope.customerId, envelope.id, documentId);
    if (!row) throw new AppError(404, 'invalidDocumentId');
    keys = [
      row.storageKey,
      ...(row.pdfStorageKey && row.pdfStorageKey !== row.storageKey ? [row.pdfStorageKey] : []),
    ];
    return { documentId, fileName: row.fileName };
  });
  for (const key of keys) await removeFile(ctx.config.dataDir, key);
  return result;
}

/**
 * PUT …/{sigId}/Designer {fields}: every field, saved whole. The designer opens with a signer and a
 * document (000 §5); each field belongs to a signer of the envelope and lies on a page of one of its
 * PDF documents.
 */
export function saveDesigner(ctx: AppContext, actor: BuilderActor, ids: Ids, fields: EnvelopeFieldInput[]) {
  return editing(ctx, actor, ids, 'designed', async (tx, envelope) => {
    const parts = await partsOf(tx, envelope.customerId, envelope.id);
    if (!mayOpenDesigner(parts)) throw new AppError(409, 'envelopeDesignerClosed');
    const parsed = fields.map((f) => envelopeFieldInputSchema.parse(f));
    for (const field of parsed) {
      const document = parts.documents.find((d) => d.id === field.documentId);
      const onPage = document?.pageCount != null && field.page <= document.pageCount;
      const inside = field.x + field.width <= 1.0001 && field.y + field.height <= 1.0001;
      if (!onPage || !inside) throw badRequest({ key: 'envelopeFieldOffPage', params: { field: 'fields' } });
      if (!parts.signers.some((s) => s.id === field.signerId))
        throw badRequest({ key: 'invalidParameter', params: { field: 'signerId' } });
    }
    // What signers who signed were asked, and wrote, stays as they signed it.
    const signed = new Set(parts.signers.filter((x) => x.status === 'Signed').map((x) => x.id));
    const open = parts.signers.filter((x) => !signed.has(x.id)).map((x) => x.id);
    if (open.length > 0) {
      await deleteSignersFields(tx, envelope.customerId, envelope.id, open);
    }
    const placed = parsed.filter((f) => !signed.has(f.signerId));
    if (placed.length > 0) {
      await insertFields(
        tx,
        placed.map((f) => ({ customerId: envelope.customerId, envelopeId: envelope.id, ...f })),
      );
    }
    return { fields: placed.length };
  });
}
