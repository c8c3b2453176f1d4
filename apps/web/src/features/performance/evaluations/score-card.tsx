import { Badge, Group, NumberInput, Paper, Stack, Table, Text, Textarea, Title } from '@mantine/core';
import {
  type ScoreCard as Card,
  earnedScore,
  type PerformanceEvaluation,
  performanceEvaluationRules,
  type SectionResult,
  scoreStep,
} from '@procura/contract';
import { useTranslation } from 'react-i18next';
import { type CardDraft, isScoreValid, liveResult, readScore } from './card-draft.ts';
import { formatPercent, ratingColors, ratingLabelKeys, ratingScaleLabelKeys } from './presenters.ts';

type Section = Card['sections'][number];
type Criterion = Section['criteria'][number];

const amount = (value: number, decimals: number) => value.toFixed(decimals);

function CriterionRow({
  criterion,
  evaluation,
  draft,
  readOnly,
  onChange,
}: {
  criterion: Criterion;
  evaluation: PerformanceEvaluation;
  draft: CardDraft;
  readOnly: boolean;
  onChange: (draft: CardDraft) => void;
}) {
  const { t } = useTranslation();
  const { card } = evaluation;
  const typed = draft.scores[criterion.key];
  const valid = isScoreValid(typed, evaluation);
  const score = readScore(typed);
  const unit = card.scoringMethod === 'points' ? t('perfPoints') : '%';
  return (
    <Table.Tr data-testid={`criterion-${criterion.key}`}>
      <Table.Td>
        <Text size="sm" fw={500}>
          {criterion.name}
        </Text>
        {criterion.description ? (
          <Text size="xs" c="dimmed" style={{ whiteSpace: 'pre-wrap' }}>
            {criterion.description}
          </Text>
        ) : null}
      </Table.Td>
      <Table.Td w={90}>
        <Text size="sm">
          {criterion.worth} {unit}
        </Text>
      </Table.Td>
      <Table.Td w={150}>
        <NumberInput
          aria-label={t('perfScoreOf', { criterion: criterion.name })}
          value={typed ?? ''}
          onChange={(value) =>
            onChange({
              ...draft,
              scores: { ...draft.scores, [criterion.key]: value === '' ? '' : Number(value) },
            })
          }
          min={card.minScore}
          max={card.maxScore}
          step={Number(scoreStep(card.decimalPlaces))}
          decimalScale={card.decimalPlaces}
          // An out-of-range score stays as typed and is shown wrong, rather than silently changed.
          clampBehavior="none"
          placeholder={`${card.minScore}–${card.maxScore}`}
          readOnly={readOnly}
          error={valid ? null : t('performanceScoreInvalid')}
          data-testid={`score-${criterion.key}`}
        />
      </Table.Td>
      <Table.Td w={110}>
        <Text
          size="sm"
          data-testid={`earned-${criterion.key}`}
          c={score === null || !valid ? 'dimmed' : undefined}
        >
          {score === null || !valid
            ? '—'
            : `${amount(earnedScore(score, criterion.worth, card), card.decimalPlaces)} / ${criterion.worth}`}
        </Text>
      </Table.Td>
      <Table.Td>
        <Textarea
          aria-label={t('perfCommentOf', { criterion: criterion.name })}
          autosize
          minRows={1}
          maxRows={6}
          maxLength={performanceEvaluationRules.commentMax}
          value={draft.comments[criterion.key] ?? ''}
          readOnly={readOnly}
          onChange={(event) =>
            onChange({
              ...draft,
              comments: { ...draft.comments, [criterion.key]: event.currentTarget.value },
            })
          }
        />
      </Table.Td>
    </Table.Tr>
  );
}

function SectionTotals({ result, decimals }: { result: SectionResult | undefined; decimals: number }) {
  const { t } = useTranslation();
  if (!result) return null;
  return (
    <Text size="sm" data-testid={`section-total-${result.key}`}>
      {t('perfSectionTotal', {
        earned: amount(result.earned, decimals),
        worth: amount(result.worth, decimals),
        percent: formatPercent(result.percent),
      })}
    </Text>
  );
}

/**
 * The score card (issue 23 §2): each section's criteria with a score on the card's scale, what it
 * earns and a comment; each section's total and the evaluation's percent and rating under the
 * agency's rating scale, live as scores are typed.
 */
export function ScoreCardEditor({
  evaluation,
  draft,
  readOnly,
  onChange,
}: {
  evaluation: PerformanceEvaluation;
  draft: CardDraft;
  readOnly: boolean;
  onChange: (draft: CardDraft) => void;
}) {
  const { t } = useTranslation();
  const { card } = evaluation;
  const { result, rating } = liveResult(draft, evaluation);
  return (
    <Stack data-testid="score-card">
      <Text size="sm" c="dimmed" data-testid="card-scale">
        {t('perfScaleHint', { min: card.minScore, max: card.maxScore, step: scoreStep(card.decimalPlaces) })}{' '}
        {t('perfRatedBy', { scale: t(ratingScaleLabelKeys[evaluation.ratingScale]) })}
      </Text>
      {card.sections.map((section) => (
        <Paper withBorder p="sm" key={section.key} data-testid={`section-${section.key}`}>
          <Stack gap="xs">
            <Group justify="space-between">
              <Title order={4} size="h5">
                {section.name}
                {evaluation.ratingScale === 'sectionWeight' ? (
                  <Text span size="sm" c="dimmed" ml="xs">
                    {t('perfSectionWeight', { weight: section.weight })}
                  </Text>
                ) : null}
              </Title>
              <SectionTotals
                result={result.sections.find((s) => s.key === section.key)}
                decimals={card.decimalPlaces}
              />
            </Group>
            {section.description ? (
              <Text size="xs" c="dimmed" style={{ whiteSpace: 'pre-wrap' }}>
                {section.description}
              </Text>
            ) : null}
            <Table.ScrollContainer minWidth={720}>
              <Table>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('perfCriterion')}</Table.Th>
                    <Table.Th>{card.scoringMethod === 'points' ? t('perfPoints') : t('perfWeight')}</Table.Th>
                    <Table.Th>{t('perfScore')}</Table.Th>
                    <Table.Th>{t('perfEarned')}</Table.Th>
                    <Table.Th>{t('perfComment')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {section.criteria.map((criterion) => (
                    <CriterionRow
                      key={criterion.key}
                      criterion={criterion}
                      evaluation={evaluation}
                      draft={draft}
                      readOnly={readOnly}
                      onChange={onChange}
                    />
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </Stack>
        </Paper>
      ))}
      <Paper withBorder p="sm" data-testid="card-total">
        <Group justify="space-between">
          <Text fw={600}>
            {t('perfCardTotal', {
              earned: amount(result.earned, card.decimalPlaces),
              worth: amount(result.worth, card.decimalPlaces),
              scored: result.scored,
              criteria: result.criteria,
            })}
          </Text>
          <Group gap="xs">
            <Text fw={700} data-testid="card-percent">
              {formatPercent(result.percent)}
            </Text>
            {rating ? (
              <Badge color={ratingColors[rating]} data-testid="card-rating">
                {t(ratingLabelKeys[rating])}
              </Badge>
            ) : null}
          </Group>
        </Group>
      </Paper>
    </Stack>
  );
}
