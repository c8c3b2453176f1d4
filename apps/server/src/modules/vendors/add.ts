import type { AgencyVendor, addVendorSchema } from '@procura/contract';
import type { z } from 'zod';
import { byActor, recordAudit } from '../../platform/audit.ts';
import type { AppContext } from '../../platform/context.ts';
import { badRequest } from '../../platform/errors.ts';
import { type Actor, inTenant } from '../../platform/tenancy.ts';
import { findCustomer, findNodes } from '../customers/index.ts';
import { assertCategoriesExist, inviteToClaim } from '../suppliers/index.ts';
import { emailInDirectory, insertDirectoryContact, insertDirectoryVendor } from './queries.ts';
import { describeAgencyVendor } from './service.ts';

/**
 * Adding a supplier, or inviting one by email (issue 22 §5): a directory entry the agency made
 * (added_by_id), its primary contact without a password, and, when asked, a link mailed to the
 * contact to claim the account on the portal (suppliers' claim.ts). An address any supplier of the
 * agency already has is refused: the company is in the directory already.
 */

type AddVendorInput = z.output<typeof addVendorSchema>;

/** POST /Vendors. */
export async function addVendor(ctx: AppContext, actor: Actor, input: AddVendorInput): Promise<AgencyVendor> {
  return inTenant(ctx.db, actor.customerId, async (tx) => {
    const { contact: contactInput, sendInvitation, categories, ...company } = input;
    if (await emailInDirectory(tx, actor.customerId, contactInput.email)) {
      throw badRequest('vendorAlreadyInDirectory');
    }
    const categoryIds = [...new Set(categories)];
    await assertCategoriesExist(tx, actor.customerId, categoryIds);
    const customer = await findCustomer(tx, actor.customerId);
    const nodes = await findNodes(tx, actor.customerId);
    if (!customer || !nodes) throw new Error('agency without its nodes');
    const now = ctx.clock.now();
    const vendor = await insertDirectoryVendor(tx, {
      customerId: actor.customerId,
      belongsToNodeId: nodes.tender.id,
      ...company,
      categoryIds,
      addedById: actor.userId,
      createdAt: now,
    });
    const contact = await insertDirectoryContact(tx, {
      customerId: actor.customerId,
      vendorId: vendor.id,
      ...contactInput,
      isPrimary: true,
      createdAt: now,
    });
    if (sendInvitation) {
      await inviteToClaim(tx, ctx, { domain: customer.domain, name: customer.displayName }, vendor, contact);
    }
    await recordAudit(tx, ctx.clock, {
      ...byActor(actor),
      action: 'vendor.added',
      entityType: 'vendor',
      entityId: vendor.id,
      vendorId: vendor.id,
      companyName: vendor.companyName,
      after: { companyName: vendor.companyName, email: contact.email, invited: sendInvitation },
    });
    return describeAgencyVendor(tx, vendor, now);
  });
}
