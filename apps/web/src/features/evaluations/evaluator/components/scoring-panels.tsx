import { Alert, Badge, Button, Collapse, Group, Paper, Stack, Table, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { EvaluatorView } from '@procura/contract';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../../ui/format.ts';
import { formatScore } from '../presenters.ts';
import type { Progress } from '../score-draft.ts';
import { TemplateText } from './declaration-steps.tsx';

/** The buyer's score card, the guide to scoring, folded away until asked for. */
export function ScoreCardGuide({ template }: { template: string }) {
  const { t } = useTranslation();
  const [opened, { toggle }] = useDisclosure(false);
  if (!template.trim()) return null;
  return (
    <Paper withBorder p="sm">
      <Button variant="subtle" size="compact-sm" onClick={toggle} aria-expanded={opened}>
        {opened ? t('evaluatorGuideHide') : t('evaluatorGuideShow')}
      </Button>
      <Collapse expanded={opened}>
        <Stack pt="sm">
          <TemplateText text={template} empty="" testId="evaluator-score-card" />
        </Stack>
      </Collapse>
    </Paper>
  );
}

/** How a score turns into points, stated once above the grid (scoring.ts). */
export function ScaleNote({ view }: { view: EvaluatorView }) {
  const { t } = useTranslation();
  return (
    <Text size="sm" c="dimmed" data-testid="evaluator-scale">
      {t(view.scoringMethod === 'points' ? 'evaluatorScaleNotePoints' : 'evaluatorScaleNoteWeights', {
        min: view.minScore,
        max: view.maxScore,
        decimals: view.decimalPlaces,
      })}
    </Text>
  );
}

/** Submitted or closed: the scores are shown, no longer changed. */
export function ReadOnlyNotice({ view }: { view: EvaluatorView }) {
  const { t } = useTranslation();
  if (view.submittedAt) {
    return (
      <Alert color="green" title={t('evaluatorSubmittedTitle')} data-testid="evaluator-submitted">
        {t('evaluatorSubmittedOn', { date: formatDateTime(view.submittedAt) })}
      </Alert>
    );
  }
  return (
    <Alert color="gray" data-testid="evaluator-closed">
      {t('evaluationNotInProgress')}
    </Alert>
  );
}

/** Per supplier: criteria scored of those to score, and what the scores earn so far. */
export function ProgressPanel({ view, progress }: { view: EvaluatorView; progress: Progress[] }) {
  const { t } = useTranslation();
  const unit = view.scoringMethod === 'points' ? 'evaluatorEarnedSoFarPoints' : 'evaluatorEarnedSoFarWeight';
  return (
    <Paper withBorder p="sm">
      <Table data-testid="evaluator-progress">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('evaluatorSupplier')}</Table.Th>
            <Table.Th>{t('evaluatorProgressColumn')}</Table.Th>
            <Table.Th>{t('evaluatorEarnedColumn')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {progress.map((row) => (
            <Table.Tr key={row.submissionId} data-testid={`progress-${row.submissionId}`}>
              <Table.Td>{row.companyName}</Table.Td>
              <Table.Td>
                <Group gap="xs">
                  <Text size="sm">{t('evaluatorProgressCount', { scored: row.scored, of: row.of })}</Text>
                  {row.scored === row.of ? (
                    <Badge color="green" variant="light" size="sm">
                      {t('evaluatorProgressDone')}
                    </Badge>
                  ) : null}
                </Group>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{t(unit, { earned: formatScore(row.earned, view.decimalPlaces) })}</Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Paper>
  );
}
