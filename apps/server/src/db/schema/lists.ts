import { sql } from 'drizzle-orm';
import {
  boolean,
  foreignKey,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { customers } from './tenancy.ts';

/**
 * The control panel's drop-down lists (lead agency names, irrevocable periods, procurement types,
 * terms, trade agreements): one table, the list named by `list`. `value` holds the list's number
 * where it has one (days of an irrevocable period, months of a term).
 */
export const dropdownOptions = pgTable(
  'dropdown_options',
  {
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    id: integer('id').generatedAlwaysAsIdentity(),
    list: text('list').notNull(),
    name: text('name').notNull(),
    value: numeric('value', { precision: 12, scale: 2 }),
    code: text('code').notNull().default(''),
    active: boolean('active').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.customerId, t.id] }),
    uniqueIndex('dropdown_options_name_uq').on(t.customerId, t.list, sql`lower(${t.name})`),
  ],
);

/** Categories and commodity codes suppliers and projects are classified by. */
export const categories = pgTable(
  'categories',
  {
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    id: integer('id').generatedAlwaysAsIdentity(),
    kind: text('kind', { enum: ['category', 'commodity'] }).notNull(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    parentId: integer('parent_id'),
    active: boolean('active').notNull().default(true),
  },
  (t) => [
    primaryKey({ columns: [t.customerId, t.id] }),
    uniqueIndex('categories_code_uq').on(t.customerId, t.kind, sql`lower(${t.code})`),
    foreignKey({ columns: [t.customerId, t.parentId], foreignColumns: [t.customerId, t.id] }),
  ],
);

/** System and library content: reusable submission-requirement texts by group name. */
export const onlineSubmissionTemplates = pgTable(
  'online_submission_templates',
  {
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    id: integer('id').generatedAlwaysAsIdentity(),
    groupName: text('group_name').notNull(),
    name: text('name').notNull(),
    body: text('body').notNull(),
    active: boolean('active').notNull().default(true),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.customerId, t.id] }),
    uniqueIndex('online_submission_templates_name_uq').on(t.customerId, t.groupName, sql`lower(${t.name})`),
  ],
);

/** The agency's own wording of labels and system texts, by key. */
export const resources = pgTable(
  'resources',
  {
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    key: text('key').notNull(),
    value: text('value').notNull(),
  },
  (t) => [primaryKey({ columns: [t.customerId, t.key] })],
);
