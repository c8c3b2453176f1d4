import { cardWithMethod, performanceTemplateInputSchema } from '@procura/contract';
import { describe, expect, it } from 'vitest';
import { templateFixture } from './settings-fixtures.ts';
import {
  cardProblems,
  cardTotals,
  emptySection,
  hasWorth,
  keysOf,
  newCardKey,
  newTemplateValues,
  toInput,
  typedNumber,
  valuesOf,
} from './template-model.ts';

describe('the template editor model', () => {
  it('makes short keys the contract accepts, never one the card already uses', () => {
    const taken = new Set<string>();
    for (let i = 0; i < 500; i += 1) {
      const key = newCardKey(i % 2 ? 's' : 'c', taken);
      expect(key).toMatch(/^[sc]-[a-z0-9]{8}$/);
      expect(taken.has(key)).toBe(false);
      taken.add(key);
    }
    const section = emptySection(new Set());
    expect(section.key).not.toBe(section.criteria[0]?.key);
  });

  it('reads what number inputs hand over: numbers, numeric text, and nothing yet', () => {
    expect(typedNumber(5)).toBe(5);
    expect(typedNumber('05')).toBe(5);
    expect(typedNumber('12.5')).toBe(12.5);
    expect(typedNumber('')).toBeNaN();
    expect(typedNumber('-')).toBeNaN();
    expect(typedNumber(undefined)).toBeNaN();
  });

  it('sends a template back as the input schema takes it', () => {
    const input = toInput(valuesOf(templateFixture()));
    expect(performanceTemplateInputSchema.safeParse(input).success).toBe(true);
    expect(input.assessmentGroupId).toBe(3);
    expect(toInput({ ...valuesOf(templateFixture()), assessmentGroupId: null }).assessmentGroupId).toBeNull();
  });

  it('counts a cleared input as 0 in the totals but leaves it for the schema to name', () => {
    const values = valuesOf(templateFixture());
    const criteria = values.card.sections[0]?.criteria ?? [];
    const cleared = {
      ...values.card,
      sections: [{ ...values.card.sections[0], criteria: [criteria[0], { ...criteria[1], worth: '' }] }],
    } as unknown as typeof values.card;
    expect(cardTotals(cleared, 'sum').worth).toBe(10);
    const sent = toInput({ ...values, card: cleared });
    expect(Number.isNaN(sent.card.sections[0]?.criteria[1]?.worth)).toBe(true);
    expect(performanceTemplateInputSchema.safeParse(sent).success).toBe(false);
  });

  it('reports the contract problems of a card, and a new template starts without any but names', () => {
    const fresh = newTemplateValues();
    expect(keysOf(fresh.card).size).toBe(2);
    // Its one criterion is worth nothing yet; the lone section carries the whole weight.
    expect(cardProblems(fresh.card, 'sectionWeight').map((p) => p.key)).toEqual([
      'performanceCriterionNeedsWorth',
    ]);
    const weights = cardWithMethod(valuesOf(templateFixture()).card, 'weights');
    expect(hasWorth(weights)).toBe(false);
    expect(cardProblems(weights, 'sum').map((p) => p.key)).toEqual([
      'performanceCriterionNeedsWorth',
      'performanceWeightsNot100',
    ]);
  });
});
