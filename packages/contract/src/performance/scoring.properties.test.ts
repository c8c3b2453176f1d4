import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { roundTo } from '../evaluations/scoring.ts';
import { type Card, ratingScales, scoreCard } from './scoring.ts';

/** A random card with unique keys, worths of up to 2 decimals, on a scale of 0-4 decimal places. */
const cardArbitrary: fc.Arbitrary<Card> = fc
  .record({
    scoringMethod: fc.constantFrom('points' as const, 'weights' as const),
    decimalPlaces: fc.integer({ min: 0, max: 4 }),
    minScore: fc.integer({ min: -5, max: 5 }),
    span: fc.integer({ min: 1, max: 10 }),
    sections: fc.array(
      fc.record({
        weight: fc.integer({ min: 0, max: 100 }),
        worths: fc.array(
          fc.oneof(
            fc.integer({ min: 0, max: 50 }),
            fc.integer({ min: 0, max: 5000 }).map((cents) => cents / 100),
          ),
          { minLength: 1, maxLength: 4 },
        ),
      }),
      { minLength: 1, maxLength: 4 },
    ),
  })
  .map(({ span, sections, ...rest }) => ({
    ...rest,
    maxScore: rest.minScore + span,
    sections: sections.map((section, s) => ({
      key: `s${s}`,
      weight: section.weight,
      criteria: section.worths.map((worth, c) => ({ key: `c${s}_${c}`, worth })),
    })),
  }));

const criterionKeys = (card: Card) => card.sections.flatMap((s) => s.criteria.map((c) => c.key));

/** A score on the card's scale, in steps of its decimal places. */
const scoreOn = (card: Card) =>
  fc
    .integer({ min: 0, max: (card.maxScore - card.minScore) * 10 ** card.decimalPlaces })
    .map((steps) => roundTo(card.minScore + steps / 10 ** card.decimalPlaces, card.decimalPlaces));

/** A card with scores on its scale for some of its criteria (the rest unscored). */
const scoredCard = cardArbitrary.chain((card) =>
  fc.tuple(...criterionKeys(card).map(() => fc.option(scoreOn(card), { nil: null }))).map((values) => ({
    card,
    scores: Object.fromEntries(criterionKeys(card).map((key, i) => [key, values[i] ?? null])),
  })),
);

describe('scoreCard properties', () => {
  it('property: every percent lies within [0, 100] when the scores are on the scale', () => {
    return fc.assert(
      fc.property(scoredCard, ({ card, scores }) => {
        for (const scale of ratingScales) {
          const result = scoreCard(card, scores, scale);
          for (const percent of [result.percent, ...result.sections.map((s) => s.percent)]) {
            if (percent === null) continue;
            expect(percent).toBeGreaterThanOrEqual(0);
            expect(percent).toBeLessThanOrEqual(100);
          }
        }
      }),
    );
  });

  it('property: the sum scale is the card’s earned over its worth', () => {
    return fc.assert(
      fc.property(scoredCard, ({ card, scores }) => {
        const result = scoreCard(card, scores, 'sum');
        const expected = result.worth > 0 ? roundTo((result.earned / result.worth) * 100, 2) : null;
        expect(result.percent).toBe(expected);
        expect(result.earned).toBe(
          roundTo(
            result.sections.reduce((a, s) => a + s.earned, 0),
            card.decimalPlaces,
          ),
        );
      }),
    );
  });

  it('property: lowest <= average <= the best section percent', () => {
    return fc.assert(
      fc.property(scoredCard, ({ card, scores }) => {
        const lowest = scoreCard(card, scores, 'lowest');
        const average = scoreCard(card, scores, 'average').percent;
        const counted = lowest.sections.flatMap((s) => (s.percent === null ? [] : [s.percent]));
        if (counted.length === 0) {
          expect([lowest.percent, average]).toEqual([null, null]);
          return;
        }
        expect(lowest.percent).toBe(Math.min(...counted));
        expect(lowest.percent as number).toBeLessThanOrEqual(average as number);
        expect(average as number).toBeLessThanOrEqual(Math.max(...counted));
      }),
    );
  });

  it('property: every score at the maximum gives 100 under every scale', () => {
    return fc.assert(
      fc.property(cardArbitrary, (card) => {
        const scores = Object.fromEntries(criterionKeys(card).map((key) => [key, card.maxScore]));
        for (const scale of ratingScales) {
          const result = scoreCard(card, scores, scale);
          const counted = result.sections.filter((s) => s.percent !== null);
          const weighs = counted.some((s) => (card.sections.find((c) => c.key === s.key)?.weight ?? 0) > 0);
          const expected = counted.length === 0 || (scale === 'sectionWeight' && !weighs) ? null : 100;
          expect(result.percent).toBe(expected);
          expect(result.earned).toBe(result.worth);
        }
      }),
    );
  });

  it('property: raising one score never lowers the percent under any scale', () => {
    return fc.assert(
      fc.property(
        scoredCard.chain(({ card, scores }) =>
          fc.record({
            card: fc.constant(card),
            scores: fc.constant(scores),
            key: fc.constantFrom(...criterionKeys(card)),
            raised: scoreOn(card),
          }),
        ),
        ({ card, scores, key, raised }) => {
          const before = scores[key] ?? null;
          // Unscored counts as earning nothing, as the minimum does.
          if (before !== null && raised < before) return;
          for (const scale of ratingScales) {
            const low = scoreCard(card, scores, scale).percent;
            const high = scoreCard(card, { ...scores, [key]: raised }, scale).percent;
            if (low === null) continue;
            expect(high as number).toBeGreaterThanOrEqual(low);
          }
        },
      ),
    );
  });
});
