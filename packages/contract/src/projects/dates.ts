/**
 * Project date rules of 000 §5 "Dates" and the empty-date reading of 000 §3. Pure: the caller
 * passes the current instant (from the server clock) so deadlines are decided in one place.
 */
import type { MessageKey } from '../messages/catalogue.ts';

export * from './dates-zone.ts';

/** What the legacy store writes for "no date" (000 §3, stored as YYYY-MM-DDTHH:mm:ss, UTC). */
export const emptyDateSentinel = '9999-12-31T23:59:59';

/** `emptyDateSentinel` as epoch milliseconds. */
export const emptyDateSentinelMs = Date.UTC(9999, 11, 31, 23, 59, 59);

/**
 * Whether a stored date counts as empty: missing, not a valid date, or at or beyond the year-9999
 * sentinel (000 §3 "dates beyond year 9999 are treated as empty").
 */
export function isEmptyDate(date: Date | null | undefined): date is null | undefined {
  if (date === null || date === undefined) return true;
  const time = date.getTime();
  return Number.isNaN(time) || time >= emptyDateSentinelMs;
}

/** A project meeting as far as the date rules see it; other meeting fields pass through untouched. */
export type ProjectMeetingDates = {
  readonly date: Date | null;
  readonly description: string | null;
};

/** The project dates the rules of 000 §5 check (instants, UTC). */
export type ProjectDates = {
  readonly publish: Date | null;
  readonly closing: Date | null;
  readonly questionDeadline: Date | null;
  readonly registrationDeadline: Date | null;
  readonly estimatedAward: Date | null;
  readonly estimatedAvailability: Date | null;
  readonly incompleteQuestionNotification: Date | null;
  readonly hasQuestionDeadline: boolean;
  readonly hasSiteMeetings: boolean;
  readonly meetings: readonly ProjectMeetingDates[];
};

/** The field a problem is shown on; meeting problems name the meeting by its index. */
export type ProjectDateField =
  | Exclude<keyof ProjectDates, 'hasQuestionDeadline' | 'hasSiteMeetings'>
  | `meetings.${number}.date`
  | `meetings.${number}.description`;

/** One broken rule: where to show it and the catalogue key of its message. */
export type ProjectDateProblem = { field: ProjectDateField; key: MessageKey };

type Instant = Date | null | undefined;

// A comparison involving an empty date is not checked: "required" rules catch missing dates.
function both(a: Instant, b: Instant): [number, number] | null {
  return isEmptyDate(a) || isEmptyDate(b) ? null : [a.getTime(), b.getTime()];
}

const isBefore = (a: Instant, b: Instant) => {
  const pair = both(a, b);
  return pair === null || pair[0] < pair[1];
};

const isNotAfter = (a: Instant, b: Instant) => {
  const pair = both(a, b);
  return pair === null || pair[0] <= pair[1];
};

/**
 * Every rule of 000 §5 "Dates" that `dates` break at `now`, in the order of the spec. An empty date
 * (see `isEmptyDate`) takes part in no comparison. The question deadline counts, and the
 * incomplete-question notification is required, only while `hasQuestionDeadline` is on; meetings
 * count only while `hasSiteMeetings` is on. Each problem sits on the field the spec's sentence is about.
 */
export function projectDateProblems(dates: ProjectDates, now: Date): ProjectDateProblem[] {
  const problems: ProjectDateProblem[] = [];
  const add = (field: ProjectDateField, key: MessageKey) => problems.push({ field, key });
  const questionDeadline = dates.hasQuestionDeadline ? dates.questionDeadline : null;
  const meetings = dates.hasSiteMeetings ? dates.meetings : [];

  // No back-dating: these must be strictly after the current time.
  if (!isBefore(now, dates.publish)) add('publish', 'projectPublishDateInPast');
  if (!isBefore(now, dates.closing)) add('closing', 'projectClosingDateInPast');
  if (!isBefore(now, questionDeadline)) add('questionDeadline', 'projectQuestionDeadlineInPast');
  if (!isBefore(now, dates.registrationDeadline)) {
    add('registrationDeadline', 'projectRegistrationDeadlineInPast');
  }

  if (!isBefore(dates.publish, dates.closing)) add('publish', 'projectPublishNotBeforeClosing');
  if (!isNotAfter(questionDeadline, dates.closing)) add('closing', 'projectClosingBeforeQuestionDeadline');
  if (!isBefore(dates.publish, questionDeadline)) add('publish', 'projectPublishNotBeforeQuestionDeadline');
  if (!isNotAfter(dates.registrationDeadline, dates.closing)) {
    add('registrationDeadline', 'projectRegistrationDeadlineAfterClosing');
  }
  if (!isBefore(dates.closing, dates.estimatedAward))
    add('estimatedAward', 'projectEstimatedAwardNotAfterClosing');

  meetings.forEach((meeting, i) => {
    if (!isBefore(dates.publish, meeting.date)) add(`meetings.${i}.date`, 'projectMeetingNotAfterPublish');
    if (!isBefore(meeting.date, dates.closing)) add(`meetings.${i}.date`, 'projectMeetingNotBeforeClosing');
  });

  if (!isBefore(dates.estimatedAvailability, dates.publish)) {
    add('estimatedAvailability', 'projectEstimatedAvailabilityNotBeforePublish');
  }

  if (!isBefore(dates.publish, dates.incompleteQuestionNotification)) {
    add('incompleteQuestionNotification', 'projectIncompleteQuestionNotificationNotAfterPublish');
  }
  if (dates.hasQuestionDeadline && isEmptyDate(dates.incompleteQuestionNotification)) {
    add('incompleteQuestionNotification', 'projectIncompleteQuestionNotificationRequired');
  }

  meetings.forEach((meeting, i) => {
    if ((meeting.description ?? '').trim() === '') {
      add(`meetings.${i}.description`, 'projectMeetingDescriptionRequired');
    }
    if (isEmptyDate(meeting.date)) add(`meetings.${i}.date`, 'projectMeetingDateRequired');
  });
  if (dates.hasSiteMeetings && dates.meetings.length === 0) add('meetings', 'projectMeetingsNone');

  return problems;
}
