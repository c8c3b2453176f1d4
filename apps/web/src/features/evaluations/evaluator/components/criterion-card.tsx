import { Badge, Group, Paper, Stack, Table, Text } from '@mantine/core';
import type { EvaluatorView, Scale } from '@procura/contract';
import { useTranslation } from 'react-i18next';
import { formatScore, worthLabel } from '../presenters.ts';
import { cellOf, type Draft } from '../score-draft.ts';
import { type EditCell, ScoreRow } from './score-row.tsx';

type Criterion = EvaluatorView['criteria'][number];

/** The price criterion is not the evaluator's to score: the formula is stated instead (scoring.ts). */
function PriceFormula({ worth }: { worth: number }) {
  const { t } = useTranslation();
  return (
    <Text size="sm" data-testid="price-formula">
      {t('evaluatorPriceAuto', { worth: formatScore(worth, 2) })}
    </Text>
  );
}

/** One criterion with a row per supplier: score, what it earns, comment. */
export function CriterionCard({
  view,
  criterion,
  draft,
  scale,
  readOnly,
  onEdit,
}: {
  view: EvaluatorView;
  criterion: Criterion;
  draft: Draft;
  scale: Scale;
  readOnly: boolean;
  onEdit: EditCell;
}) {
  const { t } = useTranslation();
  return (
    <Paper withBorder p="md" data-testid={`criterion-${criterion.id}`}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Stack gap={2}>
            <Text fw={600}>{criterion.name}</Text>
            {criterion.description ? (
              <Text size="sm" c="dimmed" style={{ whiteSpace: 'pre-wrap' }}>
                {criterion.description}
              </Text>
            ) : null}
          </Stack>
          <Badge variant="light" style={{ flexShrink: 0 }}>
            {worthLabel(view.scoringMethod, criterion.worth)}
          </Badge>
        </Group>
        {criterion.kind === 'price' ? (
          <PriceFormula worth={criterion.worth} />
        ) : (
          <Table.ScrollContainer minWidth={640}>
            <Table verticalSpacing="xs">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('evaluatorSupplier')}</Table.Th>
                  <Table.Th>
                    {t('evaluatorScoreColumn', { min: scale.minScore, max: scale.maxScore })}
                  </Table.Th>
                  <Table.Th>{t('evaluatorEarnsColumn')}</Table.Th>
                  <Table.Th>{t('evaluatorCommentColumn')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {view.suppliers.map((supplier) => {
                  const cell = cellOf(view, draft, supplier.submissionId, criterion.id);
                  return (
                    <ScoreRow
                      key={supplier.submissionId}
                      submissionId={supplier.submissionId}
                      criterionId={criterion.id}
                      companyName={supplier.companyName}
                      criterionName={criterion.name}
                      worth={criterion.worth}
                      score={cell.score}
                      comment={cell.comment}
                      scale={scale}
                      method={view.scoringMethod}
                      readOnly={readOnly}
                      onEdit={onEdit}
                    />
                  );
                })}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
    </Paper>
  );
}
