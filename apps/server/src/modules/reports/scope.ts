import { type BuiltInReport, type Language, utcToZonedLocal } from '@procura/contract';
import type { Tx } from '../../platform/tenancy.ts';
import { findCustomer } from '../customers/index.ts';
import type { ReportScope } from './paging.ts';
import type { ReportFileColumn } from './report-file.ts';

/** Whose rows a report reads, on which day, and the language its headers are written in. */
export type ReportSetting = { scope: ReportScope; language: Language };

/** The agency's node, its today and zone at `now`, and its language. */
export async function reportSettingAt(
  tx: Tx,
  customerId: number,
  nodeId: number,
  now: Date,
): Promise<ReportSetting> {
  const customer = await findCustomer(tx, customerId);
  const timeZone = customer?.timezone ?? 'UTC';
  const language: Language = customer?.language === 'fr' ? 'fr' : 'en';
  const today = utcToZonedLocal(now, timeZone).slice(0, 10);
  return { scope: { customerId, nodeId, today, timeZone }, language };
}

/** A built-in report's columns as its file heads them. */
export const builtInFileColumns = (report: BuiltInReport, language: Language): ReportFileColumn[] =>
  report.columns.map((column) => ({ key: column.key, label: column.label[language], type: column.type }));
