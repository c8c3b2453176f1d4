import { supplierSession } from '@procura/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditTrail } from '../../../test/api.ts';
import { createTestApp, databaseKinds, jsonHeaders, type TestApp } from '../../../test/harness.ts';
import { outboxMailTo } from '../../../test/requirements.ts';
import { signedInSupplier, supplierPasswordForTests } from '../../../test/suppliers.ts';
import { vendorContacts, vendors } from '../../db/schema/index.ts';
import { asSystem } from '../../platform/tenancy.ts';
import { portalAgency } from '../customers/index.ts';

const password = 'Sturdy-Pass-42!';
const keys = (response: { headers: Record<string, unknown> }) => response.headers['x-message-keys'];

describe.each(databaseKinds())('supplier accounts on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => {
    await t?.close();
  });

  const post = (path: string, payload: object, agency = 'demo', cookie?: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/v1/portal/${agency}${path}`,
      headers: { ...jsonHeaders, ...(cookie ? { cookie } : {}) },
      payload,
    });
  const get = (path: string, cookie: string, agency = 'demo') =>
    t.app.inject({ method: 'GET', url: `/api/v1/portal/${agency}${path}`, headers: { cookie } });
  const cookieOf = (response: { cookies: { name: string; value: string }[] }) => {
    const found = response.cookies.find((c) => c.name === supplierSession.cookieName);
    return found ? `${found.name}=${found.value}` : '';
  };
  const uniqueEmail = (name: string) => `${name}-${Math.random().toString(36).slice(2, 8)}@acme.test`;
  const registration = (email: string, extra: object = {}) => ({
    company: { companyName: 'Acme Paving Ltd.', city: 'Hamilton', country: 'Canada', ...extra },
    contact: { firstName: 'Ada', lastName: 'Stone', email, title: 'Estimator' },
    password,
  });
  const tokenIn = async (email: string, kindOfMail: string) => {
    const mails = await outboxMailTo(t, email, kindOfMail);
    const last = mails.at(-1);
    return last?.textBody.match(/token=([\w-]+)/)?.[1] ?? '';
  };

  it('registers, mails a verification link, verifies and signs in', async () => {
    const email = uniqueEmail('ada');
    const registered = await post('/Register', registration(email, { hstNumber: '123456789RT0001' }));
    expect(registered.statusCode, registered.body).toBe(200);
    expect(registered.json().message).toContain(email);
    expect(cookieOf(registered)).toBe('');

    const mails = await outboxMailTo(t, email, 'supplierVerifyEmail');
    expect(mails).toHaveLength(1);
    expect(mails[0]?.textBody).toContain('/portal/demo/verify-email?token=');
    const token = await tokenIn(email, 'supplierVerifyEmail');

    // Not verified yet: the right password is refused with its own key.
    const early = await post('/SignIn', { email, password });
    expect(early.statusCode).toBe(403);
    expect(keys(early)).toBe('supplierEmailNotVerified');

    const verified = await post('/Register/Verify', { token });
    expect(verified.statusCode, verified.body).toBe(200);
    const answer = verified.json().data.supplierSessionDTO.values[0];
    expect(answer).toMatchObject({
      agency: 'demo',
      companyName: 'Acme Paving Ltd.',
      firstName: 'Ada',
      email,
    });
    const cookie = cookieOf(verified);
    const session = await get('/Session', cookie);
    expect(session.statusCode).toBe(200);
    expect(session.json().data.supplierSessionDTO.values[0]).toEqual(answer);

    const portal = await portalAgency(t.ctx, 'demo');
    const [vendor] = await asSystem(t.database.db, (tx) =>
      tx
        .select()
        .from(vendors)
        .where(and(eq(vendors.customerId, portal.customerId), eq(vendors.id, answer.vendorId))),
    );
    expect(vendor).toMatchObject({ belongsToNodeId: portal.tenderNodeId, hstNumber: '123456789RT0001' });
    const trail = await auditTrail(t, vendor?.customerId ?? 0, 'vendor', answer.vendorId);
    expect(trail.map((e) => e.action)).toContain('supplier.registered');

    // The link is single-use.
    const again = await post('/Register/Verify', { token });
    expect(again.statusCode).toBe(400);
    expect(keys(again)).toBe('supplierLinkInvalid');

    const signedOut = await post('/SignOut', {}, 'demo', cookie);
    expect(signedOut.statusCode).toBe(204);
    expect((await get('/Session', cookie)).statusCode).toBe(401);
  });

  it('refuses an expired verification link, and resend mails a new one with the same answer for anyone', async () => {
    const email = uniqueEmail('late');
    await post('/Register', registration(email));
    const token = await tokenIn(email, 'supplierVerifyEmail');
    t.clock.advance(24 * 3_600_000 + 1);
    const expired = await post('/Register/Verify', { token });
    expect(expired.statusCode).toBe(400);
    expect(keys(expired)).toBe('supplierLinkInvalid');

    const resent = await post('/Register/Resend', { email });
    const unknown = await post('/Register/Resend', { email: uniqueEmail('nobody') });
    expect(resent.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(resent.json().message.replace(email, '')).toBe(
      unknown.json().message.replace(/\S+@acme\.test/, ''),
    );
    const fresh = await tokenIn(email, 'supplierVerifyEmail');
    expect(fresh).not.toBe(token);
    // One portal's link never works on another agency's portal.
    const elsewhere = await post('/Register/Verify', { token: fresh }, 'northwind');
    expect(elsewhere.statusCode).toBe(400);
    expect(keys(elsewhere)).toBe('supplierLinkInvalid');
    // A second ask within the minute answers alike but mails nothing more.
    const twice = await post('/Register/Resend', { email });
    expect(twice.json()).toEqual(resent.json());
    expect(await outboxMailTo(t, email, 'supplierVerifyEmail')).toHaveLength(2);
    expect((await post('/Register/Verify', { token: fresh })).statusCode).toBe(200);
  });

  it('answers a registration of a known email as any other and mails its owner, and refuses bad input with keys', async () => {
    const email = uniqueEmail('dup');
    const first = await post('/Register', registration(email));
    expect(first.statusCode).toBe(200);
    const duplicate = await post('/Register', registration(email.toUpperCase()));
    // Nothing tells the caller the email has an account (ASVS V6.3.8): same status, same message.
    expect(duplicate.statusCode).toBe(200);
    expect(duplicate.json().message.toLowerCase()).toBe(first.json().message.toLowerCase());
    // Its owner hears of it instead, with where to sign in or reset; no second account exists.
    const told = await outboxMailTo(t, email, 'supplierRegistrationAttempt');
    expect(told).toHaveLength(1);
    expect(told[0]?.textBody).toContain('/portal/demo/sign-in');
    expect(told[0]?.textBody).toContain('/portal/demo/forgot-password');
    expect(await outboxMailTo(t, email, 'supplierVerifyEmail')).toHaveLength(1);

    // The same email registers on another agency's portal: accounts belong to an agency.
    expect((await post('/Register', registration(email), 'northwind')).statusCode).toBe(200);

    const weak = await post('/Register', { ...registration(uniqueEmail('weak')), password: 'Password1!' });
    expect(weak.statusCode).toBe(400);
    expect(keys(weak)).toBe('passwordNotComplex');
    const noName = await post('/Register', registration(uniqueEmail('noname'), { companyName: '  ' }));
    expect(noName.statusCode).toBe(400);
    expect(keys(noName)).toBe('requiredField');
    const badCategory = await post('/Register', registration(uniqueEmail('cat'), { categories: [999_999] }));
    expect(badCategory.statusCode).toBe(400);
    expect(keys(badCategory)).toBe('supplierCategoryInvalid');
    const diverse = await post(
      '/Register',
      registration(uniqueEmail('div'), { certifiedDiverseSupplier: true }),
    );
    expect(diverse.statusCode).toBe(400);
    expect(keys(diverse)).toBe('requiredField');
    expect((await post('/Register', registration(uniqueEmail('x')), 'no-such-agency')).statusCode).toBe(404);
  });

  it('signs in; wrong password and unknown email answer alike', async () => {
    const supplier = await signedInSupplier(t);
    const right = await post('/SignIn', {
      email: supplier.email.toUpperCase(),
      password: supplierPasswordForTests,
    });
    expect(right.statusCode, right.body).toBe(200);
    expect(cookieOf(right)).not.toBe('');

    const wrong = await post('/SignIn', { email: supplier.email, password: 'Wrong-Pass-1!' });
    const unknown = await post('/SignIn', { email: uniqueEmail('ghost'), password: 'Wrong-Pass-1!' });
    expect([wrong.statusCode, unknown.statusCode]).toEqual([400, 400]);
    expect(wrong.body).toBe(unknown.body);
    expect(keys(wrong)).toBe('supplierInvalidCredentials');

    // The lock-out after five failures is the security suite's (security/auth.int.test.ts).
    const trail = await auditTrail(t, supplier.agency.customerId, 'vendorContact', supplier.contactId);
    expect(trail.map((e) => e.action)).toEqual(
      expect.arrayContaining(['supplier.signInFailed', 'supplier.signedIn']),
    );
  });

  it('resets a forgotten password: same answer for anyone, the link sets it and ends every session', async () => {
    const supplier = await signedInSupplier(t);
    const asked = await post('/PasswordReset', { email: supplier.email });
    const unknown = await post('/PasswordReset', { email: uniqueEmail('ghost') });
    expect(asked.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(
      await outboxMailTo(
        t,
        unknown.json().message.match(/\S+@acme\.test/)?.[0] ?? '',
        'supplierPasswordReset',
      ),
    ).toHaveLength(0);
    expect((await post('/PasswordReset', { email: supplier.email })).json()).toEqual(asked.json());
    expect(await outboxMailTo(t, supplier.email, 'supplierPasswordReset')).toHaveLength(1);
    const mail = (await outboxMailTo(t, supplier.email, 'supplierPasswordReset'))[0];
    expect(mail?.textBody).toContain('/portal/demo/reset-password?token=');
    const token = await tokenIn(supplier.email, 'supplierPasswordReset');

    const weak = await post('/PasswordReset/Confirm', { token, password: 'short' });
    expect(keys(weak)).toBe('passwordNotComplex');
    const confirmed = await post('/PasswordReset/Confirm', { token, password: 'Brand-New-Pass-9!' });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect((await supplier.call('GET', '/Session')).statusCode).toBe(401);
    expect(
      (await post('/SignIn', { email: supplier.email, password: supplierPasswordForTests })).statusCode,
    ).toBe(400);
    expect((await post('/SignIn', { email: supplier.email, password: 'Brand-New-Pass-9!' })).statusCode).toBe(
      200,
    );
    const reused = await post('/PasswordReset/Confirm', { token, password: 'Other-New-Pass-9!' });
    expect(keys(reused)).toBe('supplierLinkInvalid');
  });

  it('changes the password with the old one; other sessions end, this one stays', async () => {
    const supplier = await signedInSupplier(t);
    const other = cookieOf(
      await post('/SignIn', { email: supplier.email, password: supplierPasswordForTests }),
    );
    const wrongOld = await supplier.call('PUT', '/Password', {
      oldPassword: 'Nope-Nope-1!',
      newPassword: 'Changed-Pass-7!',
    });
    expect(wrongOld.statusCode).toBe(400);
    expect(keys(wrongOld)).toBe('oldPasswordIncorrect');
    const changed = await supplier.call('PUT', '/Password', {
      oldPassword: supplierPasswordForTests,
      newPassword: 'Changed-Pass-7!',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await supplier.call('GET', '/Session')).statusCode).toBe(200);
    expect((await get('/Session', other)).statusCode).toBe(401);
  });

  it("does not accept agency A's supplier cookie on agency B's portal", async () => {
    const supplier = await signedInSupplier(t, { agency: 'demo' });
    expect((await get('/Session', supplier.cookie, 'demo')).statusCode).toBe(200);
    expect((await get('/Session', supplier.cookie, 'northwind')).statusCode).toBe(401);
    expect((await get('/Profile', supplier.cookie, 'northwind')).statusCode).toBe(401);
    // A staff session is not a supplier session.
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/portal/demo/Session' })).statusCode).toBe(401);
  });

  it('stores only hashes: no password or token in the contact row', async () => {
    const email = uniqueEmail('hash');
    await post('/Register', registration(email));
    const [row] = await asSystem(t.database.db, (tx) =>
      tx
        .select()
        .from(vendorContacts)
        .where(and(eq(vendorContacts.email, email))),
    );
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row?.isPrimary).toBe(true);
    expect(row?.emailVerifiedAt).toBeNull();
  });
});
