import { type CacheProvider, SAML, ValidateInResponseTo } from '@node-saml/node-saml';
import { ssoPaths } from '@procura/contract';
import type { AppContext } from '../../platform/context.ts';
import { inTenant } from '../../platform/tenancy.ts';
import type { CustomerRow } from '../customers/index.ts';
import { deleteExpiredRequests, deleteRequest, findLiveRequest, insertRequest } from './queries.ts';

const requestLifetimeMs = 10 * 60_000;

/** Our identity as a service provider, one per agency so an identity provider can tell them apart. */
export function serviceProviderOf(ctx: AppContext, domain: string) {
  const base = ctx.config.publicUrl.replace(/\/$/, '');
  const metadataUrl = `${base}${ssoPaths.metadata}?domain=${encodeURIComponent(domain)}`;
  return { entityId: metadataUrl, acsUrl: `${base}${ssoPaths.acs}`, metadataUrl };
}

/**
 * Remembers the AuthnRequest ids we sent, in the database, so any server instance can check that a
 * response answers one of ours, and so each id is accepted once.
 */
function requestCache(ctx: AppContext, customerId: number): CacheProvider {
  return {
    saveAsync: async (key, value) => {
      const now = ctx.clock.now();
      await inTenant(ctx.db, customerId, async (tx) => {
        await deleteExpiredRequests(tx, customerId, now);
        await insertRequest(tx, {
          customerId,
          requestId: key,
          createdAt: now,
          expiresAt: new Date(now.getTime() + requestLifetimeMs),
        });
      });
      return { value, createdAt: now.getTime() };
    },
    getAsync: async (key) => {
      const row = await inTenant(ctx.db, customerId, (tx) =>
        findLiveRequest(tx, customerId, key, ctx.clock.now()),
      );
      return row ? row.createdAt.toISOString() : null;
    },
    removeAsync: async (key) => {
      if (key === null) return null;
      const removed = await inTenant(ctx.db, customerId, (tx) => deleteRequest(tx, customerId, key));
      return removed ? key : null;
    },
  };
}

/**
 * The SAML service provider for one agency: assertions must be signed by the configured
 * certificate, unexpired (one minute of clock skew), addressed to us, and answer a request we sent.
 */
export function samlFor(ctx: AppContext, customer: CustomerRow): SAML {
  const sp = serviceProviderOf(ctx, customer.domain);
  return new SAML({
    callbackUrl: sp.acsUrl,
    entryPoint: customer.ssoIdpUrl,
    issuer: sp.entityId,
    audience: sp.entityId,
    idpCert: customer.ssoCertificate,
    wantAssertionsSigned: true,
    wantAuthnResponseSigned: false,
    validateInResponseTo: ValidateInResponseTo.always,
    requestIdExpirationPeriodMs: requestLifetimeMs,
    cacheProvider: requestCache(ctx, customer.id),
    acceptedClockSkewMs: 60_000,
    identifierFormat: 'urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress',
    disableRequestedAuthnContext: true,
  });
}
