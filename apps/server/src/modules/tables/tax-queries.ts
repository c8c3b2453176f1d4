import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { taxTypes, tenderTables } from '../../db/schema/index.ts';
import { tenantRow } from '../../platform/query.ts';
import type { Tx } from '../../platform/tenancy.ts';
import { taxesOf } from './presenters.ts';

export type TaxTypeRow = typeof taxTypes.$inferSelect;
type TaxTypeValues = Pick<TaxTypeRow, 'name' | 'percentage' | 'active'>;

export async function findTaxTypes(tx: Tx, customerId: number): Promise<TaxTypeRow[]> {
  return tx
    .select()
    .from(taxTypes)
    .where(eq(taxTypes.customerId, customerId))
    .orderBy(asc(sql`lower(${taxTypes.name})`), asc(taxTypes.id));
}

/** The tax type `id`, locked against a form naming it until the transaction ends (a delete's check). */
export async function findTaxTypeForUpdate(
  tx: Tx,
  customerId: number,
  id: number,
): Promise<TaxTypeRow | undefined> {
  const [row] = await tx
    .select()
    .from(taxTypes)
    .where(tenantRow(taxTypes.id, customerId, id))
    .for('update');
  return row;
}

/**
 * How many of the tax types `ids` still exist, each held so it cannot be deleted before the form
 * naming it commits (the delete then sees the form and refuses).
 */
export async function holdTaxTypes(tx: Tx, customerId: number, ids: readonly number[]): Promise<number> {
  if (ids.length === 0) return 0;
  const rows = await tx
    .select({ id: taxTypes.id })
    .from(taxTypes)
    .where(and(eq(taxTypes.customerId, customerId), inArray(taxTypes.id, [...ids])))
    .for('share');
  return rows.length;
}

export async function insertTaxType(
  tx: Tx,
  values: TaxTypeValues & { customerId: number },
): Promise<TaxTypeRow> {
  const [row] = await tx.insert(taxTypes).values(values).returning();
  if (!row) throw new Error('tax type insert returned nothing');
  return row;
}

export async function updateTaxType(
  tx: Tx,
  customerId: number,
  id: number,
  values: TaxTypeValues,
): Promise<TaxTypeRow> {
  const [row] = await tx
    .update(taxTypes)
    .set(values)
    .where(tenantRow(taxTypes.id, customerId, id))
    .returning();
  if (!row) throw new Error('tax type update returned nothing');
  return row;
}

export async function deleteTaxType(tx: Tx, customerId: number, id: number): Promise<void> {
  await tx.delete(taxTypes).where(tenantRow(taxTypes.id, customerId, id));
}

/** Whether any live form of the agency, in any source, names the tax type among its taxes. */
export async function isTaxTypeInUse(tx: Tx, customerId: number, id: number): Promise<boolean> {
  const [row] = await tx
    .select({ found: sql<number>`1` })
    .from(tenderTables)
    .where(
      and(
        eq(tenderTables.customerId, customerId),
        eq(tenderTables.deleted, false),
        sql`${tenderTables.taxes} @> ${JSON.stringify([{ taxId: id }])}::jsonb`,
      ),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * The tax types a source's forms may name: the active ones, and any inactive one its live forms
 * already use, so deactivating a tax type does not break a form that chose it.
 */
export async function findTaxTypesForTender(
  tx: Tx,
  customerId: number,
  tenderId: number,
): Promise<TaxTypeRow[]> {
  const forms = await tx
    .select({ taxes: tenderTables.taxes })
    .from(tenderTables)
    .where(
      and(
        eq(tenderTables.customerId, customerId),
        eq(tenderTables.tenderId, tenderId),
        eq(tenderTables.deleted, false),
      ),
    );
  const used = new Set(forms.flatMap((form) => taxesOf(form).map((tax) => tax.taxId)));
  return (await findTaxTypes(tx, customerId)).filter((type) => type.active || used.has(type.id));
}
