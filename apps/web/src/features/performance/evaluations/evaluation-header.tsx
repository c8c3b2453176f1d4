import { Anchor, Badge, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { PerformanceEvaluation } from '@procura/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDay } from '../../../ui/format.ts';
import {
  formatPercent,
  ratingColors,
  ratingLabelKeys,
  roleLabelKeys,
  statusColor,
  statusLabelKeys,
  typeLabelKeys,
} from './presenters.ts';

function Fact({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" data-testid={testId}>
        {children}
      </Text>
    </Stack>
  );
}

/** The evaluation at a glance: whom, on what, for which period, where it stands and what it scored. */
export function EvaluationHeader({ evaluation }: { evaluation: PerformanceEvaluation }) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm">
      <Group justify="space-between" align="flex-start">
        <Stack gap={4}>
          <Title order={2} data-testid="evaluation-title">
            {t('perfEvaluationTitle', { company: evaluation.companyName })}
          </Title>
          <Group gap="xs">
            <Badge color={statusColor(evaluation.status)} data-testid="evaluation-status">
              {t(statusLabelKeys[evaluation.status])}
            </Badge>
            <Badge variant="outline">{t(typeLabelKeys[evaluation.type])}</Badge>
          </Group>
        </Stack>
        <Stack gap={2} align="flex-end">
          <Text fw={700} size="xl" data-testid="evaluation-percent">
            {formatPercent(evaluation.percent)}
          </Text>
          {evaluation.rating ? (
            <Badge color={ratingColors[evaluation.rating]} data-testid="evaluation-rating">
              {t(ratingLabelKeys[evaluation.rating])}
            </Badge>
          ) : null}
        </Stack>
      </Group>
      <SimpleGrid cols={{ base: 2, sm: 3, md: 5 }}>
        <Fact label={t('perfSupplier')}>
          <Anchor component={Link} to={`/suppliers/${evaluation.vendorId}/performance`} size="sm">
            {evaluation.companyName}
          </Anchor>
        </Fact>
        <Fact label={t('perfContract')} testId="evaluation-contract">
          {evaluation.contractName && evaluation.projectId ? (
            <Anchor component={Link} to={`/projects/${evaluation.projectId}/contract/performance`} size="sm">
              {evaluation.contractName}
            </Anchor>
          ) : (
            (evaluation.contractName ?? t('perfWizardNoContract'))
          )}
        </Fact>
        <Fact label={t('perfPeriod')} testId="evaluation-period">
          {formatDay(evaluation.periodStart)} – {formatDay(evaluation.periodEnd)}
        </Fact>
        <Fact label={t('perfEvaluationDate')} testId="evaluation-date">
          {formatDay(evaluation.evaluationDate)}
        </Fact>
        <Fact label={t('perfEvaluator')}>{evaluation.evaluator?.name ?? t('perfUnassigned')}</Fact>
      </SimpleGrid>
    </Stack>
  );
}

const stateColors = { done: 'green', current: 'blue', waiting: 'gray' } as const;
const stateLabelKeys = {
  done: 'perfReviewerDone',
  current: 'perfReviewerCurrent',
  waiting: 'perfReviewerWaiting',
} as const;

/** The reviewers in their order, each done, current or waiting. */
export function ReviewersStrip({ evaluation }: { evaluation: PerformanceEvaluation }) {
  const { t } = useTranslation();
  if (evaluation.reviewers.length === 0) return null;
  return (
    <Paper withBorder p="sm">
      <Group gap="md" data-testid="evaluation-reviewers" aria-label={t('perfWizardReviewers')}>
        {evaluation.reviewers.map((reviewer) => (
          <Stack
            key={reviewer.role}
            gap={2}
            data-testid={`reviewer-${reviewer.role}`}
            data-state={reviewer.state}
          >
            <Text size="xs" c="dimmed">
              {t(roleLabelKeys[reviewer.role])}
            </Text>
            <Group gap={6}>
              <Text size="sm">{reviewer.user?.name ?? t('perfUnassigned')}</Text>
              <Badge size="xs" variant="light" color={stateColors[reviewer.state]}>
                {t(stateLabelKeys[reviewer.state])}
              </Badge>
            </Group>
          </Stack>
        ))}
      </Group>
    </Paper>
  );
}
