import { sql } from 'drizzle-orm';
import { boolean, foreignKey, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { at, customerId } from './columns.ts';
import { projects } from './projects.ts';

/** Tasks (000 §3: subject, description, assigned users, due date, reminder date). */
export const projectTasks = pgTable(
  'project_tasks',
  {
    customerId: customerId(),
    id: integer('id').generatedAlwaysAsIdentity(),
    projectId: integer('project_id').notNull(),
    subject: text('subject').notNull(),
    description: text('description').notNull().default(''),
    assignedUserIds: integer('assigned_user_ids').array().notNull().default(sql`'{}'::integer[]`),
    dueDate: at('due_date').notNull(),
    reminderDate: at('reminder_date'),
    reminderSentAt: at('reminder_sent_at'),
    completed: boolean('completed').notNull().default(false),
    createdById: integer('created_by_id'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.customerId, t.id] }),
    foreignKey({
      columns: [t.customerId, t.projectId],
      foreignColumns: [projects.customerId, projects.id],
    }).onDelete('cascade'),
    index('project_tasks_due_idx').on(t.customerId, t.dueDate),
    index('project_tasks_assigned_idx').using('gin', t.assignedUserIds),
  ],
);

/** Project comments (dashboard comments widget reads the newest ten). */
export const projectComments = pgTable(
  'project_comments',
  {
    customerId: customerId(),
    id: integer('id').generatedAlwaysAsIdentity(),
    projectId: integer('project_id').notNull(),
    comment: text('comment').notNull(),
    createdById: integer('created_by_id'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.customerId, t.id] }),
    foreignKey({
      columns: [t.customerId, t.projectId],
      foreignColumns: [projects.customerId, projects.id],
    }).onDelete('cascade'),
    index('project_comments_created_idx').on(t.customerId, t.createdAt),
  ],
);
