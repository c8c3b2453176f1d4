import { and, eq, inArray, sql } from 'drizzle-orm';
import { envelopeDocuments, envelopeFields, envelopeSigners } from '../../db/schema/index.ts';
import { tenantRow } from '../../platform/query.ts';
import type { Tx } from '../../platform/tenancy.ts';
import type { EnvelopeRow } from './envelope-queries.ts';

/** Writing an envelope's parts: its ordered signers and documents, and the designer's fields. */

/** The parts kept in an order of their own. */
export type OrderedPart = typeof envelopeSigners | typeof envelopeDocuments;

export async function countSigners(tx: Tx, customerId: number, envelopeId: number) {
  const [{ n } = { n: 0 }] = await tx
    .select({ n: sql<number>`count(*)` })
    .from(envelopeSigners)
    .where(and(eq(envelopeSigners.customerId, customerId), eq(envelopeSigners.envelopeId, envelopeId)));
  return Number(n);
}

export async function nextOrder(tx: Tx, table: OrderedPart, envelope: EnvelopeRow) {
  const [row] = await tx
    .select({ n: sql<number>`coalesce(max(${table.sortOrder}), -1) + 1` })
    .from(table)
    .where(and(eq(table.customerId, envelope.customerId), eq(table.envelopeId, envelope.id)));
  return Number(row?.n ?? 0);
}

/** The ids of the envelope's signers or documents, for checking a new order names each once. */
export async function findPartIds(tx: Tx, table: OrderedPart, envelope: EnvelopeRow) {
  return tx
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.customerId, envelope.customerId), eq(table.envelopeId, envelope.id)));
}

export async function setPartOrder(
  tx: Tx,
  table: OrderedPart,
  customerId: number,
  id: number,
  order: number,
) {
  await tx
    .update(table)
    .set({ sortOrder: order })
    .where(tenantRow(table.id, customerId, id));
}

export async function insertSigner(tx: Tx, values: typeof envelopeSigners.$inferInsert) {
  await tx.insert(envelopeSigners).values(values);
}

/** The signer `signerId` of the envelope, if it is one of its signers. */
export async function findSignerOfEnvelope(tx: Tx, customerId: number, envelopeId: number, signerId: number) {
  const [row] = await tx
    .select()
    .from(envelopeSigners)
    .where(
      and(
        eq(envelopeSigners.customerId, customerId),
        eq(envelopeSigners.envelopeId, envelopeId),
        eq(envelopeSigners.id, signerId),
      ),
    );
  return row;
}

/** Whether the address already signs the envelope (`lower`: already lower-cased). */
export async function findSignerByEmail(tx: Tx, customerId: number, envelopeId: number, lower: string) {
  const [row] = await tx
    .select({ id: envelopeSigners.id })
    .from(envelopeSigners)
    .where(
      and(
        eq(envelopeSigners.customerId, customerId),
        eq(envelopeSigners.envelopeId, envelopeId),
        sql`lower(${envelopeSigners.email}) = ${lower}`,
      ),
    );
  return row;
}

export async function updateSignerRow(
  tx: Tx,
  customerId: number,
  signerId: number,
  values: Partial<typeof envelopeSigners.$inferInsert>,
) {
  await tx
    .update(envelopeSigners)
    .set(values)
    .where(tenantRow(envelopeSigners.id, customerId, signerId));
}

/** Deletes the signer; their fields go with them. */
export async function deleteSignerRow(tx: Tx, customerId: number, signerId: number) {
  await tx.delete(envelopeSigners).where(tenantRow(envelopeSigners.id, customerId, signerId));
}

export async function insertEnvelopeDocument(tx: Tx, values: typeof envelopeDocuments.$inferInsert) {
  await tx.insert(envelopeDocuments).values(values);
}

/** Deletes the envelope's document `documentId`; answers its row, if it was one of them. */
export async function deleteEnvelopeDocument(
  tx: Tx,
  customerId: number,
  envelopeId: number,
  documentId: number,
) {
  const [row] = await tx
    .delete(envelopeDocuments)
    .where(
      and(
        eq(envelopeDocuments.customerId, customerId),
        eq(envelopeDocuments.envelopeId, envelopeId),
        eq(envelopeDocuments.id, documentId),
      ),
    )
    .returning();
  return row;
}

/** Documents' files of an envelope, for removing them with it. */
export async function filesOf(tx: Tx, customerId: number, envelopeIds: number[]) {
  if (envelopeIds.length === 0) return [];
  const rows = await tx
    .select({ a: envelopeDocuments.storageKey, b: envelopeDocuments.pdfStorageKey })
    .from(envelopeDocuments)
    .where(
      and(eq(envelopeDocuments.customerId, customerId), inArray(envelopeDocuments.envelopeId, envelopeIds)),
    );
  return [...new Set(rows.flatMap((r) => [r.a, ...(r.b ? [r.b] : [])]))];
}

/** Deletes the fields of these signers of the envelope. */
export async function deleteSignersFields(
  tx: Tx,
  customerId: number,
  envelopeId: number,
  signerIds: number[],
) {
  await tx
    .delete(envelopeFields)
    .where(
      and(
        eq(envelopeFields.customerId, customerId),
        eq(envelopeFields.envelopeId, envelopeId),
        inArray(envelopeFields.signerId, signerIds),
      ),
    );
}

export async function insertFields(tx: Tx, values: (typeof envelopeFields.$inferInsert)[]) {
  await tx.insert(envelopeFields).values(values);
}

/** What the signer wrote in a text field. */
export async function setFieldValue(tx: Tx, customerId: number, fieldId: number, value: string) {
  await tx
    .update(envelopeFields)
    .set({ value })
    .where(tenantRow(envelopeFields.id, customerId, fieldId));
}
