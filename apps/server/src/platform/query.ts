import { booleanQuerySchema, idParamSchema } from '@procura/contract';
import { type AnyColumn, and, Column, eq, is, type SQL } from 'drizzle-orm';

/** A positive integer id in a query string. */
export const idQuery = idParamSchema();

/** `true` or `false`, as query strings carry booleans. */
export const booleanQuery = booleanQuerySchema;

/** Text matched literally inside a LIKE pattern: its wildcards and the escape character escaped. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * The join on a tenant table's composite key (customer_id, id): the row `reference` points at, in
 * the same agency. `tenantJoin(tenders.id, awards.tenderId)` is `tenders.customer_id =
 * awards.customer_id AND tenders.id = awards.tender_id`, which lets PostgreSQL use the primary key
 * and keeps a join from ever crossing agencies.
 */
export function tenantJoin(target: AnyColumn, reference: AnyColumn): SQL {
  // and() parenthesises, so the pair stays one condition inside an or().
  return and(eq(customerIdOf(target), customerIdOf(reference)), eq(target, reference)) as SQL;
}

/**
 * One row of a tenant table by its composite key: `tenantRow(awards.id, customerId, id)` is
 * `awards.customer_id = customerId AND awards.id = id`, the primary key's lookup.
 */
export function tenantRow(key: AnyColumn, customerId: number, id: number): SQL {
  return and(eq(customerIdOf(key), customerId), eq(key, id)) as SQL;
}

function customerIdOf(column: AnyColumn): AnyColumn {
  const sibling = (column.table as unknown as Record<string, unknown>).customerId;
  if (!is(sibling, Column)) throw new Error(`tenantJoin: ${column.name}'s table has no customerId`);
  return sibling;
}
