import { and, asc, eq, inArray } from 'drizzle-orm';
import { projects, projectUsers, users } from '../../db/schema/index.ts';
import { tenantJoin, tenantRow } from '../../platform/query.ts';
import type { Actor, Tx } from '../../platform/tenancy.ts';

export type ProjectUserRow = typeof projectUsers.$inferSelect;

export const personColumns = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  avatarUrl: users.avatarUrl,
  inActive: users.inActive,
  deleted: users.deleted,
};

/** People by id, deleted or not. */
export async function findPersonRows(tx: Tx, customerId: number, ids: number[]) {
  return tx
    .select(personColumns)
    .from(users)
    .where(and(eq(users.customerId, customerId), inArray(users.id, ids)));
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

/**
 * Memberships with their people, confined to projects of the actor's node: `filter` narrows them
 * (one membership, a project, a role). Ordered by role, then name, so a team reads the same way every time.
 */
export async function findMemberships(
  tx: Tx,
  actor: Actor,
  filter: { id?: number; projectId?: number | undefined; roleId?: string | undefined },
) {
  return tx
    .select({ membership: projectUsers, person: { ...personColumns, email: users.email } })
    .from(projectUsers)
    .innerJoin(projects, tenantJoin(projects.id, projectUsers.projectId))
    .innerJoin(users, tenantJoin(users.id, projectUsers.userId))
    .where(
      and(
        eq(projectUsers.customerId, actor.customerId),
        eq(projects.nodeId, actor.nodeId),
        filter.id === undefined ? undefined : eq(projectUsers.id, filter.id),
        filter.projectId === undefined ? undefined : eq(projectUsers.projectId, filter.projectId),
        filter.roleId === undefined ? undefined : eq(projectUsers.roleId, filter.roleId),
      ),
    )
    .orderBy(asc(projectUsers.roleId), asc(users.lastName), asc(users.firstName), asc(projectUsers.id))
    .limit(10_000);
}

export async function findMembership(tx: Tx, actor: Actor, id: number) {
  const [row] = await findMemberships(tx, actor, { id });
  return row;
}

export async function membershipExists(
  tx: Tx,
  customerId: number,
  values: { projectId: number; userId: number; roleId: string },
): Promise<boolean> {
  const [row] = await tx
    .select({ id: projectUsers.id })
    .from(projectUsers)
    .where(
      and(
        eq(projectUsers.customerId, customerId),
        eq(projectUsers.projectId, values.projectId),
        eq(projectUsers.userId, values.userId),
        eq(projectUsers.roleId, values.roleId),
      ),
    );
  return Boolean(row);
}

export async function insertMembership(tx: Tx, values: typeof projectUsers.$inferInsert) {
  const [row] = await tx.insert(projectUsers).values(values).returning();
  if (!row) throw new Error('project user insert returned nothing');
  return row;
}

export async function setQuestionEmails(tx: Tx, customerId: number, id: number, questionEmails: boolean) {
  await tx
    .update(projectUsers)
    .set({ questionEmails })
    .where(tenantRow(projectUsers.id, customerId, id));
}

export async function deleteMembership(tx: Tx, customerId: number, id: number) {
  await tx.delete(projectUsers).where(tenantRow(projectUsers.id, customerId, id));
}

/** Distinct active members of a project, optionally only those opted in or in some roles. */
export async function findTeamUserIds(
  tx: Tx,
  customerId: number,
  projectId: number,
  options: { questionEmailsOnly?: boolean; roleIds?: readonly string[] },
): Promise<number[]> {
  const rows = await tx
    .selectDistinct({ id: projectUsers.userId })
    .from(projectUsers)
    .innerJoin(users, tenantJoin(users.id, projectUsers.userId))
    .where(
      and(
        eq(projectUsers.customerId, customerId),
        eq(projectUsers.projectId, projectId),
        eq(users.inActive, false),
        eq(users.deleted, false),
        options.questionEmailsOnly ? eq(projectUsers.questionEmails, true) : undefined,
        options.roleIds ? inArray(projectUsers.roleId, [...options.roleIds]) : undefined,
      ),
    )
    .orderBy(asc(projectUsers.userId));
  return rows.map((row) => row.id);
}
