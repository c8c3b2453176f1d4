import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { forbiddenNumberCharacters } from '../validation/project-number.ts';
import {
  type CreateCustomProjectReport,
  createCustomProjectReportSchema,
  customProjectReportSchema,
  newCustomProjectReport,
  updateCustomProjectReportSchema,
} from './custom.ts';

const base: CreateCustomProjectReport = {
  name: 'Open tenders',
  type: 'Projects',
  phase: 'all',
  columns: [23, 24],
};

/** The message keys of a refusal, by path. */
function refusals(input: unknown): Record<string, string> {
  const result = createCustomProjectReportSchema.safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
}

describe('a custom project report as the wizard sends it', () => {
  it('takes a name, the phase and columns, and fills the rest with “everything”', () => {
    expect(createCustomProjectReportSchema.parse(base)).toEqual({
      name: 'Open tenders',
      type: 'Projects',
      phase: 'all',
      statuses: [],
      contractStatuses: [],
      dateKind: null,
      dateRange: null,
      filters: {
        departmentId: [],
        projectLeadId: [],
        procurementMethod: [],
        classification: [],
        categoryId: [],
      },
      columns: [23, 24],
    });
  });

  it('starts the wizard from the default columns, which pass once named', () => {
    expect(newCustomProjectReport.columns).toEqual([23, 24]);
    expect(refusals(newCustomProjectReport)).toEqual({ name: 'awardApprovalReportNameRequired' });
    expect(
      createCustomProjectReportSchema.safeParse({ ...newCustomProjectReport, name: 'Mine' }).success,
    ).toBe(true);
  });

  it('takes every step filled in', () => {
    const full = {
      ...base,
      phase: 'both',
      statuses: ['Open', 'Awarded'],
      contractStatuses: ['Active', 'Expired'],
      dateKind: 'sourceClosed',
      dateRange: { type: 'Fixed', value: 'lastMonth' },
      filters: {
        departmentId: [3],
        projectLeadId: [7, 8],
        procurementMethod: ['Public', 'Limited'],
        classification: ['Goods'],
        categoryId: [11],
      },
      columns: [24, 23, 28, 43, 45],
    };
    expect(createCustomProjectReportSchema.parse(full)).toMatchObject(full);
  });

  it('trims the name and refuses it empty or past 200 characters (000 §5)', () => {
    expect(createCustomProjectReportSchema.parse({ ...base, name: '  Q3  ' }).name).toBe('Q3');
    expect(refusals({ ...base, name: '   ' })).toEqual({ name: 'awardApprovalReportNameRequired' });
    expect(refusals({ ...base, name: undefined })).toEqual({ name: 'awardApprovalReportNameRequired' });
    expect(refusals({ ...base, name: 'x'.repeat(201) })).toEqual({ name: 'awardApprovalReportNameTooLong' });
    expect(createCustomProjectReportSchema.safeParse({ ...base, name: 'x'.repeat(200) }).success).toBe(true);
  });

  it.each(forbiddenNumberCharacters)('refuses a name with %s in it (000 §5)', (character) => {
    expect(refusals({ ...base, name: `Report ${character} 2025` })).toEqual({
      name: 'awardApprovalForbiddenCharacters',
    });
  });

  it('accepts any name free of the forbidden characters', () => {
    return fc.assert(
      fc.property(
        fc.string({ minLength: 1, maxLength: 200 }).filter((s) => s.trim() !== ''),
        (name) => {
          const clean = [...name]
            .filter((c) => !(forbiddenNumberCharacters as readonly string[]).includes(c))
            .join('');
          fc.pre(clean.trim() !== '');
          expect(createCustomProjectReportSchema.safeParse({ ...base, name: clean }).success).toBe(true);
        },
      ),
    );
  });

  it('needs at least one column (000 §5)', () => {
    expect(refusals({ ...base, columns: [] })).toEqual({ columns: 'reportColumnsRequired' });
    expect(refusals({ ...base, columns: undefined })).toHaveProperty('columns');
  });

  it('refuses an unknown column, a column twice, and a column of a part the phase leaves out', () => {
    expect(refusals({ ...base, columns: [23, 999] })).toEqual({ 'columns.1': 'invalidParameter' });
    expect(refusals({ ...base, columns: [23, 24, 23] })).toEqual({ 'columns.2': 'invalidParameter' });
    // 45 is the contract amount: a source-only report has none.
    expect(refusals({ ...base, phase: 'sourceOnly', columns: [23, 45] })).toEqual({
      'columns.1': 'invalidParameter',
    });
    expect(refusals({ ...base, phase: 'contractOnly', columns: [23, 45] })).toEqual({});
  });

  it('builds project reports only: Suppliers is coming soon (000 §2)', () => {
    expect(refusals({ ...base, type: 'Suppliers' })).toEqual({ type: 'invalidParameter' });
  });

  it('takes a date kind with a range, or neither', () => {
    const range = { type: 'Custom', from: '2025-01-01', to: '2025-03-31' };
    expect(refusals({ ...base, dateKind: 'projectCreated', dateRange: range })).toEqual({});
    expect(refusals({ ...base, dateKind: 'projectCreated' })).toEqual({ dateRange: 'invalidParameter' });
    expect(refusals({ ...base, dateRange: range })).toEqual({ dateRange: 'invalidParameter' });
    expect(refusals({ ...base, dateKind: 'someday', dateRange: range })).toHaveProperty('dateKind');
  });

  it('refuses a Custom range that ends before it starts, and a Fixed range it does not know', () => {
    expect(
      refusals({
        ...base,
        dateKind: 'projectCreated',
        dateRange: { type: 'Custom', from: '2025-03-02', to: '2025-03-01' },
      }),
    ).toEqual({ 'dateRange.to': 'searchDateRangeInvalid' });
    expect(
      refusals({ ...base, dateKind: 'projectCreated', dateRange: { type: 'Fixed', value: 'fortnight' } }),
    ).toHaveProperty('dateRange.value');
  });

  it('refuses a date kind or contract statuses of a part the phase leaves out', () => {
    const range = { type: 'Fixed', value: 'thisYear' };
    expect(refusals({ ...base, phase: 'sourceOnly', dateKind: 'contractClosed', dateRange: range })).toEqual({
      dateKind: 'invalidParameter',
    });
    expect(refusals({ ...base, phase: 'contractOnly', dateKind: 'sourceClosed', dateRange: range })).toEqual({
      dateKind: 'invalidParameter',
    });
    expect(refusals({ ...base, phase: 'sourceOnly', contractStatuses: ['Active'] })).toEqual({
      contractStatuses: 'invalidParameter',
    });
  });

  it('filters on the project statuses there are, never a template', () => {
    expect(refusals({ ...base, statuses: ['Open', 'Closed'] })).toEqual({});
    expect(refusals({ ...base, statuses: ['Template'] })).toHaveProperty('statuses.0');
    expect(refusals({ ...base, statuses: ['Published'] })).toHaveProperty('statuses.0');
  });

  it('filters on the search’s methods, classifications and ids', () => {
    expect(refusals({ ...base, filters: { procurementMethod: ['Auction'] } })).toHaveProperty(
      'filters.procurementMethod.0',
    );
    expect(refusals({ ...base, filters: { classification: ['Food'] } })).toHaveProperty(
      'filters.classification.0',
    );
    expect(refusals({ ...base, filters: { departmentId: [0] } })).toHaveProperty('filters.departmentId.0');
    expect(createCustomProjectReportSchema.parse({ ...base, filters: { categoryId: [4] } }).filters).toEqual({
      departmentId: [],
      projectLeadId: [],
      procurementMethod: [],
      classification: [],
      categoryId: [4],
    });
  });

  it('changes a saved report by its id, under the same rules', () => {
    expect(updateCustomProjectReportSchema.safeParse({ ...base, id: 5 }).success).toBe(true);
    expect(updateCustomProjectReportSchema.safeParse(base).success).toBe(false);
    expect(updateCustomProjectReportSchema.safeParse({ ...base, id: 5, columns: [] }).success).toBe(false);
  });
});

describe('a custom project report as the centre lists it (001 §3)', () => {
  it('carries id, name, uri and isPending with who made and last ran it, and its definition', () => {
    const answer = {
      ...createCustomProjectReportSchema.parse(base),
      id: 12,
      uri: null,
      isPending: true,
      createdBy: { id: 3, fullName: 'Ada Lovelace' },
      createdAt: '2025-03-01T14:00:00.000Z',
      lastRunBy: null,
      lastRunAt: null,
    };
    expect(customProjectReportSchema.parse(answer)).toEqual(answer);
  });
});
