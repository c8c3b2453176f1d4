import { utcToZonedLocal } from '@procura/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditTrail, signedInCaller, valuesOf } from '../../../test/api.ts';
import { createTestApp, databaseKinds, type TestApp } from '../../../test/harness.ts';
import { insertProject } from '../../../test/projects.ts';
import { customers, projectComments } from '../../db/schema/index.ts';
import { asSystem } from '../../platform/tenancy.ts';

type Caller = Awaited<ReturnType<typeof signedInCaller>>;
type Comment = {
  id: number;
  comment: string;
  created: string;
  project: { id: number; number: string; name: string; phase: string };
  createdBy: {
    id: number;
    firstName: string;
    lastName: string;
    avatarUrl: string | null;
    inActive: boolean;
    deleted: boolean;
  };
};

describe.each(databaseKinds())('project comments on %s', (kind) => {
  let t: TestApp;
  let buyer: Caller;
  let first: number;
  let second: number;
  const keys = (response: { headers: Record<string, unknown> }) => response.headers['x-message-keys'];
  const totalOf = (response: { json(): unknown }) =>
    Object.values((response.json() as { data: Record<string, { total?: number }> }).data)[0]?.total ?? -1;

  beforeAll(async () => {
    t = await createTestApp(kind);
    buyer = await signedInCaller(t, 'buyer@demo.procura.local');
    const at = { customerId: t.seed.demoCustomerId, nodeId: buyer.info.tenderNode.id };
    first = (await insertProject(t, at, { name: 'Snow clearing', number: 'SC-1' })).projectId;
    second = (await insertProject(t, at, { name: 'Bridge paint', number: 'BP-2' })).projectId;
  });
  afterAll(async () => {
    await t?.close();
  });

  it('adds comments and lists a project’s newest first, paged', async () => {
    const posted = await buyer.call('POST', '/ProjectComments', {
      projectId: first,
      comment: '  First thoughts ',
    });
    expect(posted.statusCode, posted.body).toBe(200);
    const comment = valuesOf<Comment>(posted)[0] as Comment;
    expect(comment).toMatchObject({
      comment: 'First thoughts',
      project: { id: first, number: 'SC-1', name: 'Snow clearing', phase: 'Build' },
      createdBy: { firstName: 'Sam', lastName: 'Tremblay', avatarUrl: null, inActive: false, deleted: false },
    });
    for (let i = 1; i <= 3; i++) {
      t.clock.advance(1000);
      await buyer.call('POST', '/ProjectComments', { projectId: first, comment: `Note ${i}` });
    }
    const page = await buyer.call('GET', `/ProjectComments?projectId=${first}&limit=2`);
    expect(valuesOf<Comment>(page).map((c) => c.comment)).toEqual(['Note 3', 'Note 2']);
    expect(totalOf(page)).toBe(4);
    const next = await buyer.call('GET', `/ProjectComments?projectId=${first}&limit=2&start=2`);
    expect(valuesOf<Comment>(next).map((c) => c.comment)).toEqual(['Note 1', 'First thoughts']);
    const trail = await auditTrail(t, t.seed.demoCustomerId, 'projectComment', comment.id);
    expect(trail[0]).toMatchObject({ action: 'comment.added', projectId: first });
  });

  it('answers the dashboard the newest ten across the node’s projects', async () => {
    for (let i = 1; i <= 11; i++) {
      t.clock.advance(1000);
      await buyer.call('POST', '/ProjectComments', {
        projectId: i % 2 ? second : first,
        comment: `Update ${i}`,
      });
    }
    const dashboard = await buyer.call('GET', '/ProjectComments/Dashboard');
    const values = valuesOf<Comment>(dashboard);
    expect(values).toHaveLength(10);
    expect(values[0]).toMatchObject({ comment: 'Update 11', project: { id: second, number: 'BP-2' } });
    expect(values.map((c) => c.project.id)).toContain(first);
    expect(totalOf(dashboard)).toBe(15);
    const matching = valuesOf<Comment>(
      await buyer.call('GET', '/ProjectComments/Dashboard?keywords=update 1'),
    );
    expect(matching.map((c) => c.comment)).toEqual(['Update 11', 'Update 10', 'Update 1']);
    expect((await buyer.call('GET', '/ProjectComments/Dashboard?limit=11')).statusCode).toBe(400);
  });

  it('narrows the dashboard to the agency’s days the comments were written on', async () => {
    const [agency] = await asSystem(t.database.db, (tx) =>
      tx
        .select({ timezone: customers.timezone })
        .from(customers)
        .where(eq(customers.id, t.seed.demoCustomerId)),
    );
    const zone = agency?.timezone ?? 'UTC';
    const now = t.clock.now();
    const dayOf = (at: Date) => utcToZonedLocal(at, zone).slice(0, 10);
    // Written three days ago (straight to the table: moving the clock would end the session).
    const earlier = new Date(now.getTime() - 3 * 86_400_000);
    await asSystem(t.database.db, (tx) =>
      tx.insert(projectComments).values({
        customerId: t.seed.demoCustomerId,
        projectId: second,
        comment: 'Days earlier',
        createdById: buyer.info.user.id,
        createdAt: earlier,
      }),
    );
    const within = (query: string) =>
      buyer
        .call('GET', `/ProjectComments/Dashboard?${query}`)
        .then((response) => valuesOf<Comment>(response).map((c) => c.comment));
    expect(await within(`dateFrom=${dayOf(earlier)}&dateTo=${dayOf(earlier)}`)).toEqual(['Days earlier']);
    expect(await within(`dateTo=${dayOf(earlier)}&keywords=days`)).toEqual(['Days earlier']);
    expect(await within(`dateFrom=${dayOf(now)}&keywords=days`)).toEqual([]);
    expect(await within(`dateFrom=${dayOf(now)}&keywords=update 1`)).toEqual([
      'Update 11',
      'Update 10',
      'Update 1',
    ]);
    const reversed = await buyer.call(
      'GET',
      `/ProjectComments/Dashboard?dateFrom=${dayOf(now)}&dateTo=${dayOf(earlier)}`,
    );
    expect(reversed.statusCode).toBe(400);
    expect(keys(reversed)).toBe('searchDateRangeInvalid');
    const malformed = await buyer.call('GET', '/ProjectComments/Dashboard?dateFrom=2025-13-40');
    expect(malformed.statusCode).toBe(400);
  });

  it('refuses bad input with 400 and keeps other agencies out', async () => {
    const empty = await buyer.call('POST', '/ProjectComments', { projectId: first, comment: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(keys(empty)).toBe('commentRequired');
    for (const body of [
      {},
      { projectId: 'x', comment: 'a' },
      { projectId: first, comment: 'x'.repeat(5001) },
    ]) {
      expect((await buyer.call('POST', '/ProjectComments', body)).statusCode).toBe(400);
    }
    expect((await buyer.call('GET', '/ProjectComments')).statusCode).toBe(400);
    expect((await buyer.call('GET', `/ProjectComments?projectId=${first}&limit=0`)).statusCode).toBe(400);
    expect((await buyer.call('GET', '/ProjectComments?projectId=999999')).statusCode).toBe(404);

    const northwind = await signedInCaller(t, 'admin@northwind.procura.local', 'northwind');
    expect((await northwind.call('GET', `/ProjectComments?projectId=${first}`)).statusCode).toBe(404);
    expect(
      (await northwind.call('POST', '/ProjectComments', { projectId: first, comment: 'Hi' })).statusCode,
    ).toBe(404);
    expect(valuesOf(await northwind.call('GET', '/ProjectComments/Dashboard'))).toEqual([]);
  });
});
