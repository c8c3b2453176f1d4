import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { daysBetween } from '../contracts/dates.ts';
import {
  type EvaluationSlot,
  evaluationSlotProblems,
  evaluationSlotSchema,
  proposeSchedule,
  scheduleProblems,
} from './evaluation-setup.ts';
import { workflowActionSchema } from './evaluations.ts';
import { supplierAppealSchema } from './supplier-evaluations.ts';

const today = '2025-06-15';
const slot = (over: Partial<EvaluationSlot> = {}): EvaluationSlot => ({
  type: 'Interim',
  periodStart: '2025-01-01',
  periodEnd: '2025-06-30',
  evaluationDate: '2025-07-01',
  ...over,
});

const addDays = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

describe('evaluationSlotProblems', () => {
  it('accepts an evaluation due today or later', () => {
    expect(evaluationSlotProblems(slot({ evaluationDate: today }), today)).toEqual([]);
    expect(evaluationSlotProblems(slot({ evaluationDate: '2030-01-01' }), today)).toEqual([]);
  });

  it('refuses an evaluation date in the past', () => {
    expect(evaluationSlotProblems(slot({ evaluationDate: '2025-06-14' }), today)).toEqual([
      { key: 'performanceEvaluationDateInPast', field: 'evaluationDate' },
    ]);
  });

  it('refuses a period ending before it starts, and accepts a one-day period', () => {
    expect(
      evaluationSlotProblems(slot({ periodStart: '2025-03-02', periodEnd: '2025-03-01' }), today),
    ).toEqual([{ key: 'performancePeriodOrder', field: 'periodEnd' }]);
    expect(
      evaluationSlotProblems(slot({ periodStart: '2025-03-01', periodEnd: '2025-03-01' }), today),
    ).toEqual([]);
  });

  it('prefixes the fields it names', () => {
    const both = slot({ periodStart: '2025-03-02', periodEnd: '2025-03-01', evaluationDate: '2025-01-01' });
    expect(evaluationSlotProblems(both, today, 'slots.2.').map((p) => p.field)).toEqual([
      'slots.2.periodEnd',
      'slots.2.evaluationDate',
    ]);
  });
});

describe('scheduleProblems', () => {
  const final = slot({ type: 'Final', periodEnd: '2025-12-31', evaluationDate: '2025-12-31' });

  it('accepts interims followed by one final, and interims alone', () => {
    const second = slot({ periodStart: '2025-07-01', periodEnd: '2025-09-30', evaluationDate: '2025-10-01' });
    expect(scheduleProblems([slot(), second, final], today)).toEqual([]);
    expect(scheduleProblems([slot()], today)).toEqual([]);
    expect(scheduleProblems([final], today)).toEqual([]);
  });

  it('refuses a second final or a final before the last slot', () => {
    const refusal = [{ key: 'performanceScheduleOneFinal', field: 'slots' }];
    expect(scheduleProblems([slot(), final, final], today)).toEqual(refusal);
    expect(scheduleProblems([final, slot()], today)).toEqual(refusal);
  });

  it('reports each slot’s own problems by its index', () => {
    const past = slot({ evaluationDate: '2025-01-01' });
    expect(scheduleProblems([slot(), past, final], today)).toEqual([
      { key: 'performanceEvaluationDateInPast', field: 'slots.1.evaluationDate' },
    ]);
  });
});

describe('proposeSchedule', () => {
  it('splits a year into equal interims, each due the day after it ends, then the final over the term', () => {
    expect(proposeSchedule('2025-01-01', '2025-12-31', 3)).toEqual([
      { type: 'Interim', periodStart: '2025-01-01', periodEnd: '2025-04-02', evaluationDate: '2025-04-03' },
      { type: 'Interim', periodStart: '2025-04-03', periodEnd: '2025-07-02', evaluationDate: '2025-07-03' },
      { type: 'Interim', periodStart: '2025-07-03', periodEnd: '2025-10-01', evaluationDate: '2025-10-02' },
      { type: 'Final', periodStart: '2025-01-01', periodEnd: '2025-12-31', evaluationDate: '2025-12-31' },
    ]);
  });

  it('proposes only the final without interims', () => {
    expect(proposeSchedule('2025-01-01', '2025-03-31', 0)).toEqual([
      { type: 'Final', periodStart: '2025-01-01', periodEnd: '2025-03-31', evaluationDate: '2025-03-31' },
    ]);
  });

  it('proposes no more interims than the term has days for', () => {
    expect(
      proposeSchedule('2025-01-01', '2025-01-03', 5).map((s) => [s.type, s.periodStart, s.periodEnd]),
    ).toEqual([
      ['Interim', '2025-01-01', '2025-01-01'],
      ['Interim', '2025-01-02', '2025-01-02'],
      ['Final', '2025-01-01', '2025-01-03'],
    ]);
    expect(proposeSchedule('2025-01-01', '2025-01-01', 2)).toHaveLength(1);
  });

  const term = fc
    .record({
      start: fc.integer({ min: 0, max: 20_000 }).map((n) => addDays('2000-01-01', n)),
      days: fc.integer({ min: 0, max: 3000 }),
      interims: fc.integer({ min: 0, max: 24 }),
    })
    .map(({ start, days, interims }) => ({ start, end: addDays(start, days), days, interims }));

  it('property: n interims and a final, contiguous, inside the term, a schedule the rules accept', () => {
    return fc.assert(
      fc.property(term, ({ start, end, days, interims }) => {
        const slots = proposeSchedule(start, end, interims);
        const made = slots.slice(0, -1);
        const final = slots.at(-1) as EvaluationSlot;
        expect(made).toHaveLength(Math.min(interims, days));
        expect(final).toEqual({ type: 'Final', periodStart: start, periodEnd: end, evaluationDate: end });
        made.forEach((s, i) => {
          expect(s.type).toBe('Interim');
          expect(s.periodStart).toBe(i === 0 ? start : addDays((made[i - 1] as EvaluationSlot).periodEnd, 1));
          expect(s.periodStart <= s.periodEnd).toBe(true);
          expect(s.periodEnd < end).toBe(true);
          expect(s.evaluationDate).toBe(addDays(s.periodEnd, 1));
          expect(s.evaluationDate <= end).toBe(true);
        });
        // Equal parts: no interim is more than a day longer than another.
        const lengths = made.map((s) => daysBetween(s.periodStart, s.periodEnd));
        if (lengths.length > 0) expect(Math.max(...lengths) - Math.min(...lengths)).toBeLessThanOrEqual(1);
        expect(scheduleProblems(slots, start)).toEqual([]);
      }),
    );
  });
});

describe('evaluation input schemas', () => {
  it('needs each slot date, and a known type', () => {
    const missing = evaluationSlotSchema.safeParse({
      type: 'Interim',
      periodStart: '2025-01-01',
      periodEnd: '',
    });
    expect(missing.error?.issues.map((i) => [i.path[0], i.message])).toEqual([
      ['periodEnd', 'performanceDateRequired'],
      ['evaluationDate', 'performanceDateRequired'],
    ]);
    const badType = evaluationSlotSchema.safeParse({ ...slot(), type: 'Annual' });
    expect(badType.error?.issues.map((i) => i.message)).toEqual(['invalidParameter']);
    expect(evaluationSlotSchema.safeParse({ ...slot(), evaluationDate: '2025-02-30' }).success).toBe(false);
  });

  it('needs a comment to return an evaluation', () => {
    for (const comment of [undefined, '', '   ']) {
      const parsed = workflowActionSchema.safeParse({ action: 'return', comment, version: 1 });
      expect(parsed.error?.issues.map((i) => [i.path[0], i.message])).toEqual([
        ['comment', 'performanceReturnNeedsComment'],
      ]);
    }
    expect(workflowActionSchema.parse({ action: 'return', comment: ' Fix c2 ', version: 1 })).toEqual({
      action: 'return',
      comment: 'Fix c2',
      appealMeetingDate: null,
      version: 1,
    });
    expect(workflowActionSchema.safeParse({ action: 'approve', version: 1 }).success).toBe(true);
  });

  it('needs the appeal meeting date to complete an appeal', () => {
    const parsed = workflowActionSchema.safeParse({ action: 'completeAppeal', version: 3 });
    expect(parsed.error?.issues.map((i) => [i.path[0], i.message])).toEqual([
      ['appealMeetingDate', 'performanceAppealMeetingDateRequired'],
    ]);
    const dated = workflowActionSchema.safeParse({
      action: 'completeAppeal',
      appealMeetingDate: '2025-05-02',
      version: 3,
    });
    expect(dated.success).toBe(true);
  });

  it('refuses an unknown action', () => {
    const parsed = workflowActionSchema.safeParse({ action: 'reopen', version: 0 });
    expect(parsed.error?.issues.map((i) => i.message)).toEqual(['invalidParameter']);
  });

  it('needs the supplier’s reason to appeal', () => {
    expect(supplierAppealSchema.safeParse({ reason: ' ' }).error?.issues[0]?.message).toBe(
      'performanceAppealReasonRequired',
    );
    expect(supplierAppealSchema.parse({ reason: ' Scores ignore the delay we reported ' }).reason).toBe(
      'Scores ignore the delay we reported',
    );
  });
});
