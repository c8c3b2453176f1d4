import { X509Certificate } from 'node:crypto';
import type { MessageKey, SsoSettings } from '@procura/contract';
import { byActor, recordAudit } from '../../platform/audit.ts';
import type { AppContext } from '../../platform/context.ts';
import { AppError, badRequest } from '../../platform/errors.ts';
import { asSystem, inTenant } from '../../platform/tenancy.ts';
import { createSession } from '../auth/index.ts';
import { findCustomer, findCustomerByDomain } from '../customers/index.ts';
import { findActiveUsersByEmail } from '../team/index.ts';
import { insertUsedAssertion, updateSsoColumns } from './queries.ts';
import { samlFor, serviceProviderOf } from './saml.ts';

const ssoError = (key: MessageKey) => new AppError(400, key);

async function ssoCustomer(ctx: AppContext, domain: string | undefined) {
  if (!domain) throw ssoError('ssoDomainNotFound');
  const customer = await asSystem(ctx.db, (tx) => findCustomerByDomain(tx, domain));
  if (!customer) throw ssoError('ssoDomainNotFound');
  if (!customer.ssoEnabled) throw ssoError('ssoNonSsoDomain');
  if (!customer.ssoCertificate || !customer.ssoIdpUrl) throw ssoError('ssoMissingCertificate');
  return customer;
}

/** The identity provider's sign-on URL carrying a fresh AuthnRequest; the domain rides as RelayState. */
export async function startSingleSignOn(ctx: AppContext, domain: string | undefined): Promise<string> {
  const customer = await ssoCustomer(ctx, domain);
  return samlFor(ctx, customer).getAuthorizeUrlAsync(customer.domain, undefined, {});
}

/** node-saml's failures, in the catalogue's words (001 §8, SSO login). */
function keyForSamlFailure(error: unknown): MessageKey {
  const message = error instanceof Error ? error.message : String(error);
  if (/expired|NotOnOrAfter|NotBefore|too old/i.test(message)) return 'ssoExpired';
  if (/signature/i.test(message)) return 'ssoSignatureInvalid';
  if (/InResponseTo|Unexpected|Invalid|missing|not|parse|audience/i.test(message))
    return 'ssoCorruptedResponse';
  return 'ssoUnknownError';
}

/** Whether any NotOnOrAfter in the response is past (with the minute of skew we accept). */
function hasLapsed(xml: string, now: Date): boolean {
  return [...xml.matchAll(/NotOnOrAfter="([^"]+)"/g)].some(
    (m) => Date.parse(m[1] ?? '') + 60_000 <= now.getTime(),
  );
}

/**
 * Whether the response was made for our assertion consumer service. node-saml checks neither the
 * response's Destination nor the bearer confirmation's Recipient (SAML 2.0 profiles 4.1.4.2-3), so
 * without this an IdP's response for another service provider sharing our audience would sign in
 * here. The Recipient is read from the assertion node-saml verified, never from the raw post.
 */
function isAddressedTo(responseXml: string, assertionXml: string, acsUrl: string): boolean {
  const unescaped = (value: string | undefined) => value?.replace(/&amp;/g, '&');
  const destination = unescaped(/<(?:\w+:)?Response\b[^>]*\bDestination="([^"]*)"/.exec(responseXml)?.[1]);
  if (destination !== undefined && destination !== acsUrl) return false;
  const recipients = [
    ...assertionXml.matchAll(/<(?:\w+:)?SubjectConfirmationData\b[^>]*\bRecipient="([^"]*)"/g),
  ].map((m) => unescaped(m[1]));
  return recipients.length > 0 && recipients.every((recipient) => recipient === acsUrl);
}

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Checks a posted SAML response and starts a session for the agency user with the asserted email.
 * Every assertion is accepted once; a replay is refused even within its validity window.
 */
export async function consumeAssertion(
  ctx: AppContext,
  body: { SAMLResponse?: string | undefined; RelayState?: string | undefined },
) {
  if (!body.SAMLResponse) throw ssoError('ssoEmptyBody');
  const customer = await ssoCustomer(ctx, body.RelayState);
  let xml: string;
  try {
    xml = Buffer.from(body.SAMLResponse, 'base64').toString('utf8');
  } catch {
    throw ssoError('ssoCorruptedResponse');
  }
  if (!xml.includes('Response')) throw ssoError('ssoCorruptedResponse');
  if (!/<(\w+:)?Signature[\s>]/.test(xml)) throw ssoError('ssoUnsigned');

  let profile: Awaited<ReturnType<ReturnType<typeof samlFor>['validatePostResponseAsync']>>['profile'];
  try {
    ({ profile } = await samlFor(ctx, customer).validatePostResponseAsync({
      SAMLResponse: body.SAMLResponse,
    }));
  } catch (error) {
    // node-saml reports a lapsed SubjectConfirmationData only as "no valid subject confirmation".
    throw ssoError(hasLapsed(xml, ctx.clock.now()) ? 'ssoExpired' : keyForSamlFailure(error));
  }
  if (!profile) throw ssoError('ssoCorruptedResponse');
  if (
    !isAddressedTo(xml, profile.getAssertionXml?.() ?? '', serviceProviderOf(ctx, customer.domain).acsUrl)
  ) {
    throw ssoError('ssoCorruptedResponse');
  }
  const email = [
    profile.email,
    profile.mail,
    profile['urn:oid:0.9.2342.19200300.100.1.3'],
    profile.nameID,
  ].find((value): value is string => typeof value === 'string' && emailPattern.test(value));
  if (!email) throw ssoError('ssoMissingEmail');
  const assertionId = /<(?:\w+:)?Assertion\b[^>]*\bID="([^"]+)"/.exec(profile.getAssertionXml?.() ?? '')?.[1];
  if (!assertionId) throw ssoError('ssoCorruptedResponse');

  const [user] = await asSystem(ctx.db, (tx) => findActiveUsersByEmail(tx, email, customer.id));
  if (!user) throw ssoError('ssoNoMatchingAccount');
  return inTenant(ctx.db, customer.id, async (tx) => {
    const now = ctx.clock.now();
    const firstUse = await insertUsedAssertion(tx, {
      customerId: customer.id,
      assertionId,
      usedAt: now,
      expiresAt: new Date(now.getTime() + 24 * 3_600_000),
    });
    if (!firstUse) throw ssoError('ssoCorruptedResponse');
    const session = await createSession(tx, ctx, customer.id, user.id);
    await recordAudit(tx, ctx.clock, {
      customerId: customer.id,
      actorUserId: user.id,
      actorLabel: user.email,
      action: 'login.sso',
      entityType: 'user',
      entityId: user.id,
    });
    return session;
  });
}

/** The agency's settings with what the identity provider needs to know about us. */
export async function getSsoSettings(ctx: AppContext, customerId: number) {
  const customer = await asSystem(ctx.db, (tx) => findCustomer(tx, customerId));
  if (!customer) throw new AppError(404, 'notFound');
  return {
    enabled: customer.ssoEnabled,
    allowLocalLogin: customer.allowLocalLogin,
    idpUrl: customer.ssoIdpUrl,
    logoutUrl: customer.ssoLogoutUrl,
    certificate: customer.ssoCertificate,
    metadataUrl: customer.ssoMetadataUrl,
    serviceProvider: serviceProviderOf(ctx, customer.domain),
  };
}

/** A PEM certificate from PEM or bare base64, or null when it does not parse as X.509. */
export function normalizeCertificate(text: string): string | null {
  const body = text.replace(/-----(BEGIN|END) CERTIFICATE-----/g, '').replace(/\s+/g, '');
  if (!body) return null;
  const pem = `-----BEGIN CERTIFICATE-----\n${body.match(/.{1,64}/g)?.join('\n')}\n-----END CERTIFICATE-----\n`;
  try {
    new X509Certificate(pem);
    return pem;
  } catch {
    return null;
  }
}

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

/** Saves the settings; enabling needs a sign-on URL and a certificate that parses. */
export async function saveSsoSettings(
  ctx: AppContext,
  actor: { customerId: number; userId: number },
  input: SsoSettings,
) {
  const certificate = input.certificate ? normalizeCertificate(input.certificate) : '';
  if (certificate === null) throw badRequest('ssoMissingCertificate');
  for (const url of [input.idpUrl, input.logoutUrl, input.metadataUrl]) {
    if (url && !isHttpUrl(url)) throw badRequest({ key: 'invalidParameter', params: { field: url } });
  }
  if (input.enabled && (!certificate || !input.idpUrl)) throw badRequest('ssoMissingCertificate');
  const before = await getSsoSettings(ctx, actor.customerId);
  await inTenant(ctx.db, actor.customerId, async (tx) => {
    await updateSsoColumns(tx, actor.customerId, {
      ssoEnabled: input.enabled,
      allowLocalLogin: input.allowLocalLogin,
      ssoIdpUrl: input.idpUrl,
      ssoLogoutUrl: input.logoutUrl,
      ssoCertificate: certificate,
      ssoMetadataUrl: input.metadataUrl,
    });
    const { serviceProvider: _sp, ...beforeSettings } = before;
    await recordAudit(tx, ctx.clock, {
      ...byActor(actor),
      action: 'sso.updated',
      entityType: 'customer',
      entityId: actor.customerId,
      before: beforeSettings,
      after: { ...input, certificate },
    });
  });
  return getSsoSettings(ctx, actor.customerId);
}

function firstMatch(xml: string, pattern: RegExp): string {
  return pattern.exec(xml)?.[1]?.trim() ?? '';
}

/**
 * Reads an identity provider's metadata: its redirect sign-on URL, logout URL and signing
 * certificate. Only http(s) URLs are fetched, with a 10-second limit.
 */
export async function readIdpMetadata(metadataUrl: string) {
  if (!isHttpUrl(metadataUrl)) throw badRequest('ssoMetadataNotAllowed');
  let response: Response;
  try {
    response = await fetch(metadataUrl, { signal: AbortSignal.timeout(10_000), redirect: 'follow' });
  } catch {
    throw badRequest('ssoMetadataNetworkFailure');
  }
  if (!response.ok) throw badRequest({ key: 'ssoMetadataBadResponse', params: { status: response.status } });
  const xml = (await response.text()).slice(0, 1_000_000);
  if (!/IDPSSODescriptor/.test(xml)) throw badRequest('ssoMetadataParseFailure');
  const idpUrl =
    firstMatch(
      xml,
      /<(?:\w+:)?SingleSignOnService\b[^>]*Binding="[^"]*HTTP-Redirect"[^>]*Location="([^"]+)"/,
    ) || firstMatch(xml, /<(?:\w+:)?SingleSignOnService\b[^>]*Location="([^"]+)"/);
  const logoutUrl = firstMatch(xml, /<(?:\w+:)?SingleLogoutService\b[^>]*Location="([^"]+)"/);
  const signing =
    /<(?:\w+:)?KeyDescriptor\b(?:(?!use="encryption")[^>])*>[\s\S]*?<(?:\w+:)?X509Certificate>([^<]+)</.exec(
      xml,
    )?.[1];
  const certificate = signing ? normalizeCertificate(signing) : null;
  if (!idpUrl || !certificate) throw badRequest('ssoMetadataParseFailure');
  return { idpUrl, logoutUrl, certificate };
}
