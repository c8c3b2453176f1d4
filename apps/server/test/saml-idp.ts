import { readFileSync } from 'node:fs';
import path from 'node:path';
import { inflateRawSync } from 'node:zlib';
import samlify from 'samlify';

// The test identity provider only issues responses; it never validates XML against the schema.
samlify.setSchemaValidator({ validate: () => Promise.resolve('skipped') });

const fixtures = path.join(import.meta.dirname, 'fixtures/saml');
export const idpCertificate = readFileSync(path.join(fixtures, 'idp-cert.pem'), 'utf8');
const idpKey = readFileSync(path.join(fixtures, 'idp-key.pem'), 'utf8');
/** The certificate of another identity provider (another agency's, or an attacker's). */
export const otherCertificate = readFileSync(path.join(fixtures, 'other-cert.pem'), 'utf8');
const otherKey = readFileSync(path.join(fixtures, 'other-key.pem'), 'utf8');

export const idpSignOnUrl = 'http://127.0.0.1:9/idp/sso';
const emailFormat = 'urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress';

function identityProvider(signer: 'trusted' | 'untrusted') {
  return samlify.IdentityProvider({
    entityID: 'https://idp.procura.test/metadata',
    signingCert: signer === 'trusted' ? idpCertificate : otherCertificate,
    privateKey: signer === 'trusted' ? idpKey : otherKey,
    singleSignOnService: [{ Binding: samlify.Constants.namespace.binding.redirect, Location: idpSignOnUrl }],
    singleLogoutService: [
      { Binding: samlify.Constants.namespace.binding.redirect, Location: 'http://127.0.0.1:9/idp/slo' },
    ],
    nameIDFormat: [emailFormat],
  });
}

/** The IdP's metadata document, as an administrator would point Procura at it. */
export function idpMetadata(): string {
  return identityProvider('trusted').getMetadata();
}

/** The AuthnRequest id inside an HTTP-Redirect sign-on URL (deflated, base64). */
export function requestIdFrom(signOnUrl: string): string {
  const request = new URL(signOnUrl).searchParams.get('SAMLRequest') ?? '';
  const xml = inflateRawSync(Buffer.from(request, 'base64')).toString('utf8');
  const id = /\bID="([^"]+)"/.exec(xml)?.[1];
  if (!id) throw new Error(`no request id in ${xml}`);
  return id;
}

export type ResponseOptions = {
  spEntityId: string;
  acsUrl: string;
  inResponseTo: string;
  email: string;
  signer?: 'trusted' | 'untrusted';
  /** Move the assertion's validity window, in minutes from now (negative: in the past). */
  shiftMinutes?: number;
  /** Values that replace the template's own, e.g. another Audience or a lapsed NotOnOrAfter. */
  values?: Partial<Record<TemplateValue, string>>;
  /** Rewrites the template before it is filled and signed (a response missing an element). */
  template?: (xml: string) => string;
};

type TemplateValue =
  | 'AssertionID'
  | 'Destination'
  | 'Audience'
  | 'SubjectRecipient'
  | 'ConditionsNotBefore'
  | 'ConditionsNotOnOrAfter'
  | 'SubjectConfirmationDataNotOnOrAfter';

/** An instant `minutes` from now, as the templates write them. */
export function minutesFromNow(minutes: number): string {
  return new Date(Date.now() + minutes * 60_000).toISOString();
}

/** A base64 SAMLResponse, signed by the trusted IdP key unless told otherwise. */
export async function samlResponse(options: ResponseOptions): Promise<string> {
  const idp = identityProvider(options.signer ?? 'trusted');
  const sp = samlify.ServiceProvider({
    entityID: options.spEntityId,
    assertionConsumerService: [
      { Binding: samlify.Constants.namespace.binding.post, Location: options.acsUrl },
    ],
    wantAssertionsSigned: true,
  });
  const shift = options.shiftMinutes ?? 0;
  const at = (minutes: number) => minutesFromNow(shift + minutes);
  const { context } = await idp.createLoginResponse(
    sp,
    { extract: { request: { id: options.inResponseTo } } },
    'post',
    { email: options.email },
    (template: string) => ({
      id: `_r${Math.random().toString(36).slice(2)}`,
      context: samlify.SamlLib.replaceTagsByValue(options.template?.(template) ?? template, {
        ID: `_r${Math.random().toString(36).slice(2)}`,
        AssertionID: `_a${Math.random().toString(36).slice(2)}`,
        Destination: options.acsUrl,
        Audience: options.spEntityId,
        EntityID: options.spEntityId,
        SubjectRecipient: options.acsUrl,
        Issuer: 'https://idp.procura.test/metadata',
        IssueInstant: at(0),
        AssertionConsumerServiceURL: options.acsUrl,
        StatusCode: 'urn:oasis:names:tc:SAML:2.0:status:Success',
        ConditionsNotBefore: at(-1),
        ConditionsNotOnOrAfter: at(5),
        SubjectConfirmationDataNotOnOrAfter: at(5),
        NameIDFormat: emailFormat,
        NameID: options.email,
        InResponseTo: options.inResponseTo,
        AuthnStatement: '',
        AttributeStatement: '',
        ...options.values,
      }),
    }),
  );
  return context;
}

/** The same response with every signature removed. */
export function withoutSignature(response: string): string {
  return editedResponse(response, (xml) => xml.replace(/<ds:Signature[\s\S]*?<\/ds:Signature>/g, ''));
}

/** The response's XML, changed by `edit` after signing, base64 again (what an attacker posts). */
export function editedResponse(response: string, edit: (xml: string) => string): string {
  return Buffer.from(edit(Buffer.from(response, 'base64').toString('utf8')), 'utf8').toString('base64');
}
