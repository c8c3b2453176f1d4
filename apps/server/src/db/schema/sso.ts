import { integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { customers } from './tenancy.ts';

/**
 * SAML requests we sent (so a response must answer one of ours) and assertions we accepted (so
 * none is used twice). Rows past their expiry are pruned.
 */
export const ssoRequests = pgTable(
  'sso_requests',
  {
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    requestId: text('request_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.customerId, t.requestId] })],
);

export const ssoUsedAssertions = pgTable(
  'sso_used_assertions',
  {
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    assertionId: text('assertion_id').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.customerId, t.assertionId] })],
);
