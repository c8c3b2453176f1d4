import type { ProjectPerson } from '@procura/contract';
import type { users } from '../../db/schema/index.ts';
import { byActor, recordAudit } from '../../platform/audit.ts';
import type { AppContext } from '../../platform/context.ts';
import type { Actor, Tx } from '../../platform/tenancy.ts';
import { findPersonRows, type personColumns } from './queries.ts';

/**
 * What the project's collaboration areas (team, journal, tasks, comments, activity) share: people
 * as lists show them, and audit events that land in the project's activity feed.
 */

/** The acting user, and whether they are product support (site administrator). */
export type ProjectActor = Actor & { isSiteAdmin: boolean };

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
  const rows = await findPersonRows(tx, customerId, unique);
  return new Map(rows.map((row) => [row.id, presentPerson(row) as ProjectPerson]));
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
