import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import {
  projectJournalComments,
  projectJournalDocuments,
  projectJournals,
  projects,
  users,
} from '../../db/schema/index.ts';
import { tenantJoin, tenantRow } from '../../platform/query.ts';
import type { Actor, Tx } from '../../platform/tenancy.ts';
import { personColumns } from '../project-team/index.ts';

export type JournalRow = typeof projectJournals.$inferSelect;
export type JournalCommentRow = typeof projectJournalComments.$inferSelect;
export type JournalDocumentRow = typeof projectJournalDocuments.$inferSelect;

const author = (column: typeof projectJournals.createdById) =>
  and(eq(users.customerId, projectJournals.customerId), eq(users.id, column));

/** A project's entries with their authors: pinned first, then newest first. */
export async function findEntries(tx: Tx, customerId: number, projectId: number) {
  return tx
    .select({ entry: projectJournals, person: personColumns })
    .from(projectJournals)
    .leftJoin(users, author(projectJournals.createdById))
    .where(and(eq(projectJournals.customerId, customerId), eq(projectJournals.projectId, projectId)))
    .orderBy(desc(projectJournals.pinned), desc(projectJournals.createdAt), desc(projectJournals.id));
}

/** One entry of a project on the actor's node, or undefined. */
export async function findEntry(tx: Tx, actor: Actor, journalId: number): Promise<JournalRow | undefined> {
  const [row] = await tx
    .select({ entry: projectJournals })
    .from(projectJournals)
    .innerJoin(projects, tenantJoin(projects.id, projectJournals.projectId))
    .where(
      and(
        eq(projectJournals.customerId, actor.customerId),
        eq(projectJournals.id, journalId),
        eq(projects.nodeId, actor.nodeId),
      ),
    );
  return row?.entry;
}

export async function findComments(tx: Tx, customerId: number, journalIds: number[]) {
  if (!journalIds.length) return [];
  return tx
    .select({ comment: projectJournalComments, person: personColumns })
    .from(projectJournalComments)
    .leftJoin(users, tenantJoin(users.id, projectJournalComments.createdById))
    .where(
      and(
        eq(projectJournalComments.customerId, customerId),
        inArray(projectJournalComments.journalId, journalIds),
      ),
    )
    .orderBy(asc(projectJournalComments.createdAt), asc(projectJournalComments.id));
}

export async function findDocuments(tx: Tx, customerId: number, journalIds: number[]) {
  if (!journalIds.length) return [];
  return tx
    .select({ document: projectJournalDocuments, person: personColumns })
    .from(projectJournalDocuments)
    .leftJoin(users, tenantJoin(users.id, projectJournalDocuments.uploadedById))
    .where(
      and(
        eq(projectJournalDocuments.customerId, customerId),
        inArray(projectJournalDocuments.journalId, journalIds),
      ),
    )
    .orderBy(asc(projectJournalDocuments.uploadedAt), asc(projectJournalDocuments.id));
}

/** A comment with its entry, when the entry's project is on the actor's node. */
export async function findComment(tx: Tx, actor: Actor, commentId: number) {
  const [row] = await tx
    .select({ comment: projectJournalComments, entry: projectJournals })
    .from(projectJournalComments)
    .innerJoin(projectJournals, tenantJoin(projectJournals.id, projectJournalComments.journalId))
    .innerJoin(projects, tenantJoin(projects.id, projectJournals.projectId))
    .where(
      and(
        eq(projectJournalComments.customerId, actor.customerId),
        eq(projectJournalComments.id, commentId),
        eq(projects.nodeId, actor.nodeId),
      ),
    );
  return row;
}

/** A document with its entry, when the entry's project is on the actor's node. */
export async function findDocument(tx: Tx, actor: Actor, documentId: number) {
  const [row] = await tx
    .select({ document: projectJournalDocuments, entry: projectJournals })
    .from(projectJournalDocuments)
    .innerJoin(projectJournals, tenantJoin(projectJournals.id, projectJournalDocuments.journalId))
    .innerJoin(projects, tenantJoin(projects.id, projectJournals.projectId))
    .where(
      and(
        eq(projectJournalDocuments.customerId, actor.customerId),
        eq(projectJournalDocuments.id, documentId),
        eq(projects.nodeId, actor.nodeId),
      ),
    );
  return row;
}

export async function insertEntry(tx: Tx, values: typeof projectJournals.$inferInsert) {
  const [row] = await tx.insert(projectJournals).values(values).returning();
  if (!row) throw new Error('journal insert returned nothing');
  return row;
}

export async function updateEntry(
  tx: Tx,
  customerId: number,
  id: number,
  values: Partial<Pick<JournalRow, 'note' | 'pinned' | 'updatedAt'>>,
) {
  await tx
    .update(projectJournals)
    .set(values)
    .where(tenantRow(projectJournals.id, customerId, id));
}

/** Its comments and documents go with it (the foreign keys cascade). */
export async function deleteEntry(tx: Tx, customerId: number, id: number) {
  await tx.delete(projectJournals).where(tenantRow(projectJournals.id, customerId, id));
}

export async function insertComment(tx: Tx, values: typeof projectJournalComments.$inferInsert) {
  const [row] = await tx.insert(projectJournalComments).values(values).returning();
  if (!row) throw new Error('journal comment insert returned nothing');
  return row;
}

export async function deleteComment(tx: Tx, customerId: number, id: number) {
  await tx.delete(projectJournalComments).where(tenantRow(projectJournalComments.id, customerId, id));
}

export async function insertDocument(tx: Tx, values: typeof projectJournalDocuments.$inferInsert) {
  const [row] = await tx.insert(projectJournalDocuments).values(values).returning();
  if (!row) throw new Error('journal document insert returned nothing');
  return row;
}

export async function deleteDocument(tx: Tx, customerId: number, id: number) {
  await tx.delete(projectJournalDocuments).where(tenantRow(projectJournalDocuments.id, customerId, id));
}
