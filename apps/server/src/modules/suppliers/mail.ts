import { portalPath, supplierAccountRules } from '@procura/contract';
import type { AppContext } from '../../platform/context.ts';
import { enqueueNotice } from '../../platform/notices.ts';
import type { Tx } from '../../platform/tenancy.ts';

/** The mails of supplier accounts, through the outbox in the caller's transaction. */

type Recipient = { customerId: number; email: string; firstName: string };
type Portal = { domain: string; name: string };

function portalLink(ctx: AppContext, portal: Portal, page: string, token: string) {
  return `${ctx.config.publicUrl}${portalPath(portal.domain, page)}?token=${encodeURIComponent(token)}`;
}

/** The link that verifies a new account's email (24 hours). */
export function mailVerification(tx: Tx, ctx: AppContext, portal: Portal, to: Recipient, token: string) {
  return enqueueNotice(tx, ctx, {
    customerId: to.customerId,
    to: to.email,
    kind: 'supplierVerifyEmail',
    values: {
      FirstName: to.firstName,
      AgencyName: portal.name,
      Hours: String(supplierAccountRules.verifyTokenHours),
      Link: portalLink(ctx, portal, '/verify-email', token),
    },
  });
}

/** The link that sets a new password (one hour). */
export function mailPasswordReset(tx: Tx, ctx: AppContext, portal: Portal, to: Recipient, token: string) {
  return enqueueNotice(tx, ctx, {
    customerId: to.customerId,
    to: to.email,
    kind: 'supplierPasswordReset',
    values: {
      FirstName: to.firstName,
      AgencyName: portal.name,
      Link: portalLink(ctx, portal, '/reset-password', token),
    },
  });
}

/**
 * Someone tried to register an account with an email that already has one (issue 20 §4): the
 * page answered as for a new account, so the owner hears of it here, with where to sign in or
 * reset the password.
 */
export function mailRegistrationAttempt(tx: Tx, ctx: AppContext, portal: Portal, to: Recipient) {
  const page = (path: string) => `${ctx.config.publicUrl}${portalPath(portal.domain, path)}`;
  return enqueueNotice(tx, ctx, {
    customerId: to.customerId,
    to: to.email,
    kind: 'supplierRegistrationAttempt',
    values: {
      FirstName: to.firstName,
      AgencyName: portal.name,
      SignInLink: page('/sign-in'),
      ForgotPasswordLink: page('/forgot-password'),
    },
  });
}

/**
 * An agency added the company to its supplier directory (issue 22 §5): the link claims the
 * account on the portal (the registration form, filled with what the agency entered).
 */
export function mailClaimInvitation(
  tx: Tx,
  ctx: AppContext,
  portal: Portal,
  to: Recipient & { companyName: string },
  token: string,
  days: number,
) {
  const link = `${ctx.config.publicUrl}${portalPath(portal.domain, '/register')}?claim=${encodeURIComponent(token)}`;
  return enqueueNotice(tx, ctx, {
    customerId: to.customerId,
    to: to.email,
    kind: 'supplierClaimInvitation',
    values: {
      // A directory entry may have no contact name yet: the company is greeted then.
      FirstName: to.firstName || to.companyName,
      AgencyName: portal.name,
      CompanyName: to.companyName,
      Days: String(days),
      Link: link,
    },
  });
}
