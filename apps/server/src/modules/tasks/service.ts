import {
  type CreateTask,
  formatZoned,
  type ProjectTask,
  taskDateProblems,
  type UpdateTask,
} from '@procura/contract';
import { recordAudit } from '../../platform/audit.ts';
import type { AppContext } from '../../platform/context.ts';
import { AppError, badRequest } from '../../platform/errors.ts';
import { enqueueNotice } from '../../platform/notices.ts';
import { asSystem, inTenant, type Tx } from '../../platform/tenancy.ts';
import { agencyTimeZone } from '../customers/index.ts';
import {
  findActiveUserIds,
  findPeople,
  type ProjectActor,
  presentPerson,
  recordProjectEvent,
} from '../project-team/index.ts';
import { findProject } from '../projects/index.ts';
import {
  claimDueReminders,
  deleteTask as deleteTaskRow,
  findAgenciesWithDueReminders,
  findRecipients,
  findTasks,
  insertTask,
  openTasksOfUserDueBefore,
  type TaskRow,
  taskOfProject,
  taskWithId,
  updateTask as updateTaskRow,
} from './queries.ts';

/**
 * Project tasks (000 §3, §5): a subject, assignees from the agency's active users, a due date
 * and an optional reminder, both on a day after today in the agency's time zone, the reminder
 * before the due date. Reminders are mailed by `sendDueTaskReminders`, run as a job.
 */

const DAY_MS = 86_400_000;
const taskNotFound = () => new AppError(404, 'notFound');

type Found = Awaited<ReturnType<typeof findTasks>>[number];

async function present(tx: Tx, customerId: number, rows: Found[]): Promise<ProjectTask[]> {
  const people = await findPeople(
    tx,
    customerId,
    rows.flatMap((row) => row.task.assignedUserIds),
  );
  return rows.map(({ task, project, creator }) => ({
    id: task.id,
    projectId: task.projectId,
    subject: task.subject,
    description: task.description,
    assignedUserIds: task.assignedUserIds,
    assignedUsers: task.assignedUserIds.flatMap((id) => {
      const person = people.get(id);
      return person ? [person] : [];
    }),
    dueDate: task.dueDate.toISOString(),
    reminderDate: task.reminderDate?.toISOString() ?? null,
    completed: task.completed,
    created: task.createdAt.toISOString(),
    createdBy: presentPerson(creator),
    project: { ...project, phase: project.phase },
  }));
}

async function presentOne(tx: Tx, actor: ProjectActor, taskId: number): Promise<ProjectTask> {
  const rows = await findTasks(tx, actor, taskWithId(taskId));
  const [task] = await present(tx, actor.customerId, rows);
  if (!task) throw taskNotFound();
  return task;
}

async function requireTask(tx: Tx, actor: ProjectActor, taskId: number): Promise<TaskRow> {
  const [row] = await findTasks(tx, actor, taskWithId(taskId));
  if (!row) throw taskNotFound();
  return row.task;
}

/** Refuses dates that break 000 §5 and assignees who are not active users of the agency. */
async function checkTask(
  tx: Tx,
  ctx: AppContext,
  actor: ProjectActor,
  input: { assignedUserIds: number[]; dueDate: Date; reminderDate: Date | null },
  previous: TaskRow | null,
) {
  const timeZone = await agencyTimeZone(tx, actor.customerId);
  const checked = {
    dueDate: !previous || previous.dueDate.getTime() !== input.dueDate.getTime(),
    reminderDate:
      !previous || (previous.reminderDate?.getTime() ?? null) !== (input.reminderDate?.getTime() ?? null),
  };
  const problems = taskDateProblems(input, ctx.clock.now(), timeZone, checked);
  if (problems.length) throw badRequest(...problems.map((p) => p.key));
  const active = await findActiveUserIds(tx, actor.customerId, input.assignedUserIds);
  if (input.assignedUserIds.some((id) => !active.has(id))) throw badRequest('taskAssigneeNotActive');
}

const datesOf = (input: { dueDate: string; reminderDate?: string | null | undefined }) => ({
  dueDate: new Date(input.dueDate),
  reminderDate: input.reminderDate ? new Date(input.reminderDate) : null,
});

/** GET ProjectTask?projectId: open tasks first, by due date. */
export async function listTasks(ctx: AppContext, actor: ProjectActor, projectId: number) {
  return inTenant(ctx.db, actor.customerId, async (tx) => {
    await findProject(tx, actor, projectId);
    return present(tx, actor.customerId, await findTasks(tx, actor, taskOfProject(projectId)));
  });
}

export async function createTask(ctx: AppContext, actor: ProjectActor, input: CreateTask) {
  return inTenant(ctx.db, actor.customerId, async (tx) => {
    await findProject(tx, actor, input.projectId);
    const dates = datesOf(input);
    const assignedUserIds = input.assignedUserIds;
    await checkTask(tx, ctx, actor, { ...dates, assignedUserIds }, null);
    const row = await insertTask(tx, {
      customerId: actor.customerId,
      projectId: input.projectId,
      subject: input.subject,
      description: input.description ?? '',
      assignedUserIds,
      ...dates,
      createdById: actor.userId,
      createdAt: ctx.clock.now(),
    });
    await recordProjectEvent(tx, ctx, actor, row.projectId, {
      action: 'task.created',
      entityType: 'projectTask',
      entityId: row.id,
      after: { subject: row.subject, assignedUserIds, dueDate: row.dueDate, reminderDate: row.reminderDate },
    });
    return presentOne(tx, actor, row.id);
  });
}

/**
 * PUT ProjectTask: edits a task, completes or reopens it. Only changed dates are judged against
 * today, so finishing an overdue task is always possible; a new reminder date is mailed again.
 */
export async function updateTask(ctx: AppContext, actor: ProjectActor, input: UpdateTask) {
  return inTenant(ctx.db, actor.customerId, async (tx) => {
    const task = await requireTask(tx, actor, input.id);
    const dates = datesOf(input);
    const assignedUserIds = input.assignedUserIds;
    await checkTask(tx, ctx, actor, { ...dates, assignedUserIds }, task);
    const completed = input.completed ?? false;
    const reminderMoved = (task.reminderDate?.getTime() ?? null) !== (dates.reminderDate?.getTime() ?? null);
    await updateTaskRow(tx, actor.customerId, task.id, {
      subject: input.subject,
      description: input.description ?? '',
      assignedUserIds,
      ...dates,
      completed,
      ...(reminderMoved ? { reminderSentAt: null } : {}),
    });
    const action =
      completed && !task.completed
        ? 'task.completed'
        : !completed && task.completed
          ? 'task.reopened'
          : 'task.updated';
    await recordProjectEvent(tx, ctx, actor, task.projectId, {
      action,
      entityType: 'projectTask',
      entityId: task.id,
      before: {
        subject: task.subject,
        assignedUserIds: task.assignedUserIds,
        dueDate: task.dueDate,
        completed: task.completed,
      },
      after: { subject: input.subject, assignedUserIds, dueDate: dates.dueDate, completed },
    });
    return presentOne(tx, actor, task.id);
  });
}

export async function deleteTask(ctx: AppContext, actor: ProjectActor, taskId: number) {
  return inTenant(ctx.db, actor.customerId, async (tx) => {
    const task = await requireTask(tx, actor, taskId);
    const presented = await presentOne(tx, actor, task.id);
    await deleteTaskRow(tx, actor.customerId, task.id);
    await recordProjectEvent(tx, ctx, actor, task.projectId, {
      action: 'task.deleted',
      entityType: 'projectTask',
      entityId: task.id,
      before: { subject: task.subject, assignedUserIds: task.assignedUserIds, dueDate: task.dueDate },
    });
    return presented;
  });
}

/**
 * GET ProjectTask/GetByUser: a user's open tasks on the node's projects due within `dueDays`
 * from now (000 §9: 15), overdue ones included since they still need doing; soonest first.
 */
export async function tasksByUser(ctx: AppContext, actor: ProjectActor, userId: number, dueDays: number) {
  return inTenant(ctx.db, actor.customerId, async (tx) => {
    const until = new Date(ctx.clock.now().getTime() + dueDays * DAY_MS);
    return present(tx, actor.customerId, await findTasks(tx, actor, openTasksOfUserDueBefore(userId, until)));
  });
}

/**
 * Mails the assignees of every open task whose reminder date has come and that has not been
 * reminded yet, across agencies, and marks each task reminded in the same transaction as its
 * mail, so a rerun (or a concurrent run) sends nothing twice. Answers how many tasks it reminded.
 * Meant to run as a scheduled job every few minutes.
 */
export async function sendDueTaskReminders(ctx: AppContext, now: Date): Promise<number> {
  const agencies = await asSystem(ctx.db, (tx) => findAgenciesWithDueReminders(tx, now));
  let reminded = 0;
  for (const customerId of agencies) {
    reminded += await inTenant(ctx.db, customerId, async (tx) => {
      const timeZone = await agencyTimeZone(tx, customerId);
      const due = await claimDueReminders(tx, customerId, now);
      for (const { task, project } of due) {
        const recipients = await findRecipients(tx, customerId, task.assignedUserIds);
        for (const person of recipients) {
          await enqueueNotice(tx, ctx, {
            customerId,
            to: person.email,
            kind: 'taskReminder',
            projectId: project.id,
            values: {
              FirstName: person.firstName,
              TaskSubject: task.subject,
              ProjectNumber: project.number,
              ProjectName: project.name,
              DueDate: formatZoned(task.dueDate, timeZone),
              Description: task.description ? `\n${task.description}\n` : '',
              Link: `${ctx.config.publicUrl}/projects/${project.id}/build/settings`,
            },
          });
        }
        await recordAudit(tx, ctx.clock, {
          customerId,
          actorUserId: null,
          actorLabel: 'system',
          action: 'task.reminderSent',
          entityType: 'projectTask',
          entityId: task.id,
          projectId: project.id,
          after: { subject: task.subject, recipients: recipients.map((r) => r.id) },
        });
      }
      return due.length;
    });
  }
  return reminded;
}
