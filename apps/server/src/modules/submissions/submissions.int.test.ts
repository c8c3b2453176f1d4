import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { computeEntry, formatDecimal, type SubmissionPrice, type TenderTableForm } from '@procura/contract';
import { and, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditTrail, signedInCaller, valuesOf } from '../../../test/api.ts';
import { createTestApp, databaseKinds, type TestApp } from '../../../test/harness.ts';
import { insertProject } from '../../../test/projects.ts';
import { outboxMailTo } from '../../../test/requirements.ts';
import { insertSealedSubmission, setProjectStatus } from '../../../test/submissions.ts';
import { signedInSupplier } from '../../../test/suppliers.ts';
import { priceForm } from '../../../test/tables.ts';
import { nodes, submissionFiles, tenderUploadRequirements } from '../../db/schema/index.ts';
import { openSealed, receiptHash } from '../../platform/sealing.ts';
import { asSystem, inTenant } from '../../platform/tenancy.ts';

type Caller = Awaited<ReturnType<typeof signedInCaller>>;
type Summary = {
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
const secretPrice = '98765.43';
const secretAnswer = 'Zebra-crossing warranty of seven winters';
const secretFile = 'Bank letter of credit 4471-XQ';

describe.each(databaseKinds())('buyer submissions on %s', (kind) => {
  let t: TestApp;
  let dataDir: string;
  let buyer: Caller;
  let northwind: Caller;
  /** The agency's other roles: none may read a sealed part either. */
  let otherRoles: Caller[];
  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'procura-submissions-'));
    t = await createTestApp(kind, { config: { dataDir } });
    buyer = await signedInCaller(t, 'buyer@demo.procura.local');
    northwind = await signedInCaller(t, 'admin@northwind.procura.local', 'northwind');
    otherRoles = [
      await signedInCaller(t, 'lead@demo.procura.local'),
      await signedInCaller(t, 'evaluator@demo.procura.local'),
      await signedInCaller(t, 'admin@demo.procura.local'),
    ];
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
      bids.push(
        await insertSealedSubmission(t, { customerId: customerId(), tenderId }, supplier, {
          price: price(i === 0 ? secretPrice : '10.00'),
          answers: {
            notes: secretAnswer,
            compliance: [{ complianceItemId: item?.id ?? 0, answer: 'Yes', comment: `${secretAnswer} ${i}` }],
          },
          files: [
            {
              fileName: 'bond.txt',
              contentType: 'text/plain',
              content: Buffer.from(secretFile),
              uploadRequirementId: requirement?.id ?? 0,
            },
          ],
        }),
      );
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

  it('keeps prices and answers out of every answer until each part is unsealed, then shows them', async () => {
    const source = await sourceWithBids();
    const leaks = (answers: [string, string][], secret: string) =>
      answers.filter(([, text]) => text.includes(secret)).map(([label]) => label);

    // Published: nothing listed, counts only.
    const open = await buyer.call('GET', `/Submissions?tenderId=${source.tenderId}`);
    expect(open.statusCode, open.body).toBe(200);
    expect(open.json()).toMatchObject({
      data: { submissionDTO: { values: [], count: 0 } },
      opening: { isClosed: false, completeCount: 2 },
    });
    expect(open.body).not.toContain('Bidder 1');
    let answers = await everyAnswer(source);
    expect(leaks(answers, secretPrice)).toEqual([]);
    expect(leaks(answers, '296296.29')).toEqual([]);
    expect(leaks(answers, secretAnswer)).toEqual([]);
    expect(leaks(answers, secretFile)).toEqual([]);

    // Closed, still sealed: names appear, sealed content does not.
    await setProjectStatus(t, customerId(), source.projectId, 'Unofficial_Results');
    answers = await everyAnswer(source);
    expect(leaks(answers, secretPrice)).toEqual([]);
    expect(leaks(answers, secretAnswer)).toEqual([]);
    expect(leaks(answers, secretFile)).toEqual([]);
    const sealedList = valuesOf<Summary>(await buyer.call('GET', `/Submissions?tenderId=${source.tenderId}`));
    expect(sealedList.map((s) => [s.companyName, s.priceSealed, s.submissionSealed, s.priceTotals])).toEqual([
      [`Bidder 1 ${source.tenderId}`, true, true, null],
      [`Bidder 2 ${source.tenderId}`, true, true, null],
    ]);
    expect((await buyer.call('GET', `/Exports/BidAnalysis?tenderId=${source.tenderId}`)).statusCode).toBe(
      403,
    );
    // Every other role of the agency, and another supplier on the portal, see no more.
    for (const caller of otherRoles) {
      const seen = await everyAnswer(source, caller);
      for (const secret of [secretPrice, secretAnswer, secretFile]) expect(leaks(seen, secret)).toEqual([]);
    }
    const rival = await signedInSupplier(t, { companyName: `Rival ${source.tenderId}` });
    const firstId = source.bids[0]?.submission.id ?? 0;
    const portalAnswers: [string, string][] = [
      ['bid page', (await rival.call('GET', `/Opportunities/${source.projectId}/Bid`)).body],
      [
        'receipt',
        (await rival.call('GET', `/Opportunities/${source.projectId}/Bid/Receipt/${firstId}`)).body,
      ],
      ['opportunity', (await rival.call('GET', `/Opportunities/${source.projectId}`)).body],
    ];
    for (const secret of [secretPrice, secretAnswer, secretFile])
      expect(leaks(portalAnswers, secret)).toEqual([]);

    // The submission part first: answers, not prices.
    const unsealSubmission = await buyer.call(
      'POST',
      `/Submissions/Unseal?tenderId=${source.tenderId}&part=submission`,
      {},
    );
    expect(unsealSubmission.statusCode, unsealSubmission.body).toBe(200);
    answers = await everyAnswer(source);
    expect(leaks(answers, secretPrice)).toEqual([]);
    expect(leaks(answers, secretAnswer)).toEqual(expect.arrayContaining(['detail', 'compliance']));
    expect(leaks(answers, secretFile)).toEqual(['file']);

    // Then the price part: the prices, computed by the engine.
    const unsealPrice = await buyer.call(
      'POST',
      `/Submissions/Unseal?tenderId=${source.tenderId}&part=price`,
      {},
    );
    expect(unsealPrice.statusCode, unsealPrice.body).toBe(200);
    answers = await everyAnswer(source);
    expect(leaks(answers, secretPrice)).toEqual(expect.arrayContaining(['detail', 'BidAnalysis cells']));
    const expected = computeEntry(source.form, source.price(secretPrice).forms[0] as never);
    const list = valuesOf<Summary>(await buyer.call('GET', `/Submissions?tenderId=${source.tenderId}`));
    expect(list[0]?.priceTotals).toEqual([
      expect.objectContaining({
        tenderTableId: source.form.table.id,
        total: formatDecimal(expected.total, 2),
      }),
    ]);
    expect(list[0]).toMatchObject({ priceSealed: false, submissionSealed: false });

    // The receipt hash matches the decrypted content.
    const first = source.bids[0]?.submission;
    if (!first) throw new Error('no bid');
    const hash = await inTenant(t.database.db, customerId(), async (tx) =>
      receiptHash(
        await openSealed(tx, t.ctx, first, { kind: 'agency' }, 'price', first.priceSealed ?? ''),
        await openSealed(tx, t.ctx, first, { kind: 'agency' }, 'submission', first.submissionSealed ?? ''),
      ),
    );
    expect(list[0]?.receiptHash).toBe(hash);
  });

  it('opens the opening sheet and bid analysis with the engine totals', async () => {
    const source = await sourceWithBids();
    expect((await buyer.call('GET', `/Exports/OpeningSheet?tenderId=${source.tenderId}`)).statusCode).toBe(
      409,
    );
    await setProjectStatus(t, customerId(), source.projectId, 'Closed');
    for (const part of ['submission', 'price'])
      await buyer.call('POST', `/Submissions/Unseal?tenderId=${source.tenderId}&part=${part}`, {});

    const sheet = await buyer.call('GET', `/Exports/OpeningSheet?tenderId=${source.tenderId}`);
    expect(sheet.statusCode).toBe(200);
    expect(sheet.headers['content-disposition']).toMatch(/Opening Sheet - FX-\w+ - \d\d\.\d\d\.\d{4}\.xlsx/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(sheet.rawPayload as unknown as ArrayBuffer);
    const rows = workbook.worksheets[0]?.getSheetValues().filter(Boolean) as unknown[][];
    const first = computeEntry(source.form, source.price(secretPrice).forms[0] as never).total;
    const second = computeEntry(source.form, source.price('10.00').forms[0] as never).total;
    const bidRows = rows.filter((row) => String(row[1]).startsWith('Bidder'));
    expect(bidRows.map((row) => [row[1], row[3], row[4]])).toEqual([
      [`Bidder 1 ${source.tenderId}`, 'No', Number(formatDecimal(first, 2))],
      [`Bidder 2 ${source.tenderId}`, 'No', Number(formatDecimal(second, 2))],
    ]);
    expect(rows.some((row) => row[1] === 'Closing time')).toBe(true);

    const analysis = await buyer.call('GET', `/Exports/BidAnalysis?tenderId=${source.tenderId}`);
    expect(analysis.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(analysis.rawPayload as unknown as ArrayBuffer);
    const form = book.worksheets[0];
    expect(form?.name).toBe('Price schedule');
    const values = form?.getSheetValues().filter(Boolean) as unknown[][];
    const head = values.find((row) => row[1] === 'Line') ?? [];
    expect(head).toContain(`Bidder 1 ${source.tenderId} - Unit price`);
    expect(head).toContain(`Bidder 2 ${source.tenderId} - Total`);
    const total = values.find((row) => row[1] === 'Total') ?? [];
    expect(total.filter((v) => typeof v === 'number')).toEqual([
      Number(formatDecimal(first, 2)),
      Number(formatDecimal(second, 2)),
    ]);
    const line = values.find((row) => row[1] === 1) ?? [];
    expect(line).toContain(Number(secretPrice));
  });

  it('unseals only after closing, once per part, and asks an authorisation below the minimum', async () => {
    const source = await sourceWithBids({ bids: 1 });
    const unseal = (part: string, body: unknown = {}) =>
      buyer.call('POST', `/Submissions/Unseal?tenderId=${source.tenderId}&part=${part}`, body);
    const early = await unseal('price');
    expect(early.statusCode).toBe(409);
    expect(keys(early)).toBe('submissionsNotClosed');

    await setProjectStatus(t, customerId(), source.projectId, 'Closed');
    await asSystem(t.database.db, (tx) =>
      tx
        .update(nodes)
        .set({ submissionsRequiredToUnseal: 3 })
        .where(and(eq(nodes.customerId, customerId()), eq(nodes.id, buyer.info.tenderNode.id))),
    );
    try {
      const below = await unseal('price');
      expect(below.statusCode).toBe(409);
      expect(keys(below)).toBe('submissionsBelowMinimum');
      expect(below.body).not.toContain('3');
      const authorised = await unseal('price', { confirmBelowMinimum: true });
      expect(authorised.statusCode, authorised.body).toBe(200);
      expect(
        valuesOf<{ priceUnsealedAt: string | null; submissionUnsealedAt: string | null }>(authorised)[0],
      ).toMatchObject({
        priceUnsealedAt: expect.any(String),
        submissionUnsealedAt: null,
      });
      expect(keys(await unseal('price', { confirmBelowMinimum: true }))).toBe('submissionsAlreadyUnsealed');
      const trail = await auditTrail(t, customerId(), 'tender', source.tenderId);
      expect(trail.filter((e) => e.action === 'submissions.unsealed').map((e) => e.after)).toEqual([
        { parts: ['price'], completeSubmissions: 1, authorisedBelowMinimum: true },
      ]);
    } finally {
      await asSystem(t.database.db, (tx) =>
        tx
          .update(nodes)
          .set({ submissionsRequiredToUnseal: 1 })
          .where(and(eq(nodes.customerId, customerId()), eq(nodes.id, buyer.info.tenderNode.id))),
      );
    }
  });

  it('withdraws only on a closed bid, mails the supplier, and filters by status', async () => {
    const source = await sourceWithBids({ bids: 1 });
    const id = source.bids[0]?.submission.id ?? 0;
    const early = await buyer.call('PUT', `/submissions/withdraw/${id}`);
    expect(early.statusCode).toBe(409);
    expect(keys(early)).toBe('submissionBidNotClosed');
    await setProjectStatus(t, customerId(), source.projectId, 'Awarded');
    expect(keys(await buyer.call('PUT', `/submissions/withdraw/${id}`))).toBe('submissionBidNotClosed');
    await setProjectStatus(t, customerId(), source.projectId, 'Closed');
    const withdrawn = await buyer.call('PUT', `/submissions/withdraw/${id}`);
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    expect(valuesOf<Summary>(withdrawn)[0]).toMatchObject({ id, status: 'withdrawn' });
    expect(
      await outboxMailTo(t, source.bids[0]?.submission.contactEmail ?? '', 'submissionWithdrawnByAgency'),
    ).toHaveLength(1);
    const listed = (status: string) =>
      buyer
        .call('GET', `/Submissions?tenderId=${source.tenderId}&status=${status}`)
        .then((r) => valuesOf<Summary>(r));
    expect((await listed('withdrawn')).map((s) => s.id)).toEqual([id]);
    expect(await listed('complete')).toEqual([]);
  });

  it('enters hard copies only when Closed or Awarded, and deletes only hard copies', async () => {
    const source = await sourceWithBids({ bids: 1 });
    const body = {
      tenderId: source.tenderId,
      companyName: 'Paper Paving',
      email: 'bids@paper.example',
      submittedAt: '2026-03-02T15:00:00Z',
    };
    const early = await buyer.call('POST', '/Submissions/HardCopy', body);
    expect(early.statusCode).toBe(409);
    expect(keys(early)).toBe('submissionHardCopyNotClosed');
    expect(
      keys(
        await buyer.call('POST', '/Submissions/HardCopy', {
          tenderId: source.tenderId,
          submittedAt: body.submittedAt,
        }),
      ),
    ).toContain('requiredField');

    await setProjectStatus(t, customerId(), source.projectId, 'Awarded');
    const entered = await buyer.call('POST', '/Submissions/HardCopy', body);
    expect(entered.statusCode, entered.body).toBe(200);
    const paper = valuesOf<Summary>(entered)[0];
    expect(paper).toMatchObject({ companyName: 'Paper Paving', isHardCopy: true, status: 'complete' });
    const planTakerId = source.bids[0]?.planTakerId;
    const registered = await buyer.call('POST', '/Submissions/HardCopy', {
      tenderId: source.tenderId,
      planTakerId,
      submittedAt: body.submittedAt,
    });
    expect(valuesOf<Summary>(registered)[0]).toMatchObject({
      companyName: source.bids[0]?.submission.companyName,
      isHardCopy: true,
    });
    expect(keys(await buyer.call('POST', '/Submissions/HardCopy', { ...body, planTakerId: 999999 }))).toBe(
      'submissionPlanTakerNotFound',
    );

    const online = await buyer.call(
      'DELETE',
      `/plantakers/HardCopySubmission?submissionId=${source.bids[0]?.submission.id}`,
    );
    expect(online.statusCode).toBe(409);
    expect(keys(online)).toBe('planTakerOnlyHardCopyDelete');
    const removed = await buyer.call('DELETE', `/plantakers/HardCopySubmission?submissionId=${paper?.id}`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await buyer.call('GET', `/Submissions/${paper?.id}`)).statusCode).toBe(404);
    const trail = await auditTrail(t, customerId(), 'submission', paper?.id ?? 0);
    expect(trail.map((e) => e.action)).toEqual(['submission.hardCopyEntered', 'submission.hardCopyDeleted']);
  });

  it('keeps private comments and compliance reviews, audited', async () => {
    const source = await sourceWithBids({ bids: 1 });
    const id = source.bids[0]?.submission.id ?? 0;
    expect((await buyer.call('GET', `/Submissions/${id}`)).statusCode).toBe(404);
    await setProjectStatus(t, customerId(), source.projectId, 'Closed');
    const saved = await buyer.call('PUT', `/Submissions/${id}/Comments`, {
      privateComments: 'Late courier, accepted',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(valuesOf<Summary>(saved)[0]?.privateComments).toBe('Late courier, accepted');

    const grid = await buyer.call('GET', `/Submissions/Compliance?tenderId=${source.tenderId}`);
    expect(grid.json()).toMatchObject({
      complianceItems: [{ id: source.itemId, name: 'WSIB clearance' }],
      data: {
        submissionComplianceDTO: {
          values: [
            {
              submissionId: id,
              items: [{ complianceItemId: source.itemId, status: 'Not Reviewed', supplierAnswer: null }],
            },
          ],
        },
      },
    });
    const bad = await buyer.call('PUT', `/Submissions/${id}/Compliance`, {
      complianceItemId: source.itemId,
      status: 'Maybe',
    });
    expect(bad.statusCode).toBe(400);
    const reviewed = await buyer.call('PUT', `/Submissions/${id}/Compliance`, {
      complianceItemId: source.itemId,
      status: 'Non-Compliant',
      comment: 'Expired certificate',
    });
    expect(reviewed.statusCode, reviewed.body).toBe(200);
    expect(valuesOf<{ items: unknown[] }>(reviewed)[0]?.items).toEqual([
      {
        complianceItemId: source.itemId,
        status: 'Non-Compliant',
        comment: 'Expired certificate',
        supplierAnswer: null,
      },
    ]);
    const exported = await buyer.call('GET', `/Exports/Compliance?tenderId=${source.tenderId}`);
    expect(exported.statusCode).toBe(200);
    const text = await cellsOf(exported.rawPayload);
    expect(text).toContain('Non-Compliant');
    expect(text).toContain('Expired certificate');
    const trail = await auditTrail(t, customerId(), 'submission', id);
    expect(trail.map((e) => e.action)).toEqual(['submission.commented', 'submission.complianceReviewed']);
  });

  it("answers 404 to another agency's calls", async () => {
    const source = await sourceWithBids({ bids: 1 });
    await setProjectStatus(t, customerId(), source.projectId, 'Closed');
    const id = source.bids[0]?.submission.id ?? 0;
    const calls: [string, 'GET' | 'PUT' | 'POST' | 'DELETE', string, unknown?][] = [
      ['list', 'GET', `/Submissions?tenderId=${source.tenderId}`],
      ['detail', 'GET', `/Submissions/${id}`],
      ['unseal', 'POST', `/Submissions/Unseal?tenderId=${source.tenderId}&part=price`, {}],
      ['comments', 'PUT', `/Submissions/${id}/Comments`, { privateComments: 'x' }],
      ['withdraw', 'PUT', `/submissions/withdraw/${id}`],
      ['delete', 'DELETE', `/plantakers/HardCopySubmission?submissionId=${id}`],
      ['sheet', 'GET', `/Exports/OpeningSheet?tenderId=${source.tenderId}`],
      ['analysis', 'GET', `/Exports/BidAnalysis?tenderId=${source.tenderId}`],
    ];
    for (const [label, method, url, body] of calls) {
      expect([label, (await northwind.call(method, url, body)).statusCode]).toEqual([label, 404]);
    }
  });
});
