import { and, asc, eq, or, sql } from 'drizzle-orm';
import { savedSearches } from '../../db/schema/index.ts';
import type { Actor, Tx } from '../../platform/tenancy.ts';

export type SavedSearchRow = typeof savedSearches.$inferSelect;
type SavedSearchInsert = typeof savedSearches.$inferInsert;

/** Saved searches one user sees: their own and those others shared. */
const visibleTo = (actor: Actor, type: string) =>
  and(
    eq(savedSearches.customerId, actor.customerId),
    eq(savedSearches.type, type),
    or(eq(savedSearches.ownerId, actor.userId), eq(savedSearches.shared, true)),
  );

/** The saved searches of `type` the user sees, by name. */
export function findVisibleSavedSearches(tx: Tx, actor: Actor, type: string): Promise<SavedSearchRow[]> {
  return tx
    .select()
    .from(savedSearches)
    .where(visibleTo(actor, type))
    .orderBy(asc(sql`lower(${savedSearches.name})`));
}

/** The ids of the saved searches of `type` the user sees named `name`, case-insensitively. */
export function findVisibleSavedSearchIdsNamed(tx: Tx, actor: Actor, type: string, name: string) {
  return tx
    .select({ id: savedSearches.id })
    .from(savedSearches)
    .where(and(visibleTo(actor, type), sql`lower(${savedSearches.name}) = ${name.toLowerCase()}`));
}

/** One of the user's own saved searches after `changes`, or undefined when it is not theirs. */
export async function updateOwnSavedSearch(
  tx: Tx,
  actor: Actor,
  id: number,
  changes: Pick<SavedSearchInsert, 'name' | 'shared' | 'criteria'>,
): Promise<SavedSearchRow | undefined> {
  const [row] = await tx
    .update(savedSearches)
    .set(changes)
    .where(
      and(
        eq(savedSearches.customerId, actor.customerId),
        eq(savedSearches.id, id),
        eq(savedSearches.ownerId, actor.userId),
      ),
    )
    .returning();
  return row;
}

export async function insertSavedSearch(
  tx: Tx,
  values: SavedSearchInsert,
): Promise<SavedSearchRow | undefined> {
  const [row] = await tx.insert(savedSearches).values(values).returning();
  return row;
}

/** Deletes one of the user's own saved searches; the row it was, or undefined when it is not theirs. */
export async function deleteOwnSavedSearch(
  tx: Tx,
  actor: Actor,
  id: number,
): Promise<SavedSearchRow | undefined> {
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
  return row;
}
