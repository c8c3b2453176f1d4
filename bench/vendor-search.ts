// The supplier directory and profile at scale (issue 22): loads N projects through bench/scale with
// the demo agency holding S suppliers, then times through the app (session, guard, validation,
// queries, envelope) the advanced searches a buyer makes and the reads a supplier profile makes
// (the supplier, its history, its activity counts and feed), for the busiest supplier.
//   npm run vendors -w @procura/bench -- [projects=100000] [suppliers=50000] [postgres|pglite] [runs=30]
// PostgreSQL needs BENCH_DATABASE_URL (an owner URL on a server; a fresh database is made and dropped).
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { openBenchDatabase } from './scale/database.ts';
import { loadScale } from './scale/load.ts';
import { signedInApp } from './scale/signed-in-app.ts';

const total = Number(process.argv[2] ?? 100_000);
const suppliers = Number(process.argv[3] ?? 50_000);
const kind = (process.argv[4] ?? 'pglite') as 'pglite' | 'postgres';
const runs = Number(process.argv[5] ?? 30);

const bench = await openBenchDatabase(kind);
const { report } = await loadScale(bench, {
  projects: total,
  agencies: 20,
  seed: 1,
  demoSuppliers: suppliers,
});

const { app, headers, info } = await signedInApp(bench);
const base = `/api/v1/customer/${info.customer.id}/node/${info.tenderNode.id}`;

// The supplier with the most bids, and one of the agency's categories, as a buyer would pick them.
const { rows: busiest } = (await bench.ownerQuery(
  `SELECT vendor_id, count(*) AS bids FROM submissions WHERE customer_id = $1 AND vendor_id IS NOT NULL
   GROUP BY vendor_id ORDER BY count(*) DESC LIMIT 1`,
  [info.customer.id],
)) as { rows: { vendor_id: number; bids: string }[] };
const vendorId = busiest[0]?.vendor_id ?? 1;
const { rows: categoryRows } = (await bench.ownerQuery(
  `SELECT id FROM categories WHERE customer_id = $1 ORDER BY id LIMIT 1`,
  [info.customer.id],
)) as { rows: { id: number }[] };
const categoryId = categoryRows[0]?.id ?? 1;
const { rows: countRows } = (await bench.ownerQuery(
  `SELECT count(*) AS n FROM vendors WHERE customer_id = $1`,
  [info.customer.id],
)) as { rows: { n: string }[] };

type Case = { method: 'GET' | 'POST'; url: string; body?: object };
const search = (body: object): Case => ({ method: 'POST', url: `${base}/Vendors/AdvancedSearch`, body });
const cases: Record<string, Case> = {
  'directory, first page by name': search({}),
  'name fragment (granite)': search({ searchText: 'granite' }),
  'rare text, no match (zebra)': search({ searchText: 'zebra' }),
  'category + local': search({ criteria: { categoryIds: [categoryId], isLocalVendor: true } }),
  'subscription Active, newest registered first': search({
    criteria: { subscriptionStatus: ['Active'] },
    sortColumn: 'registeredAt',
    sortDirection: 'desc',
  }),
  'has bid with us, by city': search({ criteria: { hasBid: true }, sortColumn: 'city' }),
  'certified diverse, Toronto': search({ criteria: { certifiedDiverseSupplier: true, city: 'Toronto' } }),
  'quick search (GET /Vendors/Search, summ)': {
    method: 'GET',
    url: `${base}/Vendors/Search?searchText=summ`,
  },
  'profile: GET /Vendors?vendorId': { method: 'GET', url: `${base}/Vendors?vendorId=${vendorId}` },
  'profile: submission history, first page': {
    method: 'GET',
    url: `${base}/Vendors/SubmissionHistory?vendorId=${vendorId}`,
  },
  'profile: activity counts': {
    method: 'GET',
    url: `${base}/AuditEvents/VendorAggregates?vendorId=${vendorId}`,
  },
  'profile: activity feed, first page': {
    method: 'GET',
    url: `${base}/AuditEvents/SearchByVendor?vendorId=${vendorId}`,
  },
};

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0;
const results: Record<string, { p50: number; p95: number; total: number | null }> = {};
for (const [label, call] of Object.entries(cases)) {
  const times: number[] = [];
  let found: number | null = null;
  for (let i = 0; i < runs + 3; i++) {
    const started = performance.now();
    const response = await app.inject({
      method: call.method,
      url: call.url,
      headers,
      ...(call.body ? { payload: call.body } : {}),
    });
    const elapsed = performance.now() - started;
    if (response.statusCode !== 200) throw new Error(`${label}: ${response.statusCode} ${response.body}`);
    const dto = Object.values(
      (response.json() as { data: Record<string, { total?: number; count: number }> }).data,
    )[0];
    found = dto?.total ?? dto?.count ?? null;
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
      load: os.loadavg().map((n) => Number(n.toFixed(1))),
      database: kind,
      projects: total,
      demoSuppliers: Number(countRows[0]?.n ?? 0),
      busiestSupplierBids: Number(busiest[0]?.bids ?? 0),
      loadSeconds: Number(report.loadSeconds.toFixed(1)),
      runs,
      results,
    },
    null,
    2,
  ),
);
await app.close();
await bench.close();
