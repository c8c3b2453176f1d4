import { and, asc, count, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import {
  projects,
  tenders,
  vendorContacts,
  vendorListMembers,
  vendorLists,
  vendors,
} from '../../db/schema/index.ts';
import { tenantJoin, tenantRow } from '../../platform/query.ts';
import type { Tx } from '../../platform/tenancy.ts';

/**
 * SQL of supplier lists (issue 22 §4): a user sees their own lists and every shared one, so the
 * visibility rule is part of each query and another user's personal list is never read.
 */

export type VendorListRow = typeof vendorLists.$inferSelect;

/** The lists `userId` may see: theirs, and the agency's shared ones. */
function visibleTo(customerId: number, userId: number): SQL {
  return and(
    eq(vendorLists.customerId, customerId),
    or(eq(vendorLists.visibility, 'Shared'), eq(vendorLists.ownerId, userId)),
  ) as SQL;
}

const memberCount = sql<number>`(select count(*)::int from ${vendorListMembers}
  where ${vendorListMembers.customerId} = ${vendorLists.customerId} and ${vendorListMembers.listId} = ${vendorLists.id})`;

/** The lists the user may see with their member counts, by name. */
export async function findVisibleLists(tx: Tx, customerId: number, userId: number) {
  return tx
    .select({ list: vendorLists, memberCount })
    .from(vendorLists)
    .where(visibleTo(customerId, userId))
    .orderBy(sql`lower(${vendorLists.name})`, asc(vendorLists.id));
}

/** The list `listId` when the user may see it; `forUpdate` locks it (member changes, turns). */
export async function findVisibleList(
  tx: Tx,
  customerId: number,
  userId: number,
  listId: number,
  forUpdate = false,
): Promise<{ list: VendorListRow; memberCount: number } | undefined> {
  const query = tx
    .select({ list: vendorLists, memberCount })
    .from(vendorLists)
    .where(and(visibleTo(customerId, userId), eq(vendorLists.id, listId)));
  const [row] = forUpdate ? await query.for('update', { of: vendorLists }) : await query;
  return row;
}

/** Whether the owner already has a list of this name (ignoring case), other than `exceptId`. */
export async function listNameTaken(
  tx: Tx,
  customerId: number,
  ownerId: number | null,
  name: string,
  exceptId?: number,
): Promise<boolean> {
  const [row] = await tx
    .select({ id: vendorLists.id })
    .from(vendorLists)
    .where(
      and(
        eq(vendorLists.customerId, customerId),
        ownerId === null ? sql`${vendorLists.ownerId} is null` : eq(vendorLists.ownerId, ownerId),
        sql`lower(${vendorLists.name}) = ${name.toLowerCase()}`,
        exceptId === undefined ? undefined : sql`${vendorLists.id} <> ${exceptId}`,
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** How many lists the user owns. */
export async function countOwnLists(tx: Tx, customerId: number, ownerId: number): Promise<number> {
  const [row] = await tx
    .select({ value: count() })
    .from(vendorLists)
    .where(and(eq(vendorLists.customerId, customerId), eq(vendorLists.ownerId, ownerId)));
  return row?.value ?? 0;
}

export async function insertList(tx: Tx, values: typeof vendorLists.$inferInsert) {
  const [row] = await tx.insert(vendorLists).values(values).returning();
  if (!row) throw new Error('vendor list not saved');
  return row;
}

export async function updateList(
  tx: Tx,
  customerId: number,
  listId: number,
  values: Partial<typeof vendorLists.$inferInsert>,
) {
  await tx
    .update(vendorLists)
    .set(values)
    .where(tenantRow(vendorLists.id, customerId, listId));
}

export async function deleteList(tx: Tx, customerId: number, listId: number) {
  await tx.delete(vendorLists).where(tenantRow(vendorLists.id, customerId, listId));
}

/** Which of these ids are the agency's suppliers (deleted ones are not). */
export async function findAgencyVendorIds(tx: Tx, customerId: number, ids: readonly number[]) {
  if (ids.length === 0) return [];
  const rows = await tx
    .select({ id: vendors.id })
    .from(vendors)
    .where(
      and(eq(vendors.customerId, customerId), inArray(vendors.id, [...ids]), eq(vendors.isDeleted, false)),
    );
  return rows.map((r) => r.id);
}

/** Which of these suppliers are already members of the list. */
export async function findMemberIds(tx: Tx, customerId: number, listId: number, ids: readonly number[]) {
  if (ids.length === 0) return [];
  const rows = await tx
    .select({ id: vendorListMembers.vendorId })
    .from(vendorListMembers)
    .where(
      and(
        eq(vendorListMembers.customerId, customerId),
        eq(vendorListMembers.listId, listId),
        inArray(vendorListMembers.vendorId, [...ids]),
      ),
    );
  return rows.map((r) => r.id);
}

export async function countMembers(tx: Tx, customerId: number, listId: number): Promise<number> {
  const [row] = await tx
    .select({ value: count() })
    .from(vendorListMembers)
    .where(and(eq(vendorListMembers.customerId, customerId), eq(vendorListMembers.listId, listId)));
  return row?.value ?? 0;
}

/** Adds members; one already there stays as it was (its turn too). */
export async function insertMembers(
  tx: Tx,
  values: { customerId: number; listId: number; vendorIds: readonly number[]; addedById: number; at: Date },
) {
  if (values.vendorIds.length === 0) return;
  await tx
    .insert(vendorListMembers)
    .values(
      values.vendorIds.map((vendorId) => ({
        customerId: values.customerId,
        listId: values.listId,
        vendorId,
        addedById: values.addedById,
        addedAt: values.at,
      })),
    )
    .onConflictDoNothing();
}

export async function deleteMembers(
  tx: Tx,
  customerId: number,
  listId: number,
  vendorIds: readonly number[],
) {
  await tx
    .delete(vendorListMembers)
    .where(
      and(
        eq(vendorListMembers.customerId, customerId),
        eq(vendorListMembers.listId, listId),
        inArray(vendorListMembers.vendorId, [...vendorIds]),
      ),
    );
}

/** The company's primary contact (the first, should several be marked). */
const primaryContact = sql`(select ${vendorContacts.id} from ${vendorContacts}
  where ${vendorContacts.customerId} = ${vendors.customerId} and ${vendorContacts.vendorId} = ${vendors.id}
  and ${vendorContacts.isPrimary} order by ${vendorContacts.id} limit 1)`;

/**
 * The list's members with their company and primary contact, in turn order: never handed out
 * first, then the least recently handed out, then the earliest added (ties by supplier id).
 */
export async function findMembersInTurn(tx: Tx, customerId: number, listId: number) {
  return tx
    .select({
      vendorId: vendorListMembers.vendorId,
      companyName: vendors.companyName,
      city: vendors.city,
      isActive: vendors.isActive,
      contactFirst: vendorContacts.firstName,
      contactLast: vendorContacts.lastName,
      email: vendorContacts.email,
      addedAt: vendorListMembers.addedAt,
      lastTurnAt: vendorListMembers.lastTurnAt,
      lastTurnProjectId: projects.id,
      lastTurnProjectName: projects.name,
    })
    .from(vendorListMembers)
    .innerJoin(vendors, tenantJoin(vendors.id, vendorListMembers.vendorId))
    .leftJoin(
      vendorContacts,
      and(eq(vendorContacts.customerId, vendors.customerId), eq(vendorContacts.id, primaryContact)),
    )
    .leftJoin(tenders, tenantJoin(tenders.id, vendorListMembers.lastTurnTenderId))
    .leftJoin(projects, tenantJoin(projects.id, tenders.projectId))
    .where(
      and(
        eq(vendorListMembers.customerId, customerId),
        eq(vendorListMembers.listId, listId),
        eq(vendors.isDeleted, false),
      ),
    )
    .orderBy(
      sql`${vendorListMembers.lastTurnAt} asc nulls first`,
      asc(vendorListMembers.addedAt),
      asc(vendorListMembers.vendorId),
    );
}

export type MemberRow = Awaited<ReturnType<typeof findMembersInTurn>>[number];

/** The list handed these members out to the source `tenderId` at `at`: their turn moves to the back. */
export async function markTurns(
  tx: Tx,
  values: { customerId: number; listId: number; vendorIds: readonly number[]; tenderId: number; at: Date },
) {
  if (values.vendorIds.length === 0) return;
  await tx
    .update(vendorListMembers)
    .set({ lastTurnAt: values.at, lastTurnTenderId: values.tenderId })
    .where(
      and(
        eq(vendorListMembers.customerId, values.customerId),
        eq(vendorListMembers.listId, values.listId),
        inArray(vendorListMembers.vendorId, [...values.vendorIds]),
      ),
    );
}
