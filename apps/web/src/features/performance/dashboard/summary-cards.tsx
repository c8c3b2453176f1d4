import { Anchor, Card, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { type PerformanceSummary, percentOfWhole } from '@procura/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Drill } from './dashboard-model.ts';
import { formatPercent, formatSatisfactoryPercent } from './format.ts';

/**
 * A number that opens the evaluations it counts; plain text where it counts none, or where no
 * list can show exactly those.
 */
export function DrillNumber({
  value,
  label,
  drill,
  onDrill,
  testId,
}: {
  value: string;
  /** What the list shows, for screen readers ("Interim", "Expired in Roads"). */
  label: string;
  drill?: Drill;
  onDrill: (drill: Drill) => void;
  testId: string;
}) {
  if (drill === undefined) return <span data-testid={testId}>{value}</span>;
  return (
    <Anchor
      component="button"
      type="button"
      onClick={() => onDrill(drill)}
      aria-label={`${label}: ${value}`}
      data-testid={testId}
      inherit
    >
      {value}
    </Anchor>
  );
}

function SummaryCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card withBorder padding="md" component="section" aria-label={title}>
      <Text size="sm" c="dimmed" fw={600} mb="xs">
        {title}
      </Text>
      {children}
    </Card>
  );
}

/** One line of a card: its name on the left, its figure on the right. */
function Line({ name, children }: { name: string; children: ReactNode }) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="xs">
      <Text size="sm">{name}</Text>
      <Text size="sm" fw={700}>
        {children}
      </Text>
    </Group>
  );
}

/**
 * The figures of the Performance summary (001 §3): suppliers evaluated, contracts registered and
 * evaluated, evaluations completed with the interim and final ones, and, where the rating scale
 * has it (showSatisfactory, 000 §6), satisfactory against not satisfactory with their percents.
 */
export function SummaryCards({
  summary,
  onDrill,
}: {
  summary: PerformanceSummary;
  onDrill: (drill: Drill) => void;
}) {
  const { t } = useTranslation();
  const rated = summary.satisfactory + summary.nonSatisfactory;
  return (
    <SimpleGrid
      cols={{ base: 1, sm: 2, lg: summary.showSatisfactory ? 4 : 3 }}
      data-testid="perf-dash-summary"
    >
      <SummaryCard title={t('perfDashSuppliers')}>
        <Text fz={32} fw={700} lh={1.1} data-testid="perf-dash-suppliers">
          {summary.suppliers}
        </Text>
      </SummaryCard>
      <SummaryCard title={t('perfDashContracts')}>
        <Stack gap={4}>
          <Line name={t('perfDashRegistered')}>
            <span data-testid="perf-dash-contracts-registered">{summary.contracts.numRegistered}</span>
          </Line>
          <Line name={t('perfDashEvaluated')}>
            <span data-testid="perf-dash-contracts-evaluated">{summary.contracts.numEvaluated}</span>
          </Line>
          <Line name={t('perfDashPctEvaluated')}>
            <span data-testid="perf-dash-contracts-pct">{formatPercent(summary.contracts.pctEvaluated)}</span>
          </Line>
        </Stack>
      </SummaryCard>
      <SummaryCard title={t('perfDashEvaluations')}>
        <Stack gap={4}>
          <Line name={t('perfDashCompleted')}>
            <span data-testid="perf-dash-evaluations-completed">{summary.evaluations.numEvaluated}</span>
          </Line>
          <Line name={t('perfTypeInterim')}>
            <DrillNumber
              value={String(summary.evaluations.numInterim)}
              label={t('perfTypeInterim')}
              drill={summary.evaluations.numInterim === 0 ? undefined : { type: 'Interim', completed: true }}
              onDrill={onDrill}
              testId="perf-dash-evaluations-interim"
            />
          </Line>
          <Line name={t('perfTypeFinal')}>
            <DrillNumber
              value={String(summary.evaluations.numFinal)}
              label={t('perfTypeFinal')}
              drill={summary.evaluations.numFinal === 0 ? undefined : { type: 'Final', completed: true }}
              onDrill={onDrill}
              testId="perf-dash-evaluations-final"
            />
          </Line>
        </Stack>
      </SummaryCard>
      {summary.showSatisfactory ? (
        <SummaryCard title={t('perfDashSatisfaction')}>
          {rated === 0 ? (
            <Text size="sm" c="dimmed">
              {t('perfDashNoneCompleted')}
            </Text>
          ) : (
            <Stack gap={4} data-testid="perf-dash-satisfaction">
              <Line name={t('perfDashSatisfactory')}>
                <span data-testid="perf-dash-satisfactory">
                  {summary.satisfactory} (
                  {formatSatisfactoryPercent(percentOfWhole(summary.satisfactory, rated, 2))})
                </span>
              </Line>
              <Line name={t('perfDashNotSatisfactory')}>
                <span data-testid="perf-dash-not-satisfactory">
                  {summary.nonSatisfactory} (
                  {formatSatisfactoryPercent(percentOfWhole(summary.nonSatisfactory, rated, 2))})
                </span>
              </Line>
            </Stack>
          )}
        </SummaryCard>
      ) : null}
    </SimpleGrid>
  );
}
