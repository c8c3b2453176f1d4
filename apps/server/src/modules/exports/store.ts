import { randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  type ExportState,
  type ExportStatus,
  exportIdSchema,
  exportLifetimeMs,
  isExportExpired,
} from '@procura/contract';

/**
 * Export jobs are kept as files, not rows (decision 162): `DATA_DIR/exports/{customerId}/{id}.json`
 * records who asked for what and how far it is, `{id}.zip` is the result. The agency is part of
 * the path and the requester and node are in the record, so another agency or user never finds it.
 */

export type ExportRecord = {
  exportId: string;
  kind: string;
  customerId: number;
  nodeId: number;
  userId: number;
  tenderId: number;
  projectId: number;
  state: ExportState;
  percent: number;
  fileName: string;
  requestedAt: string;
  finishedAt: string | null;
  error: string | null;
};

export const exportsRoot = (dataDir: string) => path.join(dataDir, 'exports');

function folderOf(dataDir: string, customerId: number): string {
  return path.join(exportsRoot(dataDir), String(Math.trunc(customerId)));
}

const recordPath = (dataDir: string, customerId: number, exportId: string) =>
  path.join(folderOf(dataDir, customerId), `${exportIdSchema.parse(exportId)}.json`);

/** Where the export's zip is written. */
export const exportFilePath = (dataDir: string, customerId: number, exportId: string) =>
  path.join(folderOf(dataDir, customerId), `${exportIdSchema.parse(exportId)}.zip`);

/** A scratch file for a synchronous export, removed once sent. */
export async function scratchFile(dataDir: string, customerId: number): Promise<string> {
  await mkdir(folderOf(dataDir, customerId), { recursive: true, mode: 0o700 });
  return path.join(folderOf(dataDir, customerId), `${randomBytes(16).toString('hex')}.tmp`);
}

export const newExportId = () => randomBytes(16).toString('hex');

/** Writes the record whole (a temporary file renamed over it, so a reader never sees half). */
export async function saveExportRecord(dataDir: string, record: ExportRecord): Promise<void> {
  await mkdir(folderOf(dataDir, record.customerId), { recursive: true, mode: 0o700 });
  const target = recordPath(dataDir, record.customerId, record.exportId);
  const temporary = `${target}.${randomBytes(4).toString('hex')}.tmp`;
  await writeFile(temporary, JSON.stringify(record), { mode: 0o600 });
  await rename(temporary, target);
}

/** The record, or null when there is none (or the id is not one). */
export async function loadExportRecord(
  dataDir: string,
  customerId: number,
  exportId: string,
): Promise<ExportRecord | null> {
  if (!exportIdSchema.safeParse(exportId).success) return null;
  try {
    return JSON.parse(await readFile(recordPath(dataDir, customerId, exportId), 'utf8')) as ExportRecord;
  } catch {
    return null;
  }
}

export function presentExport(record: ExportRecord): ExportStatus {
  const expiresAt = new Date(new Date(record.requestedAt).getTime() + exportLifetimeMs);
  return {
    exportId: record.exportId,
    kind: record.kind,
    tenderId: record.tenderId,
    state: record.state,
    percent: record.percent,
    fileName: record.fileName,
    requestedAt: record.requestedAt,
    finishedAt: record.finishedAt,
    expiresAt: expiresAt.toISOString(),
    error: record.error,
  };
}

/** Removes expired exports (record and file) of every agency; answers how many went. */
export async function sweepExpiredExports(dataDir: string, now: Date): Promise<number> {
  let removed = 0;
  let agencies: string[];
  try {
    agencies = await readdir(exportsRoot(dataDir));
  } catch {
    return 0;
  }
  for (const agency of agencies) {
    if (!/^\d+$/.test(agency)) continue;
    const folder = path.join(exportsRoot(dataDir), agency);
    for (const name of await readdir(folder)) {
      const id = name.split('.')[0] ?? '';
      if (!name.endsWith('.json')) {
        // Scratch files of interrupted synchronous exports, zips whose record is gone.
        const file = path.join(folder, name);
        const modified = await stat(file).then(
          (s) => s.mtime,
          () => null,
        );
        const old = modified !== null && isExportExpired(modified, now);
        if (old && (name.endsWith('.tmp') || !(await loadExportRecord(dataDir, Number(agency), id)))) {
          await rm(file, { force: true });
        }
        continue;
      }
      const record = await loadExportRecord(dataDir, Number(agency), id);
      if (record && !isExportExpired(new Date(record.requestedAt), now)) continue;
      await rm(path.join(folder, `${id}.zip`), { force: true });
      await rm(path.join(folder, name), { force: true });
      removed++;
    }
  }
  return removed;
}
