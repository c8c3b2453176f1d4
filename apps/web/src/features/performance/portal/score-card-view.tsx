import { Card, Group, Stack, Table, Text, Title } from '@mantine/core';
import type { SupplierEvaluation } from '@procura/contract';
import { useTranslation } from 'react-i18next';
import { formatPercent } from '../dashboard/format.ts';

/** A score or total on the card's scale, with no more decimals than the card keeps. */
function scoreText(value: number, decimalPlaces: number): string {
  return new Intl.NumberFormat('en-CA', { maximumFractionDigits: decimalPlaces }).format(value);
}

/**
 * The score card as the supplier reads it: each section with what it earned of its worth, and its
 * criteria with their scores, and the agency's comment on each when the agency shows comments (the
 * server sends none otherwise, and then the column is not drawn). Totals are the server's, which
 * it computes with the contract's scoreCard under the agency's rating scale.
 */
export function ScoreCardView({ evaluation }: { evaluation: SupplierEvaluation }) {
  const { t } = useTranslation();
  const { card, scores, comments } = evaluation;
  const results = new Map(evaluation.sections.map((section) => [section.key, section]));
  const withComments = Object.values(comments).some((comment) => comment.trim() !== '');
  return (
    <Stack data-testid="portal-score-card">
      <Text size="sm" c="dimmed">
        {t('portalEvalScaleHint', {
          min: scoreText(card.minScore, card.decimalPlaces),
          max: scoreText(card.maxScore, card.decimalPlaces),
        })}
      </Text>
      {card.sections.map((section) => {
        const result = results.get(section.key);
        return (
          <Card key={section.key} withBorder padding="sm" data-testid={`portal-section-${section.key}`}>
            <Group justify="space-between" align="flex-start" mb="xs" wrap="nowrap">
              <Stack gap={2}>
                <Title order={3} size="h5">
                  {section.name}
                </Title>
                {section.description ? (
                  <Text size="sm" c="dimmed">
                    {section.description}
                  </Text>
                ) : null}
              </Stack>
              {result ? (
                <Stack gap={0} align="flex-end" data-testid={`portal-section-result-${section.key}`}>
                  <Text fw={700}>{formatPercent(result.percent)}</Text>
                  <Text size="xs" c="dimmed">
                    {t('portalEvalSectionResult', {
                      earned: scoreText(result.earned, card.decimalPlaces),
                      worth: scoreText(result.worth, card.decimalPlaces),
                    })}
                  </Text>
                </Stack>
              ) : null}
            </Group>
            <Table.ScrollContainer minWidth={520}>
              {/* Fixed columns, so that the scores of every section line up. */}
              <Table layout="fixed">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('portalEvalCriterion')}</Table.Th>
                    <Table.Th w={120}>{t('portalEvalScore')}</Table.Th>
                    {withComments ? <Table.Th w="45%">{t('portalEvalComment')}</Table.Th> : null}
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {section.criteria.map((criterion) => {
                    const score = scores[criterion.key];
                    return (
                      <Table.Tr key={criterion.key} data-testid={`portal-criterion-${criterion.key}`}>
                        <Table.Td>
                          <Text size="sm">{criterion.name}</Text>
                          {criterion.description ? (
                            <Text size="xs" c="dimmed">
                              {criterion.description}
                            </Text>
                          ) : null}
                        </Table.Td>
                        <Table.Td>
                          {score === null || score === undefined
                            ? t('portalEvalNoScore')
                            : scoreText(score, card.decimalPlaces)}
                        </Table.Td>
                        {withComments ? (
                          <Table.Td style={{ whiteSpace: 'pre-wrap' }}>
                            {comments[criterion.key] ?? ''}
                          </Table.Td>
                        ) : null}
                      </Table.Tr>
                    );
                  })}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </Card>
        );
      })}
    </Stack>
  );
}
