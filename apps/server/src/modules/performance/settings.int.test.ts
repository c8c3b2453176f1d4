import {
  type AssessmentGroup,
  defaultPerformanceWorkflow,
  defaultRatingRanges,
  type FinalRating,
  type PerformanceWorkflow,
  performanceEvaluationStatuses,
} from '@procura/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditTrail, signedInCaller, valuesOf } from '../../../test/api.ts';
import { createTestApp, databaseKinds, type TestApp } from '../../../test/harness.ts';
import { users } from '../../db/schema/index.ts';
import { asSystem } from '../../platform/tenancy.ts';

type Caller = Awaited<ReturnType<typeof signedInCaller>>;
const keys = (response: { headers: Record<string, unknown> }) => response.headers['x-message-keys'];

/** A user of the agency in no group: no right on supplier performance at all. */
async function insertUserWithoutRights(t: TestApp, customerId: number, username: string) {
  await asSystem(t.database.db, async (tx) => {
    const [lead] = await tx
      .select({ passwordHash: users.passwordHash })
      .from(users)
      .where(and(eq(users.customerId, customerId), eq(users.username, 'lead@demo.procura.local')));
    await tx.insert(users).values({
      customerId,
      email: username,
      username,
      firstName: 'No',
      lastName: 'Rights',
      passwordHash: lead?.passwordHash ?? null,
    });
  });
}

describe.each(databaseKinds())('supplier performance settings on %s', (kind) => {
  let t: TestApp;
  let admin: Caller;
  let lead: Caller;
  let evaluator: Caller;
  let nobody: Caller;
  let northwind: Caller;

  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = await signedInCaller(t, 'admin@demo.procura.local');
    lead = await signedInCaller(t, 'lead@demo.procura.local');
    evaluator = await signedInCaller(t, 'evaluator@demo.procura.local');
    northwind = await signedInCaller(t, 'admin@northwind.procura.local', 'northwind');
    await insertUserWithoutRights(t, admin.info.customer.id, 'nobody@demo.procura.local');
    nobody = await signedInCaller(t, 'nobody@demo.procura.local');
  });
  afterAll(async () => {
    await t?.close();
  });

  const workflowOf = (response: { json(): unknown }) => valuesOf<PerformanceWorkflow>(response)[0];

  it('answers the default workflow until saved, keeps the reviewers once each in their order, and audits the change', async () => {
    const first = await evaluator.call('GET', '/PerformanceWorkflow');
    expect(first.statusCode, first.body).toBe(200);
    expect(workflowOf(first)).toEqual(defaultPerformanceWorkflow);

    const body: PerformanceWorkflow = {
      ...defaultPerformanceWorkflow,
      workflowRoles: ['director', 'projectLead', 'director'],
      defaultReviewers: {
        projectLeadManagerId: null,
        purchasingManagerId: null,
        directorId: lead.info.user.id,
      },
      supplierReviewDays: 21,
      ndaTemplate: 'Keep what you read confidential.',
    };
    const saved = await admin.call('PUT', '/PerformanceWorkflow', body);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(workflowOf(saved)).toMatchObject({
      workflowRoles: ['projectLead', 'director'],
      supplierReviewDays: 21,
    });
    expect(workflowOf(await evaluator.call('GET', '/PerformanceWorkflow'))).toEqual(workflowOf(saved));

    const trail = await auditTrail(
      t,
      admin.info.customer.id,
      'performanceSettings',
      admin.info.tenderNode.id,
    );
    expect(trail.map((e) => e.action)).toEqual(['performanceSettings.workflowUpdated']);
    expect(trail[0]?.before).toMatchObject({ workflow: { supplierReviewDays: 14 } });
  });

  it('refuses a default reviewer who is not an active user of the agency, naming the field', async () => {
    const stranger = await admin.call('PUT', '/PerformanceWorkflow', {
      ...defaultPerformanceWorkflow,
      defaultReviewers: {
        projectLeadManagerId: null,
        purchasingManagerId: northwind.info.user.id,
        directorId: null,
      },
    });
    expect(stranger.statusCode).toBe(400);
    expect(keys(stranger)).toBe('invalidUserId');
    const unknown = await admin.call('PUT', '/PerformanceWorkflow', {
      ...defaultPerformanceWorkflow,
      defaultReviewers: { projectLeadManagerId: 999_999, purchasingManagerId: null, directorId: null },
    });
    expect(unknown.statusCode).toBe(400);
    const days = await admin.call('PUT', '/PerformanceWorkflow', {
      ...defaultPerformanceWorkflow,
      supplierReviewDays: 0,
    });
    expect(days.statusCode).toBe(400);
    expect(keys(days)).toBe('invalidParameter');
    // Nothing was half-written.
    expect(workflowOf(await admin.call('GET', '/PerformanceWorkflow'))?.supplierReviewDays).toBe(21);
  });

  it('saves the rating scale and ranges, and refuses ranges out of order', async () => {
    const first = await evaluator.call('GET', '/FinalRating');
    expect(valuesOf<FinalRating>(first)[0]).toEqual({
      ratingScale: 'sectionWeight',
      ranges: defaultRatingRanges,
    });

    const unordered = await admin.call('PUT', '/FinalRating', {
      ratingScale: 'sum',
      ranges: { ...defaultRatingRanges, good: 95 },
    });
    expect(unordered.statusCode).toBe(400);
    expect(keys(unordered)).toBe('performanceRangesNotOrdered');
    const equal = await admin.call('PUT', '/FinalRating', {
      ratingScale: 'sum',
      ranges: { ...defaultRatingRanges, good: 70 },
    });
    expect(keys(equal)).toBe('performanceRangesNotOrdered');
    const beyond = await admin.call('PUT', '/FinalRating', {
      ratingScale: 'sum',
      ranges: { ...defaultRatingRanges, exceptional: 101 },
    });
    expect(beyond.statusCode).toBe(400);
    const scale = await admin.call('PUT', '/FinalRating', {
      ratingScale: 'median',
      ranges: defaultRatingRanges,
    });
    expect(scale.statusCode).toBe(400);

    const ranges = { exceptional: 95, good: 85, satisfactory: 75, cautionary: 65, notSatisfactory: 0 };
    const saved = await admin.call('PUT', '/FinalRating', { ratingScale: 'average', ranges });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(valuesOf<FinalRating>(await lead.call('GET', '/FinalRating'))[0]).toEqual({
      ratingScale: 'average',
      ranges,
    });
    // The workflow saved before is kept.
    expect(workflowOf(await admin.call('GET', '/PerformanceWorkflow'))?.supplierReviewDays).toBe(21);
  });

  it('answers the evaluation statuses with their lifecycle names, the types and the performance statuses', async () => {
    const statuses = valuesOf<{ status: string; lifecycleName: string }>(
      await evaluator.call('GET', '/Statuses'),
    );
    expect(statuses.map((s) => s.status)).toEqual([...performanceEvaluationStatuses]);
    expect(statuses.find((s) => s.status === "Pending Project Lead's Manager Review")?.lifecycleName).toBe(
      'pending requisitioner supervisor',
    );
    expect(valuesOf(await evaluator.call('GET', '/PerformanceEvaluationType'))).toEqual([
      { type: 'Interim' },
      { type: 'Final' },
      { type: 'Custom' },
    ]);
    expect(valuesOf(await evaluator.call('GET', '/PerformanceStatuses/All'))).toEqual([
      { status: 'Watch List' },
      { status: 'Probation' },
      { status: 'Suspended' },
      { status: 'Debarred' },
    ]);
  });

  const card = {
    scoringMethod: 'points',
    decimalPlaces: 0,
    minScore: 0,
    maxScore: 5,
    sections: [
      { key: 's1', name: 'Quality', weight: 100, criteria: [{ key: 'c1', name: 'Work', worth: 10 }] },
    ],
  };

  it('keeps assessment groups unique by name, refuses unordered ranges, and a group in use is not deleted', async () => {
    const created = await admin.call('POST', '/PerformanceAssessmentGroups', {
      name: 'Construction',
      ranges: { exceptional: 92, good: 82, satisfactory: 72, cautionary: 62, notSatisfactory: 52 },
    });
    expect(created.statusCode, created.body).toBe(200);
    const group = valuesOf<AssessmentGroup>(created)[0] as AssessmentGroup;
    expect(group).toMatchObject({ name: 'Construction', description: '', templateCount: 0 });

    const taken = await admin.call('POST', '/PerformanceAssessmentGroups', { name: ' construction ' });
    expect(taken.statusCode).toBe(400);
    expect(keys(taken)).toBe('performanceNameTaken');
    expect(taken.json()).toEqual(['The name "construction" is already used.']);
    const unordered = await admin.call('POST', '/PerformanceAssessmentGroups', {
      name: 'Consulting',
      ranges: { exceptional: 50, good: 60, satisfactory: 40, cautionary: 30, notSatisfactory: 20 },
    });
    expect(keys(unordered)).toBe('performanceRangesNotOrdered');
    expect(keys(await admin.call('POST', '/PerformanceAssessmentGroups', { name: '  ' }))).toBe(
      'performanceNameRequired',
    );

    const other = valuesOf<AssessmentGroup>(
      await admin.call('POST', '/PerformanceAssessmentGroups', { name: 'Consulting' }),
    )[0] as AssessmentGroup;
    const renamed = await admin.call('PUT', `/PerformanceAssessmentGroups/${other.id}`, {
      name: 'CONSTRUCTION',
    });
    expect(keys(renamed)).toBe('performanceNameTaken');
    const changed = await admin.call('PUT', `/PerformanceAssessmentGroups/${other.id}`, {
      name: 'Professional services',
      description: 'Consultants',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(valuesOf<AssessmentGroup>(changed)[0]).toMatchObject({ description: 'Consultants', ranges: null });

    const template = await admin.call('POST', '/PerformanceTemplate', {
      name: 'Roads',
      assessmentGroupId: group.id,
      card,
    });
    expect(template.statusCode, template.body).toBe(200);
    const listed = valuesOf<AssessmentGroup>(await evaluator.call('GET', '/PerformanceAssessmentGroups'));
    expect(listed.map((g) => [g.name, g.templateCount])).toEqual([
      ['Construction', 1],
      ['Professional services', 0],
    ]);
    const inUse = await admin.call('DELETE', `/PerformanceAssessmentGroups/${group.id}`);
    expect(inUse.statusCode).toBe(400);
    expect(keys(inUse)).toBe('performanceAssessmentGroupInUse');

    const templateId = (valuesOf<{ id: number }>(template)[0] as { id: number }).id;
    expect((await admin.call('DELETE', `/PerformanceTemplate/${templateId}`)).statusCode).toBe(200);
    const removed = await admin.call('DELETE', `/PerformanceAssessmentGroups/${group.id}`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(valuesOf<AssessmentGroup>(removed).map((g) => g.name)).toEqual(['Professional services']);
    expect(keys(await admin.call('DELETE', `/PerformanceAssessmentGroups/${group.id}`))).toBe(
      'invalidAssessmentGroupId',
    );

    // Another agency's group does not exist here, nor ours there.
    const theirs = await northwind.call('PUT', `/PerformanceAssessmentGroups/${other.id}`, {
      name: 'Taken over',
    });
    expect(theirs.statusCode).toBe(404);
    expect(valuesOf(await northwind.call('GET', '/PerformanceAssessmentGroups'))).toEqual([]);

    const trail = await auditTrail(t, admin.info.customer.id, 'assessmentGroup', group.id);
    expect(trail.map((e) => e.action)).toEqual(['assessmentGroup.created', 'assessmentGroup.deleted']);
  });

  it('changes settings, templates and groups only with the control panel manage right', async () => {
    const refused = [
      await lead.call('PUT', '/PerformanceWorkflow', defaultPerformanceWorkflow),
      await lead.call('PUT', '/FinalRating', { ratingScale: 'sum', ranges: defaultRatingRanges }),
      await lead.call('POST', '/PerformanceAssessmentGroups', { name: 'Lead group' }),
      await lead.call('POST', '/PerformanceTemplate', { name: 'Lead template', card }),
      await evaluator.call('PUT', '/PerformanceWorkflow', defaultPerformanceWorkflow),
    ];
    expect(refused.map((r) => r.statusCode)).toEqual([403, 403, 403, 403, 403]);
  });

  it('refuses every call of the area to a user without the supplier performance view right', async () => {
    const paths = [
      '/PerformanceWorkflow',
      '/FinalRating',
      '/Statuses',
      '/PerformanceTemplate',
      '/PerformanceAssessmentGroups',
      '/PerformanceStatuses/All',
      `/PerformanceVendorStatusLogs/Current?vendorId=1`,
      `/VendorPerformances/GetVendorPerformanceSummary?vendorId=1`,
      '/Summary',
      '/PerformanceEvaluationStatistic',
    ];
    for (const path of paths) {
      const response = await nobody.call('GET', path);
      expect(response.statusCode, path).toBe(403);
      expect(keys(response), path).toBe('noPermission');
    }
  });
});
