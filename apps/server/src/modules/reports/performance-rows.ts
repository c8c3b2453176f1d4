import { type BuiltInReportName, daysBetween, reviewingRole } from '@procura/contract';
import type { Tx } from '../../platform/tenancy.ts';
import {
  inColumnOrder,
  keysetPages,
  type ReportRowOptions,
  type ReportScope,
  type ReportValue,
  reportNamed,
  reportPageSize,
} from './paging.ts';
import {
  findPerformanceReportPage,
  findUserNames,
  type PerformanceCursor,
  type PerformanceReportRow,
  type PerformanceSelection,
} from './performance-queries.ts';
import type { ReportRowSource } from './report-rows.ts';

/*
 * The rows of the Supplier Performance built-in reports, typed per column (000 §3 column types)
 * and keyed and ordered as the catalogue declares their columns, so a writer walks report.columns
 * alone.
 */

/** The built-in reports whose rows this file reads. */
export const performanceReportNames = [
  'AllSupplierEvaluations',
  'AppealedEvaluations',
  'CompletedSupplierEvaluations',
  'ExpiredEvaluations',
  'IncompleteSupplierEvaluations',
  'WaitingForProcurementReview',
  'WaitingForSupplierResponse',
] as const satisfies readonly BuiltInReportName[];
export type PerformanceReportName = (typeof performanceReportNames)[number];

/** The reviewer named for the role whose review the status waits for, or null. */
function reviewerIdOf(row: PerformanceReportRow): number | null {
  const role = reviewingRole(row.status);
  return row.reviewers.find((reviewer) => reviewer.role === role)?.userId ?? null;
}

/** The day a report's Days Left column counts to: the submission deadline or the supplier review's end. */
type DaysLeftUntil = 'expiresOn' | 'supplierReviewEndsOn';

/** Every column any Supplier Performance report reads off an evaluation, by its catalogue key. */
function evaluationValues(
  row: PerformanceReportRow,
  today: string,
  daysLeftUntil: DaysLeftUntil,
  reviewer: string | null,
): Record<string, ReportValue> {
  const until = row[daysLeftUntil];
  return {
    evaluationId: row.evaluationId,
    supplier: row.supplier,
    supplierEmail: row.supplierEmail,
    projectNumber: row.projectNumber,
    contractName: row.contractName,
    template: row.template,
    evaluationType: row.type,
    periodStart: row.periodStart,
    periodEnd: row.periodEnd,
    evaluationDate: row.evaluationDate,
    expiresOn: row.expiresOn,
    status: row.status,
    evaluator: row.evaluator,
    reviewer,
    scorePercent: row.percent,
    rating: row.rating,
    submittedAt: row.submittedAt,
    completedOn: row.completedOn,
    appealed: row.status === 'Complete - Appeal Complete',
    appealRequestedAt: row.appealRequestedAt,
    appealReason: row.appealReason,
    appealMeetingDate: row.appealMeetingDate,
    appealOutcome: row.appealOutcome,
    appealCompletedAt: row.appealCompletedAt,
    reviewEndsOn: row.supplierReviewEndsOn,
    daysLeft: until === null ? null : daysBetween(today, until),
    appealAllowed: row.allowAppeal,
  };
}

function performanceRows(
  name: PerformanceReportName,
  selection: PerformanceSelection,
  daysLeftUntil: DaysLeftUntil = 'expiresOn',
): ReportRowSource {
  const report = reportNamed(name);
  const showsReviewer = report.columns.some((column) => column.key === 'reviewer');
  return async function* (tx: Tx, scope: ReportScope, options: ReportRowOptions = {}) {
    const pages = keysetPages(
      (after: PerformanceCursor | null, limit) =>
        findPerformanceReportPage(tx, scope, selection, after, limit),
      (row) => ({ lead: row.lead, evaluationDate: row.evaluationDate, evaluationId: row.evaluationId }),
      options.pageSize ?? reportPageSize,
    );
    for await (const page of pages) {
      const reviewerIds = showsReviewer ? page.map(reviewerIdOf) : [];
      const names = await findUserNames(tx, scope.customerId, [
        ...new Set(reviewerIds.filter((id) => id !== null)),
      ]);
      for (const [i, row] of page.entries()) {
        const reviewerId = reviewerIds[i] ?? null;
        const reviewer = reviewerId === null ? null : (names.get(reviewerId) ?? null);
        yield inColumnOrder(report, evaluationValues(row, scope.today, daysLeftUntil, reviewer));
      }
    }
  };
}

/** AllSupplierEvaluations: every evaluation of the node, the latest evaluation date first. */
export const allEvaluationRows = performanceRows('AllSupplierEvaluations', 'all');

/** AppealedEvaluations: under appeal or with the appeal complete, the latest appeal first. */
export const appealedEvaluationRows = performanceRows('AppealedEvaluations', 'appealed');

/** CompletedSupplierEvaluations: Complete or Complete - Appeal Complete, the latest completed first. */
export const completedEvaluationRows = performanceRows('CompletedSupplierEvaluations', 'completed');

/** ExpiredEvaluations: status Expired, the latest expiry first. */
export const expiredEvaluationRows = performanceRows('ExpiredEvaluations', 'expired');

/** IncompleteSupplierEvaluations: Scheduled, Draft-Unassigned or In Progress, the nearest deadline first. */
export const incompleteEvaluationRows = performanceRows('IncompleteSupplierEvaluations', 'incomplete');

/** WaitingForProcurementReview: pending the procurement lead or purchasing manager, the longest waiting first. */
export const procurementReviewRows = performanceRows('WaitingForProcurementReview', 'procurementReview');

/** WaitingForSupplierResponse: pending the supplier's review, the soonest review end first. */
export const supplierResponseRows = performanceRows(
  'WaitingForSupplierResponse',
  'supplierResponse',
  'supplierReviewEndsOn',
);

/** The row source of each Supplier Performance built-in report. */
export const performanceReportRows: Record<PerformanceReportName, ReportRowSource> = {
  AllSupplierEvaluations: allEvaluationRows,
  AppealedEvaluations: appealedEvaluationRows,
  CompletedSupplierEvaluations: completedEvaluationRows,
  ExpiredEvaluations: expiredEvaluationRows,
  IncompleteSupplierEvaluations: incompleteEvaluationRows,
  WaitingForProcurementReview: procurementReviewRows,
  WaitingForSupplierResponse: supplierResponseRows,
};
