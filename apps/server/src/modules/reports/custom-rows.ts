import {
  type CustomProjectReportDefinition,
  findProjectReportColumn,
  type ReportPart,
} from '@procura/contract';
import type { Tx } from '../../platform/tenancy.ts';
import { type ColumnReader, columnReaders } from './custom-columns.ts';
import { type Lookup, loadLookups } from './custom-lookups.ts';
import {
  type CustomPageField,
  countCustomReportProjects,
  customSelection,
  findCustomReportPage,
  partOfField,
} from './custom-queries.ts';
import {
  keysetPages,
  type ReportRow,
  type ReportRowOptions,
  type ReportScope,
  type ReportValue,
  reportPageSize,
} from './paging.ts';

/** What a definition's columns read: their readers in order, and the fields, joins and lookups they need. */
type CustomPlan = {
  columns: { key: string; reader: ColumnReader }[];
  fields: Set<CustomPageField>;
  parts: Set<ReportPart>;
  lookups: Set<Lookup>;
};

/**
 * The plan of the definition's columns. A saved definition passed the contract's checks, so a
 * column id without a column, or a column without a reader, is a bug here.
 */
function planOf(definition: CustomProjectReportDefinition): CustomPlan {
  const plan: CustomPlan = { columns: [], fields: new Set(), parts: new Set(), lookups: new Set() };
  for (const id of definition.columns) {
    const column = findProjectReportColumn(id);
    const reader = column ? columnReaders[column.key] : undefined;
    if (!column || !reader) throw new Error(`custom report column ${id} has no reader`);
    plan.columns.push({ key: column.key, reader });
    for (const field of reader.fields) {
      plan.fields.add(field);
      const part = partOfField(field);
      if (part) plan.parts.add(part);
    }
    for (const lookup of reader.lookups ?? []) plan.lookups.add(lookup);
  }
  return plan;
}

/**
 * The rows of a custom project report (issue 26 §3): the projects its phase, statuses, date range
 * and filters select, by project id, each row keyed by its chosen columns' keys (project-columns.ts)
 * in the definition's order. Read in keyset pages, each page's counts, sums and names looked up
 * for that page alone, so memory stays flat however many projects the agency has.
 */
export async function* customReportRows(
  tx: Tx,
  scope: ReportScope,
  definition: CustomProjectReportDefinition,
  options: ReportRowOptions = {},
): AsyncIterable<ReportRow> {
  const plan = planOf(definition);
  const selection = customSelection(scope, definition, plan.parts);
  const pages = keysetPages(
    (after: number | null, limit) => findCustomReportPage(tx, selection, plan.fields, after, limit),
    (row) => row.projectId,
    options.pageSize ?? reportPageSize,
  );
  for await (const page of pages) {
    const found = await loadLookups(tx, scope.customerId, page, plan.lookups);
    for (const row of page) {
      const values: Record<string, ReportValue> = {};
      for (const { key, reader } of plan.columns) values[key] = reader.value(row, found, scope.today);
      yield values;
    }
  }
}

/** How many rows the definition selects (the wizard's preview says it); no column is read. */
export async function countCustomReportRows(
  tx: Tx,
  scope: ReportScope,
  definition: CustomProjectReportDefinition,
): Promise<number> {
  return countCustomReportProjects(tx, customSelection(scope, definition, new Set()));
}
