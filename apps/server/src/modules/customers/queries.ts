import { utcToZonedLocal } from '@procura/contract';
import { asc, eq, getTableName, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { customers, nodes } from '../../db/schema/index.ts';
import type { Tx } from '../../platform/tenancy.ts';

export type CustomerRow = typeof customers.$inferSelect;
export type NodeRow = typeof nodes.$inferSelect;

export async function findCustomerByDomain(tx: Tx, domain: string): Promise<CustomerRow | undefined> {
  const [row] = await tx
    .select()
    .from(customers)
    .where(sql`lower(${customers.domain}) = ${domain.trim().toLowerCase()}`);
  return row;
}

export async function findCustomer(tx: Tx, customerId: number): Promise<CustomerRow | undefined> {
  const [row] = await tx.select().from(customers).where(eq(customers.id, customerId));
  return row;
}

export async function listCustomers(tx: Tx): Promise<CustomerRow[]> {
  return tx.select().from(customers).orderBy(asc(customers.displayName));
}

export async function findNodes(
  tx: Tx,
  customerId: number,
): Promise<{ customer: NodeRow; tender: NodeRow } | undefined> {
  const rows = await tx.select().from(nodes).where(eq(nodes.customerId, customerId)).orderBy(asc(nodes.id));
  const customer = rows.find((n) => n.kind === 'customer');
  const tender = rows.find((n) => n.kind === 'tender');
  return customer && tender ? { customer, tender } : undefined;
}

/**
 * The agency's first node of a kind, as a scalar subquery, for statements that need a node id
 * beside other columns (findNodes' choice: the lowest id of the kind). The outer column is named
 * with its table: drizzle leaves columns unqualified in a single-table select, where `id` would
 * read the subquery's own.
 */
export function agencyNodeId(customerId: AnyPgColumn, kind: 'customer' | 'tender') {
  const outer = sql`${sql.identifier(getTableName(customerId.table))}.${sql.identifier(customerId.name)}`;
  return sql<
    number | null
  >`(select min(n.id) from ${nodes} n where n.customer_id = ${outer} and n.kind = ${kind})`;
}

/**
 * The agency whose domain is `domain` (any case) with its customer and tender nodes' ids, in one
 * statement: every portal request starts here, and a round trip is most of a cheap read.
 */
export async function findAgencyWithNodes(tx: Tx, domain: string) {
  const [row] = await tx
    .select({
      customerId: customers.id,
      domain: customers.domain,
      name: customers.displayName,
      timezone: customers.timezone,
      customerNodeId: agencyNodeId(customers.id, 'customer'),
      tenderNodeId: agencyNodeId(customers.id, 'tender'),
    })
    .from(customers)
    .where(sql`lower(${customers.domain}) = ${domain.trim().toLowerCase()}`);
  return row;
}

/** The agency's time zone (IANA), what its calendar days and local times are read in. */
export async function agencyTimeZone(tx: Tx, customerId: number): Promise<string> {
  const [row] = await tx
    .select({ timezone: customers.timezone })
    .from(customers)
    .where(eq(customers.id, customerId));
  return row?.timezone ?? 'UTC';
}

/** The agency's calendar day at `now` (YYYY-MM-DD in its time zone). */
export async function agencyToday(tx: Tx, customerId: number, now: Date): Promise<string> {
  return utcToZonedLocal(now, await agencyTimeZone(tx, customerId)).slice(0, 10);
}

/** The agency's name and its calendar day at `now`. */
export async function agencyDay(
  tx: Tx,
  customerId: number,
  now: Date,
): Promise<{ name: string; today: string }> {
  const [row] = await tx
    .select({ name: customers.displayName, timezone: customers.timezone })
    .from(customers)
    .where(eq(customers.id, customerId));
  return { name: row?.name ?? '', today: utcToZonedLocal(now, row?.timezone ?? 'UTC').slice(0, 10) };
}
