import {
  availableWidgets,
  defaultLayout,
  type FeatureFlag,
  isWidgetKey,
  type LayoutItem,
  type NodeFlags,
  type UserWidget,
  type WidgetKey,
  widgetSizes,
  widgetToLayoutItem,
} from '@procura/contract';
import type { AppContext } from '../../platform/context.ts';
import { badRequest } from '../../platform/errors.ts';
import { inTenant, type Tx } from '../../platform/tenancy.ts';
import { findNodes } from '../customers/index.ts';
import { currentFeatureFlags } from '../features/index.ts';
import {
  deleteLayoutMarker,
  deleteWidgetsExcept,
  findLayoutMarker,
  findSavedWidgets,
  upsertLayoutMarker,
  upsertWidgets,
} from './layout-queries.ts';

/**
 * The buyer dashboard's saved layout (001 §3 UserBuyerWidget, Snapshot/Layout): one per user in
 * the agency they work in. Both calls read and write the same rows; UserBuyerWidget speaks in
 * widget sizes and positions, Snapshot/Layout in grid boxes with the row's id.
 */

/** Whose layout: the signed-in user in the agency they work in. */
export type LayoutOwner = { customerId: number; userId: number };

/** A widget of the layout, with its row id once saved (the default layout has none). */
export type PlacedWidget = { entry: UserWidget; id?: number };

/** The saved widgets in reading order (row, then column), or null when the user never saved. */
async function readSaved(tx: Tx, owner: LayoutOwner): Promise<PlacedWidget[] | null> {
  const marker = await findLayoutMarker(tx, owner);
  if (!marker) return null;
  const rows = await findSavedWidgets(tx, owner);
  // A widget the catalogue no longer has (one retired in a later version) is left out, not an error.
  return rows.flatMap((row) =>
    isWidgetKey(row.widgetId) && (widgetSizes as readonly string[]).includes(row.size)
      ? [
          {
            id: row.id,
            entry: {
              widgetId: row.widgetId,
              size: row.size as UserWidget['size'],
              positionX: row.positionX,
              positionY: row.positionY,
            },
          },
        ]
      : [],
  );
}

/** The agency's node flags that gate widgets (the satisfactory snapshot needs contractorPerformance). */
async function nodeFlags(tx: Tx, customerId: number): Promise<NodeFlags | undefined> {
  const tender = (await findNodes(tx, customerId))?.tender;
  return tender
    ? {
        contractorPerformance: tender.contractorPerformance,
        enableIntakeEssentials: tender.enableIntakeEssentials,
      }
    : undefined;
}

/** What the user is shown: their saved layout, else the default, without widgets the flags switch off. */
function shown(
  saved: PlacedWidget[] | null,
  flags: readonly FeatureFlag[],
  node?: NodeFlags,
): PlacedWidget[] {
  if (saved === null) return defaultLayout(flags, node).map((entry) => ({ entry }));
  const allowed = new Set<WidgetKey>(availableWidgets(flags, node));
  return saved.filter((widget) => allowed.has(widget.entry.widgetId));
}

export async function readLayout(ctx: AppContext, owner: LayoutOwner): Promise<PlacedWidget[]> {
  const flags = await currentFeatureFlags(ctx);
  const [saved, node] = await inTenant(
    ctx.db,
    owner.customerId,
    async (tx) => [await readSaved(tx, owner), await nodeFlags(tx, owner.customerId)] as const,
  );
  return shown(saved, flags, node);
}

/**
 * Saves the whole layout at once (the schema has checked it: no widget twice, every box inside the
 * grid). A widget the agency's flags switch off is refused. Rows of widgets that stay are updated
 * in place, so their ids last; widgets left out are removed, gated-off ones included, so what is
 * saved is exactly what the user arranged. An empty layout is kept as empty.
 */
export async function saveLayout(
  ctx: AppContext,
  owner: LayoutOwner,
  entries: readonly UserWidget[],
): Promise<PlacedWidget[]> {
  const flags = await currentFeatureFlags(ctx);
  const [saved, node] = await inTenant(ctx.db, owner.customerId, async (tx) => {
    const node = await nodeFlags(tx, owner.customerId);
    const allowed = new Set<WidgetKey>(availableWidgets(flags, node));
    if (entries.some((entry) => !allowed.has(entry.widgetId))) throw badRequest('widgetNotAvailable');
    // Writing the marker first locks it: two saves of one user run one after the other.
    await upsertLayoutMarker(tx, owner, ctx.clock.now());
    await deleteWidgetsExcept(
      tx,
      owner,
      entries.map((entry) => entry.widgetId),
    );
    if (entries.length) await upsertWidgets(tx, owner, entries);
    return [await readSaved(tx, owner), node] as const;
  });
  return shown(saved, flags, node);
}

/** Forgets the saved layout: the user is back on the default one, which is answered. */
export async function resetLayout(ctx: AppContext, owner: LayoutOwner): Promise<PlacedWidget[]> {
  const flags = await currentFeatureFlags(ctx);
  const node = await inTenant(ctx.db, owner.customerId, async (tx) => {
    await deleteLayoutMarker(tx, owner);
    return nodeFlags(tx, owner.customerId);
  });
  return shown(null, flags, node);
}

export const asEntries = (widgets: PlacedWidget[]): UserWidget[] => widgets.map((widget) => widget.entry);

export const asLayoutItems = (widgets: PlacedWidget[]): LayoutItem[] =>
  widgets.map((widget) => widgetToLayoutItem(widget.entry, widget.id));
