import type { UserWidget } from '@procura/contract';
import { and, asc, eq, notInArray, sql } from 'drizzle-orm';
import { userBuyerWidgets, userDashboardLayouts } from '../../db/schema/index.ts';
import type { Tx } from '../../platform/tenancy.ts';

/** Whose layout: a user in one agency. */
type Owner = { customerId: number; userId: number };

const ofOwner = (owner: Owner) =>
  and(eq(userBuyerWidgets.customerId, owner.customerId), eq(userBuyerWidgets.userId, owner.userId));

const markerOf = (owner: Owner) =>
  and(eq(userDashboardLayouts.customerId, owner.customerId), eq(userDashboardLayouts.userId, owner.userId));

/** The mark of a saved layout, or undefined when the user never saved one. */
export async function findLayoutMarker(tx: Tx, owner: Owner) {
  const [marker] = await tx
    .select({ savedAt: userDashboardLayouts.savedAt })
    .from(userDashboardLayouts)
    .where(markerOf(owner));
  return marker;
}

/** The saved widgets in reading order (row, then column). */
export async function findSavedWidgets(tx: Tx, owner: Owner) {
  return tx
    .select()
    .from(userBuyerWidgets)
    .where(ofOwner(owner))
    .orderBy(asc(userBuyerWidgets.positionY), asc(userBuyerWidgets.positionX), asc(userBuyerWidgets.id));
}

/** Marks the layout saved, the first time or again. */
export async function upsertLayoutMarker(tx: Tx, owner: Owner, savedAt: Date) {
  await tx
    .insert(userDashboardLayouts)
    .values({ customerId: owner.customerId, userId: owner.userId, savedAt })
    .onConflictDoUpdate({
      target: [userDashboardLayouts.customerId, userDashboardLayouts.userId],
      set: { savedAt },
    });
}

/** Removes the owner's widgets but the `kept` ones (all of them when none is kept). */
export async function deleteWidgetsExcept(tx: Tx, owner: Owner, kept: string[]) {
  await tx
    .delete(userBuyerWidgets)
    .where(and(ofOwner(owner), kept.length ? notInArray(userBuyerWidgets.widgetId, kept) : undefined));
}

/** Saves each widget's size and place: rows of widgets already saved are updated in place. */
export async function upsertWidgets(tx: Tx, owner: Owner, entries: readonly UserWidget[]) {
  await tx
    .insert(userBuyerWidgets)
    .values(
      entries.map((entry) => ({
        customerId: owner.customerId,
        userId: owner.userId,
        widgetId: entry.widgetId,
        size: entry.size,
        positionX: entry.positionX,
        positionY: entry.positionY,
      })),
    )
    .onConflictDoUpdate({
      target: [userBuyerWidgets.customerId, userBuyerWidgets.userId, userBuyerWidgets.widgetId],
      set: {
        size: sql`excluded.size`,
        positionX: sql`excluded.position_x`,
        positionY: sql`excluded.position_y`,
      },
    });
}

/** Forgets that the user saved a layout. */
export async function deleteLayoutMarker(tx: Tx, owner: Owner) {
  await tx.delete(userDashboardLayouts).where(markerOf(owner));
}
