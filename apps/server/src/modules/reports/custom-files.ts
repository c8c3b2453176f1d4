import { randomBytes } from 'node:crypto';
import { mkdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { utcToZonedLocal } from '@procura/contract';

/**
 * Where a custom report's last run lives (issue 26 §3): `DATA_DIR/reports/{customerId}/custom/{id}.xlsx`,
 * one file per report, replaced whole by each run. The row keeps the key relative to DATA_DIR, so
 * a moved data folder keeps its files.
 */

const KEY = /^reports\/\d+\/custom\/\d+\.xlsx$/;

/** The key of the report's file, as the row stores it. */
export const customReportFileKey = (customerId: number, id: number) =>
  `reports/${Math.trunc(customerId)}/custom/${Math.trunc(id)}.xlsx`;

/** The file of a stored key; a key of another shape is a bug or a forged row, and never read. */
export function customReportFilePath(dataDir: string, key: string): string {
  if (!KEY.test(key)) throw new Error(`not a custom report file key: ${key}`);
  return path.join(dataDir, key);
}

/**
 * A scratch file beside the report's file: the run writes there and renames over the file, so a
 * download never reads half a workbook and a failed run leaves the last file as it was.
 */
export async function scratchFileFor(dataDir: string, key: string): Promise<string> {
  const target = customReportFilePath(dataDir, key);
  await mkdir(path.dirname(target), { recursive: true, mode: 0o700 });
  return `${target}.${randomBytes(6).toString('hex')}.tmp`;
}

/** Puts the written scratch file in the report's place. */
export async function publishCustomReportFile(dataDir: string, scratch: string, key: string) {
  await rename(scratch, customReportFilePath(dataDir, key));
}

export async function removeCustomReportFile(dataDir: string, key: string | null): Promise<void> {
  if (key === null) return;
  await rm(customReportFilePath(dataDir, key), { force: true });
}

/** The download's name: `{name} - {MM.DD.YYYY}.xlsx`, the day of the last run in the agency's zone. */
export function customReportFileName(name: string, lastRunAt: Date, timeZone: string): string {
  const [year, month, day] = utcToZonedLocal(lastRunAt, timeZone).slice(0, 10).split('-');
  return `${name} - ${month}.${day}.${year}.xlsx`;
}
