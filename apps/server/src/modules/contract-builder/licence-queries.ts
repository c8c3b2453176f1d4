import { and, asc, desc, eq, notInArray } from 'drizzle-orm';
import {
  auditEvents,
  contractBuilderBillingPeriods,
  contractBuilderLicences,
  customers,
} from '../../db/schema/index.ts';
import { tenantRow } from '../../platform/query.ts';
import type { Tx } from '../../platform/tenancy.ts';

/** Licences and their billing periods (issue 9 §4); support's calls read them across agencies. */

export type LicenceRow = typeof contractBuilderLicences.$inferSelect;
export type PeriodRow = typeof contractBuilderBillingPeriods.$inferSelect;
type PeriodValues = Partial<typeof contractBuilderBillingPeriods.$inferInsert>;

/** The agency's licence, if it has one. */
export async function findLicenceOfAgency(tx: Tx, customerId: number) {
  const [row] = await tx
    .select()
    .from(contractBuilderLicences)
    .where(eq(contractBuilderLicences.customerId, customerId));
  return row;
}

/** The licence by id; `forUpdate` locks it. */
export async function findLicenceRow(tx: Tx, licenceId: number, forUpdate = false) {
  const query = tx.select().from(contractBuilderLicences).where(eq(contractBuilderLicences.id, licenceId));
  const [row] = forUpdate ? await query.for('update') : await query;
  return row;
}

/** Every licence, by agency. */
export async function findAllLicences(tx: Tx) {
  return tx.select().from(contractBuilderLicences).orderBy(asc(contractBuilderLicences.customerId));
}

/** The agencies not licensed yet (not in `licensed`), by name. */
export async function findAgenciesExcept(tx: Tx, licensed: number[]) {
  return tx
    .select({ id: customers.id, customerName: customers.displayName })
    .from(customers)
    .where(licensed.length > 0 ? notInArray(customers.id, licensed) : undefined)
    .orderBy(asc(customers.displayName));
}

/** The ids of the agencies that hold a licence. */
export async function findLicensedAgencyIds(tx: Tx) {
  return (await tx.select({ id: contractBuilderLicences.customerId }).from(contractBuilderLicences)).map(
    (r) => r.id,
  );
}

/** The agency, when there is one by that id. */
export async function findAgency(tx: Tx, customerId: number) {
  const [row] = await tx.select({ id: customers.id }).from(customers).where(eq(customers.id, customerId));
  return row;
}

export async function insertLicence(tx: Tx, values: typeof contractBuilderLicences.$inferInsert) {
  const [row] = await tx.insert(contractBuilderLicences).values(values).returning();
  return row;
}

export async function updateLicenceRow(
  tx: Tx,
  licence: LicenceRow,
  values: Partial<typeof contractBuilderLicences.$inferInsert>,
) {
  const [row] = await tx
    .update(contractBuilderLicences)
    .set(values)
    .where(tenantRow(contractBuilderLicences.id, licence.customerId, licence.id))
    .returning();
  return row;
}

/** The licence's billing periods, by start. */
export async function findBillingPeriods(tx: Tx, licence: LicenceRow) {
  return tx
    .select()
    .from(contractBuilderBillingPeriods)
    .where(
      and(
        eq(contractBuilderBillingPeriods.customerId, licence.customerId),
        eq(contractBuilderBillingPeriods.licenceId, licence.id),
      ),
    )
    .orderBy(asc(contractBuilderBillingPeriods.dateStart), asc(contractBuilderBillingPeriods.id));
}

/** The licence's billing periods by start, locked: a send counts against them. */
export async function lockBillingPeriods(tx: Tx, customerId: number, licenceId: number) {
  return tx
    .select()
    .from(contractBuilderBillingPeriods)
    .where(
      and(
        eq(contractBuilderBillingPeriods.customerId, customerId),
        eq(contractBuilderBillingPeriods.licenceId, licenceId),
      ),
    )
    .orderBy(asc(contractBuilderBillingPeriods.dateStart))
    .for('update');
}

/** Every agency's billing periods: the summary adds them up. */
export async function findAllBillingPeriods(tx: Tx) {
  return tx.select().from(contractBuilderBillingPeriods);
}

export async function insertBillingPeriod(tx: Tx, values: typeof contractBuilderBillingPeriods.$inferInsert) {
  await tx.insert(contractBuilderBillingPeriods).values(values);
}

export async function updateBillingPeriod(
  tx: Tx,
  customerId: number,
  periodId: number,
  values: PeriodValues,
) {
  await tx
    .update(contractBuilderBillingPeriods)
    .set(values)
    .where(tenantRow(contractBuilderBillingPeriods.id, customerId, periodId));
}

export async function deleteBillingPeriod(tx: Tx, customerId: number, periodId: number) {
  await tx
    .delete(contractBuilderBillingPeriods)
    .where(tenantRow(contractBuilderBillingPeriods.id, customerId, periodId));
}

/** The licence's history, newest first (at most 500). */
export async function findLicenceEvents(tx: Tx, licence: LicenceRow) {
  return tx
    .select()
    .from(auditEvents)
    .where(
      and(
        eq(auditEvents.customerId, licence.customerId),
        eq(auditEvents.entityType, 'contractBuilderLicence'),
        eq(auditEvents.entityId, String(licence.id)),
      ),
    )
    .orderBy(desc(auditEvents.seq))
    .limit(500);
}
