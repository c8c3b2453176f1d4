import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, databaseKinds, jsonHeaders, signIn, type TestApp } from '../../../test/harness.ts';
import {
  idpCertificate,
  idpMetadata,
  idpSignOnUrl,
  requestIdFrom,
  samlResponse,
} from '../../../test/saml-idp.ts';

const password = 'Procura!Demo2026';

describe.each(databaseKinds())('SAML single sign-on on %s', (kind) => {
  let t: TestApp;
  let adminCookie: string;
  let tenantPath: string;
  let sp: { entityId: string; acsUrl: string };

  beforeAll(async () => {
    t = await createTestApp(kind);
    const admin = await signIn(t, 'admin@demo.procura.local');
    adminCookie = admin.cookie;
    tenantPath = admin.tenantPath;
    const saved = await saveSettings({
      enabled: true,
      allowLocalLogin: true,
      idpUrl: idpSignOnUrl,
      certificate: idpCertificate,
    });
    expect(saved.statusCode).toBe(200);
    sp = saved.json().data.customerSsoSamlDTO.values[0].serviceProvider;
  });
  afterAll(async () => {
    await t?.close();
  });

  function saveSettings(settings: Partial<Record<string, unknown>>, cookie = adminCookie) {
    return t.app.inject({
      method: 'PUT',
      url: `${tenantPath}/CustomerSsoSaml`,
      headers: { ...jsonHeaders, cookie },
      payload: {
        enabled: false,
        allowLocalLogin: true,
        idpUrl: '',
        logoutUrl: '',
        certificate: '',
        metadataUrl: '',
        ...settings,
      },
    });
  }

  async function startSignOn(domain = 'demo') {
    const response = await t.app.inject({ method: 'GET', url: `/api/v1/sso/ssoStart?domain=${domain}` });
    return response;
  }

  async function freshRequestId() {
    const start = await startSignOn();
    expect(start.statusCode).toBe(302);
    expect(start.headers.location).toMatch(new RegExp(`^${idpSignOnUrl}\\?SAMLRequest=`));
    expect(new URL(String(start.headers.location)).searchParams.get('RelayState')).toBe('demo');
    return requestIdFrom(String(start.headers.location));
  }

  const spOptions = () => ({ spEntityId: sp.entityId, acsUrl: sp.acsUrl });

  function postAssertion(SAMLResponse: string, RelayState = 'demo') {
    return t.app.inject({
      method: 'POST',
      url: '/api/v1/sso/acs',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ SAMLResponse, RelayState }).toString(),
    });
  }

  function expectRefused(response: { statusCode: number; headers: Record<string, unknown> }, key: string) {
    expect(response.statusCode).toBe(302);
    expect(String(response.headers.location)).toMatch(/^\/login\?err=/);
    expect(response.headers['x-message-keys']).toBe(key);
  }

  it('answers both from loginType once enabled with local login allowed', async () => {
    const type = await t.app.inject({
      method: 'POST',
      url: '/api/v1/login/loginType',
      headers: jsonHeaders,
      payload: { domain: 'demo' },
    });
    expect(type.json()).toEqual({ loginType: 'both' });
  });

  it('signs in with a signed assertion', async () => {
    const inResponseTo = await freshRequestId();
    const response = await samlResponse({ ...spOptions(), inResponseTo, email: 'buyer@demo.procura.local' });
    const accepted = await postAssertion(response);
    expect(accepted.statusCode).toBe(302);
    expect(accepted.headers.location).toBe('/?passthrough=1');
    const cookie = accepted.cookies.find((c) => c.name === 'procura_session');
    expect(cookie?.httpOnly).toBe(true);
    const session = await t.app.inject({
      method: 'POST',
      url: '/api/v1/login/validate',
      headers: { ...jsonHeaders, cookie: `procura_session=${cookie?.value}` },
    });
    expect(session.json().user.email).toBe('buyer@demo.procura.local');
    // Replays and every other refusal are the security suite's (security/auth.int.test.ts).
  });

  it('refuses to start sign-on for a non-SSO domain, with the message on the login page', async () => {
    const start = await startSignOn('northwind');
    expectRefused(start, 'ssoNonSsoDomain');
    expect(decodeURIComponent(String(start.headers.location))).toContain(
      'This domain does not use single sign-on.',
    );
  });

  it('lets only administrators change the settings, and checks the certificate', async () => {
    const lead = await signIn(t, 'lead@demo.procura.local');
    const read = await t.app.inject({
      method: 'GET',
      url: `${tenantPath}/CustomerSsoSaml`,
      headers: { cookie: lead.cookie },
    });
    expect(read.statusCode).toBe(200);
    expect((await saveSettings({ enabled: false }, lead.cookie)).statusCode).toBe(403);
    const buyer = await signIn(t, 'buyer@demo.procura.local', 'demo', password);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `${tenantPath}/CustomerSsoSaml`,
          headers: { cookie: buyer.cookie },
        })
      ).statusCode,
    ).toBe(403);

    const badCert = await saveSettings({
      enabled: true,
      idpUrl: idpSignOnUrl,
      certificate: 'not a certificate',
    });
    expect(badCert.statusCode).toBe(400);
    expect(badCert.headers['x-message-keys']).toBe('ssoMissingCertificate');
    const noUrl = await saveSettings({ enabled: true, certificate: idpCertificate });
    expect(noUrl.headers['x-message-keys']).toBe('ssoMissingCertificate');
  });

  it('reads the identity provider metadata, mapping each failure', async () => {
    const server = http.createServer((request, response) => {
      if (request.url === '/metadata')
        response.writeHead(200, { 'content-type': 'application/xml' }).end(idpMetadata());
      else if (request.url === '/html') response.writeHead(200).end('<html>not metadata</html>');
      else response.writeHead(404).end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const read = (metadataUrl: string) =>
      t.app.inject({
        method: 'POST',
        url: `${tenantPath}/CustomerSsoSaml/Metadata`,
        headers: { ...jsonHeaders, cookie: adminCookie },
        payload: { metadataUrl },
      });
    try {
      const ok = await read(`${base}/metadata`);
      expect(ok.statusCode).toBe(200);
      expect(ok.json().idpUrl).toBe(idpSignOnUrl);
      expect(ok.json().certificate).toContain('BEGIN CERTIFICATE');
      expect((await read(`${base}/missing`)).headers['x-message-keys']).toBe('ssoMetadataBadResponse');
      expect((await read(`${base}/html`)).headers['x-message-keys']).toBe('ssoMetadataParseFailure');
      expect((await read('ftp://127.0.0.1/metadata')).headers['x-message-keys']).toBe(
        'ssoMetadataNotAllowed',
      );
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
    expect((await read(`${base}/metadata`)).headers['x-message-keys']).toBe('ssoMetadataNetworkFailure');
  });

  it('refuses local sign-in once the agency is SSO-only, and offers sso from loginType', async () => {
    expect(
      (
        await saveSettings({
          enabled: true,
          allowLocalLogin: false,
          idpUrl: idpSignOnUrl,
          certificate: idpCertificate,
        })
      ).statusCode,
    ).toBe(200);
    const type = await t.app.inject({
      method: 'POST',
      url: '/api/v1/login/loginType',
      headers: jsonHeaders,
      payload: { domain: 'demo' },
    });
    expect(type.json()).toEqual({ loginType: 'sso' });
    const local = await t.app.inject({
      method: 'POST',
      url: '/api/v1/login',
      headers: jsonHeaders,
      payload: { domain: 'demo', username: 'lead@demo.procura.local', password },
    });
    expect(local.statusCode).toBe(401);
    const inResponseTo = await freshRequestId();
    expect(
      (
        await postAssertion(
          await samlResponse({ ...spOptions(), inResponseTo, email: 'lead@demo.procura.local' }),
        )
      ).headers.location,
    ).toBe('/?passthrough=1');
  });
});
