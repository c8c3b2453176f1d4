import { describe, expect, it } from 'vitest';
import { evaluatorViewFixture } from './evaluator-fixtures.ts';
import { afterSave, changedScores, type Draft, isOnScale, progressOf, readScore } from './score-draft.ts';

const scale = { minScore: 0, maxScore: 10, decimalPlaces: 1 };
const cell = (submissionId: number, score: number | string, comment = '') => ({
  submissionId,
  criterionId: 11,
  score,
  comment,
});

describe('the score draft', () => {
  it('reads typed scores: empty is none, text that is no number is unreadable', () => {
    expect(readScore('')).toBeNull();
    expect(readScore(' 7.5 ')).toBe(7.5);
    expect(readScore('7.')).toBe(7);
    expect(readScore('abc')).toBeUndefined();
  });

  it('takes scores on the scale with the evaluation decimals only, as the server does', () => {
    expect(isOnScale('', scale)).toBe(true);
    expect(isOnScale(0, scale)).toBe(true);
    expect(isOnScale(10, scale)).toBe(true);
    expect(isOnScale(7.3, scale)).toBe(true);
    expect(isOnScale(7.25, scale)).toBe(false);
    expect(isOnScale(-1, scale)).toBe(false);
    expect(isOnScale(10.5, scale)).toBe(false);
    expect(isOnScale('x', scale)).toBe(false);
  });

  it('sends only the edits that differ from the saved scores, trimmed', () => {
    const view = evaluatorViewFixture({
      scores: [{ submissionId: 31, criterionId: 11, score: 7, comment: 'Good' }],
    });
    const draft: Draft = {
      '31:11': cell(31, '7', ' Good '),
      '32:11': cell(32, '', '  '),
    };
    expect(changedScores(view, draft)).toEqual([]);
    expect(changedScores(view, { ...draft, '31:11': cell(31, '', 'Good') })).toEqual([
      { submissionId: 31, criterionId: 11, score: null, comment: 'Good' },
    ]);
  });

  it('counts per supplier the scored criteria on the scale and what they earn', () => {
    const view = evaluatorViewFixture({
      scores: [{ submissionId: 31, criterionId: 11, score: 5, comment: '' }],
    });
    expect(progressOf(view, { '32:11': cell(32, 12) })).toEqual([
      { submissionId: 31, companyName: 'Acme Roads', scored: 1, of: 1, earned: 30 },
      { submissionId: 32, companyName: 'Birch Paving', scored: 0, of: 1, earned: 0 },
    ]);
  });

  it('keeps the edits typed again while a save ran', () => {
    const sent: Draft = { '31:11': cell(31, 7), '32:11': cell(32, 6) };
    const later = { ...sent, '32:11': cell(32, 8) };
    expect(afterSave(later, sent)).toEqual({ '32:11': cell(32, 8) });
  });
});
