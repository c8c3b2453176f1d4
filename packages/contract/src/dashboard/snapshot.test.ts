import { describe, expect, it } from 'vitest';
import {
  buildMilestones,
  daysUntilClosing,
  isNoDate,
  type MilestoneCandidate,
  nextMilestone,
  type ProjectSnapshot,
  projectSnapshotSchema,
  snapshotQuerySchema,
  snapshotQuickReports,
  snapshotVariance,
} from './snapshot.ts';

const toronto = 'America/Toronto';
/** 15 June 2026, noon in Toronto. */
const now = new Date('2026-06-15T16:00:00Z');
const at = (iso: string) => new Date(iso);

describe('the no-date sentinel (000 §3, §9)', () => {
  it('reads empty values and the year 9999 and beyond as no date', () => {
    expect(isNoDate(null)).toBe(true);
    expect(isNoDate(undefined)).toBe(true);
    expect(isNoDate('')).toBe(true);
    expect(isNoDate('9999-12-31T23:59:59')).toBe(true);
    expect(isNoDate('9999-12-31')).toBe(true);
    expect(isNoDate(at('9999-12-31T23:59:59Z'))).toBe(true);
    // The sentinel's local time in Toronto is in the year 10000 in UTC.
    expect(isNoDate(at('+010000-01-01T04:59:59Z'))).toBe(true);
    expect(isNoDate(new Date(Number.NaN))).toBe(true);
    expect(isNoDate('not a date')).toBe(true);
  });

  it('keeps real dates, the last day before the sentinel year included', () => {
    expect(isNoDate('9998-12-31')).toBe(false);
    expect(isNoDate(at('2026-06-15T16:00:00Z'))).toBe(false);
    expect(isNoDate('2026-06-15')).toBe(false);
  });
});

describe('milestones', () => {
  const context = { now, timeZone: toronto, status: 'Awarded' as const };

  it('orders by the agency day, timed dates before all-day ones on one day, and leaves sentinels out', () => {
    const candidates: MilestoneCandidate[] = [
      { key: 'contractEnd', date: '2027-06-14' },
      { key: 'awarded', date: '2026-06-01' },
      { key: 'closing', date: at('2026-06-01T18:00:00Z') },
      { key: 'estimatedAward', date: at('9999-12-31T23:59:59Z') },
      { key: 'siteMeeting', date: at('2026-05-20T13:00:00Z'), meetingId: 9, label: 'Walk-through' },
      { key: 'questionDeadline', date: at('2026-05-25T20:00:00Z') },
      { key: 'published', date: at('2026-05-10T12:00:00Z') },
      { key: 'created', date: at('2026-05-01T14:00:00Z') },
      { key: 'contractStart', date: '2026-06-15' },
      // 1 June 02:00 UTC is still 31 May in Toronto: before the closing day.
      { key: 'opened', date: at('2026-06-01T02:00:00Z') },
      { key: 'siteMeeting', date: '9999-12-31T23:59:59', meetingId: 10 },
    ];
    const milestones = buildMilestones(candidates, context);
    expect(milestones.map((m) => m.key)).toEqual([
      'created',
      'published',
      'siteMeeting',
      'questionDeadline',
      'opened',
      'closing',
      'awarded',
      'contractStart',
      'contractEnd',
    ]);
    expect(milestones[2]).toMatchObject({ meetingId: 9, label: 'Walk-through', allDay: false });
    expect(milestones.find((m) => m.key === 'awarded')).toMatchObject({ date: '2026-06-01', allDay: true });
    expect(milestones.find((m) => m.key === 'closing')?.date).toBe('2026-06-01T18:00:00.000Z');
  });

  it('ties on one day follow the order of events, and meetings by id', () => {
    const milestones = buildMilestones(
      [
        { key: 'contractStart', date: '2026-06-01' },
        { key: 'awarded', date: '2026-06-01' },
        { key: 'siteMeeting', date: at('2026-06-01T14:00:00Z'), meetingId: 4 },
        { key: 'closing', date: at('2026-06-01T14:00:00Z') },
        { key: 'siteMeeting', date: at('2026-06-01T14:00:00Z'), meetingId: 2 },
      ],
      context,
    );
    expect(milestones.map((m) => [m.key, m.meetingId])).toEqual([
      ['siteMeeting', 2],
      ['siteMeeting', 4],
      ['closing', null],
      ['awarded', null],
      ['contractStart', null],
    ]);
  });

  it('is done once the date has come: the instant itself, an all-day date on its agency day', () => {
    const milestones = buildMilestones(
      [
        { key: 'closing', date: now },
        { key: 'opened', date: new Date(now.getTime() + 1) },
        { key: 'awarded', date: '2026-06-15' },
        { key: 'contractStart', date: '2026-06-16' },
      ],
      context,
    );
    expect(milestones.map((m) => [m.key, m.done])).toEqual([
      ['closing', true],
      ['opened', false],
      ['awarded', true],
      ['contractStart', false],
    ]);
    expect(nextMilestone(milestones)?.key).toBe('opened');
  });

  it('before publication only the creation is done, whatever the dates say', () => {
    const candidates: MilestoneCandidate[] = [
      { key: 'created', date: at('2026-05-01T14:00:00Z') },
      { key: 'published', date: at('2026-06-01T14:00:00Z') },
      { key: 'closing', date: at('2026-06-20T14:00:00Z') },
    ];
    for (const status of ['Design_Mode_Pending', 'Open_Scheduled', 'Planned'] as const) {
      const milestones = buildMilestones(candidates, { ...context, status });
      expect(milestones.map((m) => m.done)).toEqual([true, false, false]);
      expect(nextMilestone(milestones)?.key).toBe('published');
    }
    const open = buildMilestones(candidates, { ...context, status: 'Open' });
    expect(open.map((m) => m.done)).toEqual([true, true, false]);
    expect(nextMilestone(buildMilestones(candidates.slice(0, 2), { ...context, status: 'Open' }))).toBeNull();
  });
});

describe('days until closing', () => {
  it('counts the agency’s calendar days: 0 on the day, negative after, null without a date', () => {
    expect(daysUntilClosing(at('2026-06-15T23:00:00Z'), now, toronto)).toBe(0);
    // 04:00 UTC on the 16th is still the 15th in Toronto.
    expect(daysUntilClosing(at('2026-06-16T03:59:00Z'), now, toronto)).toBe(0);
    expect(daysUntilClosing(at('2026-06-16T04:00:00Z'), now, toronto)).toBe(1);
    expect(daysUntilClosing(at('2026-06-22T16:00:00Z'), now, toronto)).toBe(7);
    expect(daysUntilClosing(at('2026-06-14T16:00:00Z'), now, toronto)).toBe(-1);
    expect(daysUntilClosing(null, now, toronto)).toBeNull();
    expect(daysUntilClosing(at('9999-12-31T23:59:59Z'), now, toronto)).toBeNull();
  });
});

describe('the estimate’s variance', () => {
  it('is the exact difference and the percentage of the estimate, rounded half away from zero', () => {
    expect(snapshotVariance('100000.00', '112345.67')).toEqual({ amount: '12345.67', percent: 12.3 });
    expect(snapshotVariance('100000.00', '90000.00')).toEqual({ amount: '-10000.00', percent: -10 });
    expect(snapshotVariance('0.10', '0.20')).toEqual({ amount: '0.10', percent: 100 });
    // 0.05 % rounds away from zero both ways.
    expect(snapshotVariance('2000.00', '2001.00')).toEqual({ amount: '1.00', percent: 0.1 });
    expect(snapshotVariance('2000.00', '1999.00')).toEqual({ amount: '-1.00', percent: -0.1 });
    // Cents that a binary float would lose stay exact.
    expect(snapshotVariance('999999999999.99', '1000000000000.00')).toEqual({ amount: '0.01', percent: 0 });
  });

  it('has no percentage against a zero estimate, and nothing without both amounts', () => {
    expect(snapshotVariance('0.00', '50.00')).toEqual({ amount: '50.00', percent: null });
    expect(snapshotVariance(null, '50.00')).toBeNull();
    expect(snapshotVariance('50.00', null)).toBeNull();
  });
});

describe('quick reports', () => {
  const source: NonNullable<ProjectSnapshot['source']> = {
    tenderId: 50,
    isClosed: false,
    priceUnsealed: false,
    submissionUnsealed: false,
    hasCompliance: true,
    meetings: [],
  };
  const stats: ProjectSnapshot['stats'] = {
    planTakers: 0,
    downloads: 0,
    submissions: 0,
    noBids: null,
    addenda: 0,
    meetings: 0,
    closingDate: null,
    daysUntilClosing: null,
  };
  const questions = { total: 0, answered: 0, unanswered: 0 };
  const keys = (input: Parameters<typeof snapshotQuickReports>[0]) =>
    snapshotQuickReports(input).map((r) => r.key);

  it('offers the summary and the activity of a project in design, and only the activity without a source', () => {
    expect(keys({ source, stats, supplierQuestions: questions })).toEqual(['projectSummary', 'activity']);
    expect(keys({ source: null, stats, supplierQuestions: questions })).toEqual(['activity']);
  });

  it('adds the supplier lists, questions and sign-in sheets once there are some', () => {
    const meeting = { id: 7, description: 'Site visit', date: '2026-06-01T14:00:00.000Z' };
    const reports = snapshotQuickReports({
      source: { ...source, meetings: [meeting] },
      stats: { ...stats, planTakers: 3 },
      supplierQuestions: { total: 2, answered: 1, unanswered: 1 },
    });
    expect(reports.map((r) => r.key)).toEqual([
      'projectSummary',
      'registeredSuppliers',
      'supplierActivity',
      'supplierQuestions',
      'signInSheet',
      'activity',
    ]);
    expect(reports.find((r) => r.key === 'signInSheet')?.meeting).toEqual(meeting);
    expect(reports.filter((r) => r.key !== 'activity').every((r) => r.routeName === 'project.source')).toBe(
      true,
    );
    expect(reports.at(-1)?.routeName).toBe('project');
  });

  it('offers the opening sheet once closed, the bid analysis once prices are unsealed, no-bids when any', () => {
    const closed = { ...source, isClosed: true };
    expect(keys({ source: closed, stats: { ...stats, noBids: 0 }, supplierQuestions: questions })).toEqual([
      'projectSummary',
      'openingSheet',
      'compliance',
      'activity',
    ]);
    expect(
      keys({
        source: { ...closed, priceUnsealed: true, hasCompliance: false },
        stats: { ...stats, noBids: 2 },
        supplierQuestions: questions,
      }),
    ).toEqual(['projectSummary', 'openingSheet', 'bidAnalysis', 'noBid', 'activity']);
    // Unsealed prices of a source not closed (never stored so) offer nothing of the opening.
    expect(keys({ source: { ...source, priceUnsealed: true }, stats, supplierQuestions: questions })).toEqual(
      ['projectSummary', 'activity'],
    );
  });
});

describe('the call', () => {
  it('takes a positive project id, with the project message otherwise', () => {
    expect(snapshotQuerySchema.parse({ projectId: '12' })).toEqual({ projectId: 12 });
    for (const bad of ['0', '-1', 'x', '1.5', '2147483648']) {
      const parsed = snapshotQuerySchema.safeParse({ projectId: bad });
      expect(parsed.success).toBe(false);
      expect(parsed.error?.issues[0]?.message).toBe('invalidProjectId');
    }
  });

  it('carries money as exact text with two decimals', () => {
    const money = projectSnapshotSchema.shape.estimatedVsActual.shape.awardedTotal;
    expect(money.safeParse('1234.50').success).toBe(true);
    expect(money.safeParse(null).success).toBe(true);
    expect(money.safeParse('1234.5').success).toBe(false);
    expect(money.safeParse(1234.5).success).toBe(false);
  });
});
