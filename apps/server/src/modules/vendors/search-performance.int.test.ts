import { defaultRatingRanges, type PerformanceRating, type VendorSearchRow } from '@procura/contract';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { valuesOf } from '../../../test/api.ts';
import { createTestApp, databaseKinds, type TestApp } from '../../../test/harness.ts';
import { card } from '../../../test/performance-evaluations.ts';
import { type Caller, directoryWorld } from '../../../test/vendor-directory.ts';
import {
  performanceEvaluations,
  performanceTemplates,
  performanceVendorStatusLogs,
} from '../../db/schema/index.ts';
import { asSystem } from '../../platform/tenancy.ts';

type World = Awaited<ReturnType<typeof directoryWorld>>;
type Evaluation = typeof performanceEvaluations.$inferInsert;

/**
 * Supplier performance in the directory (issue 23 §3, §5): each row's average and latest rating
 * over the agency's completed evaluations and its current status, the status criteria, the sort
 * by average and the export's columns.
 */
describe.each(databaseKinds())('supplier performance in the directory on %s', (kind) => {
  let t: TestApp;
  let buyer: Caller;
  let northwind: Caller;
  let customerId: number;
  let tag: string;
  let s: World['s'];
  let foreign: World['foreign'];

  const advanced = (body: object, caller: Caller = buyer) =>
    caller.call('POST', '/Vendors/AdvancedSearch', { searchText: tag, ...body });
  const rowsOf = (response: { json(): unknown }) => valuesOf<VendorSearchRow>(response);
  const idsOf = (response: { json(): unknown }) => rowsOf(response).map((r) => r.id);

  beforeAll(async () => {
    t = await createTestApp(kind);
    ({ buyer, northwind, customerId, tag, s, foreign } = await directoryWorld(t));
    const nodeId = buyer.info.tenderNode.id;
    await asSystem(t.database.db, async (tx) => {
      const [template] = await tx
        .insert(performanceTemplates)
        .values({ customerId, nodeId, name: `Template ${tag}`, card })
        .returning();
      if (!template) throw new Error('template not inserted');
      const evaluation = (
        vendorId: number,
        status: Evaluation['status'],
        percent: number | null,
        rating: PerformanceRating | null,
        completedOn: string | null,
      ): Evaluation => ({
        customerId,
        nodeId,
        vendorId,
        templateId: template.id,
        templateName: template.name,
        type: 'Interim',
        periodStart: '2025-10-01',
        periodEnd: '2025-12-31',
        evaluationDate: '2026-01-05',
        expiresOn: '2026-02-05',
        status,
        supplierReview: false,
        supplierReviewDays: 10,
        allowAppeal: false,
        commentsVisibleToSupplier: false,
        attachmentsVisibleToSupplier: false,
        card,
        ratingScale: 'sum',
        ranges: defaultRatingRanges,
        percent,
        rating,
        completedOn,
      });
      await tx.insert(performanceEvaluations).values([
        evaluation(s.alpha.vendorId, 'Complete', 80.25, 'good', '2026-01-10'),
        evaluation(s.alpha.vendorId, 'Complete - Appeal Complete', 91.5, 'exceptional', '2026-02-01'),
        // Neither counts: one still in progress, one expired.
        evaluation(s.alpha.vendorId, 'In Progress', 10, 'unacceptable', null),
        evaluation(s.alpha.vendorId, 'Expired', null, null, null),
        evaluation(s.beta.vendorId, 'Complete', 60, 'cautionary', '2026-01-20'),
      ]);
      const log = (vendorId: number, status: 'Watch List' | 'Probation', complete: boolean) => ({
        customerId,
        nodeId,
        vendorId,
        status,
        comments: 'Late deliveries',
        startDate: '2026-01-01',
        endDate: '2026-06-30',
        complete,
      });
      await tx
        .insert(performanceVendorStatusLogs)
        .values([
          log(s.alpha.vendorId, 'Watch List', true),
          log(s.alpha.vendorId, 'Probation', false),
          log(s.delta.vendorId, 'Watch List', true),
        ]);
    });
    // Another agency's supplier with a status of its own there.
    const foreignNode = northwind.info.tenderNode.id;
    await asSystem(t.database.db, (tx) =>
      tx.insert(performanceVendorStatusLogs).values({
        customerId: northwind.info.customer.id,
        nodeId: foreignNode,
        vendorId: foreign.vendorId,
        status: 'Suspended',
        comments: 'Theirs',
        startDate: '2026-01-01',
        endDate: '2026-06-30',
      }),
    );
  });
  afterAll(async () => {
    await t?.close();
  });

  it('gives each row its average, latest rating and current status, none when there are none', async () => {
    const response = await advanced({});
    expect(response.statusCode, response.body).toBe(200);
    const byId = new Map(rowsOf(response).map((row) => [row.id, row]));
    // (80.25 + 91.5) / 2 = 85.875, to 2 places; the latest by completion day.
    expect(byId.get(s.alpha.vendorId)).toMatchObject({
      performanceAverage: 85.88,
      performanceLatestRating: 'exceptional',
      performanceStatus: 'Probation',
    });
    expect(byId.get(s.beta.vendorId)).toMatchObject({
      performanceAverage: 60,
      performanceLatestRating: 'cautionary',
      performanceStatus: null,
    });
    // Delta's only status is complete: history, not current.
    for (const supplier of [s.gamma, s.delta, s.percent, s.under]) {
      expect(byId.get(supplier.vendorId)).toMatchObject({
        performanceAverage: null,
        performanceLatestRating: null,
        performanceStatus: null,
      });
    }
    // The quick search's rows carry them too; the performance search counts the evaluations.
    const [quick] = rowsOf(
      await buyer.call('GET', `/Vendors/Search?searchText=${encodeURIComponent(`Alpha Paving ${tag}`)}`),
    );
    expect(quick).toMatchObject({ performanceAverage: 85.88, performanceStatus: 'Probation' });
    const [withPerformance] = valuesOf<VendorSearchRow & { performance: unknown }>(
      await buyer.call(
        'GET',
        `/Vendors/SearchWithPerformaceEvaluation?searchText=${encodeURIComponent(`Alpha Paving ${tag}`)}`,
      ),
    );
    expect(withPerformance?.performance).toEqual({
      evaluations: 2,
      averageScore: 85.88,
      latestRating: 'exceptional',
    });
    expect(withPerformance?.performanceLatestRating).toBe('exceptional');
    // Another agency sees its own supplier's status, never this agency's results.
    const [theirs] = rowsOf(await advanced({}, northwind));
    expect(theirs).toMatchObject({
      id: foreign.vendorId,
      performanceStatus: 'Suspended',
      performanceAverage: null,
    });
  });

  it('filters by the current performance status', async () => {
    const everyone = [s.alpha, s.beta, s.gamma, s.delta, s.percent, s.under].map((x) => x.vendorId);
    const expectIds = async (criteria: object, ids: number[]) => {
      const response = await advanced({ criteria });
      expect(response.statusCode, response.body).toBe(200);
      expect(idsOf(response).sort(), JSON.stringify(criteria)).toEqual([...ids].sort());
    };
    await expectIds({ performanceStatus: 'Probation' }, [s.alpha.vendorId]);
    await expectIds({ performanceStatus: 'Watch List' }, []);
    await expectIds({ hasPerformanceStatus: true }, [s.alpha.vendorId]);
    await expectIds(
      { hasPerformanceStatus: false },
      everyone.filter((id) => id !== s.alpha.vendorId),
    );
    await expectIds({ hasPerformanceStatus: true, city: 'ottawa' }, [s.alpha.vendorId]);
    expect(idsOf(await advanced({ criteria: { performanceStatus: 'Suspended' } }, northwind))).toEqual([
      foreign.vendorId,
    ]);
    expect(idsOf(await advanced({ criteria: { performanceStatus: 'Suspended' } }))).toEqual([]);
  });

  it('sorts by the average with suppliers without one last in either direction', async () => {
    const unrated = [s.gamma, s.delta, s.percent, s.under].map((x) => x.vendorId).sort((a, b) => a - b);
    const ascending = idsOf(await advanced({ sortColumn: 'performanceAverage' }));
    expect(ascending).toEqual([s.beta.vendorId, s.alpha.vendorId, ...unrated]);
    const descending = idsOf(await advanced({ sortColumn: 'performanceAverage', sortDirection: 'desc' }));
    expect(descending).toEqual([s.alpha.vendorId, s.beta.vendorId, ...[...unrated].reverse()]);
    // Pages follow the same order.
    const page = await advanced({ sortColumn: 'performanceAverage', limit: 2, start: 1 });
    expect(idsOf(page)).toEqual([s.alpha.vendorId, unrated[0]]);
  });

  it('exports the performance columns with the percent to one decimal and English labels', async () => {
    const response = await buyer.call('POST', '/Vendors/AdvancedSearchResultExport', {
      search: { searchText: tag, sortColumn: 'performanceAverage', sortDirection: 'desc' },
      columns: ['companyName', 'performanceAverage', 'performanceLatestRating', 'performanceStatus'],
    });
    expect(response.statusCode, response.body).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    expect(sheet?.getRow(1).values).toEqual([
      undefined,
      'Company name',
      'Performance average',
      'Latest performance rating',
      'Performance status',
    ]);
    expect(sheet?.getRow(2).values).toEqual([
      undefined,
      `Alpha Paving ${tag}`,
      85.9,
      'Exceptional',
      'Probation',
    ]);
    expect(sheet?.getRow(2).getCell(2).numFmt).toBe('0.0"%"');
    expect(sheet?.getRow(3).values).toEqual([undefined, `Beta Bridges ${tag}`, 60, 'Cautionary']);
    expect(sheet?.rowCount).toBe(7);
  });
});
