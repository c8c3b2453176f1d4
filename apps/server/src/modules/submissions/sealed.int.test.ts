import { computeEntry, formatDecimal } from '@procura/contract';
import { and, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditTrail, valuesOf } from '../../../test/api.ts';
import { databaseKinds, type TestApp } from '../../../test/harness.ts';
import { setProjectStatus } from '../../../test/submissions.ts';
import {
  type Caller,
  type Summary,
  secretAnswer,
  secretFile,
  secretPrice,
  submissionsSuite,
} from '../../../test/submissions-suite.ts';
import { signedInSupplier } from '../../../test/suppliers.ts';
import { nodes } from '../../db/schema/index.ts';
import { openSealed, receiptHash } from '../../platform/sealing.ts';
import { asSystem, inTenant } from '../../platform/tenancy.ts';

describe.each(databaseKinds())('sealed submissions, unsealing and the opening exports on %s', (kind) => {
  const suite = submissionsSuite(kind);
  const { keys, customerId, sourceWithBids, everyAnswer } = suite;
  let t: TestApp;
  let buyer: Caller;
  let _northwind: Caller;
  let otherRoles: Caller[];
  beforeAll(() => {
    t = suite.t();
    buyer = suite.buyer();
    _northwind = suite.northwind();
    otherRoles = suite.otherRoles();
  });

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
    // Registered Suppliers does not tell who has bid either.
    const bidding = async () =>
      valuesOf<{ hasSubmission: boolean | null }>(
        await buyer.call('GET', `/plantakers?tenderId=${source.tenderId}`),
      ).map((p) => p.hasSubmission);
    const openBidding = await bidding();
    expect(openBidding.every((has) => has === null)).toBe(true);
    let answers = await everyAnswer(source);
    expect(leaks(answers, secretPrice)).toEqual([]);
    expect(leaks(answers, '296296.29')).toEqual([]);
    expect(leaks(answers, secretAnswer)).toEqual([]);
    expect(leaks(answers, secretFile)).toEqual([]);

    // Closed, still sealed: names appear, sealed content does not.
    await setProjectStatus(t, customerId(), source.projectId, 'Unofficial_Results');
    expect((await bidding()).filter((has) => has === true)).toHaveLength(openBidding.length > 0 ? 2 : 0);
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
});
