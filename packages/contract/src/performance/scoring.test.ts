import { describe, expect, it } from 'vitest';
import {
  type Card,
  type CardScores,
  performanceResults,
  ratingScales,
  scoreCard,
  withScoringMethod,
} from './scoring.ts';

/** Points on a 0-10 scale: A = c1 (20) + c2 (30), weight 70; B = c3 (25), weight 30. */
const pointsCard: Card = {
  scoringMethod: 'points',
  minScore: 0,
  maxScore: 10,
  decimalPlaces: 1,
  sections: [
    {
      key: 'A',
      weight: 70,
      criteria: [
        { key: 'c1', worth: 20 },
        { key: 'c2', worth: 30 },
      ],
    },
    { key: 'B', weight: 30, criteria: [{ key: 'c3', worth: 25 }] },
  ],
};

/** Weights on a 1-5 scale: A = c1 (30) + c2 (30), B = c3 (40). */
const weightsCard: Card = {
  scoringMethod: 'weights',
  minScore: 1,
  maxScore: 5,
  decimalPlaces: 2,
  sections: [
    {
      key: 'A',
      weight: 20,
      criteria: [
        { key: 'c1', worth: 30 },
        { key: 'c2', worth: 30 },
      ],
    },
    { key: 'B', weight: 80, criteria: [{ key: 'c3', worth: 40 }] },
  ],
};

const percentUnder = (card: Card, scores: CardScores) =>
  Object.fromEntries(ratingScales.map((scale) => [scale, scoreCard(card, scores, scale).percent]));

describe('scoreCard on hand-computed cards', () => {
  it('adds up points: each section, the total, and the percent under each rating scale', () => {
    // c1 10/10 earns 20, c2 5/10 earns 15, c3 4/10 earns 10: A 35/50 = 70 %, B 10/25 = 40 %.
    const result = scoreCard(pointsCard, { c1: 10, c2: 5, c3: 4 }, 'sum');
    expect(result.sections).toEqual([
      { key: 'A', earned: 35, worth: 50, percent: 70, scored: 2, criteria: 2 },
      { key: 'B', earned: 10, worth: 25, percent: 40, scored: 1, criteria: 1 },
    ]);
    expect([result.earned, result.worth, result.scored, result.criteria]).toEqual([45, 75, 3, 3]);
    // sum 45/75; average (70 + 40) / 2; lowest 40; section weight 0.7 x 70 + 0.3 x 40.
    expect(percentUnder(pointsCard, { c1: 10, c2: 5, c3: 4 })).toEqual({
      sum: 60,
      average: 55,
      lowest: 40,
      sectionWeight: 61,
    });
  });

  it('adds up weights the same way, the weights being the worth', () => {
    // c1 5 earns 30, c2 2 earns (2-1)/4 x 30 = 7.5, c3 4 earns 3/4 x 40 = 30.
    const result = scoreCard(weightsCard, { c1: 5, c2: 2, c3: 4 }, 'sum');
    expect(result.sections.map((s) => [s.earned, s.worth, s.percent])).toEqual([
      [37.5, 60, 62.5],
      [30, 40, 75],
    ]);
    expect([result.earned, result.worth]).toEqual([67.5, 100]);
    expect(percentUnder(weightsCard, { c1: 5, c2: 2, c3: 4 })).toEqual({
      sum: 67.5,
      average: 68.75,
      lowest: 62.5,
      // 0.2 x 62.5 + 0.8 x 75.
      sectionWeight: 72.5,
    });
  });

  it('rounds what each criterion earns to the card’s decimal places, and percents to 2', () => {
    const card = (decimalPlaces: number): Card => ({
      scoringMethod: 'points',
      minScore: 0,
      maxScore: 3,
      decimalPlaces,
      sections: [
        {
          key: 'A',
          weight: 100,
          criteria: [
            { key: 'c1', worth: 10 },
            { key: 'c2', worth: 10 },
          ],
        },
      ],
    });
    // 2/3 of 10 = 6.666...
    const earned = [0, 1, 2].map((dp) => scoreCard(card(dp), { c1: 2 }, 'sum').earned);
    expect(earned).toEqual([7, 6.7, 6.67]);
    // Two criteria at 6.67 each: 13.34 of 20 = 66.7 %; the percent keeps 2 places whatever the card's.
    expect(scoreCard(card(2), { c1: 2, c2: 2 }, 'sum').percent).toBe(66.7);
    expect(scoreCard(card(0), { c1: 1 }, 'sum').percent).toBe(15);
  });

  it('earns nothing at the minimum score, the full worth at the maximum, and a proportional share between', () => {
    const section = { key: 'A', weight: 100, criteria: [{ key: 'c', worth: 40 }] };
    const card: Card = {
      scoringMethod: 'points',
      minScore: 1,
      maxScore: 5,
      decimalPlaces: 2,
      sections: [section],
    };
    const earnedAt = (score: number) => scoreCard(card, { c: score }, 'sum').earned;
    expect([1, 2, 3, 4, 5].map(earnedAt)).toEqual([0, 10, 20, 30, 40]);
    const negative: Card = { ...card, minScore: -2, maxScore: 2 };
    expect([-2, 0, 2].map((s) => scoreCard(negative, { c: s }, 'sum').percent)).toEqual([0, 50, 100]);
  });

  it('counts unscored criteria as worth but not earned, and reports how many are scored', () => {
    const result = scoreCard(pointsCard, { c1: 10, c2: null, c3: undefined }, 'sum');
    expect(result.sections.map((s) => [s.earned, s.worth, s.scored, s.criteria])).toEqual([
      [20, 50, 1, 2],
      [0, 25, 0, 1],
    ]);
    expect([result.percent, result.scored, result.criteria]).toEqual([26.67, 1, 3]);
    const none = scoreCard(pointsCard, {}, 'average');
    expect([none.earned, none.percent, none.scored]).toEqual([0, 0, 0]);
  });

  it('gives a section worth nothing no percent, leaves it out of the rating, and null when nothing counts', () => {
    const card: Card = {
      ...pointsCard,
      sections: [
        { key: 'A', weight: 50, criteria: [{ key: 'c1', worth: 10 }] },
        { key: 'Z', weight: 50, criteria: [{ key: 'c0', worth: 0 }] },
      ],
    };
    const result = scoreCard(card, { c1: 5, c0: 10 }, 'lowest');
    expect(result.sections.map((s) => s.percent)).toEqual([50, null]);
    expect(percentUnder(card, { c1: 5, c0: 10 })).toEqual({
      sum: 50,
      average: 50,
      lowest: 50,
      sectionWeight: 50,
    });
    const empty: Card = { ...card, sections: [card.sections[1] as Card['sections'][number]] };
    expect(percentUnder(empty, { c0: 10 })).toEqual({
      sum: null,
      average: null,
      lowest: null,
      sectionWeight: null,
    });
    expect(scoreCard({ ...card, sections: [] }, {}, 'sum').percent).toBeNull();
  });

  it('has no section-weight percent while the counted sections weigh nothing', () => {
    const card: Card = {
      ...pointsCard,
      sections: pointsCard.sections.map((s) => ({ ...s, weight: 0 })),
    };
    expect(scoreCard(card, { c1: 10 }, 'sectionWeight').percent).toBeNull();
    expect(scoreCard(card, { c1: 10 }, 'sum').percent).toBe(26.67);
  });

  it('reaches 100 with every score at the maximum even when worths are finer than the decimal places', () => {
    // 33.33 + 33.33 + 33.34 with whole-number points: each earns 33 at full marks, which is its worth.
    const card: Card = {
      scoringMethod: 'weights',
      minScore: 1,
      maxScore: 5,
      decimalPlaces: 0,
      sections: [
        {
          key: 'A',
          weight: 100,
          criteria: [
            { key: 'c1', worth: 33.33 },
            { key: 'c2', worth: 33.33 },
            { key: 'c3', worth: 33.34 },
          ],
        },
      ],
    };
    expect(percentUnder(card, { c1: 5, c2: 5, c3: 5 })).toEqual({
      sum: 100,
      average: 100,
      lowest: 100,
      sectionWeight: 100,
    });
    const halves: Card = {
      ...card,
      sections: [
        {
          key: 'A',
          weight: 100,
          criteria: [
            { key: 'c1', worth: 0.5 },
            { key: 'c2', worth: 0.5 },
          ],
        },
      ],
    };
    expect(scoreCard(halves, { c1: 5, c2: 5 }, 'sum').percent).toBe(100);
  });
});

describe('withScoringMethod', () => {
  it('resets every worth to 0 when the method changes, keeping the rest of the card', () => {
    const changed = withScoringMethod(pointsCard, 'weights');
    expect(changed.scoringMethod).toBe('weights');
    expect(changed.sections.flatMap((s) => s.criteria.map((c) => c.worth))).toEqual([0, 0, 0]);
    expect(changed.sections.map((s) => [s.key, s.weight, s.criteria.map((c) => c.key)])).toEqual([
      ['A', 70, ['c1', 'c2']],
      ['B', 30, ['c3']],
    ]);
    expect([changed.minScore, changed.maxScore, changed.decimalPlaces]).toEqual([0, 10, 1]);
    // The card it came from is untouched.
    expect(pointsCard.sections[0]?.criteria[0]?.worth).toBe(20);
    expect(withScoringMethod(changed, 'points').sections[0]?.criteria[0]?.worth).toBe(0);
  });

  it('changes nothing when the method stays the same', () => {
    expect(withScoringMethod(pointsCard, 'points')).toBe(pointsCard);
    expect(withScoringMethod(weightsCard, 'weights')).toEqual(weightsCard);
  });
});

describe('performanceResults', () => {
  it('has no results without completed evaluations', () => {
    expect(performanceResults([])).toEqual({
      count: 0,
      average: null,
      best: null,
      latest: null,
      worst: null,
    });
  });

  it('averages the percents and picks the best, the latest and the worst', () => {
    const results = performanceResults([
      { id: 1, percent: 72.5, completedOn: '2024-03-01' },
      { id: 2, percent: 91, completedOn: '2024-06-01' },
      { id: 3, percent: 55.25, completedOn: '2024-09-01' },
      { id: 4, percent: 80, completedOn: '2024-01-01' },
    ]);
    expect(results).toEqual({
      count: 4,
      // (72.5 + 91 + 55.25 + 80) / 4 = 74.6875
      average: 74.69,
      best: { id: 2, percent: 91 },
      latest: { id: 3, percent: 55.25 },
      worst: { id: 3, percent: 55.25 },
    });
  });

  it('takes the latest by completion day, then by id, and gives ties of best or worst to the latest', () => {
    const results = performanceResults([
      { id: 7, percent: 60, completedOn: '2024-05-01' },
      { id: 5, percent: 90, completedOn: '2024-05-02' },
      { id: 9, percent: 60, completedOn: '2024-05-02' },
      { id: 2, percent: 90, completedOn: '2024-04-30' },
    ]);
    expect(results.latest).toEqual({ id: 9, percent: 60 });
    expect(results.best).toEqual({ id: 5, percent: 90 });
    expect(results.worst).toEqual({ id: 9, percent: 60 });
    expect(results.average).toBe(75);
    const one = performanceResults([{ id: 3, percent: 42, completedOn: '2024-01-01' }]);
    expect([one.best, one.latest, one.worst]).toEqual([
      { id: 3, percent: 42 },
      { id: 3, percent: 42 },
      { id: 3, percent: 42 },
    ]);
  });
});
