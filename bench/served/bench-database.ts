// A database of its own for one bench run: a fresh PostgreSQL database on the machine's server
// (made and dropped here, never the server itself: others share it) or PGlite in the run's data dir.
import path from 'node:path';
import { type Database, openDatabase } from '@procura/server';
import pg from 'pg';

export type DatabaseKind = 'pglite' | 'postgres';

export type BenchDatabase = {
  kind: DatabaseKind;
  /** What the server process needs in its environment to use this database. */
  env: Record<string, string>;
  /** Opens it in this process (migrations applied); PGlite only while no server holds it. */
  open(): Promise<Database>;
  /** PostgreSQL: ends every session of the app on this database, as a crash or failover would. */
  terminateSessions(): Promise<number>;
  drop(): Promise<void>;
};

const defaultOwnerUrl = 'postgres://postgres@127.0.0.1:5432/postgres';

function withDatabase(url: string, name: string, user?: string): string {
  const next = new URL(url);
  next.pathname = `/${name}`;
  if (user) {
    next.username = user;
    next.password = '';
  }
  return next.toString();
}

async function asAdmin<T>(ownerUrl: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: ownerUrl });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/** A new database named `<prefix>_<time>` (PostgreSQL) or a PGlite folder under dataDir. */
export async function makeBenchDatabase(kind: DatabaseKind, dataDir: string, prefix: string) {
  if (kind === 'pglite') {
    const pgliteDir = path.join(dataDir, 'pglite');
    return {
      kind,
      env: {} as Record<string, string>,
      open: () => openDatabase({ kind: 'pglite', dataDir: pgliteDir }),
      terminateSessions: async () => 0,
      drop: async () => {},
    } satisfies BenchDatabase;
  }
  const adminUrl = process.env.BENCH_DATABASE_URL ?? defaultOwnerUrl;
  const name = `${prefix}_${Date.now()}`;
  await asAdmin(adminUrl, (c) => c.query(`CREATE DATABASE ${name}`));
  const ownerUrl = withDatabase(adminUrl, name);
  return {
    kind,
    env: { DATABASE_URL: ownerUrl } as Record<string, string>,
    open: () =>
      openDatabase({ kind: 'postgres', ownerUrl, appUrl: withDatabase(adminUrl, name, 'procura_app') }),
    terminateSessions: () =>
      asAdmin(adminUrl, async (c) => {
        const result = await c.query(
          'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()',
          [name],
        );
        return result.rowCount ?? 0;
      }),
    drop: async () => {
      if (process.env.BENCH_KEEP) return console.info(`kept database ${name}`);
      await asAdmin(adminUrl, (c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    },
  } satisfies BenchDatabase;
}
