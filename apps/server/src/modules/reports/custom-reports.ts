import { existsSync } from 'node:fs';
import {
  type CustomData,
  type CustomProjectReport,
  type CustomProjectReportDefinition,
  type CustomProjectReportRow,
  customDataPreviewRows,
  endpointUrl,
  findProjectReportColumn,
  type Language,
  type ProjectReportColumn,
  reportEndpoints,
} from '@procura/contract';
import { byActor, recordAudit } from '../../platform/audit.ts';
import type { AppContext } from '../../platform/context.ts';
import { AppError, isUniqueViolation } from '../../platform/errors.ts';
import { type Actor, inTenant, type Tx } from '../../platform/tenancy.ts';
import { reportCell } from './cells.ts';
import { customReportFileName, customReportFilePath, removeCustomReportFile } from './custom-files.ts';
import {
  type CustomReportRecord,
  customReportNameTaken,
  deleteCustomReport,
  findCentreReportPage,
  findCustomReport,
  findPendingCustomReports,
  insertCustomReport,
  updateCustomReportDefinition,
} from './custom-report-queries.ts';
import { countCustomReportRows, customReportRows } from './custom-rows.ts';
import type { ReportFileColumn } from './report-file.ts';
import { reportSettingAt } from './scope.ts';

/**
 * The report centre's custom project reports (issue 26 §3): saved definitions shared by the node
 * (anyone with the reports edit right may change or delete any of them, as the centre lists them
 * all), the wizard's preview, and the last run's file. Runs are custom-refresh.ts's.
 */

export const customReportNotFound = () => new AppError(404, 'customReportNotFound');

/**
 * How long a run may stay pending: past it the run is taken as lost (the process ended between
 * the mark and the job, or the job died without clearing it), so the centre stops showing it
 * and a refresh starts a new one. Ten times the 1M-row budget of issue 26.
 */
export const customReportPendingLimitMs = 60 * 60 * 1000;

/** Marks older than this are stale at `now`. */
export const staleBefore = (now: Date) => new Date(now.getTime() - customReportPendingLimitMs);

const person = (id: number | null, first: string | null, last: string | null) =>
  id === null || first === null ? null : { id, fullName: `${first} ${last ?? ''}`.trim() };

/** The path the report's last file is downloaded from, under the agency's prefix. */
const downloadUri = (record: CustomReportRecord) =>
  endpointUrl(reportEndpoints.downloadCustomProject, {
    customerId: record.customerId,
    nodeId: record.nodeId,
    id: record.id,
  });

/** The centre's row of a report at `now` (a stale pending mark shows as idle). */
export function presentCustomReportRow(record: CustomReportRecord, now: Date): CustomProjectReportRow {
  return {
    id: record.id,
    name: record.name,
    uri: record.fileKey === null ? null : downloadUri(record),
    isPending: record.isPending && record.updatedAt >= staleBefore(now),
    createdBy: person(record.createdById, record.creatorFirstName, record.creatorLastName),
    createdAt: record.createdAt.toISOString(),
    lastRunBy: person(record.lastRunById, record.runnerFirstName, record.runnerLastName),
    lastRunAt: record.lastRunAt?.toISOString() ?? null,
  };
}

function presentCustomReport(record: CustomReportRecord, now: Date): CustomProjectReport {
  return { ...record.definition, ...presentCustomReportRow(record, now) };
}

/** The report's columns in its order; the contract checked every id, so a miss is a bug here. */
function columnsOf(definition: CustomProjectReportDefinition): ProjectReportColumn[] {
  return definition.columns.map((id) => {
    const column = findProjectReportColumn(id);
    if (!column) throw new Error(`custom report column ${id} is not declared`);
    return column;
  });
}

/** The report's columns as its file heads them, in the agency's language. */
export const customFileColumns = (
  definition: CustomProjectReportDefinition,
  language: Language,
): ReportFileColumn[] =>
  columnsOf(definition).map((column) => ({
    key: column.key,
    label: column.label[language],
    type: column.type,
  }));

/** The node's report `id`, or 404 for an unknown one or one of another node or agency. */
export async function requireCustomReport(tx: Tx, actor: Actor, id: number): Promise<CustomReportRecord> {
  const record = await findCustomReport(tx, actor, id);
  if (!record) throw customReportNotFound();
  return record;
}

const nameTaken = () => new AppError(409, 'nameAlreadyExists');

/** The index is the last word when two saves race past the check: the same 409. */
async function guardingName<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw nameTaken();
    throw error;
  }
}

/** GET /Report/CustomProject: the node's reports, newest first, a page at a time. */
export async function listCustomReports(
  ctx: AppContext,
  actor: Actor,
  query: { page: number; pageSize: number },
): Promise<{ rows: CustomProjectReportRow[]; total: number }> {
  const now = ctx.clock.now();
  const { rows, total } = await inTenant(ctx.db, actor.customerId, (tx) =>
    findCentreReportPage(tx, actor, { offset: (query.page - 1) * query.pageSize, limit: query.pageSize }),
  );
  return { rows: rows.map((row) => presentCustomReportRow(row, now)), total };
}

/** GET /Report/PendingCustomProject: the node's reports being generated now. */
export async function listPendingCustomReports(
  ctx: AppContext,
  actor: Actor,
): Promise<CustomProjectReportRow[]> {
  const now = ctx.clock.now();
  const rows = await inTenant(ctx.db, actor.customerId, (tx) =>
    findPendingCustomReports(tx, actor, staleBefore(now)),
  );
  return rows.map((row) => presentCustomReportRow(row, now));
}

/** GET /Report/CustomProject/{id}: the report with its definition, for the wizard's Edit. */
export async function getCustomReport(
  ctx: AppContext,
  actor: Actor,
  id: number,
): Promise<CustomProjectReport> {
  const record = await inTenant(ctx.db, actor.customerId, (tx) => requireCustomReport(tx, actor, id));
  return presentCustomReport(record, ctx.clock.now());
}

/** POST /Report/CustomProject: saves a new report in the node (409 nameAlreadyExists). */
export async function createCustomReport(
  ctx: AppContext,
  actor: Actor,
  definition: CustomProjectReportDefinition,
): Promise<CustomProjectReport> {
  const now = ctx.clock.now();
  const record = await guardingName(() =>
    inTenant(ctx.db, actor.customerId, async (tx) => {
      if (await customReportNameTaken(tx, actor, definition.name, null)) throw nameTaken();
      const id = await insertCustomReport(tx, actor, { definition, createdById: actor.userId, at: now });
      await recordAudit(tx, ctx.clock, {
        ...byActor(actor),
        action: 'customReport.created',
        entityType: 'customReport',
        entityId: id,
        after: definition,
      });
      return requireCustomReport(tx, actor, id);
    }),
  );
  return presentCustomReport(record, now);
}

/**
 * PUT /Report/CustomProject: replaces the report's definition. Its last file stays downloadable,
 * as written then, until the next refresh writes one of the new definition.
 */
export async function updateCustomReport(
  ctx: AppContext,
  actor: Actor,
  id: number,
  definition: CustomProjectReportDefinition,
): Promise<CustomProjectReport> {
  const now = ctx.clock.now();
  const record = await guardingName(() =>
    inTenant(ctx.db, actor.customerId, async (tx) => {
      const before = await requireCustomReport(tx, actor, id);
      if (await customReportNameTaken(tx, actor, definition.name, id)) throw nameTaken();
      if (!(await updateCustomReportDefinition(tx, actor, id, definition, now))) throw customReportNotFound();
      await recordAudit(tx, ctx.clock, {
        ...byActor(actor),
        action: 'customReport.updated',
        entityType: 'customReport',
        entityId: id,
        before: before.definition,
        after: definition,
      });
      return requireCustomReport(tx, actor, id);
    }),
  );
  return presentCustomReport(record, now);
}

/** DELETE /Report/CustomProject/{id}: the report and its file. */
export async function removeCustomReport(ctx: AppContext, actor: Actor, id: number): Promise<void> {
  const fileKey = await inTenant(ctx.db, actor.customerId, async (tx) => {
    const before = await requireCustomReport(tx, actor, id);
    const deleted = await deleteCustomReport(tx, actor, id);
    if (!deleted) throw customReportNotFound();
    await recordAudit(tx, ctx.clock, {
      ...byActor(actor),
      action: 'customReport.deleted',
      entityType: 'customReport',
      entityId: id,
      before: before.definition,
    });
    return deleted.fileKey;
  });
  // After the commit: a failed delete keeps its file. A run finishing later finds no row and
  // removes what it wrote (custom-refresh.ts).
  await removeCustomReportFile(ctx.config.dataDir, fileKey);
}

/**
 * POST /Report/CustomData: the definition's first rows as its file would show them (the agency's
 * days, money to the cent, lists joined) and how many rows it selects.
 */
export async function previewCustomReport(
  ctx: AppContext,
  actor: Actor,
  definition: CustomProjectReportDefinition,
): Promise<CustomData> {
  const columns = columnsOf(definition);
  return inTenant(ctx.db, actor.customerId, async (tx) => {
    const { scope } = await reportSettingAt(tx, actor.customerId, actor.nodeId, ctx.clock.now());
    const rows: CustomData['rows'] = [];
    // One page of the preview's size; leaving the loop ends the reading, so no page past it is read.
    const source = customReportRows(tx, scope, definition, { pageSize: customDataPreviewRows });
    for await (const row of source) {
      rows.push(
        columns.map((column) => reportCell(column.type, row[column.key] ?? null, scope.timeZone).value),
      );
      if (rows.length >= customDataPreviewRows) break;
    }
    const total = await countCustomReportRows(tx, scope, definition);
    return { columns: [...definition.columns], rows, total };
  });
}

/** GET /Report/GetCustomProjectUri/{id}: where the last file is downloaded, null before a run. */
export async function customReportUri(ctx: AppContext, actor: Actor, id: number): Promise<string | null> {
  const record = await inTenant(ctx.db, actor.customerId, (tx) => requireCustomReport(tx, actor, id));
  return record.fileKey === null ? null : downloadUri(record);
}

/**
 * GET /Report/DownloadCustomProject/{id}: the last run's file and its name; 404
 * customReportNotFound before the first run (or if the file was lost since).
 */
export async function customReportDownload(
  ctx: AppContext,
  actor: Actor,
  id: number,
): Promise<{ fileName: string; file: string }> {
  const { record, timeZone } = await inTenant(ctx.db, actor.customerId, async (tx) => {
    const record = await requireCustomReport(tx, actor, id);
    const { scope } = await reportSettingAt(tx, actor.customerId, actor.nodeId, ctx.clock.now());
    return { record, timeZone: scope.timeZone };
  });
  if (record.fileKey === null || record.lastRunAt === null) throw customReportNotFound();
  const file = customReportFilePath(ctx.config.dataDir, record.fileKey);
  if (!existsSync(file)) throw customReportNotFound();
  return { fileName: customReportFileName(record.name, record.lastRunAt, timeZone), file };
}
