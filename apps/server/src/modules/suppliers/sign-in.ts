import { lockout, type SupplierSessionAnswer } from '@procura/contract';
import { recordAudit } from '../../platform/audit.ts';
import type { AppContext } from '../../platform/context.ts';
import { AppError, badRequest, forbidden } from '../../platform/errors.ts';
import { decoyHash, verifyPassword } from '../../platform/secrets.ts';
import {
  clearSignInFailures,
  countSignInFailure,
  refuseBlockedSignIn,
} from '../../platform/sign-in-guard.ts';
import type { SupplierContext } from '../../platform/supplier-session.ts';
import { inTenant, type Tx } from '../../platform/tenancy.ts';
import type { PortalAgency } from '../customers/index.ts';
import { presentSession } from './presenters.ts';
import { bySupplier } from './profile.ts';
import {
  findAccountByEmail,
  findContact,
  findVendor,
  updateContact,
  type VendorContactRow,
  type VendorRow,
} from './queries.ts';
import { endSupplierSession } from './session-queries.ts';
import { createSupplierSession } from './sessions.ts';

/**
 * A supplier's sign-in on an agency's portal (issue 6 §2): the credentials with lock-out, the
 * session it starts (also after verifying a new account), what the session says, and sign-out.
 */

export type SignedIn = { token: string; expiresAt: Date; answer: SupplierSessionAnswer };

/** Starts a session for the contact and answers it as GET /Session would. */
export async function startSession(
  tx: Tx,
  ctx: AppContext,
  portal: PortalAgency,
  vendor: VendorRow,
  contact: VendorContactRow,
): Promise<SignedIn> {
  const session = await createSupplierSession(tx, ctx, {
    customerId: portal.customerId,
    vendorId: vendor.id,
    contactId: contact.id,
  });
  return { ...session, answer: presentSession(portal.domain, vendor, contact) };
}

type SignInOutcome =
  | { ok: true; signedIn: SignedIn }
  | { ok: false; error: AppError }
  | { ok: false; error: null };

/** The supplier account a sign-in names, for its lock-out: the contact when one matches, else the email. */
const supplierAttempt = (customerId: number, contactId: number | null, email: string, address: string) => ({
  scope: `supplier:${customerId}`,
  account: contactId === null ? `email:${email.trim().toLowerCase()}` : `contact:${contactId}`,
  address,
});

/**
 * Checks a supplier's credentials. Unknown email and wrong password answer the same 400; five
 * consecutive failures from one client address lock the account there for 30 minutes (429,
 * whatever the password), fifty from all addresses lock it everywhere (platform/sign-in-guard.ts);
 * unknown emails count and lock alike. A right password on an unverified account answers 403 so
 * the page can offer a new link.
 */
export async function signInSupplier(
  ctx: AppContext,
  portal: PortalAgency,
  input: { email: string; password: string },
  address: string,
): Promise<SignedIn> {
  const found = await inTenant(ctx.db, portal.customerId, (tx) =>
    findAccountByEmail(tx, portal.customerId, input.email),
  );
  const usable =
    found?.contact.passwordHash && found.vendor.isActive && !found.vendor.isDeleted ? found : null;
  const attempt = supplierAttempt(portal.customerId, usable?.contact.id ?? null, input.email, address);
  await refuseBlockedSignIn(ctx.limiter, attempt, 'supplierAccountLocked');
  const passwordOk = usable
    ? await verifyPassword(usable.contact.passwordHash ?? '', input.password)
    : await verifyPassword(await decoyHash(), input.password).then(() => false);
  const outcome = await inTenant(ctx.db, portal.customerId, async (tx): Promise<SignInOutcome> => {
    const now = ctx.clock.now();
    if (!usable || !passwordOk) return { ok: false, error: null };
    const { contact, vendor } = usable;
    if (!contact.emailVerifiedAt) return { ok: false, error: forbidden('supplierEmailNotVerified') };
    const updated = await updateContact(tx, portal.customerId, contact.id, {
      failedLogins: 0,
      lockedUntil: null,
      lastLoginAt: now,
    });
    await recordAudit(tx, ctx.clock, {
      ...bySupplier(portal.customerId, updated, vendor),
      action: 'supplier.signedIn',
      entityType: 'vendorContact',
      entityId: contact.id,
    });
    return { ok: true, signedIn: await startSession(tx, ctx, portal, vendor, updated) };
  });
  if (outcome.ok) {
    await clearSignInFailures(ctx.limiter, attempt);
    return outcome.signedIn;
  }
  if (outcome.error) throw outcome.error;
  // Counted outside the transaction (the counters are not agency data), then put on the record.
  const counted = await countSignInFailure(ctx.limiter, attempt, 'supplierAccountLocked');
  await recordSignInFailure(ctx, portal, usable, input.email, address, counted);
  throw counted.refusal ?? badRequest('supplierInvalidCredentials');
}

/**
 * A failed supplier sign-in on the record, unknown emails too: `supplier.signInLocked` when it
 * locked the account at this address, `supplier.locked` when it reached the account's ceiling
 * (locked everywhere until it runs out or a reset link is used).
 */
async function recordSignInFailure(
  ctx: AppContext,
  portal: PortalAgency,
  found: Awaited<ReturnType<typeof findAccountByEmail>>,
  email: string,
  address: string,
  counted: { refusal: AppError | null; accountLocked: boolean },
) {
  await inTenant(ctx.db, portal.customerId, async (tx) => {
    const now = ctx.clock.now();
    const failedLogins = (found?.contact.failedLogins ?? 0) + 1;
    if (found) {
      await updateContact(tx, portal.customerId, found.contact.id, {
        failedLogins,
        ...(counted.refusal ? { lockedUntil: new Date(now.getTime() + lockout.lockMinutes * 60_000) } : {}),
      });
    }
    await recordAudit(tx, ctx.clock, {
      ...(found
        ? bySupplier(portal.customerId, found.contact, found.vendor)
        : { customerId: portal.customerId, actorUserId: null, actorLabel: email.slice(0, 200) }),
      action: counted.accountLocked
        ? 'supplier.locked'
        : counted.refusal
          ? 'supplier.signInLocked'
          : 'supplier.signInFailed',
      entityType: 'vendorContact',
      entityId: found?.contact.id ?? null,
      after: { failedLogins, address },
    });
  });
}

/** The signed-in supplier (GET /Session). */
export async function describeSupplierSession(
  ctx: AppContext,
  supplier: SupplierContext,
): Promise<SupplierSessionAnswer> {
  return inTenant(ctx.db, supplier.customerId, async (tx) => {
    const vendor = await findVendor(tx, supplier.customerId, supplier.vendorId);
    const contact = await findContact(tx, supplier.customerId, supplier.contactId);
    if (!vendor || !contact) throw new AppError(401, 'sessionExpired');
    return presentSession(supplier.agency, vendor, contact);
  });
}

/** Ends the signed-in supplier's session (the route clears the cookie). */
export async function signOutSupplier(ctx: AppContext, supplier: SupplierContext): Promise<void> {
  await inTenant(ctx.db, supplier.customerId, async (tx) => {
    await endSupplierSession(tx, supplier.customerId, supplier.sessionId, ctx.clock.now());
    const vendor = await findVendor(tx, supplier.customerId, supplier.vendorId);
    const contact = await findContact(tx, supplier.customerId, supplier.contactId);
    await recordAudit(tx, ctx.clock, {
      ...bySupplier(
        supplier.customerId,
        { email: contact?.email ?? `contact ${supplier.contactId}` },
        { id: supplier.vendorId, companyName: vendor?.companyName ?? '' },
      ),
      action: 'supplier.signedOut',
      entityType: 'vendorContact',
      entityId: supplier.contactId,
    });
  });
}
