import {
  availableWidgets,
  dashboardGrid,
  dashboardWidgets,
  layoutBottom,
  type UserWidget,
  type WidgetKey,
  widgetBox,
} from '@procura/contract';
import { useMemo, useRef, useState } from 'react';
import { verticalCompactor } from 'react-grid-layout';
import { useSession } from '../../../platform/session/session-context.tsx';
import { notifySaved } from '../../../ui/notify.ts';
import { useLayoutChanges, useLayoutQuery } from '../api/dashboard-queries.ts';
import { useSatisfactorySnapshotAllowed } from '../api/satisfactory-queries.ts';

/** Where a widget sits after a drag: the grid's own item (react-grid-layout's `i`, `x`, `y`). */
export type PlacedBox = { i: string; x: number; y: number };

/** Adds a widget under everything else, at its default size, in the first column. */
export function withWidget(items: readonly UserWidget[], key: WidgetKey): UserWidget[] {
  const size = dashboardWidgets[key].defaultSize;
  return [...items, { widgetId: key, size, positionX: 0, positionY: layoutBottom(items) }];
}

/** Switches min and max; a widget that grows past the last column moves left to stay on the grid. */
export function withToggledSize(items: readonly UserWidget[], key: WidgetKey): UserWidget[] {
  return items.map((item) => {
    if (item.widgetId !== key) return item;
    const size = item.size === 'min' ? 'max' : 'min';
    const width = widgetBox(key, size).w;
    return { ...item, size, positionX: Math.min(item.positionX, dashboardGrid.columns - width) };
  });
}

/** The layout after the grid moved boxes (a drag, and the compaction that follows it). */
export function withPlacement(items: readonly UserWidget[], boxes: readonly PlacedBox[]): UserWidget[] {
  const byKey = new Map(boxes.map((box) => [box.i, box]));
  return items.map((item) => {
    const box = byKey.get(item.widgetId);
    return box ? { ...item, positionX: box.x, positionY: box.y } : item;
  });
}

/**
 * The places the grid shows for a layout: widgets float up into gaps and move down out of each
 * other's way (a widget grown onto its neighbour). Saving these keeps what is stored and what is
 * shown the same.
 */
export function compacted(items: readonly UserWidget[]): UserWidget[] {
  const boxes = items.map((item) => {
    const box = widgetBox(item.widgetId, item.size);
    return { i: item.widgetId, x: item.positionX, y: item.positionY, w: box.w, h: box.h };
  });
  return withPlacement(items, verticalCompactor.compact(boxes, dashboardGrid.columns));
}

function sameLayout(a: readonly UserWidget[], b: readonly UserWidget[]): boolean {
  return (
    a.length === b.length &&
    a.every((item, index) => {
      const other = b[index];
      return (
        other !== undefined &&
        other.widgetId === item.widgetId &&
        other.size === item.size &&
        other.positionX === item.positionX &&
        other.positionY === item.positionY
      );
    })
  );
}

/**
 * The board's layout and its changes (000 §4: add, remove, drag, toggle min and max). Each change
 * shows at once and is saved at once, the whole layout in one POST; a refused save puts the last
 * saved layout back (the client has already shown the server's first message). Widgets the
 * agency's or the node's flags switch off (000 §6), and the satisfactory snapshot where the
 * rating scale has none, are neither shown nor sent.
 */
export function useDashboardLayout() {
  const { features, info } = useSession();
  const query = useLayoutQuery();
  const changes = useLayoutChanges();
  const [pending, setPending] = useState<UserWidget[] | null>(null);
  const latest = useRef(0);
  const satisfactoryAllowed = useSatisfactorySnapshotAllowed();

  const allowed = useMemo(
    () =>
      availableWidgets(features, info.tenderNode).filter(
        (key) => key !== 'satisfactorySnapshot' || satisfactoryAllowed,
      ),
    [features, info.tenderNode, satisfactoryAllowed],
  );
  const items = useMemo(
    () => (pending ?? query.data ?? []).filter((item) => allowed.includes(item.widgetId)),
    [pending, query.data, allowed],
  );
  const onBoard = new Set(items.map((item) => item.widgetId));
  const addable = allowed.filter((key) => !onBoard.has(key));

  function save(change: UserWidget[]) {
    const next = compacted(change);
    if (sameLayout(next, items)) return;
    const attempt = ++latest.current;
    setPending(next);
    changes.save.mutateAsync(next).then(
      () => {
        // An earlier save finishing while a later change waits must not show the older layout.
        if (attempt === latest.current) setPending(null);
        notifySaved();
      },
      () => setPending(null),
    );
  }

  return {
    query,
    items,
    addable,
    saving: changes.save.isPending || changes.reset.isPending,
    add: (key: WidgetKey) => save(withWidget(items, key)),
    remove: (key: WidgetKey) => save(items.filter((item) => item.widgetId !== key)),
    toggleSize: (key: WidgetKey) => save(withToggledSize(items, key)),
    place: (boxes: readonly PlacedBox[]) => save(withPlacement(items, boxes)),
    reset: () => {
      latest.current += 1;
      setPending(null);
      changes.reset.mutateAsync().then(
        () => notifySaved(),
        () => undefined,
      );
    },
  };
}
