import { and, asc, count, eq } from 'drizzle-orm';
import { performanceEvaluationDocuments, users } from '../../db/schema/index.ts';
import { tenantJoin, tenantRow } from '../../platform/query.ts';
import type { Tx } from '../../platform/tenancy.ts';

/** SQL of an evaluation's general input attachments (issue 23 §2), files under DATA_DIR/files. */

export type EvaluationDocumentRow = typeof performanceEvaluationDocuments.$inferSelect;

/** The evaluation's attachments, oldest first, with who uploaded each. */
export async function findEvaluationDocuments(tx: Tx, customerId: number, evaluationId: number) {
  return tx
    .select({
      document: performanceEvaluationDocuments,
      uploaderFirstName: users.firstName,
      uploaderLastName: users.lastName,
    })
    .from(performanceEvaluationDocuments)
    .leftJoin(users, tenantJoin(users.id, performanceEvaluationDocuments.uploadedById))
    .where(
      and(
        eq(performanceEvaluationDocuments.customerId, customerId),
        eq(performanceEvaluationDocuments.evaluationId, evaluationId),
      ),
    )
    .orderBy(asc(performanceEvaluationDocuments.id));
}

export type EvaluationDocumentListRow = Awaited<ReturnType<typeof findEvaluationDocuments>>[number];

/** The attachment `documentId` of the agency, whatever its evaluation (the caller checks that one). */
export async function findEvaluationDocument(
  tx: Tx,
  customerId: number,
  documentId: number,
): Promise<EvaluationDocumentRow | undefined> {
  const [row] = await tx
    .select()
    .from(performanceEvaluationDocuments)
    .where(tenantRow(performanceEvaluationDocuments.id, customerId, documentId));
  return row;
}

export async function countEvaluationDocuments(tx: Tx, customerId: number, evaluationId: number) {
  const [row] = await tx
    .select({ value: count() })
    .from(performanceEvaluationDocuments)
    .where(
      and(
        eq(performanceEvaluationDocuments.customerId, customerId),
        eq(performanceEvaluationDocuments.evaluationId, evaluationId),
      ),
    );
  return row?.value ?? 0;
}

/** The storage keys of the evaluation's files, to remove from disk once its rows are gone. */
export async function findEvaluationStorageKeys(tx: Tx, customerId: number, evaluationId: number) {
  const rows = await tx
    .select({ storageKey: performanceEvaluationDocuments.storageKey })
    .from(performanceEvaluationDocuments)
    .where(
      and(
        eq(performanceEvaluationDocuments.customerId, customerId),
        eq(performanceEvaluationDocuments.evaluationId, evaluationId),
      ),
    );
  return rows.map((row) => row.storageKey);
}

export async function insertEvaluationDocument(
  tx: Tx,
  values: typeof performanceEvaluationDocuments.$inferInsert,
) {
  const [row] = await tx
    .insert(performanceEvaluationDocuments)
    .values(values)
    .returning({ id: performanceEvaluationDocuments.id });
  if (!row) throw new Error('evaluation document not saved');
  return row;
}

export async function deleteEvaluationDocument(tx: Tx, customerId: number, documentId: number) {
  await tx
    .delete(performanceEvaluationDocuments)
    .where(tenantRow(performanceEvaluationDocuments.id, customerId, documentId));
}
