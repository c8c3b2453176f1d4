import { type BuiltInReportName, isSourceClosed, sourceStatusOf } from '@procura/contract';
import type { Tx } from '../../platform/tenancy.ts';
import { findSourceFigures, type SourceFigures, sourceFigureNames } from './custom-lookup-queries.ts';
import { numberedPages } from './numbered-pages.ts';
import type { NumberedKeys } from './numbered-queries.ts';
import {
  dollars,
  inColumnOrder,
  type ReportRow,
  type ReportRowOptions,
  type ReportScope,
  type ReportValue,
  reportNamed,
  reportPageSize,
  rowsOf,
} from './paging.ts';
import type { ReportRowSource } from './report-rows.ts';
import {
  findNoBidReportPage,
  findQuestionReportPage,
  findSummaryReportPage,
  noBidNumbering,
  type QuestionReportRow,
  type QuestionSelection,
  questionNumbering,
  type SummaryReportRow,
  summaryNumbering,
} from './source-queries.ts';

/*
 * The rows of the Source and Projects built-in reports, typed per column and keyed and ordered as
 * the catalogue declares their columns, like the contract-side rows (report-rows.ts).
 */

/** The built-in reports whose rows this file reads. */
export const sourceReportNames = [
  'SupplierQuestions',
  'IncompleteSupplierQuestions',
  'NoBidResponses',
  'SummaryStatistics',
] as const satisfies readonly BuiltInReportName[];
export type SourceReportName = (typeof sourceReportNames)[number];

/** Every column a question report reads off a question, by its catalogue key. */
const questionValues = (row: QuestionReportRow): Record<string, ReportValue> => ({
  projectNumber: row.projectNumber,
  projectName: row.projectName,
  company: row.company,
  contactName: row.contactName,
  email: row.email,
  question: row.question,
  askedAt: row.askedAt,
  status: row.status,
  answer: row.answer,
  answeredAt: row.answeredAt,
  questionDeadline: row.questionDeadline,
  procurementLead: row.procurementLead,
});

function questionRows(name: SourceReportName, selection: QuestionSelection): ReportRowSource {
  const report = reportNamed(name);
  return async function* (tx: Tx, scope: ReportScope, options: ReportRowOptions = {}) {
    const pages = numberedPages(
      tx,
      questionNumbering(tx, scope, selection),
      (keys, after, limit) => findQuestionReportPage(tx, scope, keys, after, limit),
      options.pageSize ?? reportPageSize,
    );
    for await (const row of rowsOf(pages)) yield inColumnOrder(report, questionValues(row));
  };
}

/** SupplierQuestions: every supplier question on the node's sources, by project, then as asked. */
export const supplierQuestionRows: ReportRowSource = questionRows('SupplierQuestions', 'all');

/** IncompleteSupplierQuestions: questions to answer on live projects, the nearest deadline first. */
export const incompleteQuestionRows: ReportRowSource = questionRows(
  'IncompleteSupplierQuestions',
  'incomplete',
);

const noBidReport = reportNamed('NoBidResponses');

/** NoBidResponses: complete no-bids on the node's closed sources, the latest closing first. */
export const noBidResponseRows: ReportRowSource = async function* (tx, scope, options = {}) {
  const pages = numberedPages(
    tx,
    noBidNumbering(tx, scope),
    (keys, after, limit) => findNoBidReportPage(tx, scope, keys, after, limit),
    options.pageSize ?? reportPageSize,
  );
  for await (const row of rowsOf(pages)) {
    yield inColumnOrder(noBidReport, {
      projectNumber: row.projectNumber,
      projectName: row.projectName,
      closingDate: row.closingDate,
      company: row.company,
      contactName: row.contactName,
      email: row.email,
      respondedAt: row.respondedAt,
      reason: row.reason,
    });
  }
};

const summaryReport = reportNamed('SummaryStatistics');

/** Every figure the Summary shows. */
const summaryFigures = new Set(sourceFigureNames);

/**
 * A page of the Summary's sources with their figures, as the project snapshot counts them: one
 * statement of grouped scans over the page's sources (custom-lookup-queries.ts), the same the
 * custom report's columns read, rather than a scalar subquery per figure and row.
 */
async function summaryPage(tx: Tx, scope: ReportScope, keys: NumberedKeys, after: number, limit: number) {
  const page = await findSummaryReportPage(tx, scope, keys, after, limit);
  const ids = page.map((row) => row.tenderId);
  const figures = await findSourceFigures(tx, scope.customerId, ids, summaryFigures);
  return page.map((row) => summaryValues(row, figures.get(row.tenderId)));
}

/** A Summary row: No Bids stays empty until the source has closed, as on the snapshot. */
const summaryValues = (row: SummaryReportRow, figures: SourceFigures | undefined): ReportRow =>
  inColumnOrder(summaryReport, {
    projectNumber: row.projectNumber,
    projectName: row.projectName,
    procurementMethod: row.procurementMethod,
    sourceStatus: sourceStatusOf[row.status],
    department: row.department,
    procurementLead: row.procurementLead,
    publishedAt: row.publishedAt,
    closingDate: row.closingDate,
    planTakers: figures?.planTakers ?? 0,
    downloads: figures?.downloads ?? 0,
    questions: figures?.questions ?? 0,
    unansweredQuestions: figures?.unansweredQuestions ?? 0,
    addenda: figures?.addenda ?? 0,
    submissions: figures?.submissions ?? 0,
    noBids: isSourceClosed(row.status) ? (figures?.noBids ?? 0) : null,
    awardedAmount: dollars(figures?.awardedAmount ?? null),
  });

/** SummaryStatistics: each project of the node with a source and its figures, the latest closing first. */
export const summaryStatisticsRows: ReportRowSource = async function* (tx, scope, options = {}) {
  const pages = numberedPages(
    tx,
    summaryNumbering(tx, scope),
    (keys, after, limit) => summaryPage(tx, scope, keys, after, limit),
    options.pageSize ?? reportPageSize,
  );
  yield* rowsOf(pages);
};

/** The row source of each Source and Projects built-in report. */
export const sourceReportRows: Record<SourceReportName, ReportRowSource> = {
  SupplierQuestions: supplierQuestionRows,
  IncompleteSupplierQuestions: incompleteQuestionRows,
  NoBidResponses: noBidResponseRows,
  SummaryStatistics: summaryStatisticsRows,
};
