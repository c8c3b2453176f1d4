import type { Addendum, SupplierQuestions, VendorQuestion } from '@procura/contract';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditTrail, signedInCaller, valuesOf } from '../../../test/api.ts';
import { createTestApp, databaseKinds, type TestApp } from '../../../test/harness.ts';
import { multipartBody } from '../../../test/multipart.ts';
import { insertProject } from '../../../test/projects.ts';
import { insertSubmission, outboxMailTo, submissionOf } from '../../../test/requirements.ts';
import { insertPlanTaker } from '../../../test/sourcing.ts';
import { signedInSupplier } from '../../../test/suppliers.ts';

type Caller = Awaited<ReturnType<typeof signedInCaller>>;

async function pdfOf(pages: number): Promise<Buffer> {
  const document = await PDFDocument.create();
  for (let i = 0; i < pages; i++) document.addPage();
  return Buffer.from(await document.save());
}

describe.each(databaseKinds())('addenda on %s', (kind) => {
  let t: TestApp;
  let buyer: Caller;
  beforeAll(async () => {
    t = await createTestApp(kind);
    buyer = await signedInCaller(t, 'buyer@demo.procura.local');
  });
  afterAll(async () => {
    await t?.close();
  });

  const keys = (response: { headers: Record<string, unknown> }) => response.headers['x-message-keys'];
  const customerId = () => buyer.info.customer.id;
  const source = (status: 'Open' | 'Design_Mode_Pending' = 'Open') =>
    insertProject(
      t,
      { customerId: customerId(), nodeId: buyer.info.tenderNode.id },
      { status, name: 'Bridge repair', number: `BR-${Math.random().toString(36).slice(2, 6)}` },
    );
  const upload = (tenderId: number, file: { fileName: string; content: Buffer }, title = '', query = '') => {
    const body = multipartBody({ title }, file);
    return t.app.inject({
      method: 'POST',
      url: `${buyer.tenantPath}/Addenda?tenderId=${tenderId}${query}`,
      headers: { ...body.headers, cookie: buyer.cookie },
      payload: body.payload,
    });
  };
  const list = async (tenderId: number) =>
    valuesOf<Addendum>(await buyer.call('GET', `/Addenda?tenderId=${tenderId}`));

  it('numbers uploads 1, 2, counts PDF pages (null for other files), mails every plan taker and audits', async () => {
    const { tenderId } = await source();
    await insertPlanTaker(t, customerId(), tenderId, { companyName: 'Acme', email: 'acme@bids.example' });
    await insertPlanTaker(t, customerId(), tenderId, { companyName: 'Beta', email: 'beta@bids.example' });
    const first = await upload(
      tenderId,
      { fileName: 'Addendum A.pdf', content: await pdfOf(3) },
      'Revised drawings',
    );
    expect(first.statusCode, first.body).toBe(200);
    expect(valuesOf<Addendum>(first)[0]).toMatchObject({
      number: 1,
      pageCount: 3,
      title: 'Revised drawings',
    });
    const second = await upload(tenderId, { fileName: 'notes.txt', content: Buffer.from('a note') });
    expect(valuesOf<Addendum>(second)[0]).toMatchObject({
      number: 2,
      pageCount: null,
      contentType: 'text/plain',
    });
    const fake = await upload(tenderId, {
      fileName: 'broken.pdf',
      content: Buffer.from('%PDF-1.7 not really'),
    });
    expect(valuesOf<Addendum>(fake)[0]).toMatchObject({ number: 3, pageCount: null });

    expect((await list(tenderId)).map((a) => a.number)).toEqual([1, 2, 3]);
    for (const address of ['acme@bids.example', 'beta@bids.example']) {
      const mails = await outboxMailTo(t, address, 'addendumIssued');
      expect(mails.map((m) => m.subject.startsWith('Addendum')).length).toBe(3);
    }
    const id = valuesOf<Addendum>(first)[0]?.id ?? 0;
    const trail = await auditTrail(t, customerId(), 'addendum', id);
    expect(trail.map((e) => e.action)).toEqual(['addendum.issued']);
    const download = await buyer.call('GET', `/Addenda/Download?addendumId=${id}`);
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('refuses addenda on a source that is not Open, without a file, and answers 404 to another agency', async () => {
    const draft = await source('Design_Mode_Pending');
    const refused = await upload(draft.tenderId, { fileName: 'a.pdf', content: await pdfOf(1) });
    expect(refused.statusCode).toBe(409);
    expect(keys(refused)).toBe('addendumSourceNotOpen');
    const { tenderId } = await source();
    const body = multipartBody({ title: 'No file' });
    const noFile = await t.app.inject({
      method: 'POST',
      url: `${buyer.tenantPath}/Addenda?tenderId=${tenderId}`,
      headers: { ...body.headers, cookie: buyer.cookie },
      payload: body.payload,
    });
    expect(keys(noFile)).toBe('addendumFileRequired');
    const northwind = await signedInCaller(t, 'admin@northwind.procura.local', 'northwind');
    expect((await northwind.call('GET', `/Addenda?tenderId=${tenderId}`)).statusCode).toBe(404);
    expect(await list(tenderId)).toEqual([]);
  });

  it('answers 409 naming the count while completed submissions exist, then withdraws them when confirmed', async () => {
    const { tenderId } = await source();
    const done = await insertSubmission(t, customerId(), tenderId, { contactEmail: 'done@bid.example' });
    const draft = await insertSubmission(t, customerId(), tenderId, {
      status: 'incomplete',
      contactEmail: 'draft@bid.example',
    });
    const file = { fileName: 'change.pdf', content: await pdfOf(1) };
    const asked = await upload(tenderId, file);
    expect(asked.statusCode).toBe(409);
    expect(keys(asked)).toBe('addendumWithdrawsSubmissions');
    expect(asked.body).toContain('1 completed submission');
    expect(await list(tenderId)).toEqual([]);
    expect((await submissionOf(t, customerId(), done.id))?.status).toBe('complete');

    const confirmed = await upload(tenderId, file, 'Scope change', '&confirmWithdraw=true');
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(valuesOf<Addendum>(confirmed)[0]).toMatchObject({ number: 1, withdrawnSubmissions: 1 });
    const withdrawn = await submissionOf(t, customerId(), done.id);
    expect(withdrawn).toMatchObject({ status: 'withdrawn', withdrawnReason: 'addendumIssued' });
    expect(withdrawn?.withdrawnAt).toBeInstanceOf(Date);
    expect((await submissionOf(t, customerId(), draft.id))?.status).toBe('incomplete');
    expect(await outboxMailTo(t, 'done@bid.example', 'submissionWithdrawn')).toHaveLength(1);
    expect(await outboxMailTo(t, 'draft@bid.example', 'submissionWithdrawn')).toHaveLength(0);
  });

  it('makes a PDF addendum of answered questions, attributed by display name only, and publishes them', async () => {
    const { projectId, tenderId } = await source();
    const supplier = await signedInSupplier(t, { companyName: 'Secret Builders Inc' });
    await insertPlanTaker(t, customerId(), tenderId, {
      vendorId: supplier.vendorId,
      contactId: supplier.contactId,
      companyName: supplier.companyName,
      email: supplier.email,
    });
    await supplier.call('POST', `/Opportunities/${projectId}/Questions`, {
      question: 'Can we use recycled steel?',
    });
    await supplier.call('POST', `/Opportunities/${projectId}/Questions`, { question: 'Still open?' });
    const questions = valuesOf<VendorQuestion>(
      await buyer.call('GET', `/VendorQuestions?tenderId=${tenderId}`),
    );
    const steel = questions.find((q) => q.question.startsWith('Can we'));
    const open = questions.find((q) => q.question === 'Still open?');

    const unanswered = await buyer.call('POST', `/Addenda/FromQuestions?tenderId=${tenderId}`, {
      questionIds: [open?.id],
      title: 'Q&A',
    });
    expect(keys(unanswered)).toBe('questionsNotAnswered');

    await buyer.call('PUT', '/VendorQuestions', {
      id: steel?.id,
      answer: 'Yes, if certified to CSA G40.21.',
      status: 'Complete',
      displayName: 'Bidder 1',
    });
    const made = await buyer.call('POST', `/Addenda/FromQuestions?tenderId=${tenderId}`, {
      questionIds: [steel?.id],
      title: 'Questions and answers',
    });
    expect(made.statusCode, made.body).toBe(200);
    const addendum = valuesOf<Addendum>(made)[0];
    expect(addendum).toMatchObject({ number: 1, questionCount: 1, contentType: 'application/pdf' });
    expect(addendum?.pageCount).toBeGreaterThan(0);

    const download = await buyer.call('GET', `/Addenda/Download?addendumId=${addendum?.id}`);
    const pdf = await PDFDocument.load(download.rawPayload);
    expect(pdf.getPageCount()).toBe(addendum?.pageCount);
    const raw = download.rawPayload.toString('latin1');
    expect(raw).not.toContain('Secret Builders');

    const again = await buyer.call('POST', `/Addenda/FromQuestions?tenderId=${tenderId}`, {
      questionIds: [steel?.id],
    });
    expect(keys(again)).toBe('questionsAlreadyPublished');

    const published = valuesOf<VendorQuestion>(
      await buyer.call('GET', `/VendorQuestions?tenderId=${tenderId}`),
    ).find((q) => q.id === steel?.id);
    expect(published).toMatchObject({ addendumId: addendum?.id, addendumNumber: 1 });
    const panel = valuesOf<SupplierQuestions>(
      await supplier.call('GET', `/Opportunities/${projectId}/Questions`),
    )[0];
    expect(panel?.published).toEqual([
      {
        id: steel?.id,
        question: 'Can we use recycled steel?',
        answer: 'Yes, if certified to CSA G40.21.',
        displayName: 'Bidder 1',
        addendumNumber: 1,
      },
    ]);
    expect(JSON.stringify(panel?.published)).not.toContain('Secret Builders');
    expect(await outboxMailTo(t, supplier.email, 'addendumIssued')).toHaveLength(1);
  });
});
