import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Who is acting, and in which agency and node: every service function takes one. */
export type Actor = { customerId: number; nodeId: number; userId: number };

/**
 * Runs `work` in one transaction scoped to an agency: row-level security sees only that agency's
 * rows. Every tenant query goes through here, so a missing scope fails closed (no rows).
 */
export function inTenant<T>(db: Db, customerId: number, work: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('procura.customer_id', ${String(customerId)}, true)`);
    return work(tx);
  });
}

/**
 * Runs `work` across agencies, for the few reads that must find a row before knowing its agency
 * (sign-in by domain, session by token, mail dispatch). Keep these small and named.
 */
export function asSystem<T>(db: Db, work: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('procura.customer_id', '*', true)`);
    return work(tx);
  });
}
