import { describe, expect, it } from 'vitest';
import type { TenderTableForm } from '../forms/tables.ts';
import { computeEntry } from './form-entry.ts';
import {
  canEnterHardCopy,
  canWithdrawSubmission,
  hardCopySubmissionSchema,
  isSourceClosed,
  needsUnsealAuthorisation,
} from './submissions.ts';

const column = (id: number, columnTypeName: string, extra: Record<string, unknown> = {}) => ({
  id,
  tenderTableId: 1,
  name: columnTypeName,
  columnTypeName,
  sortOrder: id,
  isEditableonPublic: false,
  columnWidth: 150,
  isRequired: false,
  isSubtotalIncluded: false,
  isHiddenOnPublic: false,
  deleted: false,
  tenderTableTotalCalculation: null,
  options: [],
  ...extra,
});

const form = {
  table: {
    id: 1,
    tenderId: 1,
    tableType: 'Prices',
    name: 'Prices',
    isLineNumberIncluded: true,
    startNumber: 1,
    numberofRows: 1,
    isIncludedForSummary: true,
    isAutoComputeTax: false,
    sortOrder: 0,
    isRequired: true,
    headingText: '',
    footerText: '',
    total: '0.00',
    allowPlantakerToAddRows: true,
    maximumOptionalRows: 2,
    deleted: false,
    taxes: [],
    hasPromptPayDiscount: false,
    promptPayDiscountType: 'Percentage',
    promptPayDiscount: null,
    version: 0,
  },
  columns: [
    column(10, 'Quantity'),
    column(11, 'UnitPrice', { isEditableonPublic: true }),
    column(12, 'Total', {
      isSubtotalIncluded: true,
      tenderTableTotalCalculation: { operator: 'multiply', leftColumnId: 10, rightColumnId: 11 },
    }),
  ],
  rows: [{ id: 20, tenderTableId: 1, isRequired: true, sortOrder: 0, isDynamicRow: false, deleted: false }],
  cells: [{ id: 30, rowId: 20, columnId: 10, value: '3', deleted: false }],
} as TenderTableForm;

describe('the engine over a supplier entry', () => {
  it('takes the buyer quantity, the supplier unit price and the rows the supplier added', () => {
    const computed = computeEntry(form, {
      tenderTableId: 1,
      addedRowIds: [-1],
      cells: [
        { rowId: 20, columnId: 11, value: '10.50' },
        // A supplier cannot change the buyer's quantity in the form's own rows.
        { rowId: 20, columnId: 10, value: '1000' },
        { rowId: -1, columnId: 10, value: '2' },
        { rowId: -1, columnId: 11, value: '1.25' },
      ],
    });
    expect(computed.lines.map((line) => line.lineNumber)).toEqual([1, 2]);
    expect(computed.total).toBe(34_000_000n);
  });
});

describe('opening rules', () => {
  it('opens, withdraws and takes hard copies by source status', () => {
    expect(isSourceClosed('Open')).toBe(false);
    expect(isSourceClosed('Unofficial_Results')).toBe(true);
    expect(isSourceClosed('Awarded')).toBe(true);
    expect(canWithdrawSubmission('Closed')).toBe(true);
    expect(canWithdrawSubmission('Awarded')).toBe(false);
    expect(canEnterHardCopy('Open')).toBe(false);
    expect(canEnterHardCopy('Awarded')).toBe(true);
    expect(needsUnsealAuthorisation(1, 2)).toBe(true);
    expect(needsUnsealAuthorisation(2, 2)).toBe(false);
  });

  it('needs a plan taker or a company and email for a hard copy', () => {
    const at = '2026-03-02T15:00:00Z';
    expect(hardCopySubmissionSchema.safeParse({ tenderId: 1, planTakerId: 4, submittedAt: at }).success).toBe(
      true,
    );
    const missing = hardCopySubmissionSchema.safeParse({ tenderId: 1, submittedAt: at });
    expect(missing.error?.issues.map((issue) => [issue.path[0], issue.message])).toEqual([
      ['companyName', 'requiredField'],
      ['email', 'requiredField'],
    ]);
  });
});
