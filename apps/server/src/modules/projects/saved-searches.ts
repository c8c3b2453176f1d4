import type { SavedSearch, saveSavedSearchSchema } from '@procura/contract';
import type { z } from 'zod';
import { byActor, recordAudit } from '../../platform/audit.ts';
import type { AppContext } from '../../platform/context.ts';
import { AppError, badRequest, notFound } from '../../platform/errors.ts';
import { type Actor, inTenant } from '../../platform/tenancy.ts';
import {
  deleteOwnSavedSearch,
  findVisibleSavedSearches,
  findVisibleSavedSearchIdsNamed,
  insertSavedSearch,
  type SavedSearchRow as Row,
  updateOwnSavedSearch,
} from './saved-search-queries.ts';

type SaveInput = z.output<typeof saveSavedSearchSchema>;

const present = (row: Row, userId: number): SavedSearch => ({
  id: row.id,
  name: row.name,
  type: row.type as SavedSearch['type'],
  shared: row.shared,
  criteria: row.criteria,
  ownerId: row.ownerId,
  mine: row.ownerId === userId,
});

export async function listSavedSearches(ctx: AppContext, actor: Actor, type: string) {
  const rows = await inTenant(ctx.db, actor.customerId, (tx) => findVisibleSavedSearches(tx, actor, type));
  return rows.map((row) => present(row, actor.userId));
}

/**
 * Creates a saved search, or renames and updates one of the user's own (with id). Names are unique
 * case-insensitively among the searches the user sees, on create and on renaming (001 §5).
 */
export async function saveSavedSearch(ctx: AppContext, actor: Actor, input: SaveInput) {
  return inTenant(ctx.db, actor.customerId, async (tx) => {
    const clash = await findVisibleSavedSearchIdsNamed(tx, actor, input.type, input.name);
    if (clash.some((row) => row.id !== input.id)) {
      throw badRequest({ key: 'savedSearchExists', params: { name: input.name } });
    }
    let row: Row | undefined;
    if (input.id) {
      row = await updateOwnSavedSearch(tx, actor, input.id, {
        name: input.name,
        shared: input.shared,
        criteria: input.criteria,
      });
      if (!row) throw notFound();
    } else {
      try {
        row = await insertSavedSearch(tx, {
          customerId: actor.customerId,
          ownerId: actor.userId,
          type: input.type,
          name: input.name,
          shared: input.shared,
          criteria: input.criteria,
        });
      } catch (error) {
        throw uniqueViolation(error)
          ? badRequest({ key: 'savedSearchExists', params: { name: input.name } })
          : error;
      }
    }
    if (!row) throw new AppError(500, 'unknownError');
    await recordAudit(tx, ctx.clock, {
      ...byActor(actor),
      action: input.id ? 'savedSearch.updated' : 'savedSearch.created',
      entityType: 'savedSearch',
      entityId: row.id,
      after: { name: row.name, shared: row.shared },
    });
    return present(row, actor.userId);
  });
}

function uniqueViolation(error: unknown): boolean {
  const cause = (error as { cause?: { code?: string }; code?: string }) ?? {};
  return cause.code === '23505' || cause.cause?.code === '23505';
}

/** Deletes one of the user's own saved searches. */
export async function deleteSavedSearch(ctx: AppContext, actor: Actor, id: number) {
  await inTenant(ctx.db, actor.customerId, async (tx) => {
    const row = await deleteOwnSavedSearch(tx, actor, id);
    if (!row) throw notFound();
    await recordAudit(tx, ctx.clock, {
      ...byActor(actor),
      action: 'savedSearch.deleted',
      entityType: 'savedSearch',
      entityId: id,
      before: { name: row.name },
    });
  });
}
