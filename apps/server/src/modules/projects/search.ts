import {
  type ProjectSearchColumn,
  type ProjectSearchRow,
  type projectDropdownColumns,
  searchCountCap,
} from '@procura/contract';
import ExcelJS from 'exceljs';
import type { AppContext } from '../../platform/context.ts';
import { inTenant, type Tx } from '../../platform/tenancy.ts';
import { agencyTimeZone } from '../customers/index.ts';
import type { Viewer } from './presenters.ts';
import {
  countMatches,
  findDropdownValues,
  findMatchingIds,
  findSearchPage,
  findTemplates,
  type SearchInput,
  type SearchRow,
  type TextPlan,
  tuneSearchPlanner,
} from './search-queries.ts';

export type { SearchInput } from './search-queries.ts';

/** The most rows an export writes; beyond it the buyer narrows the search. */
export const exportRowLimit = 10_000;

/** Past this many matches a text search walks the sort order rather than reading matches by id. */
const walkAbove = 200;

function presentRow(row: SearchRow): ProjectSearchRow {
  return {
    ...row,
    type: row.type as ProjectSearchRow['type'],
    phase: row.phase as ProjectSearchRow['phase'],
    status: row.status as ProjectSearchRow['status'],
    procurementMethod: row.procurementMethod as ProjectSearchRow['procurementMethod'],
    dateAvailable: row.dateAvailable?.toISOString() ?? null,
    dateClosing: row.dateClosing?.toISOString() ?? null,
    estimatedValue: row.estimatedValue === null ? null : Number(row.estimatedValue),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

async function runSearch(
  tx: Tx,
  viewer: Viewer,
  search: SearchInput,
  page: { limit: number; start: number; textPlan: TextPlan; timeZone: string },
) {
  return (await findSearchPage(tx, viewer, search, page)).map(presentRow);
}

/**
 * POST /Projects/Search: one page of matching projects and the total, counted exactly up to
 * searchCountCap (past it, searchCountCap + 1): counting a million rows per keystroke is not worth it.
 */
export async function searchProjects(ctx: AppContext, viewer: Viewer, search: SearchInput) {
  return inTenant(ctx.db, viewer.customerId, async (tx) => {
    const timeZone = await agencyTimeZone(tx, viewer.customerId);
    const hasText = Boolean(search.searchText?.trim());
    await tuneSearchPlanner(tx, hasText);
    const total = await countMatches(tx, viewer, search, timeZone, searchCountCap + 1);
    let textPlan: TextPlan = 'walk';
    if (hasText && total <= walkAbove) {
      textPlan = { ids: await findMatchingIds(tx, viewer, search, timeZone, walkAbove + 1) };
    }
    const rows = await runSearch(tx, viewer, search, {
      limit: search.limit,
      start: search.start,
      textPlan,
      timeZone,
    });
    return { rows, total };
  });
}

const columnTitles: Record<ProjectSearchColumn, string> = {
  number: 'Number',
  name: 'Name',
  status: 'Status',
  procurementMethod: 'Procurement method',
  dateClosing: 'Closing date',
  department: 'Department',
  projectLead: 'Procurement lead',
  dateAvailable: 'Publish date',
  estimatedValue: 'Estimated value',
  phase: 'Phase',
  type: 'Type',
  createdAt: 'Created',
  updatedAt: 'Last changed',
};

/** POST /Projects/Search/Export: the whole search (up to exportRowLimit rows) as an xlsx workbook. */
export async function exportSearch(
  ctx: AppContext,
  viewer: Viewer,
  search: SearchInput,
  columns: ProjectSearchColumn[],
): Promise<Buffer> {
  const rows = await inTenant(ctx.db, viewer.customerId, async (tx) => {
    return runSearch(tx, viewer, search, {
      limit: exportRowLimit,
      start: 0,
      textPlan: 'lookup',
      timeZone: await agencyTimeZone(tx, viewer.customerId),
    });
  });
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Projects');
  sheet.columns = columns.map((key) => ({ header: columnTitles[key], key, width: key === 'name' ? 48 : 20 }));
  sheet.getRow(1).font = { bold: true };
  for (const row of rows) {
    sheet.addRow(
      Object.fromEntries(
        columns.map((key) => {
          const value = row[key];
          const isDate =
            key === 'dateAvailable' || key === 'dateClosing' || key === 'createdAt' || key === 'updatedAt';
          return [key, isDate && typeof value === 'string' ? new Date(value) : value];
        }),
      ),
    );
  }
  for (const key of ['estimatedValue'] as const) {
    if (columns.includes(key)) sheet.getColumn(key).numFmt = '$#,##0.00';
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** GET /Projects/ProjectDropdown: distinct values of a column starting with `value`, for pickers. */
export async function projectDropdown(
  ctx: AppContext,
  viewer: Viewer,
  column: (typeof projectDropdownColumns)[number],
  value: string,
) {
  return inTenant(ctx.db, viewer.customerId, async (tx) => {
    const rows = await findDropdownValues(tx, viewer, column, value);
    return rows.map((row) => ({ value: row.value }));
  });
}

/** GET /Projects/Templates: the agency's template projects, for "create from a template". */
export async function listTemplates(ctx: AppContext, viewer: Viewer) {
  return inTenant(ctx.db, viewer.customerId, async (tx) => {
    const rows = await findTemplates(tx, viewer);
    return rows.map(presentRow);
  });
}
