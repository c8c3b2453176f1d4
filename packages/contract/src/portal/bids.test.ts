import { describe, expect, it } from 'vitest';
import type { TenderTableForm } from '../forms/tables.ts';
import { formEntryProblems, missingAnswers, receiptNumberOf } from './bids.ts';
import { emptySubmissionAnswers } from './submission-content.ts';

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

const form = (allowRows = 0): TenderTableForm =>
  ({
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
      total: '0',
      allowPlantakerToAddRows: allowRows > 0,
      maximumOptionalRows: allowRows,
      deleted: false,
      taxes: [],
      hasPromptPayDiscount: false,
      promptPayDiscountType: 'Percentage',
      promptPayDiscount: null,
      version: 1,
    },
    columns: [
      column(10, 'DescriptiveText'),
      column(11, 'Quantity'),
      column(12, 'UnitPrice', { isEditableonPublic: true, isRequired: true }),
      column(13, 'Total', {
        isSubtotalIncluded: true,
        tenderTableTotalCalculation: { operator: 'multiply', leftColumnId: 11, rightColumnId: 12 },
      }),
    ],
    rows: [{ id: 20, tenderTableId: 1, isRequired: true, sortOrder: 0, isDynamicRow: false, deleted: false }],
    cells: [
      { id: 1, rowId: 20, columnId: 10, value: 'Salt', deleted: false },
      { id: 2, rowId: 20, columnId: 11, value: '2', deleted: false },
    ],
  }) as TenderTableForm;

const entry = (
  cells: { rowId: number; columnId: number; value: string | null }[],
  addedRowIds: number[] = [],
) => ({
  tenderTableId: 1,
  addedRowIds,
  cells,
});

describe('a supplier entry against its form', () => {
  it('accepts the supplier’s columns and checks values and required cells as the engine does', () => {
    expect(
      formEntryProblems(form(), entry([{ rowId: 20, columnId: 12, value: '3.5' }]), { checkRequired: true }),
    ).toEqual([]);
    expect(formEntryProblems(form(), entry([]), { checkRequired: false })).toEqual([]);
    expect(formEntryProblems(form(), entry([]), { checkRequired: true }).map((p) => p.key)).toEqual([
      'formCellRequired',
    ]);
    expect(
      formEntryProblems(form(), entry([{ rowId: 20, columnId: 12, value: 'x' }]), {
        checkRequired: false,
      }).map((p) => p.key),
    ).toEqual(['formCellNotNumeric']);
  });

  it('refuses cells outside the form, the buyer’s columns, computed totals and extra rows', () => {
    const keysOf = (e: ReturnType<typeof entry>, f = form()) =>
      formEntryProblems(f, e, { checkRequired: false }).map((p) => p.key);
    expect(keysOf(entry([{ rowId: 99, columnId: 12, value: '1' }]))).toEqual(['bidCellUnknown']);
    expect(keysOf(entry([{ rowId: 20, columnId: 99, value: '1' }]))).toEqual(['bidCellUnknown']);
    expect(keysOf(entry([{ rowId: 20, columnId: 10, value: 'Sand' }]))).toEqual(['bidCellNotEditable']);
    expect(keysOf(entry([{ rowId: 20, columnId: 13, value: '1' }]))).toEqual(['bidCellNotEditable']);
    expect(
      keysOf(
        entry([
          { rowId: 20, columnId: 12, value: '1' },
          { rowId: 20, columnId: 12, value: '2' },
        ]),
      ),
    ).toEqual(['bidCellUnknown']);
    expect(keysOf(entry([], [-1]))).toEqual(['bidRowsNotAllowed']);
    expect(keysOf(entry([{ rowId: -1, columnId: 10, value: 'Extra' }], [-1]), form(1))).toEqual([]);
    expect(keysOf(entry([], [-1, -2]), form(1))).toEqual(['bidRowsNotAllowed']);
  });
});

describe('what a bid still misses', () => {
  it('names each required upload, bond and compliance item not answered', () => {
    const answers = {
      ...emptySubmissionAnswers,
      bonds: [{ bondId: 5, reference: '', fileId: null }],
      compliance: [{ complianceItemId: 7, answer: 'Yes' as const, comment: '' }],
    };
    expect(
      missingAnswers(answers, [{ uploadRequirementId: 1 }], {
        uploadRequirementIds: [1, 2],
        bondIds: [5],
        complianceItemIds: [7, 8],
      }),
    ).toEqual([
      { key: 'bidUploadMissing', id: 2 },
      { key: 'bidBondMissing', id: 5 },
      { key: 'bidComplianceMissing', id: 8 },
    ]);
  });

  it('numbers receipts by source, submission and the hash', () => {
    expect(receiptNumberOf(4, 17, 'abcdef0123456789')).toBe('4-17-ABCDEF01');
  });
});
