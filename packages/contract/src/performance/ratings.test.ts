import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  areRangesOrdered,
  defaultRatingRanges,
  isSatisfactoryRating,
  performanceRatings,
  type RatingRanges,
  type RatingScale,
  ratingOf,
  ratingScales,
  showsSatisfactoryWidget,
} from './scoring.ts';

describe('ratings', () => {
  const edges: [number, string][] = [
    [100, 'exceptional'],
    [90, 'exceptional'],
    [89.995, 'exceptional'],
    [89.994, 'good'],
    [89.99, 'good'],
    [80, 'good'],
    [79.99, 'satisfactory'],
    [70, 'satisfactory'],
    [69.99, 'cautionary'],
    [60, 'cautionary'],
    [59.99, 'notSatisfactory'],
    [50, 'notSatisfactory'],
    [49.99, 'unacceptable'],
    [0, 'unacceptable'],
  ];

  it.each(edges)(
    'rates %s percent as %s under the default ranges (rounded to 2 places first)',
    (percent, rating) => {
      expect(ratingOf(percent, defaultRatingRanges)).toBe(rating);
    },
  );

  it('rates on custom ranges at each minimum and just below it', () => {
    const ranges: RatingRanges = {
      exceptional: 95,
      good: 85.5,
      satisfactory: 75,
      cautionary: 40,
      notSatisfactory: 0,
    };
    expect([95, 94.99, 85.5, 85.49, 75, 74.99, 40, 39.99, 0, 100].map((p) => ratingOf(p, ranges))).toEqual([
      'exceptional',
      'good',
      'good',
      'satisfactory',
      'satisfactory',
      'cautionary',
      'cautionary',
      'notSatisfactory',
      // With not satisfactory from 0, nothing is unacceptable.
      'notSatisfactory',
      'exceptional',
    ]);
  });

  it('accepts strictly decreasing minimums within [0, 100] and refuses the others', () => {
    expect(areRangesOrdered(defaultRatingRanges)).toBe(true);
    expect(
      areRangesOrdered({ exceptional: 100, good: 99, satisfactory: 2, cautionary: 1, notSatisfactory: 0 }),
    ).toBe(true);
    const refused: RatingRanges[] = [
      { ...defaultRatingRanges, good: 90 },
      { ...defaultRatingRanges, satisfactory: 85 },
      { ...defaultRatingRanges, exceptional: 100.5 },
      { ...defaultRatingRanges, notSatisfactory: -1 },
      { exceptional: 10, good: 20, satisfactory: 30, cautionary: 40, notSatisfactory: 50 },
    ];
    expect(refused.map(areRangesOrdered)).toEqual(refused.map(() => false));
  });

  const orderedRanges = fc
    .uniqueArray(fc.integer({ min: 0, max: 10_000 }), { minLength: 5, maxLength: 5 })
    .map((mins) => {
      const [exceptional, good, satisfactory, cautionary, notSatisfactory] = mins
        .sort((a, b) => b - a)
        .map((m) => m / 100) as [number, number, number, number, number];
      return { exceptional, good, satisfactory, cautionary, notSatisfactory };
    });
  const percent = fc.integer({ min: 0, max: 10_000 }).map((p) => p / 100);

  it('property: a higher percent never earns a worse rating, and each minimum earns its own rating', () => {
    return fc.assert(
      fc.property(orderedRanges, percent, percent, (ranges, a, b) => {
        expect(areRangesOrdered(ranges)).toBe(true);
        const [low, high] = a <= b ? [a, b] : [b, a];
        const rank = (p: number) => performanceRatings.indexOf(ratingOf(p, ranges));
        expect(rank(high)).toBeLessThanOrEqual(rank(low));
        for (const [rating, min] of Object.entries(ranges)) expect(ratingOf(min, ranges)).toBe(rating);
      }),
    );
  });

  it('counts exceptional, good and satisfactory as satisfactory; shows the widget only under section weight', () => {
    expect(performanceRatings.filter(isSatisfactoryRating)).toEqual(['exceptional', 'good', 'satisfactory']);
    expect(ratingScales.filter(showsSatisfactoryWidget)).toEqual(['sectionWeight' satisfies RatingScale]);
  });
});
