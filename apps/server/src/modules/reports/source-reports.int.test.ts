import { findBuiltInReport, isSourceClosed, sourceStatusOf } from '@procura/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertTenderNode } from '../../../test/dashboard-widgets.ts';
import { createTestApp, databaseKinds, type TestApp } from '../../../test/harness.ts';
import type { Ids, Place } from '../../../test/report-world.ts';
import { readReportRows, tenderNodeOf, timeZone, today } from '../../../test/report-world.ts';
import {
  foreign,
  leadName,
  projectName,
  type QuestionSpec,
  questionText,
  type SourceSpec,
  sealedMarks,
  seedSources,
  sourceSpecs,
  type When,
} from '../../../test/source-report-world.ts';
import type { ReportRow, ReportScope, ReportValue } from './paging.ts';
import { type SourceReportName, sourceReportRows } from './source-rows.ts';

/*
 * The Source and Projects built-in reports against an agency seeded by source-report-world.ts;
 * each report's expected rows are worked out below from its specs alone. Rows are compared whole
 * (keys, values and order) at page sizes that cut through runs of equal sort keys. Another node's
 * and another agency's sources must appear in no report, and no submission's sealed part in any.
 */

function columnsOf(name: SourceReportName) {
  const report = findBuiltInReport(name);
  if (!report) throw new Error(`no report ${name}`);
  return report.columns.map((c) => c.key);
}

function pick(name: SourceReportName, values: Record<string, ReportValue>): ReportRow {
  return Object.fromEntries(columnsOf(name).map((key) => [key, values[key] ?? null]));
}

/** The reports' reading of a date: none for the sentinel; to the millisecond, as a Date keeps it. */
const dateOf = (when: When | undefined) =>
  when === undefined || when === null || when === 'sentinel' ? null : new Date(`${when.slice(0, 23)}Z`);
/** A sort key of a date, none after every date. */
const lateKey = (when: When | undefined) => dateOf(when)?.toISOString() ?? '~';

type Keyed = { keys: (string | number)[]; values: Record<string, ReportValue> };

/** Rows by their keys compared in turn; a descending key is written descending() so it sorts ascending. */
function ordered(rows: Keyed[]): Record<string, ReportValue>[] {
  const compare = (a: Keyed, b: Keyed) => {
    for (const [i, key] of a.keys.entries()) {
      const other = b.keys[i] ?? '';
      if (key < other) return -1;
      if (key > other) return 1;
    }
    return 0;
  };
  return [...rows].sort(compare).map((row) => row.values);
}

const hereSpecs = () => sourceSpecs.filter((spec) => (spec.place ?? 'here') === 'here');
const withTeam = (spec: SourceSpec) => ({
  procurementLead: spec.withTeam ? leadName : null,
  department: spec.withTeam ? 'Roads' : null,
});

function questionRows(keep: (spec: SourceSpec, q: QuestionSpec) => boolean, lead: 'number' | 'deadline') {
  let id = 0;
  const rows: Keyed[] = [];
  for (const spec of sourceSpecs) {
    for (const [i, question] of (spec.questions ?? []).entries()) {
      id++;
      if ((spec.place ?? 'here') !== 'here' || !keep(spec, question)) continue;
      rows.push({
        keys: [lead === 'number' ? spec.number : lateKey(spec.deadline), question.asked, id],
        values: {
          projectNumber: spec.number,
          projectName: projectName(spec.number),
          company: `Asker ${i}`,
          contactName: `Ana Asker ${i}`,
          email: `asker${i}@${spec.number.toLowerCase()}.test`,
          question: questionText(spec, i),
          askedAt: dateOf(question.asked),
          status: question.status,
          answer: question.answer ?? '',
          answeredAt: dateOf(question.answered),
          questionDeadline: dateOf(spec.deadline),
          procurementLead: withTeam(spec).procurementLead,
        },
      });
    }
  }
  return ordered(rows);
}

/** Descending order of a date key, none last: the complement of its characters' codes. */
const descending = (when: When | undefined) => {
  const date = dateOf(when);
  return date === null
    ? '~'
    : [...date.toISOString()].map((c) => String.fromCharCode(126 - c.charCodeAt(0))).join('');
};

function noBidRows() {
  let id = 0;
  const rows: Keyed[] = [];
  for (const spec of sourceSpecs) {
    for (const response of spec.responses ?? []) {
      id++;
      const kept = response.status === 'complete' && response.noBid && isSourceClosed(spec.status);
      if ((spec.place ?? 'here') !== 'here' || !kept) continue;
      rows.push({
        keys: [descending(spec.closing), spec.number, response.submitted ?? '~', id],
        values: {
          projectNumber: spec.number,
          projectName: projectName(spec.number),
          closingDate: dateOf(spec.closing),
          company: response.company,
          contactName: response.withContact ? 'Dana Decline' : null,
          email: `${response.company.replace(' ', '.').toLowerCase()}@bid.test`,
          respondedAt: dateOf(response.submitted ?? response.created),
          reason: `Reason of ${response.company}`,
        },
      });
    }
  }
  return ordered(rows);
}

function summaryRows() {
  const rows: Keyed[] = hereSpecs()
    .filter((spec) => (spec.type ?? 'SOURCE') !== 'CONTRACT')
    .map((spec) => {
      const questions = spec.questions ?? [];
      const complete = (spec.responses ?? []).filter((r) => r.status === 'complete');
      const awarded = (spec.responses ?? []).filter((r) => r.award !== undefined);
      return {
        keys: [descending(spec.closing), spec.number],
        values: {
          projectNumber: spec.number,
          projectName: projectName(spec.number),
          procurementMethod: spec.method ?? 'Public',
          sourceStatus: sourceStatusOf[spec.status],
          ...withTeam(spec),
          publishedAt: dateOf(spec.available),
          closingDate: dateOf(spec.closing),
          planTakers: spec.planTakers ?? 0,
          downloads: spec.downloads ?? 0,
          questions: questions.length,
          unansweredQuestions: questions.filter((q) => q.status === 'Incomplete').length,
          addenda: spec.addenda ?? 0,
          submissions: complete.filter((r) => !r.noBid).length,
          noBids: isSourceClosed(spec.status) ? complete.filter((r) => r.noBid).length : null,
          awardedAmount:
            awarded.length === 0
              ? null
              : awarded.reduce((cents, r) => cents + Math.round(Number(r.award) * 100), 0) / 100,
        },
      };
    });
  return ordered(rows);
}

const live = (spec: SourceSpec) => !['Cancelled', 'Terminated', 'Archived'].includes(spec.status);

/** The rows each report must read, whole and in order. */
function expectedRows(name: SourceReportName): ReportRow[] {
  const rows = {
    SupplierQuestions: () => questionRows(() => true, 'number'),
    IncompleteSupplierQuestions: () =>
      questionRows((spec, q) => q.status === 'Incomplete' && live(spec), 'deadline'),
    NoBidResponses: noBidRows,
    SummaryStatistics: summaryRows,
  }[name]();
  return rows.map((values) => pick(name, values));
}

describe.each(databaseKinds())('source built-in reports on %s', (kind) => {
  let t: TestApp;
  let scope: ReportScope;

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
    await seedSources(t, places, t.seed.demoUsers.get('lead@demo.procura.local') ?? 0);
  });
  afterAll(async () => {
    await t?.close();
  });

  const read = (name: SourceReportName, pageSize?: number) =>
    readReportRows(t, scope, sourceReportRows[name], pageSize);

  const names = Object.keys(sourceReportRows) as SourceReportName[];

  it.each(names.flatMap((name) => [1, 2, 1000].map((pageSize) => [name, pageSize] as const)))(
    'reads %s as its row rule says (page size %s)',
    async (name, pageSize) => {
      const rows = await read(name, pageSize);
      const expected = expectedRows(name);
      expect(expected.length).toBeGreaterThan(1);
      for (const row of rows) expect(Object.keys(row)).toEqual(columnsOf(name));
      expect(rows).toEqual(expected);
    },
  );

  const column = (rows: ReportRow[], key: string) => rows.map((row) => row[key]);

  it('lists the rows the seed meant each report to list', async () => {
    expect(column(await read('SupplierQuestions'), 'question')).toEqual([
      'S-01 question 0',
      'S-01 question 1',
      'S-01 question 2',
      'S-02 question 1',
      'S-02 question 0',
      'S-03 question 1',
      'S-03 question 0',
      'S-04 question 0',
      'S-05 question 0',
    ]);
    expect(column(await read('IncompleteSupplierQuestions'), 'question')).toEqual([
      'S-01 question 1',
      'S-01 question 2',
      'S-02 question 0',
      'S-05 question 0',
      'S-03 question 1',
      'S-03 question 0',
    ]);
    expect(column(await read('NoBidResponses'), 'company')).toEqual([
      'Late Decline',
      'Same Decline',
      'Paper Decline',
      'Awarded Decline',
      'Sentinel Decline',
    ]);
    const summary = await read('SummaryStatistics');
    expect(column(summary, 'projectNumber')).toEqual(['S-01', 'S-02', 'S-03', 'S-04', 'S-05', 'S-07']);
    expect(column(summary, 'noBids')).toEqual([null, 3, 1, null, 1, null]);
    expect(column(summary, 'awardedAmount')).toEqual([null, 1250.75, null, null, null, null]);
  });

  it('shows no row of another node or agency, and nothing sealed, in any report', async () => {
    for (const name of names) {
      for (const row of await read(name)) {
        const texts = Object.values(row).filter((value): value is string => typeof value === 'string');
        expect(texts.filter((text) => foreign.includes(text))).toEqual([]);
        expect(texts.filter((text) => sealedMarks.some((mark) => text.includes(mark)))).toEqual([]);
      }
    }
    for (const row of await read('NoBidResponses')) {
      expect(Object.keys(row).filter((key) => /price|answer|sealed/i.test(key))).toEqual([]);
    }
  });
});
