import { and, asc, eq } from 'drizzle-orm';
import { projectDocuments, projects, tenders, users } from '../../db/schema/index.ts';
import { tenantJoin, tenantRow } from '../../platform/query.ts';
import type { Actor, Tx } from '../../platform/tenancy.ts';

export type DocumentRow = typeof projectDocuments.$inferSelect;
export type DocumentWithUploader = DocumentRow & {
  uploaderFirstName: string | null;
  uploaderLastName: string | null;
};

const withUploader = {
  document: projectDocuments,
  uploaderFirstName: users.firstName,
  uploaderLastName: users.lastName,
};

const uploaderJoin = tenantJoin(users.id, projectDocuments.uploadedById);

/** A source's documents in their order (ties by upload), each with who uploaded it. */
export async function findDocumentsOfTender(
  tx: Tx,
  customerId: number,
  tenderId: number,
): Promise<DocumentWithUploader[]> {
  const rows = await tx
    .select(withUploader)
    .from(projectDocuments)
    .leftJoin(users, uploaderJoin)
    .where(and(eq(projectDocuments.customerId, customerId), eq(projectDocuments.tenderId, tenderId)))
    .orderBy(asc(projectDocuments.sortOrder), asc(projectDocuments.id));
  return rows.map((r) => ({
    ...r.document,
    uploaderFirstName: r.uploaderFirstName,
    uploaderLastName: r.uploaderLastName,
  }));
}

/**
 * The document `documentId` when its source's project is in the actor's agency and node, with the
 * project id (for the activity feed) and who uploaded it; undefined otherwise, whoever owns it.
 */
export async function findDocument(tx: Tx, actor: Actor, documentId: number) {
  const [row] = await tx
    .select({ ...withUploader, projectId: projects.id })
    .from(projectDocuments)
    .innerJoin(tenders, tenantJoin(tenders.id, projectDocuments.tenderId))
    .innerJoin(projects, tenantJoin(projects.id, tenders.projectId))
    .leftJoin(users, uploaderJoin)
    .where(
      and(
        eq(projectDocuments.customerId, actor.customerId),
        eq(projectDocuments.id, documentId),
        eq(projects.nodeId, actor.nodeId),
      ),
    );
  if (!row) return undefined;
  const document: DocumentWithUploader = {
    ...row.document,
    uploaderFirstName: row.uploaderFirstName,
    uploaderLastName: row.uploaderLastName,
  };
  return { document, projectId: row.projectId };
}

export async function insertDocument(
  tx: Tx,
  values: typeof projectDocuments.$inferInsert,
): Promise<DocumentRow> {
  const [row] = await tx.insert(projectDocuments).values(values).returning();
  if (!row) throw new Error('document insert returned nothing');
  return row;
}

export async function updateDocument(
  tx: Tx,
  customerId: number,
  id: number,
  changes: Partial<Omit<typeof projectDocuments.$inferInsert, 'customerId' | 'id' | 'tenderId'>>,
): Promise<DocumentRow> {
  const [row] = await tx
    .update(projectDocuments)
    .set(changes)
    .where(tenantRow(projectDocuments.id, customerId, id))
    .returning();
  if (!row) throw new Error('document update returned nothing');
  return row;
}

export async function deleteDocument(tx: Tx, customerId: number, id: number): Promise<void> {
  await tx.delete(projectDocuments).where(tenantRow(projectDocuments.id, customerId, id));
}

export async function setDocumentSortOrder(
  tx: Tx,
  customerId: number,
  id: number,
  sortOrder: number,
): Promise<void> {
  await tx
    .update(projectDocuments)
    .set({ sortOrder })
    .where(tenantRow(projectDocuments.id, customerId, id));
}
