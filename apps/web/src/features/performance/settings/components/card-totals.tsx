import { Alert, Badge, Group, List, Paper, Stack, Text } from '@mantine/core';
import type { CardProblem, CardResult, ScoringMethod } from '@procura/contract';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../labels.ts';

function Total({
  label,
  value,
  testId,
  ok,
}: {
  label: string;
  value: string;
  testId: string;
  /** For a total that must reach 100%: whether it does; undefined for plain points. */
  ok?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Group gap="xs">
      <Text size="sm">{label}</Text>
      <Text fw={700} data-testid={testId}>
        {value}
      </Text>
      {ok === undefined ? null : (
        <Badge color={ok ? 'green' : 'red'} variant="light" data-testid={`${testId}-check`}>
          {ok ? t('perfSetTotals100') : t('perfSetMustTotal100')}
        </Badge>
      )}
    </Group>
  );
}

/**
 * The card's live totals, and why it cannot be saved yet: the contract's scoreCardProblems, shown
 * while people type rather than after the server refuses.
 */
export function CardTotals({
  method,
  totals,
  sectionWeights,
  problems,
}: {
  method: ScoringMethod;
  totals: CardResult;
  /** The sections' weights added up, when the rating scale reads them. */
  sectionWeights: number | null;
  problems: readonly CardProblem[];
}) {
  const { t } = useTranslation();
  const has = (key: CardProblem['key']) => problems.some((problem) => problem.key === key);
  return (
    <Paper withBorder p="sm" data-testid="card-totals">
      <Stack gap="xs">
        {method === 'points' ? (
          <Total label={t('perfSetTotalPoints')} value={formatNumber(totals.worth)} testId="total-worth" />
        ) : (
          <Total
            label={t('perfSetTotalWeights')}
            value={`${formatNumber(totals.worth)}%`}
            testId="total-worth"
            ok={!has('performanceWeightsNot100')}
          />
        )}
        {sectionWeights === null ? null : (
          <Total
            label={t('perfSetTotalSectionWeights')}
            value={`${formatNumber(sectionWeights)}%`}
            testId="total-section-weights"
            ok={!has('performanceSectionWeightsNot100')}
          />
        )}
        {problems.length > 0 ? (
          <Alert color="orange" title={t('perfSetProblemsTitle')} data-testid="card-problems">
            <List size="sm">
              {[...new Set(problems.map((problem) => problem.key))].map((key) => (
                <List.Item key={key}>{t(key)}</List.Item>
              ))}
            </List>
          </Alert>
        ) : null}
      </Stack>
    </Paper>
  );
}
