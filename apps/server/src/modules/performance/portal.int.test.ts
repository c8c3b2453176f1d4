import {
  type PerformanceEvaluation,
  performanceEvaluationRules,
  type SupplierEvaluation,
} from '@procura/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { valuesOf } from '../../../test/api.ts';
import { databaseKinds } from '../../../test/harness.ts';
import { multipartBody, streamedMultipartBody } from '../../../test/multipart.ts';
import {
  type Caller,
  change,
  contractWithSupplier,
  createEvaluation,
  fullMarks,
  insertTemplate,
  keys,
  performanceWorld,
  setWorkflow,
  step,
  type World,
} from '../../../test/performance-evaluations.ts';
import { signedInSupplier } from '../../../test/suppliers.ts';
import { performanceEvaluations } from '../../db/schema/index.ts';
import { asSystem } from '../../platform/tenancy.ts';

describe.each(databaseKinds())('supplier performance: attachments and the supplier portal on %s', (kind) => {
  let w: World;
  let templateId: number;
  let rated: Awaited<ReturnType<typeof contractWithSupplier>>;
  const setup = () => ({
    vendorId: rated.supplier.vendorId,
    contractId: rated.contractId,
    performanceTemplateId: templateId,
  });

  const upload = (caller: Caller, id: number, fileName: string, content: string) => {
    const body = multipartBody({}, { fileName, content: Buffer.from(content), contentType: 'text/plain' });
    return w.t.app.inject({
      method: 'POST',
      url: `${caller.tenantPath}/PerformanceEvaluationGeneralInput?performanceEvaluationId=${id}`,
      headers: { ...body.headers, cookie: caller.cookie },
      payload: body.payload,
    });
  };

  /** An evaluation scored, commented, with an attachment, and submitted to the supplier's review. */
  async function inSupplierReview(visibility: {
    comments: boolean;
    attachments: boolean;
    allowAppeal?: boolean;
  }) {
    const { evaluation } = await createEvaluation(w, {
      ...setup(),
      commentsVisibleToSupplier: visibility.comments,
      attachmentsVisibleToSupplier: visibility.attachments,
      allowAppeal: visibility.allowAppeal ?? true,
    });
    const id = evaluation?.id ?? 0;
    await change(w.evaluator, id, {
      scores: fullMarks,
      comments: { workmanship: 'Neat work' },
      generalComments: 'A reliable supplier',
    });
    const [withFile] = valuesOf<PerformanceEvaluation>(
      await upload(w.evaluator, id, 'site-photos.txt', 'photos'),
    );
    const documentId = withFile?.documents[0]?.id ?? 0;
    const submitted = await step(w.evaluator, id, { action: 'submit' });
    expect(submitted.statusCode, submitted.body).toBe(200);
    return { id, documentId };
  }

  beforeAll(async () => {
    w = await performanceWorld(kind);
    templateId = await insertTemplate(w);
    rated = await contractWithSupplier(w);
    await setWorkflow(w, { workflowRoles: [], supplierReview: true });
  });
  afterAll(async () => {
    await w?.t.close();
  });

  it('keeps the general input’s attachments while the evaluator works, within their limits', async () => {
    const { evaluation } = await createEvaluation(w, setup());
    const id = evaluation?.id ?? 0;
    const added = await upload(w.evaluator, id, 'report.txt', 'on time');
    expect(added.statusCode, added.body).toBe(200);
    const [document] = valuesOf<PerformanceEvaluation>(added)[0]?.documents ?? [];
    expect(document).toMatchObject({ fileName: 'report.txt', sizeInByte: 7, uploadedBy: 'Jordan Lee' });
    const download = await w.buyer.call('GET', `/PerformanceEvaluationGeneralInput/${document?.id}`);
    expect(download.statusCode).toBe(200);
    expect(download.body).toBe('on time');
    // Someone else with the view right alone adds nothing.
    const lead = await w.lead.call('GET', `/PerformanceEvaluation/${id}`);
    expect(lead.statusCode).toBe(200);
    const other = await createEvaluation(w, { ...setup(), evaluatorId: w.userIds.buyer });
    expect((await upload(w.evaluator, other.evaluation?.id ?? 0, 'x.txt', 'x')).statusCode).toBe(403);

    const big = streamedMultipartBody({}, 'huge.bin', performanceEvaluationRules.documentMaxBytes + 1);
    const tooLarge = await w.t.app.inject({
      method: 'POST',
      url: `${w.evaluator.tenantPath}/PerformanceEvaluationGeneralInput?performanceEvaluationId=${id}`,
      headers: { ...big.headers, cookie: w.evaluator.cookie },
      payload: big.payload,
    });
    expect(tooLarge.statusCode).toBe(413);
    expect(keys(tooLarge)).toBe('performanceDocumentTooLarge');

    const removed = await w.evaluator.call('DELETE', `/PerformanceEvaluationGeneralInput/${document?.id}`);
    expect(valuesOf<PerformanceEvaluation>(removed)[0]?.documents).toEqual([]);
    const gone = await w.buyer.call('GET', `/PerformanceEvaluationGeneralInput/${document?.id}`);
    expect(gone.statusCode).toBe(404);
    expect(keys(gone)).toBe('invalidDocumentId');
  });

  it('shows the supplier its own evaluations from its review on, with only what the agency shows', async () => {
    const hidden = await inSupplierReview({ comments: false, attachments: false });
    const shown = await inSupplierReview({ comments: true, attachments: true });
    const { evaluation: draft } = await createEvaluation(w, setup());

    const listed = valuesOf<{ id: number }>(await rated.supplier.call('GET', '/PerformanceEvaluations'));
    expect(listed.map((e) => e.id)).toEqual(expect.arrayContaining([hidden.id, shown.id]));
    expect(listed.map((e) => e.id)).not.toContain(draft?.id);
    expect((await rated.supplier.call('GET', `/PerformanceEvaluations/${draft?.id}`)).statusCode).toBe(404);

    const [secret] = valuesOf<SupplierEvaluation>(
      await rated.supplier.call('GET', `/PerformanceEvaluations/${hidden.id}`),
    );
    expect(secret).toMatchObject({
      status: 'Pending Supplier/Vendor Review',
      percent: 100,
      rating: 'exceptional',
      scores: fullMarks,
      comments: {},
      generalComments: '',
      documents: [],
      supplierReviewEndsOn: '2026-03-16',
      can: { acknowledge: true, appeal: true },
    });
    const hiddenFile = await rated.supplier.call(
      'GET',
      `/PerformanceEvaluations/${hidden.id}/Documents/${hidden.documentId}`,
    );
    expect(hiddenFile.statusCode).toBe(404);

    const [open] = valuesOf<SupplierEvaluation>(
      await rated.supplier.call('GET', `/PerformanceEvaluations/${shown.id}`),
    );
    expect(open).toMatchObject({
      comments: { workmanship: 'Neat work' },
      generalComments: 'A reliable supplier',
      documents: [{ id: shown.documentId, fileName: 'site-photos.txt' }],
    });
    const file = await rated.supplier.call(
      'GET',
      `/PerformanceEvaluations/${shown.id}/Documents/${shown.documentId}`,
    );
    expect(file.statusCode).toBe(200);
    expect(file.body).toBe('photos');
    // Another evaluation's attachment is not this one's.
    const crossed = await rated.supplier.call(
      'GET',
      `/PerformanceEvaluations/${shown.id}/Documents/${hidden.documentId}`,
    );
    expect(crossed.statusCode).toBe(404);
  });

  it('hides one supplier’s evaluations from another, and another agency’s portal from both', async () => {
    const { id } = await inSupplierReview({ comments: true, attachments: true });
    const stranger = await signedInSupplier(w.t);
    for (const path of [`/PerformanceEvaluations/${id}`, `/PerformanceEvaluations/${id}/Documents/1`]) {
      const response = await stranger.call('GET', path);
      expect(response.statusCode, path).toBe(404);
    }
    const acknowledge = await stranger.call('POST', `/PerformanceEvaluations/${id}/Acknowledge`, {
      comment: 'x',
    });
    expect(acknowledge.statusCode).toBe(404);
    expect(keys(acknowledge)).toBe('invalidPerformanceEvaluationId');
    expect(valuesOf(await stranger.call('GET', '/PerformanceEvaluations'))).toEqual([]);
    const northwind = await w.t.app.inject({
      method: 'GET',
      url: `/api/v1/portal/northwind/PerformanceEvaluations/${id}`,
      headers: { cookie: rated.supplier.cookie },
    });
    expect(northwind.statusCode).toBe(401);
  });

  it('refuses an appeal the agency does not allow, and any answer once the window has passed', async () => {
    const noAppeal = await inSupplierReview({ comments: true, attachments: false, allowAppeal: false });
    const [view] = valuesOf<SupplierEvaluation>(
      await rated.supplier.call('GET', `/PerformanceEvaluations/${noAppeal.id}`),
    );
    expect(view?.can).toEqual({ acknowledge: true, appeal: false });
    const appeal = await rated.supplier.call('POST', `/PerformanceEvaluations/${noAppeal.id}/Appeal`, {
      reason: 'Unfair',
    });
    expect(appeal.statusCode).toBe(400);
    expect(keys(appeal)).toBe('performanceActionNotAllowed');
    const noReason = await rated.supplier.call('POST', `/PerformanceEvaluations/${noAppeal.id}/Appeal`, {
      reason: ' ',
    });
    expect(keys(noReason)).toBe('performanceAppealReasonRequired');

    const late = await inSupplierReview({ comments: true, attachments: false });
    await asSystem(w.t.database.db, (tx) =>
      tx
        .update(performanceEvaluations)
        .set({ supplierReviewEndsOn: '2026-03-01' })
        .where(
          and(eq(performanceEvaluations.customerId, w.at.customerId), eq(performanceEvaluations.id, late.id)),
        ),
    );
    const [closed] = valuesOf<SupplierEvaluation>(
      await rated.supplier.call('GET', `/PerformanceEvaluations/${late.id}`),
    );
    expect(closed?.can).toEqual({ acknowledge: false, appeal: false });
    for (const [path, body] of [
      ['Acknowledge', { comment: 'Late' }],
      ['Appeal', { reason: 'Late' }],
    ] as const) {
      const response = await rated.supplier.call('POST', `/PerformanceEvaluations/${late.id}/${path}`, body);
      expect(response.statusCode, path).toBe(409);
      expect(keys(response)).toBe('performanceReviewWindowClosed');
    }
  });
});
