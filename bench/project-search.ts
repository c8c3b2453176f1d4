// Project search at scale: loads N projects into one agency by bulk SQL, then times POST
// /Projects/Search through the app (sign-in, guard, validation, query, envelope) for the searches a
// buyer makes, and reports p50 and p95 per search.
//   npm run search -w @procura/bench -- [projects=100000] [postgres|pglite] [runs=30]
// PostgreSQL needs BENCH_DATABASE_URL (an owner URL on a server; a fresh database is made and dropped).
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { buildApp, openDatabase, readConfig, seedDemo } from '@procura/server';
import pg from 'pg';

const total = Number(process.argv[2] ?? 100_000);
const kind = (process.argv[3] ?? 'pglite') as 'pglite' | 'postgres';
const runs = Number(process.argv[4] ?? 30);

async function open() {
  if (kind === 'pglite') return { database: await openDatabase({ kind: 'pglite' }), drop: async () => {} };
  const ownerUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const name = `procura_bench_${Date.now()}`;
  const admin = new pg.Client({ connectionString: ownerUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(ownerUrl);
  url.pathname = `/${name}`;
  const appUrl = new URL(url);
  appUrl.username = 'procura_app';
  const database = await openDatabase({
    kind: 'postgres',
    ownerUrl: url.toString(),
    appUrl: appUrl.toString(),
  });
  return {
    database,
    drop: async () => {
      // BENCH_KEEP=1 leaves the database for EXPLAIN.
      if (process.env.BENCH_KEEP) return console.log(`kept database ${name}`);
      const dropper = new pg.Client({ connectionString: ownerUrl });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
}

const { database, drop } = await open();
await seedDemo(database.db);

// Names from a small vocabulary, so word and fragment searches match realistic fractions.
const words = ['harbour', 'library', 'roof', 'road', 'bridge', 'snow', 'water', 'park', 'school', 'transit'];
const works = ['repair', 'replacement', 'services', 'supply', 'dredging', 'lighting', 'design', 'cleaning'];
const loadStarted = performance.now();
const batch = 50_000;
for (let from = 0; from < total; from += batch) {
  const to = Math.min(total, from + batch) - 1;
  await database.execOwner(`
    WITH agency AS (
      SELECT c.id AS customer_id, n.id AS node_id FROM customers c
      JOIN nodes n ON n.customer_id = c.id AND n.kind = 'tender' WHERE c.domain = 'demo'
    ), inserted AS (
      INSERT INTO projects (customer_id, node_id, name, number, type, phase, status, procurement_method,
                            description, estimated_value, created_at, updated_at)
      SELECT a.customer_id, a.node_id,
             initcap((ARRAY[${words.map((w) => `'${w}'`).join(',')}])[1 + (g % ${words.length})]) || ' ' ||
               (ARRAY[${works.map((w) => `'${w}'`).join(',')}])[1 + ((g / ${words.length}) % ${works.length})] || ' ' || g,
             'B-' || lpad(g::text, 8, '0'), 'SOURCE', 'Build',
             (ARRAY['Design_Mode_Pending','Open','Closed','Awarded','Cancelled'])[1 + (g % 5)],
             (ARRAY['Public','Prequalification','Private','Limited'])[1 + (g % 4)],
             'Generated project ' || g, (g % 1000) * 1000,
             now() - (g || ' minutes')::interval, now() - (g || ' minutes')::interval
      FROM generate_series(${from}, ${to}) g, agency a
      RETURNING customer_id, id, created_at
    )
    INSERT INTO tenders (customer_id, project_id, settings, date_available, date_closing)
    SELECT customer_id, id, '{}'::jsonb, created_at + interval '1 day', created_at + interval '30 days' FROM inserted;
  `);
}
await database.execOwner('ANALYZE projects; ANALYZE tenders;');
const loadSeconds = (performance.now() - loadStarted) / 1000;

const { app } = await buildApp({
  config: readConfig({ APP_ENV: 'test', LOG_LEVEL: 'silent' }),
  db: database.db,
  logger: false,
});
await app.ready();
const headers = { 'content-type': 'application/json', 'x-requested-with': 'procura' };
const login = await app.inject({
  method: 'POST',
  url: '/api/v1/login',
  headers,
  payload: { username: 'lead@demo.procura.local', password: 'Procura!Demo2026', domain: 'demo' },
});
const cookie = login.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
const info = login.json() as { customer: { id: number }; tenderNode: { id: number } };
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
      headers: { ...headers, cookie },
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
      loadSeconds: Number(loadSeconds.toFixed(1)),
      runs,
      results,
    },
    null,
    2,
  ),
);
await app.close();
await database.close();
await drop();
