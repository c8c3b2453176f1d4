import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { requestIdFrom, samlResponse } from '../../apps/server/test/saml-idp.ts';

export type TestIdentityProvider = { signOnUrl: string; close(): Promise<void> };

/**
 * A SAML identity provider on loopback for browser journeys: it takes the redirect-binding
 * AuthnRequest, "authenticates" the configured person, and answers with the usual auto-posting
 * form carrying a signed response to the service provider's assertion consumer service.
 */
export async function startIdentityProvider(options: {
  email: string;
  spEntityId: () => string;
  acsUrl: () => string;
}) {
  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    if (url.pathname !== '/idp/sso') {
      response.writeHead(404).end();
      return;
    }
    const relayState = url.searchParams.get('RelayState') ?? '';
    samlResponse({
      spEntityId: options.spEntityId(),
      acsUrl: options.acsUrl(),
      inResponseTo: requestIdFrom(url.toString()),
      email: options.email,
    })
      .then((saml) => {
        const escapeHtml = (value: string) => value.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
        response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(
          `<!doctype html><html><body><p>Signing you in…</p>
          <form id="saml" method="post" action="${escapeHtml(options.acsUrl())}">
            <input type="hidden" name="SAMLResponse" value="${escapeHtml(saml)}">
            <input type="hidden" name="RelayState" value="${escapeHtml(relayState)}">
          </form><script>document.getElementById('saml').submit()</script></body></html>`,
        );
      })
      .catch((error: unknown) => {
        response.writeHead(500).end(String(error));
      });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    signOnUrl: `http://127.0.0.1:${port}/idp/sso`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  } satisfies TestIdentityProvider;
}
