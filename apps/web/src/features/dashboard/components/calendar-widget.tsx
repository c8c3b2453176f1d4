import { Group, Loader, Skeleton, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyPage } from '../../../ui/lazy-page.tsx';
import { useCalendarEvents } from '../api/dashboard-queries.ts';
import { CalendarLegend } from './calendar-legend.tsx';
import type { CalendarRange, CalendarViewProps } from './calendar-view.tsx';
import { WidgetError } from './widget-card.tsx';

function CalendarPlaceholder(_props: CalendarViewProps) {
  const { t } = useTranslation();
  return <Skeleton height={560} role="status" aria-label={t('loading')} data-testid="widget-loading" />;
}

/** FullCalendar comes with the calendar, as its own chunk, so the rest of the board does not wait. */
const CalendarView = lazyPage(() => import('./calendar-view.tsx').then((m) => m.CalendarView), {
  placeholder: CalendarPlaceholder,
});

/**
 * Important Dates: the calendar asks for the events of the days it shows each time they change
 * (GET Calendar?startDate&endDate). The calendar stays on screen through loading and failures, so
 * the buyer keeps the month they were on; the states show above it.
 */
export function CalendarWidget() {
  const { t } = useTranslation();
  const [range, setRange] = useState<CalendarRange | null>(null);
  const query = useCalendarEvents(range);
  const onRangeChange = (next: CalendarRange) =>
    setRange((current) =>
      current?.startDate === next.startDate && current.endDate === next.endDate ? current : next,
    );

  const loading = range === null || query.isPending || query.isPlaceholderData;
  let status = null;
  if (query.isError) status = null;
  else if (loading)
    status = (
      <Group gap="xs" role="status" data-testid="widget-loading">
        <Loader size="xs" />
        <Text size="xs" c="dimmed">
          {t('loading')}
        </Text>
      </Group>
    );
  else if (query.data?.length === 0)
    status = (
      <Text size="sm" c="dimmed" data-testid="calendar-empty">
        {t('dashCalendarNone')}
      </Text>
    );

  return (
    <Stack gap="xs">
      <Group justify="space-between" wrap="wrap" mih={24}>
        <CalendarLegend />
        {status}
      </Group>
      {query.isError ? <WidgetError onRetry={() => void query.refetch()} /> : null}
      <CalendarView events={query.isError ? [] : (query.data ?? [])} onRangeChange={onRangeChange} />
    </Stack>
  );
}
