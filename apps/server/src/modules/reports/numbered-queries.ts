import { randomBytes } from 'node:crypto';
import { and, gt, lte, type SQLWrapper, sql } from 'drizzle-orm';
import { bigint, integer, pgTable } from 'drizzle-orm/pg-core';
import type { Tx } from '../../platform/tenancy.ts';

/**
 * Reports whose order no index gives (a lead's name, a date with its "no date" sentinel, across a
 * join) are sorted once: their row ids are numbered in the report's order into a temporary table
 * dropped at commit, and each page reads the next range of numbers by its index. Keyset pages over
 * such an order made PostgreSQL sort every matching row again for every page: SummaryStatistics
 * took 245 s for 95,006 rows at 100,000 projects (bench/RESULTS.md).
 */

/** The temporary table of a report's order: the row's place `n` (from 1) and its id. */
const numberedKeysTable = (name: string) =>
  pgTable(name, {
    n: bigint('n', { mode: 'number' }).notNull(),
    id: integer('id').notNull(),
  });
export type NumberedKeys = ReturnType<typeof numberedKeysTable>;

/** The rows of `keys` numbered past `after`, at most `limit`: a page's where clause. */
export const numberedRange = (keys: NumberedKeys, after: number, limit: number) =>
  and(gt(keys.n, after), lte(keys.n, after + limit));

/**
 * Numbers a report's rows once: `numbering` selects `n` (row_number() over the report's order) and
 * `id` for every row; they go to a temporary table dropped at commit, indexed by `n`. Answers the
 * table and the last number.
 */
export async function numberRows(
  tx: Tx,
  numbering: SQLWrapper,
): Promise<{ keys: NumberedKeys; last: number }> {
  const name = `report_keys_${randomBytes(6).toString('hex')}`;
  const table = sql.identifier(name);
  await tx.execute(sql`create temporary table ${table} on commit drop as ${numbering}`);
  await tx.execute(sql`create index on ${table} (n)`);
  await tx.execute(sql`analyze ${table}`);
  const keys = numberedKeysTable(name);
  const [last] = await tx.select({ n: sql<number>`coalesce(max(${keys.n}), 0)`.mapWith(Number) }).from(keys);
  return { keys, last: last?.n ?? 0 };
}
