import {
  type CustomProjectReport,
  type CustomProjectReportDefinition,
  columnsOfPhase,
  createCustomProjectReportSchema,
  dateKindsOfPhase,
  newCustomProjectReport,
  partsOfPhase,
  type ReportDateKind,
  type ReportPhase,
} from '@procura/contract';
import { i18n } from '../../../platform/i18n/index.ts';
import { movedIds } from '../../../ui/reorder.tsx';
import { schemaErrors } from '../../../ui/schema-errors.ts';

/**
 * The report wizard's draft and the rules between its six steps (000 §2 report wizard), as pure
 * functions: the contract's schema decides what is valid, these only keep a draft inside what the
 * chosen phase offers and say which step a problem belongs to.
 */

export type ReportDraft = CustomProjectReportDefinition;

export const wizardSteps = ['type', 'phase', 'statuses', 'dateRange', 'filters', 'columns'] as const;
export type WizardStep = (typeof wizardSteps)[number];

/** A new report: Projects of every phase with the default columns 23 and 24 (000 §3). */
export function emptyDraft(): ReportDraft {
  // A copy the wizard may change: the contract's starting definition is shared and read-only.
  return structuredClone(newCustomProjectReport) as ReportDraft;
}

/** The definition of a saved report, for the wizard's Edit. */
export function draftOf(report: CustomProjectReport): ReportDraft {
  return {
    name: report.name,
    type: report.type,
    phase: report.phase,
    statuses: [...report.statuses],
    contractStatuses: [...report.contractStatuses],
    dateKind: report.dateKind,
    dateRange: report.dateRange,
    filters: {
      departmentId: [...report.filters.departmentId],
      projectLeadId: [...report.filters.projectLeadId],
      procurementMethod: [...report.filters.procurementMethod],
      classification: [...report.filters.classification],
      categoryId: [...report.filters.categoryId],
    },
    columns: [...report.columns],
  };
}

/** Whether a phase reports contracts, so contract statuses apply. */
export const phaseHasContracts = (phase: ReportPhase) => partsOfPhase(phase).includes('contract');

/**
 * The draft on another phase: the columns, date kind and contract statuses the new phase does not
 * offer are dropped, the order of the columns kept.
 */
export function withPhase(draft: ReportDraft, phase: ReportPhase): ReportDraft {
  const offered = new Set(columnsOfPhase(phase).map((column) => column.id));
  const keepsDate = draft.dateKind !== null && dateKindsOfPhase(phase).includes(draft.dateKind);
  return {
    ...draft,
    phase,
    columns: draft.columns.filter((id) => offered.has(id)),
    dateKind: keepsDate ? draft.dateKind : null,
    dateRange: keepsDate ? draft.dateRange : null,
    contractStatuses: phaseHasContracts(phase) ? draft.contractStatuses : [],
  };
}

/** A date kind and a range go together (the schema's rule): a new kind starts on this month. */
export function withDateKind(draft: ReportDraft, kind: ReportDateKind | null): ReportDraft {
  if (kind === null) return { ...draft, dateKind: null, dateRange: null };
  return { ...draft, dateKind: kind, dateRange: draft.dateRange ?? { type: 'Fixed', value: 'thisMonth' } };
}

/** Adds a column at the end, or takes it out. */
export function withColumn(draft: ReportDraft, id: number, chosen: boolean): ReportDraft {
  const without = draft.columns.filter((column) => column !== id);
  return { ...draft, columns: chosen ? [...without, id] : without };
}

export function withColumnMoved(draft: ReportDraft, index: number, step: -1 | 1): ReportDraft {
  return { ...draft, columns: movedIds(draft.columns, index, step) };
}

/** The step a field path (`name`, `dateRange.to`, `columns.2`) belongs to. */
export function stepOfPath(path: string): WizardStep {
  const field = path.split('.')[0] ?? '';
  if (field === 'type') return 'type';
  if (field === 'phase') return 'phase';
  if (field === 'statuses' || field === 'contractStatuses') return 'statuses';
  if (field === 'dateKind' || field === 'dateRange') return 'dateRange';
  if (field === 'filters') return 'filters';
  return 'columns';
}

/**
 * What stops the draft from being saved, by field path, in the catalogue's words. A Custom range
 * with a day left empty says the field is required rather than that a parameter is invalid.
 */
export function draftProblems(draft: ReportDraft): Record<string, string> {
  const problems = schemaErrors(createCustomProjectReportSchema, draft);
  const range = draft.dateRange;
  if (range?.type === 'Custom') {
    if (!range.from) problems['dateRange.from'] = i18n.t('requiredField');
    if (!range.to) problems['dateRange.to'] = i18n.t('requiredField');
  }
  return problems;
}

/** The problems of one step. */
export function problemsOf(problems: Record<string, string>, step: WizardStep): Record<string, string> {
  return Object.fromEntries(Object.entries(problems).filter(([path]) => stepOfPath(path) === step));
}

/**
 * The catalogue keys a save may be refused with that belong to a field of the wizard; any other
 * refusal is shown on the step the user saved from.
 */
export const fieldOfRefusal: Record<string, string> = {
  awardApprovalReportNameRequired: 'name',
  awardApprovalReportNameTooLong: 'name',
  awardApprovalForbiddenCharacters: 'name',
  reportColumnsRequired: 'columns',
  searchDateRangeInvalid: 'dateRange.to',
};
