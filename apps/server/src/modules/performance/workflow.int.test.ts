import type { PerformanceEvaluation, SupplierEvaluation } from '@procura/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditTrail, valuesOf } from '../../../test/api.ts';
import { databaseKinds } from '../../../test/harness.ts';
import {
  type Caller,
  change,
  contractWithSupplier,
  createEvaluation,
  emailOf,
  fullMarks,
  insertTemplate,
  keys,
  mailsTo,
  performanceWorld,
  read,
  setWorkflow,
  step,
  type World,
} from '../../../test/performance-evaluations.ts';

describe.each(databaseKinds())('supplier performance: the workflow on %s', (kind) => {
  let w: World;
  let templateId: number;
  let rated: Awaited<ReturnType<typeof contractWithSupplier>>;
  const setup = () => ({
    vendorId: rated.supplier.vendorId,
    contractId: rated.contractId,
    performanceTemplateId: templateId,
  });
  const statusAfter = async (caller: Caller, id: number, body: Record<string, unknown>) => {
    const response = await step(caller, id, body);
    expect(response.statusCode, response.body).toBe(200);
    return valuesOf<PerformanceEvaluation>(response)[0]?.status;
  };

  beforeAll(async () => {
    w = await performanceWorld(kind);
    templateId = await insertTemplate(w);
    rated = await contractWithSupplier(w);
  });
  afterAll(async () => {
    await w?.t.close();
  });

  it('passes every reviewer in order, returns with comments, and completes once the supplier acknowledges', async () => {
    // The project lead is the evaluator user, the procurement lead the lead; the rest are defaults.
    await setWorkflow(w, {
      workflowRoles: [
        'director',
        'projectLead',
        'purchasingManager',
        'procurementLead',
        'projectLeadManager',
      ],
      defaultReviewers: {
        projectLeadManagerId: w.userIds.admin,
        purchasingManagerId: w.userIds.buyer,
        directorId: w.userIds.admin,
      },
      supplierReview: true,
      supplierReviewDays: 14,
    });
    const { evaluation } = await createEvaluation(w, setup());
    const id = evaluation?.id ?? 0;
    expect(evaluation?.reviewers.map((r) => [r.role, r.user?.id])).toEqual([
      ['projectLead', w.userIds.evaluator],
      ['projectLeadManager', w.userIds.admin],
      ['procurementLead', w.userIds.lead],
      ['purchasingManager', w.userIds.buyer],
      ['director', w.userIds.admin],
    ]);

    const incomplete = await step(w.evaluator, id, { action: 'submit' });
    expect(incomplete.statusCode).toBe(400);
    expect(keys(incomplete)).toBe('performanceScoresIncomplete');
    expect((await change(w.evaluator, id, { scores: fullMarks })).statusCode).toBe(200);
    expect(await statusAfter(w.evaluator, id, { action: 'submit' })).toBe('Pending Project Lead Review');
    const notMine = await step(w.lead, id, { action: 'approve' });
    expect(notMine.statusCode).toBe(403);
    expect(keys(notMine)).toBe('performanceNotYourStep');
    // Scores are the evaluator's no more.
    const frozen = await change(w.evaluator, id, { scores: { workmanship: 1 } });
    expect(frozen.statusCode).toBe(409);
    expect(keys(frozen)).toBe('performanceNotEditable');
    expect(await statusAfter(w.evaluator, id, { action: 'approve' })).toBe(
      "Pending Project Lead's Manager Review",
    );
    const [toManager] = await mailsTo(w, await emailOf(w, w.userIds.admin));
    expect(toManager?.subject).toBe(`Performance evaluation to review: ${rated.supplier.companyName}`);
    expect(toManager?.textBody).toContain("as project lead's manager");

    const silent = await step(w.admin, id, { action: 'return' });
    expect(silent.statusCode).toBe(400);
    expect(keys(silent)).toBe('performanceReturnNeedsComment');
    expect(
      await statusAfter(w.admin, id, { action: 'return', comment: 'Explain the milestones score.' }),
    ).toBe('In Progress');
    const returned = await read(w.evaluator, id);
    expect(returned.reviewers.map((r) => r.state)).toEqual([
      'waiting',
      'waiting',
      'waiting',
      'waiting',
      'waiting',
    ]);
    const evaluatorMails = await mailsTo(w, await emailOf(w, w.userIds.evaluator));
    expect(evaluatorMails.at(-1)?.subject).toContain('returned');
    expect(evaluatorMails.at(-1)?.textBody).toContain('Explain the milestones score.');

    expect((await change(w.evaluator, id, { scores: { milestones: 4 } })).statusCode).toBe(200);
    expect(await statusAfter(w.evaluator, id, { action: 'submit' })).toBe('Pending Project Lead Review');
    expect(await statusAfter(w.evaluator, id, { action: 'approve' })).toBe(
      "Pending Project Lead's Manager Review",
    );
    expect(await statusAfter(w.admin, id, { action: 'approve' })).toBe('Pending Procurement Lead Review');
    expect(await statusAfter(w.lead, id, { action: 'approve' })).toBe(
      'Pending Procurement/Purchasing Manager Review',
    );
    expect(await statusAfter(w.buyer, id, { action: 'approve' })).toBe('Pending Director Review');
    const reviewing = await read(w.admin, id);
    expect(reviewing.reviewers.map((r) => r.state)).toEqual(['done', 'done', 'done', 'done', 'current']);
    expect(reviewing.can.actions).toEqual(['approve', 'return']);
    expect(await statusAfter(w.admin, id, { action: 'approve' })).toBe('Pending Supplier/Vendor Review');

    const inReview = await read(w.buyer, id);
    expect(inReview).toMatchObject({ supplierReviewEndsOn: '2026-03-16', completedAt: null });
    const [toSupplier] = await mailsTo(w, rated.supplier.email);
    expect(toSupplier?.subject).toContain('has evaluated your performance');
    expect(toSupplier?.textBody).toContain(`/portal/demo/performance/${id}`);
    const [links] = valuesOf<{ supplierUrl: string | null }>(
      await w.buyer.call('GET', `/PreviewLinks?performanceEvaluationId=${id}`),
    );
    expect(links?.supplierUrl).toContain(`/portal/demo/performance/${id}`);
    // The supplier's own steps are the portal's.
    const byAgency = await step(w.admin, id, { action: 'acknowledge' });
    expect(byAgency.statusCode).toBe(400);
    expect(keys(byAgency)).toBe('performanceActionNotAllowed');
    const stale = await w.admin.call('POST', `/PerformanceWorkflow/${id}`, { action: 'approve', version: 0 });
    expect(stale.statusCode).toBe(409);
    expect(keys(stale)).toBe('performanceStaleVersion');

    const acknowledged = await rated.supplier.call('POST', `/PerformanceEvaluations/${id}/Acknowledge`, {
      comment: 'Thank you; noted on milestones.',
    });
    expect(valuesOf<SupplierEvaluation>(acknowledged)[0]?.status).toBe('Complete');
    const done = await read(w.admin, id);
    expect(done).toMatchObject({ status: 'Complete', supplierComment: 'Thank you; noted on milestones.' });
    expect(done.completedAt).not.toBeNull();
    expect(done.history.map((e) => e.action)).toEqual([
      'created',
      'submit',
      'approve',
      'return',
      'submit',
      'approve',
      'approve',
      'approve',
      'approve',
      'approve',
      'acknowledge',
    ]);
    expect(done.history.at(-1)?.actor).toBe('Sam Supplier');
    const trail = await auditTrail(w.t, w.at.customerId, 'performanceEvaluation', id);
    expect(trail.map((e) => e.action)).toContain('performanceEvaluation.acknowledge');
    const refused = await w.admin.call('DELETE', `/PerformanceEvaluation/${id}`);
    expect(keys(refused)).toBe('performanceCompletedDelete');
  });

  it('takes an appeal to Complete - Appeal Complete, with the appeal meeting date', async () => {
    await setWorkflow(w, { workflowRoles: [], supplierReview: true, allowAppeal: true });
    const { evaluation } = await createEvaluation(w, setup());
    const id = evaluation?.id ?? 0;
    await change(w.evaluator, id, { scores: fullMarks });
    expect(await statusAfter(w.evaluator, id, { action: 'submit' })).toBe('Pending Supplier/Vendor Review');

    const appealed = await rated.supplier.call('POST', `/PerformanceEvaluations/${id}/Appeal`, {
      reason: 'The delays were caused by the permit office.',
    });
    expect(valuesOf<SupplierEvaluation>(appealed)[0]).toMatchObject({
      status: 'Under Appeal',
      appeal: { reason: 'The delays were caused by the permit office.', meetingDate: null },
      can: { acknowledge: false, appeal: false },
    });
    const [toEvaluator] = (await mailsTo(w, await emailOf(w, w.userIds.evaluator))).filter((m) =>
      m.subject.startsWith('Performance evaluation appealed'),
    );
    expect(toEvaluator?.textBody).toContain('permit office');
    const creatorMails = await mailsTo(w, await emailOf(w, w.userIds.buyer));
    expect(creatorMails.some((m) => m.subject.startsWith('Performance evaluation appealed'))).toBe(true);

    const noDate = await step(w.admin, id, { action: 'completeAppeal', comment: 'Upheld.' });
    expect(noDate.statusCode).toBe(400);
    expect(keys(noDate)).toBe('performanceAppealMeetingDateRequired');
    // Completing an appeal is an editor's: the evaluator with the view right alone may not.
    const byEvaluator = await step(w.evaluator, id, {
      action: 'completeAppeal',
      appealMeetingDate: '2026-03-05',
    });
    expect(byEvaluator.statusCode).toBe(403);
    // During the appeal the scores may be revised (its outcome).
    expect((await change(w.evaluator, id, { scores: { milestones: 4 } })).statusCode).toBe(200);
    expect(
      await statusAfter(w.admin, id, {
        action: 'completeAppeal',
        appealMeetingDate: '2026-03-05',
        comment: 'Milestones score revised to 4.',
      }),
    ).toBe('Complete - Appeal Complete');
    const closed = await read(w.admin, id);
    expect(closed.appeal).toMatchObject({
      meetingDate: '2026-03-05',
      outcome: 'Milestones score revised to 4.',
    });
    expect(closed.appeal?.completedAt).not.toBeNull();
    expect(closed.completedAt).not.toBeNull();
    expect(closed.percent).toBe(96);
    const again = await step(w.admin, id, { action: 'completeAppeal', appealMeetingDate: '2026-03-05' });
    expect(keys(again)).toBe('performanceActionNotAllowed');
  });

  it('completes on the last approval when the supplier does not review', async () => {
    await setWorkflow(w, { workflowRoles: ['procurementLead'], supplierReview: false });
    const { evaluation } = await createEvaluation(w, setup());
    const id = evaluation?.id ?? 0;
    await change(w.evaluator, id, { scores: fullMarks });
    expect(await statusAfter(w.evaluator, id, { action: 'submit' })).toBe('Pending Procurement Lead Review');
    expect(await statusAfter(w.lead, id, { action: 'approve' })).toBe('Complete');
    const supplierView = await rated.supplier.call('GET', `/PerformanceEvaluations/${id}`);
    expect(valuesOf<SupplierEvaluation>(supplierView)[0]?.can).toEqual({ acknowledge: false, appeal: false });
  });
});
