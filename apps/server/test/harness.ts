import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { InjectOptions } from 'fastify';
import { inject } from 'vitest';
import { buildApp, type ProcuraApp } from '../src/app.ts';
import { type Database, openDatabase } from '../src/db/client.ts';
import { type MovableClock, movableClock } from '../src/platform/clock.ts';
import { type Config, readConfig } from '../src/platform/config.ts';
import { seedDemo } from '../src/seed/demo.ts';
import { csrfHeader, csrfHeaderValue, demoPasswordForTests } from './fixtures.ts';
import { databaseUrlFor, ownerUrl } from './postgres.ts';

export type TestApp = ProcuraApp & {
  database: Database;
  clock: MovableClock;
  seed: Awaited<ReturnType<typeof seedDemo>>;
  close(): Promise<void>;
};

export type DatabaseKind = 'pglite' | 'postgres';

/** The database kinds this run covers: PGlite always, PostgreSQL when DATABASE_URL is set. */
export function databaseKinds(): DatabaseKind[] {
  return inject('postgresTemplate') ? ['pglite', 'postgres'] : ['pglite'];
}

/**
 * The route-walking security suites (thousands of requests each) run on one database per run, to
 * keep CI well under half an hour: PostgreSQL when the run has it (the deployment target, with the
 * application role and its grants), PGlite otherwise. PROCURA_SUITES_ON_BOTH=1 runs them on both.
 */
export function suiteDatabaseKinds(): DatabaseKind[] {
  const kinds = databaseKinds();
  if (process.env.PROCURA_SUITES_ON_BOTH === '1') return kinds;
  return kinds.slice(-1);
}

/** A fresh database cloned from the migrated template, as the kind asks. */
export async function cloneDatabase(
  kind: DatabaseKind,
): Promise<{ database: Database; drop(): Promise<void> }> {
  if (kind === 'pglite') {
    const blob = new Blob([readFileSync(inject('pgliteTemplate'))]);
    const database = await openDatabase({ kind: 'pglite', loadDataDir: blob });
    return { database, drop: async () => {} };
  }
  const owner = ownerUrl();
  const template = inject('postgresTemplate');
  if (!owner || !template) throw new Error('PostgreSQL is not configured for this run');
  const name = `procura_t_${randomBytes(6).toString('hex')}`;
  const pg = await import('pg');
  const admin = new pg.default.Client({ connectionString: owner });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
  await admin.end();
  const database = await openDatabase({
    kind: 'postgres',
    ownerUrl: databaseUrlFor(owner, name),
    appUrl: databaseUrlFor(owner, name, 'procura_app'),
    poolSize: 4,
  });
  return {
    database,
    drop: async () => {
      const dropper = new pg.default.Client({ connectionString: owner });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
}

export function testConfig(overrides: Partial<Config> = {}): Config {
  return { ...readConfig({ APP_ENV: 'test', LOG_LEVEL: 'silent' }), ...overrides };
}

/** An app over a fresh, seeded database, with a clock the test moves. */
export async function createTestApp(
  kind: DatabaseKind = 'pglite',
  options: { config?: Partial<Config>; extraUsersPerAgency?: number; clock?: MovableClock } = {},
): Promise<TestApp> {
  const { database, drop } = await cloneDatabase(kind);
  const clock = options.clock ?? movableClock();
  const seed = await seedDemo(database.db, { clock, extraUsersPerAgency: options.extraUsersPerAgency ?? 0 });
  const built = await buildApp({ config: testConfig(options.config), db: database.db, clock, logger: false });
  await built.app.ready();
  callFromManyClients(built.app);
  return {
    ...built,
    database,
    clock,
    seed,
    close: async () => {
      await built.app.close();
      await database.close();
      await drop();
    },
  };
}

/**
 * Each call of a test comes from a client address of its own (in 127/8) unless it names one
 * (`remoteAddress`): the per-address limits are the anti-automation suite's to prove, and a test
 * file makes more calls from "one client" than any person would. Per-target limits (an account's
 * lock-out, the mails to one address) hold as in production.
 */
function callFromManyClients(app: ProcuraApp['app']) {
  let next = 0;
  const inject = app.inject.bind(app);
  const address = () => {
    next += 1;
    return `127.${(next >> 16) & 255}.${(next >> 8) & 255}.${next & 255 || 1}`;
  };
  app.inject = ((options?: InjectOptions | string) => {
    if (options === undefined || typeof options === 'string') return inject(options as never);
    return inject({ remoteAddress: address(), ...options });
  }) as typeof app.inject;
}

export const jsonHeaders = { 'content-type': 'application/json', [csrfHeader]: csrfHeaderValue };

/** Signs in through the real login call and returns the cookie header to send afterwards. */
export async function signIn(t: TestApp, username: string, domain = 'demo', password = demoPasswordForTests) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/v1/login',
    headers: jsonHeaders,
    payload: { username, password, domain },
  });
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.statusCode} ${response.body}`);
  const cookie = response.cookies.find((c) => c.name === 'procura_session');
  if (!cookie) throw new Error('no session cookie');
  const info = response.json() as {
    customer: { id: number };
    tenderNode: { id: number };
    customerNode: { id: number };
    user: { id: number };
  };
  return {
    cookie: `procura_session=${cookie.value}`,
    info,
    tenantPath: `/api/v1/customer/${info.customer.id}/node/${info.tenderNode.id}`,
  };
}
