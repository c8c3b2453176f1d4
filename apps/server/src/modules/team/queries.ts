import { and, asc, count, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import {
  userCustomers,
  userGroupMembers,
  userGroupPermissions,
  userGroups,
  users,
} from '../../db/schema/index.ts';
import type { Tx } from '../../platform/tenancy.ts';

export type UserRow = typeof users.$inferSelect;

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
        sql`lower(${users.email}) = ${email.trim().toLowerCase()}`,
        customerId === undefined ? undefined : eq(users.customerId, customerId),
      ),
    );
}

export async function findUser(tx: Tx, customerId: number, userId: number): Promise<UserRow | undefined> {
  const [row] = await tx
    .select()
    .from(users)
    .where(and(eq(users.customerId, customerId), eq(users.id, userId)));
  return row;
}

export async function updateUser(tx: Tx, customerId: number, userId: number, values: Partial<UserRow>) {
  const { customerId: _c, id: _i, ...rest } = values;
  await tx
    .update(users)
    .set(rest)
    .where(and(eq(users.customerId, customerId), eq(users.id, userId)));
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
  const groups = await tx
    .select({ id: userGroupMembers.groupId })
    .from(userGroupMembers)
    .where(and(eq(userGroupMembers.customerId, customerId), eq(userGroupMembers.userId, userId)));
  const groupIds = groups.map((g) => g.id);
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

export type UserSearch = {
  offset: number;
  limit: number;
  search?: string | undefined;
  userId?: number | undefined;
};

/**
 * A page of an agency's users, with the total for paging; search matches names, email, username;
 * userId narrows to one user.
 */
export async function searchUsers(tx: Tx, customerId: number, query: UserSearch) {
  const text = query.search?.trim();
  const pattern = text ? `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  const where = and(
    eq(users.customerId, customerId),
    query.userId === undefined ? undefined : eq(users.id, query.userId),
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
    : [];
  return {
    rows: rows.map((row) => ({
      ...row,
      groupIds: memberships.filter((m) => m.userId === row.id).map((m) => m.groupId),
    })),
    total: total?.value ?? 0,
  };
}

export async function listGroups(tx: Tx, customerId: number) {
  return tx
    .select({ id: userGroups.id, name: userGroups.name, nodeId: userGroups.nodeId })
    .from(userGroups)
    .where(eq(userGroups.customerId, customerId))
    .orderBy(asc(userGroups.name));
}
