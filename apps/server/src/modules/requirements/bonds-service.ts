import {
  type Bond,
  type createBondSchema,
  requirementRules,
  type SortOrder,
  type updateBondSchema,
} from '@procura/contract';
import type { z } from 'zod';
import { tenderBonds } from '../../db/schema/index.ts';
import { byActor, recordAudit } from '../../platform/audit.ts';
import type { AppContext } from '../../platform/context.ts';
import { badRequest } from '../../platform/errors.ts';
import { type Actor, inTenant } from '../../platform/tenancy.ts';
import type { BuildActor } from '../projects/index.ts';
import { findTenderById } from '../projects/index.ts';
import { type BondRow, deleteItem, findItemsOfTender, insertItem, updateItem } from './item-queries.ts';
import { nextSortOrder, reorderItems, requireItem } from './items.ts';
import { lockRequirements } from './lock.ts';

/**
 * The bonds and other security suppliers must provide (the Security section). Amounts are exact
 * decimals (numeric(15,2), decimal text on the wire); a percentage is at most 100 (the contract's
 * schema refuses more). "At least one bond when digital bonds are allowed" is a publish checklist
 * item, not a refusal here, so a buyer may delete the last bond while replacing it.
 */

const table = tenderBonds;

function present(row: BondRow): Bond {
  return {
    id: row.id,
    tenderId: row.tenderId,
    name: row.name,
    amountType: row.amountType,
    amount: row.amount,
    description: row.description,
    isRequired: row.isRequired,
    sortOrder: row.sortOrder,
  };
}

const described = (row: BondRow) => ({
  name: row.name,
  amountType: row.amountType,
  amount: row.amount,
  description: row.description,
  isRequired: row.isRequired,
});

const fieldsOf = (input: z.output<typeof updateBondSchema> | z.output<typeof createBondSchema>) => ({
  name: input.name,
  amountType: input.amountType,
  amount: input.amount,
  description: input.description,
  isRequired: input.isRequired,
});

/** A source's bonds in their order. */
export async function listBonds(ctx: AppContext, actor: Actor, tenderId: number): Promise<Bond[]> {
  return inTenant(ctx.db, actor.customerId, async (tx) => {
    await findTenderById(tx, actor, tenderId);
    return (await findItemsOfTender(tx, table, actor.customerId, tenderId)).map(present);
  });
}

/** Adds a bond at the end of the list. */
export async function createBond(
  ctx: AppContext,
  actor: BuildActor,
  input: z.output<typeof createBondSchema>,
): Promise<Bond> {
  return inTenant(ctx.db, actor.customerId, async (tx) => {
    const { project } = await lockRequirements(tx, actor, input.tenderId);
    const items = await findItemsOfTender(tx, table, actor.customerId, input.tenderId);
    const max = requirementRules.maxBonds;
    if (items.length >= max) throw badRequest({ key: 'bondLimitReached', params: { max } });
    const row = await insertItem(tx, table, {
      customerId: actor.customerId,
      tenderId: input.tenderId,
      ...fieldsOf(input),
      sortOrder: nextSortOrder(items),
    });
    await recordAudit(tx, ctx.clock, {
      ...byActor(actor),
      action: 'bond.created',
      entityType: 'bond',
      entityId: row.id,
      after: { ...described(row), tenderId: row.tenderId },
      projectId: project.id,
    });
    return present(row);
  });
}

export async function updateBond(
  ctx: AppContext,
  actor: BuildActor,
  input: z.output<typeof updateBondSchema>,
): Promise<Bond> {
  return inTenant(ctx.db, actor.customerId, async (tx) => {
    const before = await requireItem(tx, table, actor, input.id);
    const { project } = await lockRequirements(tx, actor, before.tenderId);
    const row = await updateItem(tx, table, actor.customerId, before.id, fieldsOf(input));
    await recordAudit(tx, ctx.clock, {
      ...byActor(actor),
      action: 'bond.updated',
      entityType: 'bond',
      entityId: row.id,
      before: described(before),
      after: described(row),
      projectId: project.id,
    });
    return present(row);
  });
}

export async function deleteBond(ctx: AppContext, actor: BuildActor, id: number): Promise<Bond> {
  return inTenant(ctx.db, actor.customerId, async (tx) => {
    const row = await requireItem(tx, table, actor, id);
    const { project } = await lockRequirements(tx, actor, row.tenderId);
    await deleteItem(tx, table, actor.customerId, row.id);
    await recordAudit(tx, ctx.clock, {
      ...byActor(actor),
      action: 'bond.deleted',
      entityType: 'bond',
      entityId: row.id,
      before: { ...described(row), tenderId: row.tenderId },
      projectId: project.id,
    });
    return present(row);
  });
}

/** Puts a source's bonds in the given order, numbered from 0. */
export async function reorderBonds(ctx: AppContext, actor: BuildActor, order: SortOrder): Promise<Bond[]> {
  return inTenant(ctx.db, actor.customerId, async (tx) =>
    (await reorderItems(ctx, tx, actor, table, order, 'bond.reordered')).map(present),
  );
}
