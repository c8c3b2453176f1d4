import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from '../../../test/harness.ts';
import {
  change,
  contractWithSupplier,
  createEvaluation,
  emailOf,
  fullMarks,
  insertTemplate,
  mailsTo,
  performanceWorld,
  read,
  setWorkflow,
  step,
  today,
  type World,
} from '../../../test/performance-evaluations.ts';
import { sweepPerformanceEvaluations } from './jobs.ts';

describe.each(databaseKinds())('supplier performance: the daily sweep on %s', (kind) => {
  let w: World;
  let templateId: number;
  let rated: Awaited<ReturnType<typeof contractWithSupplier>>;
  const setup = () => ({
    vendorId: rated.supplier.vendorId,
    contractId: rated.contractId,
    performanceTemplateId: templateId,
  });
  const sweep = (day: string) => sweepPerformanceEvaluations(w.t.ctx, w.t.clock.now(), day);

  beforeAll(async () => {
    w = await performanceWorld(kind);
    templateId = await insertTemplate(w);
    rated = await contractWithSupplier(w);
    await setWorkflow(w, {
      workflowRoles: [],
      supplierReview: true,
      supplierReviewDays: 14,
      evaluationWindowDays: 30,
    });
  });
  afterAll(async () => {
    await w?.t.close();
  });

  it('makes scheduled evaluations due on their day, mailing the evaluator', async () => {
    const assigned = (await createEvaluation(w, { ...setup(), evaluationDate: '2026-03-10' })).evaluation;
    const unassigned = (
      await createEvaluation(w, { ...setup(), evaluationDate: '2026-03-10', evaluatorId: null })
    ).evaluation;
    expect(assigned?.status).toBe('Scheduled');
    const evaluatorEmail = await emailOf(w, w.userIds.evaluator);
    const before = (await mailsTo(w, evaluatorEmail)).length;

    // Not yet: the agency's own day (the test clock's) is earlier.
    await sweepPerformanceEvaluations(w.t.ctx, w.t.clock.now());
    expect((await read(w.buyer, assigned?.id ?? 0)).status).toBe('Scheduled');
    await sweep('2026-03-09');
    expect((await read(w.buyer, assigned?.id ?? 0)).status).toBe('Scheduled');

    const counts = await sweep('2026-03-10');
    expect(counts.due).toBeGreaterThanOrEqual(2);
    const due = await read(w.buyer, assigned?.id ?? 0);
    expect(due.status).toBe('In Progress');
    expect(due.history.at(-1)).toMatchObject({
      action: 'due',
      fromStatus: 'Scheduled',
      toStatus: 'In Progress',
      actor: 'System',
    });
    expect((await read(w.buyer, unassigned?.id ?? 0)).status).toBe('Draft-Unassigned');
    const mails = await mailsTo(w, evaluatorEmail);
    expect(mails.length).toBe(before + 1);
    expect(mails.at(-1)?.subject).toContain('Performance evaluation due');
    // Swept twice, nothing moves again.
    const again = await sweep('2026-03-10');
    expect(again.due).toBe(0);
  });

  it('expires an evaluation not submitted within its window', async () => {
    const { evaluation } = await createEvaluation(w, setup());
    const id = evaluation?.id ?? 0;
    expect(evaluation?.expiresOn).toBe('2026-04-01');
    await sweep('2026-04-01');
    expect((await read(w.buyer, id)).status).toBe('In Progress');
    await sweep('2026-04-02');
    const expired = await read(w.buyer, id);
    expect(expired.status).toBe('Expired');
    expect(expired.history.at(-1)).toMatchObject({ action: 'expired', fromStatus: 'In Progress' });
    expect(expired.can).toMatchObject({ edit: false, actions: [] });
  });

  it('completes a supplier review whose window has passed', async () => {
    const { evaluation } = await createEvaluation(w, { ...setup(), evaluationDate: today });
    const id = evaluation?.id ?? 0;
    await change(w.evaluator, id, { scores: fullMarks });
    expect((await step(w.evaluator, id, { action: 'submit' })).statusCode).toBe(200);
    expect((await read(w.buyer, id)).supplierReviewEndsOn).toBe('2026-03-16');
    await sweep('2026-03-16');
    expect((await read(w.buyer, id)).status).toBe('Pending Supplier/Vendor Review');
    const counts = await sweep('2026-03-17');
    expect(counts.autoCompleted).toBeGreaterThanOrEqual(1);
    const done = await read(w.buyer, id);
    expect(done).toMatchObject({ status: 'Complete' });
    expect(done.completedAt).not.toBeNull();
    expect(done.history.at(-1)).toMatchObject({
      action: 'autoComplete',
      toStatus: 'Complete',
      actor: 'System',
    });
  });
});
