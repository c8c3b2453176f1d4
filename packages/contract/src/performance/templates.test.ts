import { describe, expect, it } from 'vitest';
import {
  cardWithMethod,
  performanceTemplateInputSchema,
  type ScoreCard,
  type ScoreCardInput,
  scoreCardProblems,
  scoreCardSchema,
} from './templates.ts';

const criterion = (key: string, worth: number) => ({ key, name: key, description: '', worth });

const input: ScoreCardInput = {
  scoringMethod: 'weights',
  decimalPlaces: 2,
  minScore: 1,
  maxScore: 5,
  sections: [
    { key: 'quality', name: 'Quality', weight: 60, criteria: [criterion('q1', 30), criterion('q2', 30)] },
    { key: 'delivery', name: 'Delivery', weight: 40, criteria: [criterion('d1', 40)] },
  ],
};
const card: ScoreCard = scoreCardSchema.parse(input);

const keysOf = (c: ScoreCard, scale: Parameters<typeof scoreCardProblems>[1] = 'sum') =>
  scoreCardProblems(c, scale).map((p) => p.key);

describe('scoreCardProblems', () => {
  it('accepts a sound card under every rating scale', () => {
    expect(scoreCardProblems(card, 'sum')).toEqual([]);
    expect(scoreCardProblems(card, 'sectionWeight')).toEqual([]);
  });

  it('refuses a scale that does not rise', () => {
    expect(scoreCardProblems({ ...card, maxScore: 1 }, 'sum')).toEqual([
      { key: 'performanceScaleInvalid', field: 'maxScore' },
    ]);
    expect(keysOf({ ...card, minScore: 6 })).toEqual(['performanceScaleInvalid']);
  });

  it('refuses duplicate section keys and duplicate criterion keys, across sections too', () => {
    const [quality, delivery] = card.sections as [
      ScoreCard['sections'][number],
      ScoreCard['sections'][number],
    ];
    expect(keysOf({ ...card, sections: [quality, { ...delivery, key: 'quality' }] })).toEqual([
      'invalidParameter',
    ]);
    const twice = { ...delivery, criteria: [{ ...criterion('q1', 40) }] };
    expect(scoreCardProblems({ ...card, sections: [quality, twice] }, 'sum')).toEqual([
      { key: 'invalidParameter', field: 'sections' },
    ]);
    // A section and a criterion may share a key: they are different things.
    const shared = { ...delivery, criteria: [criterion('delivery', 40)] };
    expect(keysOf({ ...card, sections: [quality, shared] })).toEqual([]);
  });

  it('wants weights adding up to 100, floats and all', () => {
    const withWorths = (worths: number[]): ScoreCard => ({
      ...card,
      sections: [
        {
          key: 'all',
          name: 'All',
          description: '',
          weight: 100,
          criteria: worths.map((w, i) => ({ ...criterion(`c${i}`, w), description: '' })),
        },
      ],
    });
    expect(keysOf(withWorths([33.33, 33.33, 33.34]))).toEqual([]);
    expect(keysOf(withWorths([0.1, 0.2, 99.7]))).toEqual([]);
    expect(keysOf(withWorths([33.33, 33.33, 33.33]))).toEqual(['performanceWeightsNot100']);
    expect(keysOf(withWorths([60, 50]))).toEqual(['performanceWeightsNot100']);
    // Points need not add up to anything.
    expect(keysOf({ ...withWorths([60, 50]), scoringMethod: 'points' })).toEqual([]);
  });

  it('wants section weights adding up to 100 under the section weight scale only', () => {
    const uneven: ScoreCard = {
      ...card,
      sections: card.sections.map((s) => ({ ...s, weight: 30 })),
    };
    expect(keysOf(uneven, 'sectionWeight')).toEqual(['performanceSectionWeightsNot100']);
    for (const scale of ['sum', 'average', 'lowest'] as const) expect(keysOf(uneven, scale)).toEqual([]);
    const thirds: ScoreCard = {
      ...card,
      sections: [
        { ...(card.sections[0] as ScoreCard['sections'][number]), weight: 33.33 },
        { ...(card.sections[1] as ScoreCard['sections'][number]), weight: 66.67 },
      ],
    };
    expect(keysOf(thirds, 'sectionWeight')).toEqual([]);
  });

  it('refuses a criterion worth nothing', () => {
    const points: ScoreCard = {
      ...card,
      scoringMethod: 'points',
      sections: [{ ...(card.sections[0] as ScoreCard['sections'][number]), criteria: [criterion('z', 0)] }],
    };
    expect(keysOf(points)).toEqual(['performanceCriterionNeedsWorth']);
  });
});

describe('cardWithMethod', () => {
  it('resets every point or weight to 0 when the scoring method changes', () => {
    const changed = cardWithMethod(card, 'points');
    expect(changed.scoringMethod).toBe('points');
    expect(changed.sections.flatMap((s) => s.criteria.map((c) => [c.key, c.name, c.worth]))).toEqual([
      ['q1', 'q1', 0],
      ['q2', 'q2', 0],
      ['d1', 'd1', 0],
    ]);
    expect(changed.sections.map((s) => [s.name, s.weight])).toEqual([
      ['Quality', 60],
      ['Delivery', 40],
    ]);
    // The reset card is not usable until the evaluator assigns worths again.
    expect(keysOf(changed)).toEqual(['performanceCriterionNeedsWorth']);
  });

  it('changes nothing when the method is the same', () => {
    expect(cardWithMethod(card, 'weights')).toBe(card);
  });
});

describe('score card and template schemas', () => {
  it('needs at least one section with one criterion', () => {
    const noSections = scoreCardSchema.safeParse({ ...input, sections: [] });
    expect(noSections.error?.issues[0]?.message).toBe('performanceCardNeedsCriteria');
    const noCriteria = scoreCardSchema.safeParse({
      ...input,
      sections: [{ key: 's', name: 'S', criteria: [] }],
    });
    expect(noCriteria.error?.issues[0]?.message).toBe('performanceCardNeedsCriteria');
  });

  it('refuses keys that are not plain identifiers and negative worths', () => {
    const badKey = scoreCardSchema.safeParse({
      ...input,
      sections: [{ key: 'a b', name: 'S', criteria: [criterion('c', 1)] }],
    });
    expect(badKey.error?.issues[0]?.message).toBe('invalidParameter');
    const negative = scoreCardSchema.safeParse({
      ...input,
      sections: [{ key: 's', name: 'S', criteria: [criterion('c', -1)] }],
    });
    expect(negative.error?.issues[0]?.message).toBe('invalidParameter');
  });

  it('needs a template name and defaults the rest', () => {
    const blank = performanceTemplateInputSchema.safeParse({ name: '  ', card: input });
    expect(blank.error?.issues.map((i) => i.message)).toEqual(['performanceNameRequired']);
    const parsed = performanceTemplateInputSchema.parse({ name: ' Supplier review ', card: input });
    expect(parsed).toMatchObject({
      name: 'Supplier review',
      description: '',
      guide: '',
      assessmentGroupId: null,
      isActive: true,
    });
    expect(parsed.card.sections[1]?.weight).toBe(40);
  });
});
