import { sql } from 'drizzle-orm';
import { foreignKey, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { customers } from './tenancy.ts';

/** An agency's departments; groups, users and projects belong to one. */
export const departments = pgTable(
  'departments',
  {
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    id: integer('id').generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.customerId, t.id] }),
    uniqueIndex('departments_name_uq').on(t.customerId, sql`lower(${t.name})`),
  ],
);

export const divisions = pgTable(
  'divisions',
  {
    customerId: integer('customer_id').notNull(),
    id: integer('id').generatedAlwaysAsIdentity(),
    departmentId: integer('department_id').notNull(),
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.customerId, t.id] }),
    foreignKey({
      columns: [t.customerId, t.departmentId],
      foreignColumns: [departments.customerId, departments.id],
    }).onDelete('cascade'),
    uniqueIndex('divisions_name_uq').on(t.customerId, t.departmentId, sql`lower(${t.name})`),
  ],
);
