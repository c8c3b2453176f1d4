import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, databaseKinds, jsonHeaders, signIn, type TestApp } from '../../../test/harness.ts';
import { outbox, sessions } from '../../db/schema/index.ts';
import { asSystem } from '../../platform/tenancy.ts';

const admin = 'admin@demo.procura.local';
const buyer = 'buyer@demo.procura.local';
const password = 'Procura!Demo2026';

describe.each(databaseKinds())('sign-in and sessions on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => {
    await t?.close();
  });

  const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url,
      headers: { ...jsonHeaders, ...headers },
      payload: payload as object,
    });

  it('looks up the login type of a domain and refuses an unknown one with 400', async () => {
    const local = await post('/api/v1/login/loginType', { domain: 'DEMO' });
    expect(local.statusCode).toBe(200);
    expect(local.json()).toEqual({ loginType: 'local' });
    const unknown = await post('/api/v1/login/loginType', { domain: 'nowhere' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.headers['x-message-keys']).toBe('errorInvalidDomain');
    expect(unknown.json()).toEqual(['Invalid email or domain.']);
  });

  it('signs in with a fresh cookie and answers customer, user and nodes', async () => {
    const first = await post('/api/v1/login', { username: admin, password, domain: 'demo' });
    const second = await post('/api/v1/login', { username: admin.toUpperCase(), password, domain: 'demo' });
    expect(first.statusCode).toBe(200);
    // Its flags, fixation and expiry are the security suite's (security/auth.int.test.ts).
    const cookie = first.cookies.find((c) => c.name === 'procura_session');
    expect(second.cookies.find((c) => c.name === 'procura_session')?.value).not.toBe(cookie?.value);
    const body = first.json();
    expect(body.customer.domain).toBe('demo');
    expect(body.user.email).toBe(admin);
    expect(body.user.permissions).toContain('TEAM_MEMBERS_EDIT');
    expect(body.tenderNode.kind).toBe('tender');
    expect(body.customerNode.kind).toBe('customer');
    expect(body.host).toBeTruthy();
    // Only the token's hash is stored.
    const stored = await asSystem(t.database.db, (tx) => tx.select().from(sessions));
    expect(stored.some((s) => s.tokenHash === cookie?.value)).toBe(false);
    expect(stored.every((s) => /^[0-9a-f]{64}$/.test(s.tokenHash))).toBe(true);
  });

  it('refuses a username with @ that is not an email, and missing fields, with 400 and keys', async () => {
    const bad = await post('/api/v1/login', { username: 'x@', password, domain: 'demo' });
    expect(bad.statusCode).toBe(400);
    expect(bad.headers['x-message-keys']).toContain('errorInvalidEmail');
    const missing = await post('/api/v1/login', { username: admin });
    expect(missing.statusCode).toBe(400);
    expect(String(missing.headers['x-message-keys'])).toMatch(/invalidParameter/);
  });

  it('answers 401 with the catalogue message for a wrong password', async () => {
    const response = await post('/api/v1/login', {
      username: buyer,
      password: 'Wrong!Password1',
      domain: 'demo',
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(['Invalid credentials.']);
    expect((await post('/api/v1/login', { username: buyer, password, domain: 'demo' })).statusCode).toBe(200);
  });

  it('resets the failure count after a successful sign-in', async () => {
    const user = 'lead@demo.procura.local';
    for (let i = 0; i < 4; i++)
      await post('/api/v1/login', { username: user, password: 'Nope!Nope1', domain: 'demo' });
    expect((await post('/api/v1/login', { username: user, password, domain: 'demo' })).statusCode).toBe(200);
    for (let i = 0; i < 4; i++) {
      expect(
        (await post('/api/v1/login', { username: user, password: 'Nope!Nope1', domain: 'demo' })).statusCode,
      ).toBe(401);
    }
    expect((await post('/api/v1/login', { username: user, password, domain: 'demo' })).statusCode).toBe(200);
  });

  it('validates and refreshes a session, which then outlives its first 30 minutes', async () => {
    const { cookie } = await signIn(t, admin);
    const validate = () => post('/api/v1/login/validate', undefined, { cookie });
    const first = await validate();
    expect(first.statusCode).toBe(200);
    // Every signed-in answer says when the session idles out, for the timeout dialog.
    expect(first.headers['x-idle-expires-at']).toBe(first.json().idleExpiresAt);
    t.clock.advance(25 * 60_000);
    const refreshed = await t.app.inject({
      method: 'GET',
      url: '/api/v1/Utilities/RefreshSession',
      headers: { cookie },
    });
    expect(refreshed.statusCode).toBe(200);
    t.clock.advance(25 * 60_000);
    expect((await validate()).statusCode).toBe(200);
  });

  it('signs off: the token stops working and the cookie is cleared', async () => {
    const { cookie } = await signIn(t, admin);
    const off = await post('/api/v1/login/signoff', undefined, { cookie });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toEqual({ redirectUrl: null });
    expect(off.cookies.find((c) => c.name === 'procura_session')?.value).toBe('');
    expect((await post('/api/v1/login/validate', undefined, { cookie })).statusCode).toBe(401);
  });

  it('refuses state-changing requests without the anti-forgery header', async () => {
    const { cookie } = await signIn(t, admin);
    const forged = await t.app.inject({
      method: 'POST',
      url: '/api/v1/login/signoff',
      headers: { cookie, 'content-type': 'application/json' },
      payload: {},
    });
    expect(forged.statusCode).toBe(403);
    expect(forged.headers['x-message-keys']).toBe('csrfHeaderMissing');
    expect((await post('/api/v1/login/validate', undefined, { cookie })).statusCode).toBe(200);
  });

  it('mails a single-use reset link through the outbox, without revealing unknown emails', async () => {
    const known = await post('/api/v1/auth/forgot-password', {
      email: buyer,
      domain: 'demo',
      isTeammemberportal: false,
    });
    const unknown = await post('/api/v1/auth/forgot-password', {
      email: 'nobody@demo.procura.local',
      domain: 'demo',
    });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.json().message).toBe(unknown.json().message.replace('nobody@demo.procura.local', buyer));
    const mails = await asSystem(t.database.db, (tx) =>
      tx.select().from(outbox).where(eq(outbox.kind, 'passwordReset')),
    );
    expect(mails.map((m) => m.toAddress)).toEqual([buyer]);
    const token = /token=([\w-]+)/.exec(mails[0]?.textBody ?? '')?.[1] ?? '';
    expect(token).not.toBe('');

    expect((await post('/api/v1/auth/verify-email', { email: buyer, token })).json()).toEqual({
      isValid: true,
    });
    expect((await post('/api/v1/auth/verify-email', { email: admin, token })).json()).toEqual({
      isValid: false,
    });
    const weak = await post('/api/v1/auth/change-forgotten-password', {
      email: buyer,
      token,
      newPassword: 'simple',
    });
    expect(weak.statusCode).toBe(400);
    expect(weak.headers['x-message-keys']).toBe('passwordNotComplex');

    const { cookie } = await signIn(t, buyer);
    const changed = await post('/api/v1/auth/change-forgotten-password', {
      email: buyer,
      token,
      newPassword: 'New!Secret99AB',
    });
    expect(changed.statusCode).toBe(200);
    // Old sessions end, the old password stops working, the new one works, the token is spent.
    expect((await post('/api/v1/login/validate', undefined, { cookie })).statusCode).toBe(401);
    expect((await post('/api/v1/login', { username: buyer, password, domain: 'demo' })).statusCode).toBe(401);
    expect(
      (await post('/api/v1/login', { username: buyer, password: 'New!Secret99AB', domain: 'demo' }))
        .statusCode,
    ).toBe(200);
    const again = await post('/api/v1/auth/change-forgotten-password', {
      email: buyer,
      token,
      newPassword: 'Other!Secret99AB',
    });
    expect(again.statusCode).toBe(400);
    expect(again.headers['x-message-keys']).toBe('resetLinkInvalid');
  });

  it('expires reset links after an hour', async () => {
    const email = 'admin@northwind.procura.local';
    await post('/api/v1/auth/forgot-password', { email });
    const [mail] = await asSystem(t.database.db, (tx) =>
      tx
        .select()
        .from(outbox)
        .where(and(eq(outbox.kind, 'passwordReset'), eq(outbox.toAddress, email))),
    );
    const token = /token=([\w-]+)/.exec(mail?.textBody ?? '')?.[1] ?? '';
    t.clock.advance(61 * 60_000);
    expect((await post('/api/v1/auth/verify-email', { email, token })).json()).toEqual({ isValid: false });
    const late = await post('/api/v1/auth/change-forgotten-password', {
      email,
      token,
      newPassword: 'Late!Secret99AB',
    });
    expect(late.statusCode).toBe(400);
  });

  it('lets only site administrators list agencies and switch to another', async () => {
    const plain = await signIn(t, admin);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/v1/customer/All', headers: { cookie: plain.cookie } }))
        .statusCode,
    ).toBe(403);
    expect(
      (
        await post(
          '/api/v1/login/switchAgency',
          { customerId: t.seed.northwindCustomerId },
          { cookie: plain.cookie },
        )
      ).statusCode,
    ).toBe(403);

    const site = await signIn(t, 'siteadmin@demo.procura.local');
    expect(site.info).toMatchObject({ user: { isSiteAdmin: true } });
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/v1/customer/All',
      headers: { cookie: site.cookie },
    });
    expect(list.statusCode).toBe(200);
    const agencies = list.json().data.customerDTO.values as {
      customerId: number;
      customerName: string;
      tenderNodeId: number;
    }[];
    const northwind = agencies.find((a) => a.customerId === t.seed.northwindCustomerId);
    expect(northwind?.customerName).toBe('Northwind County');

    const switched = await post(
      '/api/v1/login/switchAgency',
      { customerId: t.seed.northwindCustomerId },
      { cookie: site.cookie },
    );
    expect(switched.statusCode).toBe(200);
    expect(switched.json().customer.domain).toBe('northwind');
    // The switch replaced the session's token: the one from before the switch no longer signs in.
    const rotated = switched.cookies.find((c) => c.name === 'procura_session')?.value ?? '';
    expect(`procura_session=${rotated}`).not.toBe(site.cookie);
    const before = await t.app.inject({
      method: 'GET',
      url: '/api/v1/customer/All',
      headers: { cookie: site.cookie },
    });
    expect(before.statusCode).toBe(401);
    site.cookie = `procura_session=${rotated}`;
    const there = await t.app.inject({
      method: 'GET',
      url: `/api/v1/customer/${northwind?.customerId}/node/${northwind?.tenderNodeId}/Users`,
      headers: { cookie: site.cookie },
    });
    expect(there.statusCode).toBe(200);
    expect(there.json().data.userDTO.values.map((u: { email: string }) => u.email)).toEqual([
      'admin@northwind.procura.local',
    ]);
    const home = await t.app.inject({
      method: 'GET',
      url: `${site.tenantPath}/Users`,
      headers: { cookie: site.cookie },
    });
    expect(home.statusCode).toBe(403);
    expect(home.json()[0]).toBe('agencyMismatch');
  });
});
