import { and, asc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import {
  categories,
  departments,
  divisions,
  dropdownOptions,
  intakeDocuments,
  intakeRequests,
  users,
} from '../../db/schema/index.ts';
import { tenantRow } from '../../platform/query.ts';
import type { Tx } from '../../platform/tenancy.ts';

/**
 * SQL of procurement's side of intake (issue 24 §3-§4): one request of a node with the names its
 * ids point at, its documents, its changes and decision, and the requesters of the node. Every
 * lookup names the agency and the node, so another's request is never found.
 */

export type IntakeRequestRow = typeof intakeRequests.$inferSelect;
export type IntakeDocumentRow = typeof intakeDocuments.$inferSelect;
export type IntakeRequestChange = Partial<
  Omit<typeof intakeRequests.$inferInsert, 'customerId' | 'id' | 'nodeId'>
>;

const ofNode = (customerId: number, nodeId: number) =>
  and(eq(intakeRequests.customerId, customerId), eq(intakeRequests.nodeId, nodeId));

/** The request `id` of the node; locked for the rest of the transaction when `forUpdate`. */
export async function findIntakeRequestRow(
  tx: Tx,
  customerId: number,
  nodeId: number,
  id: number,
  options: { forUpdate?: boolean } = {},
): Promise<IntakeRequestRow | undefined> {
  const query = tx
    .select()
    .from(intakeRequests)
    .where(and(ofNode(customerId, nodeId), eq(intakeRequests.id, id)));
  const [row] = options.forUpdate ? await query.for('update') : await query;
  return row;
}

export async function updateIntakeRequestRow(
  tx: Tx,
  customerId: number,
  id: number,
  change: IntakeRequestChange,
): Promise<IntakeRequestRow> {
  const [row] = await tx
    .update(intakeRequests)
    .set(change)
    .where(tenantRow(intakeRequests.id, customerId, id))
    .returning();
  if (!row) throw new Error('intake request not updated');
  return row;
}

/** The names a request's ids point at (a removed one reads as no name). */
export async function findRequestNames(tx: Tx, row: IntakeRequestRow) {
  const named = async <T>(id: number | null, read: (id: number) => Promise<T[]>) =>
    id === null ? undefined : (await read(id))[0];
  const [department, division, lead, bidType, categoryRows] = await Promise.all([
    named(row.departmentId, (id) =>
      tx
        .select({ id: departments.id, name: departments.name })
        .from(departments)
        .where(tenantRow(departments.id, row.customerId, id)),
    ),
    named(row.divisionId, (id) =>
      tx
        .select({ id: divisions.id, name: divisions.name })
        .from(divisions)
        .where(tenantRow(divisions.id, row.customerId, id)),
    ),
    named(row.procurementLeadId, (id) =>
      tx
        .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
        .from(users)
        .where(tenantRow(users.id, row.customerId, id)),
    ),
    named(row.bidTypeId, (id) =>
      tx
        .select({ id: dropdownOptions.id, name: dropdownOptions.name })
        .from(dropdownOptions)
        .where(tenantRow(dropdownOptions.id, row.customerId, id)),
    ),
    row.categoryIds.length === 0
      ? Promise.resolve([])
      : tx
          .select({ id: categories.id, name: categories.name })
          .from(categories)
          .where(and(eq(categories.customerId, row.customerId), inArray(categories.id, row.categoryIds))),
  ]);
  return { department, division, lead, bidType, categories: categoryRows };
}

/** The documents a request holds, oldest first. */
export function findRequestDocuments(tx: Tx, customerId: number, requestId: number) {
  return tx
    .select()
    .from(intakeDocuments)
    .where(and(eq(intakeDocuments.customerId, customerId), eq(intakeDocuments.intakeRequestId, requestId)))
    .orderBy(asc(intakeDocuments.createdAt), asc(intakeDocuments.id));
}

/** Removes the request's documents other than `keepIds`; answers the removed rows (their files go after commit). */
export function deleteOtherDocuments(tx: Tx, customerId: number, requestId: number, keepIds: number[]) {
  return tx
    .delete(intakeDocuments)
    .where(
      and(
        eq(intakeDocuments.customerId, customerId),
        eq(intakeDocuments.intakeRequestId, requestId),
        keepIds.length === 0 ? undefined : notInArray(intakeDocuments.id, keepIds),
      ),
    )
    .returning({ id: intakeDocuments.id, storageKey: intakeDocuments.storageKey });
}

/** A user's name (the last to change a request), whatever their state now. */
export async function findUserName(tx: Tx, customerId: number, userId: number) {
  const [row] = await tx
    .select({ firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(tenantRow(users.id, customerId, userId));
  return row;
}

/** The node's requesters, once each by address (the latest name given with it). */
export function findRequesters(tx: Tx, customerId: number, nodeId: number) {
  const email = sql<string>`lower(${intakeRequests.email})`;
  return tx
    .selectDistinctOn([email], {
      email,
      firstName: intakeRequests.firstName,
      lastName: intakeRequests.lastName,
    })
    .from(intakeRequests)
    .where(ofNode(customerId, nodeId))
    .orderBy(email, sql`${intakeRequests.dateCreatedUtc} desc`);
}

/** One document of the request, by id or by its file name (the newest of that name). */
export async function findRequestDocument(
  tx: Tx,
  customerId: number,
  requestId: number,
  which: { id: number } | { fileName: string },
): Promise<IntakeDocumentRow | undefined> {
  const [row] = await tx
    .select()
    .from(intakeDocuments)
    .where(
      and(
        eq(intakeDocuments.customerId, customerId),
        eq(intakeDocuments.intakeRequestId, requestId),
        'id' in which ? eq(intakeDocuments.id, which.id) : eq(intakeDocuments.fileName, which.fileName),
      ),
    )
    .orderBy(sql`${intakeDocuments.createdAt} desc`, sql`${intakeDocuments.id} desc`)
    .limit(1);
  return row;
}
