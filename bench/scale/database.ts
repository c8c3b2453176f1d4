// A benchmark's own database: PGlite in memory, or a fresh procura_bench_* database on the
// PostgreSQL server of BENCH_DATABASE_URL (dropped at the end unless BENCH_KEEP is set). Besides the
// app's handle it offers the owner's parameterised queries (bulk loading) and raw sessions for the
// app role (the raw-SQL side of bench/api), so loads and raw timings bypass our layer entirely.
import { type Database, openDatabase } from '@procura/server';
import type { Logger } from 'drizzle-orm';
import pg from 'pg';

export type DatabaseKind = 'pglite' | 'postgres';
export type Query = (text: string, values?: unknown[]) => Promise<{ rows: unknown[] }>;

/** A raw session: statements run in order; on PGlite one at a time, as PGlite has one session. */
export type RawSessions = { acquire(): Promise<{ query: Query; release(): void }>; close(): Promise<void> };

export type BenchDatabase = {
  kind: DatabaseKind;
  database: Database;
  /** Parameterised SQL as the owner (row-level security does not bind it). */
  ownerQuery: Query;
  /** Sessions as the role the app uses (procura_app on PostgreSQL, so the same policies apply). */
  rawSessions(size: number): RawSessions;
  close(): Promise<void>;
};

export const defaultServerUrl = 'postgres://postgres@127.0.0.1:5432/postgres';

/** `reuse`: an existing procura_bench_* database already loaded (PostgreSQL only), dropped at the end. */
export async function openBenchDatabase(
  kind: DatabaseKind,
  logger?: Logger,
  reuse?: string,
): Promise<BenchDatabase> {
  return kind === 'pglite' ? openPglite(logger) : openPostgres(logger, reuse);
}

async function openPglite(logger?: Logger): Promise<BenchDatabase> {
  const database = await openDatabase({ kind: 'pglite', ...(logger ? { logger } : {}) });
  if (!('db' in database.jobsConnection)) throw new Error('PGlite without its SQL executor');
  const executor = database.jobsConnection.db;
  const ownerQuery: Query = (text, values) => executor.executeSql(text, values);
  // PGlite serves one statement at a time; a session holds it for a whole request's statements.
  let queue = Promise.resolve();
  const acquire = async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const before = queue;
    queue = queue.then(() => held);
    await before;
    return { query: ownerQuery, release };
  };
  return {
    kind: 'pglite',
    database,
    ownerQuery,
    rawSessions: () => ({ acquire, close: async () => {} }),
    close: () => database.close(),
  };
}

async function openPostgres(logger?: Logger, reuse?: string): Promise<BenchDatabase> {
  const serverUrl = process.env.BENCH_DATABASE_URL ?? defaultServerUrl;
  if (reuse && !/^procura_bench_\w+$/.test(reuse))
    throw new Error('only a procura_bench_* database is reused');
  const name = reuse ?? `procura_bench_${process.pid}_${Date.now()}`;
  if (!reuse) {
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
  }
  const ownerUrl = new URL(serverUrl);
  ownerUrl.pathname = `/${name}`;
  const appUrl = new URL(ownerUrl);
  appUrl.username = 'procura_app';
  const database = await openDatabase({
    kind: 'postgres',
    ownerUrl: ownerUrl.toString(),
    appUrl: appUrl.toString(),
    poolSize: Number(process.env.BENCH_POOL_SIZE ?? 10),
    ...(logger ? { logger } : {}),
  });
  const owner = new pg.Pool({ connectionString: ownerUrl.toString(), max: 2 });
  const pools: pg.Pool[] = [];
  return {
    kind: 'postgres',
    database,
    ownerQuery: (text, values) => owner.query(text, values),
    rawSessions: (size) => {
      const pool = new pg.Pool({ connectionString: appUrl.toString(), max: size });
      pools.push(pool);
      return {
        acquire: async () => {
          const client = await pool.connect();
          return { query: (text, values) => client.query(text, values), release: () => client.release() };
        },
        close: () => pool.end(),
      };
    },
    close: async () => {
      await Promise.all(pools.map((pool) => pool.end().catch(() => {})));
      await owner.end();
      await database.close();
      if (process.env.BENCH_KEEP) return console.info(`kept database ${name}`);
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
}
