import { isLockedOut, type TeamMember, type UserGroup } from '@procura/contract';
import type { GroupDetail } from './groups-queries.ts';
import type { UserRow } from './queries.ts';

export type PresentedMember = TeamMember & { permissions?: string[] };

/** A team member as the API answers it: never the password hash or the failure count. */
export function presentMember(
  row: UserRow & { groupIds: number[]; permissions?: string[] | undefined },
  now: Date,
): PresentedMember {
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    username: row.username,
    avatarUrl: row.avatarUrl,
    inActive: row.inActive,
    locked: isLockedOut(row.lockedAt, now),
    purchaser: row.purchaser,
    groupIds: row.groupIds,
    ...(row.permissions ? { permissions: row.permissions } : {}),
  };
}

/** What an audit event records of a user: the fields people change, never secrets. */
export function auditedUser(row: UserRow, groupIds?: number[]) {
  return {
    email: row.email,
    username: row.username,
    firstName: row.firstName,
    lastName: row.lastName,
    inActive: row.inActive,
    purchaser: row.purchaser,
    ...(groupIds ? { groupIds } : {}),
  };
}

export function presentGroup(group: GroupDetail): UserGroup {
  return {
    id: group.id,
    name: group.name,
    departmentId: group.departmentId,
    users: group.users,
    permissions: group.permissions,
  };
}
