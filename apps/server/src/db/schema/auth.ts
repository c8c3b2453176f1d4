import { foreignKey, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './people.ts';

/**
 * Signed-in sessions. The cookie carries a random token; only its SHA-256 is stored. The row
 * belongs to the user's own agency; the active agency changes when a site administrator switches.
 */
export const sessions = pgTable(
  'sessions',
  {
    customerId: integer('customer_id').notNull(),
    id: integer('id').generatedAlwaysAsIdentity(),
    tokenHash: text('token_hash').notNull(),
    userId: integer('user_id').notNull(),
    activeCustomerId: integer('active_customer_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.customerId, t.id] }),
    uniqueIndex('sessions_token_uq').on(t.tokenHash),
    foreignKey({ columns: [t.customerId, t.userId], foreignColumns: [users.customerId, users.id] }).onDelete(
      'cascade',
    ),
  ],
);

/** Single-use password reset tokens, stored hashed, valid for an hour. */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    customerId: integer('customer_id').notNull(),
    id: integer('id').generatedAlwaysAsIdentity(),
    userId: integer('user_id').notNull(),
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.customerId, t.id] }),
    uniqueIndex('password_reset_tokens_token_uq').on(t.tokenHash),
    foreignKey({ columns: [t.customerId, t.userId], foreignColumns: [users.customerId, users.id] }).onDelete(
      'cascade',
    ),
  ],
);
