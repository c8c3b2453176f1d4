import type { ActivityAggregates, Language } from '@procura/contract';
import type { AppContext } from '../../platform/context.ts';
import { type Actor, inTenant } from '../../platform/tenancy.ts';
import {
  type ActivityQuery,
  activityWorkbook,
  searchVendorActivity,
  vendorActivityAggregates,
  vendorActivityFileName,
  vendorActivityForExport,
} from '../activity/index.ts';
import { requireVendor } from './service.ts';

/**
 * A supplier's activity feed (issue 22 §2; AuditEvents/VendorAggregates, SearchByVendor and its
 * export): the audit events recorded with the supplier's vendorId, through the activity area's
 * feed. The supplier is found first: another agency's answers as a missing one.
 */

export async function vendorFeed(
  ctx: AppContext,
  actor: Actor,
  vendorId: number,
  query: ActivityQuery,
  language: Language,
) {
  return inTenant(ctx.db, actor.customerId, async (tx) => {
    const vendor = await requireVendor(tx, actor.customerId, vendorId);
    return searchVendorActivity(tx, actor.customerId, vendor.id, query, language);
  });
}

export async function vendorFeedAggregates(
  ctx: AppContext,
  actor: Actor,
  vendorId: number,
  language: Language,
): Promise<ActivityAggregates> {
  return inTenant(ctx.db, actor.customerId, async (tx) => {
    const vendor = await requireVendor(tx, actor.customerId, vendorId);
    return vendorActivityAggregates(tx, actor.customerId, vendor.id, language);
  });
}

/** The filtered feed as a workbook, named after the company and the agency's day. */
export async function vendorFeedExport(
  ctx: AppContext,
  actor: Actor,
  vendorId: number,
  query: ActivityQuery,
  language: Language,
): Promise<{ fileName: string; file: Buffer }> {
  const found = await inTenant(ctx.db, actor.customerId, async (tx) => {
    const vendor = await requireVendor(tx, actor.customerId, vendorId);
    return { vendor, ...(await vendorActivityForExport(tx, actor.customerId, vendor.id, query, language)) };
  });
  return {
    fileName: vendorActivityFileName(found.vendor.companyName, ctx.clock.now(), found.timeZone),
    file: await activityWorkbook(found.events, found.timeZone, language),
  };
}
