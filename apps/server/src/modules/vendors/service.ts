import { type AgencyVendor, diversityClassifications, type VendorAgencyUpdate } from '@procura/contract';
import { byActor, recordAudit } from '../../platform/audit.ts';
import type { AppContext } from '../../platform/context.ts';
import { notFound } from '../../platform/errors.ts';
import { type Actor, inTenant, type Tx } from '../../platform/tenancy.ts';
import { describeVendor, findVendor, type VendorRow } from '../suppliers/index.ts';
import { presentAgencyVendor } from './presenters.ts';
import { countCompleteBids, lockAgencyVendor, updateAgencyFields } from './queries.ts';

/**
 * The agency's supplier (issue 22 §1, §2): its read with what only the agency holds, and the
 * agency's changes. Another agency's supplier answers exactly as a missing one (row-level
 * security hides it; the answer is the same 404).
 */

/** The agency's supplier (not deleted), or 404. */
export async function requireVendor(tx: Tx, customerId: number, vendorId: number): Promise<VendorRow> {
  const vendor = await findVendor(tx, customerId, vendorId);
  if (!vendor) throw notFound();
  return vendor;
}

/** The supplier as the agency reads it: the company, its contacts, notes, statuses and bid count. */
export async function describeAgencyVendor(tx: Tx, row: VendorRow, now: Date): Promise<AgencyVendor> {
  const vendor = await describeVendor(tx, row, now);
  const bids = await countCompleteBids(tx, row.customerId, [row.id]);
  return presentAgencyVendor(vendor, row, bids.get(row.id) ?? 0);
}

/** GET /Vendors?vendorId. */
export async function getAgencyVendor(
  ctx: AppContext,
  actor: Actor,
  vendorId: number,
): Promise<AgencyVendor> {
  return inTenant(ctx.db, actor.customerId, async (tx) =>
    describeAgencyVendor(tx, await requireVendor(tx, actor.customerId, vendorId), ctx.clock.now()),
  );
}

const agencyFields = (row: VendorRow) => ({
  internalNotes: row.internalNotes,
  isLocalVendor: row.isLocalVendor,
  emergencyVendor: row.emergencyVendor,
  vendorDiversityVerified: row.vendorDiversityVerified,
  isActive: row.isActive,
});

/**
 * PUT /Vendors/: what the agency may change of a supplier (internal notes, local, emergency,
 * diversity verified, active); the company's own fields stay the supplier's. Audited with the
 * fields' before and after, in the supplier's feed.
 */
export async function updateAgencyVendor(
  ctx: AppContext,
  actor: Actor,
  input: VendorAgencyUpdate,
): Promise<AgencyVendor> {
  return inTenant(ctx.db, actor.customerId, async (tx) => {
    const before = await lockAgencyVendor(tx, actor.customerId, input.id);
    if (!before) throw notFound();
    const { id: _id, ...fields } = input;
    const after = await updateAgencyFields(tx, actor.customerId, before.id, fields);
    await recordAudit(tx, ctx.clock, {
      ...byActor(actor),
      action: 'vendor.agencyUpdated',
      entityType: 'vendor',
      entityId: after.id,
      vendorId: after.id,
      companyName: after.companyName,
      before: agencyFields(before),
      after: agencyFields(after),
    });
    return describeAgencyVendor(tx, after, ctx.clock.now());
  });
}

/** GET /Vendors/DiversityClassificationType/All: the contract's classifications, numbered from 1. */
export function diversityClassificationTypes() {
  return diversityClassifications.map((name, index) => ({ id: index + 1, name }));
}
