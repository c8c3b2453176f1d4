import type { PerformanceStatus } from '@procura/contract';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { performanceVendorStatusLogs, vendors } from '../../db/schema/index.ts';
import { tenantRow } from '../../platform/query.ts';
import type { Tx } from '../../platform/tenancy.ts';

/**
 * SQL of a supplier's performance status logs (000 §3-§5; decision 357). The agency's logs of a
 * supplier, whichever node recorded them: the current one (not complete; the partial unique index
 * keeps it to one) and the history.
 */

export type StatusLogRow = typeof performanceVendorStatusLogs.$inferSelect;

const ofVendor = (customerId: number, vendorId: number) =>
  and(
    eq(performanceVendorStatusLogs.customerId, customerId),
    eq(performanceVendorStatusLogs.vendorId, vendorId),
  );

/**
 * Holds the supplier's row until commit, so that two changes of its statuses at once take turns
 * and each sees the other's log (the current and duplicate checks). No key update: rows that merely
 * point at the supplier are not held up.
 */
export async function lockVendorStatuses(tx: Tx, customerId: number, vendorId: number) {
  await tx
    .select({ id: vendors.id })
    .from(vendors)
    .where(tenantRow(vendors.id, customerId, vendorId))
    .for('no key update');
}

/** The supplier's current status log, if any. */
export async function findCurrentLog(
  tx: Tx,
  customerId: number,
  vendorId: number,
): Promise<StatusLogRow | undefined> {
  const [row] = await tx
    .select()
    .from(performanceVendorStatusLogs)
    .where(and(ofVendor(customerId, vendorId), eq(performanceVendorStatusLogs.complete, false)));
  return row;
}

/** The supplier's completed logs, the latest start first (ties: the newest log first). */
export async function findHistory(tx: Tx, customerId: number, vendorId: number): Promise<StatusLogRow[]> {
  return tx
    .select()
    .from(performanceVendorStatusLogs)
    .where(and(ofVendor(customerId, vendorId), eq(performanceVendorStatusLogs.complete, true)))
    .orderBy(desc(performanceVendorStatusLogs.startDate), desc(performanceVendorStatusLogs.id))
    .limit(1000);
}

/** The supplier's log `id` (another supplier's is not found). */
export async function findLog(
  tx: Tx,
  customerId: number,
  vendorId: number,
  id: number,
): Promise<StatusLogRow | undefined> {
  const [row] = await tx
    .select()
    .from(performanceVendorStatusLogs)
    .where(and(ofVendor(customerId, vendorId), eq(performanceVendorStatusLogs.id, id)));
  return row;
}

/** Whether another log of the supplier has this status over dates that overlap [start, end]. */
export async function hasOverlappingLog(
  tx: Tx,
  customerId: number,
  log: { vendorId: number; status: PerformanceStatus; startDate: string; endDate: string },
  exceptId?: number,
): Promise<boolean> {
  const [row] = await tx
    .select({ id: performanceVendorStatusLogs.id })
    .from(performanceVendorStatusLogs)
    .where(
      and(
        ofVendor(customerId, log.vendorId),
        eq(performanceVendorStatusLogs.status, log.status),
        sql`${performanceVendorStatusLogs.startDate} <= ${log.endDate}::date`,
        sql`${performanceVendorStatusLogs.endDate} >= ${log.startDate}::date`,
        exceptId === undefined ? undefined : sql`${performanceVendorStatusLogs.id} <> ${exceptId}`,
      ),
    )
    .limit(1);
  return row !== undefined;
}

export async function insertLog(tx: Tx, values: typeof performanceVendorStatusLogs.$inferInsert) {
  const [row] = await tx.insert(performanceVendorStatusLogs).values(values).returning();
  if (!row) throw new Error('status log not saved');
  return row;
}

export async function updateLog(
  tx: Tx,
  customerId: number,
  id: number,
  values: Partial<typeof performanceVendorStatusLogs.$inferInsert>,
) {
  const [row] = await tx
    .update(performanceVendorStatusLogs)
    .set(values)
    .where(tenantRow(performanceVendorStatusLogs.id, customerId, id))
    .returning();
  if (!row) throw new Error('status log not saved');
  return row;
}

/** The current status log of each of these suppliers that has one, by supplier. */
export async function findCurrentLogs(
  tx: Tx,
  customerId: number,
  vendorIds: readonly number[],
): Promise<StatusLogRow[]> {
  if (vendorIds.length === 0) return [];
  return tx
    .select()
    .from(performanceVendorStatusLogs)
    .where(
      and(
        eq(performanceVendorStatusLogs.customerId, customerId),
        inArray(performanceVendorStatusLogs.vendorId, [...new Set(vendorIds)]),
        eq(performanceVendorStatusLogs.complete, false),
      ),
    )
    .orderBy(performanceVendorStatusLogs.vendorId);
}
