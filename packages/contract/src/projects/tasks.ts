/**
 * Project tasks (000 §3 Task; 000 §5 "Task and reminder due dates after today; reminder before
 * due"; 001 §7 ProjectTask). Dates are UTC instants; "today" is the agency's calendar day.
 */
import { z } from 'zod';
import type { MessageKey } from '../messages/catalogue.ts';
import { idSchema } from '../validation/ids.ts';
import { utcToZonedLocal } from './dates-zone.ts';
import { projectPhases } from './schemas.ts';
import { projectPersonSchema } from './team.ts';

/** GetByUser's default window: tasks due within 15 days (000 §9). */
export const taskDueDaysDefault = 15;
/** The dashboard cuts a task's description at 50 characters plus '..' (000 §9). */
export const taskDescriptionPreviewLength = 50;
export const taskMaxAssignees = 50;

const id = idSchema();
const instant = z.iso.datetime({ offset: true });

const taskFields = {
  subject: z.string().trim().min(1, 'taskSubjectRequired').max(300, 'invalidParameter'),
  description: z.string().trim().max(5000, 'invalidParameter').default(''),
  assignedUserIds: z
    .array(id)
    .min(1, 'taskAssigneeRequired')
    .max(taskMaxAssignees, 'invalidParameter')
    .transform((ids) => [...new Set(ids)]),
  dueDate: instant,
  reminderDate: instant.nullable().default(null),
};

export const createTaskSchema = z.object({ projectId: id, ...taskFields });
export type CreateTask = z.input<typeof createTaskSchema>;

export const updateTaskSchema = z.object({ id, ...taskFields, completed: z.boolean().default(false) });
export type UpdateTask = z.input<typeof updateTaskSchema>;

export const projectTaskSchema = z.object({
  id: z.number().int(),
  projectId: z.number().int(),
  subject: z.string(),
  description: z.string(),
  assignedUserIds: z.array(z.number().int()),
  assignedUsers: z.array(projectPersonSchema),
  dueDate: z.string(),
  reminderDate: z.string().nullable(),
  completed: z.boolean(),
  created: z.string(),
  createdBy: projectPersonSchema.nullable(),
  /** The project, as the dashboard's tasks list shows it (001 §3 "Task: ... project"). */
  project: z.object({
    id: z.number().int(),
    number: z.string(),
    name: z.string(),
    phase: z.enum(projectPhases),
  }),
});
export type ProjectTask = z.infer<typeof projectTaskSchema>;

export type TaskDateField = 'dueDate' | 'reminderDate';
export type TaskDateProblem = { field: TaskDateField; key: MessageKey };

/** The calendar day of `date` in `timeZone`, as 'YYYY-MM-DD' (comparable as text). */
function localDay(date: Date, timeZone: string): string {
  return utcToZonedLocal(date, timeZone).slice(0, 10);
}

/**
 * The rules of 000 §5 for a task's dates at `now`: the due date and the reminder fall on a day
 * after today in the agency's time zone, and the reminder comes before the due date. `checked`
 * names the dates the user set or changed: an unchanged date of an existing task is not re-judged,
 * so a task may be completed or retitled after its day has come.
 */
export function taskDateProblems(
  dates: { dueDate: Date; reminderDate: Date | null },
  now: Date,
  timeZone: string,
  checked: { dueDate: boolean; reminderDate: boolean } = { dueDate: true, reminderDate: true },
): TaskDateProblem[] {
  const problems: TaskDateProblem[] = [];
  const today = localDay(now, timeZone);
  if (checked.dueDate && localDay(dates.dueDate, timeZone) <= today) {
    problems.push({ field: 'dueDate', key: 'taskDueDateNotAfterToday' });
  }
  const reminder = dates.reminderDate;
  if (reminder && checked.reminderDate && localDay(reminder, timeZone) <= today) {
    problems.push({ field: 'reminderDate', key: 'taskReminderDateNotAfterToday' });
  }
  if (
    reminder &&
    (checked.reminderDate || checked.dueDate) &&
    reminder.getTime() >= dates.dueDate.getTime()
  ) {
    problems.push({ field: 'reminderDate', key: 'taskReminderNotBeforeDue' });
  }
  return problems;
}

/** The dashboard's short description: 50 characters, then '..' (000 §9). */
export function taskDescriptionPreview(description: string): string {
  return description.length > taskDescriptionPreviewLength
    ? `${description.slice(0, taskDescriptionPreviewLength)}..`
    : description;
}
