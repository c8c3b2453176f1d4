// Times every built-in report and a custom report over all phases and all columns, written as
// the server writes them (streamed xlsx), on the scale data's largest agency:
//   npm run reports -w @procura/bench -- --db postgres --projects 150000 --agencies 2 [--runs 3]
//   npm run reports -w @procura/bench -- --db postgres --reuse procura_bench_<name> [--runs 3]
// With two agencies the demo agency holds two thirds of the projects (Zipf), so 150,000 loads
// 100,000 into the agency whose reports are timed.
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import {
  builtInReportNames,
  builtInReports,
  type CustomProjectReportDefinition,
  newCustomProjectReport,
  projectReportColumns,
} from '@procura/contract';
import { inTenant, reports } from '@procura/server';
import { type DatabaseKind, openBenchDatabase } from '../scale/database.ts';
import { loadScale } from '../scale/load.ts';
import { type Sample, sampleMemory } from './memory.ts';

const { values: args } = parseArgs({
  options: {
    db: { type: 'string', default: 'postgres' },
    projects: { type: 'string', default: '150000' },
    agencies: { type: 'string', default: '2' },
    seed: { type: 'string', default: '1' },
    runs: { type: 'string', default: '3' },
    only: { type: 'string', default: '' },
    reuse: { type: 'string' },
  },
});
const runs = Number(args.runs);

const bench = await openBenchDatabase(args.db as DatabaseKind, undefined, args.reuse);
if (!args.reuse) {
  const { report } = await loadScale(bench, {
    projects: Number(args.projects),
    agencies: Number(args.agencies),
    seed: Number(args.seed),
  });
  console.info(`scale data: ${JSON.stringify(report)}`);
}
const { rows: agencies } = (await bench.ownerQuery(
  `SELECT c.id, n.id AS node_id, (SELECT count(*)::int FROM projects p WHERE p.customer_id = c.id) AS projects
   FROM customers c JOIN nodes n ON n.customer_id = c.id AND n.kind = 'tender'
   WHERE c.domain <> 'procura-support' ORDER BY projects DESC LIMIT 1`,
)) as { rows: { id: number; node_id: number; projects: number }[] };
const agency = agencies[0] ?? { id: 0, node_id: 0, projects: 0 };
if (agency.id === 0) throw new Error('no agency loaded');
const db = bench.database.db;
const now = new Date();
const setting = await inTenant(db, agency.id, (tx) =>
  reports.reportSettingAt(tx, agency.id, agency.node_id, now),
);

const everyColumn: CustomProjectReportDefinition = {
  ...newCustomProjectReport,
  name: 'Every column, all phases',
  statuses: [],
  contractStatuses: [],
  filters: { departmentId: [], projectLeadId: [], procurementMethod: [], classification: [], categoryId: [] },
  columns: projectReportColumns.map((column) => column.id),
};

type Tx = Parameters<(typeof reports.builtInReportRows)['ActiveContracts']>[0];
type Case = {
  name: string;
  rows: (tx: Tx) => AsyncIterable<reports.ReportRow>;
  columns: reports.ReportFileColumn[];
  lineCap?: number;
};
const allCases: Case[] = [
  ...builtInReportNames.map((name): Case => {
    const report = builtInReports.find((r) => r.name === name);
    if (!report) throw new Error(name);
    return {
      name,
      rows: (tx) => reports.builtInReportRows[name](tx, setting.scope),
      columns: reports.builtInFileColumns(report, 'en'),
      ...(report.lineCap ? { lineCap: report.lineCap } : {}),
    };
  }),
  {
    name: 'Custom: all phases, 61 columns',
    rows: (tx) => reports.customReportRows(tx, setting.scope, everyColumn),
    columns: everyColumn.columns.map((id) => {
      const column = projectReportColumns.find((c) => c.id === id);
      if (!column) throw new Error(String(id));
      return { key: column.key, label: column.label.en, type: column.type };
    }),
  },
  {
    name: 'Custom: all phases, default columns',
    rows: (tx) => reports.customReportRows(tx, setting.scope, { ...everyColumn, columns: [23, 24] }),
    columns: [23, 24].map((id) => {
      const column = projectReportColumns.find((c) => c.id === id);
      if (!column) throw new Error(String(id));
      return { key: column.key, label: column.label.en, type: column.type };
    }),
  },
];
const cases = allCases.filter(
  (c) => !args.only || args.only.split(',').some((word) => c.name.includes(word.trim())),
);

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};
const folder = mkdtempSync(path.join(os.tmpdir(), 'procura-reports-bench-'));

/** Reading the rows alone: the queries and the row mapping, no file. */
async function readOnly(c: Case) {
  const started = performance.now();
  let rows = 0;
  await inTenant(db, agency.id, async (tx) => {
    for await (const _ of c.rows(tx)) rows += 1;
  });
  return { ms: performance.now() - started, rows };
}

/** The file as the server writes it, with the process's memory sampled meanwhile. */
async function toFile(c: Case, format: 'xlsx' | 'csv') {
  const file = path.join(folder, `${c.name.replace(/\W+/g, '-')}.${format}`);
  const memory = sampleMemory();
  const started = performance.now();
  const result = await inTenant(db, agency.id, (tx) =>
    reports.writeReportFile({
      path: file,
      format,
      sheetName: c.name,
      columns: c.columns,
      rows: c.rows(tx),
      timeZone: setting.scope.timeZone,
      ...(c.lineCap ? { lineCap: c.lineCap } : {}),
    }),
  );
  const ms = performance.now() - started;
  const peak: Sample = memory.stop();
  const bytes = statSync(file).size;
  rmSync(file);
  return { ms, rows: result.rows, bytes, peak };
}

console.info(
  JSON.stringify({
    machine: `${os.cpus().length} cores, ${Math.round(os.totalmem() / 2 ** 30)} GiB`,
    loadAverage: os.loadavg().map((n) => Number(n.toFixed(1))),
    database: bench.kind,
    agencyProjects: agency.projects,
    runs,
  }),
);
console.info('| report | rows | xlsx s | csv s | reading rows s | xlsx MB | heap peak MB | rss peak MB |');
console.info('|---|---|---|---|---|---|---|---|');
try {
  for (const c of cases) {
    const reads: number[] = [];
    const xlsx: number[] = [];
    const csv: number[] = [];
    let last: Awaited<ReturnType<typeof toFile>> | null = null;
    let heapPeak = 0;
    let rssPeak = 0;
    for (let run = 0; run < runs; run += 1) {
      reads.push((await readOnly(c)).ms);
      last = await toFile(c, 'xlsx');
      xlsx.push(last.ms);
      heapPeak = Math.max(heapPeak, last.peak.heapUsed);
      rssPeak = Math.max(rssPeak, last.peak.rss);
      csv.push((await toFile(c, 'csv')).ms);
    }
    const s = (ms: number) => (ms / 1000).toFixed(2);
    const mb = (bytes: number) => (bytes / 2 ** 20).toFixed(1);
    console.info(
      `| ${c.name} | ${last?.rows ?? 0} | ${s(median(xlsx))} | ${s(median(csv))} | ${s(median(reads))} | ${mb(last?.bytes ?? 0)} | ${mb(heapPeak)} | ${mb(rssPeak)} |`,
    );
  }
} finally {
  rmSync(folder, { recursive: true, force: true });
  await bench.close();
}
