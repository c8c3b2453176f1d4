// Project search at scale: loads N projects (bench/scale, the demo agency the largest), then times POST
// /Projects/Search through the app (sign-in, guard, validation, query, envelope) for the searches a
// buyer makes, and reports p50 and p95 per search.
//   npm run search -w @procura/bench -- [projects=100000] [postgres|pglite] [runs=30]
// PostgreSQL needs BENCH_DATABASE_URL (an owner URL on a server; a fresh database is made and dropped).
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { openBenchDatabase } from './scale/database.ts';
import { loadScale } from './scale/load.ts';
import { signedInApp } from './scale/signed-in-app.ts';

const total = Number(process.argv[2] ?? 100_000);
const kind = (process.argv[3] ?? 'pglite') as 'pglite' | 'postgres';
const runs = Number(process.argv[4] ?? 30);

// The scale generator's data (bench/scale): 20 agencies, the demo agency the largest.
const bench = await openBenchDatabase(kind);
const { report, plans } = await loadScale(bench, { projects: total, agencies: 20, seed: 1 });
const loadSeconds = report.loadSeconds;
const demoProjects = plans[0]?.projects ?? 0;

const { app, headers, info } = await signedInApp(bench);
const url = `/api/v1/customer/${info.customer.id}/node/${info.tenderNode.id}/Projects/Search`;

const searches: Record<string, object> = {
  'newest first, no criteria': {},
  'whole word (harbour)': { searchText: 'harbour' },
  'fragment (dredg)': { searchText: 'dredg' },
  'number fragment (B-000042)': { searchText: 'B-000042' },
  'rare word, no match (zebra)': { searchText: 'zebra' },
  'status Open, by closing date': { status: ['Open'], sortColumn: 'dateClosing', sortDirection: 'asc' },
  'word + method filter': {
    searchText: 'bridge',
    searchCriteria: { source: { procurementMethod: ['Public'] } },
  },
};

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0;
const results: Record<string, { p50: number; p95: number; total: number }> = {};
for (const [label, body] of Object.entries(searches)) {
  const times: number[] = [];
  let found = 0;
  for (let i = 0; i < runs + 3; i++) {
    const started = performance.now();
    const response = await app.inject({
      method: 'POST',
      url,
      headers,
      payload: body,
    });
    const elapsed = performance.now() - started;
    if (response.statusCode !== 200) throw new Error(`${label}: ${response.statusCode} ${response.body}`);
    found = (response.json() as { data: { projectDTO: { total: number } } }).data.projectDTO.total;
    if (i >= 3) times.push(elapsed); // the first runs warm caches and plans
  }
  times.sort((a, b) => a - b);
  results[label] = {
    p50: Number(percentile(times, 0.5).toFixed(1)),
    p95: Number(percentile(times, 0.95).toFixed(1)),
    total: found,
  };
}
console.log(
  JSON.stringify(
    {
      machine: `${os.cpus().length} cores, ${Math.round(os.totalmem() / 2 ** 30)} GiB`,
      database: kind,
      projects: total,
      demoProjects,
      loadSeconds: Number(loadSeconds.toFixed(1)),
      runs,
      results,
    },
    null,
    2,
  ),
);
await app.close();
await bench.close();
