// The closing surge (issue 7 deliverable 3) against the real server in its own process:
//   npm run surge -w @procura/bench -- [--kind postgres|pglite] [--minutes 5] [--submissions 500]
//                                      [--reads 200] [--interrupt 0] [--port 4310]
// [--max-in-flight 200] skips reads while that many calls wait (the server is saturated).
// --interrupt N ends every session of the bench database N times during the run
// (pg_terminate_backend; the machine's PostgreSQL server itself is never restarted).
// PostgreSQL: BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres); a database
// procura_surge_<time> is made and dropped. BENCH_KEEP=1 keeps it and the data dir.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { type DatabaseKind, makeBenchDatabase } from '../served/bench-database.ts';
import { startServer } from '../served/server-process.ts';
import { prepareSurge } from './fixture.ts';
import { httpClient, isAnswered } from './http-client.ts';
import { runSurge } from './load.ts';
import { checkSubmissions, lastJobRuns } from './verify.ts';

const { values: args } = parseArgs({
  options: {
    kind: { type: 'string', default: 'postgres' },
    minutes: { type: 'string', default: '5' },
    submissions: { type: 'string', default: '500' },
    reads: { type: 'string', default: '200' },
    interrupt: { type: 'string', default: '0' },
    port: { type: 'string', default: '4310' },
    'max-in-flight': { type: 'string', default: '200' },
  },
});
const kind = args.kind as DatabaseKind;
const minutes = Number(args.minutes);
const submissionsPerMinute = Number(args.submissions);
const suppliers = Math.ceil(minutes * submissionsPerMinute);

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'procura-surge-'));
const bench = await makeBenchDatabase(kind, dataDir, 'procura_surge');
const setUp = await bench.open();
const source = await prepareSurge(setUp, {
  suppliers,
  closing: new Date(Date.now() + (minutes + 60) * 60_000),
});
await setUp.close();
console.info(`surge: ${kind}, ${suppliers} suppliers ready, data dir ${dataDir}`);

const server = await startServer({
  port: Number(args.port),
  dataDir,
  env: bench.env,
});
const warm = httpClient(server.origin, 4);
for (let i = 0; i < 20; i++) await warm.call('GET', `/api/v1/portal/${source.agency}/Opportunities`);

const loadBefore = os.loadavg();
const cpuBefore = server.cpuSeconds();
const result = await runSurge(server.origin, source, {
  minutes,
  submissionsPerMinute,
  readsPerSecond: Number(args.reads),
  interruptions: Number(args.interrupt),
  maxInFlight: Number(args['max-in-flight']),
  interrupt: () => bench.terminateSessions(),
});
const loadAfter = os.loadavg();
const serverCpu = server.cpuSeconds() - cpuBefore;
const health = await warm.call('GET', `/api/v1/portal/${source.agency}/Opportunities`);
await warm.close();
const crashed = server.crashed();
const jobs = kind === 'postgres' && !crashed ? await lastJobRuns(bench.env.DATABASE_URL ?? '') : [];
const peakRss = server.rss();
await server.stop();

const check = await bench.open();
const stored = await checkSubmissions(check, source.tenderId, result.acknowledged);
await check.close();
await bench.drop();
if (!process.env.BENCH_KEEP) await rm(dataDir, { recursive: true, force: true });

const rows = result.recorder.summary();
const round = (n: number) => Math.round(n * 10) / 10;
console.info(
  `surge: ${kind}, ${minutes} min, ${submissionsPerMinute}/min submissions, ${args.reads}/s reads, ${result.interruptions.length} interruptions`,
);
console.info('| call | answered | failed attempts | p50 ms | p95 ms | p99 ms | max ms |');
console.info('|---|---|---|---|---|---|---|');
for (const r of rows) {
  console.info(
    `| ${r.kind} | ${r.ok} | ${r.failed} | ${round(r.p50)} | ${round(r.p95)} | ${round(r.p99)} | ${round(r.max)} |`,
  );
}
for (const r of rows.filter((x) => x.failed > 0)) console.info(`  ${r.kind} failures:`, r.causes);
const sent = result.started;
console.info(
  `surge: started ${sent.submissions} submissions and ${sent.reads} reads (${sent.skippedReads} skipped: ` +
    `${args['max-in-flight']} calls in flight) in ${round(result.scheduleSeconds)} s ` +
    `(${round((sent.submissions / result.scheduleSeconds) * 60)}/min, ${round(sent.reads / result.scheduleSeconds)}/s), ` +
    `drained in ${round(result.drainSeconds)} s, driver lag max ${round(result.maxLagMs)} ms, ${result.maxInFlight} in flight max`,
);
console.info(
  `surge: ${result.acknowledged.size} acknowledged (${stored.recovered} learnt from the bid page after a lost answer), ` +
    `${result.failedFlows.length} failed, ${result.retriedFlows} retried; database: ${stored.inDatabase} complete, ` +
    `${stored.lost} lost, ${stored.duplicates} duplicates, ${stored.unacknowledged} complete but unacknowledged, ${stored.drafts} drafts`,
);
for (const f of result.failedFlows.slice(0, 5)) console.info('  failed flow:', f);
console.info(
  `surge: server ${crashed ? `CRASHED (${crashed})` : 'alive'}, health read ${isAnswered(health) ? health.status : health.error}, ` +
    `RSS at end ${Math.round((peakRss ?? 0) / 1048576)} MB, server CPU ${round(serverCpu)} s ` +
    `(${round((serverCpu * 1000) / (sent.reads + 2 * sent.submissions))} ms a call); load average ${loadBefore.map(round).join(' ')} before, ` +
    `${loadAfter.map(round).join(' ')} after, 1-min samples ${result.loads.map(round).join(' ')}`,
);
if (result.interruptions.length > 0) console.info('surge: interruptions', result.interruptions);
if (jobs.length > 0) console.info('surge: pg-boss last completed jobs', jobs);
