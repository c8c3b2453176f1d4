/**
 * How bid evaluation scores add up (issue 8 §1), in one place for the server's consensus, its
 * export and the evaluator's page. Every criterion is worth its points (points method) or its
 * weight in percent (weights method); an evaluator's score on the scale [min, max] earns that
 * share of it, and the price criterion is scored from the price forms:
 *
 *   earned = (score - min) / (max - min) x worth
 *   price  = lowest total / this total x worth   (0 for no price or a total of 0)
 *
 * each rounded to the evaluation's decimal places. A supplier's criterion score is the mean of the
 * evaluators who scored it; its total is the sum over criteria; ranks go by total, highest first,
 * equal totals sharing a rank, disqualified suppliers unranked.
 */

export const scoringMethods = ['points', 'weights'] as const;
export type ScoringMethod = (typeof scoringMethods)[number];

export function roundTo(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  return Math.round((value + Number.EPSILON) * factor) / factor;
}

export type Scale = { minScore: number; maxScore: number; decimalPlaces: number };

/** Whether a score is on the scale, in whole steps of the decimal places (the server refuses others). */
export function isScoreOnScale(score: number, scale: Scale): boolean {
  return score >= scale.minScore && score <= scale.maxScore && roundTo(score, scale.decimalPlaces) === score;
}

/** The smallest step between two scores: 1, 0.1, 0.01... as the decimal places allow. */
export function scoreStep(decimals: number): string {
  return decimals === 0 ? '1' : `0.${'0'.repeat(decimals - 1)}1`;
}

/** What an evaluator's score on the scale earns of a criterion worth `worth`. */
export function earnedScore(score: number, worth: number, scale: Scale): number {
  const span = scale.maxScore - scale.minScore;
  if (span <= 0) return 0;
  return roundTo(((score - scale.minScore) / span) * worth, scale.decimalPlaces);
}

/** The price criterion's score of a total against the lowest total of the suppliers ranked. */
export function priceScore(total: number | null, lowest: number | null, worth: number, decimals: number) {
  if (total === null || lowest === null || total <= 0 || lowest <= 0) return 0;
  return roundTo((lowest / total) * worth, decimals);
}

export type ConsensusCriterion = { id: number; kind: 'scored' | 'price'; worth: number };
export type ConsensusSupplier = { submissionId: number; priceTotal: number | null; disqualified: boolean };
export type EvaluatorScore = {
  evaluatorId: number;
  submissionId: number;
  criterionId: number;
  score: number;
};

export type ConsensusRow = {
  submissionId: number;
  /** Per criterion, the mean earned score (the price criterion's own score), or null unscored. */
  criteria: Record<number, number | null>;
  total: number;
  rank: number | null;
};

/** The consensus: each supplier's criterion means, total and rank. */
export function consensus(
  criteria: readonly ConsensusCriterion[],
  suppliers: readonly ConsensusSupplier[],
  scores: readonly EvaluatorScore[],
  scale: Scale,
): ConsensusRow[] {
  const ranked = suppliers.filter((s) => !s.disqualified);
  const prices = ranked.map((s) => s.priceTotal).filter((p): p is number => p !== null && p > 0);
  const lowest = prices.length > 0 ? Math.min(...prices) : null;
  const rows = suppliers.map((supplier) => {
    const byCriterion: Record<number, number | null> = {};
    let total = 0;
    for (const criterion of criteria) {
      let value: number | null;
      if (criterion.kind === 'price') {
        value = supplier.disqualified
          ? null
          : priceScore(supplier.priceTotal, lowest, criterion.worth, scale.decimalPlaces);
      } else {
        const earned = scores
          .filter((s) => s.submissionId === supplier.submissionId && s.criterionId === criterion.id)
          .map((s) => earnedScore(s.score, criterion.worth, scale));
        value =
          earned.length === 0
            ? null
            : roundTo(earned.reduce((a, b) => a + b, 0) / earned.length, scale.decimalPlaces);
      }
      byCriterion[criterion.id] = value;
      total += value ?? 0;
    }
    return {
      submissionId: supplier.submissionId,
      criteria: byCriterion,
      total: roundTo(total, scale.decimalPlaces),
      disqualified: supplier.disqualified,
    };
  });
  const totals = rows.filter((r) => !r.disqualified).map((r) => r.total);
  return rows.map(({ disqualified, ...row }) => ({
    ...row,
    rank: disqualified ? null : 1 + totals.filter((t) => t > row.total).length,
  }));
}
