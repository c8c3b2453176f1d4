import { and, count, desc, eq, gte, ilike, lt, type SQL, sql } from 'drizzle-orm';
import { projectComments, projects, users } from '../../db/schema/index.ts';
import { tenantJoin } from '../../platform/query.ts';
import type { Actor, Tx } from '../../platform/tenancy.ts';
import { personColumns } from '../project-team/index.ts';

/** Comments on projects of the actor's node, newest first, with the page's total; `where` narrows them. */
export async function findComments(
  tx: Tx,
  actor: Actor,
  where: SQL | undefined,
  page: { start: number; limit: number; countCap?: number },
) {
  const scope = and(
    eq(projectComments.customerId, actor.customerId),
    eq(projects.nodeId, actor.nodeId),
    where,
  );
  const joinProject = tenantJoin(projects.id, projectComments.projectId);
  const rows = await tx
    .select({
      comment: projectComments,
      project: { id: projects.id, number: projects.number, name: projects.name, phase: projects.phase },
      person: personColumns,
    })
    .from(projectComments)
    .innerJoin(projects, joinProject)
    .leftJoin(users, tenantJoin(users.id, projectComments.createdById))
    .where(scope)
    .orderBy(desc(projectComments.createdAt), desc(projectComments.id))
    .offset(page.start)
    .limit(page.limit);
  const matching = tx
    .select({ one: sql`1` })
    .from(projectComments)
    .innerJoin(projects, joinProject)
    .where(scope);
  // A capped count stops reading at cap + 1 rows, as project search does (searchCountCap).
  const counted = (page.countCap === undefined ? matching : matching.limit(page.countCap + 1)).as('counted');
  const [total] = await tx.select({ value: count() }).from(counted);
  return { rows, total: total?.value ?? 0 };
}

export const commentsOfProject = (projectId: number) => eq(projectComments.projectId, projectId);
export const commentWithId = (id: number) => eq(projectComments.id, id);
/** Keywords match the comment text (001 §7 dashboard: keywords null means all). */
export const commentMatching = (keywords: string) =>
  ilike(projectComments.comment, `%${keywords.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);

export async function insertComment(tx: Tx, values: typeof projectComments.$inferInsert) {
  const [row] = await tx.insert(projectComments).values(values).returning();
  if (!row) throw new Error('comment insert returned nothing');
  return row;
}

/** Written from `from` (inclusive) until `to` (exclusive); either end may be open. */
export const commentWrittenWithin = (range: { from: Date | undefined; to: Date | undefined }) =>
  and(
    range.from ? gte(projectComments.createdAt, range.from) : undefined,
    range.to ? lt(projectComments.createdAt, range.to) : undefined,
  );
