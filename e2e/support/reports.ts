import { readFileSync } from 'node:fs';
import { projectStatusLabels } from '@procura/contract';
import { asSystem, type Db, schema } from '@procura/server';
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import type { Page, Route } from 'playwright-core';

/** A workbook's first sheet as text: each row's cells, empty ones as ''. */
export async function sheetRows(bytes: Buffer): Promise<string[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new Error('the workbook has no sheet');
  const rows: string[][] = [];
  sheet.eachRow((row) => {
    const cells: string[] = [];
    for (let index = 1; index <= sheet.columnCount; index++) {
      const value = row.getCell(index).value;
      cells.push(value === null || value === undefined ? '' : String(value));
    }
    rows.push(cells);
  });
  return rows;
}

/** The demo agency and its tender node, where the lead's reports read. */
async function demoNode(db: Db) {
  const [node] = await asSystem(db, (tx) =>
    tx
      .select({ customerId: schema.nodes.customerId, nodeId: schema.nodes.id })
      .from(schema.nodes)
      .innerJoin(schema.customers, eq(schema.customers.id, schema.nodes.customerId))
      .where(and(eq(schema.customers.domain, 'demo'), eq(schema.nodes.kind, 'tender'))),
  );
  if (!node) throw new Error('the demo agency has no tender node');
  return node;
}

/** The id of the user signing in as `email`. */
export async function userIdOf(db: Db, email: string): Promise<number> {
  const [user] = await asSystem(db, (tx) =>
    tx.select({ id: schema.users.id }).from(schema.users).where(eq(schema.users.email, email)),
  );
  if (!user) throw new Error(`no user ${email}`);
  return user.id;
}

/**
 * Summary Statistics' rows as number and name (its row rule, contract built-in-sources.ts): the
 * node's projects with a source, the latest closing first, no closing last, then by number.
 */
export async function summaryStatisticsRows(db: Db): Promise<[string, string][]> {
  const { customerId, nodeId } = await demoNode(db);
  const { projects, tenders } = schema;
  const firstTender = sql`${tenders.id} = (select min(f.id) from ${tenders} f
    where f.customer_id = ${projects.customerId} and f.project_id = ${projects.id})`;
  const rows = await asSystem(db, (tx) =>
    tx
      .select({ number: projects.number, name: projects.name })
      .from(projects)
      .innerJoin(
        tenders,
        and(eq(tenders.customerId, projects.customerId), eq(tenders.projectId, projects.id)),
      )
      .where(
        and(
          eq(projects.customerId, customerId),
          eq(projects.nodeId, nodeId),
          inArray(projects.type, ['SOURCE', 'SOURCE_CONTRACT']),
          firstTender,
        ),
      )
      .orderBy(sql`${tenders.dateClosing} desc nulls last`, asc(projects.number), asc(projects.id)),
  );
  return rows.map((row) => [row.number ?? '', row.name]);
}

/**
 * A custom report's rows over every phase led by `leadId` (contract custom.ts, the server's
 * customSelection): the node's non-template projects of any reported type, by id, as number,
 * name and the status's label.
 */
export async function customReportRows(db: Db, leadId: number): Promise<[string, string, string][]> {
  const { customerId, nodeId } = await demoNode(db);
  const { projects } = schema;
  const rows = await asSystem(db, (tx) =>
    tx
      .select({ number: projects.number, name: projects.name, status: projects.status })
      .from(projects)
      .where(
        and(
          eq(projects.customerId, customerId),
          eq(projects.nodeId, nodeId),
          inArray(projects.type, ['SOURCE', 'CONTRACT', 'SOURCE_CONTRACT']),
          ne(projects.status, 'Template'),
          eq(projects.projectLeadId, leadId),
        ),
      )
      .orderBy(asc(projects.id)),
  );
  return rows.map((row) => [row.number ?? '', row.name, projectStatusLabels[row.status]]);
}

/**
 * Holds the page's `method` calls to paths matching `pathPattern` until released, so a state the
 * page shows only while an answer is awaited (a run's progress, Refreshing…) can be seen without
 * racing a fast server. Calls after the release go through untouched.
 */
export async function holdCalls(page: Page, method: string, pathPattern: RegExp) {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let arrive = () => {};
  const arrived = new Promise<void>((resolve) => {
    arrive = resolve;
  });
  const matches = (url: URL) => pathPattern.test(url.pathname);
  const handler = async (route: Route) => {
    if (route.request().method() !== method) return route.fallback();
    arrive();
    await released;
    // The page may have given up on the call meanwhile (a poll aborted): nothing is left to send.
    await route.continue().catch(() => undefined);
  };
  await page.route(matches, handler);
  return {
    /** Resolves once a held call has arrived. */
    arrived,
    release: async () => {
      release();
      await page.unroute(matches, handler);
    },
  };
}

/** The file a click on `link` downloads, its bytes and suggested name. */
export async function downloadFrom(page: Page, click: () => Promise<void>) {
  const [download] = await Promise.all([page.waitForEvent('download'), click()]);
  const file = await download.path();
  return { bytes: readFileSync(file), fileName: download.suggestedFilename() };
}
