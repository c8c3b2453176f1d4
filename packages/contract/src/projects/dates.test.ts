import { describe, expect, it } from 'vitest';
import { catalogue } from '../messages/catalogue.ts';
import {
  emptyDateSentinel,
  emptyDateSentinelMs,
  isEmptyDate,
  localTimeProblemKeys,
  type ProjectDateProblem,
  type ProjectDates,
  projectDateProblems,
} from './dates.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const now = new Date('2026-06-01T12:00:00Z');
const at = (ms: number) => new Date(now.getTime() + ms);

// A project whose dates break no rule.
const valid: ProjectDates = {
  publish: at(DAY),
  closing: at(20 * DAY),
  questionDeadline: at(10 * DAY),
  registrationDeadline: at(15 * DAY),
  estimatedAward: at(30 * DAY),
  estimatedAvailability: at(-30 * DAY),
  incompleteQuestionNotification: at(5 * DAY),
  hasQuestionDeadline: true,
  hasSiteMeetings: true,
  meetings: [{ date: at(7 * DAY), description: 'Site visit' }],
};

const check = (overrides: Partial<ProjectDates>) => projectDateProblems({ ...valid, ...overrides }, now);

describe('isEmptyDate and the year-9999 sentinel (000 §3)', () => {
  it('is the legacy sentinel 9999-12-31T23:59:59', () => {
    expect(emptyDateSentinel).toBe('9999-12-31T23:59:59');
    expect(new Date(emptyDateSentinelMs).toISOString()).toBe('9999-12-31T23:59:59.000Z');
  });

  it('treats missing, invalid, sentinel and later dates as empty', () => {
    for (const d of [
      null,
      undefined,
      new Date(Number.NaN),
      new Date(emptyDateSentinelMs),
      new Date('+010000-01-01'),
    ]) {
      expect(isEmptyDate(d)).toBe(true);
    }
  });

  it('treats real dates, up to a second before the sentinel, as present', () => {
    for (const d of [now, new Date(0), new Date(emptyDateSentinelMs - 1000)])
      expect(isEmptyDate(d)).toBe(false);
  });

  it('lets a sentinel date take part in no rule', () => {
    const empty = new Date('9999-12-31T23:59:59Z');
    expect(check({ closing: empty, estimatedAward: new Date('+010000-06-01') })).toEqual([]);
  });
});

describe('projectDateProblems', () => {
  it('finds nothing wrong with a consistent project', () => {
    expect(check({})).toEqual([]);
  });

  it('finds nothing wrong with an empty project without question deadline or meetings', () => {
    const empty: ProjectDates = {
      publish: null,
      closing: null,
      questionDeadline: null,
      registrationDeadline: null,
      estimatedAward: null,
      estimatedAvailability: null,
      incompleteQuestionNotification: null,
      hasQuestionDeadline: false,
      hasSiteMeetings: false,
      meetings: [],
    };
    expect(projectDateProblems(empty, now)).toEqual([]);
  });

  type Case = {
    rule: string;
    allowed: Partial<ProjectDates>;
    refused: Partial<ProjectDates>;
    problems: ProjectDateProblem[];
  };
  const noQuestions = { hasQuestionDeadline: false } as const;
  const noMeetings = { hasSiteMeetings: false } as const;
  const noNotice = { incompleteQuestionNotification: null } as const;
  const cases: Case[] = [
    {
      rule: 'publish must be after the current time',
      allowed: { publish: at(1), estimatedAvailability: at(-DAY) },
      refused: { publish: now, estimatedAvailability: at(-DAY) },
      problems: [{ field: 'publish', key: 'projectPublishDateInPast' }],
    },
    {
      rule: 'closing must be after the current time',
      allowed: { publish: null, ...noQuestions, ...noMeetings, registrationDeadline: null, closing: at(1) },
      refused: { publish: null, ...noQuestions, ...noMeetings, registrationDeadline: null, closing: now },
      problems: [{ field: 'closing', key: 'projectClosingDateInPast' }],
    },
    {
      rule: 'question deadline must be after the current time',
      allowed: { publish: null, questionDeadline: at(1) },
      refused: { publish: null, questionDeadline: at(-HOUR) },
      problems: [{ field: 'questionDeadline', key: 'projectQuestionDeadlineInPast' }],
    },
    {
      rule: 'registration deadline must be after the current time',
      allowed: { registrationDeadline: at(1) },
      refused: { registrationDeadline: now },
      problems: [{ field: 'registrationDeadline', key: 'projectRegistrationDeadlineInPast' }],
    },
    {
      rule: 'publish must be before closing',
      allowed: {
        ...noQuestions,
        ...noMeetings,
        ...noNotice,
        registrationDeadline: null,
        publish: at(20 * DAY - 1),
      },
      refused: {
        ...noQuestions,
        ...noMeetings,
        ...noNotice,
        registrationDeadline: null,
        publish: at(20 * DAY),
      },
      problems: [{ field: 'publish', key: 'projectPublishNotBeforeClosing' }],
    },
    {
      rule: 'closing may equal but not precede the question deadline',
      allowed: { ...noMeetings, questionDeadline: at(20 * DAY) },
      refused: { ...noMeetings, questionDeadline: at(20 * DAY + 1) },
      problems: [{ field: 'closing', key: 'projectClosingBeforeQuestionDeadline' }],
    },
    {
      rule: 'publish must be before the question deadline',
      allowed: { ...noMeetings, incompleteQuestionNotification: at(3 * DAY), questionDeadline: at(2 * DAY) },
      refused: { ...noMeetings, incompleteQuestionNotification: at(3 * DAY), questionDeadline: at(DAY) },
      problems: [{ field: 'publish', key: 'projectPublishNotBeforeQuestionDeadline' }],
    },
    {
      rule: 'registration deadline may equal but not follow closing',
      allowed: { registrationDeadline: at(20 * DAY) },
      refused: { registrationDeadline: at(20 * DAY + 1) },
      problems: [{ field: 'registrationDeadline', key: 'projectRegistrationDeadlineAfterClosing' }],
    },
    {
      rule: 'estimated award must be after closing',
      allowed: { estimatedAward: at(20 * DAY + 1) },
      refused: { estimatedAward: at(20 * DAY) },
      problems: [{ field: 'estimatedAward', key: 'projectEstimatedAwardNotAfterClosing' }],
    },
    {
      rule: 'a meeting must be after publish',
      allowed: { meetings: [{ date: at(DAY + 1), description: 'Site visit' }] },
      refused: {
        meetings: [
          { date: at(7 * DAY), description: 'A' },
          { date: at(DAY), description: 'B' },
        ],
      },
      problems: [{ field: 'meetings.1.date', key: 'projectMeetingNotAfterPublish' }],
    },
    {
      rule: 'a meeting must be before closing',
      allowed: { meetings: [{ date: at(20 * DAY - 1), description: 'Site visit' }] },
      refused: { meetings: [{ date: at(20 * DAY), description: 'Site visit' }] },
      problems: [{ field: 'meetings.0.date', key: 'projectMeetingNotBeforeClosing' }],
    },
    {
      rule: 'estimated availability must be before publish',
      allowed: { estimatedAvailability: at(DAY - 1) },
      refused: { estimatedAvailability: at(DAY) },
      problems: [{ field: 'estimatedAvailability', key: 'projectEstimatedAvailabilityNotBeforePublish' }],
    },
    {
      rule: 'the incomplete-question notification must be after publish',
      allowed: { incompleteQuestionNotification: at(DAY + 1) },
      refused: { incompleteQuestionNotification: at(DAY) },
      problems: [
        {
          field: 'incompleteQuestionNotification',
          key: 'projectIncompleteQuestionNotificationNotAfterPublish',
        },
      ],
    },
    {
      rule: 'the incomplete-question notification is required while the question deadline is on',
      allowed: { ...noQuestions, incompleteQuestionNotification: null },
      refused: { incompleteQuestionNotification: null },
      problems: [
        { field: 'incompleteQuestionNotification', key: 'projectIncompleteQuestionNotificationRequired' },
      ],
    },
    {
      rule: 'a meeting needs a description',
      allowed: { meetings: [{ date: at(7 * DAY), description: 'Walk-through' }] },
      refused: {
        meetings: [
          { date: at(7 * DAY), description: '  ' },
          { date: at(8 * DAY), description: null },
        ],
      },
      problems: [
        { field: 'meetings.0.description', key: 'projectMeetingDescriptionRequired' },
        { field: 'meetings.1.description', key: 'projectMeetingDescriptionRequired' },
      ],
    },
    {
      rule: 'a meeting needs a date and time',
      allowed: { meetings: [{ date: at(7 * DAY), description: 'Site visit' }] },
      refused: { meetings: [{ date: null, description: 'Site visit' }] },
      problems: [{ field: 'meetings.0.date', key: 'projectMeetingDateRequired' }],
    },
    {
      rule: 'meetings on need at least one meeting',
      allowed: { hasSiteMeetings: false, meetings: [] },
      refused: { hasSiteMeetings: true, meetings: [] },
      problems: [{ field: 'meetings', key: 'projectMeetingsNone' }],
    },
  ];

  for (const c of cases) {
    describe(c.rule, () => {
      it('allows', () => {
        expect(check(c.allowed)).toEqual([]);
      });
      it('refuses', () => {
        expect(check(c.refused)).toEqual(c.problems);
      });
    });
  }

  it('ignores the question deadline while it is off', () => {
    expect(check({ hasQuestionDeadline: false, questionDeadline: at(-DAY) })).toEqual([]);
  });

  it('ignores meetings while they are off', () => {
    expect(check({ hasSiteMeetings: false, meetings: [{ date: null, description: '' }] })).toEqual([]);
  });

  it('names only catalogue keys with English and French texts', () => {
    for (const c of cases) {
      for (const p of c.problems) {
        expect(catalogue[p.key].en).not.toBe('');
        expect(catalogue[p.key].fr).not.toBe('');
      }
    }
    for (const key of Object.values(localTimeProblemKeys)) expect(catalogue[key].fr).not.toBe('');
  });
});
