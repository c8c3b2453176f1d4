import {
  type IntakeListRow,
  type IntakeSearch,
  intakeExportFileName,
  intakeListRules,
  isRealDate,
  utcToZonedLocal,
} from '@procura/contract';
import { saveFile } from '../../../../platform/api/save-file.ts';
import { i18n } from '../../../../platform/i18n/index.ts';
import type { NodeRef } from '../../../../platform/session/session-context.tsx';
import { classificationText, fetchIntakeSearch, intakeStatusLabels } from '../../../intake/index.ts';
import { leadText } from './intake-columns.tsx';

const xlsxType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Every row the search selects, asked page after page at the largest page the call serves. */
async function allRows(node: NodeRef, search: IntakeSearch): Promise<IntakeListRow[]> {
  const rows: IntakeListRow[] = [];
  const pageSize = intakeListRules.pageSizeMax;
  for (let page = 1; ; page += 1) {
    const answer = await fetchIntakeSearch(node, { ...search, page, pageSize });
    rows.push(...answer.rows);
    if (answer.rows.length < pageSize || rows.length >= answer.total) return rows;
  }
}

/** A day as a date cell shown 'MMMM DD, YYYY'; midnight UTC so every zone shows the same day. */
function sheetDay(value: string | null): Date | null {
  return isRealDate(value) ? new Date(`${value.slice(0, 10)}T00:00:00Z`) : null;
}

function sheetDayOf(instant: string | null, timeZone: string): Date | null {
  const date = instant ? new Date(instant) : null;
  if (!date || Number.isNaN(date.getTime())) return null;
  return sheetDay(utcToZonedLocal(date, timeZone));
}

/**
 * The pending-requests spreadsheet (001 §7: made in the browser, as Source Projects by Team
 * Member's is), every row the filters select, not only the page on screen. Answers its file name.
 */
export async function exportIntakeRequests(
  node: NodeRef,
  search: IntakeSearch,
  options: { filtered: boolean; today: string; timeZone: string },
): Promise<string> {
  const [rows, { default: ExcelJS }] = await Promise.all([allRows(node, search), import('exceljs')]);
  const t = i18n.t.bind(i18n);
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(
    t('intakeWidgetTitle')
      .replace(/[:\\/?*[\]]/g, '')
      .slice(0, 31),
  );
  sheet.columns = [
    { header: t('dashColumnProjectName'), key: 'projectName', width: 36 },
    { header: t('intakeRequester'), key: 'requester', width: 24 },
    { header: t('intakeProcurementLead'), key: 'lead', width: 24 },
    { header: t('intakeDepartment'), key: 'department', width: 24 },
    { header: t('intakeBidType'), key: 'bidType', width: 18 },
    { header: t('intakeClassification'), key: 'classification', width: 18 },
    { header: t('intakePostingDate'), key: 'posting', width: 16 },
    { header: t('intakeStartDate'), key: 'start', width: 16 },
    { header: t('intakeBudget'), key: 'budget', width: 18 },
    { header: t('intakeTotalValue'), key: 'total', width: 18 },
    { header: t('dashColumnStatus'), key: 'status', width: 12 },
    { header: t('intakeCreated'), key: 'created', width: 16 },
    { header: t('intakeModified'), key: 'modified', width: 16 },
  ];
  sheet.addRows(
    rows.map((row) => ({
      projectName: row.projectName,
      requester: row.requester,
      lead: leadText(row),
      department: row.department ?? '',
      bidType: row.bidType ?? '',
      classification: classificationText(row.classification),
      posting: sheetDay(row.estimatedPostingDate),
      start: sheetDay(row.deliveryConstructionStartDate),
      budget: row.projectBudget,
      total: row.estimatedTotalProjectValue,
      status: t(intakeStatusLabels[row.status]),
      created: sheetDayOf(row.dateCreatedUtc, options.timeZone),
      modified: sheetDayOf(row.dateModifiedUtc, options.timeZone),
    })),
  );
  sheet.getRow(1).font = { bold: true };
  for (const key of ['budget', 'total']) sheet.getColumn(key).numFmt = '"$"#,##0.00';
  for (const key of ['posting', 'start', 'created', 'modified'])
    sheet.getColumn(key).numFmt = 'mmmm dd, yyyy';
  const fileName = `${intakeExportFileName(options.filtered, options.today)}.xlsx`;
  saveFile(new Blob([await workbook.xlsx.writeBuffer()], { type: xlsxType }), fileName);
  return fileName;
}
