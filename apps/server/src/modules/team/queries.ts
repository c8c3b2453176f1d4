import { and, asc, count, eq, ilike, inArray, ne, or, type SQL, sql } from 'drizzle-orm';
import { userCustomers, userGroupMembers, userGroupPermissions, users } from '../../db/schema/index.ts';
import { tenantRow } from '../../platform/query.ts';
import type { Tx } from '../../platform/tenancy.ts';

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;

/** Rows people can see: deleted users keep their row for history but leave every list and lookup. */
const notDeleted = eq(users.deleted, false);

/** An active user of an agency by username or email, case-insensitively. */
export async function findActiveUserByLogin(
  tx: Tx,
  customerId: number,
  login: string,
): Promise<UserRow | undefined> {
  const value = login.trim().toLowerCase();
  const [row] = await tx
    .select()
    .from(users)
    .where(
      and(
        eq(users.customerId, customerId),
        eq(users.inActive, false),
        notDeleted,
        or(sql`lower(${users.username}) = ${value}`, sql`lower(${users.email}) = ${value}`),
      ),
    );
  return row;
}

export async function findActiveUsersByEmail(tx: Tx, email: string, customerId?: number): Promise<UserRow[]> {
  return tx
    .select()
    .from(users)
    .where(
      and(
        eq(users.inActive, false),
        notDeleted,
        sql`lower(${users.email}) = ${email.trim().toLowerCase()}`,
        customerId === undefined ? undefined : eq(users.customerId, customerId),
      ),
    );
}

/** A user row by id, deleted or not (sessions and audit need the row; services check `deleted`). */
export async function findUser(tx: Tx, customerId: number, userId: number): Promise<UserRow | undefined> {
  const [row] = await tx
    .select()
    .from(users)
    .where(tenantRow(users.id, customerId, userId));
  return row;
}

/** A user row by id that has not been deleted. */
export async function findLiveUser(tx: Tx, customerId: number, userId: number): Promise<UserRow | undefined> {
  const [row] = await tx
    .select()
    .from(users)
    .where(and(eq(users.customerId, customerId), eq(users.id, userId), notDeleted));
  return row;
}

/** Which of these ids name live (not deleted) users of the agency. */
export async function findLiveUserIds(tx: Tx, customerId: number, userIds: number[]): Promise<number[]> {
  if (!userIds.length) return [];
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.customerId, customerId), inArray(users.id, userIds), notDeleted));
  return rows.map((r) => r.id);
}

/**
 * Whether another active, live user of the agency already signs in with one of these names: an
 * email or username may not be another active user's email or username (either logs in).
 */
export async function loginNameTaken(
  tx: Tx,
  customerId: number,
  names: string[],
  exceptUserId?: number,
): Promise<boolean> {
  const lowered = [...new Set(names.map((n) => n.trim().toLowerCase()).filter(Boolean))];
  if (!lowered.length) return false;
  const [row] = await tx
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.customerId, customerId),
        eq(users.inActive, false),
        notDeleted,
        exceptUserId === undefined ? undefined : ne(users.id, exceptUserId),
        or(inArray(sql`lower(${users.email})`, lowered), inArray(sql`lower(${users.username})`, lowered)),
      ),
    )
    .limit(1);
  return Boolean(row);
}

export async function insertUser(tx: Tx, values: NewUserRow): Promise<UserRow> {
  const [row] = await tx.insert(users).values(values).returning();
  if (!row) throw new Error('user insert returned nothing');
  return row;
}

export async function updateUser(tx: Tx, customerId: number, userId: number, values: Partial<UserRow>) {
  const { customerId: _c, id: _i, ...rest } = values;
  await tx
    .update(users)
    .set(rest)
    .where(tenantRow(users.id, customerId, userId));
}

/** The agencies a user belongs to: their own first, then linked ones. */
export async function findUserCustomerIds(tx: Tx, customerId: number, userId: number): Promise<number[]> {
  const rows = await tx
    .select({ id: userCustomers.linkedCustomerId })
    .from(userCustomers)
    .where(and(eq(userCustomers.customerId, customerId), eq(userCustomers.userId, userId)));
  return [customerId, ...rows.map((r) => r.id).filter((id) => id !== customerId)];
}

/** The user's groups and the union of the permissions those groups hold. */
export async function findUserAccess(tx: Tx, customerId: number, userId: number) {
  const groupIds = await findUserGroupIds(tx, customerId, userId);
  const held = groupIds.length
    ? await tx
        .selectDistinct({ id: userGroupPermissions.permissionId })
        .from(userGroupPermissions)
        .where(
          and(
            eq(userGroupPermissions.customerId, customerId),
            inArray(userGroupPermissions.groupId, groupIds),
          ),
        )
    : [];
  return { groupIds, permissions: held.map((p) => p.id).sort() };
}

export async function findUserGroupIds(tx: Tx, customerId: number, userId: number): Promise<number[]> {
  const rows = await tx
    .select({ id: userGroupMembers.groupId })
    .from(userGroupMembers)
    .where(and(eq(userGroupMembers.customerId, customerId), eq(userGroupMembers.userId, userId)))
    .orderBy(asc(userGroupMembers.groupId));
  return rows.map((r) => r.id);
}

/**
 * Makes the user a member of exactly these groups; answers the groups whose membership changed
 * (joined or left), which are the groups whose open screens must refresh.
 */
export async function replaceUserGroups(
  tx: Tx,
  customerId: number,
  userId: number,
  groupIds: number[],
): Promise<number[]> {
  const before = await findUserGroupIds(tx, customerId, userId);
  const wanted = new Set(groupIds);
  const leaving = before.filter((id) => !wanted.has(id));
  const joining = [...wanted].filter((id) => !before.includes(id));
  if (leaving.length) {
    await tx
      .delete(userGroupMembers)
      .where(
        and(
          eq(userGroupMembers.customerId, customerId),
          eq(userGroupMembers.userId, userId),
          inArray(userGroupMembers.groupId, leaving),
        ),
      );
  }
  if (joining.length) {
    await tx.insert(userGroupMembers).values(joining.map((groupId) => ({ customerId, groupId, userId })));
  }
  return [...leaving, ...joining].sort((a, b) => a - b);
}

export type UserSearch = {
  offset: number;
  limit: number;
  search?: string | undefined;
  userId?: number | undefined;
  purchasersOnly?: boolean | undefined;
  withPermissions?: boolean | undefined;
};

function searchCondition(customerId: number, query: UserSearch): SQL | undefined {
  const text = query.search?.trim();
  const pattern = text ? `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  return and(
    eq(users.customerId, customerId),
    notDeleted,
    query.userId === undefined ? undefined : eq(users.id, query.userId),
    query.purchasersOnly ? eq(users.purchaser, true) : undefined,
    pattern
      ? or(
          ilike(users.firstName, pattern),
          ilike(users.lastName, pattern),
          ilike(users.email, pattern),
          ilike(users.username, pattern),
          ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, pattern),
        )
      : undefined,
  );
}

/**
 * A page of an agency's live users, with the total for paging; search matches names, email,
 * username; userId narrows to one user; purchasersOnly to purchasers. Each row carries its group
 * ids, and its permission ids (the union over its groups) when asked.
 */
export async function searchUsers(tx: Tx, customerId: number, query: UserSearch) {
  const where = searchCondition(customerId, query);
  const [rows, [total]] = await Promise.all([
    tx
      .select()
      .from(users)
      .where(where)
      .orderBy(asc(users.lastName), asc(users.firstName), asc(users.id))
      .limit(query.limit)
      .offset(query.offset),
    tx.select({ value: count() }).from(users).where(where),
  ]);
  const ids = rows.map((r) => r.id);
  const memberships = ids.length
    ? await tx
        .select()
        .from(userGroupMembers)
        .where(and(eq(userGroupMembers.customerId, customerId), inArray(userGroupMembers.userId, ids)))
        .orderBy(asc(userGroupMembers.groupId))
    : [];
  const groupIdsOf = (userId: number) => memberships.filter((m) => m.userId === userId).map((m) => m.groupId);
  const permissionsByGroup = new Map<number, string[]>();
  if (query.withPermissions && memberships.length) {
    const grants = await tx
      .select()
      .from(userGroupPermissions)
      .where(
        and(
          eq(userGroupPermissions.customerId, customerId),
          inArray(userGroupPermissions.groupId, [...new Set(memberships.map((m) => m.groupId))]),
        ),
      );
    for (const grant of grants) {
      permissionsByGroup.set(grant.groupId, [
        ...(permissionsByGroup.get(grant.groupId) ?? []),
        grant.permissionId,
      ]);
    }
  }
  return {
    rows: rows.map((row) => {
      const groupIds = groupIdsOf(row.id);
      const permissions = query.withPermissions
        ? [...new Set(groupIds.flatMap((id) => permissionsByGroup.get(id) ?? []))].sort()
        : undefined;
      return { ...row, groupIds, permissions };
    }),
    total: total?.value ?? 0,
  };
}
