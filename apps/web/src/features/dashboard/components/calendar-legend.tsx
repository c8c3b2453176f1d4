import { Box, Group, Text } from '@mantine/core';
import { type CalendarEventType, calendarEventTypes } from '@procura/contract';
import { useTranslation } from 'react-i18next';
import type { UiKey } from '../../../platform/i18n/ui-en.ts';

/** One colour per event type (000 §4), shared by the events and the legend. */
export const calendarColors: Record<CalendarEventType, string> = {
  closed: 'var(--mantine-color-red-7)',
  published: 'var(--mantine-color-green-7)',
  'question-deadline': 'var(--mantine-color-orange-7)',
  'site-meeting': 'var(--mantine-color-violet-7)',
  awarded: 'var(--mantine-color-blue-7)',
};

export const eventTypeLabels: Record<CalendarEventType, UiKey> = {
  closed: 'dashEventClosed',
  published: 'dashEventPublished',
  'question-deadline': 'dashEventQuestionDeadline',
  'site-meeting': 'dashEventSiteMeeting',
  awarded: 'dashEventAwarded',
};

/** What each colour means. */
export function CalendarLegend() {
  const { t } = useTranslation();
  return (
    <Group gap="md" data-testid="calendar-legend" role="list" aria-label={t('dashCalendarLegend')}>
      {calendarEventTypes.map((type) => (
        <Group key={type} gap={6} role="listitem" data-testid={`calendar-legend-${type}`}>
          <Box w={12} h={12} style={{ borderRadius: 3, background: calendarColors[type] }} aria-hidden />
          <Text size="xs">{t(eventTypeLabels[type])}</Text>
        </Group>
      ))}
    </Group>
  );
}
