import { describe, expect, it } from 'vitest';
import {
  type PerformanceStatusLogInput,
  performanceStatuses,
  performanceStatusLogInputSchema,
  statusLogProblems,
  statusLogUpdateQuerySchema,
  updatePerformanceStatusLogSchema,
} from './status-logs.ts';

const valid: PerformanceStatusLogInput = {
  vendorId: 12,
  status: 'Probation',
  comments: 'Late deliveries on three orders',
  startDate: '2025-02-01',
  endDate: '2025-05-01',
};

/** The refusal keys of a body, by field. */
const refusals = (body: Record<string, unknown>) => {
  const parsed = performanceStatusLogInputSchema.safeParse(body);
  return parsed.success ? [] : parsed.error.issues.map((i) => [String(i.path[0]), i.message]);
};

describe('statusLogProblems', () => {
  it('refuses an end before the start', () => {
    expect(statusLogProblems({ startDate: '2025-03-02', endDate: '2025-03-01' })).toEqual([
      { key: 'performanceStatusEndBeforeStart', field: 'endDate' },
    ]);
  });

  it('accepts an end on the start day or after it', () => {
    expect(statusLogProblems({ startDate: '2025-03-01', endDate: '2025-03-01' })).toEqual([]);
    expect(statusLogProblems({ startDate: '2025-03-01', endDate: '2026-01-01' })).toEqual([]);
  });
});

describe('performanceStatusLogInputSchema', () => {
  it('takes a valid log, trimming comments and leaving it current', () => {
    expect(performanceStatusLogInputSchema.parse({ ...valid, comments: '  On probation  ' })).toEqual({
      ...valid,
      comments: 'On probation',
      complete: false,
    });
  });

  it('needs comments', () => {
    for (const comments of [undefined, '', '   ']) {
      expect(refusals({ ...valid, comments })).toEqual([['comments', 'performanceStatusCommentsRequired']]);
    }
  });

  it('needs one of the known statuses', () => {
    for (const status of [undefined, null, '', 'probation', 'Banned', 2]) {
      expect(refusals({ ...valid, status })).toEqual([['status', 'performanceStatusInvalid']]);
    }
    for (const status of performanceStatuses) expect(refusals({ ...valid, status })).toEqual([]);
    expect(performanceStatuses).toEqual(['Watch List', 'Probation', 'Suspended', 'Debarred']);
  });

  it('needs a start and an end', () => {
    expect(refusals({ ...valid, startDate: undefined })).toEqual([
      ['startDate', 'performanceStatusDatesRequired'],
    ]);
    expect(refusals({ ...valid, endDate: '' })).toEqual([['endDate', 'performanceStatusDatesRequired']]);
    expect(refusals({ ...valid, startDate: null, endDate: null })).toEqual([
      ['startDate', 'performanceStatusDatesRequired'],
      ['endDate', 'performanceStatusDatesRequired'],
    ]);
    // A date that is not a calendar day is no date at all.
    expect(refusals({ ...valid, endDate: '2025-02-30' })).toHaveLength(1);
  });

  it('leaves the date order to statusLogProblems (the server answers it with its field)', () => {
    expect(refusals({ ...valid, startDate: '2025-06-01', endDate: '2025-05-01' })).toEqual([]);
  });

  it('needs a supplier, and an id to update', () => {
    expect(refusals({ ...valid, vendorId: 0 })).toEqual([['vendorId', 'vendorInvalidId']]);
    const update = updatePerformanceStatusLogSchema.safeParse(valid);
    expect(update.error?.issues.map((i) => i.message)).toEqual(['invalidPerformanceStatusLogId']);
    expect(updatePerformanceStatusLogSchema.parse({ ...valid, id: 4, complete: true }).complete).toBe(true);
  });
});

describe('statusLogUpdateQuerySchema', () => {
  it('reads fromHistory as a boolean, false by default', () => {
    expect(statusLogUpdateQuerySchema.parse({})).toEqual({ fromHistory: false });
    expect(statusLogUpdateQuerySchema.parse({ fromHistory: 'true' })).toEqual({ fromHistory: true });
    expect(statusLogUpdateQuerySchema.safeParse({ fromHistory: 'yes' }).success).toBe(false);
  });
});
