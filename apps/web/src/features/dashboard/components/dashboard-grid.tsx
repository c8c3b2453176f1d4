import 'react-grid-layout/css/styles.css';
import 'react-resizable/css/styles.css';
import { dashboardGrid, isToggleable, type UserWidget, type WidgetKey, widgetBox } from '@procura/contract';
import { useMemo } from 'react';
import ReactGridLayout, { type Layout, useContainerWidth, verticalCompactor } from 'react-grid-layout';
import { useTranslation } from 'react-i18next';
import type { PlacedBox } from '../hooks/use-dashboard-layout.ts';
import { WidgetBody, widgetTitles } from './widget-body.tsx';
import { dragCancelClass, dragHandleClass, WidgetCard } from './widget-card.tsx';

const gridConfig = {
  cols: dashboardGrid.columns,
  rowHeight: dashboardGrid.rowHeight,
  margin: [dashboardGrid.margin, dashboardGrid.margin] as [number, number],
};
const dragConfig = { enabled: true, handle: `.${dragHandleClass}`, cancel: `.${dragCancelClass}` };
const resizeConfig = { enabled: false };

/**
 * The widget grid of 000 §9: twelve columns of the container's width (one fixed grid, not
 * responsive), rows of 30 px, 10 px apart; widgets move by their header, never resize, and float
 * up to fill gaps. A drop hands the grid's new places over to be saved.
 */
export function DashboardGrid({
  items,
  onPlace,
  onToggleSize,
  onRemove,
}: {
  items: readonly UserWidget[];
  onPlace: (boxes: readonly PlacedBox[]) => void;
  onToggleSize: (key: WidgetKey) => void;
  onRemove: (key: WidgetKey) => void;
}) {
  const { t } = useTranslation();
  // Measured before the first draw, so widgets never show at a guessed width and then jump.
  const { width, containerRef, mounted } = useContainerWidth({ measureBeforeMount: true });
  const layout = useMemo<Layout>(
    () =>
      items.map((item) => {
        const box = widgetBox(item.widgetId, item.size);
        return {
          i: item.widgetId,
          x: item.positionX,
          y: item.positionY,
          w: box.w,
          h: box.h,
          isResizable: false,
        };
      }),
    [items],
  );
  const overviewOnBoard = items.some((item) => item.widgetId === 'overview');

  return (
    <div ref={containerRef} data-testid="dashboard-grid">
      {mounted ? (
        <ReactGridLayout
          width={width}
          layout={layout}
          gridConfig={gridConfig}
          dragConfig={dragConfig}
          resizeConfig={resizeConfig}
          compactor={verticalCompactor}
          onDragStop={(next) => onPlace(next.map(({ i, x, y }) => ({ i, x, y })))}
        >
          {items.map((item) => (
            <div key={item.widgetId}>
              <WidgetCard
                widgetKey={item.widgetId}
                title={t(widgetTitles[item.widgetId])}
                size={item.size}
                toggleable={isToggleable(item.widgetId)}
                onToggleSize={() => onToggleSize(item.widgetId)}
                onRemove={() => onRemove(item.widgetId)}
              >
                <WidgetBody widgetKey={item.widgetId} overviewOnBoard={overviewOnBoard} />
              </WidgetCard>
            </div>
          ))}
        </ReactGridLayout>
      ) : null}
    </div>
  );
}
