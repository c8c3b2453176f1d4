import {
  contractStatusOn,
  isSourceClosed,
  projectStatusLabels,
  sourceStatusOf,
  submissionModes,
} from '@procura/contract';
import type { SourceFigure } from './custom-lookup-queries.ts';
import type { Lookup, PageLookups } from './custom-lookups.ts';
import type { CustomPageField, CustomPageRow } from './custom-queries.ts';
import { dollars, type ReportValue } from './paging.ts';

/*
 * How each column of a custom project report (project-columns.ts, by key) is read: the page
 * fields and lookups it needs, and its typed value. Each reads what its `from` says; a column of a
 * part the project lacks (a source column on a contract-only project, a contract column on a
 * source) is empty. Option columns show the texts the built-in reports show, in English:
 * projectStatusLabels, sourceStatusOf, the shown contract status, and the stored value where
 * `from` names a list (type, phase, method, classification), as the Summary report shows the method.
 */

export type ColumnReader = {
  fields: readonly CustomPageField[];
  lookups?: readonly Lookup[];
  value: (row: CustomPageRow, found: PageLookups, today: string) => ReportValue;
};

/** A page field whose value is already the column's. */
type PlainField = {
  [K in CustomPageField]: CustomPageRow[K] extends ReportValue ? K : never;
}[CustomPageField];

const plain = (field: PlainField): ColumnReader => ({ fields: [field], value: (row) => row[field] });

type MoneyField =
  | 'estimatedValue'
  | 'estimatedAnnualValue'
  | 'amount'
  | 'contingencyAmount'
  | 'totalProjectValue';

const money = (field: MoneyField): ColumnReader => ({ fields: [field], value: (row) => dollars(row[field]) });

const person = (field: 'projectLeadId' | 'departmentProjectLeadId' | 'createdById'): ColumnReader => ({
  fields: [field],
  lookups: ['people'],
  value: (row, found) => {
    const id = row[field];
    return id === null ? null : (found.people.get(id) ?? null);
  },
});

const named = (field: 'departmentId' | 'divisionId', lookup: 'departments' | 'divisions'): ColumnReader => ({
  fields: [field],
  lookups: [lookup],
  value: (row, found) => {
    const id = row[field];
    return id === null ? null : (found[lookup].get(id) ?? null);
  },
});

const categoryList = (field: 'categoryIds' | 'commodityCodeIds', label: 'code' | 'name'): ColumnReader => ({
  fields: [field],
  lookups: ['categories'],
  // In the project's own order; an id whose category is gone is left out.
  value: (row, found) =>
    row[field].flatMap((id) => {
      const category = found.categories.get(id);
      return category ? [category[label]] : [];
    }),
});

/** A count over the project's source: none without a source, 0 for a source without any. */
const sourceCount = (
  lookup: SourceFigure,
  figure: 'planTakers' | 'questions' | 'addenda' | 'submissions',
): ColumnReader => ({
  fields: ['tenderId'],
  lookups: [lookup],
  value: (row, found) => (row.tenderId === null ? null : (found.sources.get(row.tenderId)?.[figure] ?? 0)),
});

const submissionModeText: Record<number, string> = {
  [submissionModes.online]: 'Online',
  [submissionModes.hardCopy]: 'Hard copy',
};

/** Every column's reader, by the column's key. */
export const columnReaders: Readonly<Record<string, ColumnReader>> = {
  projectId: plain('projectId'),
  projectType: plain('type'),
  projectPhase: plain('phase'),
  projectStatus: { fields: ['status'], value: (row) => projectStatusLabels[row.status] },
  procurementMethod: plain('procurementMethod'),
  classification: plain('classification'),
  department: named('departmentId', 'departments'),
  division: named('divisionId', 'divisions'),
  procurementLead: person('projectLeadId'),
  departmentProjectLead: person('departmentProjectLeadId'),
  categories: categoryList('categoryIds', 'name'),
  commodityCodes: categoryList('commodityCodeIds', 'code'),
  description: plain('description'),
  estimatedValue: money('estimatedValue'),
  estimatedAnnualValue: money('estimatedAnnualValue'),
  internalReferenceNumber: plain('internalReferenceNumber'),
  isCooperative: plain('isCooperative'),
  isPlanned: plain('isPlanned'),
  fromIntake: plain('fromIntake'),
  createdBy: person('createdById'),
  projectCreated: plain('createdAt'),
  lastUpdated: plain('updatedAt'),
  projectNumber: plain('number'),
  projectName: plain('name'),

  sourceStatus: {
    fields: ['tenderId', 'status'],
    value: (row) => (row.tenderId === null ? null : sourceStatusOf[row.status]),
  },
  submissionType: {
    fields: ['submissionMode'],
    value: (row) => (row.submissionMode === null ? null : (submissionModeText[row.submissionMode] ?? null)),
  },
  sourcePublished: plain('published'),
  sourceClosed: plain('closing'),
  questionDeadline: plain('questionDeadline'),
  plannedNotice: plain('plannedNotice'),
  sentToPurchasing: plain('sentToPurchasing'),
  estimatedAward: plain('estimatedAward'),
  planTakers: sourceCount('planTakers', 'planTakers'),
  submissions: sourceCount('responses', 'submissions'),
  // Who declined stays with the sealed bids until the source closes, as on the Summary report.
  noBids: {
    fields: ['tenderId', 'status'],
    lookups: ['responses'],
    value: (row, found) =>
      row.tenderId === null || !isSourceClosed(row.status)
        ? null
        : (found.sources.get(row.tenderId)?.noBids ?? 0),
  },
  questions: sourceCount('questions', 'questions'),
  addenda: sourceCount('addenda', 'addenda'),
  awardedSuppliers: {
    fields: ['tenderId'],
    lookups: ['awardedCompanies'],
    value: (row, found) => (row.tenderId === null ? null : (found.awardedCompanies.get(row.tenderId) ?? [])),
  },
  awardedAmount: {
    fields: ['tenderId'],
    lookups: ['awards'],
    value: (row, found) =>
      row.tenderId === null ? null : dollars(found.sources.get(row.tenderId)?.awardedAmount ?? null),
  },
  sourceAwarded: {
    fields: ['tenderId'],
    lookups: ['awards'],
    value: (row, found) =>
      row.tenderId === null ? null : (found.sources.get(row.tenderId)?.firstAwardDay ?? null),
  },

  contractNumber: plain('contractNumber'),
  contractName: plain('contractName'),
  contractStatus: {
    fields: ['contractStatus', 'termEnd', 'hasWarrantyPeriod', 'warrantyEnd'],
    value: (row, _found, today) =>
      row.contractStatus === null
        ? null
        : contractStatusOn(
            row.contractStatus,
            { termEnd: row.termEnd, warrantyEnd: row.hasWarrantyPeriod ? row.warrantyEnd : null },
            today,
          ),
  },
  contractSuppliers: {
    fields: ['contractId'],
    lookups: ['contractSuppliers'],
    value: (row, found) =>
      row.contractId === null ? null : (found.contractSuppliers.get(row.contractId) ?? []),
  },
  contractAmount: money('amount'),
  contingencyAmount: money('contingencyAmount'),
  totalProjectValue: money('totalProjectValue'),
  purchaseOrdersTotal: {
    fields: ['contractId'],
    lookups: ['purchaseOrders'],
    value: (row, found) =>
      row.contractId === null ? null : dollars(found.purchaseOrders.get(row.contractId) ?? '0'),
  },
  contractStarted: plain('startedAt'),
  initialTermStart: plain('initialTermStart'),
  initialTermEnd: plain('initialTermEnd'),
  termEnd: plain('termEnd'),
  optionTermsTaken: {
    fields: ['contractId'],
    lookups: ['optionTermsTaken'],
    value: (row, found) =>
      row.contractId === null ? null : (found.optionTermsTaken.get(row.contractId) ?? 0),
  },
  firmFrom: plain('firmPricingStart'),
  firmTo: plain('firmPricingEnd'),
  warrantyStart: plain('warrantyStart'),
  warrantyEnd: plain('warrantyEnd'),
  substantialCompletion: plain('substantialCompletion'),
  contractClosed: plain('closedAt'),
  contractAdministrators: {
    fields: ['contractId'],
    lookups: ['contractAdministrators'],
    value: (row, found) =>
      row.contractId === null ? null : (found.contractAdministrators.get(row.projectId) ?? []),
  },
  isTerm: plain('isTerm'),
};
