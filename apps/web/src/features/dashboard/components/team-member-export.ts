import {
  isRealDate,
  projectRoleLabels,
  type TeamMemberRow,
  teamMemberClosingDefault,
  teamMemberExportName,
  teamMemberStatusDefault,
} from '@procura/contract';
import { currentLanguage, i18n } from '../../../platform/i18n/index.ts';
import type { NodeRef } from '../../../platform/session/session-context.tsx';
import { fetchTeamMemberProjects, type TeamMemberFilters } from '../api/dashboard-queries.ts';
import { statusText } from './dashboard-format.ts';

const xlsxType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
/** The largest page the call serves (001 §7); an export asks page after page until it has all rows. */
const exportPage = 1000;

/**
 * Whether the export is 'Filtered' or 'All Data' (001 §7 file name): filtered as soon as one
 * filter differs from the widget's default (every member, In Progress, any closing date), since
 * the defaults are what a buyer sees without touching anything.
 */
export function isFiltered(filters: TeamMemberFilters): boolean {
  return (
    filters.userId !== null ||
    filters.status !== teamMemberStatusDefault ||
    filters.closingWithin !== teamMemberClosingDefault
  );
}

export function rolesText(row: TeamMemberRow): string {
  const language = currentLanguage();
  return row.userRoles.map((role) => projectRoleLabels[role][language]).join(', ');
}

async function allRows(node: NodeRef, filters: TeamMemberFilters): Promise<TeamMemberRow[]> {
  const rows: TeamMemberRow[] = [];
  for (let start = 0; ; start += exportPage) {
    const page = await fetchTeamMemberProjects(node, filters, { start, limit: exportPage });
    rows.push(...page.values);
    if (page.values.length < exportPage || rows.length >= page.total) return rows;
  }
}

/**
 * A day as a date cell (sortable in the sheet, shown 'MMMM DD, YYYY'); empty and sentinel dates
 * are blank. Midnight UTC, so the cell shows the same day in any zone.
 */
function sheetDay(value: string | null): Date | null {
  return isRealDate(value) ? new Date(`${value.slice(0, 10)}T00:00:00Z`) : null;
}

/** Saves a made file through a temporary link: the only way a browser saves a Blob. */
function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  URL.revokeObjectURL(url);
}

/**
 * The spreadsheet of Source Projects by Team Member (001 §7: made in the browser), every row the
 * filters select, not only the page on screen. exceljs loads with the first export, not the page.
 */
export async function exportTeamMemberProjects(
  node: NodeRef,
  filters: TeamMemberFilters,
  today: string,
): Promise<string> {
  const [rows, { default: ExcelJS }] = await Promise.all([allRows(node, filters), import('exceljs')]);
  const t = i18n.t.bind(i18n);
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(t('dashWidgetProjectTeamMembers').slice(0, 31));
  sheet.columns = [
    { header: t('dashColumnTeamMember'), key: 'userName', width: 24 },
    { header: t('dashColumnRoles'), key: 'roles', width: 30 },
    { header: t('dashColumnProjectNumber'), key: 'projectNumber', width: 16 },
    { header: t('dashColumnProjectName'), key: 'projectName', width: 36 },
    { header: t('dashColumnType'), key: 'typeId', width: 14 },
    { header: t('dashColumnStatus'), key: 'status', width: 18 },
    { header: t('dashColumnPublished'), key: 'publishDate', width: 14 },
    { header: t('dashColumnClosing'), key: 'closingDate', width: 14 },
    { header: t('dashColumnRegisteredSuppliers'), key: 'suppliers', width: 12 },
    { header: t('dashColumnAddenda'), key: 'addenda', width: 10 },
    { header: t('dashColumnEstimatedValue'), key: 'estimatedValue', width: 18 },
  ];
  sheet.addRows(
    rows.map((row) => ({
      userName: row.userName,
      roles: rolesText(row),
      projectNumber: row.projectNumber,
      projectName: row.projectName,
      typeId: row.typeId,
      status: statusText(row.status),
      publishDate: sheetDay(row.publishDate),
      closingDate: sheetDay(row.closingDate),
      suppliers: row.numberOfRegisteredSuppliers,
      addenda: row.numberOfAddenda,
      estimatedValue: row.estimatedValue,
    })),
  );
  sheet.getRow(1).font = { bold: true };
  sheet.getColumn('estimatedValue').numFmt = '"$"#,##0.00';
  for (const key of ['publishDate', 'closingDate']) sheet.getColumn(key).numFmt = 'mmmm dd, yyyy';
  const fileName = teamMemberExportName(isFiltered(filters), today);
  saveFile(new Blob([await workbook.xlsx.writeBuffer()], { type: xlsxType }), fileName);
  return fileName;
}
