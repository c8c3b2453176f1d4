import {
  type ContractVendorRating,
  defaultRatingRanges,
  type PerformanceEvaluationRow,
  type PerformanceEvaluationStatus,
  type PerformanceRating,
  type PerformanceSummary,
  type ScoreCard,
  type VendorPerformance,
  type VendorWithPerformance,
} from '@procura/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInCaller, valuesOf } from '../../../test/api.ts';
import { createTestApp, databaseKinds, type TestApp } from '../../../test/harness.ts';
import { insertProject } from '../../../test/projects.ts';
import { insertVendors } from '../../../test/vendor-lists.ts';
import {
  contracts,
  contractVendors,
  departments,
  nodes,
  performanceEvaluations,
  performanceTemplates,
  performanceVendorStatusLogs,
} from '../../db/schema/index.ts';
import { asSystem } from '../../platform/tenancy.ts';

type Caller = Awaited<ReturnType<typeof signedInCaller>>;
const keys = (response: { headers: Record<string, unknown> }) => response.headers['x-message-keys'];

const card: ScoreCard = {
  scoringMethod: 'points',
  decimalPlaces: 0,
  minScore: 0,
  maxScore: 5,
  sections: [
    {
      key: 's',
      name: 'Work',
      description: '',
      weight: 100,
      criteria: [{ key: 'c', name: 'Quality', description: '', worth: 10 }],
    },
  ],
};

type Row = {
  vendorId: number;
  contractId: number | null;
  type: 'Interim' | 'Final' | 'Custom';
  status: PerformanceEvaluationStatus;
  evaluationDate: string;
  percent?: number;
  rating?: PerformanceRating;
  completedOn?: string;
  /** The ranges the evaluation was rated on (the agency's of its day). */
  ranges?: typeof defaultRatingRanges;
};

const row = (
  vendorId: number,
  contractId: number | null,
  type: Row['type'],
  status: PerformanceEvaluationStatus,
  evaluationDate: string,
): Row => ({ vendorId, contractId, type, status, evaluationDate });

/**
 * The small world: departments Roads and Parks; contracts R1 and R2 (Roads), P1 (Parks) with
 * contract performance on, and Q1 (Roads) with it off; suppliers Alpha and Beta; six evaluations
 * of known statuses, types, ratings and days.
 */
async function buildWorld(t: TestApp, at: { customerId: number; nodeId: number }) {
  const [alpha, beta] = (await insertVendors(t, at.customerId, at.nodeId, ['Perf Alpha', 'Perf Beta'])) as [
    number,
    number,
  ];
  const [roads, parks] = await asSystem(t.database.db, (tx) =>
    tx
      .insert(departments)
      .values([
        { customerId: at.customerId, name: 'Roads' },
        { customerId: at.customerId, name: 'Parks' },
      ])
      .returning({ id: departments.id }),
  );
  const contract = async (name: string, departmentId: number | undefined, on: boolean) => {
    const { projectId } = await insertProject(t, at, { name, departmentId: departmentId ?? null });
    const [row] = await asSystem(t.database.db, (tx) =>
      tx
        .insert(contracts)
        .values({ customerId: at.customerId, projectId, name, hasContractPerformance: on })
        .returning({ id: contracts.id }),
    );
    return row?.id as number;
  };
  const r1 = await contract('R1', roads?.id, true);
  const r2 = await contract('R2', roads?.id, true);
  const p1 = await contract('P1', parks?.id, true);
  await contract('Q1', roads?.id, false);
  await asSystem(t.database.db, async (tx) => {
    await tx.insert(contractVendors).values([
      { customerId: at.customerId, contractId: r1, vendorId: alpha },
      { customerId: at.customerId, contractId: r1, vendorId: beta, isActive: false },
      { customerId: at.customerId, contractId: p1, vendorId: beta },
    ]);
    const [template] = await tx
      .insert(performanceTemplates)
      .values({ customerId: at.customerId, nodeId: at.nodeId, name: 'World card', card })
      .returning({ id: performanceTemplates.id });
    const done = (percent: number, rating: PerformanceRating, completedOn: string) => ({
      percent,
      rating,
      completedOn,
    });
    const rows: Row[] = [
      // e1..e6 in the order the assertions below name them.
      { ...row(alpha, r1, 'Interim', 'Complete', '2026-01-15'), ...done(85, 'good', '2026-02-01') },
      {
        ...row(alpha, r1, 'Final', 'Complete - Appeal Complete', '2026-02-20'),
        ...done(65, 'cautionary', '2026-03-01'),
      },
      row(beta, r2, 'Interim', 'In Progress', '2026-03-01'),
      row(beta, p1, 'Interim', 'Expired', '2025-12-01'),
      // Rated exceptional on the ranges of its day, whatever the agency's are now.
      {
        ...row(alpha, null, 'Custom', 'Complete', '2026-01-05'),
        ...done(95, 'exceptional', '2026-01-10'),
        ranges: { ...defaultRatingRanges, exceptional: 94 },
      },
      row(beta, p1, 'Final', 'Scheduled', '2026-06-01'),
    ];
    await tx.insert(performanceEvaluations).values(
      rows.map((row) => ({
        customerId: at.customerId,
        nodeId: at.nodeId,
        vendorId: row.vendorId,
        contractId: row.contractId,
        templateId: template?.id as number,
        templateName: 'World card',
        type: row.type,
        periodStart: '2025-10-01',
        periodEnd: '2025-12-31',
        evaluationDate: row.evaluationDate,
        expiresOn: '2026-12-31',
        status: row.status,
        supplierReview: true,
        supplierReviewDays: 14,
        allowAppeal: true,
        commentsVisibleToSupplier: true,
        attachmentsVisibleToSupplier: false,
        card,
        ratingScale: 'sectionWeight' as const,
        ranges: row.ranges ?? defaultRatingRanges,
        percent: row.percent ?? null,
        rating: row.rating ?? null,
        completedOn: row.completedOn ?? null,
      })),
    );
  });
  return { alpha, beta, roads: roads?.id as number, parks: parks?.id as number, r1, p1 };
}

describe.each(databaseKinds())('the supplier-performance summary and results on %s', (kind) => {
  let t: TestApp;
  let lead: Caller;
  let admin: Caller;
  let evaluator: Caller;
  let world: Awaited<ReturnType<typeof buildWorld>>;

  beforeAll(async () => {
    t = await createTestApp(kind);
    lead = await signedInCaller(t, 'lead@demo.procura.local');
    admin = await signedInCaller(t, 'admin@demo.procura.local');
    evaluator = await signedInCaller(t, 'evaluator@demo.procura.local');
    world = await buildWorld(t, { customerId: lead.info.customer.id, nodeId: lead.info.tenderNode.id });
  });
  afterAll(async () => {
    await t?.close();
  });

  const summary = async (query = '', caller = lead) => {
    const response = await caller.call('GET', `/Summary${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return valuesOf<PerformanceSummary>(response)[0] as PerformanceSummary;
  };
  const setFlag = (on: boolean) =>
    asSystem(t.database.db, (tx) =>
      tx
        .update(nodes)
        .set({ contractorPerformance: on })
        .where(and(eq(nodes.customerId, lead.info.customer.id), eq(nodes.id, lead.info.tenderNode.id))),
    );

  it('refuses the summary and the statistic while the node has supplier performance off', async () => {
    for (const path of ['/Summary', '/PerformanceEvaluationStatistic']) {
      const refused = await lead.call('GET', path);
      expect(refused.statusCode, path).toBe(403);
      expect(keys(refused), path).toBe('performanceOff');
    }
    await setFlag(true);
  });

  it('counts the node’s contracts, evaluations, suppliers and ratings by department', async () => {
    const all = await summary('', evaluator);
    expect(all).toMatchObject({
      suppliers: 1,
      contracts: { numRegistered: 3, numEvaluated: 1, pctEvaluated: 33.3 },
      evaluations: { numEvaluated: 3, numInterim: 1, numFinal: 1 },
      satisfactory: 2,
      nonSatisfactory: 1,
      showSatisfactory: true,
    });
    // [id, name, expired, in progress, interim, final, custom, % evaluated]
    expect(all.departments.map((d) => Object.values(d))).toEqual([
      [world.parks, 'Parks', 1, 0, 0, 0, 0, 0],
      [world.roads, 'Roads', 0, 1, 1, 1, 0, 50],
      [null, 'No department', 0, 0, 0, 0, 1, 0],
    ]);
  });

  it('filters by department, type and the evaluation dates', async () => {
    const roads = await summary(`?departmentId=${world.roads}`);
    expect(roads.contracts).toEqual({ numRegistered: 2, numEvaluated: 1, pctEvaluated: 50 });
    expect(roads.departments.map((d) => d.name)).toEqual(['Roads']);
    expect(roads.evaluations.numEvaluated).toBe(2);

    const interim = await summary('?type=Interim');
    expect(interim.evaluations).toEqual({ numEvaluated: 1, numInterim: 1, numFinal: 0 });
    expect(interim.contracts.numEvaluated).toBe(1);
    expect(interim.satisfactory).toBe(1);

    const fromFebruary = await summary('?dateFrom=2026-02-01&dateTo=2026-12-31');
    expect(fromFebruary.evaluations.numEvaluated).toBe(1);
    expect(fromFebruary.nonSatisfactory).toBe(1);
    expect(fromFebruary.satisfactory).toBe(0);
    expect(fromFebruary.suppliers).toBe(1);

    const none = await summary('?dateTo=2025-01-01');
    expect(none).toMatchObject({
      suppliers: 0,
      contracts: { numRegistered: 3, numEvaluated: 0, pctEvaluated: 0 },
    });

    const backwards = await lead.call('GET', '/Summary?dateFrom=2026-02-01&dateTo=2026-01-01');
    expect(backwards.statusCode).toBe(400);
    expect(keys(backwards)).toBe('invalidParameter');
    expect((await lead.call('GET', '/Summary?type=Annual')).statusCode).toBe(400);
  });

  it('counts the evaluations by status, every status listed', async () => {
    const response = await lead.call('GET', '/PerformanceEvaluationStatistic');
    expect(response.statusCode, response.body).toBe(200);
    const counts = Object.fromEntries(
      valuesOf<{ status: string; count: number }>(response).map((s) => [s.status, s.count]),
    );
    expect(Object.keys(counts)).toHaveLength(13);
    expect(counts).toMatchObject({
      Complete: 2,
      'Complete - Appeal Complete': 1,
      'In Progress': 1,
      Expired: 1,
      Scheduled: 1,
      'Under Appeal': 0,
    });
    const parks = valuesOf<{ status: string; count: number }>(
      await lead.call('GET', `/PerformanceEvaluationStatistic?departmentId=${world.parks}`),
    ).filter((s) => s.count > 0);
    expect(parks).toEqual([
      { status: 'Scheduled', count: 1 },
      { status: 'Expired', count: 1 },
    ]);
  });

  it('lists exactly the evaluations a type count counts: the completed ones', async () => {
    const list = async (query: string) => {
      const response = await lead.call('GET', `/PerformanceEvaluation${query}`);
      expect(response.statusCode, response.body).toBe(200);
      return valuesOf<PerformanceEvaluationRow>(response).map((e) => e.status);
    };
    const { evaluations } = await summary();
    expect(await list('?type=Interim')).toHaveLength(3);
    const interims = await list('?type=Interim&completed=true');
    expect(interims).toEqual(['Complete']);
    expect(interims).toHaveLength(evaluations.numInterim);
    expect(await list('?type=Final&completed=true')).toEqual(['Complete - Appeal Complete']);
    expect(await list('?completed=false')).toHaveLength(6);
    const refused = await lead.call('GET', '/PerformanceEvaluation?completed=yes');
    expect(refused.statusCode).toBe(400);
    expect(keys(refused)).toBe('invalidParameter');
  });

  it('hides the satisfactory snapshot under the average, sum and lowest scales', async () => {
    for (const ratingScale of ['average', 'sum', 'lowest'] as const) {
      await admin.call('PUT', '/FinalRating', { ratingScale, ranges: defaultRatingRanges });
      expect((await summary()).showSatisfactory, ratingScale).toBe(false);
    }
    await admin.call('PUT', '/FinalRating', { ratingScale: 'sectionWeight', ranges: defaultRatingRanges });
    expect((await summary()).showSatisfactory).toBe(true);
  });

  it('answers a supplier’s average, best, latest and worst, each with its own stored rating', async () => {
    const read = async (vendorId: number) => {
      const response = await evaluator.call(
        'GET',
        `/VendorPerformances/GetVendorPerformanceSummary?vendorId=${vendorId}`,
      );
      expect(response.statusCode, response.body).toBe(200);
      return valuesOf<VendorPerformance>(response)[0] as VendorPerformance;
    };
    const alpha = await read(world.alpha);
    expect(alpha).toMatchObject({
      vendorId: world.alpha,
      evaluations: 3,
      completed: 3,
      average: 81.67,
      averageRating: 'good',
      best: { percent: 95, rating: 'exceptional' },
      latest: { percent: 65, rating: 'cautionary' },
      worst: { percent: 65, rating: 'cautionary' },
      satisfactory: 2,
      nonSatisfactory: 1,
      currentStatus: null,
    });

    // The node's ranges rate the average; each evaluation keeps the rating it was given.
    await admin.call('PUT', '/FinalRating', {
      ratingScale: 'sectionWeight',
      ranges: { exceptional: 99, good: 90, satisfactory: 80, cautionary: 70, notSatisfactory: 60 },
    });
    await asSystem(t.database.db, (tx) =>
      tx.insert(performanceVendorStatusLogs).values({
        customerId: lead.info.customer.id,
        nodeId: lead.info.tenderNode.id,
        vendorId: world.alpha,
        status: 'Watch List',
        comments: 'Watch',
        startDate: '2026-03-01',
        endDate: '2026-09-01',
      }),
    );
    expect(await read(world.alpha)).toMatchObject({
      averageRating: 'satisfactory',
      best: { percent: 95, rating: 'exceptional' },
      currentStatus: { status: 'Watch List', startDate: '2026-03-01', endDate: '2026-09-01' },
    });
    await admin.call('PUT', '/FinalRating', { ratingScale: 'sectionWeight', ranges: defaultRatingRanges });

    expect(await read(world.beta)).toMatchObject({
      evaluations: 3,
      completed: 0,
      average: null,
      averageRating: null,
      best: null,
      latest: null,
      worst: null,
    });
    expect(
      (await evaluator.call('GET', '/VendorPerformances/GetVendorPerformanceSummary?vendorId=999999'))
        .statusCode,
    ).toBe(404);
  });

  it('answers each supplier of a contract with its evaluations on that contract', async () => {
    const read = async (contractId: number) => {
      const response = await lead.call('GET', `/ContractVendorsPerformanceRating?contractId=${contractId}`);
      expect(response.statusCode, response.body).toBe(200);
      return valuesOf<ContractVendorRating>(response);
    };
    // [vendor, company, active, evaluations, completed, average, latest rating, next due]
    const rowsOf = async (contractId: number) => (await read(contractId)).map((r) => Object.values(r));
    expect(await rowsOf(world.r1)).toEqual([
      [world.alpha, 'Perf Alpha', true, 2, 2, 75, 'cautionary', null],
      [world.beta, 'Perf Beta', false, 0, 0, null, null, null],
    ]);
    expect(await rowsOf(world.p1)).toEqual([[world.beta, 'Perf Beta', true, 2, 0, null, null, '2026-06-01']]);
    const missing = await lead.call('GET', '/ContractVendorsPerformanceRating?contractId=999999');
    expect(missing.statusCode).toBe(404);
    expect(keys(missing)).toBe('invalidContractId');
  });

  it('gives the quick search each company’s completed evaluations, average and latest rating', async () => {
    const response = await lead.call('GET', '/Vendors/SearchWithPerformaceEvaluation?searchText=Perf');
    expect(response.statusCode, response.body).toBe(200);
    const rows = valuesOf<VendorWithPerformance>(response);
    expect(rows.map((r) => [r.companyName, r.performance])).toEqual([
      ['Perf Alpha', { evaluations: 3, averageScore: 81.67, latestRating: 'cautionary' }],
      ['Perf Beta', { evaluations: 0, averageScore: null, latestRating: null }],
    ]);
  });
});
