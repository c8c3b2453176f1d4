import type { SavedSearch, saveSavedSearchSchema } from '@procura/contract';
import { and, asc, eq, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { savedSearches } from '../../db/schema/index.ts';
import { byActor, recordAudit } from '../../platform/audit.ts';
import type { AppContext } from '../../platform/context.ts';
import { AppError, badRequest, notFound } from '../../platform/errors.ts';
import { type Actor, inTenant } from '../../platform/tenancy.ts';

type Row = typeof savedSearches.$inferSelect;
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

/** Saved searches one user sees: their own and those others shared. */
const visibleTo = (actor: Actor, type: string) =>
  and(
    eq(savedSearches.customerId, actor.customerId),
    eq(savedSearches.type, type),
    or(eq(savedSearches.ownerId, actor.userId), eq(savedSearches.shared, true)),
  );

export async function listSavedSearches(ctx: AppContext, actor: Actor, type: string) {
  const rows = await inTenant(ctx.db, actor.customerId, (tx) =>
    tx
      .select()
      .from(savedSearches)
      .where(visibleTo(actor, type))
      .orderBy(asc(sql`lower(${savedSearches.name})`)),
  );
  return rows.map((row) => present(row, actor.userId));
}

/**
 * Creates a saved search, or renames and updates one of the user's own (with id). Names are unique
 * case-insensitively among the searches the user sees, on create and on renaming (001 §5).
 */
export async function saveSavedSearch(ctx: AppContext, actor: Actor, input: SaveInput) {
  return inTenant(ctx.db, actor.customerId, async (tx) => {
    const clash = await tx
      .select({ id: savedSearches.id })
      .from(savedSearches)
      .where(
        and(visibleTo(actor, input.type), sql`lower(${savedSearches.name}) = ${input.name.toLowerCase()}`),
      );
    if (clash.some((row) => row.id !== input.id)) {
      throw badRequest({ key: 'savedSearchExists', params: { name: input.name } });
    }
    let row: Row | undefined;
    if (input.id) {
      [row] = await tx
        .update(savedSearches)
        .set({ name: input.name, shared: input.shared, criteria: input.criteria })
        .where(
          and(
            eq(savedSearches.customerId, actor.customerId),
            eq(savedSearches.id, input.id),
            eq(savedSearches.ownerId, actor.userId),
          ),
        )
        .returning();
      if (!row) throw notFound();
    } else {
      try {
        [row] = await tx
          .insert(savedSearches)
          .values({
            customerId: actor.customerId,
            ownerId: actor.userId,
            type: input.type,
            name: input.name,
            shared: input.shared,
            criteria: input.criteria,
          })
          .returning();
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
    const [row] = await tx
      .delete(savedSearches)
      .where(
        and(
          eq(savedSearches.customerId, actor.customerId),
          eq(savedSearches.id, id),
          eq(savedSearches.ownerId, actor.userId),
        ),
      )
      .returning();
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
