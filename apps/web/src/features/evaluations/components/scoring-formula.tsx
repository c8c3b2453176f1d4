import { Card, Code, List, Text, Title } from '@mantine/core';
import { type Evaluation, earnedScore, roundTo } from '@procura/contract';
import { useTranslation } from 'react-i18next';
import { useFormatWorth } from '../presenters.ts';

/**
 * How scores add up (contract scoring.ts), told to the buyer with this evaluation's scale, method
 * and decimals, and one example worked out by the same function the server's consensus uses.
 */
export function ScoringFormula({ evaluation }: { evaluation: Evaluation }) {
  const { t } = useTranslation();
  const formatWorth = useFormatWorth(evaluation.scoringMethod);
  const { minScore: min, maxScore: max, decimalPlaces: decimals } = evaluation;
  const scale = { minScore: min, maxScore: max, decimalPlaces: decimals };
  const worth =
    evaluation.criteria.find((c) => c.kind === 'scored' && c.worth > 0)?.worth ??
    (evaluation.scoringMethod === 'points' ? 10 : 25);
  const score = roundTo(min + (max - min) * 0.8, 0);
  return (
    <Card
      withBorder
      component="section"
      aria-label={t('evaluationFormulaTitle')}
      data-testid="scoring-formula"
    >
      <Title order={3} mb="xs">
        {t('evaluationFormulaTitle')}
      </Title>
      <List size="sm" spacing="xs">
        <List.Item>
          {t(
            evaluation.scoringMethod === 'points'
              ? 'evaluationFormulaWorthPoints'
              : 'evaluationFormulaWorthWeights',
          )}
        </List.Item>
        <List.Item>
          {t('evaluationFormulaEarned', { min, max })}
          <br />
          <Code>{t('evaluationFormulaEarnedCode', { min, max })}</Code>
        </List.Item>
        <List.Item>
          {t('evaluationFormulaPrice')}
          <br />
          <Code>{t('evaluationFormulaPriceCode')}</Code>
        </List.Item>
        <List.Item>{t('evaluationFormulaRounding', { decimals })}</List.Item>
        <List.Item>{t('evaluationFormulaConsensus')}</List.Item>
      </List>
      <Text size="sm" mt="sm" data-testid="scoring-example">
        {t('evaluationFormulaExample', {
          score,
          worth: formatWorth(worth),
          earned: formatWorth(earnedScore(score, worth, scale)),
        })}
      </Text>
    </Card>
  );
}
