import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, databaseKinds, jsonHeaders, signIn, type TestApp } from '../../../test/harness.ts';

const account = {
  accountName: 'City of Demo Procurement',
  displayName: 'City of Demo',
  address1: '1 Main Street',
  address2: 'Suite 200',
  postalCode: 'K1A 0A1',
  language: 'fr',
  timezone: 'America/Halifax',
  country: 'Canada',
  provinceState: 'Ontario',
  city: 'Ottawa',
  industry: 'Municipal',
  sourceOfTender: 'Procura',
  allowSendToSPAOnProject: true,
  spaEndpointType: 'REST',
};

describe.each(databaseKinds())('control panel settings on %s', (kind) => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof signIn>>;
  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = await signIn(t, 'admin@demo.procura.local');
  });
  afterAll(async () => {
    await t?.close();
  });

  const call = (method: 'GET' | 'PUT', path: string, cookie: string, payload?: object) =>
    t.app.inject({
      method,
      url: `${admin.tenantPath}${path}`,
      headers: { ...jsonHeaders, cookie },
      ...(payload ? { payload } : {}),
    });

  it('saves every account field and audits the change', async () => {
    const path = `/customer/${admin.info.customer.id}`;
    const saved = await call('PUT', path, admin.cookie, account);
    expect(saved.statusCode).toBe(200);
    const read = await call('GET', path, admin.cookie);
    expect(read.json().data.customerDTO.values[0]).toMatchObject({ ...account, domain: 'demo' });
    const validated = await t.app.inject({
      method: 'POST',
      url: '/api/v1/login/validate',
      headers: { ...jsonHeaders, cookie: admin.cookie },
    });
    expect(validated.json().customer.timezone).toBe('America/Halifax');
  });

  it('refuses unknown time zones, empty names and another agency', async () => {
    const path = `/customer/${admin.info.customer.id}`;
    expect((await call('PUT', path, admin.cookie, { ...account, timezone: 'Mars/Olympus' })).statusCode).toBe(
      400,
    );
    const noName = await call('PUT', path, admin.cookie, { ...account, accountName: ' ' });
    expect(noName.headers['x-message-keys']).toBe('nameRequired');
    const other = await call('GET', `/customer/${t.seed.northwindCustomerId}`, admin.cookie);
    expect(other.json()[0]).toBe('agencyMismatch');
  });

  it('lets only users with the control panel manage right change settings', async () => {
    const lead = await signIn(t, 'lead@demo.procura.local');
    expect((await call('GET', `/customer/${admin.info.customer.id}`, lead.cookie)).statusCode).toBe(200);
    expect((await call('PUT', `/customer/${admin.info.customer.id}`, lead.cookie, account)).statusCode).toBe(
      403,
    );
    const buyer = await signIn(t, 'buyer@demo.procura.local');
    expect((await call('GET', `/customer/${admin.info.customer.id}`, buyer.cookie)).statusCode).toBe(403);
  });

  it('keeps project settings within their rules', async () => {
    const settings = {
      autoGenerateProjectNumber: true,
      projectNumberPrefix: 'RFP-',
      projectNumberPadding: 14,
      nextProjectNumber: 42,
      notificationMonths: 6,
      submissionsRequiredToUnseal: 3,
      optionalRows: 20,
      allowInformalProjects: true,
    };
    const saved = await call('PUT', '/TenderNodes', admin.cookie, settings);
    expect(saved.statusCode).toBe(200);
    expect(
      (await call('GET', '/TenderNodes', admin.cookie)).json().data.tenderNodeDTO.values[0],
    ).toMatchObject(settings);
    expect(
      (await call('PUT', '/TenderNodes', admin.cookie, { ...settings, projectNumberPadding: 15 })).statusCode,
    ).toBe(400);
    const forbidden = await call('PUT', '/TenderNodes', admin.cookie, {
      ...settings,
      projectNumberPrefix: 'RFP/',
    });
    expect(forbidden.headers['x-message-keys']).toBe('invalidProjectNumber');
    const missing = await call('PUT', '/TenderNodes', admin.cookie, {
      ...settings,
      nextProjectNumber: undefined,
    });
    expect(missing.headers['x-message-keys']).toBe('requiredField');
  });

  it('lists time zones and languages', async () => {
    const zones = (await call('GET', '/TimeZones', admin.cookie))
      .json()
      .data.timeZoneDTO.values.map((z: { id: string }) => z.id);
    expect(zones).toContain('America/Toronto');
    expect(zones.length).toBeGreaterThan(300);
    const languages = (await call('GET', '/Languages', admin.cookie)).json().data.languageDTO.values;
    expect(languages.map((l: { code: string }) => l.code)).toEqual(['en', 'fr']);
  });
});
