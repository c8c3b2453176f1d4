import { describe, expect, it } from 'vitest';
import {
  type BillingPeriodInput,
  billingPeriodProblems,
  billingPeriodStatusOn,
  crossedThresholds,
  remainingTransactions,
} from './licensing.ts';

const period = (
  start: string | null,
  end: string | null,
  over: Partial<BillingPeriodInput> = {},
): BillingPeriodInput => ({
  dateStartUTC: start,
  dateEndUTC: end,
  transactionPurchased: 100,
  pricePerTransaction: 12.5,
  ...over,
});
const keys = (periods: BillingPeriodInput[], saved: { id: number; transactionUsed: number }[] = []) =>
  billingPeriodProblems(periods, saved).map((p) => `${p.key}@${p.field}`);

describe('billing periods (000 §5 Contract builder agency)', () => {
  it('needs at least one complete period, each ending after it starts and starting after the one before', () => {
    expect(keys([])).toEqual(['licenceBillingPeriodRequired@billingPeriods']);
    expect(keys([period('2026-01-01', '2026-12-31')])).toEqual([]);
    expect(keys([period('2026-01-01', null)])).toEqual(['licenceBillingPeriodIncomplete@billingPeriods.0']);
    expect(keys([period('2026-01-01', '2026-12-31', { pricePerTransaction: null })])).toEqual([
      'licenceBillingPeriodIncomplete@billingPeriods.0',
    ]);
    expect(keys([period('2026-05-01', '2026-05-01')])).toEqual([
      'licenceBillingPeriodOrder@billingPeriods.0',
    ]);
    expect(keys([period('2026-01-01', '2026-12-31'), period('2026-12-31', '2027-12-31')])).toEqual([
      'licenceBillingPeriodOverlap@billingPeriods.1',
    ]);
    expect(keys([period('2026-01-01', '2026-12-31'), period('2027-01-01', '2027-12-31')])).toEqual([]);
  });

  it('keeps what was used: purchased not below used, and a used period not deleted', () => {
    const saved = [{ id: 7, transactionUsed: 40 }];
    expect(keys([period('2026-01-01', '2026-12-31', { id: 7, transactionPurchased: 39 })], saved)).toEqual([
      'licencePurchasedBelowUsed@billingPeriods.0',
    ]);
    expect(keys([period('2027-01-01', '2027-12-31')], saved)).toEqual(['licencePeriodInUse@billingPeriods']);
    expect(keys([period('2027-01-01', '2027-12-31')], [{ id: 7, transactionUsed: 0 }])).toEqual([]);
  });
});

describe('billing period status (000 §4)', () => {
  const periods = [
    { dateStartUTC: '2025-01-01', dateEndUTC: '2025-12-31', transactionPurchased: 100, transactionUsed: 100 },
    { dateStartUTC: '2026-01-01', dateEndUTC: '2026-12-31', transactionPurchased: 100, transactionUsed: 74 },
    { dateStartUTC: '2027-01-01', dateEndUTC: '2027-12-31', transactionPurchased: 100, transactionUsed: 0 },
  ];
  it('is Expired, Current or Future by the day', () => {
    expect(periods.map((p) => billingPeriodStatusOn(p, periods, '2026-06-15'))).toEqual([
      'Expired',
      'Current',
      'Future',
    ]);
    expect(billingPeriodStatusOn(periods[1] as (typeof periods)[number], periods, '2026-12-31')).toBe(
      'Current',
    );
    expect(billingPeriodStatusOn(periods[1] as (typeof periods)[number], periods, '2027-01-01')).toBe(
      'Expired',
    );
  });

  it('counts what the current period has left, and the reminder thresholds crossed', () => {
    expect(remainingTransactions(periods, '2026-06-15')).toBe(26);
    expect(remainingTransactions(periods, '2030-01-01')).toBe(0);
    expect(crossedThresholds(26, 25)).toEqual([25]);
    expect(crossedThresholds(25, 24)).toEqual([]);
    expect(crossedThresholds(6, 0)).toEqual([5, 0]);
  });
});
