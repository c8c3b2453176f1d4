// After the surge: what the database holds against what the driver was told. An acknowledged
// receipt missing from the database is lost; two complete bids of one supplier are a duplicate.
import { asSystem, type Database, schema } from '@procura/server';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import type { Acknowledged } from './load.ts';

export async function checkSubmissions(
  database: Database,
  tenderId: number,
  acknowledged: Map<number, Acknowledged>,
) {
  const rows = await asSystem(database.db, (tx) =>
    tx
      .select({
        vendorId: schema.submissions.vendorId,
        status: schema.submissions.status,
        receiptNumber: schema.submissions.receiptNumber,
      })
      .from(schema.submissions)
      .where(eq(schema.submissions.tenderId, tenderId)),
  );
  const complete = rows.filter((r) => r.status === 'complete');
  const receipts = new Set(complete.map((r) => r.receiptNumber));
  const perVendor = new Map<number, number>();
  for (const row of complete) perVendor.set(row.vendorId ?? 0, (perVendor.get(row.vendorId ?? 0) ?? 0) + 1);
  const lost = [...acknowledged.values()].filter((a) => !receipts.has(a.receiptNumber));
  return {
    inDatabase: complete.length,
    drafts: rows.filter((r) => r.status === 'incomplete').length,
    lost: lost.length,
    duplicates: [...perVendor.values()].filter((n) => n > 1).length,
    /** Complete in the database though the driver never learnt it (it gave up): not lost, but to say. */
    unacknowledged: complete.filter((r) => !acknowledged.has(r.vendorId ?? 0)).length,
    recovered: [...acknowledged.values()].filter((a) => a.recovered).length,
  };
}

/** The job queue's last completed run per queue (PostgreSQL): pg-boss still works after the interruptions. */
export async function lastJobRuns(ownerUrl: string) {
  const client = new pg.Client({ connectionString: ownerUrl });
  await client.connect();
  try {
    const result = await client.query<{ name: string; last: Date }>(
      "SELECT name, max(completed_on) AS last FROM pgboss.job WHERE state = 'completed' GROUP BY name ORDER BY name",
    );
    return result.rows;
  } finally {
    await client.end();
  }
}
