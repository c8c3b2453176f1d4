import { type ContractEnvelope, envelopeContentMayChange, envelopeMissing } from '@procura/contract';
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import {
  contractEnvelopes,
  envelopeDocuments,
  envelopeFields,
  envelopeSigners,
} from '../../db/schema/index.ts';
import { AppError, forbidden } from '../../platform/errors.ts';
import { tenantJoin, tenantRow } from '../../platform/query.ts';
import type { Actor, Tx } from '../../platform/tenancy.ts';
import { findContract } from '../contracts/index.ts';

/** Reading envelopes and their parts, and who may do what with them. */

export type EnvelopeRow = typeof contractEnvelopes.$inferSelect;
export type SignerRow = typeof envelopeSigners.$inferSelect;
export type EnvelopeDocumentRow = typeof envelopeDocuments.$inferSelect;
export type FieldRow = typeof envelopeFields.$inferSelect;

/** Who is asking: the agency user with their Contract Builder rights (000 §6: view, edit, delete). */
export type BuilderActor = Actor & { held: ReadonlySet<string>; isSiteAdmin: boolean };

export const envelopeNotFound = () => new AppError(404, 'invalidEnvelopeId');

export function mayBuild(actor: BuilderActor, right: 'VIEW' | 'EDIT' | 'DELETE') {
  return actor.isSiteAdmin || actor.held.has(`CONTRACT_BUILDER_${right}`);
}

export function assertMayBuild(actor: BuilderActor, right: 'VIEW' | 'EDIT' | 'DELETE') {
  if (!mayBuild(actor, right)) throw forbidden('noPermission');
}

/** The envelope `sigId` of the contract (itself of the actor's agency and node), or 404. */
export async function findEnvelope(
  tx: Tx,
  actor: Actor,
  contractId: number,
  sigId: number,
  forUpdate = false,
) {
  const contract = await findContract(tx, actor, contractId, { forUpdate });
  const query = tx
    .select()
    .from(contractEnvelopes)
    .where(
      and(
        eq(contractEnvelopes.customerId, actor.customerId),
        eq(contractEnvelopes.contractId, contract.id),
        eq(contractEnvelopes.id, sigId),
      ),
    );
  const [envelope] = forUpdate ? await query.for('update') : await query;
  if (!envelope) throw envelopeNotFound();
  return { contract, envelope };
}

export async function partsOf(tx: Tx, customerId: number, envelopeId: number) {
  const signers = await tx
    .select()
    .from(envelopeSigners)
    .where(and(eq(envelopeSigners.customerId, customerId), eq(envelopeSigners.envelopeId, envelopeId)))
    .orderBy(asc(envelopeSigners.sortOrder), asc(envelopeSigners.id));
  const documents = await tx
    .select()
    .from(envelopeDocuments)
    .where(and(eq(envelopeDocuments.customerId, customerId), eq(envelopeDocuments.envelopeId, envelopeId)))
    .orderBy(asc(envelopeDocuments.sortOrder), asc(envelopeDocuments.id));
  const fields = await tx
    .select()
    .from(envelopeFields)
    .where(and(eq(envelopeFields.customerId, customerId), eq(envelopeFields.envelopeId, envelopeId)))
    .orderBy(asc(envelopeFields.id));
  return { signers, documents, fields };
}

export type EnvelopeParts = Awaited<ReturnType<typeof partsOf>>;

/** The envelope by id alone (its contract checked before); `forUpdate` locks it. */
export async function findEnvelopeRow(tx: Tx, customerId: number, envelopeId: number, forUpdate = false) {
  const query = tx
    .select()
    .from(contractEnvelopes)
    .where(tenantRow(contractEnvelopes.id, customerId, envelopeId));
  const [row] = forUpdate ? await query.for('update') : await query;
  return row;
}

/** The contract's envelopes, oldest first. */
export async function findContractEnvelopes(tx: Tx, customerId: number, contractId: number) {
  return tx
    .select()
    .from(contractEnvelopes)
    .where(and(eq(contractEnvelopes.customerId, customerId), eq(contractEnvelopes.contractId, contractId)))
    .orderBy(contractEnvelopes.id);
}

export async function insertEnvelope(tx: Tx, values: typeof contractEnvelopes.$inferInsert) {
  const [row] = await tx.insert(contractEnvelopes).values(values).returning();
  return row;
}

export async function updateEnvelopeRow(
  tx: Tx,
  customerId: number,
  envelopeId: number,
  values: Partial<typeof contractEnvelopes.$inferInsert>,
) {
  await tx
    .update(contractEnvelopes)
    .set(values)
    .where(tenantRow(contractEnvelopes.id, customerId, envelopeId));
}

/** Deletes the envelope; its signers, documents and fields go with it. */
export async function deleteEnvelopeRow(tx: Tx, customerId: number, envelopeId: number) {
  await tx.delete(contractEnvelopes).where(tenantRow(contractEnvelopes.id, customerId, envelopeId));
}

/**
 * Every agency's signers whose turn it is, on sent envelopes that send reminders and are not being
 * corrected, with their envelope: the reminder sweep reads them.
 */
export async function findSignersToRemind(tx: Tx) {
  return tx
    .select({ envelope: contractEnvelopes, signer: envelopeSigners })
    .from(envelopeSigners)
    .innerJoin(contractEnvelopes, tenantJoin(contractEnvelopes.id, envelopeSigners.envelopeId))
    .where(
      and(
        eq(envelopeSigners.status, 'Sent'),
        eq(contractEnvelopes.status, 'In Progress'),
        eq(contractEnvelopes.emailReminders, true),
        eq(contractEnvelopes.correcting, false),
        isNotNull(contractEnvelopes.sentAt),
      ),
    );
}

export function presentDocument(d: EnvelopeDocumentRow) {
  return {
    id: d.id,
    fileName: d.fileName,
    contentType: d.contentType,
    sizeInByte: d.sizeInByte,
    sha256: d.sha256,
    pageCount: d.pageCount,
    converted: d.converted,
    sortOrder: d.sortOrder,
  };
}

export function presentField(f: FieldRow) {
  return {
    id: f.id,
    documentId: f.documentId,
    signerId: f.signerId,
    type: f.type,
    page: f.page,
    x: f.x,
    y: f.y,
    width: f.width,
    height: f.height,
    required: f.required,
    label: f.label,
    value: f.value,
  };
}

export function presentEnvelope(
  envelope: EnvelopeRow,
  parts: EnvelopeParts,
  actor: BuilderActor,
): ContractEnvelope {
  const fields = parts.fields.map(presentField);
  return {
    id: envelope.id,
    contractId: envelope.contractId,
    name: envelope.name,
    number: envelope.number,
    message: envelope.message,
    language: envelope.language as 'en' | 'fr',
    timezone: envelope.timezone,
    emailReminders: envelope.emailReminders,
    notarization: envelope.notarization,
    inPersonSigning: envelope.inPersonSigning,
    reviewBeforeCompletion: envelope.reviewBeforeCompletion,
    status: envelope.status,
    sentAt: envelope.sentAt?.toISOString() ?? null,
    correcting: envelope.correcting,
    completedAt: envelope.completedAt?.toISOString() ?? null,
    signers: parts.signers.map((s) => ({
      id: s.id,
      name: s.name,
      email: s.email,
      sortOrder: s.sortOrder,
      status: s.status,
      sentAt: s.sentAt?.toISOString() ?? null,
      signedAt: s.signedAt?.toISOString() ?? null,
      signedFrom: s.signedFrom,
    })),
    documents: parts.documents.map(presentDocument),
    fields,
    missing: envelopeMissing({ signers: parts.signers, documents: parts.documents, fields }),
    canEdit: mayBuild(actor, 'EDIT') && envelope.status !== 'Completed',
    canDelete: mayBuild(actor, 'DELETE'),
    createdAt: envelope.createdAt.toISOString(),
  };
}

/**
 * 409 unless the envelope's content may change now: not once completed, and once sent only while
 * it is being corrected (000 §4: correcting makes it unavailable until resent).
 */
export function assertEditable(envelope: EnvelopeRow) {
  if (envelope.status === 'Completed') throw new AppError(409, 'envelopeCompleted');
  if (!envelopeContentMayChange(envelope)) throw new AppError(409, 'envelopeNotCorrecting');
}
