import { and, arrayContains, asc, eq, inArray, isNull, lt, lte, type SQL } from 'drizzle-orm';
import { projects, projectTasks, users } from '../../db/schema/index.ts';
import { tenantJoin, tenantRow } from '../../platform/query.ts';
import type { Actor, Tx } from '../../platform/tenancy.ts';
import { personColumns } from '../project-team/index.ts';

export type TaskRow = typeof projectTasks.$inferSelect;

const projectRef = { id: projects.id, number: projects.number, name: projects.name, phase: projects.phase };

/** Tasks of projects on the actor's node, with their project and creator; `where` narrows them. */
export async function findTasks(tx: Tx, actor: Actor, where: SQL | undefined) {
  return tx
    .select({ task: projectTasks, project: projectRef, creator: personColumns })
    .from(projectTasks)
    .innerJoin(projects, tenantJoin(projects.id, projectTasks.projectId))
    .leftJoin(users, tenantJoin(users.id, projectTasks.createdById))
    .where(and(eq(projectTasks.customerId, actor.customerId), eq(projects.nodeId, actor.nodeId), where))
    .orderBy(asc(projectTasks.completed), asc(projectTasks.dueDate), asc(projectTasks.id))
    .limit(1000);
}

export const taskOfProject = (projectId: number) => eq(projectTasks.projectId, projectId);
export const taskWithId = (taskId: number) => eq(projectTasks.id, taskId);

/** Open tasks assigned to a user, due before `until` (overdue ones included). */
export const openTasksOfUserDueBefore = (userId: number, until: Date) =>
  and(
    arrayContains(projectTasks.assignedUserIds, [userId]),
    eq(projectTasks.completed, false),
    lt(projectTasks.dueDate, until),
  );

export async function insertTask(tx: Tx, values: typeof projectTasks.$inferInsert) {
  const [row] = await tx.insert(projectTasks).values(values).returning();
  if (!row) throw new Error('task insert returned nothing');
  return row;
}

export async function updateTask(tx: Tx, customerId: number, id: number, values: Partial<TaskRow>) {
  await tx
    .update(projectTasks)
    .set(values)
    .where(tenantRow(projectTasks.id, customerId, id));
}

export async function deleteTask(tx: Tx, customerId: number, id: number) {
  await tx.delete(projectTasks).where(tenantRow(projectTasks.id, customerId, id));
}

/** The agencies with a reminder due at `now` (read across agencies by the reminder job). */
export async function findAgenciesWithDueReminders(tx: Tx, now: Date): Promise<number[]> {
  const rows = await tx
    .selectDistinct({ customerId: projectTasks.customerId })
    .from(projectTasks)
    .where(dueReminder(now));
  return rows.map((row) => row.customerId);
}

function dueReminder(now: Date) {
  return and(
    lte(projectTasks.reminderDate, now),
    isNull(projectTasks.reminderSentAt),
    eq(projectTasks.completed, false),
  );
}

/**
 * Marks an agency's due reminders sent and answers those tasks with their project. The update
 * claims each row, so two runs at once never mail a reminder twice: the second finds it marked.
 */
export async function claimDueReminders(tx: Tx, customerId: number, now: Date) {
  const claimed = await tx
    .update(projectTasks)
    .set({ reminderSentAt: now })
    .where(and(eq(projectTasks.customerId, customerId), dueReminder(now)))
    .returning();
  if (!claimed.length) return [];
  const projectRows = await tx
    .select({ ...projectRef, nodeId: projects.nodeId })
    .from(projects)
    .where(
      and(
        eq(projects.customerId, customerId),
        inArray(projects.id, [...new Set(claimed.map((task) => task.projectId))]),
      ),
    );
  const byId = new Map(projectRows.map((p) => [p.id, p]));
  return claimed.flatMap((task) => {
    const project = byId.get(task.projectId);
    return project ? [{ task, project }] : [];
  });
}

/** Active users' addresses and names by id. */
export async function findRecipients(tx: Tx, customerId: number, ids: number[]) {
  if (!ids.length) return [];
  return tx
    .select({ id: users.id, email: users.email, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(
      and(
        eq(users.customerId, customerId),
        eq(users.inActive, false),
        eq(users.deleted, false),
        inArray(users.id, ids),
      ),
    );
}
