import type { RoutePermissionEntry } from '@procura/contract';
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import {
  nodes,
  routePermissions,
  sessions,
  userCustomers,
  userGroupMembers,
  userGroupPermissions,
  users,
} from '../../db/schema/index.ts';
import { tenantJoin, tenantRow } from '../../platform/query.ts';
import type { Tx } from '../../platform/tenancy.ts';
import { groupRoutePermissions, type RoutePermissionRow } from '../access/index.ts';
import { agencyNodeId } from '../customers/index.ts';

/**
 * Everything the access guard needs about a session token, read in one statement: the guard runs
 * before every signed-in request, and reading the session, user, nodes, links, groups, permissions
 * and route permissions one query at a time cost ten round trips a request (decision 215).
 */
export type SessionSnapshot = {
  session: typeof sessions.$inferSelect;
  userLive: boolean;
  /** The active agency's nodes, in id order. */
  nodes: { id: number; kind: 'customer' | 'tender' }[];
  /** The agencies a user is linked to besides their own (site administrators). */
  linkedCustomerIds: number[];
  /** Groups and their permissions in the user's own agency; empty while working in another. */
  groupIds: number[];
  permissions: string[];
  routePermissions: RoutePermissionEntry[];
};

/** A json_agg that answers [] rather than null over no rows. */
const jsonList = <T>(expression: ReturnType<typeof sql>) => sql<T[]>`coalesce(${expression}, '[]'::json)`;

const activeNodes = jsonList<SessionSnapshot['nodes'][number]>(sql`(
  select json_agg(json_build_object('id', ${nodes.id}, 'kind', ${nodes.kind}) order by ${nodes.id})
  from ${nodes} where ${nodes.customerId} = ${sessions.activeCustomerId})`);

const linkedCustomerIds = jsonList<number>(sql`(
  select json_agg(${userCustomers.linkedCustomerId}) from ${userCustomers}
  where ${userCustomers.customerId} = ${sessions.customerId} and ${userCustomers.userId} = ${sessions.userId})`);

const ownAgency = sql`${sessions.activeCustomerId} = ${sessions.customerId}`;

const groupIds = jsonList<number>(sql`(
  select json_agg(${userGroupMembers.groupId} order by ${userGroupMembers.groupId}) from ${userGroupMembers}
  where ${ownAgency} and ${userGroupMembers.customerId} = ${sessions.customerId}
    and ${userGroupMembers.userId} = ${sessions.userId})`);

const permissions = jsonList<string>(sql`(
  select json_agg(distinct ${userGroupPermissions.permissionId}) from ${userGroupPermissions}
  join ${userGroupMembers} on ${userGroupMembers.customerId} = ${userGroupPermissions.customerId}
    and ${userGroupMembers.groupId} = ${userGroupPermissions.groupId}
  where ${ownAgency} and ${userGroupMembers.customerId} = ${sessions.customerId}
    and ${userGroupMembers.userId} = ${sessions.userId})`);

/** The tender node's route permission rows as [route, control, permission, can act], in id order. */
const routePermissionRows = jsonList<RoutePermissionRow>(sql`(
  select json_agg(json_build_array(${routePermissions.routeName}, ${routePermissions.controlId},
    ${routePermissions.permissionId}, ${routePermissions.canPerformAction}) order by ${routePermissions.id})
  from ${routePermissions}
  where ${routePermissions.customerId} = ${sessions.activeCustomerId}
    and ${routePermissions.nodeId} = ${agencyNodeId(sessions.activeCustomerId, 'tender')})`);

export async function readSessionSnapshot(tx: Tx, tokenHash: string): Promise<SessionSnapshot | null> {
  const [row] = await tx
    .select({
      session: sessions,
      userLive: sql<boolean>`not ${users.inActive} and not ${users.deleted}`,
      nodes: activeNodes,
      linkedCustomerIds,
      groupIds,
      permissions,
      routePermissionRows,
    })
    .from(sessions)
    .innerJoin(users, tenantJoin(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, tokenHash), isNull(sessions.endedAt)));
  if (!row) return null;
  const { routePermissionRows: rows, ...rest } = row;
  return {
    ...rest,
    permissions: [...rest.permissions].sort(),
    routePermissions: groupRoutePermissions(rows),
  };
}

/** A new session's row. */
export async function insertSession(tx: Tx, values: typeof sessions.$inferInsert) {
  await tx.insert(sessions).values(values);
}

/** Marks one session used at `now`. */
export async function touchSession(tx: Tx, customerId: number, sessionId: number, now: Date) {
  await tx
    .update(sessions)
    .set({ lastSeenAt: now })
    .where(tenantRow(sessions.id, customerId, sessionId));
}

export async function endSession(tx: Tx, customerId: number, sessionId: number, now: Date) {
  await tx
    .update(sessions)
    .set({ endedAt: now })
    .where(tenantRow(sessions.id, customerId, sessionId));
}

/** Ends every open session of a user, except `keepSessionId` when given. */
export async function endOpenSessions(
  tx: Tx,
  customerId: number,
  userId: number,
  now: Date,
  keepSessionId?: number,
) {
  await tx
    .update(sessions)
    .set({ endedAt: now })
    .where(
      and(
        eq(sessions.customerId, customerId),
        eq(sessions.userId, userId),
        isNull(sessions.endedAt),
        keepSessionId === undefined ? undefined : ne(sessions.id, keepSessionId),
      ),
    );
}

/** Points a session at another agency under a new token. */
export async function moveSessionToAgency(
  tx: Tx,
  customerId: number,
  sessionId: number,
  activeCustomerId: number,
  newTokenHash: string,
) {
  await tx
    .update(sessions)
    .set({ activeCustomerId, tokenHash: newTokenHash })
    .where(tenantRow(sessions.id, customerId, sessionId));
}
