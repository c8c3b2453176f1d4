import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { SubmissionPrice, TenderTableForm } from '@procura/contract';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, expect } from 'vitest';
import { submissionFiles, tenderUploadRequirements } from '../src/db/schema/index.ts';
import { asSystem } from '../src/platform/tenancy.ts';
import { signedInCaller, valuesOf } from './api.ts';
import { createTestApp, type DatabaseKind, type TestApp } from './harness.ts';
import { insertProject } from './projects.ts';
import { insertSealedSubmission, setProjectStatus } from './submissions.ts';
import { signedInSupplier } from './suppliers.ts';
import { priceForm } from './tables.ts';

export type Caller = Awaited<ReturnType<typeof signedInCaller>>;
export type Summary = {
  id: number;
  companyName: string;
  status: string;
  isHardCopy: boolean;
  priceSealed: boolean;
  submissionSealed: boolean;
  privateComments: string;
  receiptHash: string | null;
  priceTotals: { tenderTableId: number; total: string }[] | null;
};

/** The distinctive sealed content: a unit price and an answer text that must not leak before unsealing. */
export const secretPrice = '98765.43';
export const secretAnswer = 'Zebra-crossing warranty of seven winters';
export const secretFile = 'Bank letter of credit 4471-XQ';

/**
 * The app with its own data directory, the demo's buyer, the agency's other roles and another
 * agency, and sources with sealed bids, for the buyer-side submissions tests; call inside a
 * describe, which it gives its beforeAll and afterAll.
 */
export function submissionsSuite(kind: DatabaseKind, options: { listen?: boolean } = {}) {
  let t: TestApp;
  let dataDir: string;
  /** The listening server's origin, with `listen` (for real-time clients). */
  let base = '';
  let buyer: Caller;
  let northwind: Caller;
  /** The agency's other roles: none may read a sealed part either. */
  let otherRoles: Caller[];
  /** Signs everyone in afresh: after a test moves the clock past the sessions' expiry. */
  async function signInAgain() {
    buyer = await signedInCaller(t, 'buyer@demo.procura.local');
    northwind = await signedInCaller(t, 'admin@northwind.procura.local', 'northwind');
    otherRoles = [
      await signedInCaller(t, 'lead@demo.procura.local'),
      await signedInCaller(t, 'evaluator@demo.procura.local'),
      await signedInCaller(t, 'admin@demo.procura.local'),
    ];
  }
  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'procura-submissions-'));
    t = await createTestApp(kind, { config: { dataDir } });
    if (options.listen) {
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    }
    await signInAgain();
  });
  afterAll(async () => {
    await t?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const keys = (response: { headers: Record<string, unknown> }) => response.headers['x-message-keys'];
  const customerId = () => buyer.info.customer.id;

  /** A source with a price form, a compliance item and an upload requirement, published, with two sealed bids. */
  async function sourceWithBids(options: { bids?: number } = {}) {
    const { projectId, tenderId } = await insertProject(t, {
      customerId: customerId(),
      nodeId: buyer.info.tenderNode.id,
    });
    const saved = await buyer.call('PUT', '/TenderTables', priceForm(tenderId));
    expect(saved.statusCode, saved.body).toBe(200);
    const form = saved.json() as TenderTableForm;
    const item = valuesOf<{ id: number }>(
      await buyer.call('POST', '/TenderCompliance', { tenderId, name: 'WSIB clearance' }),
    )[0];
    const [requirement] = await asSystem(t.database.db, (tx) =>
      tx
        .insert(tenderUploadRequirements)
        .values({ customerId: customerId(), tenderId, name: 'Bid bond' })
        .returning(),
    );
    await setProjectStatus(t, customerId(), projectId, 'Open');
    const unitPrice = form.columns.find((c) => c.columnTypeName === 'UnitPrice');
    const rows = form.rows.filter((r) => !r.deleted);
    const price = (value: string): SubmissionPrice => ({
      forms: [
        {
          tenderTableId: form.table.id,
          addedRowIds: [],
          cells: rows.map((row) => ({ rowId: row.id, columnId: unitPrice?.id ?? 0, value })),
        },
      ],
    });
    const bids = [];
    for (let i = 0; i < (options.bids ?? 2); i++) {
      const supplier = await signedInSupplier(t, { companyName: `Bidder ${i + 1} ${tenderId}` });
      bids.push({
        supplier,
        ...(await insertSealedSubmission(t, { customerId: customerId(), tenderId }, supplier, {
          price: price(i === 0 ? secretPrice : '10.00'),
          answers: {
            notes: secretAnswer,
            compliance: [{ complianceItemId: item?.id ?? 0, answer: 'Yes', comment: `${secretAnswer} ${i}` }],
          },
          files: [
            {
              fileName: 'bond.txt',
              contentType: 'text/plain',
              content: Buffer.from(`${secretFile} ${i + 1}`),
              uploadRequirementId: requirement?.id ?? 0,
            },
          ],
        })),
      });
    }
    return { projectId, tenderId, form, itemId: item?.id ?? 0, bids, price };
  }

  async function cellsOf(body: Buffer): Promise<string> {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(body as unknown as ArrayBuffer);
    const texts: string[] = [];
    workbook.eachSheet((sheet) =>
      sheet.eachRow((row) => {
        row.eachCell((cell) => {
          texts.push(String(cell.value));
        });
      }),
    );
    return texts.join('\n');
  }

  /** Every buyer call of this area over a source and one of its submissions, as [label, text seen]. */
  async function everyAnswer(source: Awaited<ReturnType<typeof sourceWithBids>>, caller: Caller = buyer) {
    const id = source.bids[0]?.submission.id ?? 0;
    const fileId = await asSystem(t.database.db, async (tx) => {
      const [file] = await tx.select().from(submissionFiles).where(eq(submissionFiles.submissionId, id));
      return file?.id ?? 0;
    });
    const { tenderId, projectId } = source;
    const answers: [string, string][] = [];
    const calls: [string, 'GET' | 'PUT', string, unknown?][] = [
      ['project', 'GET', `/Projects?projectId=${projectId}`],
      ['list', 'GET', `/Submissions?tenderId=${tenderId}`],
      ['detail', 'GET', `/Submissions/${id}`],
      ['file', 'GET', `/Submissions/${id}/Files/${fileId}`],
      ['compliance', 'GET', `/Submissions/Compliance?tenderId=${tenderId}`],
      ['comments', 'PUT', `/Submissions/${id}/Comments`, { privateComments: 'Checked the bond' }],
      [
        'review',
        'PUT',
        `/Submissions/${id}/Compliance`,
        { complianceItemId: source.itemId, status: 'Compliant' },
      ],
      ['tables', 'GET', `/TenderTables?tenderId=${tenderId}`],
    ];
    for (const [label, method, url, body] of calls) {
      answers.push([label, (await caller.call(method, url, body)).body]);
    }
    for (const name of ['OpeningSheet', 'BidAnalysis', 'Compliance']) {
      const response = await caller.call('GET', `/Exports/${name}?tenderId=${tenderId}`);
      answers.push([name, response.body]);
      if (response.statusCode === 200) answers.push([`${name} cells`, await cellsOf(response.rawPayload)]);
    }
    return answers;
  }

  return {
    t: () => t,
    signInAgain,
    base: () => base,
    admin: () => otherRoles[2] as Caller,
    buyer: () => buyer,
    northwind: () => northwind,
    otherRoles: () => otherRoles,
    keys,
    customerId,
    sourceWithBids,
    cellsOf,
    everyAnswer,
  };
}
