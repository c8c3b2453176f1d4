import {
  type ComplianceItem,
  complianceRules,
  type createComplianceItemSchema,
  type SortOrder,
  type updateComplianceItemSchema,
} from '@procura/contract';
import type { z } from 'zod';
import { byActor, recordAudit } from '../../platform/audit.ts';
import type { AppContext } from '../../platform/context.ts';
import { AppError, badRequest } from '../../platform/errors.ts';
import { type Actor, inTenant, type Tx } from '../../platform/tenancy.ts';
import {
  assertCompleteOrder,
  type BuildActor,
  findTenderById,
  lockEditableTender,
} from '../projects/index.ts';
import {
  type ComplianceItemRow,
  deleteComplianceItem as deleteRow,
  findComplianceItem,
  findComplianceItemsOfTender,
  insertComplianceItem,
  updateComplianceItem as updateRow,
} from './queries.ts';

/**
 * The compliance checklist of a source (Build > compliance). Names are unique per source, ignoring
 * case (nameAlreadyExists, as for other named lists); at most 100 items. Every change locks the
 * project row first, so the name check and the count hold until commit.
 */

const itemNotFound = () => new AppError(404, 'notFound');

function present(row: ComplianceItemRow): ComplianceItem {
  return {
    id: row.id,
    tenderId: row.tenderId,
    name: row.name,
    description: row.description,
    isRequired: row.isRequired,
    sortOrder: row.sortOrder,
  };
}

function described(row: Pick<ComplianceItemRow, 'name' | 'description' | 'isRequired'>) {
  return { name: row.name, description: row.description, isRequired: row.isRequired };
}

function assertNameFree(items: readonly ComplianceItemRow[], name: string, exceptId?: number): void {
  const wanted = name.toLowerCase();
  if (items.some((item) => item.id !== exceptId && item.name.toLowerCase() === wanted)) {
    throw badRequest('nameAlreadyExists');
  }
}

async function requireItem(tx: Tx, actor: Actor, id: number): Promise<ComplianceItemRow> {
  const row = await findComplianceItem(tx, actor, id);
  if (!row) throw itemNotFound();
  return row;
}

/** A source's compliance items in their order. */
export async function listComplianceItems(
  ctx: AppContext,
  actor: Actor,
  tenderId: number,
): Promise<ComplianceItem[]> {
  return inTenant(ctx.db, actor.customerId, async (tx) => {
    await findTenderById(tx, actor, tenderId);
    return (await findComplianceItemsOfTender(tx, actor.customerId, tenderId)).map(present);
  });
}

/** Adds an item at the end of the list. */
export async function createComplianceItem(
  ctx: AppContext,
  actor: BuildActor,
  input: z.output<typeof createComplianceItemSchema>,
): Promise<ComplianceItem> {
  return inTenant(ctx.db, actor.customerId, async (tx) => {
    const { project } = await lockEditableTender(tx, actor, input.tenderId);
    const items = await findComplianceItemsOfTender(tx, actor.customerId, input.tenderId);
    if (items.length >= complianceRules.maxPerSource) {
      throw badRequest({ key: 'complianceLimitReached', params: { max: complianceRules.maxPerSource } });
    }
    assertNameFree(items, input.name);
    const row = await insertComplianceItem(tx, {
      customerId: actor.customerId,
      tenderId: input.tenderId,
      name: input.name,
      description: input.description,
      isRequired: input.isRequired,
      sortOrder: Math.max(-1, ...items.map((item) => item.sortOrder)) + 1,
    });
    await recordAudit(tx, ctx.clock, {
      ...byActor(actor),
      action: 'complianceItem.created',
      entityType: 'complianceItem',
      entityId: row.id,
      after: { ...described(row), tenderId: row.tenderId },
      projectId: project.id,
    });
    return present(row);
  });
}

export async function updateComplianceItem(
  ctx: AppContext,
  actor: BuildActor,
  input: z.output<typeof updateComplianceItemSchema>,
): Promise<ComplianceItem> {
  return inTenant(ctx.db, actor.customerId, async (tx) => {
    const before = await requireItem(tx, actor, input.id);
    const { project } = await lockEditableTender(tx, actor, before.tenderId);
    assertNameFree(
      await findComplianceItemsOfTender(tx, actor.customerId, before.tenderId),
      input.name,
      before.id,
    );
    const row = await updateRow(tx, actor.customerId, before.id, {
      name: input.name,
      description: input.description,
      isRequired: input.isRequired,
    });
    await recordAudit(tx, ctx.clock, {
      ...byActor(actor),
      action: 'complianceItem.updated',
      entityType: 'complianceItem',
      entityId: row.id,
      before: described(before),
      after: described(row),
      projectId: project.id,
    });
    return present(row);
  });
}

export async function deleteComplianceItem(
  ctx: AppContext,
  actor: BuildActor,
  id: number,
): Promise<ComplianceItem> {
  return inTenant(ctx.db, actor.customerId, async (tx) => {
    const row = await requireItem(tx, actor, id);
    const { project } = await lockEditableTender(tx, actor, row.tenderId);
    await deleteRow(tx, actor.customerId, row.id);
    await recordAudit(tx, ctx.clock, {
      ...byActor(actor),
      action: 'complianceItem.deleted',
      entityType: 'complianceItem',
      entityId: row.id,
      before: { ...described(row), tenderId: row.tenderId },
      projectId: project.id,
    });
    return present(row);
  });
}

/** Puts a source's items in the given order, numbered from 0; every item must be named once. */
export async function reorderComplianceItems(
  ctx: AppContext,
  actor: BuildActor,
  order: SortOrder,
): Promise<ComplianceItem[]> {
  return inTenant(ctx.db, actor.customerId, async (tx) => {
    const { project } = await lockEditableTender(tx, actor, order.tenderId);
    const items = await findComplianceItemsOfTender(tx, actor.customerId, order.tenderId);
    assertCompleteOrder(
      items.map((item) => item.id),
      order.ids,
    );
    for (const [index, id] of order.ids.entries())
      await updateRow(tx, actor.customerId, id, { sortOrder: index });
    await recordAudit(tx, ctx.clock, {
      ...byActor(actor),
      action: 'complianceItem.reordered',
      entityType: 'tender',
      entityId: order.tenderId,
      before: { complianceItemIds: items.map((item) => item.id) },
      after: { complianceItemIds: order.ids },
      projectId: project.id,
    });
    return (await findComplianceItemsOfTender(tx, actor.customerId, order.tenderId)).map(present);
  });
}
