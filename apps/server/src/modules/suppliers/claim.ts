import type { ClaimSupplierInput, SupplierClaim } from '@procura/contract';
import { recordAudit } from '../../platform/audit.ts';
import type { AppContext } from '../../platform/context.ts';
import { badRequest } from '../../platform/errors.ts';
import { hashPassword, newToken, tokenHash } from '../../platform/secrets.ts';
import { inTenant, type Tx } from '../../platform/tenancy.ts';
import { acceptContractInvitations } from '../contracts/index.ts';
import type { PortalAgency } from '../customers/index.ts';
import { mailClaimInvitation } from './mail.ts';
import { assertCategoriesExist, bySupplier, profileColumns } from './profile.ts';
import {
  accountEmailTaken,
  findUsableToken,
  insertToken,
  spendTokens,
  updateContact,
  updateVendor,
  type VendorContactRow,
  type VendorRow,
} from './queries.ts';
import { type SignedIn, startSession } from './sign-in.ts';

/**
 * Claiming a directory entry (issue 22 §5, decision 343): the agency adds a company with its
 * primary contact (no password) and mails the contact a link; the supplier completes the
 * registration form through it and the entry becomes its account, the email verified by the link.
 * The link is single use, hashed at rest like the other supplier links, good for 14 days.
 */

export const claimTokenDays = 14;

/** Issues a claim link to the entry's contact (replacing an older one) and mails it, in the caller's transaction. */
export async function inviteToClaim(
  tx: Tx,
  ctx: AppContext,
  portal: { domain: string; name: string },
  vendor: Pick<VendorRow, 'companyName'>,
  contact: VendorContactRow,
): Promise<void> {
  const token = newToken();
  const now = ctx.clock.now();
  await spendTokens(tx, contact.customerId, contact.id, 'claim', now);
  await insertToken(tx, {
    customerId: contact.customerId,
    contactId: contact.id,
    purpose: 'claim',
    tokenHash: tokenHash(token),
    createdAt: now,
    expiresAt: new Date(now.getTime() + claimTokenDays * 86_400_000),
  });
  await mailClaimInvitation(
    tx,
    ctx,
    portal,
    { ...contact, companyName: vendor.companyName },
    token,
    claimTokenDays,
  );
}

/**
 * The entry a claim link names, or 400 supplierClaimInvalid: unknown, used or expired, or an
 * entry that is gone, inactive or already has an account.
 */
async function usableClaim(tx: Tx, customerId: number, token: string, now: Date) {
  const usable = await findUsableToken(tx, customerId, 'claim', tokenHash(token), now);
  if (!usable || usable.vendor.isDeleted || !usable.vendor.isActive || usable.contact.passwordHash) {
    throw badRequest('supplierClaimInvalid');
  }
  return usable;
}

/** GET /Register/Claim?token: what the agency entered, to fill the registration form. */
export async function claimDetails(
  ctx: AppContext,
  portal: PortalAgency,
  token: string,
): Promise<SupplierClaim> {
  return inTenant(ctx.db, portal.customerId, async (tx) => {
    const { vendor, contact } = await usableClaim(tx, portal.customerId, token, ctx.clock.now());
    return {
      companyName: vendor.companyName,
      city: vendor.city,
      provinceState: vendor.provinceState,
      country: vendor.country,
      phone: vendor.phone,
      website: vendor.website,
      firstName: contact.firstName,
      lastName: contact.lastName,
      email: contact.email,
    };
  });
}

/**
 * POST /Register/Claim: the entry takes the company profile, its contact the names and the
 * password; the email stays the one the link went to (another is refused: the link proves only
 * that address). The link is spent, contracts that invited the address take the supplier on, and
 * the supplier is signed in.
 */
export async function claimAccount(
  ctx: AppContext,
  portal: PortalAgency,
  input: ClaimSupplierInput,
): Promise<SignedIn> {
  // A link that matches nothing is refused before the password is hashed (cheap for strangers).
  await inTenant(ctx.db, portal.customerId, (tx) =>
    usableClaim(tx, portal.customerId, input.token, ctx.clock.now()),
  );
  const passwordHash = await hashPassword(input.password);
  return inTenant(ctx.db, portal.customerId, async (tx) => {
    const now = ctx.clock.now();
    const found = await usableClaim(tx, portal.customerId, input.token, now);
    const email = found.contact.email;
    if (input.contact.email.trim().toLowerCase() !== email.trim().toLowerCase()) {
      throw badRequest('supplierClaimInvalid');
    }
    if (await accountEmailTaken(tx, portal.customerId, email, found.contact.id)) {
      throw badRequest('supplierEmailInUse');
    }
    await assertCategoriesExist(tx, portal.customerId, input.company.categories, found.vendor.categoryIds);
    const vendor = await updateVendor(tx, portal.customerId, found.vendor.id, profileColumns(input.company));
    await spendTokens(tx, portal.customerId, found.contact.id, 'claim', now);
    const contact = await updateContact(tx, portal.customerId, found.contact.id, {
      firstName: input.contact.firstName,
      lastName: input.contact.lastName,
      phone: input.contact.phone,
      title: input.contact.title,
      passwordHash,
      emailVerifiedAt: now,
      lastLoginAt: now,
    });
    await acceptContractInvitations(tx, ctx, portal.customerId, contact.email, vendor.id);
    await recordAudit(tx, ctx.clock, {
      ...bySupplier(portal.customerId, contact, vendor),
      action: 'vendor.claimed',
      entityType: 'vendor',
      entityId: vendor.id,
      after: { companyName: vendor.companyName, contactId: contact.id, email: contact.email },
    });
    return startSession(tx, ctx, portal, vendor, contact);
  });
}
