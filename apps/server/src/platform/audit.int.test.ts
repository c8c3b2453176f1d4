import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, databaseKinds, jsonHeaders, signIn, type TestApp } from '../../test/harness.ts';
import { auditEvents, users } from '../db/schema/index.ts';
import { recordAudit, verifyAuditChain } from './audit.ts';
import { asSystem, inTenant } from './tenancy.ts';

describe.each(databaseKinds())('audit trail on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => {
    await t?.close();
  });

  const demoEvents = () =>
    asSystem(t.database.db, (tx) =>
      tx
        .select()
        .from(auditEvents)
        .where(eq(auditEvents.customerId, t.seed.demoCustomerId))
        .orderBy(auditEvents.seq),
    );

  it('records who, when, what, before and after for sign-in, lock and sign-off', async () => {
    const before = (await demoEvents()).length;
    const { cookie } = await signIn(t, 'buyer@demo.procura.local');
    await t.app.inject({ method: 'POST', url: '/api/v1/login/signoff', headers: { ...jsonHeaders, cookie } });
    const events = (await demoEvents()).slice(before);
    expect(events.map((e) => e.action)).toEqual(['login.succeeded', 'logout']);
    expect(events[0]).toMatchObject({ entityType: 'user', actorLabel: 'buyer@demo.procura.local' });
    expect(events[0]?.actorUserId).toBeGreaterThan(0);
    expect(events[0]?.at).toBeInstanceOf(Date);
  });

  it('writes the event in the same transaction: a rolled-back change leaves no event', async () => {
    const before = (await demoEvents()).length;
    await expect(
      inTenant(t.database.db, t.seed.demoCustomerId, async (tx) => {
        await recordAudit(tx, t.clock, {
          customerId: t.seed.demoCustomerId,
          actorUserId: null,
          actorLabel: 'test',
          action: 'x',
          entityType: 'y',
        });
        await tx
          .update(users)
          .set({ firstName: 'Changed' })
          .where(eq(users.customerId, t.seed.demoCustomerId));
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect((await demoEvents()).length).toBe(before);
    const names = await asSystem(t.database.db, (tx) =>
      tx.select({ n: users.firstName }).from(users).where(eq(users.firstName, 'Changed')),
    );
    expect(names).toEqual([]);
  });

  it('chains events per agency, concurrent writers in order', async () => {
    await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        inTenant(t.database.db, t.seed.demoCustomerId, (tx) =>
          recordAudit(tx, t.clock, {
            customerId: t.seed.demoCustomerId,
            actorUserId: null,
            actorLabel: 'test',
            action: `parallel.${i}`,
            entityType: 'test',
            after: { i, nested: { b: 1, a: [2, 3] } },
          }),
        ),
      ),
    );
    expect(await verifyAuditChain(t.database.db, t.seed.demoCustomerId)).toMatchObject({ ok: true });
    expect(await verifyAuditChain(t.database.db, t.seed.northwindCustomerId)).toMatchObject({ ok: true });
    // Tampering of every kind is the security suite's (security/audit-chain.int.test.ts).
  });
});
