/**
 * How a supplier performance evaluation adds up (000 §3 Evaluation; 001 §9 rating scale ids), in
 * one place for the evaluator's live totals, the server's stored result, the portal and the
 * dashboard. A score card has sections of criteria; each criterion is worth its points (points
 * method) or its weight in percent (weights method), and an evaluator's score on the card's scale
 * [min, max] earns that share of it (the bid evaluation's `earnedScore`). A section's percent is
 * what it earned of what it is worth; the evaluation's percent follows the agency's rating scale:
 *
 *   sum            all earned / all worth
 *   average        the mean of the section percents
 *   lowest         the lowest section percent
 *   sectionWeight  the section percents weighted by the sections' weights
 *
 * and the final rating is the first range (best first) whose minimum the percent reaches.
 */
import { earnedScore, roundTo, type Scale, type ScoringMethod } from '../evaluations/scoring.ts';

export const ratingScales = ['lowest', 'average', 'sum', 'sectionWeight'] as const;
export type RatingScale = (typeof ratingScales)[number];

/** The final ratings, best first (000 §3 Ratings). */
export const performanceRatings = [
  'exceptional',
  'good',
  'satisfactory',
  'cautionary',
  'notSatisfactory',
  'unacceptable',
] as const;
export type PerformanceRating = (typeof performanceRatings)[number];

/** The ratings that count as satisfactory on the dashboard (000 §6's satisfactory widget). */
export const isSatisfactoryRating = (rating: PerformanceRating) =>
  rating === 'exceptional' || rating === 'good' || rating === 'satisfactory';

/**
 * The final rating ranges: the lowest percent of each rating but the last (unacceptable is
 * everything below not satisfactory's minimum). Strictly decreasing, each within [0, 100].
 */
export type RatingRanges = Record<Exclude<PerformanceRating, 'unacceptable'>, number>;
export const defaultRatingRanges: RatingRanges = {
  exceptional: 90,
  good: 80,
  satisfactory: 70,
  cautionary: 60,
  notSatisfactory: 50,
};

/** Whether the ranges are usable: every minimum within [0, 100] and each below the better one's. */
export function areRangesOrdered(ranges: RatingRanges): boolean {
  const mins = performanceRatings.slice(0, -1).map((r) => ranges[r as keyof RatingRanges]);
  return mins.every((min, i) => min >= 0 && min <= 100 && (i === 0 || min < (mins[i - 1] as number)));
}

/** The rating a percent earns under the ranges (percent is rounded to 2 places first). */
export function ratingOf(percent: number, ranges: RatingRanges): PerformanceRating {
  const value = roundTo(percent, 2);
  for (const rating of performanceRatings) {
    if (rating === 'unacceptable') return rating;
    if (value >= ranges[rating]) return rating;
  }
  return 'unacceptable';
}

export type CardCriterion = { key: string; worth: number };
export type CardSection = { key: string; weight: number; criteria: readonly CardCriterion[] };
export type CardScale = Scale & { scoringMethod: ScoringMethod };
export type Card = CardScale & { sections: readonly CardSection[] };
/** An evaluator's scores by criterion key; a criterion not scored yet is absent or null. */
export type CardScores = Readonly<Record<string, number | null | undefined>>;

export type SectionResult = {
  key: string;
  earned: number;
  worth: number;
  /** What the section earned of its worth, in percent (2 places); null while it is worth nothing. */
  percent: number | null;
  scored: number;
  criteria: number;
};

export type CardResult = {
  sections: SectionResult[];
  earned: number;
  worth: number;
  /** The evaluation's percent under the rating scale (2 places); null while nothing counts. */
  percent: number | null;
  /** Criteria scored of all criteria: the card is complete when they are equal. */
  scored: number;
  criteria: number;
};

const percentOf = (earned: number, worth: number) => (worth > 0 ? roundTo((earned / worth) * 100, 2) : null);

/** The card's totals: each section's, and the evaluation's under the rating scale. */
export function scoreCard(card: Card, scores: CardScores, scale: RatingScale): CardResult {
  const sections = card.sections.map((section) => {
    let earned = 0;
    let worth = 0;
    let scored = 0;
    for (const criterion of section.criteria) {
      // A criterion is worth what full marks earn at the card's decimal places, so that a card
      // scored at the maximum reads 100 % even when its worths are finer (33.33 with whole points).
      worth += roundTo(criterion.worth, card.decimalPlaces);
      const score = scores[criterion.key];
      if (score === null || score === undefined) continue;
      scored += 1;
      earned += earnedScore(score, criterion.worth, card);
    }
    earned = roundTo(earned, card.decimalPlaces);
    worth = roundTo(worth, card.decimalPlaces);
    return {
      key: section.key,
      earned,
      worth,
      percent: percentOf(earned, worth),
      scored,
      criteria: section.criteria.length,
    };
  });
  const earned = roundTo(
    sections.reduce((sum, s) => sum + s.earned, 0),
    card.decimalPlaces,
  );
  const worth = roundTo(
    sections.reduce((sum, s) => sum + s.worth, 0),
    card.decimalPlaces,
  );
  const counted = sections.filter((s): s is SectionResult & { percent: number } => s.percent !== null);
  let percent: number | null = null;
  if (counted.length > 0) {
    if (scale === 'sum') percent = percentOf(earned, worth);
    else if (scale === 'average')
      percent = roundTo(counted.reduce((a, s) => a + s.percent, 0) / counted.length, 2);
    else if (scale === 'lowest') percent = Math.min(...counted.map((s) => s.percent));
    else {
      const weights = new Map(card.sections.map((s) => [s.key, s.weight]));
      const total = counted.reduce((a, s) => a + (weights.get(s.key) ?? 0), 0);
      percent =
        total > 0
          ? roundTo(counted.reduce((a, s) => a + s.percent * (weights.get(s.key) ?? 0), 0) / total, 2)
          : null;
    }
  }
  return {
    sections,
    earned,
    worth,
    percent,
    scored: sections.reduce((a, s) => a + s.scored, 0),
    criteria: sections.reduce((a, s) => a + s.criteria, 0),
  };
}

/**
 * The card after its scoring method changes (000 §4): every criterion's points or weight is reset
 * to 0, since points do not carry over as weights or back. The same method changes nothing.
 */
export function withScoringMethod<C extends Card>(card: C, scoringMethod: ScoringMethod): C {
  if (card.scoringMethod === scoringMethod) return card;
  return {
    ...card,
    scoringMethod,
    sections: card.sections.map((section) => ({
      ...section,
      criteria: section.criteria.map((criterion) => ({ ...criterion, worth: 0 })),
    })),
  };
}

/** A completed evaluation as the supplier's results read it. */
export type RatedEvaluation = { id: number; percent: number; completedOn: string };
export type PerformanceResult = { id: number; percent: number } | null;
export type PerformanceResults = {
  count: number;
  average: number | null;
  best: PerformanceResult;
  latest: PerformanceResult;
  worst: PerformanceResult;
};

/**
 * A supplier's results across the agency's completed evaluations (000 §3 Performance results):
 * the average percent, and the best, latest and worst evaluation (the latest by completion day,
 * then by id; ties of best or worst go to the latest).
 */
export function performanceResults(evaluations: readonly RatedEvaluation[]): PerformanceResults {
  if (evaluations.length === 0) return { count: 0, average: null, best: null, latest: null, worst: null };
  const byRecency = [...evaluations].sort((a, b) =>
    a.completedOn === b.completedOn ? b.id - a.id : a.completedOn < b.completedOn ? 1 : -1,
  );
  const pick = (better: (a: RatedEvaluation, b: RatedEvaluation) => boolean) =>
    byRecency.reduce((chosen, e) => (better(e, chosen) ? e : chosen));
  const result = (e: RatedEvaluation) => ({ id: e.id, percent: e.percent });
  return {
    count: evaluations.length,
    average: roundTo(evaluations.reduce((a, e) => a + e.percent, 0) / evaluations.length, 2),
    best: result(pick((e, chosen) => e.percent > chosen.percent)),
    latest: result(byRecency[0] as RatedEvaluation),
    worst: result(pick((e, chosen) => e.percent < chosen.percent)),
  };
}

/** Whether the dashboard's satisfactory snapshot shows: only the section weight scale has it (000 §6). */
export const showsSatisfactoryWidget = (scale: RatingScale) => scale === 'sectionWeight';
