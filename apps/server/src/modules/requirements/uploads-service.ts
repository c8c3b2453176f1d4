import {
  type createUploadRequirementSchema,
  requirementRules,
  type SortOrder,
  type UploadRequirement,
  type updateUploadRequirementSchema,
} from '@procura/contract';
import type { z } from 'zod';
import { tenderUploadRequirements } from '../../db/schema/index.ts';
import { byActor, recordAudit } from '../../platform/audit.ts';
import type { AppContext } from '../../platform/context.ts';
import { badRequest } from '../../platform/errors.ts';
import { type Actor, inTenant } from '../../platform/tenancy.ts';
import type { BuildActor } from '../projects/index.ts';
import { findTenderById } from '../projects/index.ts';
import {
  deleteItem,
  findItemsOfTender,
  insertItem,
  type UploadRequirementRow,
  updateItem,
} from './item-queries.ts';
import { nextSortOrder, reorderItems, requireItem } from './items.ts';
import { lockRequirements } from './lock.ts';

/**
 * The documents suppliers must upload with a submission (the Documents section): at most
 * requirementRules.maxUploadRequirements a source (000 §5: 10), names unique in the source ignoring
 * case. Every change goes through lockRequirements, which also locks the project row, so the count
 * and the name check hold until commit.
 */

const table = tenderUploadRequirements;

function present(row: UploadRequirementRow): UploadRequirement {
  return {
    id: row.id,
    tenderId: row.tenderId,
    name: row.name,
    description: row.description,
    isRequired: row.isRequired,
    sortOrder: row.sortOrder,
  };
}

const described = (row: UploadRequirementRow) => ({
  name: row.name,
  description: row.description,
  isRequired: row.isRequired,
});

function assertNameFree(items: readonly UploadRequirementRow[], name: string, exceptId?: number): void {
  const wanted = name.toLowerCase();
  if (items.some((item) => item.id !== exceptId && item.name.toLowerCase() === wanted)) {
    throw badRequest('nameAlreadyExists');
  }
}

/** A source's upload requirements in their order. */
export async function listUploadRequirements(
  ctx: AppContext,
  actor: Actor,
  tenderId: number,
): Promise<UploadRequirement[]> {
  return inTenant(ctx.db, actor.customerId, async (tx) => {
    await findTenderById(tx, actor, tenderId);
    return (await findItemsOfTender(tx, table, actor.customerId, tenderId)).map(present);
  });
}

/** Adds an upload requirement at the end of the list. */
export async function createUploadRequirement(
  ctx: AppContext,
  actor: BuildActor,
  input: z.output<typeof createUploadRequirementSchema>,
): Promise<UploadRequirement> {
  return inTenant(ctx.db, actor.customerId, async (tx) => {
    const { project } = await lockRequirements(tx, actor, input.tenderId);
    const items = await findItemsOfTender(tx, table, actor.customerId, input.tenderId);
    const max = requirementRules.maxUploadRequirements;
    if (items.length >= max) throw badRequest({ key: 'uploadRequirementLimitReached', params: { max } });
    assertNameFree(items, input.name);
    const row = await insertItem(tx, table, {
      customerId: actor.customerId,
      tenderId: input.tenderId,
      name: input.name,
      description: input.description,
      isRequired: input.isRequired,
      sortOrder: nextSortOrder(items),
    });
    await recordAudit(tx, ctx.clock, {
      ...byActor(actor),
      action: 'uploadRequirement.created',
      entityType: 'uploadRequirement',
      entityId: row.id,
      after: { ...described(row), tenderId: row.tenderId },
      projectId: project.id,
    });
    return present(row);
  });
}

export async function updateUploadRequirement(
  ctx: AppContext,
  actor: BuildActor,
  input: z.output<typeof updateUploadRequirementSchema>,
): Promise<UploadRequirement> {
  return inTenant(ctx.db, actor.customerId, async (tx) => {
    const before = await requireItem(tx, table, actor, input.id);
    const { project } = await lockRequirements(tx, actor, before.tenderId);
    assertNameFree(
      await findItemsOfTender(tx, table, actor.customerId, before.tenderId),
      input.name,
      before.id,
    );
    const row = await updateItem(tx, table, actor.customerId, before.id, {
      name: input.name,
      description: input.description,
      isRequired: input.isRequired,
    });
    await recordAudit(tx, ctx.clock, {
      ...byActor(actor),
      action: 'uploadRequirement.updated',
      entityType: 'uploadRequirement',
      entityId: row.id,
      before: described(before),
      after: described(row),
      projectId: project.id,
    });
    return present(row);
  });
}

export async function deleteUploadRequirement(
  ctx: AppContext,
  actor: BuildActor,
  id: number,
): Promise<UploadRequirement> {
  return inTenant(ctx.db, actor.customerId, async (tx) => {
    const row = await requireItem(tx, table, actor, id);
    const { project } = await lockRequirements(tx, actor, row.tenderId);
    await deleteItem(tx, table, actor.customerId, row.id);
    await recordAudit(tx, ctx.clock, {
      ...byActor(actor),
      action: 'uploadRequirement.deleted',
      entityType: 'uploadRequirement',
      entityId: row.id,
      before: { ...described(row), tenderId: row.tenderId },
      projectId: project.id,
    });
    return present(row);
  });
}

/** Puts a source's upload requirements in the given order, numbered from 0. */
export async function reorderUploadRequirements(
  ctx: AppContext,
  actor: BuildActor,
  order: SortOrder,
): Promise<UploadRequirement[]> {
  return inTenant(ctx.db, actor.customerId, async (tx) =>
    (await reorderItems(ctx, tx, actor, table, order, 'uploadRequirement.reordered')).map(present),
  );
}
