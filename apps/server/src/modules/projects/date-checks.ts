import { projectDateProblems, projectDatesOf, type Tender, type TenderInput } from '@procura/contract';
import { badRequest } from '../../platform/errors.ts';

/**
 * Refuses a save that breaks a date rule of 000 §5 the project did not already break. A draft may
 * hold incomplete or stale dates (the publish checklist lists them all); what a save may not do is
 * introduce a new problem, such as a closing date before the publish date or a date in the past.
 */
export function checkDates(before: Tender | null, after: TenderInput, now: Date): void {
  const known = new Set(
    before === null ? [] : projectDateProblems(projectDatesOf(before), now).map((p) => `${p.field}:${p.key}`),
  );
  const fresh = projectDateProblems(projectDatesOf(after), now).filter(
    (p) =>
      !known.has(`${p.field}:${p.key}`) &&
      p.key !== 'projectIncompleteQuestionNotificationRequired' &&
      p.key !== 'projectMeetingsNone',
  );
  if (fresh.length > 0) throw badRequest(...fresh.map((p) => ({ key: p.key, params: { field: p.field } })));
}
