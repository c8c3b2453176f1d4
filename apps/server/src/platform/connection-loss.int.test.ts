import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { signedInCaller } from '../../test/api.ts';
import { createTestApp, databaseKinds, type TestApp } from '../../test/harness.ts';
import { databaseUrlFor, ownerUrl } from '../../test/postgres.ts';

const appBackendsWaitingOnALock = `select pid from pg_stat_activity
  where usename = 'procura_app' and datname = current_database() and wait_event_type = 'Lock'`;

/** PGlite runs in the process: it has no connection to lose, so this holds for PostgreSQL only. */
describe.skipIf(!databaseKinds().includes('postgres'))('a database connection lost mid-request', () => {
  let t: TestApp;
  let owner: pg.Client | undefined;
  afterAll(async () => {
    await owner?.end();
    await t?.close();
  });

  it('answers 503 serviceUnavailable with Retry-After, and the next request is served', async () => {
    t = await createTestApp('postgres');
    const admin = await signedInCaller(t, 'admin@demo.procura.local');
    const result = await t.database.db.execute(sql`select current_database() as name`);
    const [{ name }] = (result as unknown as { rows: { name: string }[] }).rows as [{ name: string }];
    owner = new pg.Client({ connectionString: databaseUrlFor(ownerUrl() ?? '', name) });
    await owner.connect();

    // Hold the request inside its transaction (the guard reads the session), then end its backend
    // as a restart or pg_terminate_backend would.
    await owner.query('begin');
    await owner.query('lock table sessions in access exclusive mode');
    const pending = admin.call('GET', '/Users');
    let waiting: { pid: number }[] = [];
    for (let tries = 0; waiting.length === 0 && tries < 200; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 25));
      waiting = (await owner.query<{ pid: number }>(appBackendsWaitingOnALock)).rows;
    }
    expect(waiting.length).toBe(1);
    await owner.query('select pg_terminate_backend($1)', [waiting[0]?.pid]);
    await owner.query('rollback');

    const lost = await pending;
    expect(lost.statusCode).toBe(503);
    expect(lost.headers['retry-after']).toBe('1');
    expect(lost.headers['x-message-keys']).toBe('serviceUnavailable');
    expect(lost.json()).toEqual(['The service is briefly unavailable. Please try again in a moment.']);

    const again = await admin.call('GET', '/Users');
    expect(again.statusCode).toBe(200);
  });
});
