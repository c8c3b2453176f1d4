import { isLockedOut } from '@procura/contract';
import type { AppContext } from '../../platform/context.ts';
import type { Actor } from '../../platform/tenancy.ts';
import { inTenant } from '../../platform/tenancy.ts';
import { listGroups, searchUsers, type UserSearch } from './queries.ts';

/** A page of the agency's team, with the total for paging. */
export async function listUsers(ctx: AppContext, actor: Actor, query: UserSearch) {
  const now = ctx.clock.now();
  const page = await inTenant(ctx.db, actor.customerId, (tx) => searchUsers(tx, actor.customerId, query));
  return {
    total: page.total,
    values: page.rows.map((row) => ({
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
    })),
  };
}

export async function listUserGroups(ctx: AppContext, actor: Actor) {
  const rows = await inTenant(ctx.db, actor.customerId, (tx) => listGroups(tx, actor.customerId));
  return rows.map((row) => ({ id: row.id, name: row.name }));
}
