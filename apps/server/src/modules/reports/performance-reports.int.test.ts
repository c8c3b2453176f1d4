import { findBuiltInReport } from '@procura/contract';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertTenderNode } from '../../../test/dashboard-widgets.ts';
import { createTestApp, databaseKinds, type TestApp } from '../../../test/harness.ts';
import {
  acmeEmail,
  type EvaluationSpec,
  evaluationSpecs,
  type Ids,
  type People,
  type Place,
  seedEvaluations,
  timeZone,
  today,
} from '../../../test/performance-report-world.ts';
import { readReportRows, tenderNodeOf } from '../../../test/report-world.ts';
import { users } from '../../db/schema/index.ts';
import { asSystem } from '../../platform/tenancy.ts';
import type { ReportRow, ReportScope, ReportValue } from './paging.ts';
import { type PerformanceReportName, performanceReportRows } from './performance-rows.ts';

/*
 * The Supplier Performance built-in reports against evaluations seeded in every status. Each
 * report's expected rows are worked out here from the specs, by the row rules of
 * built-in-performance.ts, and compared whole (keys, values and order) with what the engine reads,
 * at page sizes that cut through runs of equal sort keys. Evaluations of another node and of
 * another agency are seeded too and must appear in no report.
 */

type Seeded = EvaluationSpec & { id: number };
type Key = (spec: Seeded) => string | null | undefined;

/** Instants in ISO form compared to the microsecond: the fraction padded to six digits. */
const micro = (iso: string | undefined) =>
  iso?.replace(/(\.\d+)?Z$/, (fraction) => `${(fraction.slice(0, -1) || '.').padEnd(7, '0')}Z`);

/** Order by `keys` in `direction`, a missing key last either way, then by id the same way. */
function orderBy(direction: 'asc' | 'desc', ...keys: Key[]) {
  const sign = direction === 'asc' ? 1 : -1;
  return (a: Seeded, b: Seeded) => {
    for (const key of keys) {
      const [x, y] = [key(a) ?? null, key(b) ?? null];
      if (x === y) continue;
      if (x === null) return 1;
      if (y === null) return -1;
      return x < y ? -sign : sign;
    }
    return sign * (a.id - b.id);
  };
}

const days = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / 86_400_000;
const instant = (iso: string | undefined) => (iso === undefined ? null : new Date(iso));

type Rule = {
  keeps: (spec: EvaluationSpec) => boolean;
  order: (a: Seeded, b: Seeded) => number;
  daysLeftUntil?: (spec: EvaluationSpec) => string | undefined;
};
const statusIn =
  (...statuses: string[]) =>
  (spec: EvaluationSpec) =>
    statuses.includes(spec.status);

const rules: Record<PerformanceReportName, Rule> = {
  AllSupplierEvaluations: { keeps: () => true, order: orderBy('desc', (s) => s.evaluationDate) },
  AppealedEvaluations: {
    keeps: statusIn('Under Appeal', 'Complete - Appeal Complete'),
    order: orderBy('desc', (s) => micro(s.appeal?.requestedAt)),
  },
  CompletedSupplierEvaluations: {
    keeps: statusIn('Complete', 'Complete - Appeal Complete'),
    order: orderBy('desc', (s) => s.completedOn),
  },
  ExpiredEvaluations: { keeps: statusIn('Expired'), order: orderBy('desc', (s) => s.expiresOn) },
  IncompleteSupplierEvaluations: {
    keeps: statusIn('Scheduled', 'Draft-Unassigned', 'In Progress'),
    order: orderBy(
      'asc',
      (s) => s.expiresOn,
      (s) => s.evaluationDate,
    ),
    daysLeftUntil: (s) => s.expiresOn,
  },
  WaitingForProcurementReview: {
    keeps: statusIn('Pending Procurement Lead Review', 'Pending Procurement/Purchasing Manager Review'),
    order: orderBy('asc', (s) => micro(s.submittedAt)),
  },
  WaitingForSupplierResponse: {
    keeps: statusIn('Pending Supplier/Vendor Review'),
    order: orderBy('asc', (s) => s.reviewEndsOn),
    daysLeftUntil: (s) => s.reviewEndsOn,
  },
};

/** The names the rows show of the people, read as stored. */
async function namesOf(t: TestApp, customerId: number, people: People) {
  const rows = await asSystem(t.database.db, (tx) =>
    tx
      .select({ id: users.id, first: users.firstName, last: users.lastName })
      .from(users)
      .where(and(eq(users.customerId, customerId), inArray(users.id, Object.values(people)))),
  );
  return new Map(rows.map((row) => [row.id, `${row.first} ${row.last}`.trim()]));
}

const columnsOf = (name: PerformanceReportName) => findBuiltInReport(name)?.columns.map((c) => c.key) ?? [];

describe.each(databaseKinds())('supplier performance built-in reports on %s', (kind) => {
  let t: TestApp;
  let scope: ReportScope;
  let seeded: Seeded[];
  let people: People;
  let names: Map<number, string>;

  beforeAll(async () => {
    t = await createTestApp(kind);
    const customerId = t.seed.demoCustomerId;
    const northwind = t.seed.northwindCustomerId;
    const here: Ids = { customerId, nodeId: await tenderNodeOf(t, customerId) };
    const places: Record<Place, Ids> = {
      here,
      otherNode: { customerId, nodeId: await insertTenderNode(t, customerId, 'Other node') },
      otherAgency: { customerId: northwind, nodeId: await tenderNodeOf(t, northwind) },
    };
    scope = { ...here, today, timeZone };
    const user = (email: string) => t.seed.demoUsers.get(`${email}@demo.procura.local`) ?? 0;
    people = {
      evaluatorId: user('evaluator'),
      leadId: user('lead'),
      managerId: user('admin'),
      projectLeadId: user('buyer'),
    };
    const ids = await seedEvaluations(t, places, people);
    seeded = evaluationSpecs.map((spec) => ({ ...spec, id: ids.get(spec.label) ?? 0 }));
    names = await namesOf(t, customerId, people);
  });
  afterAll(async () => {
    await t?.close();
  });

  /** The name of the reviewer the status waits for: the one named for its role, if any. */
  function reviewerOf(spec: EvaluationSpec): string | null {
    if (spec.reviewers === undefined || spec.reviewers === 'none') return null;
    if (spec.status === 'Pending Procurement Lead Review') return names.get(people.leadId) ?? null;
    if (spec.status === 'Pending Procurement/Purchasing Manager Review' && spec.reviewers === 'named') {
      return names.get(people.managerId) ?? null;
    }
    return null;
  }

  function valuesOf(spec: Seeded, rule: Rule): Record<string, ReportValue> {
    const supplier = spec.supplier ?? 'Acme';
    const withContract = spec.withContract !== false;
    const until = rule.daysLeftUntil?.(spec);
    return {
      evaluationId: spec.id,
      supplier,
      supplierEmail: supplier === 'Acme' ? acmeEmail : null,
      projectNumber: withContract ? 'PE-01' : null,
      contractName: withContract ? 'Bridge contract' : null,
      template: spec.label,
      evaluationType: spec.type ?? 'Interim',
      periodStart: '2026-01-01',
      periodEnd: '2026-03-31',
      evaluationDate: spec.evaluationDate,
      expiresOn: spec.expiresOn,
      status: spec.status,
      evaluator: spec.withEvaluator ? (names.get(people.evaluatorId) ?? null) : null,
      reviewer: reviewerOf(spec),
      scorePercent: spec.percent ?? null,
      rating: spec.rating ?? null,
      submittedAt: instant(spec.submittedAt),
      completedOn: spec.completedOn ?? null,
      appealed: spec.status === 'Complete - Appeal Complete',
      appealRequestedAt: instant(spec.appeal?.requestedAt),
      appealReason: spec.appeal?.reason ?? null,
      appealMeetingDate: spec.appeal?.meetingDate ?? null,
      appealOutcome: spec.appeal?.outcome ?? '',
      appealCompletedAt: instant(spec.appeal?.completedAt),
      reviewEndsOn: spec.reviewEndsOn ?? null,
      daysLeft: until === undefined ? null : days(today, until),
      appealAllowed: spec.allowAppeal ?? false,
    };
  }

  function expectedRows(name: PerformanceReportName): ReportRow[] {
    const rule = rules[name];
    return seeded
      .filter((spec) => (spec.place ?? 'here') === 'here' && rule.keeps(spec))
      .sort(rule.order)
      .map((spec) => {
        const values = valuesOf(spec, rule);
        return Object.fromEntries(
          columnsOf(name).map((key) => {
            const value = values[key];
            if (value === undefined) throw new Error(`the test gives ${name} no ${key}`);
            return [key, value];
          }),
        );
      });
  }

  const read = (name: PerformanceReportName, pageSize?: number) =>
    readReportRows(t, scope, performanceReportRows[name], pageSize);

  const reportNames = Object.keys(performanceReportRows) as PerformanceReportName[];

  it.each(reportNames.flatMap((name) => [1, 2, 1000].map((pageSize) => [name, pageSize] as const)))(
    'reads %s as its row rule says (page size %s)',
    async (name, pageSize) => {
      const rows = await read(name, pageSize);
      const expected = expectedRows(name);
      expect(expected.length).toBeGreaterThan(2);
      for (const row of rows) expect(Object.keys(row)).toEqual(columnsOf(name));
      expect(rows).toEqual(expected);
    },
  );

  it('lists the evaluations the seed meant each report to list', async () => {
    const labels = async (name: PerformanceReportName) => (await read(name)).map((row) => row.template);
    expect(await labels('AppealedEvaluations')).toEqual(['E25', 'E23', 'E24']);
    expect(await labels('CompletedSupplierEvaluations')).toEqual(['E25', 'E18', 'E17', 'E19']);
    expect(await labels('ExpiredEvaluations')).toEqual(['E21', 'E20', 'E22']);
    expect(await labels('IncompleteSupplierEvaluations')).toEqual(['E03', 'E04', 'E02', 'E01']);
    expect(await labels('WaitingForProcurementReview')).toEqual(['E11', 'E12', 'E13', 'E10', 'E09']);
    expect(await labels('WaitingForSupplierResponse')).toEqual(['E07', 'E05', 'E06', 'E08']);
    expect((await read('AllSupplierEvaluations')).length).toBe(25);
  });

  it('shows no evaluation of another node or another agency in any report', async () => {
    for (const name of reportNames) {
      for (const row of await read(name)) {
        expect(String(row.template)).toMatch(/^E\d\d$/);
        expect(['Distant', 'North Co']).not.toContain(row.supplier);
      }
    }
  });
});
