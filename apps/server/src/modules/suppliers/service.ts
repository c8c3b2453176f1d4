import {
  type Language,
  type RegisterSupplierInput,
  supplierAccountRules,
  translate,
} from '@procura/contract';
import { recordAudit } from '../../platform/audit.ts';
import type { AppContext } from '../../platform/context.ts';
import { AppError, badRequest, isUniqueViolation } from '../../platform/errors.ts';
import { counterKey } from '../../platform/rate-limit.ts';
import { hashPassword, newToken, tokenHash, verifyPassword } from '../../platform/secrets.ts';
import { unlockAccount } from '../../platform/sign-in-guard.ts';
import type { SupplierContext } from '../../platform/supplier-session.ts';
import { inTenant, type Tx } from '../../platform/tenancy.ts';
import { acceptContractInvitations } from '../contracts/index.ts';
import type { PortalAgency } from '../customers/index.ts';
import { mailPasswordReset, mailRegistrationAttempt, mailVerification } from './mail.ts';
import { assertCategoriesExist, bySupplier, profileColumns } from './profile.ts';
import {
  findAccountByEmail,
  findContact,
  findUsableToken,
  findVendor,
  insertContact,
  insertToken,
  insertVendor,
  lastTokenIssuedAt,
  type SupplierTokenPurpose,
  spendTokens,
  updateContact,
  type VendorContactRow,
} from './queries.ts';
import { endOtherSupplierSessions } from './session-queries.ts';
import { endSupplierSessions } from './sessions.ts';
import { type SignedIn, startSession } from './sign-in.ts';

/**
 * Supplier accounts on an agency's portal (issue 6 §2): registration with email verification,
 * password reset and change (sign-in and the session are in sign-in.ts). Accounts are the
 * agency's data (row-level security by the portal's agency), separate from staff users; free for
 * suppliers.
 */

const hours = (n: number) => n * 3_600_000;

async function issueToken(
  tx: Tx,
  ctx: AppContext,
  contact: VendorContactRow,
  purpose: SupplierTokenPurpose,
): Promise<string> {
  const token = newToken();
  const now = ctx.clock.now();
  const lifetime =
    purpose === 'verify'
      ? hours(supplierAccountRules.verifyTokenHours)
      : supplierAccountRules.resetTokenMinutes * 60_000;
  // A new link replaces the older ones of the same purpose.
  await spendTokens(tx, contact.customerId, contact.id, purpose, now);
  await insertToken(tx, {
    customerId: contact.customerId,
    contactId: contact.id,
    purpose,
    tokenHash: tokenHash(token),
    createdAt: now,
    expiresAt: new Date(now.getTime() + lifetime),
  });
  return token;
}

/** Whether a link of this purpose went to the contact less than a minute ago (no mail flood). */
async function mailedJustNow(
  tx: Tx,
  ctx: AppContext,
  contact: VendorContactRow,
  purpose: SupplierTokenPurpose,
) {
  const last = await lastTokenIssuedAt(tx, contact.customerId, contact.id, purpose);
  return (
    last !== null &&
    ctx.clock.now().getTime() - last.getTime() < supplierAccountRules.mailIntervalSeconds * 1000
  );
}

/**
 * Creates the company (belonging to the agency's tender node) and its primary contact as an
 * unverified account, and mails the verification link. An email that already has an account on
 * this portal answers the same (no one learns who is registered): its owner is mailed instead,
 * with where to sign in or reset the password.
 */
export async function registerSupplier(
  ctx: AppContext,
  portal: PortalAgency,
  input: RegisterSupplierInput,
  language: Language,
): Promise<string> {
  const answer = translate('supplierRegistered', language, { email: input.contact.email });
  const passwordHash = await hashPassword(input.password);
  const taken = await inTenant(ctx.db, portal.customerId, async (tx) => {
    // The categories are the agency's public list: checking them tells nothing of accounts.
    await assertCategoriesExist(tx, portal.customerId, input.company.categories);
    return findAccountByEmail(tx, portal.customerId, input.contact.email);
  });
  if (taken) {
    await mailExistingOwner(ctx, portal, taken);
    return answer;
  }
  try {
    await inTenant(ctx.db, portal.customerId, async (tx) => {
      const vendor = await insertVendor(tx, {
        customerId: portal.customerId,
        belongsToNodeId: portal.tenderNodeId,
        ...profileColumns(input.company),
        createdAt: ctx.clock.now(),
      });
      const contact = await insertContact(tx, {
        customerId: portal.customerId,
        vendorId: vendor.id,
        ...input.contact,
        isPrimary: true,
        passwordHash,
        createdAt: ctx.clock.now(),
      });
      const token = await issueToken(tx, ctx, contact, 'verify');
      await mailVerification(tx, ctx, portal, contact, token);
      await recordAudit(tx, ctx.clock, {
        ...bySupplier(portal.customerId, contact, vendor),
        action: 'supplier.registered',
        entityType: 'vendor',
        entityId: vendor.id,
        after: { companyName: vendor.companyName, contactId: contact.id, email: contact.email },
      });
    });
  } catch (error) {
    // Two registrations racing for one email: the unique index decides; the loser answers as a
    // registration of a known email does.
    if (!isUniqueViolation(error)) throw error;
    const winner = await inTenant(ctx.db, portal.customerId, (tx) =>
      findAccountByEmail(tx, portal.customerId, input.contact.email),
    );
    if (winner) await mailExistingOwner(ctx, portal, winner);
  }
  return answer;
}

/** Tells the owner of an existing account that someone tried to register with its email. */
async function mailExistingOwner(
  ctx: AppContext,
  portal: PortalAgency,
  found: NonNullable<Awaited<ReturnType<typeof findAccountByEmail>>>,
) {
  if (!(await mayMailAbout(ctx, portal, found.contact.email))) return;
  await inTenant(ctx.db, portal.customerId, async (tx) => {
    await mailRegistrationAttempt(tx, ctx, portal, found.contact);
    await recordAudit(tx, ctx.clock, {
      ...bySupplier(portal.customerId, found.contact, found.vendor),
      action: 'supplier.registrationAttempted',
      entityType: 'vendorContact',
      entityId: found.contact.id,
    });
  });
}

/**
 * Whether another mail about this account may go out now: a few an hour per address, whatever
 * the number of calls (counted before the mail's transaction: the counters are outside it).
 */
function mayMailAbout(ctx: AppContext, portal: PortalAgency, email: string): Promise<boolean> {
  return ctx.limiter.hit(
    'accountMails',
    counterKey('accountMails', `supplier:${portal.customerId}:${email.trim()}`),
  );
}

/** Verifies the email of a new account from its link and signs it in. */
export async function verifyRegistration(
  ctx: AppContext,
  portal: PortalAgency,
  token: string,
): Promise<SignedIn> {
  return inTenant(ctx.db, portal.customerId, async (tx) => {
    const now = ctx.clock.now();
    const found = await findUsableToken(tx, portal.customerId, 'verify', tokenHash(token), now);
    if (!found?.vendor.isActive || found.vendor.isDeleted || !found.contact.passwordHash) {
      throw badRequest('supplierLinkInvalid');
    }
    await spendTokens(tx, portal.customerId, found.contact.id, 'verify', now);
    const contact = await updateContact(tx, portal.customerId, found.contact.id, {
      emailVerifiedAt: found.contact.emailVerifiedAt ?? now,
      lastLoginAt: now,
    });
    // The address is now proven: contracts that invited it take the supplier on.
    await acceptContractInvitations(tx, ctx, portal.customerId, contact.email, found.vendor.id);
    await recordAudit(tx, ctx.clock, {
      ...bySupplier(portal.customerId, contact, found.vendor),
      action: 'supplier.emailVerified',
      entityType: 'vendorContact',
      entityId: contact.id,
    });
    return startSession(tx, ctx, portal, found.vendor, contact);
  });
}

/**
 * Mails a fresh verification or reset link to an account asked for by email (not twice within
 * the resend pause) and audits the request.
 */
async function mailAccountLink(
  tx: Tx,
  ctx: AppContext,
  portal: PortalAgency,
  found: NonNullable<Awaited<ReturnType<typeof findAccountByEmail>>>,
  purpose: 'verify' | 'reset',
) {
  if (await mailedJustNow(tx, ctx, found.contact, purpose)) return;
  const token = await issueToken(tx, ctx, found.contact, purpose);
  await (purpose === 'verify' ? mailVerification : mailPasswordReset)(tx, ctx, portal, found.contact, token);
  await recordAudit(tx, ctx.clock, {
    ...bySupplier(portal.customerId, found.contact, found.vendor),
    action: purpose === 'verify' ? 'supplier.verificationResent' : 'supplier.passwordResetRequested',
    entityType: 'vendorContact',
    entityId: found.contact.id,
  });
}

/** Mails a new verification link to an unverified account; the answer never tells whether one exists. */
export async function resendVerification(
  ctx: AppContext,
  portal: PortalAgency,
  email: string,
  language: Language,
): Promise<string> {
  if (!(await mayMailAbout(ctx, portal, email)))
    return translate('supplierVerificationResent', language, { email });
  await inTenant(ctx.db, portal.customerId, async (tx) => {
    const found = await findAccountByEmail(tx, portal.customerId, email);
    if (!found || found.contact.emailVerifiedAt || !found.vendor.isActive || found.vendor.isDeleted) return;
    await mailAccountLink(tx, ctx, portal, found, 'verify');
  });
  return translate('supplierVerificationResent', language, { email });
}

/** Mails a reset link to the account with this email, if any; the answer is the same either way. */
export async function requestSupplierPasswordReset(
  ctx: AppContext,
  portal: PortalAgency,
  email: string,
  language: Language,
): Promise<string> {
  if (!(await mayMailAbout(ctx, portal, email)))
    return translate('supplierPasswordResetSent', language, { email });
  await inTenant(ctx.db, portal.customerId, async (tx) => {
    const found = await findAccountByEmail(tx, portal.customerId, email);
    if (!found?.vendor.isActive || found.vendor.isDeleted) return;
    await mailAccountLink(tx, ctx, portal, found, 'reset');
  });
  return translate('supplierPasswordResetSent', language, { email });
}

/**
 * Sets the password from a reset link: the link is spent, the account unlocked, its email taken
 * as verified (the link reached it), and every session of the account ended.
 */
export async function confirmSupplierPasswordReset(
  ctx: AppContext,
  portal: PortalAgency,
  input: { token: string; password: string },
  language: Language,
): Promise<string> {
  const passwordHash = await hashPassword(input.password);
  const contactId = await inTenant(ctx.db, portal.customerId, async (tx) => {
    const now = ctx.clock.now();
    const found = await findUsableToken(tx, portal.customerId, 'reset', tokenHash(input.token), now);
    if (!found?.vendor.isActive || found.vendor.isDeleted || !found.contact.passwordHash) {
      throw badRequest('supplierLinkInvalid');
    }
    await spendTokens(tx, portal.customerId, found.contact.id, 'reset', now);
    await updateContact(tx, portal.customerId, found.contact.id, {
      passwordHash,
      failedLogins: 0,
      lockedUntil: null,
      emailVerifiedAt: found.contact.emailVerifiedAt ?? now,
    });
    await endSupplierSessions(tx, ctx, portal.customerId, found.contact.id);
    await recordAudit(tx, ctx.clock, {
      ...bySupplier(portal.customerId, found.contact, found.vendor),
      action: 'supplier.passwordReset',
      entityType: 'vendorContact',
      entityId: found.contact.id,
    });
    return found.contact.id;
  });
  // The link reached the owner: whatever lock-outs strangers caused end with the new password.
  await unlockAccount(ctx.limiter, `supplier:${portal.customerId}`, `contact:${contactId}`);
  return translate('supplierPasswordChanged', language);
}

/** Changes the signed-in supplier's password; its other sessions end, this one stays. */
export async function changeSupplierPassword(
  ctx: AppContext,
  supplier: SupplierContext,
  input: { oldPassword: string; newPassword: string },
): Promise<void> {
  const passwordHash = await hashPassword(input.newPassword);
  await inTenant(ctx.db, supplier.customerId, async (tx) => {
    const contact = await findContact(tx, supplier.customerId, supplier.contactId);
    const vendor = await findVendor(tx, supplier.customerId, supplier.vendorId);
    if (!contact?.passwordHash || !vendor) throw new AppError(401, 'sessionExpired');
    if (!(await verifyPassword(contact.passwordHash, input.oldPassword))) {
      throw badRequest('oldPasswordIncorrect');
    }
    await updateContact(tx, supplier.customerId, contact.id, { passwordHash });
    await endOtherSupplierSessions(tx, supplier.customerId, contact.id, supplier.sessionId, ctx.clock.now());
    await recordAudit(tx, ctx.clock, {
      ...bySupplier(supplier.customerId, contact, vendor),
      action: 'supplier.passwordChanged',
      entityType: 'vendorContact',
      entityId: contact.id,
    });
  });
}
