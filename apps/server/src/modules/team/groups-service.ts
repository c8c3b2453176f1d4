import { realtimeEvents, type SaveUserGroup, type UserGroup } from '@procura/contract';
import { byActor, recordAudit } from '../../platform/audit.ts';
import type { AppContext } from '../../platform/context.ts';
import { AppError, badRequest, isUniqueViolation, notFound } from '../../platform/errors.ts';
import { type Actor, inTenant, type Tx } from '../../platform/tenancy.ts';
import { findDepartment } from '../departments/index.ts';
import {
  addMembers,
  deleteGroup,
  describeGroups,
  findGroup,
  findGroupIdsInNode,
  findGroups,
  type GroupRow,
  groupNameTaken,
  insertGroup,
  removeMembers,
  replaceGroupPermissions,
  updateGroup,
} from './groups-queries.ts';
import { presentGroup } from './presenters.ts';
import { findLiveUserIds } from './queries.ts';

/**
 * Groups belong to the agency's tender node: services take an actor whose `nodeId` is the
 * session's tender node, whichever node the path named.
 */

const groupNotFound = () => new AppError(404, 'userGroupNotFound');

/**
 * Tells the agency's open screens that these groups changed (001 §7: refetch groups and user,
 * recheck route permissions). Called after the transaction has committed.
 */
export function announceGroupChanges(ctx: AppContext, customerId: number, groupIds: Iterable<number>): void {
  for (const groupId of new Set(groupIds)) {
    ctx.emitToAgency(customerId, realtimeEvents.userGroupUpdated, { groupId });
  }
}

async function describeOne(tx: Tx, customerId: number, group: GroupRow): Promise<UserGroup> {
  const [detail] = await describeGroups(tx, customerId, [group]);
  if (!detail) throw groupNotFound();
  return presentGroup(detail);
}

/** The node's groups with members, permissions and department; `groupId` narrows to one. */
export async function listUserGroups(ctx: AppContext, actor: Actor, groupId?: number): Promise<UserGroup[]> {
  return inTenant(ctx.db, actor.customerId, async (tx) => {
    const groups = await findGroups(tx, actor.customerId, actor.nodeId, groupId);
    return (await describeGroups(tx, actor.customerId, groups)).map(presentGroup);
  });
}

async function checkGroupInput(tx: Tx, actor: Actor, input: SaveUserGroup, exceptGroupId?: number) {
  if (await groupNameTaken(tx, actor.customerId, actor.nodeId, input.name, exceptGroupId)) {
    throw badRequest('userGroupDuplicateName');
  }
  const departmentId = input.departmentId ?? null;
  if (departmentId !== null && !(await findDepartment(tx, actor.customerId, departmentId))) {
    throw badRequest('userGroupDepartmentNotFound');
  }
}

/** Runs a group write; a name taken by a concurrent request still answers userGroupDuplicateName. */
async function writeGroup<T>(ctx: AppContext, actor: Actor, work: (tx: Tx) => Promise<T>): Promise<T> {
  try {
    return await inTenant(ctx.db, actor.customerId, work);
  } catch (error) {
    if (isUniqueViolation(error)) throw badRequest('userGroupDuplicateName');
    throw error;
  }
}

/** Creates a group with its name (unique in the node, case-insensitively), department and permissions. */
export async function createUserGroup(
  ctx: AppContext,
  actor: Actor,
  input: SaveUserGroup,
): Promise<UserGroup> {
  const group = await writeGroup(ctx, actor, async (tx) => {
    await checkGroupInput(tx, actor, input);
    const row = await insertGroup(tx, {
      customerId: actor.customerId,
      nodeId: actor.nodeId,
      name: input.name,
      departmentId: input.departmentId ?? null,
    });
    await replaceGroupPermissions(tx, actor.customerId, row.id, input.permissions);
    const created = await describeOne(tx, actor.customerId, row);
    await recordAudit(tx, ctx.clock, {
      ...byActor(actor),
      action: 'userGroup.created',
      entityType: 'userGroup',
      entityId: row.id,
      after: { name: created.name, departmentId: created.departmentId, permissions: created.permissions },
    });
    return created;
  });
  announceGroupChanges(ctx, actor.customerId, [group.id]);
  return group;
}

/**
 * Renames a group, moves it to a department and replaces its permissions. An omitted
 * departmentId keeps the group's department; null clears it.
 */
export async function updateUserGroup(
  ctx: AppContext,
  actor: Actor,
  input: SaveUserGroup,
): Promise<UserGroup> {
  const groupId = input.id;
  if (groupId === undefined) throw badRequest('userGroupInvalidId');
  const group = await writeGroup(ctx, actor, async (tx) => {
    const existing = await findGroup(tx, actor.customerId, actor.nodeId, groupId);
    if (!existing) throw groupNotFound();
    const before = await describeOne(tx, actor.customerId, existing);
    const departmentId = input.departmentId === undefined ? existing.departmentId : input.departmentId;
    await checkGroupInput(tx, actor, { ...input, departmentId }, groupId);
    await updateGroup(tx, actor.customerId, groupId, { name: input.name, departmentId });
    await replaceGroupPermissions(tx, actor.customerId, groupId, input.permissions);
    const after = await describeOne(tx, actor.customerId, { ...existing, name: input.name, departmentId });
    await recordAudit(tx, ctx.clock, {
      ...byActor(actor),
      action: 'userGroup.updated',
      entityType: 'userGroup',
      entityId: groupId,
      before: { name: before.name, departmentId: before.departmentId, permissions: before.permissions },
      after: { name: after.name, departmentId: after.departmentId, permissions: after.permissions },
    });
    return after;
  });
  announceGroupChanges(ctx, actor.customerId, [group.id]);
  return group;
}

/** Deletes a group; its members simply stop belonging to it. */
export async function deleteUserGroup(ctx: AppContext, actor: Actor, groupId: number): Promise<UserGroup> {
  const deleted = await inTenant(ctx.db, actor.customerId, async (tx) => {
    const existing = await findGroup(tx, actor.customerId, actor.nodeId, groupId);
    if (!existing) throw groupNotFound();
    const before = await describeOne(tx, actor.customerId, existing);
    await deleteGroup(tx, actor.customerId, groupId);
    await recordAudit(tx, ctx.clock, {
      ...byActor(actor),
      action: 'userGroup.deleted',
      entityType: 'userGroup',
      entityId: groupId,
      before: {
        name: before.name,
        departmentId: before.departmentId,
        permissions: before.permissions,
        userIds: before.users.map((u) => u.id),
      },
    });
    return before;
  });
  announceGroupChanges(ctx, actor.customerId, [groupId]);
  return deleted;
}

export type MembershipChange = { userIds: number[]; groupIds: number[] };

/**
 * Adds every listed user to every listed group, or removes them. Every group must be the node's
 * (else 404 userGroupNotFound) and every user a live user of the agency (else 404).
 */
export async function changeMemberships(
  ctx: AppContext,
  actor: Actor,
  change: MembershipChange,
  mode: 'add' | 'remove',
): Promise<UserGroup[]> {
  const groupIds = [...new Set(change.groupIds)];
  const userIds = [...new Set(change.userIds)];
  const groups = await inTenant(ctx.db, actor.customerId, async (tx) => {
    const known = await findGroupIdsInNode(tx, actor.customerId, actor.nodeId, groupIds);
    if (known.length !== groupIds.length) throw groupNotFound();
    const live = await findLiveUserIds(tx, actor.customerId, userIds);
    if (live.length !== userIds.length) throw notFound();
    if (mode === 'add') await addMembers(tx, actor.customerId, groupIds, userIds);
    else await removeMembers(tx, actor.customerId, groupIds, userIds);
    for (const groupId of groupIds) {
      await recordAudit(tx, ctx.clock, {
        ...byActor(actor),
        action: mode === 'add' ? 'userGroup.membersAdded' : 'userGroup.membersRemoved',
        entityType: 'userGroup',
        entityId: groupId,
        after: { userIds },
      });
    }
    const rows = (await findGroups(tx, actor.customerId, actor.nodeId)).filter((g) =>
      groupIds.includes(g.id),
    );
    return (await describeGroups(tx, actor.customerId, rows)).map(presentGroup);
  });
  announceGroupChanges(ctx, actor.customerId, groupIds);
  return groups;
}
