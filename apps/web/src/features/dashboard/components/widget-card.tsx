import { ActionIcon, Card, Group, Skeleton, Stack, Title, Tooltip } from '@mantine/core';
import type { WidgetKey, WidgetSize } from '@procura/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyResult, ErrorState } from '../../../ui/page-states.tsx';

/** The class react-grid-layout drags by: the card's header, never its buttons or body. */
export const dragHandleClass = 'dashboard-widget-handle';
export const dragCancelClass = 'dashboard-widget-action';

function GripIcon() {
  return (
    <svg width={14} height={14} viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" focusable="false">
      {[5, 12, 19].flatMap((y) => [9, 15].map((x) => <circle key={`${x}-${y}`} cx={x} cy={y} r={1.8} />))}
    </svg>
  );
}

function SizeIcon({ grow }: { grow: boolean }) {
  return (
    <svg
      width={16}
      height={16}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      aria-hidden="true"
    >
      {grow ? (
        <path d="M15 3h6v6M9 21H3v-6M21 3l-7 7M3 21l7-7" />
      ) : (
        <path d="M4 14h6v6M20 10h-6V4M14 10l7-7M3 21l7-7" />
      )}
    </svg>
  );
}

function RemoveIcon() {
  return (
    <svg
      width={16}
      height={16}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      aria-hidden="true"
    >
      <path d="M18 6 6 18M6 6l12 12" />
    </svg>
  );
}

/**
 * Keeps a widget's failure inside its card (001 §8: one widget failing never breaks the others);
 * "Try again" draws it anew.
 */
class WidgetBoundary extends Component<{ children: ReactNode; fallback: (retry: () => void) => ReactNode }> {
  override state: { failed: boolean } = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(error, info.componentStack);
  }

  override render() {
    return this.state.failed
      ? this.props.fallback(() => this.setState({ failed: false }))
      : this.props.children;
  }
}

/** The widget error of 001 §8: its title and text, and a retry. */
export function WidgetError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <ErrorState title={t('dashWidgetErrorTitle')} message={t('dashWidgetErrorText')} onRetry={onRetry} />
  );
}

/** A widget's own loading skeleton: a few grey lines where its content will be. */
export function WidgetSkeleton({ lines = 3 }: { lines?: number }) {
  const { t } = useTranslation();
  return (
    <Stack gap="xs" role="status" aria-label={t('loading')} data-testid="widget-loading">
      {Array.from({ length: lines }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders, never reordered.
        <Skeleton key={index} height={16} width={index === lines - 1 ? '60%' : '100%'} />
      ))}
    </Stack>
  );
}

/** A widget's query in its four states: loading, failed with retry, empty, and its content. */
export function WidgetQuery<T>({
  query,
  isEmpty,
  emptyText,
  lines,
  children,
}: {
  query: UseQueryResult<T>;
  isEmpty?: (data: T) => boolean;
  emptyText?: string;
  lines?: number;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) return <WidgetSkeleton lines={lines} />;
  if (query.isError) return <WidgetError onRetry={() => void query.refetch()} />;
  if (isEmpty?.(query.data) && emptyText) return <EmptyResult title={emptyText} />;
  return <>{children(query.data)}</>;
}

/**
 * One widget on the board: its header is the drag handle, with the size toggle (widgets with two
 * sizes) and the remove button beside it; the body scrolls inside the widget's box.
 */
export function WidgetCard({
  widgetKey,
  title,
  size,
  toggleable,
  onToggleSize,
  onRemove,
  children,
}: {
  widgetKey: WidgetKey;
  title: string;
  size: WidgetSize;
  toggleable: boolean;
  onToggleSize: () => void;
  onRemove: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const sizeLabel = size === 'min' ? t('dashWidgetExpand') : t('dashWidgetShrink');
  return (
    <Card
      withBorder
      padding="sm"
      h="100%"
      data-testid={`widget-${widgetKey}`}
      aria-labelledby={`widget-title-${widgetKey}`}
      component="section"
      style={{ display: 'flex', flexDirection: 'column' }}
    >
      <Group gap="xs" wrap="nowrap" mb="xs">
        <Group
          gap={6}
          wrap="nowrap"
          className={dragHandleClass}
          data-testid={`widget-handle-${widgetKey}`}
          title={t('dashWidgetDrag')}
          style={{ flex: 1, minWidth: 0, cursor: 'move' }}
        >
          <GripIcon />
          <Title order={2} size="h5" id={`widget-title-${widgetKey}`} lineClamp={1}>
            {title}
          </Title>
        </Group>
        {toggleable ? (
          <Tooltip label={sizeLabel} openDelay={700}>
            <ActionIcon
              variant="subtle"
              color="gray"
              className={dragCancelClass}
              aria-label={sizeLabel}
              data-testid={`widget-size-${widgetKey}`}
              data-size={size}
              onClick={onToggleSize}
            >
              <SizeIcon grow={size === 'min'} />
            </ActionIcon>
          </Tooltip>
        ) : null}
        <Tooltip label={t('dashWidgetRemove')} openDelay={700}>
          <ActionIcon
            variant="subtle"
            color="gray"
            className={dragCancelClass}
            aria-label={t('dashWidgetRemoveNamed', { name: title })}
            data-testid={`widget-remove-${widgetKey}`}
            onClick={onRemove}
          >
            <RemoveIcon />
          </ActionIcon>
        </Tooltip>
      </Group>
      <div className={dragCancelClass} style={{ flex: 1, minHeight: 0, overflow: 'auto' }}>
        <WidgetBoundary fallback={(retry) => <WidgetError onRetry={retry} />}>{children}</WidgetBoundary>
      </div>
    </Card>
  );
}
