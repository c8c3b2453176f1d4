import type { ProjectPerson } from '@procura/contract';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { customers, users } from '../../db/schema/index.ts';
import { byActor, recordAudit } from '../../platform/audit.ts';
import type { AppContext } from '../../platform/context.ts';
import type { Actor, Tx } from '../../platform/tenancy.ts';

/**
 * What the project's collaboration areas (team, journal, tasks, comments, activity) share: people
 * as lists show them, the agency's assignable users, and audit events that land in the project's
 * activity feed.
 */

/** The acting user, and whether they are product support (site administrator). */
export type ProjectActor = Actor & { isSiteAdmin: boolean };

export const personColumns = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  avatarUrl: users.avatarUrl,
  inActive: users.inActive,
  deleted: users.deleted,
};

type PersonRow = { [K in keyof typeof personColumns]: (typeof users.$inferSelect)[K] };

/** A person row of a left join, or null when the user is gone. */
export function presentPerson(
  row: PersonRow | null | { [K in keyof PersonRow]: null },
): ProjectPerson | null {
  if (!row || row.id === null) return null;
  return {
    id: row.id,
    firstName: row.firstName ?? '',
    lastName: row.lastName ?? '',
    avatarUrl: row.avatarUrl,
    inActive: row.inActive ?? false,
    deleted: row.deleted ?? false,
  };
}

export function fullName(person: { firstName: string; lastName: string }): string {
  return `${person.firstName} ${person.lastName}`.trim();
}

/** People by id (deleted or not: history names them), keyed by id. */
export async function findPeople(
  tx: Tx,
  customerId: number,
  ids: number[],
): Promise<Map<number, ProjectPerson>> {
  const unique = [...new Set(ids)];
  if (!unique.length) return new Map();
  const rows = await tx
    .select(personColumns)
    .from(users)
    .where(and(eq(users.customerId, customerId), inArray(users.id, unique)));
  return new Map(rows.map((row) => [row.id, presentPerson(row) as ProjectPerson]));
}

/** Which of `ids` are active, non-deleted users of the agency: the only people work goes to. */
export async function findActiveUserIds(tx: Tx, customerId: number, ids: number[]): Promise<Set<number>> {
  const unique = [...new Set(ids)];
  if (!unique.length) return new Set();
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.customerId, customerId),
        inArray(users.id, unique),
        eq(users.inActive, false),
        eq(users.deleted, false),
      ),
    );
  return new Set(rows.map((row) => row.id));
}

/** The agency's active users by name: whom work can go to (team roles, task assignees). */
export async function findAssignableUsers(tx: Tx, customerId: number) {
  return tx
    .select({ ...personColumns, email: users.email })
    .from(users)
    .where(and(eq(users.customerId, customerId), eq(users.inActive, false), eq(users.deleted, false)))
    .orderBy(asc(users.lastName), asc(users.firstName), asc(users.id))
    .limit(10_000);
}

/** The agency's IANA time zone: "today" and shown times are read on its calendar. */
export async function agencyTimeZone(tx: Tx, customerId: number): Promise<string> {
  const [row] = await tx
    .select({ timezone: customers.timezone })
    .from(customers)
    .where(eq(customers.id, customerId));
  return row?.timezone ?? 'UTC';
}

/** Records a change of a project's collaboration data; it shows in that project's activity feed. */
export function recordProjectEvent(
  tx: Tx,
  ctx: AppContext,
  actor: Actor,
  projectId: number,
  event: { action: string; entityType: string; entityId: number; before?: unknown; after?: unknown },
) {
  return recordAudit(tx, ctx.clock, { ...byActor(actor), ...event, projectId });
}
