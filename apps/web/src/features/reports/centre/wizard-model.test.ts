import { describe, expect, it } from 'vitest';
import {
  draftProblems,
  emptyDraft,
  problemsOf,
  type ReportDraft,
  stepOfPath,
  withColumn,
  withColumnMoved,
  withDateKind,
  withPhase,
} from './wizard-model.ts';

const named = (draft: ReportDraft): ReportDraft => ({ ...draft, name: 'Roads' });

describe('the report wizard draft', () => {
  it('starts as a projects report of every phase on columns 23 and 24', () => {
    const draft = emptyDraft();
    expect([draft.type, draft.phase, draft.columns]).toEqual(['Projects', 'all', [23, 24]]);
    expect(draftProblems(named(draft))).toEqual({});
  });

  it('drops on a phase change the columns, date kind and contract statuses the phase does not offer', () => {
    const start: ReportDraft = {
      ...withDateKind(named(emptyDraft()), 'sourceClosed'),
      contractStatuses: ['Active'],
      columns: [25, 23, 41, 24],
    };
    const contracts = withPhase(start, 'contractOnly');
    expect(contracts.columns).toEqual([23, 41, 24]);
    expect([contracts.dateKind, contracts.dateRange]).toEqual([null, null]);
    expect(contracts.contractStatuses).toEqual(['Active']);

    const sources = withPhase(start, 'sourceOnly');
    expect(sources.columns).toEqual([25, 23, 24]);
    expect(sources.dateKind).toBe('sourceClosed');
    expect(sources.contractStatuses).toEqual([]);
    expect(draftProblems(sources)).toEqual({});
  });

  it('adds columns at the end, moves them and takes them out; none left is a problem of the last step', () => {
    let draft = withColumn(named(emptyDraft()), 4, true);
    draft = withColumnMoved(draft, 2, -1);
    expect(draft.columns).toEqual([23, 4, 24]);
    draft = [23, 4, 24].reduce((d, id) => withColumn(d, id, false), draft);
    const problems = draftProblems(draft);
    expect(problems).toEqual({ columns: 'Choose at least one column for the report.' });
    expect(problemsOf(problems, 'columns')).toEqual(problems);
    expect(problemsOf(problems, 'dateRange')).toEqual({});
  });

  it('wants both days of a Custom range, in order, on the date range step', () => {
    const draft = { ...named(emptyDraft()), dateKind: 'projectCreated' as const };
    const empty = draftProblems({ ...draft, dateRange: { type: 'Custom', from: '', to: '' } });
    expect(problemsOf(empty, 'dateRange')).toEqual({
      'dateRange.from': 'This field is required.',
      'dateRange.to': 'This field is required.',
    });
    const reversed = draftProblems({
      ...draft,
      dateRange: { type: 'Custom', from: '2026-02-01', to: '2026-01-01' },
    });
    expect(reversed).toEqual({ 'dateRange.to': 'The start date may not be after the end date.' });
    expect(withDateKind(draft, null).dateRange).toBeNull();
  });

  it('names the step of each field', () => {
    expect(
      [
        'type',
        'phase',
        'contractStatuses',
        'dateRange.to',
        'filters.departmentId.0',
        'name',
        'columns.1',
      ].map(stepOfPath),
    ).toEqual(['type', 'phase', 'statuses', 'dateRange', 'filters', 'columns', 'columns']);
  });
});
