import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Counters of the rate limits (platform/rate-limit.ts), shared by every server process. Not agency
 * data: a key is a limit's name and the SHA-256 of what it counts (a client address, an account),
 * so neither addresses nor emails are kept. Unlogged (migration 0022): a crash forgets the counts,
 * which costs an attacker's target nothing more than one more window.
 */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    windowEndsAt: timestamp('window_ends_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('rate_limit_counters_window_idx').on(t.windowEndsAt)],
);
