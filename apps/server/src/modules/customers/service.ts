import type { AppContext } from '../../platform/context.ts';
import { notFound } from '../../platform/errors.ts';
import { inTenant } from '../../platform/tenancy.ts';
import { presentCustomer, presentNode } from './presenters.ts';
import { findCustomer, findNodes } from './queries.ts';

export async function getCustomer(ctx: AppContext, customerId: number) {
  const row = await inTenant(ctx.db, customerId, (tx) => findCustomer(tx, customerId));
  if (!row) throw notFound();
  return presentCustomer(row);
}

export async function getNodes(ctx: AppContext, customerId: number) {
  const nodes = await inTenant(ctx.db, customerId, (tx) => findNodes(tx, customerId));
  if (!nodes) throw notFound();
  return { customerNode: presentNode(nodes.customer), tenderNode: presentNode(nodes.tender) };
}
