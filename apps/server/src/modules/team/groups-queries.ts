import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import { userGroupMembers, userGroupPermissions, userGroups, users } from '../../db/schema/index.ts';
import { tenantJoin, tenantRow } from '../../platform/query.ts';
import type { Tx } from '../../platform/tenancy.ts';

export type GroupRow = typeof userGroups.$inferSelect;
export type GroupMember = { id: number; firstName: string; lastName: string; email: string };
export type GroupDetail = GroupRow & { users: GroupMember[]; permissions: string[] };

/** The node's groups, by name; `groupId` narrows to one. */
export async function findGroups(
  tx: Tx,
  customerId: number,
  nodeId: number,
  groupId?: number,
): Promise<GroupRow[]> {
  return tx
    .select()
    .from(userGroups)
    .where(
      and(
        eq(userGroups.customerId, customerId),
        eq(userGroups.nodeId, nodeId),
        groupId === undefined ? undefined : eq(userGroups.id, groupId),
      ),
    )
    .orderBy(asc(sql`lower(${userGroups.name})`), asc(userGroups.id));
}

export async function findGroup(
  tx: Tx,
  customerId: number,
  nodeId: number,
  groupId: number,
): Promise<GroupRow | undefined> {
  const [row] = await findGroups(tx, customerId, nodeId, groupId);
  return row;
}

/** The groups with their live members and permissions. */
export async function describeGroups(tx: Tx, customerId: number, groups: GroupRow[]): Promise<GroupDetail[]> {
  const ids = groups.map((g) => g.id);
  if (!ids.length) return [];
  const [members, grants] = await Promise.all([
    tx
      .select({
        groupId: userGroupMembers.groupId,
        id: users.id,
        firstName: users.firstName,
        lastName: users.lastName,
        email: users.email,
      })
      .from(userGroupMembers)
      .innerJoin(users, tenantJoin(users.id, userGroupMembers.userId))
      .where(
        and(
          eq(userGroupMembers.customerId, customerId),
          inArray(userGroupMembers.groupId, ids),
          eq(users.deleted, false),
        ),
      )
      .orderBy(asc(users.lastName), asc(users.firstName), asc(users.id)),
    tx
      .select()
      .from(userGroupPermissions)
      .where(and(eq(userGroupPermissions.customerId, customerId), inArray(userGroupPermissions.groupId, ids)))
      .orderBy(asc(userGroupPermissions.permissionId)),
  ]);
  return groups.map((group) => ({
    ...group,
    users: members.filter((m) => m.groupId === group.id).map(({ groupId: _g, ...member }) => member),
    permissions: grants.filter((g) => g.groupId === group.id).map((g) => g.permissionId),
  }));
}

/** Whether another group of the node already has this name, case-insensitively. */
export async function groupNameTaken(
  tx: Tx,
  customerId: number,
  nodeId: number,
  name: string,
  exceptGroupId?: number,
): Promise<boolean> {
  const [row] = await tx
    .select({ id: userGroups.id })
    .from(userGroups)
    .where(
      and(
        eq(userGroups.customerId, customerId),
        eq(userGroups.nodeId, nodeId),
        sql`lower(${userGroups.name}) = ${name.trim().toLowerCase()}`,
        exceptGroupId === undefined ? undefined : ne(userGroups.id, exceptGroupId),
      ),
    )
    .limit(1);
  return Boolean(row);
}

/** Which of these ids name groups of the node. */
export async function findGroupIdsInNode(
  tx: Tx,
  customerId: number,
  nodeId: number,
  groupIds: number[],
): Promise<number[]> {
  if (!groupIds.length) return [];
  const rows = await tx
    .select({ id: userGroups.id })
    .from(userGroups)
    .where(
      and(
        eq(userGroups.customerId, customerId),
        eq(userGroups.nodeId, nodeId),
        inArray(userGroups.id, groupIds),
      ),
    );
  return rows.map((r) => r.id);
}

export async function insertGroup(
  tx: Tx,
  values: { customerId: number; nodeId: number; name: string; departmentId: number | null },
): Promise<GroupRow> {
  const [row] = await tx.insert(userGroups).values(values).returning();
  if (!row) throw new Error('group insert returned nothing');
  return row;
}

export async function updateGroup(
  tx: Tx,
  customerId: number,
  groupId: number,
  values: { name: string; departmentId: number | null },
): Promise<void> {
  await tx
    .update(userGroups)
    .set(values)
    .where(tenantRow(userGroups.id, customerId, groupId));
}

/** Members and permissions go with the group (the foreign keys cascade). */
export async function deleteGroup(tx: Tx, customerId: number, groupId: number): Promise<void> {
  await tx.delete(userGroups).where(tenantRow(userGroups.id, customerId, groupId));
}

export async function replaceGroupPermissions(
  tx: Tx,
  customerId: number,
  groupId: number,
  permissionIds: string[],
): Promise<void> {
  await tx
    .delete(userGroupPermissions)
    .where(and(eq(userGroupPermissions.customerId, customerId), eq(userGroupPermissions.groupId, groupId)));
  const unique = [...new Set(permissionIds)];
  if (unique.length) {
    await tx
      .insert(userGroupPermissions)
      .values(unique.map((permissionId) => ({ customerId, groupId, permissionId })));
  }
}

/** Adds every user to every group; pairs already present stay as they are. */
export async function addMembers(tx: Tx, customerId: number, groupIds: number[], userIds: number[]) {
  const rows = groupIds.flatMap((groupId) => userIds.map((userId) => ({ customerId, groupId, userId })));
  if (rows.length) await tx.insert(userGroupMembers).values(rows).onConflictDoNothing();
}

export async function removeMembers(tx: Tx, customerId: number, groupIds: number[], userIds: number[]) {
  await tx
    .delete(userGroupMembers)
    .where(
      and(
        eq(userGroupMembers.customerId, customerId),
        inArray(userGroupMembers.groupId, groupIds),
        inArray(userGroupMembers.userId, userIds),
      ),
    );
}

/** The groups (of any node of the agency) that belong to these departments. */
export async function findGroupsOfDepartments(
  tx: Tx,
  customerId: number,
  departmentIds: number[],
): Promise<{ id: number; name: string; departmentId: number | null }[]> {
  if (!departmentIds.length) return [];
  return tx
    .select({ id: userGroups.id, name: userGroups.name, departmentId: userGroups.departmentId })
    .from(userGroups)
    .where(and(eq(userGroups.customerId, customerId), inArray(userGroups.departmentId, departmentIds)))
    .orderBy(asc(sql`lower(${userGroups.name})`), asc(userGroups.id));
}
