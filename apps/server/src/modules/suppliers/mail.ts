import { portalPath, supplierAccountRules } from '@procura/contract';
import type { AppContext } from '../../platform/context.ts';
import { enqueueMail } from '../../platform/mail.ts';
import type { Tx } from '../../platform/tenancy.ts';

/** The mails of supplier accounts, through the outbox in the caller's transaction. */

type Recipient = { customerId: number; email: string; firstName: string };
type Portal = { domain: string; name: string };

function portalLink(ctx: AppContext, portal: Portal, page: string, token: string) {
  return `${ctx.config.publicUrl}${portalPath(portal.domain, page)}?token=${encodeURIComponent(token)}`;
}

/** The link that verifies a new account's email (24 hours). */
export function mailVerification(tx: Tx, ctx: AppContext, portal: Portal, to: Recipient, token: string) {
  return enqueueMail(tx, ctx.clock, {
    customerId: to.customerId,
    to: to.email,
    kind: 'supplierVerifyEmail',
    subject: `Verify your email for the ${portal.name} supplier portal`,
    text: [
      `Hello ${to.firstName},`,
      '',
      `Thank you for registering on the ${portal.name} supplier portal. To activate your account, open this link within the next ${supplierAccountRules.verifyTokenHours} hours:`,
      portalLink(ctx, portal, '/verify-email', token),
      '',
      'If you did not register, ignore this message; no account will be activated.',
    ].join('\n'),
  });
}

/** The link that sets a new password (one hour). */
export function mailPasswordReset(tx: Tx, ctx: AppContext, portal: Portal, to: Recipient, token: string) {
  return enqueueMail(tx, ctx.clock, {
    customerId: to.customerId,
    to: to.email,
    kind: 'supplierPasswordReset',
    subject: `Reset your ${portal.name} supplier portal password`,
    text: [
      `Hello ${to.firstName},`,
      '',
      `Someone asked to reset the password of your account on the ${portal.name} supplier portal. To choose a new password, open this link within the next hour:`,
      portalLink(ctx, portal, '/reset-password', token),
      '',
      'If you did not ask for this, ignore this message; your password stays as it is.',
    ].join('\n'),
  });
}

/**
 * Someone tried to register an account with an email that already has one (issue 20 §4): the
 * page answered as for a new account, so the owner hears of it here, with where to sign in or
 * reset the password.
 */
export function mailRegistrationAttempt(tx: Tx, ctx: AppContext, portal: Portal, to: Recipient) {
  const page = (path: string) => `${ctx.config.publicUrl}${portalPath(portal.domain, path)}`;
  return enqueueMail(tx, ctx.clock, {
    customerId: to.customerId,
    to: to.email,
    kind: 'supplierRegistrationAttempt',
    subject: `Your ${portal.name} supplier portal account`,
    text: [
      `Hello ${to.firstName},`,
      '',
      `Someone tried to register a new account on the ${portal.name} supplier portal with this email address. You already have an account here.`,
      '',
      `To sign in: ${page('/sign-in')}`,
      `If you forgot your password: ${page('/forgot-password')}`,
      '',
      'If this was not you, ignore this message; your account is unchanged.',
    ].join('\n'),
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
  return enqueueMail(tx, ctx.clock, {
    customerId: to.customerId,
    to: to.email,
    kind: 'supplierClaimInvitation',
    subject: `${portal.name} invites you to its supplier portal`,
    text: [
      `Hello ${to.firstName || to.companyName},`,
      '',
      `${portal.name} added ${to.companyName} to its supplier directory. To set up your account on the ${portal.name} supplier portal, see opportunities and bid online, open this link within the next ${days} days:`,
      link,
      '',
      'If you do not work with this agency, ignore this message; no account will be created.',
    ].join('\n'),
  });
}
