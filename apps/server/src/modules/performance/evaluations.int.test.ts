import type { PerformanceEvaluation, PerformanceEvaluationRow, ProjectDocument } from '@procura/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { valuesOf } from '../../../test/api.ts';
import { databaseKinds } from '../../../test/harness.ts';
import {
  change,
  contractWithSupplier,
  createEvaluation,
  emailOf,
  insertTemplate,
  keys,
  mailsTo,
  performanceWorld,
  read,
  setWorkflow,
  today,
  type World,
} from '../../../test/performance-evaluations.ts';
import { insertDocument } from '../../../test/portal.ts';

const groupRanges = { exceptional: 95, good: 85, satisfactory: 75, cautionary: 65, notSatisfactory: 55 };

describe.each(databaseKinds())(
  'supplier performance: making, listing and deleting evaluations on %s',
  (kind) => {
    let w: World;
    let templateId: number;
    let rated: Awaited<ReturnType<typeof contractWithSupplier>>;
    const setup = () => ({
      vendorId: rated.supplier.vendorId,
      contractId: rated.contractId,
      performanceTemplateId: templateId,
    });

    beforeAll(async () => {
      w = await performanceWorld(kind);
      templateId = await insertTemplate(w, { ranges: groupRanges });
      rated = await contractWithSupplier(w);
      await setWorkflow(w, { workflowRoles: ['projectLead', 'procurementLead'], evaluationWindowDays: 10 });
    });
    afterAll(async () => {
      await w?.t.close();
    });

    it("makes a single evaluation from the template, the node's workflow and the project's leads", async () => {
      const { evaluation } = await createEvaluation(w, setup());
      expect(evaluation).toMatchObject({
        status: 'In Progress',
        vendorId: rated.supplier.vendorId,
        companyName: rated.supplier.companyName,
        contractId: rated.contractId,
        projectId: rated.projectId,
        templateId,
        evaluator: { id: w.userIds.evaluator, name: 'Jordan Lee' },
        evaluationDate: today,
        expiresOn: '2026-03-12',
        ranges: groupRanges,
        ratingScale: 'sectionWeight',
        percent: null,
        rating: null,
        supplierReview: true,
        reviewers: [
          { role: 'projectLead', user: { id: w.userIds.evaluator }, state: 'waiting' },
          { role: 'procurementLead', user: { id: w.userIds.lead }, state: 'waiting' },
        ],
        can: { edit: true, delete: false, actions: ['submit'] },
      });
      expect(evaluation?.history.map((e) => [e.action, e.fromStatus, e.toStatus, e.actor])).toEqual([
        ['created', null, 'In Progress', 'Sam Tremblay'],
      ]);
      // Due today: the evaluator hears of it.
      const [mail] = await mailsTo(w, await emailOf(w, w.userIds.evaluator));
      expect(mail?.subject).toContain(rated.supplier.companyName);
      expect(mail?.textBody).toContain(`/performance/evaluations/${evaluation?.id}`);

      const later = await createEvaluation(w, {
        ...setup(),
        evaluationDate: '2026-04-01',
        evaluatorId: null,
      });
      expect(later.evaluation).toMatchObject({
        status: 'Scheduled',
        evaluator: null,
        expiresOn: '2026-04-11',
      });
      // A custom evaluation needs no contract; its project lead must then be named.
      const custom = await createEvaluation(w, { ...setup(), contractId: null, type: 'Custom' });
      expect(custom.response.statusCode).toBe(400);
      expect(keys(custom.response)).toBe('performanceReviewerMissing');
      const named = await createEvaluation(w, {
        ...setup(),
        contractId: null,
        type: 'Custom',
        reviewers: [{ role: 'director', userId: w.userIds.admin }],
      });
      expect(named.evaluation).toMatchObject({
        contractId: null,
        reviewers: [{ role: 'director', user: { id: w.userIds.admin } }],
      });
    });

    it('schedules interims and a final across the contract, and lists them on the contract', async () => {
      const slots = [
        { type: 'Interim', periodStart: '2026-03-01', periodEnd: '2026-06-30', evaluationDate: '2026-07-01' },
        { type: 'Interim', periodStart: '2026-07-01', periodEnd: '2026-10-31', evaluationDate: '2026-11-01' },
        { type: 'Final', periodStart: '2026-03-01', periodEnd: '2027-02-28', evaluationDate: '2027-02-28' },
      ];
      const response = await w.buyer.call('POST', '/Contracts/PerformanceEvaluation', { ...setup(), slots });
      expect(response.statusCode, response.body).toBe(200);
      const rows = valuesOf<PerformanceEvaluationRow>(response);
      expect(rows.map((r) => [r.type, r.evaluationDate, r.status])).toEqual([
        ['Interim', '2026-07-01', 'Scheduled'],
        ['Interim', '2026-11-01', 'Scheduled'],
        ['Final', '2027-02-28', 'Scheduled'],
      ]);
      const listed = valuesOf<PerformanceEvaluationRow>(
        await w.buyer.call('GET', `/Contracts/PerformanceEvaluation?contractId=${rated.contractId}`),
      );
      expect(listed.map((r) => r.id)).toEqual(expect.arrayContaining(rows.map((r) => r.id)));

      const twoFinals = await w.buyer.call('POST', '/Contracts/PerformanceEvaluation', {
        ...setup(),
        slots: [slots[2], slots[0]],
      });
      expect(twoFinals.statusCode).toBe(400);
      expect(keys(twoFinals)).toBe('performanceScheduleOneFinal');
      const past = await w.buyer.call('POST', '/Contracts/PerformanceEvaluation', {
        ...setup(),
        slots: [{ ...slots[0], evaluationDate: '2026-03-01' }],
      });
      expect(keys(past)).toBe('performanceEvaluationDateInPast');
    });

    it('refuses a past date, an inactive template, a stranger supplier, a missing reviewer and the view right', async () => {
      const expectRefusal = async (body: Record<string, unknown>, status: number, key: string) => {
        const { response } = await createEvaluation(w, { ...setup(), ...body });
        expect(response.statusCode, key).toBe(status);
        expect(keys(response)).toBe(key);
      };
      await expectRefusal({ evaluationDate: '2026-03-01' }, 400, 'performanceEvaluationDateInPast');
      await expectRefusal({ periodEnd: '2025-12-31' }, 400, 'performancePeriodOrder');
      await expectRefusal(
        { performanceTemplateId: await insertTemplate(w, { isActive: false }) },
        400,
        'performanceTemplateInactive',
      );
      await expectRefusal({ performanceTemplateId: 999_999 }, 400, 'invalidPerformanceTemplateId');
      const stranger = await contractWithSupplier(w);
      await expectRefusal({ vendorId: stranger.supplier.vendorId }, 400, 'performanceVendorNotOnContract');
      await expectRefusal({ evaluatorId: 999_999 }, 400, 'invalidUserId');
      await expectRefusal(
        { reviewers: [{ role: 'director', userId: null }] },
        400,
        'performanceReviewerMissing',
      );
      const { response } = await createEvaluation(w, setup(), w.evaluator);
      expect(response.statusCode).toBe(403);
    });

    it('lists the node’s evaluations with filters, paging, a total and those waiting on me', async () => {
      const list = (query: string, caller = w.buyer) => caller.call('GET', `/PerformanceEvaluation?${query}`);
      const all = await list(
        `vendorId=${rated.supplier.vendorId}&limit=2&sortColumn=evaluationDate&sortDirection=asc`,
      );
      const body = all.json() as { data: { performanceEvaluationDTO: { total: number; count: number } } };
      expect(body.data.performanceEvaluationDTO.count).toBe(2);
      expect(body.data.performanceEvaluationDTO.total).toBeGreaterThan(2);
      const scheduled = valuesOf<PerformanceEvaluationRow>(
        await list('status=Scheduled&dateFrom=2026-06-01'),
      );
      expect(scheduled.length).toBeGreaterThan(0);
      expect(scheduled.every((r) => r.status === 'Scheduled' && r.evaluationDate >= '2026-06-01')).toBe(true);
      const mine = valuesOf<PerformanceEvaluationRow>(await list('mine=true', w.evaluator));
      expect(mine.length).toBeGreaterThan(0);
      expect(mine.every((r) => r.status === 'In Progress' && r.evaluator?.id === w.userIds.evaluator)).toBe(
        true,
      );
      expect(valuesOf(await list('mine=true', w.admin))).toEqual([]);
      expect((await list('status=Nope')).statusCode).toBe(400);
    });

    it('scores on the card’s scale at the version read, and keeps the percent and rating', async () => {
      const { evaluation } = await createEvaluation(w, setup());
      const id = evaluation?.id ?? 0;
      const stale = await w.evaluator.call('PUT', `/PerformanceEvaluation/${id}`, {
        version: 99,
        scores: {},
      });
      expect(stale.statusCode).toBe(409);
      expect(keys(stale)).toBe('performanceStaleVersion');
      for (const score of [7, 2.5, -1]) {
        const off = await change(w.evaluator, id, { scores: { workmanship: score } });
        expect(off.statusCode).toBe(400);
        expect(keys(off)).toBe('performanceScoreInvalid');
      }
      expect(keys(await change(w.evaluator, id, { scores: { nope: 1 } }))).toBe('invalidParameter');
      const saved = valuesOf<PerformanceEvaluation>(
        await change(w.evaluator, id, {
          scores: { workmanship: 5, materials: 4 },
          comments: { workmanship: 'Clean joints' },
          generalComments: 'Good start',
        }),
      )[0];
      // Quality earns 18 of 20 (90 %), schedule 0 of 20; weighted 60/40: 54 %, below the group's 55.
      expect(saved).toMatchObject({
        percent: 54,
        rating: 'unacceptable',
        comments: { workmanship: 'Clean joints' },
        generalComments: 'Good start',
      });
      expect(saved?.sections.map((s) => [s.key, s.earned, s.percent])).toEqual([
        ['quality', 18, 90],
        ['schedule', 0, 0],
      ]);
      // Someone with the view right alone, who is not the evaluator, changes nothing.
      const other = await createEvaluation(w, { ...setup(), evaluatorId: w.userIds.buyer });
      const refused = await change(w.evaluator, other.evaluation?.id ?? 0, { scores: { workmanship: 1 } });
      expect(refused.statusCode).toBe(403);
      // Nor may the evaluator change the set-up: that is an editor's.
      expect((await change(w.evaluator, id, { evaluationDate: '2026-03-20' })).statusCode).toBe(403);
      // An editor's change of method resets the worths and the scores (000 §4).
      const reset = valuesOf<PerformanceEvaluation>(
        await change(w.buyer, id, { scoringMethod: 'weights' }),
      )[0];
      expect(reset?.card.scoringMethod).toBe('weights');
      expect(reset?.card.sections.flatMap((s) => s.criteria.map((c) => c.worth))).toEqual([0, 0, 0, 0]);
      expect(reset).toMatchObject({ scores: {}, percent: null, rating: null });
    });

    it('asks the evaluator to declare before scoring when the agency has an NDA', async () => {
      await setWorkflow(w, {
        ndaTemplate: 'Keep what you read confidential.',
        conflictOfInterestTemplate: 'Declare.',
      });
      const { evaluation } = await createEvaluation(w, setup());
      await setWorkflow(w, { ndaTemplate: '', conflictOfInterestTemplate: '' });
      const id = evaluation?.id ?? 0;
      expect(evaluation?.ndaTemplate).toBe('Keep what you read confidential.');
      const undeclared = await change(w.evaluator, id, { scores: { workmanship: 3 } });
      expect(undeclared.statusCode).toBe(400);
      expect(keys(undeclared)).toBe('performanceDeclarationsRequired');
      const half = await change(w.evaluator, id, { acceptNda: true, scores: { workmanship: 3 } });
      expect(keys(half)).toBe('performanceDeclarationsRequired');
      expect((await change(w.buyer, id, { acceptNda: true })).statusCode).toBe(403);
      const declared = valuesOf<PerformanceEvaluation>(
        await change(w.evaluator, id, {
          acceptNda: true,
          declareNoConflict: true,
          scores: { workmanship: 3 },
        }),
      )[0];
      expect(declared?.ndaAcceptedAt).not.toBeNull();
      expect(declared?.noConflictDeclaredAt).not.toBeNull();
      expect(declared?.scores).toEqual({ workmanship: 3 });
    });

    it('deletes an evaluation with the delete right, never a completed one', async () => {
      const { evaluation } = await createEvaluation(w, setup());
      const id = evaluation?.id ?? 0;
      expect((await w.buyer.call('DELETE', `/PerformanceEvaluation/${id}`)).statusCode).toBe(403);
      expect((await w.admin.call('DELETE', `/PerformanceEvaluation/${id}`)).statusCode).toBe(200);
      expect((await w.admin.call('GET', `/PerformanceEvaluation/${id}`)).statusCode).toBe(404);
      expect(keys(await w.admin.call('DELETE', `/PerformanceEvaluation/${id}`))).toBe(
        'invalidPerformanceEvaluationId',
      );

      await setWorkflow(w, { workflowRoles: [], supplierReview: false });
      const done = (await createEvaluation(w, setup())).evaluation?.id ?? 0;
      await setWorkflow(w, { workflowRoles: ['projectLead', 'procurementLead'], supplierReview: true });
      const scored = await change(w.evaluator, done, {
        scores: { workmanship: 5, materials: 5, milestones: 5, reporting: 5 },
      });
      expect(scored.statusCode).toBe(200);
      const { version } = await read(w.evaluator, done);
      const submitted = await w.evaluator.call('POST', `/PerformanceWorkflow/${done}`, {
        action: 'submit',
        version,
      });
      expect(valuesOf<PerformanceEvaluation>(submitted)[0]).toMatchObject({
        status: 'Complete',
        percent: 100,
        rating: 'exceptional',
      });
      const refused = await w.admin.call('DELETE', `/PerformanceEvaluation/${done}`);
      expect(refused.statusCode).toBe(409);
      expect(keys(refused)).toBe('performanceCompletedDelete');
    });

    it('answers the links, mails a reminder, and lists the rated project’s documents', async () => {
      const { evaluation } = await createEvaluation(w, setup());
      const id = evaluation?.id ?? 0;
      const [links] = valuesOf<{ agencyUrl: string; supplierUrl: string | null }>(
        await w.evaluator.call('GET', `/PreviewLinks?performanceEvaluationId=${id}`),
      );
      expect(links).toEqual({
        agencyUrl: `${w.t.ctx.config.publicUrl.replace(/\/$/, '')}/performance/evaluations/${id}`,
        supplierUrl: null,
      });
      const sent = await w.buyer.call('POST', `/SendEmail?performanceEvaluationId=${id}`, {
        to: 'current',
        message: 'Please finish by Friday.',
      });
      const evaluatorEmail = await emailOf(w, w.userIds.evaluator);
      expect(valuesOf(sent)).toEqual([{ recipients: [evaluatorEmail] }]);
      const [reminder] = await mailsTo(w, evaluatorEmail, 'performanceEvaluationReminder');
      expect(reminder?.textBody).toContain('Please finish by Friday.');
      const toSupplier = await w.buyer.call('POST', `/SendEmail?performanceEvaluationId=${id}`, {
        to: 'supplier',
      });
      expect(keys(toSupplier)).toBe('performanceActionNotAllowed');

      await insertDocument(w.t, w.at.customerId, rated.tenderId, 'drawings.pdf', 'plans');
      const documents = valuesOf<ProjectDocument>(
        await w.evaluator.call('GET', `/ProjectDocuments?performanceEvaluationId=${id}`),
      );
      expect(documents.map((d) => d.fileName)).toEqual(['drawings.pdf']);
      const northwind = await w.t.app.inject({
        method: 'GET',
        url: `/api/v1/customer/${w.at.customerId}/node/${w.at.nodeId}/PreviewLinks?performanceEvaluationId=${id}`,
      });
      expect(northwind.statusCode).toBe(401);
    });
  },
);
