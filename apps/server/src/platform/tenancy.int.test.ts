import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, databaseKinds, signIn, type TestApp } from '../../test/harness.ts';
import { users } from '../db/schema/index.ts';
import { asSystem, inTenant } from './tenancy.ts';

describe.each(databaseKinds())('tenancy on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => {
    await t?.close();
  });

  it("refuses another agency's path, or another agency's node, with agencyMismatch before anything runs", async () => {
    const demo = await signIn(t, 'admin@demo.procura.local');
    const north = await signIn(t, 'admin@northwind.procura.local', 'northwind');
    const theirs = await t.app.inject({
      method: 'GET',
      url: `${north.tenantPath}/Users`,
      headers: { cookie: demo.cookie },
    });
    expect(theirs.statusCode).toBe(403);
    expect(theirs.json()).toEqual([
      'agencyMismatch',
      'This item belongs to another agency. Change agency first.',
    ]);
    const mixed = await t.app.inject({
      method: 'GET',
      url: `/api/v1/customer/${demo.info.customer.id}/node/${north.info.tenderNode.id}/Users`,
      headers: { cookie: demo.cookie },
    });
    expect(mixed.statusCode).toBe(403);
    expect(mixed.json()[0]).toBe('agencyMismatch');
    const customerNode = await t.app.inject({
      method: 'GET',
      url: `/api/v1/customer/${demo.info.customer.id}/node/${demo.info.customerNode.id}/UserGroups`,
      headers: { cookie: demo.cookie },
    });
    expect(customerNode.statusCode).toBe(200);
    const other = await t.app.inject({
      method: 'GET',
      url: `/api/v1/customer/${north.info.customer.id}`,
      headers: { cookie: demo.cookie },
    });
    expect(other.json()[0]).toBe('agencyMismatch');
  });

  it('answers 401 on agency paths without a session', async () => {
    const demo = await signIn(t, 'admin@demo.procura.local');
    const response = await t.app.inject({ method: 'GET', url: `${demo.tenantPath}/Users` });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(['Session has expired.']);
  });

  it('scopes queries through the helper to one agency', async () => {
    const demoEmails = await inTenant(t.database.db, t.seed.demoCustomerId, (tx) =>
      tx.select({ email: users.email }).from(users),
    );
    expect(demoEmails.length).toBeGreaterThan(0);
    if (kind === 'postgres') {
      // Row-level security: an unfiltered select sees only the scoped agency's rows.
      expect(demoEmails.every((u) => u.email.endsWith('@demo.procura.local'))).toBe(true);
    }
    const all = await asSystem(t.database.db, (tx) => tx.select({ email: users.email }).from(users));
    expect(all.some((u) => u.email.endsWith('@northwind.procura.local'))).toBe(true);
  });

  it.runIf(kind === 'postgres')(
    'binds the application role by row-level security, failing closed without a scope',
    async () => {
      const role = await t.database.db.execute(sql`select current_user as name`);
      expect((role as unknown as { rows: { name: string }[] }).rows[0]?.name).toBe('procura_app');
      const unscoped = await t.database.db.transaction((tx) => tx.select().from(users));
      expect(unscoped).toEqual([]);
      const wrongScope = await inTenant(t.database.db, t.seed.northwindCustomerId, (tx) =>
        tx.select().from(users).where(sql`${users.customerId} = ${t.seed.demoCustomerId}`),
      );
      expect(wrongScope).toEqual([]);
      await expect(
        inTenant(t.database.db, t.seed.northwindCustomerId, (tx) =>
          tx.insert(users).values({
            customerId: t.seed.demoCustomerId,
            email: 'x@y.ca',
            username: 'x@y.ca',
            firstName: 'X',
            lastName: 'Y',
          }),
        ),
      ).rejects.toThrow();
      const owns = await t.database.db.execute(
        sql`select count(*)::int as n from pg_tables where schemaname = 'public' and tableowner = 'procura_app'`,
      );
      expect((owns as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(0);
    },
  );

  it.runIf(kind === 'postgres')(
    'guards every table holding customer_id with a policy that reads the scope once per statement',
    async () => {
      const result = await t.database.db.execute(sql`
        select c.table_name as "table", p.qual as qual
        from information_schema.columns c
        join pg_tables t on t.schemaname = c.table_schema and t.tablename = c.table_name
        left join pg_policies p on p.schemaname = c.table_schema and p.tablename = c.table_name
          and p.policyname = 'tenant_isolation'
        where c.table_schema = 'public' and c.column_name = 'customer_id'`);
      const rows = (result as unknown as { rows: { table: string; qual: string | null }[] }).rows;
      expect(rows.length).toBeGreaterThan(50);
      // A bare current_setting(...) in the policy is called for every row the statement reads.
      const perRow = rows.filter(
        (row) => row.qual === null || !/^\(\(\( SELECT current_setting\(/.test(row.qual),
      );
      expect(perRow).toEqual([]);
    },
  );
});
