import type { DropdownList } from '@procura/contract';
import { and, asc, eq, ilike, sql } from 'drizzle-orm';
import { categories, dropdownOptions } from '../../db/schema/index.ts';
import type { Tx } from '../../platform/tenancy.ts';

export type OptionRow = typeof dropdownOptions.$inferSelect;
export type CategoryRow = typeof categories.$inferSelect;
export type CategoryKind = 'category' | 'commodity';

export type OptionValues = Pick<OptionRow, 'name' | 'value' | 'code' | 'active' | 'sortOrder'>;
export type CategoryValues = Pick<CategoryRow, 'code' | 'name' | 'parentId' | 'active'>;

/** A list's options in display order; inactive ones only when asked (the /All calls). */
export async function findOptions(
  tx: Tx,
  customerId: number,
  list: DropdownList,
  options: { all?: boolean; search?: string },
): Promise<OptionRow[]> {
  return tx
    .select()
    .from(dropdownOptions)
    .where(
      and(
        eq(dropdownOptions.customerId, customerId),
        eq(dropdownOptions.list, list),
        options.all ? undefined : eq(dropdownOptions.active, true),
        options.search
          ? ilike(dropdownOptions.name, `%${options.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`)
          : undefined,
      ),
    )
    .orderBy(asc(dropdownOptions.sortOrder), asc(dropdownOptions.name));
}

/** The option of the list with this name, compared case-insensitively. */
export async function findOptionIdByName(tx: Tx, customerId: number, list: string, name: string) {
  const [row] = await tx
    .select({ id: dropdownOptions.id })
    .from(dropdownOptions)
    .where(
      and(
        eq(dropdownOptions.customerId, customerId),
        eq(dropdownOptions.list, list),
        sql`lower(${dropdownOptions.name}) = ${name.toLowerCase()}`,
      ),
    );
  return row;
}

function optionKey(customerId: number, list: string, id: number) {
  return and(
    eq(dropdownOptions.customerId, customerId),
    eq(dropdownOptions.list, list),
    eq(dropdownOptions.id, id),
  );
}

export async function findOption(tx: Tx, customerId: number, list: string, id: number) {
  const [row] = await tx
    .select()
    .from(dropdownOptions)
    .where(optionKey(customerId, list, id));
  return row;
}

export async function updateOption(
  tx: Tx,
  customerId: number,
  list: string,
  id: number,
  values: OptionValues,
) {
  const [row] = await tx
    .update(dropdownOptions)
    .set(values)
    .where(optionKey(customerId, list, id))
    .returning();
  return row;
}

export async function insertOption(tx: Tx, customerId: number, list: string, values: OptionValues) {
  const [row] = await tx
    .insert(dropdownOptions)
    .values({ customerId, list, ...values })
    .returning();
  return row;
}

export async function deleteOptionRow(tx: Tx, customerId: number, list: string, id: number) {
  const [row] = await tx
    .delete(dropdownOptions)
    .where(optionKey(customerId, list, id))
    .returning();
  return row;
}

const categoryKey = (customerId: number, kind: CategoryKind, id: number) =>
  and(eq(categories.customerId, customerId), eq(categories.kind, kind), eq(categories.id, id));

export async function findCategories(tx: Tx, customerId: number, kind: CategoryKind): Promise<CategoryRow[]> {
  return tx
    .select()
    .from(categories)
    .where(and(eq(categories.customerId, customerId), eq(categories.kind, kind)))
    .orderBy(asc(categories.code));
}

/** The category of the kind with this code, compared case-insensitively. */
export async function findCategoryIdByCode(tx: Tx, customerId: number, kind: CategoryKind, code: string) {
  const [row] = await tx
    .select({ id: categories.id })
    .from(categories)
    .where(
      and(
        eq(categories.customerId, customerId),
        eq(categories.kind, kind),
        sql`lower(${categories.code}) = ${code.toLowerCase()}`,
      ),
    );
  return row;
}

export async function findCategoryId(tx: Tx, customerId: number, kind: CategoryKind, id: number) {
  const [row] = await tx
    .select({ id: categories.id })
    .from(categories)
    .where(categoryKey(customerId, kind, id));
  return row;
}

export async function updateCategory(
  tx: Tx,
  customerId: number,
  kind: CategoryKind,
  id: number,
  values: CategoryValues,
) {
  const [row] = await tx
    .update(categories)
    .set(values)
    .where(categoryKey(customerId, kind, id))
    .returning();
  return row;
}

export async function insertCategory(tx: Tx, customerId: number, kind: CategoryKind, values: CategoryValues) {
  const [row] = await tx
    .insert(categories)
    .values({ customerId, kind, ...values })
    .returning();
  return row;
}

/** Any category of the agency under `parentId`, whatever its kind. */
export async function findChildCategory(tx: Tx, customerId: number, parentId: number) {
  const [row] = await tx
    .select({ id: categories.id })
    .from(categories)
    .where(and(eq(categories.customerId, customerId), eq(categories.parentId, parentId)));
  return row;
}

export async function deleteCategoryRow(tx: Tx, customerId: number, kind: CategoryKind, id: number) {
  const [row] = await tx
    .delete(categories)
    .where(categoryKey(customerId, kind, id))
    .returning();
  return row;
}
