// The raw side of each case: the statements the service sent for one request, captured through
// drizzle's logger, replayed through the driver alone (pg, or the PGlite instance) in the same
// transactions, with the same concurrency as the API side. What remains between the two is our
// layer: HTTP, Fastify, the guard, zod, drizzle's query building and mapping, and the JSON answer.
import type { Logger } from 'drizzle-orm';
import type { Query, RawSessions } from '../scale/database.ts';
import { figuresOf, type RunFigures } from './stats.ts';

export type Statement = { text: string; values: unknown[] };
/** One transaction's statements, sent between BEGIN and COMMIT. */
export type Transaction = Statement[];

// Every service transaction starts by naming its agency (platform/tenancy.ts): the boundary.
const opensTransaction = (text: string) => text.includes("set_config('procura.customer_id'");
// drizzle's node-postgres session logs its own BEGIN and COMMIT (PGlite's does not); the replay
// sends its own, so they are left out rather than sent twice.
const controlsTransaction = (text: string) => /^\s*(begin|commit|rollback)\s*$/i.test(text);

/** A drizzle logger that keeps statements only while a capture runs. */
export function sqlRecorder() {
  let captured: Transaction[] | null = null;
  let lastStatementAt = 0;
  const logger: Logger = {
    logQuery(text, values) {
      lastStatementAt = performance.now();
      if (!captured || controlsTransaction(text)) return;
      if (opensTransaction(text) || captured.length === 0) captured.push([]);
      captured.at(-1)?.push({ text, values: [...values] });
    },
  };
  return {
    logger,
    /**
     * Waits until the app has sent nothing for `ms`: requests a load run abandoned at its end are
     * still being served, and must not land in a capture or compete with the raw side.
     */
    async quiet(ms = 300) {
      while (performance.now() - lastStatementAt < ms) await new Promise((r) => setTimeout(r, ms / 3));
    },
    /** The transactions `work` made the services send. */
    async capture(work: () => Promise<unknown>): Promise<Transaction[]> {
      await this.quiet();
      captured = [];
      try {
        await work();
        return captured;
      } finally {
        captured = null;
      }
    },
  };
}

export async function replay(query: Query, transactions: readonly Transaction[]) {
  for (const statements of transactions) {
    await query('BEGIN');
    try {
      for (const statement of statements) await query(statement.text, statement.values);
      await query('COMMIT');
    } catch (error) {
      await query('ROLLBACK');
      throw error;
    }
  }
}

/**
 * Runs `work` from `connections` concurrent callers for `seconds`; each call holds one session
 * (on PGlite they queue for the single session, as the app's requests do).
 */
export async function timeRaw(
  sessions: RawSessions,
  work: (query: Query) => Promise<void>,
  connections: number,
  seconds: number,
): Promise<RunFigures & { failures: number; firstFailure?: string }> {
  const latencies: number[] = [];
  let failures = 0;
  let firstFailure: string | undefined;
  const started = performance.now();
  const deadline = started + seconds * 1000;
  const caller = async () => {
    while (performance.now() < deadline) {
      const begun = performance.now();
      const session = await sessions.acquire();
      try {
        await work(session.query);
        latencies.push(performance.now() - begun);
      } catch (error) {
        failures += 1;
        firstFailure ??= String(error);
      } finally {
        session.release();
      }
    }
  };
  await Promise.all(Array.from({ length: connections }, caller));
  const elapsed = (performance.now() - started) / 1000;
  return { ...figuresOf(latencies, elapsed), failures, ...(firstFailure ? { firstFailure } : {}) };
}
