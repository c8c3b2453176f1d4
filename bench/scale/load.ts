// Loads a generated agency population into a migrated database: the demo seed first (agencies,
// groups, route permissions and the demo people, through the same code npm start uses), then every
// generated row by bulk SQL, batch by batch, then sequences, chain heads and statistics.
import {
  type AppContext,
  inTenant,
  receiptHash,
  sealPart,
  seedDemo,
  verifyAuditChain,
} from '@procura/server';
import type { BenchDatabase, Query } from './database.ts';
import { type AgencyPlan, generateAgency, type NextIds } from './generate.ts';
import { seededRandom, zipfShares } from './random.ts';
import { identityTables, insertStatement, type Row, type TableName, tables } from './tables.ts';

export type ScaleOptions = {
  /** Projects across all agencies (Zipf-skewed, the demo agency largest). */
  projects: number;
  /** Agencies holding projects: demo, northwind and generated ones. */
  agencies: number;
  seed: number;
  /** Complete submissions of the demo agency sealed through platform/sealing.ts (needs ctx). */
  sealSample?: number;
  /** Rows per statement. */
  batch?: number;
  /** Supplier companies of the demo agency (default: one per 20 of its projects). */
  demoSuppliers?: number;
};

export type ScaleReport = {
  seed: number;
  agencies: number;
  rows: Record<TableName, number>;
  totalRows: number;
  seedSeconds: number;
  loadSeconds: number;
  rowsPerSecond: number;
  sealed: number;
  chainsVerified: number;
};

/** Rows wait per table and go out in dependency order (parents first), so foreign keys hold. */
function batcher(query: Query, size: number) {
  const names = Object.keys(tables) as TableName[];
  const pending = new Map<TableName, unknown[][]>(names.map((t) => [t, []]));
  const counts = Object.fromEntries(names.map((t) => [t, 0])) as Record<TableName, number>;
  let buffered = 0;
  // One batch is written while the next is generated (PostgreSQL works in its own process).
  let writing = Promise.resolve();
  const send = async () => {
    const batch = names.map((table) => [table, pending.get(table) ?? []] as const);
    for (const table of names) pending.set(table, []);
    buffered = 0;
    await writing;
    writing = (async () => {
      for (const [table, rows] of batch) {
        if (rows.length === 0) continue;
        const columns = Object.keys(tables[table]).map((_, i) => rows.map((row) => row[i]));
        await query(insertStatement(table), columns);
        counts[table] += rows.length;
      }
    })();
  };
  const flush = async () => {
    await send();
    await writing;
  };
  const emit = async <T extends TableName>(table: T, row: Row<T>) => {
    pending.get(table)?.push(Object.keys(tables[table]).map((column) => row[column as keyof Row<T>]));
    buffered += 1;
    if (buffered >= size) await send();
  };
  return { emit, flush, counts };
}

async function planAgencies(query: Query, options: ScaleOptions): Promise<AgencyPlan[]> {
  const { rows } = (await query(
    `SELECT c.id, c.domain, n.id AS node_id,
       (SELECT g.id FROM user_groups g WHERE g.customer_id = c.id AND g.name = 'Buyers') AS buyers_group_id,
       (SELECT coalesce(array_agg(u.id ORDER BY u.id), '{}') FROM users u WHERE u.customer_id = c.id) AS staff,
       (SELECT min(u.id) FROM users u WHERE u.customer_id = c.id AND u.username LIKE 'lead@%') AS lead_id,
       (SELECT coalesce(array_agg(k.id ORDER BY k.id), '{}') FROM categories k WHERE k.customer_id = c.id) AS category_ids,
       h.seq, h.hash
     FROM customers c
     JOIN nodes n ON n.customer_id = c.id AND n.kind = 'tender'
     JOIN audit_chain_heads h ON h.customer_id = c.id
     WHERE c.domain <> 'procura-support' ORDER BY c.id`,
  )) as {
    rows: {
      id: number;
      domain: string;
      node_id: number;
      buyers_group_id: number;
      staff: number[];
      lead_id: number | null;
      category_ids: number[];
      seq: string;
      hash: string;
    }[];
  };
  const shares = zipfShares(options.projects, rows.length);
  return rows.map((row, i) => ({
    customerId: row.id,
    domain: row.domain,
    tenderNodeId: row.node_id,
    buyersGroupId: row.buyers_group_id,
    staffIds: row.staff,
    dashboardUserId: row.lead_id,
    projects: shares[i] ?? 0,
    suppliers:
      i === 0 && options.demoSuppliers !== undefined
        ? options.demoSuppliers
        : Math.round((shares[i] ?? 0) / 20),
    categoryIds: row.category_ids,
    chain: { seq: Number(row.seq), hash: row.hash },
  }));
}

async function nextIds(query: Query): Promise<NextIds> {
  const entries = await Promise.all(
    identityTables.map(async (table) => {
      const { rows } = (await query(`SELECT coalesce(max(id), 0) + 1 AS next FROM ${table}`)) as {
        rows: { next: number }[];
      };
      return [table, Number(rows[0]?.next ?? 1)] as const;
    }),
  );
  return Object.fromEntries(entries) as NextIds;
}

/**
 * Drops the secondary indexes of the loaded tables (not those behind keys and constraints) and
 * returns how to build them again: one index build after the load is far cheaper than keeping
 * trigram and full-text indexes current row by row.
 */
async function dropSecondaryIndexes(query: Query): Promise<string[]> {
  const { rows } = (await query(
    `SELECT i.indexname, i.indexdef FROM pg_indexes i
     WHERE i.schemaname = 'public' AND i.tablename = ANY($1::text[])
       AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conname = i.indexname)`,
    [Object.keys(tables)],
  )) as { rows: { indexname: string; indexdef: string }[] };
  for (const row of rows) await query(`DROP INDEX "${row.indexname}"`);
  return rows.map((row) => row.indexdef);
}

/** Seals the sample through the real helper, so those bids open (and verify) like real ones. */
async function sealSample(bench: BenchDatabase, ctx: AppContext, customerId: number, count: number) {
  const { rows } = (await bench.ownerQuery(
    `SELECT id, tender_id FROM submissions WHERE customer_id = $1 AND status = 'complete' AND NOT is_no_bid
     ORDER BY id LIMIT $2`,
    [customerId, count],
  )) as { rows: { id: number; tender_id: number }[] };
  const price = Buffer.from(JSON.stringify({ forms: [] }));
  const answers = Buffer.from(JSON.stringify({ forms: [], compliance: [], bonds: [], files: [] }));
  for (const row of rows) {
    const ref = { customerId, tenderId: row.tender_id };
    const [priceSealed, submissionSealed] = await inTenant(bench.database.db, customerId, async (tx) => [
      await sealPart(tx, ctx, ref, price),
      await sealPart(tx, ctx, ref, answers),
    ]);
    await bench.ownerQuery(
      'UPDATE submissions SET price_sealed = $3, submission_sealed = $4, content_sha256 = $5 WHERE customer_id = $1 AND id = $2',
      [customerId, row.id, priceSealed, submissionSealed, receiptHash(price, answers)],
    );
  }
  return rows.length;
}

/** Seeds the demo, then bulk-loads the generated population; `ctx` enables the sealed sample. */
export async function loadScale(bench: BenchDatabase, options: ScaleOptions, ctx?: AppContext) {
  const seedStarted = performance.now();
  await seedDemo(bench.database.db, { extraAgencies: Math.max(0, options.agencies - 2) });
  const seedSeconds = (performance.now() - seedStarted) / 1000;

  const started = performance.now();
  const query = bench.ownerQuery;
  const plans = await planAgencies(query, options);
  const ids = await nextIds(query);
  const { rows: hashRows } = (await query(
    `SELECT password_hash FROM users WHERE username = 'lead@demo.procura.local'`,
  )) as { rows: { password_hash: string }[] };
  const passwordHash = hashRows[0]?.password_hash ?? '';
  // The hour, not the millisecond: re-runs within the hour give the same rows.
  const now = Math.floor(Date.now() / 3_600_000) * 3_600_000;
  const indexes = await dropSecondaryIndexes(query);
  const { emit, flush, counts } = batcher(query, options.batch ?? 5_000);
  for (const plan of plans) {
    const random = seededRandom(options.seed * 1_000_003 + plan.customerId);
    // The dashboard's rows draw from a stream of their own (generate-work.ts).
    const workRandom = seededRandom(options.seed * 1_000_003 + plan.customerId + 500_009);
    const head = await generateAgency(plan, ids, random, now, passwordHash, emit, workRandom);
    await flush();
    await query('UPDATE audit_chain_heads SET seq = $2, hash = $3 WHERE customer_id = $1', [
      plan.customerId,
      head.seq,
      head.hash,
    ]);
  }
  for (const definition of indexes) await query(definition);
  for (const table of identityTables) {
    await query(`SELECT setval(pg_get_serial_sequence('${table}', 'id'), (SELECT max(id) FROM ${table}))`);
  }
  // VACUUM as well: a bulk-loaded table has no visibility map yet, so index-only scans would still
  // visit every row; autovacuum gives a live database one, and the benchmarks should see the same.
  await query(`VACUUM (ANALYZE) ${Object.keys(tables).join(', ')}`);
  const loadSeconds = (performance.now() - started) / 1000;

  const demo = plans[0];
  const sealed =
    ctx && demo && options.sealSample ? await sealSample(bench, ctx, demo.customerId, options.sealSample) : 0;
  // The smallest agency's chain and the largest's (up to 50,000 projects: the verifier holds a
  // whole chain in memory), recomputed by the server's own verifier.
  let chainsVerified = 0;
  for (const plan of [plans[0], plans.at(-1)]) {
    if (!plan || plan.projects > 50_000) continue;
    const verdict = await verifyAuditChain(bench.database.db, plan.customerId);
    if (!verdict.ok) throw new Error(`audit chain of ${plan.domain} broken at ${verdict.brokenAtSeq}`);
    chainsVerified += 1;
  }
  const totalRows = Object.values(counts).reduce((a, b) => a + b, 0);
  const report: ScaleReport = {
    seed: options.seed,
    agencies: plans.length,
    rows: counts,
    totalRows,
    seedSeconds: Number(seedSeconds.toFixed(1)),
    loadSeconds: Number(loadSeconds.toFixed(1)),
    rowsPerSecond: Math.round(totalRows / loadSeconds),
    sealed,
    chainsVerified,
  };
  return { report, plans };
}
