import { describe, expect, it } from 'vitest';
import {
  type ContractChoice,
  draftProblems,
  fieldOfKeyFor,
  initialDraft,
  toScheduleBody,
  withContract,
  withInterims,
} from './wizard-model.ts';

const contract: ContractChoice = {
  id: 80,
  name: 'Road salt supply',
  termStart: '2027-01-01',
  termEnd: '2027-12-31',
  vendors: [{ vendorId: 301, companyName: 'Acme Roads' }],
};
const today = '2026-11-29';

describe('the evaluation wizard’s draft', () => {
  it('proposes the schedule from the contract’s term, and again for another number of interims', () => {
    const draft = initialDraft({ vendorId: 301, contract, mode: 'schedule' });
    expect(draft.mode).toBe('schedule');
    expect(draft.slots.map((s) => [s.type, s.evaluationDate])).toEqual([
      ['Interim', '2027-07-03'],
      ['Final', '2027-12-31'],
    ]);
    const three = withInterims(draft, contract, 3);
    expect(three.slots.map((s) => s.type)).toEqual(['Interim', 'Interim', 'Interim', 'Final']);
    // Each row has its own id, which the body leaves out.
    expect(new Set(three.slots.map((s) => s.rowId)).size).toBe(4);
    expect(toScheduleBody({ ...three, templateId: 3 }).slots[0]).toEqual({
      type: 'Interim',
      periodStart: '2027-01-01',
      periodEnd: '2027-04-02',
      evaluationDate: '2027-04-03',
    });
  });

  it('makes an evaluation without a contract Custom and single', () => {
    const draft = withContract(initialDraft({ vendorId: 500, contract, mode: 'schedule' }), null);
    expect(draft).toMatchObject({ contractId: null, mode: 'single', slots: [] });
    expect(draft.single.type).toBe('Custom');
    expect(
      initialDraft({ vendorId: 500, contract: { ...contract, termEnd: null }, mode: 'schedule' }).mode,
    ).toBe('single');
  });

  it('names each problem at its field with the contract’s rules', () => {
    const draft = initialDraft({ vendorId: null, contract, mode: 'single' });
    expect(draftProblems(draft, today, contract)).toEqual({
      vendorId: 'This field is required.',
      templateId: 'This field is required.',
      'single.periodStart': 'The date is required.',
      'single.periodEnd': 'The date is required.',
      'single.evaluationDate': 'The date is required.',
    });
    const dated = {
      ...draft,
      vendorId: 301,
      templateId: 3,
      single: {
        type: 'Interim' as const,
        periodStart: '2026-06-01',
        periodEnd: '2026-05-01',
        evaluationDate: '2026-11-28',
      },
    };
    expect(draftProblems(dated, today, contract)).toEqual({
      'single.periodEnd': 'The period cannot end before it starts.',
      'single.evaluationDate': 'The evaluation date cannot be in the past.',
    });
    const twoFinals = {
      ...initialDraft({ vendorId: 301, contract, mode: 'schedule' }),
      templateId: 3,
    };
    twoFinals.slots = twoFinals.slots.map((slot) => ({ ...slot, type: 'Final' as const }));
    expect(draftProblems(twoFinals, today, contract)).toEqual({
      slots: 'A schedule has at most one final evaluation, and it comes last.',
    });
  });

  it('puts a refusal of a date at the single evaluation’s field or on the schedule', () => {
    expect(fieldOfKeyFor('single').performanceEvaluationDateInPast).toBe('single.evaluationDate');
    expect(fieldOfKeyFor('schedule').performanceEvaluationDateInPast).toBe('slots');
    expect(fieldOfKeyFor('single').performanceTemplateInactive).toBe('templateId');
  });
});
