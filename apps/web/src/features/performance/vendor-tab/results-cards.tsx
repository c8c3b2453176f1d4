import { Anchor, Badge, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import type { PerformanceRating, VendorPerformance } from '@procura/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { UiKey } from '../../../platform/i18n/ui-en.ts';
import { formatPercent, ratingColors, ratingLabelKeys } from '../evaluations/presenters.ts';

function ResultCard({
  label,
  percent,
  rating,
  evaluationId,
  testId,
}: {
  label: string;
  percent: number | null;
  rating: PerformanceRating | null;
  evaluationId?: number;
  testId: string;
}) {
  const { t } = useTranslation();
  const figure = (
    <Text fw={700} size="xl" data-testid={`${testId}-percent`}>
      {formatPercent(percent)}
    </Text>
  );
  return (
    <Paper withBorder p="md" data-testid={testId}>
      <Stack gap={4}>
        <Text size="sm" c="dimmed">
          {label}
        </Text>
        {evaluationId ? (
          <Anchor component={Link} to={`/performance/evaluations/${evaluationId}`} underline="never">
            {figure}
          </Anchor>
        ) : (
          figure
        )}
        {rating ? (
          <Badge color={ratingColors[rating]} variant="light" data-testid={`${testId}-rating`}>
            {t(ratingLabelKeys[rating])}
          </Badge>
        ) : null}
      </Stack>
    </Paper>
  );
}

const cards = [
  ['best', 'perfResultBest'],
  ['latest', 'perfResultLatest'],
  ['worst', 'perfResultWorst'],
] as const satisfies readonly (readonly [string, UiKey])[];

/** The supplier's results across the agency's completed evaluations (000 §3 Performance results). */
export function ResultsCards({ summary }: { summary: VendorPerformance }) {
  const { t } = useTranslation();
  return (
    <Stack gap="xs">
      <Text size="sm" c="dimmed" data-testid="results-count">
        {t('perfResultsCount', { completed: summary.completed, count: summary.evaluations })}
      </Text>
      <SimpleGrid cols={{ base: 2, md: 4 }} data-testid="performance-results">
        <ResultCard
          label={t('perfResultAverage')}
          percent={summary.average}
          rating={summary.averageRating}
          testId="result-average"
        />
        {cards.map(([name, label]) => {
          const result = summary[name];
          return (
            <ResultCard
              key={name}
              label={t(label)}
              percent={result?.percent ?? null}
              rating={result?.rating ?? null}
              evaluationId={result?.id}
              testId={`result-${name}`}
            />
          );
        })}
      </SimpleGrid>
    </Stack>
  );
}
