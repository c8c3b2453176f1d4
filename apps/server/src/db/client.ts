import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { Logger } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
/** The database handle the services use, whichever driver is underneath. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Runs plain SQL as the owner role (migrations, test set-up, benchmarks). */
  execOwner(sql: string): Promise<void>;
  /**
   * How the job queue (pg-boss) reaches this database as the owner: a connection string on
   * PostgreSQL, or a SQL executor over PGlite's single session.
   */
  jobsConnection: JobsConnection;
  /** PGlite only: the whole data directory as a tarball, to clone databases from. */
  dumpDataDir?: () => Promise<Blob>;
  close(): Promise<void>;
};

export type JobsConnection =
  | { connectionString: string }
  | { db: { executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }> } };

export const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/** `logger` sees every statement the services send (bench/api replays them as raw SQL). */
export type DatabaseOptions = (
  | { kind: 'pglite'; dataDir?: string; loadDataDir?: Blob }
  | { kind: 'postgres'; ownerUrl: string; appUrl: string; poolSize?: number }
) & { logger?: Logger };

const logged = (options: DatabaseOptions) => (options.logger ? { logger: options.logger } : {});

/**
 * Opens the database and applies every pending migration as the owner. On PostgreSQL the
 * application then talks through a second pool as procura_app, so row-level security binds it;
 * PGlite has a single superuser session, where the tenancy helper is the only wall.
 */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.kind === 'pglite') {
    if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
    const client = await PGlite.create({
      // Trigram indexes serve the project search's partial matches (migration 0004).
      extensions: { pg_trgm },
      ...(options.dataDir ? { dataDir: options.dataDir } : {}),
      ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    });
    const db = drizzlePglite(client, { schema, casing: undefined, ...logged(options) });
    await migratePglite(db, { migrationsFolder });
    return {
      db: db as unknown as Db,
      kind: 'pglite',
      execOwner: async (sql) => {
        await client.exec(sql);
      },
      jobsConnection: {
        db: {
          // pg-boss sends its schema as one multi-statement script without parameters, which only
          // exec (the simple protocol) accepts.
          executeSql: async (text, values) => {
            if (!values?.length) return { rows: (await client.exec(text)).at(-1)?.rows ?? [] };
            return { rows: (await client.query(text, values)).rows };
          },
        },
      },
      dumpDataDir: () => client.dumpDataDir('none'),
      close: () => client.close(),
    };
  }
  const owner = new pg.Pool({ connectionString: options.ownerUrl, max: 2 });
  await migratePg(drizzlePg(owner, { schema }), { migrationsFolder });
  const app = new pg.Pool({ connectionString: options.appUrl, max: options.poolSize ?? 10 });
  // A dropped connection (server restart, pg_terminate_backend) must not crash the process. The
  // pool listens on its idle clients only; a client checked out by a transaction that is between
  // two queries when its connection ends emits 'error' with no listener, which would throw. With
  // this listener the transaction's next query fails instead, and the pool discards the client on
  // release (it is no longer queryable) and connects a new one.
  for (const pool of [app, owner]) {
    pool.on('error', () => {});
    pool.on('connect', (client) => client.on('error', () => {}));
  }
  return {
    db: drizzlePg(app, { schema, ...logged(options) }) as unknown as Db,
    kind: 'postgres',
    jobsConnection: { connectionString: options.ownerUrl },
    execOwner: async (sql) => {
      await owner.query(sql);
    },
    close: async () => {
      await app.end();
      await owner.end();
    },
  };
}
