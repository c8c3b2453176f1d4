import type { Licence } from '@procura/contract';
import { i18n } from '../../../platform/i18n/index.ts';
import { formatDateTime } from '../../../ui/format.ts';
import { currentPeriodEnd, periodTotal } from './licence-model.ts';

/**
 * The dashboard's three spreadsheets (001 §3: 'Agency Activity', 'Annual Billing', 'Contract
 * Builder Agencies Report'), made in the browser from the licences already loaded: no server call,
 * so they show exactly what the grid shows. exceljs loads with the first export, not with the page.
 */

type Cell = string | number | null;
type Column = { header: string; key: string; width: number; money?: boolean };
type Sheet = { title: string; columns: Column[]; rows: Record<string, Cell>[] };

const xlsxType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Saves a made file through a temporary link: the only way a browser saves a Blob. */
function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  URL.revokeObjectURL(url);
}

async function saveWorkbook(fileName: string, sheet: Sheet): Promise<void> {
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  // Excel refuses sheet names over 31 characters ('Contract Builder Agencies Report' has 32).
  const worksheet = workbook.addWorksheet(sheet.title.slice(0, 31));
  worksheet.columns = sheet.columns.map(({ header, key, width }) => ({ header, key, width }));
  worksheet.addRows(sheet.rows);
  worksheet.getRow(1).font = { bold: true };
  for (const column of sheet.columns) {
    if (column.money) worksheet.getColumn(column.key).numFmt = '"$"#,##0.00';
  }
  const buffer = await workbook.xlsx.writeBuffer();
  saveFile(new Blob([buffer], { type: xlsxType }), `${fileName}.xlsx`);
}

const agencyColumn = (): Column => ({ header: i18n.t('licenceAgency'), key: 'agency', width: 36 });

/** 'Contract Builder Agencies Report': the grid as it stands. */
export function exportAgenciesReport(licences: readonly Licence[]): Promise<void> {
  return saveWorkbook('Contract Builder Agencies Report', {
    title: 'Contract Builder Agencies Report',
    columns: [
      agencyColumn(),
      { header: i18n.t('licenceContactEmail'), key: 'email', width: 32 },
      { header: i18n.t('licenceAllowShort'), key: 'allowed', width: 10 },
      { header: i18n.t('licenceRemaining'), key: 'remaining', width: 22 },
      { header: i18n.t('licenceCurrentPeriodEnd'), key: 'periodEnd', width: 20 },
    ],
    rows: licences.map((licence) => ({
      agency: licence.node.customerName,
      email: licence.contactEmail,
      allowed: licence.allowContractBuilder ? i18n.t('yes') : i18n.t('no'),
      remaining: licence.reminders.remainingTransactionCount,
      periodEnd: currentPeriodEnd(licence),
    })),
  });
}

/** 'Annual Billing': per agency and calendar year (of a period's start), what was bought, used and billed. */
export function exportAnnualBilling(licences: readonly Licence[]): Promise<void> {
  const years = new Map<string, Record<string, Cell> & { purchased: number; used: number; amount: number }>();
  for (const licence of licences) {
    for (const period of licence.billingPeriods) {
      const year = period.dateStartUTC.slice(0, 4);
      const key = `${year}|${licence.node.customerName}|${licence.id}`;
      const row = years.get(key) ?? {
        year: Number(year),
        agency: licence.node.customerName,
        purchased: 0,
        used: 0,
        amount: 0,
      };
      row.purchased += period.transactionPurchased;
      row.used += period.transactionUsed;
      row.amount = Math.round((row.amount + periodTotal(period)) * 100) / 100;
      years.set(key, row);
    }
  }
  return saveWorkbook('Annual Billing', {
    title: 'Annual Billing',
    columns: [
      { header: i18n.t('licenceYear'), key: 'year', width: 8 },
      agencyColumn(),
      { header: i18n.t('licencePurchased'), key: 'purchased', width: 14 },
      { header: i18n.t('licenceUsed'), key: 'used', width: 10 },
      { header: i18n.t('licenceTotal'), key: 'amount', width: 16, money: true },
    ],
    rows: [...years.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([, row]) => row),
  });
}

/** 'Agency Activity': every licence's events, newest first within each agency. */
export function exportAgencyActivity(licences: readonly Licence[]): Promise<void> {
  return saveWorkbook('Agency Activity', {
    title: 'Agency Activity',
    columns: [
      agencyColumn(),
      { header: i18n.t('licenceActivityWhen'), key: 'when', width: 26 },
      { header: i18n.t('licenceActivityEvent'), key: 'event', width: 24 },
      { header: i18n.t('licenceActivityDetails'), key: 'details', width: 80 },
    ],
    rows: licences.flatMap((licence) =>
      licence.auditEvent.map((event) => ({
        agency: licence.node.customerName,
        when: formatDateTime(event.created),
        event: event.userFriendlyMessage,
        details: event.description,
      })),
    ),
  });
}
