import { Anchor, Group, Stack, Text } from '@mantine/core';
import { percentOfWhole } from '@procura/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatSatisfactoryPercent } from '../../performance/index.ts';
import { ReportLibraryLink } from '../../reports/index.ts';
import { useSatisfactorySnapshot } from '../api/satisfactory-queries.ts';
import { WidgetQuery } from './widget-card.tsx';

/** The snapshot's percents: en-CA with two decimals (000 §9). */
const percentText = (part: number, whole: number) =>
  formatSatisfactoryPercent(percentOfWhole(part, whole, 2));

function Share({
  label,
  count,
  whole,
  testId,
}: {
  label: string;
  count: number;
  whole: number;
  testId: string;
}) {
  const { t } = useTranslation();
  return (
    <Stack gap={0} data-testid={testId}>
      <Text fz={28} fw={700} lh={1.1}>
        {percentText(count, whole)}
      </Text>
      <Text size="sm" c="dimmed">
        {label} · {t('perfWidgetCount', { count })}
      </Text>
    </Stack>
  );
}

/**
 * The satisfactory snapshot (000 §6; issue 23 §4): of the agency's completed supplier evaluations,
 * the share rated satisfactory or better and the share below, and the way to the supplier
 * dashboard. The board shows it only where the node and the rating scale allow it.
 */
export function SatisfactoryWidget() {
  const { t } = useTranslation();
  const query = useSatisfactorySnapshot();
  const link = (
    <Group gap="md">
      <Anchor component={Link} to="/supplier-dashboard" size="sm" data-testid="satisfactory-open-dashboard">
        {t('perfWidgetOpenDashboard')}
      </Anchor>
      <ReportLibraryLink report="CompletedSupplierEvaluations" testId="satisfactory-report" />
    </Group>
  );
  return (
    <WidgetQuery query={query} lines={2}>
      {(summary) => {
        const whole = summary.satisfactory + summary.nonSatisfactory;
        if (whole === 0)
          return (
            <Stack gap="xs">
              <Text size="sm" c="dimmed" data-testid="satisfactory-none">
                {t('perfDashNoneCompleted')}
              </Text>
              {link}
            </Stack>
          );
        return (
          <Stack gap="xs">
            <Group grow align="flex-start" wrap="nowrap">
              <Share
                label={t('perfDashSatisfactory')}
                count={summary.satisfactory}
                whole={whole}
                testId="satisfactory-share"
              />
              <Share
                label={t('perfDashNotSatisfactory')}
                count={summary.nonSatisfactory}
                whole={whole}
                testId="not-satisfactory-share"
              />
            </Group>
            {link}
          </Stack>
        );
      }}
    </WidgetQuery>
  );
}
