import { sql } from 'drizzle-orm';
import { bigint, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { customers } from './tenancy.ts';

/**
 * The audit trail: one event per change, written in the change's transaction. Events are
 * hash-chained per agency (hash = SHA-256 of the previous hash and the event), so an edited or
 * deleted event breaks the chain.
 */
export const auditEvents = pgTable(
  'audit_events',
  {
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    seq: bigint('seq', { mode: 'number' }).notNull(),
    at: timestamp('at', { withTimezone: true, precision: 3 }).notNull(),
    actorUserId: integer('actor_user_id'),
    actorLabel: text('actor_label').notNull(),
    action: text('action').notNull(),
    entityType: text('entity_type').notNull(),
    entityId: text('entity_id'),
    /** The project an event belongs to, for the project's activity feed. */
    projectId: integer('project_id'),
    /** The supplier an event concerns, for the activity feed's company filter. */
    companyName: text('company_name'),
    /** The supplier the event concerns, for the supplier's activity feed. */
    vendorId: integer('vendor_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    prevHash: text('prev_hash').notNull(),
    hash: text('hash').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.customerId, t.seq] }),
    index('audit_events_project_idx').on(t.customerId, t.projectId, t.seq),
    index('audit_events_vendor_idx')
      .on(t.customerId, t.vendorId, t.seq)
      .where(sql`${t.vendorId} is not null`),
  ],
);

/** The head of each agency's chain; locked while an event is appended. */
export const auditChainHeads = pgTable('audit_chain_heads', {
  customerId: integer('customer_id')
    .primaryKey()
    .references(() => customers.id),
  seq: bigint('seq', { mode: 'number' }).notNull(),
  hash: text('hash').notNull(),
});

/** Mail waits here until sent; without SMTP it stays, readable in the Message Centre. */
export const outbox = pgTable(
  'outbox',
  {
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    id: integer('id').generatedAlwaysAsIdentity(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body'),
    kind: text('kind').notNull(),
    status: text('status', { enum: ['pending', 'sent', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    /** A buyer's mail (issue 25): its reply-to, display name, copies and one attachment. */
    replyTo: text('reply_to'),
    senderName: text('sender_name'),
    cc: jsonb('cc').$type<string[]>(),
    bcc: jsonb('bcc').$type<string[]>(),
    attachments:
      jsonb('attachments').$type<{ storageKey: string; fileName: string; contentType: string }[]>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.customerId, t.id] })],
);
