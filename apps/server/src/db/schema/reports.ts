import type { BuiltInReportName, CustomProjectReportDefinition, ReportFrequency } from '@procura/contract';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { at, customerId } from './columns.ts';
import { nodes } from './tenancy.ts';

/**
 * Reports (issue 26). The built-in reports are code (the contract's catalogue); what is stored is
 * each user's favourites, the subscriptions that mail a report on a schedule with their
 * recipients, and the custom project reports of the report centre with their last run. Generated
 * files are files under DATA_DIR, as exports are, not rows.
 */
export const reportFavorites = pgTable(
  'report_favorites',
  {
    customerId: customerId(),
    nodeId: integer('node_id').notNull(),
    userId: integer('user_id').notNull(),
    reportName: text('report_name').$type<BuiltInReportName>().notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.customerId, t.nodeId, t.userId, t.reportName] }),
    foreignKey({ columns: [t.customerId, t.nodeId], foreignColumns: [nodes.customerId, nodes.id] }),
  ],
);

export const reportSubscriptions = pgTable(
  'report_subscriptions',
  {
    customerId: customerId(),
    id: integer('id').generatedAlwaysAsIdentity(),
    nodeId: integer('node_id').notNull(),
    reportName: text('report_name').$type<BuiltInReportName>().notNull(),
    /** The first day (the agency's, YYYY-MM-DD) and the time of day (HH:mm) it goes. */
    start: date('start', { mode: 'string' }).notNull(),
    sendAt: text('send_at').notNull(),
    frequency: text('frequency').$type<ReportFrequency>().notNull(),
    /** The next instant the job mails it; moved on after each send. */
    nextSendAt: at('next_send_at').notNull(),
    lastSentAt: at('last_sent_at'),
    createdById: integer('created_by_id').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.customerId, t.id] }),
    foreignKey({ columns: [t.customerId, t.nodeId], foreignColumns: [nodes.customerId, nodes.id] }),
    index('report_subscriptions_due_idx').on(t.nextSendAt),
    index('report_subscriptions_creator_idx').on(t.customerId, t.nodeId, t.createdById),
    check('report_subscriptions_frequency_ck', sql`${t.frequency} in ('Daily', 'Weekly', 'Monthly')`),
  ],
);

/** A subscription's recipient: a team member (userId) or an address (email), not both. */
export const reportSubscriptionRecipients = pgTable(
  'report_subscription_recipients',
  {
    customerId: customerId(),
    id: integer('id').generatedAlwaysAsIdentity(),
    subscriptionId: integer('subscription_id').notNull(),
    userId: integer('user_id'),
    email: text('email'),
  },
  (t) => [
    primaryKey({ columns: [t.customerId, t.id] }),
    foreignKey({
      columns: [t.customerId, t.subscriptionId],
      foreignColumns: [reportSubscriptions.customerId, reportSubscriptions.id],
    }).onDelete('cascade'),
    index('report_recipients_subscription_idx').on(t.customerId, t.subscriptionId),
    index('report_recipients_user_idx').on(t.customerId, t.userId),
    check('report_recipients_one_ck', sql`(${t.userId} is null) <> (${t.email} is null)`),
  ],
);

/** A report centre's custom project report: its definition and its last run's file. */
export const customReports = pgTable(
  'custom_reports',
  {
    customerId: customerId(),
    id: integer('id').generatedAlwaysAsIdentity(),
    nodeId: integer('node_id').notNull(),
    name: text('name').notNull(),
    definition: jsonb('definition').$type<CustomProjectReportDefinition>().notNull(),
    /** Set while a run is being made; the centre shows it refreshing. */
    isPending: boolean('is_pending').notNull().default(false),
    /** The last run's file under DATA_DIR (null before the first run). */
    fileKey: text('file_key'),
    createdById: integer('created_by_id').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    lastRunById: integer('last_run_by_id'),
    lastRunAt: at('last_run_at'),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.customerId, t.id] }),
    foreignKey({ columns: [t.customerId, t.nodeId], foreignColumns: [nodes.customerId, nodes.id] }),
    uniqueIndex('custom_reports_name_uq').on(t.customerId, t.nodeId, sql`lower(${t.name})`),
  ],
);
