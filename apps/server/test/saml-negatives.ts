import { jsonHeaders, signIn, type TestApp } from './harness.ts';
import { signatureWrappings } from './saml-attacks.ts';
import {
  editedResponse,
  idpCertificate,
  idpSignOnUrl,
  minutesFromNow,
  otherCertificate,
  type ResponseOptions,
  requestIdFrom,
  samlResponse,
  withoutSignature,
} from './saml-idp.ts';

type Domain = 'demo' | 'northwind';
type ServiceProvider = { entityId: string; acsUrl: string };
const buyer = 'buyer@demo.procura.local';

/**
 * Two agencies on single sign-on: demo trusts the test IdP's certificate, northwind trusts the
 * other one (its own IdP). Responses are built for demo and buyer unless told otherwise.
 */
export function ssoHarness(app: () => TestApp) {
  const sps = {} as Record<Domain, ServiceProvider>;
  let accepted: { response: string; requestId: string; assertionId: string } | undefined;

  async function enable(username: string, domain: Domain, certificate: string) {
    const t = app();
    const admin = await signIn(t, username, domain);
    const saved = await t.app.inject({
      method: 'PUT',
      url: `${admin.tenantPath}/CustomerSsoSaml`,
      headers: { ...jsonHeaders, cookie: admin.cookie },
      payload: {
        enabled: true,
        allowLocalLogin: true,
        idpUrl: idpSignOnUrl,
        logoutUrl: '',
        certificate,
        metadataUrl: '',
      },
    });
    if (saved.statusCode !== 200) throw new Error(`SSO settings refused: ${saved.body}`);
    sps[domain] = saved.json().data.customerSsoSamlDTO.values[0].serviceProvider;
  }

  const harness = {
    async setUp() {
      await enable('admin@demo.procura.local', 'demo', idpCertificate);
      await enable('admin@northwind.procura.local', 'northwind', otherCertificate);
    },
    /** The id of a fresh AuthnRequest the server sent for the agency. */
    async requestId(domain: Domain = 'demo') {
      const start = await app().app.inject({ method: 'GET', url: `/api/v1/sso/ssoStart?domain=${domain}` });
      return requestIdFrom(String(start.headers.location));
    },
    async response(options: Partial<ResponseOptions> & { domain?: Domain } = {}) {
      const { domain = 'demo', ...rest } = options;
      return samlResponse({
        spEntityId: sps[domain].entityId,
        acsUrl: sps[domain].acsUrl,
        inResponseTo: rest.inResponseTo ?? (await harness.requestId(domain)),
        email: buyer,
        ...rest,
      });
    },
    postAssertion(SAMLResponse: string, RelayState = 'demo') {
      return app().app.inject({
        method: 'POST',
        url: '/api/v1/sso/acs',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ SAMLResponse, RelayState }).toString(),
      });
    },
    /** A response the server accepted (the control the negatives are measured against). */
    async acceptedOnce() {
      if (accepted) return accepted;
      const requestId = await harness.requestId();
      const response = await harness.response({ inResponseTo: requestId });
      const answer = await harness.postAssertion(response);
      if (answer.headers.location !== '/?passthrough=1')
        throw new Error(`control refused: ${answer.headers.location}`);
      const xml = Buffer.from(response, 'base64').toString('utf8');
      const assertionId = /<saml:Assertion\b[^>]*\bID="([^"]+)"/.exec(xml)?.[1] ?? '';
      accepted = { response, requestId, assertionId };
      return accepted;
    },
  };
  return harness;
}

type SsoHarness = ReturnType<typeof ssoHarness>;
type Posted = { SAMLResponse: string; RelayState?: string };
/** A negative case: what is posted, and the catalogue key the refusal must carry. */
type SamlCase = { name: string; key: string; build(sso: SsoHarness): Promise<Posted> };

const toDemo = (SAMLResponse: string): Posted => ({ SAMLResponse });
const elsewhere = 'https://elsewhere.example/sp';

/** Every SAML response the service provider must refuse, each without starting a session. */
export const samlNegativeCases: SamlCase[] = [
  {
    name: 'an unsigned assertion',
    key: 'ssoUnsigned',
    build: async (s) => toDemo(withoutSignature(await s.response())),
  },
  {
    name: 'an assertion signed by a certificate the agency does not trust',
    key: 'ssoSignatureInvalid',
    build: async (s) => toDemo(await s.response({ signer: 'untrusted' })),
  },
  ...Object.entries(signatureWrappings).map(([name, wrap]) => ({
    name,
    key: 'ssoSignatureInvalid',
    build: async (s: SsoHarness) =>
      toDemo(editedResponse(await s.response(), (xml) => wrap(xml, 'admin@demo.procura.local'))),
  })),
  {
    name: 'a lapsed Conditions NotOnOrAfter',
    key: 'ssoExpired',
    build: async (s) => toDemo(await s.response({ values: { ConditionsNotOnOrAfter: minutesFromNow(-5) } })),
  },
  {
    name: 'a lapsed SubjectConfirmationData NotOnOrAfter',
    key: 'ssoExpired',
    build: async (s) =>
      toDemo(await s.response({ values: { SubjectConfirmationDataNotOnOrAfter: minutesFromNow(-5) } })),
  },
  {
    name: 'an assertion issued half an hour ago',
    key: 'ssoExpired',
    build: async (s) => toDemo(await s.response({ shiftMinutes: -30 })),
  },
  {
    name: 'a NotBefore ten minutes ahead',
    key: 'ssoCorruptedResponse',
    build: async (s) => toDemo(await s.response({ values: { ConditionsNotBefore: minutesFromNow(10) } })),
  },
  {
    name: 'another audience',
    key: 'ssoCorruptedResponse',
    build: async (s) => toDemo(await s.response({ values: { Audience: elsewhere } })),
  },
  {
    name: 'another recipient',
    key: 'ssoCorruptedResponse',
    build: async (s) => toDemo(await s.response({ values: { SubjectRecipient: `${elsewhere}/acs` } })),
  },
  {
    name: 'another destination',
    key: 'ssoCorruptedResponse',
    build: async (s) => toDemo(await s.response({ values: { Destination: `${elsewhere}/acs` } })),
  },
  {
    name: 'a replayed response',
    key: 'ssoCorruptedResponse',
    build: async (s) => toDemo((await s.acceptedOnce()).response),
  },
  {
    name: 'a used assertion ID in a fresh response',
    key: 'ssoCorruptedResponse',
    build: async (s) =>
      toDemo(await s.response({ values: { AssertionID: (await s.acceptedOnce()).assertionId } })),
  },
  {
    name: 'a second answer to an answered request',
    key: 'ssoCorruptedResponse',
    build: async (s) => toDemo(await s.response({ inResponseTo: (await s.acceptedOnce()).requestId })),
  },
  {
    name: 'an answer to no request of ours',
    key: 'ssoCorruptedResponse',
    build: async (s) => toDemo(await s.response({ inResponseTo: '_not-ours' })),
  },
  {
    name: "an answer to another agency's request, signed by our IdP, posted for that agency",
    key: 'ssoSignatureInvalid',
    build: async (s) => ({
      SAMLResponse: await s.response({ domain: 'northwind' }),
      RelayState: 'northwind',
    }),
  },
  {
    name: 'our valid response posted for another agency',
    key: 'ssoCorruptedResponse',
    build: async (s) => ({ SAMLResponse: await s.response(), RelayState: 'northwind' }),
  },
  {
    name: "another agency's IdP's response, posted to us",
    key: 'ssoCorruptedResponse',
    build: async (s) =>
      toDemo(
        await s.response({
          domain: 'northwind',
          signer: 'untrusted',
          email: 'admin@northwind.procura.local',
        }),
      ),
  },
  {
    name: 'a person of another agency, asserted by our IdP',
    key: 'ssoNoMatchingAccount',
    build: async (s) => toDemo(await s.response({ email: 'admin@northwind.procura.local' })),
  },
  {
    name: 'a person unknown to the agency',
    key: 'ssoNoMatchingAccount',
    build: async (s) => toDemo(await s.response({ email: 'nobody@demo.procura.local' })),
  },
  {
    name: 'a missing NameID',
    key: 'ssoMissingEmail',
    build: async (s) =>
      toDemo(
        await s.response({
          template: (xml) => xml.replace(/<saml:NameID\b[^>]*>\{NameID\}<\/saml:NameID>/, ''),
        }),
      ),
  },
  {
    name: 'a NameID that is no email',
    key: 'ssoMissingEmail',
    build: async (s) => toDemo(await s.response({ email: 'buyer' })),
  },
  { name: 'an empty body', key: 'ssoEmptyBody', build: async () => ({ SAMLResponse: '' }) },
  {
    name: 'an unknown agency',
    key: 'ssoDomainNotFound',
    build: async () => ({ SAMLResponse: 'PHNhbWw+', RelayState: 'nowhere' }),
  },
  {
    name: 'an agency without single sign-on',
    key: 'ssoNonSsoDomain',
    build: async () => ({ SAMLResponse: 'PHNhbWw+', RelayState: 'procura-support' }),
  },
  {
    name: 'XML that is no SAML response',
    key: 'ssoCorruptedResponse',
    build: async () => toDemo('PHNhbWw+'),
  },
];
