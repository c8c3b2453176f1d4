import { randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  type BuiltInReportName,
  builtInReportNames,
  type ReportFormat,
  type ReportRun,
  reportFormats,
  reportRunLifetimeMs,
  reportRunSchema,
} from '@procura/contract';
import { z } from 'zod';

/**
 * Library report runs are kept as files, not rows, as exports are (decision 162): one run per
 * agency, node, user and report, `DATA_DIR/reports/{customerId}/runs/{nodeId}-{userId}-{name}.json`
 * beside its file `…{name}.xlsx` or `.csv`. A new run of the same report replaces the last, so the
 * folder holds at most one file per report a user ran; a day after it was asked for it is gone.
 */

/** Whose run it is: the agency, node and user its path and record name. */
export type RunOwner = { customerId: number; nodeId: number; userId: number };

const runRecordSchema = reportRunSchema.extend({
  customerId: z.number().int(),
  nodeId: z.number().int(),
  userId: z.number().int(),
});
export type RunRecord = z.infer<typeof runRecordSchema>;

const reportsRoot = (dataDir: string) => path.join(dataDir, 'reports');

const runsFolder = (dataDir: string, customerId: number) =>
  path.join(reportsRoot(dataDir), String(Math.trunc(customerId)), 'runs');

/** The path without extension: integers and a catalogue name only, so nothing escapes the folder. */
function stemOf(dataDir: string, owner: RunOwner, name: BuiltInReportName): string {
  const report = z.enum(builtInReportNames).parse(name);
  const file = `${Math.trunc(owner.nodeId)}-${Math.trunc(owner.userId)}-${report}`;
  return path.join(runsFolder(dataDir, owner.customerId), file);
}

/** The one lock name of a run in this process: two requests of one run must not both start it. */
export const runKey = (owner: RunOwner, name: BuiltInReportName) =>
  `${Math.trunc(owner.customerId)}-${Math.trunc(owner.nodeId)}-${Math.trunc(owner.userId)}-${name}`;

/** Where the run's finished file lies. */
export const runFilePath = (
  dataDir: string,
  owner: RunOwner,
  name: BuiltInReportName,
  format: ReportFormat,
) => `${stemOf(dataDir, owner, name)}.${format}`;

/** A file being written, renamed over the finished one only when whole. */
export async function partialFilePath(dataDir: string, owner: RunOwner, name: BuiltInReportName) {
  await mkdir(runsFolder(dataDir, owner.customerId), { recursive: true, mode: 0o700 });
  return `${stemOf(dataDir, owner, name)}.${randomBytes(6).toString('hex')}.partial`;
}

export const isRunExpired = (record: Pick<RunRecord, 'requestedAt'>, now: Date) =>
  now.getTime() - new Date(record.requestedAt).getTime() >= reportRunLifetimeMs;

/** Writes the record whole (a temporary file renamed over it, so a reader never sees half). */
export async function saveRun(dataDir: string, record: RunRecord): Promise<void> {
  await mkdir(runsFolder(dataDir, record.customerId), { recursive: true, mode: 0o700 });
  const target = `${stemOf(dataDir, record, record.name)}.json`;
  const temporary = `${target}.${randomBytes(4).toString('hex')}.tmp`;
  await writeFile(temporary, JSON.stringify(record), { mode: 0o600 });
  await rename(temporary, target);
}

/**
 * The owner's run of the report, or null when there is none, it has expired, or its record is not
 * one (a damaged file is as good as none: the next request starts afresh).
 */
export async function loadRun(
  dataDir: string,
  owner: RunOwner,
  name: BuiltInReportName,
  now: Date,
): Promise<RunRecord | null> {
  let text: string;
  try {
    text = await readFile(`${stemOf(dataDir, owner, name)}.json`, 'utf8');
  } catch {
    return null;
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return null;
  }
  const record = runRecordSchema.safeParse(parsed);
  if (!record.success) return null;
  const { customerId, nodeId, userId } = record.data;
  // The path names the owner; the record must agree, or it was not written for them.
  if (customerId !== owner.customerId || nodeId !== owner.nodeId || userId !== owner.userId) return null;
  if (record.data.name !== name || isRunExpired(record.data, now)) return null;
  return record.data;
}

/** The run as its requester reads it: the owner stays in the record. */
export function presentRun(record: RunRecord): ReportRun {
  const { customerId: _c, nodeId: _n, userId: _u, ...run } = record;
  return run;
}

/** Removes the run's finished files of the formats other than `keep` (an older run's). */
export async function removeOtherFormats(
  dataDir: string,
  owner: RunOwner,
  name: BuiltInReportName,
  keep: ReportFormat | null,
): Promise<void> {
  for (const format of reportFormats) {
    if (format !== keep) await rm(runFilePath(dataDir, owner, name, format), { force: true });
  }
}

const RECORD = /^(\d+)-(\d+)-([A-Za-z0-9]+)\.json$/;

/**
 * Removes one agency's expired runs (record and file) and files left by interrupted runs (a
 * partial or temporary file, or a report file without a record) once a run's lifetime old.
 * Answers how many runs went.
 */
export async function sweepAgencyRuns(dataDir: string, customerId: number, now: Date): Promise<number> {
  const folder = runsFolder(dataDir, customerId);
  let names: string[];
  try {
    names = await readdir(folder);
  } catch {
    return 0;
  }
  let removed = 0;
  const live = new Set<string>();
  for (const name of names) {
    const match = RECORD.exec(name);
    const report = match?.[3];
    if (!match || !report || !(builtInReportNames as readonly string[]).includes(report)) continue;
    const owner = { customerId, nodeId: Number(match[1]), userId: Number(match[2]) };
    const record = await loadRun(dataDir, owner, report as BuiltInReportName, now);
    if (record) {
      live.add(name.slice(0, -'.json'.length));
      continue;
    }
    await removeOtherFormats(dataDir, owner, report as BuiltInReportName, null);
    await rm(path.join(folder, name), { force: true });
    removed++;
  }
  for (const name of names) {
    if (name.endsWith('.json') || live.has(name.split('.')[0] ?? '')) continue;
    const file = path.join(folder, name);
    const modified = await stat(file).then(
      (s) => s.mtime,
      () => null,
    );
    if (modified && now.getTime() - modified.getTime() >= reportRunLifetimeMs)
      await rm(file, { force: true });
  }
  return removed;
}

/** Removes the expired runs of every agency (for the export sweep's hourly job). */
export async function sweepExpiredReportRuns(dataDir: string, now: Date): Promise<number> {
  let agencies: string[];
  try {
    agencies = await readdir(reportsRoot(dataDir));
  } catch {
    return 0;
  }
  let removed = 0;
  for (const agency of agencies) {
    if (/^\d+$/.test(agency)) removed += await sweepAgencyRuns(dataDir, Number(agency), now);
  }
  return removed;
}
