import {
  defaultRatingRanges,
  type PerformanceTemplate,
  type PerformanceTemplateInput,
  type ScoreCardInput,
} from '@procura/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditTrail, signedInCaller, valuesOf } from '../../../test/api.ts';
import { createTestApp, databaseKinds, type TestApp } from '../../../test/harness.ts';
import { insertVendors } from '../../../test/vendor-lists.ts';
import { performanceEvaluations } from '../../db/schema/index.ts';
import { asSystem } from '../../platform/tenancy.ts';

type Caller = Awaited<ReturnType<typeof signedInCaller>>;
const keys = (response: { headers: Record<string, unknown> }) => response.headers['x-message-keys'];
const one = (response: { json(): unknown }) =>
  valuesOf<PerformanceTemplate>(response)[0] as PerformanceTemplate;

/** Two sections of two criteria, 10 points each; the sections weigh 60 and 40. */
const pointsCard = (): ScoreCardInput => ({
  scoringMethod: 'points',
  decimalPlaces: 1,
  minScore: 1,
  maxScore: 5,
  sections: [
    {
      key: 'quality',
      name: 'Quality',
      weight: 60,
      criteria: [
        { key: 'work', name: 'Workmanship', worth: 10 },
        { key: 'spec', name: 'Specifications', worth: 10 },
      ],
    },
    {
      key: 'time',
      name: 'Schedule',
      weight: 40,
      criteria: [
        { key: 'dates', name: 'Milestones', worth: 10 },
        { key: 'talk', name: 'Communication', worth: 10 },
      ],
    },
  ],
});

const withWorths = (card: ScoreCardInput, method: 'points' | 'weights', worths: number[]): ScoreCardInput => {
  let i = 0;
  return {
    ...card,
    scoringMethod: method,
    sections: card.sections.map((s) => ({
      ...s,
      criteria: s.criteria.map((c) => ({ ...c, worth: worths[i++] ?? 0 })),
    })),
  };
};

describe.each(databaseKinds())('score card templates on %s', (kind) => {
  let t: TestApp;
  let admin: Caller;
  let evaluator: Caller;
  let lead: Caller;
  let northwind: Caller;

  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = await signedInCaller(t, 'admin@demo.procura.local');
    evaluator = await signedInCaller(t, 'evaluator@demo.procura.local');
    lead = await signedInCaller(t, 'lead@demo.procura.local');
    northwind = await signedInCaller(t, 'admin@northwind.procura.local', 'northwind');
  });
  afterAll(async () => {
    await t?.close();
  });

  const create = (body: PerformanceTemplateInput, caller = admin) =>
    caller.call('POST', '/PerformanceTemplate', body);

  it('creates a template, lists and reads it with its group and use, and audits it', async () => {
    const group = valuesOf<{ id: number }>(
      await admin.call('POST', '/PerformanceAssessmentGroups', { name: 'Roads' }),
    )[0] as { id: number };
    const created = await create({
      name: 'Contractor evaluation',
      description: 'For road works',
      guide: 'Score fairly.',
      assessmentGroupId: group.id,
      card: pointsCard(),
    });
    expect(created.statusCode, created.body).toBe(200);
    const template = one(created);
    expect(template).toMatchObject({
      name: 'Contractor evaluation',
      guide: 'Score fairly.',
      assessmentGroupId: group.id,
      assessmentGroupName: 'Roads',
      isActive: true,
      evaluationCount: 0,
    });
    expect(template.card.sections[0]?.criteria[0]).toEqual({
      key: 'work',
      name: 'Workmanship',
      description: '',
      worth: 10,
    });

    const read = await evaluator.call('GET', `/PerformanceTemplate/${template.id}`);
    expect(read.statusCode).toBe(200);
    expect(one(read)).toEqual(template);
    const second = one(await create({ name: 'Another card', card: pointsCard(), isActive: false }));
    expect(
      valuesOf<PerformanceTemplate>(await evaluator.call('GET', '/PerformanceTemplate')).map((x) => x.name),
    ).toEqual(['Another card', 'Contractor evaluation']);
    expect(second.assessmentGroupName).toBeNull();

    const trail = await auditTrail(t, admin.info.customer.id, 'performanceTemplate', template.id);
    expect(trail.map((e) => e.action)).toEqual(['performanceTemplate.created']);
  });

  it('keeps names unique per node ignoring case, and refuses a group that is not the node’s', async () => {
    const taken = await create({ name: 'CONTRACTOR evaluation ', card: pointsCard() });
    expect(taken.statusCode).toBe(400);
    expect(keys(taken)).toBe('performanceNameTaken');
    expect(taken.json()).toEqual(['The name "CONTRACTOR evaluation" is already used.']);

    const theirs = valuesOf<{ id: number }>(
      await northwind.call('POST', '/PerformanceAssessmentGroups', { name: 'Northwind group' }),
    )[0] as { id: number };
    const foreign = await create({ name: 'Foreign group', assessmentGroupId: theirs.id, card: pointsCard() });
    expect(foreign.statusCode).toBe(400);
    expect(keys(foreign)).toBe('invalidAssessmentGroupId');
    // Another agency may use the same name.
    expect((await create({ name: 'Contractor evaluation', card: pointsCard() }, northwind)).statusCode).toBe(
      200,
    );
  });

  it('refuses a card its node cannot rate, each with its catalogue key', async () => {
    const refusal = async (card: ScoreCardInput) => {
      const response = await create({ name: `Bad ${Math.random()}`, card });
      expect(response.statusCode, response.body).toBe(400);
      return keys(response);
    };
    expect(await refusal({ ...pointsCard(), minScore: 5, maxScore: 5 })).toBe('performanceScaleInvalid');
    expect(await refusal(withWorths(pointsCard(), 'points', [10, 0, 10, 10]))).toBe(
      'performanceCriterionNeedsWorth',
    );
    expect(await refusal(withWorths(pointsCard(), 'weights', [30, 30, 20, 10]))).toBe(
      'performanceWeightsNot100',
    );
    expect(
      await refusal({ ...pointsCard(), sections: pointsCard().sections.map((s) => ({ ...s, weight: 30 })) }),
    ).toBe('performanceSectionWeightsNot100');
    expect(await refusal({ ...pointsCard(), sections: [] })).toBe('performanceCardNeedsCriteria');
    expect(
      await refusal({
        ...pointsCard(),
        sections: pointsCard().sections.map((s) => ({
          ...s,
          criteria: s.criteria.map((c) => ({ ...c, key: 'same' })),
        })),
      }),
    ).toBe('invalidParameter');
    expect(await refusal({ ...pointsCard(), decimalPlaces: 9 })).toBe('invalidParameter');

    // Under the sum scale the sections' weights are not read.
    await admin.call('PUT', '/FinalRating', { ratingScale: 'sum', ranges: defaultRatingRanges });
    const unweighted = await create({
      name: 'Unweighted sections',
      card: { ...pointsCard(), sections: pointsCard().sections.map((s) => ({ ...s, weight: 0 })) },
    });
    expect(unweighted.statusCode, unweighted.body).toBe(200);
    await admin.call('PUT', '/FinalRating', { ratingScale: 'sectionWeight', ranges: defaultRatingRanges });
  });

  it('changes a template, saving the worths entered under a new scoring method and checking them under it', async () => {
    const template = one(await create({ name: 'Method change', card: pointsCard() }));
    const body = (card: ScoreCardInput): PerformanceTemplateInput => ({ name: 'Method change', card });

    // The old points read as weights do not add up to 100: refused, and nothing is saved.
    const carried = await admin.call(
      'PUT',
      `/PerformanceTemplate/${template.id}`,
      body(withWorths(pointsCard(), 'weights', [10, 10, 10, 10])),
    );
    expect(carried.statusCode).toBe(400);
    expect(keys(carried)).toBe('performanceWeightsNot100');
    expect(one(await admin.call('GET', `/PerformanceTemplate/${template.id}`)).card.scoringMethod).toBe(
      'points',
    );

    // The editor resets the worths (cardWithMethod) and the user enters weights: saved as sent.
    const weights = withWorths(pointsCard(), 'weights', [40, 20, 25, 15]);
    const saved = await admin.call('PUT', `/PerformanceTemplate/${template.id}`, {
      ...body(weights),
      isActive: false,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(one(saved).isActive).toBe(false);
    expect(one(saved).card.scoringMethod).toBe('weights');
    expect(one(saved).card.sections.flatMap((s) => s.criteria.map((c) => c.worth))).toEqual([40, 20, 25, 15]);

    const renamed = await admin.call('PUT', `/PerformanceTemplate/${template.id}`, {
      ...body(weights),
      name: 'another CARD',
    });
    expect(keys(renamed)).toBe('performanceNameTaken');
    const missing = await admin.call('PUT', '/PerformanceTemplate/999999', body(weights));
    expect(missing.statusCode).toBe(404);
    expect(keys(missing)).toBe('invalidPerformanceTemplateId');

    const trail = await auditTrail(t, admin.info.customer.id, 'performanceTemplate', template.id);
    expect(trail.map((e) => e.action)).toEqual([
      'performanceTemplate.created',
      'performanceTemplate.updated',
    ]);
    expect(trail[1]?.before).toMatchObject({ card: { scoringMethod: 'points' } });
  });

  it('keeps a template that evaluations were made from, and deletes one that none were', async () => {
    const used = one(await create({ name: 'Used card', card: pointsCard() }));
    const unused = one(await create({ name: 'Unused card', card: pointsCard() }));
    const [vendorId] = await insertVendors(t, admin.info.customer.id, admin.info.tenderNode.id, [
      'Rated Paving',
    ]);
    await asSystem(t.database.db, (tx) =>
      tx.insert(performanceEvaluations).values({
        customerId: admin.info.customer.id,
        nodeId: admin.info.tenderNode.id,
        vendorId: vendorId as number,
        templateId: used.id,
        templateName: used.name,
        type: 'Custom',
        periodStart: '2026-01-01',
        periodEnd: '2026-03-31',
        evaluationDate: '2026-04-01',
        expiresOn: '2026-05-01',
        status: 'Scheduled',
        supplierReview: true,
        supplierReviewDays: 14,
        allowAppeal: true,
        commentsVisibleToSupplier: true,
        attachmentsVisibleToSupplier: false,
        card: used.card,
        ratingScale: 'sectionWeight',
        ranges: defaultRatingRanges,
      }),
    );
    expect(one(await admin.call('GET', `/PerformanceTemplate/${used.id}`)).evaluationCount).toBe(1);
    const inUse = await admin.call('DELETE', `/PerformanceTemplate/${used.id}`);
    expect(inUse.statusCode).toBe(400);
    expect(keys(inUse)).toBe('performanceTemplateInUse');

    const removed = await admin.call('DELETE', `/PerformanceTemplate/${unused.id}`);
    expect(removed.statusCode, removed.body).toBe(200);
    const left = valuesOf<PerformanceTemplate>(removed).map((x) => x.name);
    expect(left).toContain('Used card');
    expect(left).not.toContain('Unused card');
    expect((await admin.call('GET', `/PerformanceTemplate/${unused.id}`)).statusCode).toBe(404);
  });

  it('hides templates across agencies and changes them only with the control panel manage right', async () => {
    const mine = valuesOf<PerformanceTemplate>(await admin.call('GET', '/PerformanceTemplate'));
    const target = mine[0] as PerformanceTemplate;
    expect((await northwind.call('GET', `/PerformanceTemplate/${target.id}`)).statusCode).toBe(404);
    expect((await northwind.call('DELETE', `/PerformanceTemplate/${target.id}`)).statusCode).toBe(404);
    expect(
      valuesOf<PerformanceTemplate>(await northwind.call('GET', '/PerformanceTemplate')).map((x) => x.name),
    ).toEqual(['Contractor evaluation']);

    expect(
      (await lead.call('PUT', `/PerformanceTemplate/${target.id}`, { name: 'x', card: pointsCard() }))
        .statusCode,
    ).toBe(403);
    expect((await evaluator.call('DELETE', `/PerformanceTemplate/${target.id}`)).statusCode).toBe(403);
    expect((await lead.call('GET', `/PerformanceTemplate/${target.id}`)).statusCode).toBe(200);
  });
});
