import { describe, expect, it } from 'vitest';
import {
  type ContractDates,
  contractDateList,
  contractDateProblems,
  contractTermDays,
  contractTermEnd,
  termEndAfterMonths,
} from './dates.ts';
import { allowedContractActions, contractStatusOn, reactivatesContract } from './lifecycle.ts';
import { purchaseOrderProblem, purchaseOrderTotals } from './purchase-orders.ts';

const none = { start: null, end: null };
const dates = (over: Partial<ContractDates> = {}): ContractDates => ({
  initialTerm: { start: '2026-01-01', end: '2026-12-31' },
  hasOptionYears: false,
  optionTerms: [],
  hasFirmPricingPeriod: false,
  firmPricing: none,
  hasWarrantyPeriod: false,
  warranty: none,
  substantialCompletionDate: null,
  ...over,
});
const keys = (d: ContractDates) => contractDateProblems(d).map((p) => `${p.key}@${p.field}`);

describe('contract date order (000 §5)', () => {
  it('accepts a complete, ordered set', () => {
    expect(keys(dates())).toEqual([]);
  });

  it('needs every date of the periods the contract has, and only those', () => {
    expect(keys(dates({ initialTerm: { start: '2026-01-01', end: null } }))).toEqual([
      'contractDatesRequired@initialTerm',
    ]);
    expect(keys(dates({ hasWarrantyPeriod: true }))).toEqual(['contractDatesRequired@warranty']);
    expect(keys(dates({ hasWarrantyPeriod: false, warranty: { start: '2026-05-01', end: null } }))).toEqual(
      [],
    );
    expect(
      keys(
        dates({ hasOptionYears: true, optionTerms: [{ start: '2027-01-01', end: null, isTaken: false }] }),
      ),
    ).toEqual(['contractDatesRequired@optionTerms.0']);
  });

  it('wants each period to start before it ends, the same day included', () => {
    const same = { start: '2026-03-01', end: '2026-03-01' };
    expect(keys(dates({ initialTerm: same }))).toEqual(['contractInitialTermOrder@initialTerm']);
    expect(keys(dates({ hasFirmPricingPeriod: true, firmPricing: same }))).toEqual([
      'contractFirmPricingOrder@firmPricing',
    ]);
    expect(keys(dates({ hasWarrantyPeriod: true, warranty: same }))).toEqual([
      'contractWarrantyOrder@warranty',
    ]);
    expect(
      keys(
        dates({
          hasOptionYears: true,
          optionTerms: [{ start: '2028-01-01', end: '2027-01-01', isTaken: true }],
        }),
      ),
    ).toEqual(['contractOptionalTermOrder@optionTerms.0']);
  });

  it('wants substantial completion after the initial start', () => {
    expect(keys(dates({ substantialCompletionDate: '2026-01-01' }))).toEqual([
      'contractSubstantialCompletionOrder@substantialCompletionDate',
    ]);
    expect(keys(dates({ substantialCompletionDate: '2026-01-02' }))).toEqual([]);
  });
});

describe('contract term', () => {
  const options = [
    { start: '2027-01-01', end: '2027-12-31', isTaken: true },
    { start: '2028-01-01', end: '2028-12-31', isTaken: false },
  ];
  it('ends with the last option taken', () => {
    expect(contractTermEnd(dates({ hasOptionYears: true, optionTerms: options }))).toBe('2027-12-31');
    expect(contractTermEnd(dates({ hasOptionYears: false, optionTerms: options }))).toBe('2026-12-31');
    expect(contractTermDays(dates())).toBe(364);
    expect(contractTermEnd(dates({ initialTerm: none }))).toBeNull();
  });

  it('counts months to the day before', () => {
    expect(termEndAfterMonths('2026-01-15', 12)).toBe('2027-01-14');
    expect(termEndAfterMonths('2026-03-01', 1)).toBe('2026-03-31');
  });

  it('lists the periods by term type', () => {
    const list = contractDateList(
      dates({
        hasOptionYears: true,
        optionTerms: options,
        hasWarrantyPeriod: true,
        warranty: options[1] ?? none,
      }),
    );
    expect(list.map((e) => `${e.termType}${e.option}:${e.isTaken}`)).toEqual([
      'open0:true',
      'open1:true',
      'open2:false',
      'warranty0:true',
    ]);
  });
});

describe('contract status (000 §4)', () => {
  const term = { termEnd: '2026-06-30', warrantyEnd: '2026-12-31' };
  it('follows the calendar once started', () => {
    expect(contractStatusOn('Active', term, '2026-06-30')).toBe('Active');
    expect(contractStatusOn('Active', term, '2026-07-01')).toBe('Warranty');
    expect(contractStatusOn('Active', term, '2027-01-01')).toBe('Expired');
    expect(contractStatusOn('Active', { ...term, warrantyEnd: null }, '2026-07-01')).toBe('Expired');
    expect(contractStatusOn('In Progress', term, '2027-01-01')).toBe('In Progress');
    expect(contractStatusOn('Closed', term, '2026-01-01')).toBe('Closed');
  });

  it('offers the actions the status allows', () => {
    expect(allowedContractActions('In Progress')).toEqual(['start', 'cancel']);
    expect(allowedContractActions('Active')).toEqual(['close', 'cancel']);
    expect(allowedContractActions('Closed')).toEqual(['archive']);
    expect(allowedContractActions('Cancelled')).toEqual([]);
  });

  it('returns to Active when an expired or closed term is extended past today', () => {
    expect(reactivatesContract('Active', term, '2027-06-30', '2027-01-01')).toBe(true);
    expect(reactivatesContract('Active', term, '2026-12-01', '2027-01-01')).toBe(false);
    expect(reactivatesContract('Closed', term, '2027-06-30', '2026-03-01')).toBe(true);
    expect(reactivatesContract('Active', term, '2027-06-30', '2026-03-01')).toBe(false);
  });
});

describe('purchase orders', () => {
  const contract = { amount: 1000, contigencyAmount: 100.1 };
  const order = (amount: number, contingencyUsed = 0) => ({
    poTypeId: null,
    amount,
    date: '2026-02-01',
    poNumber: 'PO-1',
    note: '',
    contingencyUsed,
  });

  it('totals to the cent against the amount plus contingency', () => {
    const totals = purchaseOrderTotals(contract, [order(0.1), order(0.2, 0.2)]);
    expect(totals).toMatchObject({ limit: 1100.1, ordered: 0.3, contingencyUsed: 0.2, remaining: 1099.8 });
    expect(totals.contingencyRemaining).toBe(99.9);
  });

  it('refuses an order above amount plus contingency, and accepts one reaching it exactly', () => {
    expect(purchaseOrderProblem(contract, [order(600)], order(500.11))?.key).toBe(
      'purchaseOrderOverContract',
    );
    expect(purchaseOrderProblem(contract, [order(600)], order(500.1))).toBeNull();
  });

  it('needs a number or a note, contingency within the order and the contract, and an amount', () => {
    expect(purchaseOrderProblem(contract, [], { ...order(5), poNumber: '' })?.key).toBe(
      'purchaseOrderNumberOrNote',
    );
    expect(purchaseOrderProblem(contract, [], { ...order(5), poNumber: '', note: 'phone order' })).toBeNull();
    expect(purchaseOrderProblem(contract, [], order(5, 6))?.key).toBe('purchaseOrderContingencyAboveAmount');
    expect(purchaseOrderProblem(contract, [order(50, 50)], order(60, 50.11))?.key).toBe(
      'purchaseOrderOverContingency',
    );
    expect(purchaseOrderProblem({ amount: null, contigencyAmount: null }, [], order(5))?.key).toBe(
      'purchaseOrderContractAmountMissing',
    );
  });
});
