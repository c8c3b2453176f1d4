import { describe, expect, it } from 'vitest';
import { defaultRatingRanges, ratingOf } from './scoring.ts';
import {
  assessmentGroupInputSchema,
  defaultFinalRating,
  defaultPerformanceWorkflow,
  finalRatingSchema,
  performanceWorkflowSchema,
  rangesFor,
  ratingRangesSchema,
} from './settings.ts';

const messages = (parsed: { success: boolean; error?: { issues: { message: string }[] } }) =>
  parsed.success ? [] : (parsed.error?.issues.map((i) => i.message) ?? []);

describe('ratingRangesSchema', () => {
  it('accepts the default ranges', () => {
    expect(ratingRangesSchema.parse(defaultRatingRanges)).toEqual(defaultRatingRanges);
  });

  it('refuses ranges out of order with performanceRangesNotOrdered', () => {
    for (const ranges of [
      { ...defaultRatingRanges, good: 90 },
      { ...defaultRatingRanges, cautionary: 75 },
      { exceptional: 10, good: 20, satisfactory: 30, cautionary: 40, notSatisfactory: 50 },
    ]) {
      expect(messages(ratingRangesSchema.safeParse(ranges))).toEqual(['performanceRangesNotOrdered']);
    }
  });

  it('refuses a minimum outside [0, 100] or not a number on its field as an invalid parameter', () => {
    const fieldIssues = (ranges: Record<string, unknown>) =>
      ratingRangesSchema
        .safeParse(ranges)
        .error?.issues.filter((i) => i.path.length > 0)
        .map((i) => [i.path[0], i.message]);
    expect(fieldIssues({ ...defaultRatingRanges, exceptional: 101 })).toEqual([
      ['exceptional', 'invalidParameter'],
    ]);
    expect(fieldIssues({ ...defaultRatingRanges, notSatisfactory: -5 })).toEqual([
      ['notSatisfactory', 'invalidParameter'],
    ]);
    expect(messages(ratingRangesSchema.safeParse({ ...defaultRatingRanges, good: '80' }))).toEqual([
      'invalidParameter',
    ]);
  });
});

describe('finalRatingSchema', () => {
  it('takes each rating scale id of 001 §9 and nothing else', () => {
    for (const ratingScale of ['lowest', 'average', 'sum', 'sectionWeight']) {
      expect(finalRatingSchema.safeParse({ ...defaultFinalRating, ratingScale }).success).toBe(true);
    }
    expect(finalRatingSchema.safeParse({ ...defaultFinalRating, ratingScale: 'median' }).success).toBe(false);
  });

  it('refuses unordered ranges with their key', () => {
    const parsed = finalRatingSchema.safeParse({
      ...defaultFinalRating,
      ranges: { ...defaultRatingRanges, good: 95 },
    });
    expect(messages(parsed)).toEqual(['performanceRangesNotOrdered']);
    expect(parsed.error?.issues[0]?.path).toEqual(['ranges']);
  });
});

describe('performanceWorkflowSchema', () => {
  it('accepts the default workflow', () => {
    expect(performanceWorkflowSchema.parse(defaultPerformanceWorkflow)).toEqual(defaultPerformanceWorkflow);
  });

  it('keeps its windows within 1 to 365 days and its roles among the five', () => {
    for (const days of [0, 366, 1.5]) {
      const parsed = performanceWorkflowSchema.safeParse({
        ...defaultPerformanceWorkflow,
        supplierReviewDays: days,
      });
      expect(parsed.success).toBe(false);
    }
    const window = performanceWorkflowSchema.safeParse({
      ...defaultPerformanceWorkflow,
      evaluationWindowDays: 0,
    });
    expect(messages(window)).toEqual(['invalidParameter']);
    const role = performanceWorkflowSchema.safeParse({
      ...defaultPerformanceWorkflow,
      workflowRoles: ['evaluator'],
    });
    expect(role.success).toBe(false);
  });
});

describe('assessment groups', () => {
  it('need a name, and carry no ranges of their own by default', () => {
    expect(messages(assessmentGroupInputSchema.safeParse({ name: ' ' }))).toEqual([
      'performanceNameRequired',
    ]);
    expect(assessmentGroupInputSchema.parse({ name: ' Construction ' })).toEqual({
      name: 'Construction',
      description: '',
      ranges: null,
    });
    const unordered = assessmentGroupInputSchema.safeParse({
      name: 'Consulting',
      ranges: { ...defaultRatingRanges, satisfactory: 80 },
    });
    expect(messages(unordered)).toEqual(['performanceRangesNotOrdered']);
  });

  it('rate on the group’s ranges when it has them, else on the agency’s', () => {
    const strict = { exceptional: 95, good: 90, satisfactory: 85, cautionary: 75, notSatisfactory: 65 };
    expect(rangesFor(defaultRatingRanges, strict)).toBe(strict);
    expect(rangesFor(defaultRatingRanges, null)).toBe(defaultRatingRanges);
    expect(rangesFor(defaultRatingRanges, undefined)).toBe(defaultRatingRanges);
    expect(ratingOf(88, rangesFor(defaultRatingRanges, strict))).toBe('satisfactory');
    expect(ratingOf(88, rangesFor(defaultRatingRanges, null))).toBe('good');
  });
});
