/**
 * The report library (000 §3 Built-in reports, Categories, Column types; 001 §7 /Report/Names,
 * /Report/Categories, /Report/generateReport/{name}): each built-in report with its category, its
 * description, its ordered columns and what it depends on. The reports themselves are declared in
 * built-in-contracts.ts, built-in-performance.ts and built-in-sources.ts; each doc comment there is
 * the report's row rule, the reference for its query and for the tests that compute its rows.
 *
 * Every report reads the rows of the caller's agency and node only (projects.node_id,
 * vendors.belongs_to_node_id, performance_evaluations.node_id), and "today" is the agency's
 * calendar day in its time zone.
 */
import type { NodeFeatureFlag } from '../features/feature-flags.ts';
import type { RouteName } from '../permissions/route-names.ts';
import { contractReports } from './built-in-contracts.ts';
import { performanceReports } from './built-in-performance.ts';
import { sourceReports } from './built-in-sources.ts';

/** A text in both of the agency's languages. */
export type ReportText = { en: string; fr: string };

/** The library's categories (000 §3), in the spec's order. Favourites is each user's own. */
export const reportCategories = [
  'Build',
  'Contract',
  'Evaluations',
  'Favourites',
  'Projects',
  'Source',
  'Supplier Performance',
  'Suppliers',
  'Template',
] as const;
export type ReportCategory = (typeof reportCategories)[number];

export const reportCategoryLabels: Record<ReportCategory, ReportText> = {
  Build: { en: 'Build', fr: 'Préparation' },
  Contract: { en: 'Contract', fr: 'Contrat' },
  Evaluations: { en: 'Evaluations', fr: 'Évaluations' },
  Favourites: { en: 'Favourites', fr: 'Favoris' },
  Projects: { en: 'Projects', fr: 'Projets' },
  Source: { en: 'Source', fr: "Appel d'offres" },
  'Supplier Performance': { en: 'Supplier Performance', fr: 'Rendement des fournisseurs' },
  Suppliers: { en: 'Suppliers', fr: 'Fournisseurs' },
  Template: { en: 'Template', fr: 'Modèles' },
};

/** The category a report is filed under: never Favourites, which the user fills. */
export type BuiltInReportCategory = Exclude<ReportCategory, 'Favourites'>;

/**
 * How a column's values are typed and shown (000 §3): Yes/No a boolean, Date a day or an instant
 * shown as the agency's day, Id a row's number, List several values of one row, Dollar Amount
 * money to the cent, Number a count or a measure, Option one value of a fixed set, Text free text.
 */
export const reportColumnTypes = [
  'Yes/No',
  'Date',
  'Id',
  'List',
  'Dollar Amount',
  'Number',
  'Option',
  'Text',
] as const;
export type ReportColumnType = (typeof reportColumnTypes)[number];

export type ReportColumn = {
  /** Stable within its report: the header a parser of the download keys on. */
  key: string;
  label: ReportText;
  type: ReportColumnType;
  /** Where the value is read: `table.column`, a join, or an aggregate over the row's children. */
  from: string;
};

export type BuiltInReport = {
  /** The path segment of /Report/generateReport/{name}; never changes once published. */
  name: BuiltInReportName;
  title: ReportText;
  category: BuiltInReportCategory;
  /** One sentence: which rows the report lists. */
  description: ReportText;
  columns: readonly ReportColumn[];
  /**
   * The routes whose view right the caller needs besides the reports route (REPORTS_VIEW), because
   * the rows come from those areas (as the Quick Reports do, dashboard/snapshot.ts).
   */
  routeNames: readonly RouteName[];
  /** A global `Feature.Module` flag the report needs (001 §9). */
  feature?: string;
  /** A flag of the tender node the report needs (000 §6: contractorPerformance). */
  nodeFeature?: NodeFeatureFlag;
  /** The report's window in days, counted from the agency's today (000 §9). */
  window?: { days: number };
  /** At most this many rows; past it the download stops and says so (reportSupplierDocumentLimit). */
  lineCap?: number;
  /** Whether its data exists today; a report without it is hidden, with the reason. */
  available: boolean;
  unavailableReason?: ReportText;
};

/** The sixteen built-in reports of 000 §3 by name, in the spec's order. */
export const builtInReportNames = [
  'ActiveContracts',
  'AllSupplierEvaluations',
  'AppealedEvaluations',
  'ContractsClosingIn90Days',
  'CompletedSupplierEvaluations',
  'ContractManagement',
  'ExpiredEvaluations',
  'ExpiredInsurance',
  'IncompleteSupplierEvaluations',
  'IncompleteSupplierQuestions',
  'NoBidResponses',
  'SupplierDocumentsPendingApproval',
  'SummaryStatistics',
  'SupplierQuestions',
  'WaitingForProcurementReview',
  'WaitingForSupplierResponse',
] as const;
export type BuiltInReportName = (typeof builtInReportNames)[number];

/** The sixteen built-in reports, in the order of their names. */
export const builtInReports: readonly BuiltInReport[] = (() => {
  const byName = new Map<string, BuiltInReport>(
    [...contractReports, ...performanceReports, ...sourceReports].map((report) => [report.name, report]),
  );
  return builtInReportNames.map((name) => {
    const report = byName.get(name);
    if (!report) throw new Error(`built-in report ${name} is not declared`);
    return report;
  });
})();

export function isBuiltInReportName(value: string): value is BuiltInReportName {
  return (builtInReportNames as readonly string[]).includes(value);
}

/** The built-in report named `name` (a path segment), or undefined. */
export function findBuiltInReport(name: string): BuiltInReport | undefined {
  return builtInReports.find((report) => report.name === name);
}
