import { describe, expect, it } from 'vitest';
import { awardDateRefusal, awardInputSchema, awardPhaseStatusOf, sumMoney } from './awards.ts';

describe('award rules', () => {
  it('refuses an award date before the closing day in the agency zone, and allows the day itself', () => {
    // 02:30 UTC on 2 March is still 1 March in Toronto.
    const closing = new Date('2026-03-02T02:30:00Z');
    expect(awardDateRefusal('2026-02-28', closing, 'America/Toronto')).toBe('awardDateBeforeClosing');
    expect(awardDateRefusal('2026-03-01', closing, 'America/Toronto')).toBeNull();
    expect(awardDateRefusal('2026-03-01', closing, 'UTC')).toBe('awardDateBeforeClosing');
    expect(awardDateRefusal(null, closing, 'UTC')).toBeNull();
    expect(awardDateRefusal('2026-03-01', null, 'UTC')).toBeNull();
  });

  it('reads the award phase from the project, the awards and the approval', () => {
    expect(awardPhaseStatusOf({ projectStatus: 'Closed', awards: 0, approval: 'none' })).toBe('Not Started');
    expect(awardPhaseStatusOf({ projectStatus: 'Closed', awards: 2, approval: 'none' })).toBe('In Progress');
    expect(awardPhaseStatusOf({ projectStatus: 'Closed', awards: 2, approval: 'pending' })).toBe(
      'Pending Approval',
    );
    expect(awardPhaseStatusOf({ projectStatus: 'Closed', awards: 2, approval: 'approved' })).toBe('Approved');
    expect(awardPhaseStatusOf({ projectStatus: 'Awarded', awards: 0, approval: 'pending' })).toBe('Awarded');
  });

  it('adds money in whole cents', () => {
    expect(sumMoney([0.1, 0.2, null])).toBe(0.3);
    expect(sumMoney([])).toBe(0);
    expect(sumMoney([999_999_999_999.99, 0.01])).toBe(1_000_000_000_000);
  });

  it('takes amounts from 0.00 to 1,000,000,000,000.00 with two decimals and dates from 1900', () => {
    const base = {
      projectId: 1,
      submissionId: 2,
      awardAmount: 1_000_000_000_000,
      provisionalAmount: 0,
      subtotal: null,
      taxAmount: 12.34,
      awardDate: '2026-03-01',
      actualTotalProjectValue: null,
      actualTotalAnnualValue: null,
      awardExceptionId: null,
      displayToPublic: false,
      valueNotes: '',
      contractNumber: '',
    };
    expect(awardInputSchema.safeParse(base).success).toBe(true);
    for (const change of [
      { awardAmount: 1_000_000_000_000.01 },
      { awardAmount: -0.01 },
      { taxAmount: 1.005 },
      { awardDate: '1899-12-31' },
      { awardDate: '2026-02-30' },
      { submissionId: 0 },
    ]) {
      expect(awardInputSchema.safeParse({ ...base, ...change }).success, JSON.stringify(change)).toBe(false);
    }
  });
});
