// API against raw SQL: loads the scale data, starts the real app on a loopback port, and for each
// case of cases.ts times the HTTP request under autocannon and, in the same run, the statements
// the service sent for it replayed through the driver alone, at the same concurrency.
//   npm run api -w @procura/bench -- [--db pglite|postgres] [--projects 10000] [--seconds 5]
//     [--rounds 3] [--connections 4] [--agencies 20] [--seed 1] [--cases word,word] [--show-sql]
//     [--runs 1] (the whole set of cases again, each figure the median of the runs)
import { type ChildProcess, fork } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { buildApp, demoLogins, readConfig } from '@procura/server';
import { type DatabaseKind, openBenchDatabase, type Query } from '../scale/database.ts';
import { loadScale } from '../scale/load.ts';
import { type ApiRequest, type BenchCase, cases, type Scene } from './cases.ts';
import type { LoadAnswer, LoadRequest } from './load-generator.ts';
import { replay, sqlRecorder, timeRaw } from './raw-sql.ts';
import { median, type RunFigures } from './stats.ts';

const { values: args } = parseArgs({
  options: {
    db: { type: 'string', default: 'pglite' },
    projects: { type: 'string', default: '10000' },
    agencies: { type: 'string', default: '20' },
    seed: { type: 'string', default: '1' },
    seconds: { type: 'string', default: '5' },
    rounds: { type: 'string', default: '3' },
    connections: { type: 'string', default: '4' },
    cases: { type: 'string', default: '' },
    runs: { type: 'string', default: '1' },
    'show-sql': { type: 'boolean', default: false },
    /** A procura_bench_* database a previous run loaded and left (BENCH_KEEP, or stopped): no load. */
    reuse: { type: 'string' },
  },
});
const seconds = Number(args.seconds);
const rounds = Number(args.rounds);
const connections = Number(args.connections);
const chosen = cases.filter(
  (c) => !args.cases || args.cases.split(',').some((word) => c.name.includes(word.trim())),
);

const recorder = sqlRecorder();
const bench = await openBenchDatabase(args.db as DatabaseKind, recorder.logger, args.reuse);
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'procura-bench-'));
const { app, ctx } = await buildApp({
  config: readConfig({ APP_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir, RATE_LIMITS: 'off' }),
  db: bench.database.db,
  logger: false,
});
const { report: scale, plans } = args.reuse
  ? await loadedAlready()
  : await loadScale(
      bench,
      {
        projects: Number(args.projects),
        agencies: Number(args.agencies),
        seed: Number(args.seed),
        sealSample: 50,
      },
      ctx,
    );
console.info(`scale data: ${JSON.stringify(scale)}`);

/** The agencies of a reused database, largest first, as loadScale reports them. */
async function loadedAlready() {
  const { rows } = (await bench.ownerQuery(
    `SELECT c.id, c.domain, n.id AS node_id, (SELECT count(*)::int FROM projects p WHERE p.customer_id = c.id) AS projects
     FROM customers c JOIN nodes n ON n.customer_id = c.id AND n.kind = 'tender'
     WHERE c.domain <> 'procura-support' ORDER BY projects DESC`,
  )) as { rows: { id: number; domain: string; node_id: number; projects: number }[] };
  const plans = rows.map((r) => ({
    customerId: r.id,
    domain: r.domain,
    tenderNodeId: r.node_id,
    projects: r.projects,
  }));
  return { report: { reused: args.reuse, agencies: rows.length }, plans };
}
await app.listen({ host: '127.0.0.1', port: 0 });
const address = app.server.address();
const baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

const demo = plans[0];
if (!demo) throw new Error('no agency loaded');
const { rows: busiest } = (await bench.ownerQuery(
  `SELECT t.project_id, t.id FROM plan_takers p JOIN tenders t ON t.customer_id = p.customer_id AND t.id = p.tender_id
   WHERE p.customer_id = $1 GROUP BY t.project_id, t.id ORDER BY count(*) DESC, t.id LIMIT 1`,
  [demo.customerId],
)) as { rows: { project_id: number; id: number }[] };
const lead = demoLogins.find((l) => l.role === 'procurement lead');
const buyer = demoLogins.find((l) => l.role === 'buyer');
if (!busiest[0] || !lead || !buyer) throw new Error('the demo agency has no busy source or demo logins');
const { rows: leadRows } = (await bench.ownerQuery(
  'SELECT id FROM users WHERE customer_id = $1 AND username = $2',
  [demo.customerId, lead.username],
)) as { rows: { id: number }[] };
if (!leadRows[0]) throw new Error('the demo agency has no procurement lead');
// Sign-in is timed as the buyer, so the lead's session the other cases use stays as it is.
const scene: Scene = {
  tenantPrefix: `/api/v1/customer/${demo.customerId}/node/${demo.tenderNodeId}`,
  domain: demo.domain,
  projectId: busiest[0].project_id,
  tenderId: busiest[0].id,
  userId: leadRows[0].id,
  login: { username: buyer.username, password: buyer.password, domain: buyer.domain },
};

const signIn = await fetch(`${baseUrl}/api/v1/login`, {
  method: 'POST',
  headers: { 'content-type': 'application/json', 'x-requested-with': 'procura' },
  body: JSON.stringify({ username: lead.username, password: lead.password, domain: lead.domain }),
});
const cookie = signIn.headers
  .getSetCookie()
  .map((c) => c.split(';')[0])
  .join('; ');

function headersOf(request: ApiRequest): Record<string, string> {
  return {
    'x-requested-with': 'procura',
    ...(request.body === undefined ? {} : { 'content-type': 'application/json' }),
    ...(request.signedIn ? { cookie } : {}),
  };
}

async function send(request: ApiRequest) {
  const response = await fetch(`${baseUrl}${request.path}`, {
    method: request.method,
    headers: headersOf(request),
    ...(request.body === undefined ? {} : { body: JSON.stringify(request.body) }),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${request.method} ${request.path}: ${response.status} ${text}`);
  return text;
}

const generator: ChildProcess = fork(path.join(import.meta.dirname, 'load-generator.ts'), {
  execArgv: ['--import', 'tsx'],
});
function load(request: LoadRequest): Promise<LoadAnswer> {
  return new Promise((resolve, reject) => {
    generator.once('message', (answer: LoadAnswer | { error: string }) =>
      'error' in answer ? reject(new Error(answer.error)) : resolve(answer),
    );
    generator.send(request);
  });
}

type Side = RunFigures & { failures: number };
const summary = (runs: Side[]) => ({
  p50: median(runs.map((r) => r.p50)),
  p95: median(runs.map((r) => r.p95)),
  throughput: median(runs.map((r) => r.throughput)),
  requests: runs.reduce((sum, r) => sum + r.requests, 0),
  failures: runs.reduce((sum, r) => sum + r.failures, 0),
});

async function measure(benchCase: BenchCase) {
  const request = benchCase.request(scene);
  const transactions = await recorder.capture(() => send(request));
  if (args['show-sql']) console.info(benchCase.name, JSON.stringify(transactions, null, 1));
  const rawWork = benchCase.raw?.(scene, transactions) ?? ((query: Query) => replay(query, transactions));
  const sessions = bench.rawSessions(connections);
  const loadRequest: LoadRequest = {
    url: `${baseUrl}${request.path}`,
    method: request.method,
    headers: headersOf(request),
    ...(request.body === undefined ? {} : { body: JSON.stringify(request.body) }),
    connections,
    seconds,
  };
  // A short warm-up of each side: plans cached, connections open, the JIT done.
  await load({ ...loadRequest, seconds: 1 });
  await recorder.quiet();
  await timeRaw(sessions, rawWork, connections, 1);
  const api: Side[] = [];
  const raw: Side[] = [];
  for (let round = 0; round < rounds; round++) {
    api.push(await load(loadRequest));
    await recorder.quiet();
    raw.push(await timeRaw(sessions, rawWork, connections, seconds));
  }
  await sessions.close();
  const failure = [...api, ...raw].find((r) => 'firstFailure' in r) as { firstFailure?: string } | undefined;
  const a = summary(api);
  const r = summary(raw);
  return {
    case: benchCase.name,
    statements: transactions.reduce((sum, t) => sum + t.length, 0),
    transactions: transactions.length,
    api: a,
    raw: r,
    ratioP50: Number((a.p50 / r.p50).toFixed(2)),
    ...(failure?.firstFailure ? { firstFailure: failure.firstFailure } : {}),
  };
}

type Result = Awaited<ReturnType<typeof measure>>;
/** One case's runs as one result: each figure the median of the runs. */
function medianOfRuns(runs: Result[]): Result {
  const first = runs[0] as Result;
  const side = (of: (r: Result) => ReturnType<typeof summary>) => ({
    p50: median(runs.map((r) => of(r).p50)),
    p95: median(runs.map((r) => of(r).p95)),
    throughput: median(runs.map((r) => of(r).throughput)),
    requests: runs.reduce((sum, r) => sum + of(r).requests, 0),
    failures: runs.reduce((sum, r) => sum + of(r).failures, 0),
  });
  return {
    ...first,
    api: side((r) => r.api),
    raw: side((r) => r.raw),
    ratioP50: median(runs.map((r) => r.ratioP50)),
  };
}

const runs = Math.max(1, Number(args.runs));
const measured = new Map<string, Result[]>();
// The machine is shared: the 1-minute load average before each case says how quiet it was.
const loadSamples: number[] = [];
for (let run = 1; run <= runs; run++) {
  for (const benchCase of chosen) {
    loadSamples.push(os.loadavg()[0] ?? 0);
    const result = await measure(benchCase);
    console.info(JSON.stringify(runs > 1 ? { run, ...result } : result));
    measured.set(benchCase.name, [...(measured.get(benchCase.name) ?? []), result]);
  }
}
loadSamples.push(os.loadavg()[0] ?? 0);
const results = chosen.map((c) => medianOfRuns(measured.get(c.name) ?? []));
const loadRange = `${Math.min(...loadSamples).toFixed(1)} to ${Math.max(...loadSamples).toFixed(1)}`;
console.info(
  `\n${bench.kind}, ${args.projects} projects (${scale.agencies} agencies, demo holds ${demo.projects}), ` +
    `${connections} connections, ${rounds} x ${seconds} s per side` +
    `${runs > 1 ? `, median of ${runs} runs` : ''}, load average ${loadRange}\n`,
);
console.info(
  '| case | stmts / tx | API p50 | API p95 | API req/s | raw p50 | raw p95 | raw req/s | API/raw p50 |',
);
console.info('|---|---|---|---|---|---|---|---|---|');
for (const r of results) {
  console.info(
    `| ${r.case} | ${r.statements} / ${r.transactions} | ${r.api.p50} | ${r.api.p95} | ${r.api.throughput} | ${r.raw.p50} | ${r.raw.p95} | ${r.raw.throughput} | ${r.ratioP50} |`,
  );
}
generator.disconnect();
await app.close();
await bench.close();
rmSync(dataDir, { recursive: true, force: true });
