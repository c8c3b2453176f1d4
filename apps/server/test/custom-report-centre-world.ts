import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  type CreateCustomProjectReport,
  createCustomProjectReportSchema,
  findProjectReportColumn,
  type Language,
} from '@procura/contract';
import ExcelJS from 'exceljs';
import { reportCell } from '../src/modules/reports/cells.ts';
import { customReportRows } from '../src/modules/reports/custom-rows.ts';
import { collectRows } from '../src/modules/reports/paging.ts';
import { reportSettingAt } from '../src/modules/reports/scope.ts';
import type { RealtimeEvent } from '../src/platform/context.ts';
import { inTenant } from '../src/platform/tenancy.ts';
import { signedInCaller } from './api.ts';
import { createTestApp, type DatabaseKind } from './harness.ts';
import { insertProject } from './projects.ts';
import { tenderNodeOf } from './report-world.ts';

/**
 * The report centre's world (issue 26 §3): the demo agency with a data folder of its own, a
 * reports editor (the lead), a second editor (the administrator), a reader (the buyer, who may
 * view reports but not save them), another agency's administrator, and every real-time event the
 * app emits, captured as the agency's screens would receive them.
 */

export type Caller = Awaited<ReturnType<typeof signedInCaller>>;
export type Emitted = { customerId: number; event: RealtimeEvent; payload: unknown };

export async function openCentreWorld(kind: DatabaseKind) {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'procura-custom-reports-'));
  const t = await createTestApp(kind, { config: { dataDir } });
  const customerId = t.seed.demoCustomerId;
  const nodeId = await tenderNodeOf(t, customerId);
  const events: Emitted[] = [];
  const emit = t.ctx.emitToAgency;
  t.ctx.emitToAgency = (to, event, payload) => {
    events.push({ customerId: to, event, payload });
    emit(to, event, payload);
  };
  for (const [number, name] of [
    ['CR-001', 'Road resurfacing'],
    ['CR-002', 'Park benches'],
    ['CR-003', 'Snow clearing'],
  ] as const) {
    await insertProject(t, { customerId, nodeId }, { number, name, status: 'Open' });
  }
  return {
    t,
    dataDir,
    customerId,
    nodeId,
    events,
    lead: await signedInCaller(t, 'lead@demo.procura.local'),
    admin: await signedInCaller(t, 'admin@demo.procura.local'),
    buyer: await signedInCaller(t, 'buyer@demo.procura.local'),
    northwind: await signedInCaller(t, 'admin@northwind.procura.local', 'northwind'),
    close: async () => {
      await t.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
export type CentreWorld = Awaited<ReturnType<typeof openCentreWorld>>;

/** A projects report of every phase with the columns of each type the centre writes. */
export const definitionOf = (
  overrides: Partial<CreateCustomProjectReport> = {},
): CreateCustomProjectReport => ({
  name: 'Open work',
  type: 'Projects',
  phase: 'all',
  statuses: [],
  contractStatuses: [],
  dateKind: null,
  dateRange: null,
  filters: { departmentId: [], projectLeadId: [], procurementMethod: [], classification: [], categoryId: [] },
  // Text, Text, Option, Date, Yes/No, List.
  columns: [23, 24, 4, 21, 17, 11],
  ...overrides,
});

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls the report until its run has ended (the in-process job runs after the answer). */
export async function waitUntilIdle(caller: Caller, id: number) {
  for (let i = 0; i < 400; i++) {
    const answer = await caller.call('GET', `/Report/CustomProject/${id}`);
    const report = answer.json().data.customReport as { isPending: boolean; lastRunAt: string | null };
    if (!report.isPending) return report;
    await pause(25);
  }
  throw new Error(`custom report ${id} stayed pending`);
}

/** Waits until `count` events have been captured, for events emitted after an answer. */
export async function eventsArrived(events: readonly Emitted[], count: number) {
  for (let i = 0; i < 200 && events.length < count; i++) await pause(10);
}

/** The first sheet's rows as written values (null for an empty cell), header first. */
export async function sheetRows(body: Buffer): Promise<(string | number | null)[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(body as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new Error('the workbook has no sheet');
  const rows: (string | number | null)[][] = [];
  sheet.eachRow((row) => {
    const values: (string | number | null)[] = [];
    for (let column = 1; column <= sheet.columnCount; column++) {
      const value = row.getCell(column).value;
      values.push(typeof value === 'string' || typeof value === 'number' ? value : null);
    }
    rows.push(values);
  });
  return rows;
}

/**
 * What the report's file must hold, read through the engine's own rows: its column labels in
 * `language`, then each row's cells as reportCell writes them in the agency's zone.
 */
export async function expectedSheet(
  w: Pick<CentreWorld, 't' | 'customerId' | 'nodeId'>,
  input: CreateCustomProjectReport,
  language: Language,
) {
  const definition = createCustomProjectReportSchema.parse(input);
  const columns = definition.columns.map((id) => {
    const column = findProjectReportColumn(id);
    if (!column) throw new Error(`no column ${id}`);
    return column;
  });
  return inTenant(w.t.database.db, w.customerId, async (tx) => {
    const { scope } = await reportSettingAt(tx, w.customerId, w.nodeId, w.t.clock.now());
    const rows = await collectRows(customReportRows(tx, scope, definition));
    return {
      header: columns.map((column) => column.label[language]),
      rows: rows.map((row) =>
        columns.map((column) => reportCell(column.type, row[column.key] ?? null, scope.timeZone).value),
      ),
    };
  });
}
