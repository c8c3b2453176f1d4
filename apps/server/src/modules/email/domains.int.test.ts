import type { RestrictedDomains } from '@procura/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditTrail, signedInCaller } from '../../../test/api.ts';
import { createTestApp, databaseKinds, type TestApp } from '../../../test/harness.ts';

type Caller = Awaited<ReturnType<typeof signedInCaller>>;
const keys = (response: { headers: Record<string, unknown> }) => response.headers['x-message-keys'];

describe.each(databaseKinds())('restricted domains on %s', (kind) => {
  let t: TestApp;
  let admin: Caller;
  let buyer: Caller;
  let northwind: Caller;

  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = await signedInCaller(t, 'admin@demo.procura.local');
    buyer = await signedInCaller(t, 'buyer@demo.procura.local');
    northwind = await signedInCaller(t, 'admin@northwind.procura.local', 'northwind');
  });
  afterAll(async () => {
    await t?.close();
  });

  const read = async (caller: Caller) => {
    const response = await caller.call('GET', '/Emails/RestrictedDomains');
    expect(response.statusCode).toBe(200);
    return (response.json() as RestrictedDomains).domains;
  };

  it('restricts nothing until saved, then keeps each domain once, lower case and sorted', async () => {
    expect(await read(admin)).toEqual([]);
    const saved = await admin.call('PUT', '/Emails/RestrictedDomains', {
      domains: [' Competitor.com ', 'mail.example.org', 'competitor.com'],
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ domains: ['competitor.com', 'mail.example.org'] });
    expect(await read(admin)).toEqual(['competitor.com', 'mail.example.org']);
    expect(await read(buyer)).toEqual(['competitor.com', 'mail.example.org']);
    // Each agency keeps its own.
    expect(await read(northwind)).toEqual([]);

    const cleared = await admin.call('PUT', '/Emails/RestrictedDomains', { domains: [] });
    expect(cleared.json()).toEqual({ domains: [] });
    expect(await read(admin)).toEqual([]);

    const trail = await auditTrail(t, admin.info.customer.id, 'emailSettings', admin.info.tenderNode.id);
    expect(trail.map((e) => e.action)).toEqual([
      'emailRestrictedDomains.updated',
      'emailRestrictedDomains.updated',
    ]);
  });

  it('refuses a bad list with its message and keeps the saved one', async () => {
    await admin.call('PUT', '/Emails/RestrictedDomains', { domains: ['kept.com'] });
    const cases: [unknown, string][] = [
      [{ domains: ['not a domain'] }, 'emailDomainInvalid'],
      [{ domains: ['kept.com', '@example.com'] }, 'emailDomainInvalid'],
      [{ domains: ['localhost'] }, 'emailDomainInvalid'],
      [{ domains: 'kept.com' }, 'invalidParameter'],
      [{}, 'invalidParameter'],
      [{ domains: Array.from({ length: 501 }, (_, i) => `d${i}.com`) }, 'invalidParameter'],
    ];
    for (const [body, key] of cases) {
      const response = await admin.call('PUT', '/Emails/RestrictedDomains', body);
      expect(response.statusCode, JSON.stringify(body).slice(0, 60)).toBe(400);
      expect(String(keys(response)).split(','), JSON.stringify(body).slice(0, 60)).toContain(key);
    }
    expect(await read(admin)).toEqual(['kept.com']);
  });

  it('lets only the control panel change them', async () => {
    const response = await buyer.call('PUT', '/Emails/RestrictedDomains', { domains: ['x.com'] });
    expect(response.statusCode).toBe(403);
    expect(await read(admin)).toEqual(['kept.com']);
  });
});
