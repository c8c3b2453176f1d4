import { boolean, index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** Agencies. The tenant registry itself: not tenant-scoped, read through the tenancy helper. */
export const customers = pgTable('customers', {
  id: serial('id').primaryKey(),
  domain: text('domain').notNull().unique(),
  displayName: text('display_name').notNull(),
  accountName: text('account_name').notNull(),
  language: text('language').notNull().default('en'),
  timezone: text('timezone').notNull().default('America/Toronto'),
  ssoEnabled: boolean('sso_enabled').notNull().default(false),
  allowLocalLogin: boolean('allow_local_login').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Each agency has a customer node and a tender node; API paths name one of them. */
export const nodes = pgTable(
  'nodes',
  {
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    id: integer('id').generatedAlwaysAsIdentity(),
    kind: text('kind', { enum: ['customer', 'tender'] }).notNull(),
    name: text('name').notNull(),
    contractorPerformance: boolean('contractor_performance').notNull().default(false),
    enableIntakeEssentials: boolean('enable_intake_essentials').notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.customerId, t.id] }), index('nodes_id_idx').on(t.id)],
);
