import { and, asc, eq, sql } from 'drizzle-orm';
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

export async function nodeExists(tx: Tx, customerId: number, nodeId: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: nodes.id })
    .from(nodes)
    .where(and(eq(nodes.customerId, customerId), eq(nodes.id, nodeId)));
  return Boolean(row);
}
