import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { type BidPage, type BidReceipt, submissionAnswersSchema } from '@procura/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { signedInCaller, valuesOf } from '../../../test/api.ts';
import { bidBody, insertMandatoryMeeting, openSourceForBids, registerPlanTaker } from '../../../test/bids.ts';
import { createTestApp, databaseKinds, type TestApp } from '../../../test/harness.ts';
import { multipartBody } from '../../../test/multipart.ts';
import { outboxMailTo, submissionOf } from '../../../test/requirements.ts';
import { signedInSupplier } from '../../../test/suppliers.ts';
import { auditEvents, projects, submissionFiles, submissions, tenders } from '../../db/schema/index.ts';
import { openSealed, receiptHash } from '../../platform/sealing.ts';
import { asSystem } from '../../platform/tenancy.ts';

type Caller = Awaited<ReturnType<typeof signedInCaller>>;
type Supplier = Awaited<ReturnType<typeof signedInSupplier>>;

const hour = 3_600_000;

describe.each(databaseKinds())('the supplier bid on %s', (kind) => {
  let t: TestApp;
  let buyer: Caller;
  beforeAll(async () => {
    t = await createTestApp(kind);
    buyer = await signedInCaller(t, 'buyer@demo.procura.local');
  });
  afterAll(async () => {
    await t?.close();
  });

  const keys = (response: { headers: Record<string, unknown> }) =>
    String(response.headers['x-message-keys'] ?? '');
  const page = (response: { json(): unknown }) => valuesOf<BidPage>(response)[0] as BidPage;
  const receipt = (response: { json(): unknown }) => valuesOf<BidReceipt>(response)[0] as BidReceipt;

  const setClosing = (tenderId: number, closing: Date) =>
    asSystem(t.database.db, (tx) =>
      tx.update(tenders).set({ dateClosing: closing }).where(eq(tenders.id, tenderId)),
    );

  /** An open source closing in a day, a signed-in supplier registered as its plan taker. */
  async function ready(options: Partial<Parameters<typeof openSourceForBids>[2]> = {}) {
    const source = await openSourceForBids(t, buyer, {
      closing: new Date(t.clock.now().getTime() + 24 * hour),
      ...options,
    });
    const supplier = await signedInSupplier(t);
    const planTaker = await registerPlanTaker(t, supplier, source.tenderId);
    const bid = (method: 'GET' | 'PUT' | 'POST' | 'DELETE', rest = '', payload?: unknown) =>
      supplier.call(method, `/Opportunities/${source.projectId}/Bid${rest}`, payload);
    return { ...source, supplier, planTaker, bid };
  }

  async function upload(supplier: Supplier, projectId: number, uploadRequirementId: number, content: Buffer) {
    const body = multipartBody({}, { fileName: 'tender-form.pdf', content });
    return t.app.inject({
      method: 'POST',
      url: `${supplier.portalPath}/Opportunities/${projectId}/Bid/Files?uploadRequirementId=${uploadRequirementId}`,
      headers: { ...body.headers, cookie: supplier.cookie },
      payload: body.payload,
    });
  }

  /** Saves a complete bid (prices, compliance answer, the required file) and submits it. */
  async function submitComplete(source: Awaited<ReturnType<typeof ready>>, prices = ['12.50', '9.75']) {
    const saved = await source.bid(
      'PUT',
      '',
      bidBody(source.form, prices, { complianceItemId: source.complianceItemId }),
    );
    expect(saved.statusCode, saved.body).toBe(200);
    if (source.uploadRequirementId) {
      const file = await upload(
        source.supplier,
        source.projectId,
        source.uploadRequirementId,
        Buffer.from('%PDF-1.4 signed'),
      );
      expect(file.statusCode, file.body).toBe(200);
    }
    return source.bid('POST', '/Submit');
  }

  it('saves a draft sealed, reads it back for its owner, and stores no entered value in clear', async () => {
    const source = await ready();
    const before = page(await source.bid('GET'));
    expect(before).toMatchObject({ mayBid: true, whyNot: null, draft: null, submissions: [] });
    expect(before.priceForms.map((f) => f.table.id)).toEqual([source.form.table.id]);
    expect(before.uploadRequirements.map((u) => u.id)).toEqual([source.uploadRequirementId]);
    expect(before.complianceItems.map((c) => c.id)).toEqual([source.complianceItemId]);
    expect(Math.abs(Date.parse(before.serverTime) - t.clock.now().getTime())).toBeLessThan(5000);

    const body = bidBody(source.form, ['98765.43', '11.11'], { notes: 'Distinctive-note-4711' });
    const saved = await source.bid('PUT', '', body);
    expect(saved.statusCode, saved.body).toBe(200);
    const draft = page(saved).draft;
    expect(draft?.price).toEqual(body.price);
    expect(draft?.answers.notes).toBe('Distinctive-note-4711');
    expect(page(await source.bid('GET')).draft?.price).toEqual(body.price);

    const row = await submissionOf(t, source.customerId, draft?.submissionId ?? 0);
    expect(row?.status).toBe('incomplete');
    const raw = JSON.stringify(row);
    expect(raw).not.toContain('98765.43');
    expect(raw).not.toContain('Distinctive-note-4711');
    expect(row?.priceSealed).toBeTruthy();
  });

  it('refuses entries the form does not have or the supplier does not fill', async () => {
    const source = await ready();
    const body = bidBody(source.form, ['1']);
    const description = source.form.columns.find((c) => c.columnTypeName === 'DescriptiveText');
    const wrong = structuredClone(body);
    wrong.price.forms[0]?.cells.push({ rowId: 999_999, columnId: description?.id ?? 0, value: 'x' });
    expect(keys(await source.bid('PUT', '', wrong))).toContain('bidCellUnknown');
    const notTheirs = structuredClone(body);
    notTheirs.price.forms[0]?.cells.push({
      rowId: source.form.rows[0]?.id ?? 0,
      columnId: description?.id ?? 0,
      value: 'x',
    });
    expect(keys(await source.bid('PUT', '', notTheirs))).toContain('bidCellNotEditable');
    const notNumber = bidBody(source.form, ['lots']);
    const refused = await source.bid('PUT', '', notNumber);
    expect(refused.statusCode).toBe(400);
    expect(keys(refused)).toContain('formCellNotNumeric');
    const unknownForm = structuredClone(body);
    if (unknownForm.price.forms[0]) unknownForm.price.forms[0].tenderTableId = 999_999;
    expect(keys(await source.bid('PUT', '', unknownForm))).toContain('bidFormUnknown');
    const rows = structuredClone(body);
    if (rows.price.forms[0]) rows.price.forms[0].addedRowIds = [-1];
    expect(keys(await source.bid('PUT', '', rows))).toContain('bidRowsNotAllowed');
    expect(page(await source.bid('GET')).draft).toBeNull();
  });

  it('never sends the values of columns hidden from the public', async () => {
    const source = await ready({ hiddenQuantity: true });
    const form = page(await source.bid('GET')).priceForms[0];
    const quantity = form?.columns.find((c) => c.columnTypeName === 'Quantity');
    expect(quantity?.isHiddenOnPublic).toBe(true);
    expect(form?.cells.some((c) => c.columnId === quantity?.id)).toBe(false);
    expect(form?.cells.length).toBeGreaterThan(0);
  });

  it('submits with a receipt whose hash is the stored parts and files after decryption', async () => {
    const source = await ready();
    const before = t.clock.now().getTime();
    const submitted = await submitComplete(source);
    expect(submitted.statusCode, submitted.body).toBe(200);
    const answer = receipt(submitted);
    expect(Date.parse(answer.submittedAt)).toBeGreaterThanOrEqual(before);
    expect(Date.parse(answer.submittedAt)).toBeLessThanOrEqual(t.clock.now().getTime());
    expect(answer.contentSha256).toMatch(/^[0-9a-f]{64}$/);
    expect(answer.receiptNumber).toContain(answer.contentSha256.slice(0, 8).toUpperCase());
    expect(answer.files).toHaveLength(1);

    const row = await submissionOf(t, source.customerId, answer.submissionId);
    expect(row).toMatchObject({ status: 'complete', contentSha256: answer.contentSha256 });
    const recomputed = await asSystem(t.database.db, async (tx) => {
      const reader = { kind: 'supplier', vendorId: source.supplier.vendorId } as const;
      const submission = {
        customerId: source.customerId,
        tenderId: source.tenderId,
        vendorId: row?.vendorId ?? null,
      };
      const price = await openSealed(tx, t.ctx, submission, reader, 'price', row?.priceSealed ?? '');
      const parts = await openSealed(
        tx,
        t.ctx,
        submission,
        reader,
        'submission',
        row?.submissionSealed ?? '',
      );
      const files = await tx
        .select()
        .from(submissionFiles)
        .where(
          and(
            eq(submissionFiles.customerId, source.customerId),
            eq(submissionFiles.submissionId, answer.submissionId),
          ),
        );
      const listed = submissionAnswersSchema.parse(JSON.parse(parts.toString('utf8'))).files;
      expect(listed.map((f) => f.fileId)).toEqual(files.map((f) => f.id));
      return receiptHash(
        price,
        parts,
        listed.map((f) => ({ fileId: f.fileId, sha256: files.find((x) => x.id === f.fileId)?.sha256 ?? '' })),
      );
    });
    expect(recomputed).toBe(answer.contentSha256);

    const mails = await outboxMailTo(t, source.supplier.email, 'bidReceipt');
    expect(mails).toHaveLength(1);
    expect(mails[0]?.textBody).toContain(answer.contentSha256);
    expect(mails[0]?.textBody).not.toContain('12.50');

    const again = await source.bid('GET', `/Receipt/${answer.submissionId}`);
    expect(again.statusCode, again.body).toBe(200);
    expect(receipt(again)).toEqual(answer);
    const events = await asSystem(t.database.db, (tx) => tx.select().from(auditEvents));
    expect(JSON.stringify(events.filter((e) => e.entityType === 'submission'))).not.toContain('12.50');
  });

  it('encrypts files on disk, keeps the plaintext hash, and deletes a draft file', async () => {
    const source = await ready();
    await source.bid('PUT', '', bidBody(source.form, ['1', '2']));
    const content = Buffer.from('Plaintext-document-body-8642 '.repeat(2000));
    const uploaded = await upload(source.supplier, source.projectId, source.uploadRequirementId, content);
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const file = page(uploaded).draft?.files[0];
    const { createHash } = await import('node:crypto');
    expect(file?.sha256).toBe(createHash('sha256').update(content).digest('hex'));
    expect(file?.sizeInByte).toBe(content.length);
    const [stored] = await asSystem(t.database.db, (tx) =>
      tx
        .select()
        .from(submissionFiles)
        .where(eq(submissionFiles.id, file?.id ?? 0)),
    );
    const onDisk = await readFile(path.join(t.ctx.config.dataDir, 'files', stored?.storageKey ?? ''));
    expect(onDisk.length).toBe(content.length + 28);
    expect(onDisk.includes(Buffer.from('Plaintext-document-body'))).toBe(false);

    const replaced = await upload(
      source.supplier,
      source.projectId,
      source.uploadRequirementId,
      Buffer.from('v2'),
    );
    expect(page(replaced).draft?.files).toHaveLength(1);
    const removed = await source.bid('DELETE', `/Files/${page(replaced).draft?.files[0]?.id}`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(page(removed).draft?.files).toEqual([]);
    const folder = path.join(
      t.ctx.config.dataDir,
      'files',
      'submissions',
      String(source.customerId),
      String(source.tenderId),
    );
    expect(await readdir(folder)).toEqual([]);
  });

  it('refuses submission for each rule, with its key', async () => {
    const notTaker = await openSourceForBids(t, buyer, { closing: new Date(t.clock.now().getTime() + hour) });
    const stranger = await signedInSupplier(t);
    const refused = await stranger.call('POST', `/Opportunities/${notTaker.projectId}/Bid/Submit`);
    expect(refused.statusCode).toBe(409);
    expect(keys(refused)).toBe('bidNotPlanTaker');

    const required = await ready({ requiredPrices: true });
    await required.bid(
      'PUT',
      '',
      bidBody(required.form, ['5'], { complianceItemId: required.complianceItemId }),
    );
    const empty = await required.bid('POST', '/Submit');
    expect(empty.statusCode).toBe(400);
    expect(keys(empty)).toContain('formCellRequired');

    const missing = await ready();
    await missing.bid('PUT', '', bidBody(missing.form, ['5', '6']));
    const noFile = await missing.bid('POST', '/Submit');
    expect(noFile.statusCode).toBe(400);
    expect(keys(noFile)).toContain('bidUploadMissing');
    expect(keys(noFile)).toContain('bidComplianceMissing');

    const noDraft = await ready();
    expect(keys(await noDraft.bid('POST', '/Submit'))).toBe('bidNoDraft');

    const hardCopy = await ready({ tender: { submission: 0 } });
    expect(keys(await hardCopy.bid('POST', '/Submit'))).toBe('bidNotOnline');
  });

  it('refuses a supplier who missed a passed mandatory meeting when attendance is tracked', async () => {
    const tracked = await ready({
      tender: { isAttendanceTrackingOn: true },
      withUpload: false,
      withCompliance: false,
    });
    await insertMandatoryMeeting(
      t,
      tracked.customerId,
      tracked.tenderId,
      new Date(t.clock.now().getTime() - hour),
    );
    expect(page(await tracked.bid('GET')).whyNot).toBe('bidMissedMandatoryMeeting');
    expect(keys(await tracked.bid('POST', '/Submit'))).toBe('bidMissedMandatoryMeeting');

    const attended = await ready({
      tender: { isAttendanceTrackingOn: true },
      withUpload: false,
      withCompliance: false,
    });
    await insertMandatoryMeeting(
      t,
      attended.customerId,
      attended.tenderId,
      new Date(t.clock.now().getTime() - hour),
      attended.planTaker.id,
    );
    expect((await submitComplete(attended)).statusCode).toBe(200);

    const untracked = await ready({ withUpload: false, withCompliance: false });
    await insertMandatoryMeeting(
      t,
      untracked.customerId,
      untracked.tenderId,
      new Date(t.clock.now().getTime() - hour),
    );
    expect((await submitComplete(untracked)).statusCode).toBe(200);
  });

  it('accepts a submission at closing minus 1 ms and refuses it at closing and at plus 1 ms', async () => {
    const start = t.clock.now();
    // Date stands still, so the server clock reads exactly what the test sets.
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const early = await ready({ withUpload: false, withCompliance: false });
      const closing = new Date(t.clock.now().getTime() + 20 * 60_000);
      await setClosing(early.tenderId, closing);
      const late = await ready({ withUpload: false, withCompliance: false });
      await setClosing(late.tenderId, closing);
      const exact = await ready({ withUpload: false, withCompliance: false });
      await setClosing(exact.tenderId, closing);
      for (const s of [early, late, exact]) await s.bid('PUT', '', bidBody(s.form, ['1', '2']));

      t.clock.set(new Date(closing.getTime() - 1));
      const accepted = await early.bid('POST', '/Submit');
      expect(accepted.statusCode, accepted.body).toBe(200);
      expect(receipt(accepted).submittedAt).toBe(new Date(closing.getTime() - 1).toISOString());

      t.clock.set(closing);
      expect(keys(await exact.bid('POST', '/Submit'))).toBe('bidClosed');
      t.clock.set(new Date(closing.getTime() + 1));
      const refused = await late.bid('POST', '/Submit');
      expect(refused.statusCode).toBe(409);
      expect(keys(refused)).toBe('bidClosed');
      expect(page(await late.bid('GET')).whyNot).toBe('bidClosed');
      expect(keys(await late.bid('PUT', '', bidBody(late.form, ['3', '4'])))).toBe('bidClosed');
      // Withdrawing after closing is refused as well (the closing job has not even run).
      const withdraw = await early.bid('POST', `/Withdraw/${receipt(accepted).submissionId}`, {
        reason: 'Too late',
      });
      expect(withdraw.statusCode).toBe(409);
      expect(keys(withdraw)).toBe('bidWithdrawAfterClosing');
    } finally {
      t.clock.set(start);
      vi.useRealTimers();
      t.clock.set(start);
    }
  });

  it('keeps one submission unless multiple are allowed, and withdraws before closing', async () => {
    const single = await ready({ withUpload: false, withCompliance: false });
    const first = receipt(await submitComplete(single));
    const second = await single.bid('PUT', '', bidBody(single.form, ['2', '2']));
    expect(second.statusCode).toBe(409);
    expect(keys(second)).toBe('bidAlreadySubmitted');
    expect(page(await single.bid('GET')).whyNot).toBe('bidAlreadySubmitted');

    expect(keys(await single.bid('POST', `/Withdraw/${first.submissionId}`, { reason: ' ' }))).toContain(
      'bidReasonRequired',
    );
    const withdrawn = await single.bid('POST', `/Withdraw/${first.submissionId}`, {
      reason: 'Pricing error',
    });
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    expect(page(withdrawn).submissions[0]).toMatchObject({ id: first.submissionId, status: 'withdrawn' });
    expect(page(withdrawn).mayBid).toBe(true);
    expect(await submissionOf(t, single.customerId, first.submissionId)).toMatchObject({
      status: 'withdrawn',
      withdrawnReason: 'Pricing error',
    });
    expect(keys(await single.bid('POST', `/Withdraw/${first.submissionId}`, { reason: 'again' }))).toBe(
      'bidNotWithdrawable',
    );
    expect((await submitComplete(single)).statusCode).toBe(200);

    const multiple = await ready({
      tender: { allowMultipleSubmissions: true },
      withUpload: false,
      withCompliance: false,
    });
    const one = receipt(await submitComplete(multiple, ['1', '1']));
    const two = receipt(await submitComplete(multiple, ['2', '2']));
    expect(two.submissionId).not.toBe(one.submissionId);
    expect(two.contentSha256).not.toBe(one.contentSha256);
    const listed = page(await multiple.bid('GET')).submissions;
    expect(listed.filter((s) => s.status === 'complete')).toHaveLength(2);
  });

  it('records a no-bid response with its reason and mails the no-bid address', async () => {
    const offered = await ready({
      tender: { onlineSubmissionShowNoBid: true, noBidEmail: 'nobid@demo.example' },
    });
    const noBid = () =>
      offered.supplier.call('POST', `/Opportunities/${offered.projectId}/NoBid`, { reason: 'Fully booked' });
    const answered = await noBid();
    expect(answered.statusCode, answered.body).toBe(200);
    expect(page(answered).submissions[0]).toMatchObject({ isNoBid: true, status: 'complete' });
    const [row] = await asSystem(t.database.db, (tx) =>
      tx
        .select()
        .from(submissions)
        .where(
          and(eq(submissions.customerId, offered.customerId), eq(submissions.tenderId, offered.tenderId)),
        ),
    );
    expect(row).toMatchObject({ isNoBid: true, noBidReason: 'Fully booked', priceSealed: null });
    expect(await outboxMailTo(t, 'nobid@demo.example', 'noBid')).toHaveLength(1);
    expect(keys(await noBid())).toBe('bidNoBidAlreadySent');

    const notOffered = await ready();
    const refused = await notOffered.supplier.call('POST', `/Opportunities/${notOffered.projectId}/NoBid`, {
      reason: 'No',
    });
    expect(refused.statusCode).toBe(409);
    expect(keys(refused)).toBe('bidNoBidNotOffered');
  });

  it('hides one supplier’s draft and receipt from another, and another agency’s opportunity', async () => {
    const source = await ready({ withUpload: false, withCompliance: false });
    const mine = receipt(await submitComplete(source));
    const other = await signedInSupplier(t);
    await registerPlanTaker(t, other, source.tenderId);
    const theirs = page(await other.call('GET', `/Opportunities/${source.projectId}/Bid`));
    expect(theirs.draft).toBeNull();
    expect(theirs.submissions).toEqual([]);
    const peek = await other.call(
      'GET',
      `/Opportunities/${source.projectId}/Bid/Receipt/${mine.submissionId}`,
    );
    expect(peek.statusCode).toBe(404);
    const withdraw = await other.call(
      'POST',
      `/Opportunities/${source.projectId}/Bid/Withdraw/${mine.submissionId}`,
      {
        reason: 'mischief',
      },
    );
    expect(withdraw.statusCode).toBe(404);

    const elsewhere = await signedInSupplier(t, { agency: 'northwind' });
    const foreign = await elsewhere.call('GET', `/Opportunities/${source.projectId}/Bid`);
    expect(foreign.statusCode).toBe(404);
    const design = await openSourceForBids(t, buyer, { closing: new Date(t.clock.now().getTime() + hour) });
    await asSystem(t.database.db, (tx) =>
      tx.update(projects).set({ status: 'Design_Mode_Pending' }).where(eq(projects.id, design.projectId)),
    );
    expect((await source.supplier.call('GET', `/Opportunities/${design.projectId}/Bid`)).statusCode).toBe(
      404,
    );
    const anonymous = await t.app.inject({
      method: 'GET',
      url: `${source.supplier.portalPath}/Opportunities/${source.projectId}/Bid`,
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
