import { type AgencyVendor, supplierSession } from '@procura/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditTrail, signedInCaller, valuesOf } from '../../../test/api.ts';
import { createTestApp, databaseKinds, jsonHeaders, type TestApp } from '../../../test/harness.ts';
import { outboxMailTo } from '../../../test/requirements.ts';
import { signedInSupplier } from '../../../test/suppliers.ts';

const password = 'Claimed-Pass-42!';
const keys = (response: { headers: Record<string, unknown> }) => response.headers['x-message-keys'];
type Caller = Awaited<ReturnType<typeof signedInCaller>>;

describe.each(databaseKinds())('adding a supplier and claiming it on %s', (kind) => {
  let t: TestApp;
  let lead: Caller;
  beforeAll(async () => {
    t = await createTestApp(kind);
    lead = await signedInCaller(t, 'lead@demo.procura.local');
  });
  afterAll(async () => {
    await t?.close();
  });

  const portal = (method: 'GET' | 'POST', path: string, payload?: object, agency = 'demo', cookie?: string) =>
    t.app.inject({
      method,
      url: `/api/v1/portal/${agency}${path}`,
      headers: { ...jsonHeaders, ...(cookie ? { cookie } : {}) },
      ...(payload ? { payload } : {}),
    });
  const uniqueEmail = (name: string) => `${name}-${Math.random().toString(36).slice(2, 8)}@claim.test`;
  const add = (email: string, extra: object = {}, caller = lead) =>
    caller.call('POST', '/Vendors', {
      companyName: 'Granite Works',
      city: 'Kingston',
      contact: { firstName: 'Gia', lastName: 'Stone', email },
      ...extra,
    });
  const claimTokenOf = async (email: string) => {
    const mails = await outboxMailTo(t, email, 'supplierClaimInvitation');
    return decodeURIComponent(mails.at(-1)?.textBody.match(/\?claim=([^\s]+)/)?.[1] ?? '');
  };
  const claimBody = (token: string, email: string, extra: object = {}) => ({
    token,
    company: { companyName: 'Granite Works Ltd.', city: 'Kingston', country: 'Canada' },
    contact: { firstName: 'Gia', lastName: 'Stone-Smith', email },
    password,
    ...extra,
  });

  it('adds the entry, mails the claim link, and the claim signs the supplier in once', async () => {
    const email = uniqueEmail('gia');
    const added = await add(email);
    expect(added.statusCode, added.body).toBe(200);
    const vendor = valuesOf<AgencyVendor>(added)[0];
    expect(vendor).toMatchObject({
      companyName: 'Granite Works',
      city: 'Kingston',
      accountStatus: 'Active',
      emailVerified: false,
      bidCount: 0,
      primaryContact: { email, hasAccount: false, firstName: 'Gia' },
    });
    const vendorId = vendor?.id ?? 0;
    const added0 = (await auditTrail(t, t.seed.demoCustomerId, 'vendor', vendorId))[0];
    expect(added0).toMatchObject({ action: 'vendor.added', vendorId, companyName: 'Granite Works' });

    const mails = await outboxMailTo(t, email, 'supplierClaimInvitation');
    expect(mails).toHaveLength(1);
    expect(mails[0]?.textBody).toContain('/portal/demo/register?claim=');
    expect(mails[0]?.textBody).toContain('14 days');
    const token = await claimTokenOf(email);
    expect(token.length).toBeGreaterThan(20);

    const details = await portal('GET', `/Register/Claim?token=${encodeURIComponent(token)}`);
    expect(details.statusCode, details.body).toBe(200);
    expect(valuesOf(details)[0]).toEqual({
      companyName: 'Granite Works',
      city: 'Kingston',
      provinceState: '',
      country: '',
      phone: '',
      website: '',
      firstName: 'Gia',
      lastName: 'Stone',
      email,
    });

    // The link proves one address: another is refused.
    const otherEmail = await portal('POST', '/Register/Claim', claimBody(token, uniqueEmail('other')));
    expect(otherEmail.statusCode).toBe(400);
    expect(keys(otherEmail)).toBe('supplierClaimInvalid');
    // Another portal does not know the link.
    const elsewhere = await portal('POST', '/Register/Claim', claimBody(token, email), 'northwind');
    expect(keys(elsewhere), elsewhere.body).toBe('supplierClaimInvalid');

    const claimed = await portal('POST', '/Register/Claim', claimBody(token, email.toUpperCase()));
    expect(claimed.statusCode, claimed.body).toBe(200);
    expect(claimed.json().data.supplierSessionDTO.values[0]).toMatchObject({
      agency: 'demo',
      vendorId,
      companyName: 'Granite Works Ltd.',
      email,
      lastName: 'Stone-Smith',
    });
    const cookie = claimed.cookies.find((c) => c.name === supplierSession.cookieName);
    expect(cookie?.value).toBeTruthy();
    const session = await portal('GET', '/Session', undefined, 'demo', `${cookie?.name}=${cookie?.value}`);
    expect(session.statusCode).toBe(200);

    // Spent: neither the details nor a second claim.
    expect(keys(await portal('GET', `/Register/Claim?token=${encodeURIComponent(token)}`))).toBe(
      'supplierClaimInvalid',
    );
    const twice = await portal('POST', '/Register/Claim', claimBody(token, email));
    expect(twice.statusCode).toBe(400);
    expect(keys(twice)).toBe('supplierClaimInvalid');

    // The account signs in with its password; the agency sees it verified, with its profile.
    const signIn = await portal('POST', '/SignIn', { email, password });
    expect(signIn.statusCode, signIn.body).toBe(200);
    const read = valuesOf<AgencyVendor>(await lead.call('GET', `/Vendors?vendorId=${vendorId}`))[0];
    expect(read).toMatchObject({
      companyName: 'Granite Works Ltd.',
      country: 'Canada',
      emailVerified: true,
      primaryContact: { hasAccount: true, lastName: 'Stone-Smith' },
    });
    expect(read?.contacts).toHaveLength(1);
    const trail = await auditTrail(t, t.seed.demoCustomerId, 'vendor', vendorId);
    expect(trail.at(-1)).toMatchObject({ action: 'vendor.claimed', vendorId, actorUserId: null });
    // The supplier's feed shows the addition and the claim.
    const feed = valuesOf<{ eventType: string }>(
      await lead.call('GET', `/AuditEvents/SearchByVendor?vendorId=${vendorId}&sortDirection=asc`),
    ).map((e) => e.eventType);
    expect(feed.slice(0, 2)).toEqual(['vendor.added', 'vendor.claimed']);
    expect(feed).toContain('supplier.signedIn');
  });

  it('refuses an address already in the directory, whatever its case', async () => {
    const supplier = await signedInSupplier(t);
    const taken = await add(supplier.email.toUpperCase());
    expect(taken.statusCode).toBe(400);
    expect(keys(taken)).toBe('vendorAlreadyInDirectory');
    const email = uniqueEmail('twice');
    expect((await add(email, { sendInvitation: false })).statusCode).toBe(200);
    expect(await outboxMailTo(t, email, 'supplierClaimInvitation')).toHaveLength(0);
    expect(keys(await add(` ${email} `))).toBe('vendorAlreadyInDirectory');
    // Another agency's supplier with that address does not count.
    const foreign = await signedInSupplier(t, { agency: 'northwind' });
    expect((await add(foreign.email)).statusCode).toBe(200);
  });

  it('refuses bad input and callers without the edit right', async () => {
    const buyer = await signedInCaller(t, 'buyer@demo.procura.local');
    expect((await add(uniqueEmail('buyer'), {}, buyer)).statusCode).toBe(403);
    expect(keys(await add('not-an-email'))).toBe('errorInvalidEmail');
    expect(keys(await add(uniqueEmail('x'), { companyName: '  ' }))).toBe('requiredField');
    expect(keys(await add(uniqueEmail('x'), { categories: [987_654] }))).toBe('supplierCategoryInvalid');
    expect(keys(await add(uniqueEmail('x'), { city: 'x'.repeat(101) }))).toBe('supplierFieldTooLong');
  });

  it('refuses an unknown or expired link, and a link without a matching entry', async () => {
    const unknown = await portal('GET', '/Register/Claim?token=no-such-token');
    expect(unknown.statusCode).toBe(400);
    expect(keys(unknown)).toBe('supplierClaimInvalid');
    expect((await portal('GET', '/Register/Claim')).statusCode).toBe(400);

    const email = uniqueEmail('late');
    await add(email);
    const token = await claimTokenOf(email);
    t.clock.advance(15 * 86_400_000);
    const expired = await portal('POST', '/Register/Claim', claimBody(token, email));
    expect(expired.statusCode).toBe(400);
    expect(keys(expired)).toBe('supplierClaimInvalid');
    // A weak password is refused by the schema before the link is looked at.
    const weak = await portal('POST', '/Register/Claim', claimBody(token, email, { password: 'short' }));
    expect(weak.statusCode).toBe(400);
  });
});
