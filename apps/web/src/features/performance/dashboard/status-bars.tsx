import { Anchor, Group, Progress, Stack, Text } from '@mantine/core';
import { type PerformanceEvaluationStatus, performanceEvaluationStatuses } from '@procura/contract';
import { useTranslation } from 'react-i18next';
import { EmptyResult, ErrorState, PageLoader } from '../../../ui/page-states.tsx';
import { useEvaluationStatistic } from '../api/summary-queries.ts';
import { statusColor, statusLabelKeys } from '../evaluations/presenters.ts';
import type { DashboardFilters, Drill } from './dashboard-model.ts';

/**
 * Evaluations by status under the dashboard's filters (GET /PerformanceEvaluationStatistic), in
 * the order of the life of an evaluation, each as a bar against the largest; a status opens its
 * evaluations.
 */
export function StatusBars({
  filters,
  onDrill,
}: {
  filters: DashboardFilters;
  onDrill: (drill: Drill) => void;
}) {
  const { t } = useTranslation();
  const statistic = useEvaluationStatistic(filters);
  if (statistic.isPending) return <PageLoader />;
  if (statistic.isError)
    return (
      <ErrorState
        title={t('perfDashStatusesFailed')}
        message={statistic.error.message}
        onRetry={() => void statistic.refetch()}
      />
    );
  const counts = new Map<PerformanceEvaluationStatus, number>();
  for (const entry of statistic.data) counts.set(entry.status, (counts.get(entry.status) ?? 0) + entry.count);
  const shown = performanceEvaluationStatuses.filter((status) => (counts.get(status) ?? 0) > 0);
  if (shown.length === 0) return <EmptyResult title={t('perfDashStatusesEmpty')} />;
  const largest = Math.max(...shown.map((status) => counts.get(status) ?? 0));
  return (
    <Stack gap="xs" data-testid="perf-dash-statuses">
      {shown.map((status) => {
        const count = counts.get(status) ?? 0;
        const label = t(statusLabelKeys[status]);
        return (
          <Stack key={status} gap={2} data-testid={`perf-dash-status-${status}`}>
            <Group justify="space-between" wrap="nowrap" gap="xs">
              <Anchor component="button" type="button" size="sm" onClick={() => onDrill({ status })}>
                {label}
              </Anchor>
              <Text size="sm" fw={700}>
                {count}
              </Text>
            </Group>
            <Progress
              value={(count / largest) * 100}
              color={statusColor(status)}
              size="sm"
              aria-label={`${label}: ${count}`}
            />
          </Stack>
        );
      })}
    </Stack>
  );
}
