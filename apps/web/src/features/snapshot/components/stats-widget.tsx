import { Paper, SimpleGrid, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { UiKey } from '../../../platform/i18n/ui-en.ts';
import { WidgetCard, type WidgetProps } from './widget-card.tsx';

function Stat({ name, label, value }: { name: string; label: UiKey; value: number | string }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="sm" p="xs" data-testid={`stat-${name}`}>
      <Text size="xl" fw={700} lh={1.2}>
        {value}
      </Text>
      <Text size="xs" c="dimmed">
        {t(label)}
      </Text>
    </Paper>
  );
}

/** The days to closing as a sentence: ahead, today, past, or none. */
function ClosingIn({ days }: { days: number | null }) {
  const { t } = useTranslation();
  let text: string;
  if (days === null) text = t('snapshotClosingNone');
  else if (days > 0) text = t('snapshotClosingIn', { count: days });
  else if (days === 0) text = t('snapshotClosingToday');
  else text = t('snapshotClosedAgo', { count: -days });
  return (
    <Text size="sm" fw={500} data-testid="stat-closing">
      {text}
    </Text>
  );
}

/**
 * Stats: the source's numbers. Submissions are the complete bids received, which is all the
 * Submissions tab tells before closing; no-bids show once the source has closed.
 */
export function StatsWidget({ query }: WidgetProps) {
  const { t } = useTranslation();
  return (
    <WidgetCard
      name="stats"
      title={t('snapshotStats')}
      query={query}
      isEmpty={({ source }) => source === null}
      emptyText={t('snapshotNoSource')}
    >
      {({ stats }) => (
        <>
          <ClosingIn days={stats.daysUntilClosing} />
          <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="xs" mt="xs">
            <Stat name="plan-takers" label="snapshotStatPlanTakers" value={stats.planTakers} />
            <Stat name="downloads" label="snapshotStatDownloads" value={stats.downloads} />
            <Stat name="submissions" label="snapshotStatSubmissions" value={stats.submissions} />
            {stats.noBids === null ? null : (
              <Stat name="no-bids" label="snapshotStatNoBids" value={stats.noBids} />
            )}
            <Stat name="addenda" label="snapshotStatAddenda" value={stats.addenda} />
            <Stat name="meetings" label="snapshotStatMeetings" value={stats.meetings} />
          </SimpleGrid>
        </>
      )}
    </WidgetCard>
  );
}
