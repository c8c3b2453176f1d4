import { describe, expect, it } from 'vitest';
import { missingToStart } from './schemas.ts';
import { consensus, earnedScore, isScoreOnScale, priceScore, roundTo, scoreStep } from './scoring.ts';

const scale = { minScore: 0, maxScore: 10, decimalPlaces: 2 };

describe('bid evaluation scoring', () => {
  it('earns a share of the criterion by the score on the scale, rounded to the decimal places', () => {
    expect(earnedScore(7, 30, scale)).toBe(21);
    expect(earnedScore(7, 25, { minScore: 1, maxScore: 5, decimalPlaces: 1 })).toBe(37.5);
    expect(earnedScore(2, 10, { minScore: 0, maxScore: 3, decimalPlaces: 2 })).toBe(6.67);
    expect(earnedScore(0, 30, scale)).toBe(0);
    expect(roundTo(1.005, 2)).toBe(1.01);
  });

  it('takes scores on the scale in steps of the decimal places', () => {
    const tenths = { minScore: 1, maxScore: 5, decimalPlaces: 1 };
    expect([1, 5, 3.5].map((v) => isScoreOnScale(v, tenths))).toEqual([true, true, true]);
    expect([0.9, 5.1, 3.55].map((v) => isScoreOnScale(v, tenths))).toEqual([false, false, false]);
    expect([scoreStep(0), scoreStep(1), scoreStep(3)]).toEqual(['1', '0.1', '0.001']);
  });

  it('scores price as the lowest total over this total, none for a missing or zero price', () => {
    expect(priceScore(100_000, 80_000, 40, 2)).toBe(32);
    expect(priceScore(80_000, 80_000, 40, 2)).toBe(40);
    expect(priceScore(null, 80_000, 40, 2)).toBe(0);
    expect(priceScore(0, 80_000, 40, 2)).toBe(0);
  });

  it('averages evaluators per criterion, adds the price, and ranks with ties sharing a rank', () => {
    const criteria = [
      { id: 1, kind: 'scored' as const, worth: 60 },
      { id: 2, kind: 'price' as const, worth: 40 },
    ];
    const suppliers = [
      { submissionId: 10, priceTotal: 100_000, disqualified: false },
      { submissionId: 11, priceTotal: 80_000, disqualified: false },
      { submissionId: 12, priceTotal: 50_000, disqualified: true },
    ];
    const scores = [
      { evaluatorId: 1, submissionId: 10, criterionId: 1, score: 9 },
      { evaluatorId: 2, submissionId: 10, criterionId: 1, score: 8 },
      { evaluatorId: 1, submissionId: 11, criterionId: 1, score: 6 },
      { evaluatorId: 2, submissionId: 11, criterionId: 1, score: 5 },
    ];
    const rows = consensus(criteria, suppliers, scores, scale);
    // 10: (54 + 48) / 2 = 51, price 80k/100k x 40 = 32 -> 83; 11: (36 + 30) / 2 = 33 + 40 = 73.
    expect(rows.map((r) => [r.submissionId, r.criteria[1], r.criteria[2], r.total, r.rank])).toEqual([
      [10, 51, 32, 83, 1],
      [11, 33, 40, 73, 2],
      // The disqualified supplier's lower price does not set the lowest, and it is unranked.
      [12, null, null, 0, null],
    ]);
    const tied = consensus(
      criteria.slice(0, 1),
      suppliers.slice(0, 2),
      [
        { evaluatorId: 1, submissionId: 10, criterionId: 1, score: 5 },
        { evaluatorId: 1, submissionId: 11, criterionId: 1, score: 5 },
      ],
      scale,
    );
    expect(tied.map((r) => r.rank)).toEqual([1, 1]);
  });

  it('says what keeps evaluators from starting', () => {
    expect(missingToStart({ method: 'weights', criteria: [], team: 0 })).toEqual([
      'evaluationNeedsCriteria',
      'evaluationNeedsEvaluator',
    ]);
    expect(
      missingToStart({
        method: 'weights',
        criteria: [
          { kind: 'scored', worth: 60 },
          { kind: 'price', worth: 30 },
        ],
        team: 1,
      }),
    ).toEqual(['evaluationWeightsNot100']);
    expect(missingToStart({ method: 'points', criteria: [{ kind: 'scored', worth: 0 }], team: 2 })).toEqual([
      'evaluationNeedsWorth',
    ]);
    expect(
      missingToStart({
        method: 'weights',
        criteria: [
          { kind: 'scored', worth: 33.33 },
          { kind: 'scored', worth: 66.67 },
        ],
        team: 1,
      }),
    ).toEqual([]);
  });
});
