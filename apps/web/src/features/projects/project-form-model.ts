import { randomId } from '@mantine/hooks';
import {
  isEmptyDate,
  LocalTimeError,
  type MessageKey,
  type Project,
  type ProjectDateField,
  type ProjectDetails,
  projectDateProblems,
  projectDetailsDefaults,
  type TenderDateField,
  type TenderInput,
  tenderDateFields,
  tenderDefaults,
  type UpdateProject,
  updateProjectSchema,
  utcToZonedLocal,
  zonedLocalToUtc,
} from '@procura/contract';
import { i18n } from '../../platform/i18n/index.ts';
import { schemaErrors } from '../../ui/schema-errors.ts';

/**
 * The one form behind every Build page. Dates are held as the wall clock of the agency's time zone
 * ('YYYY-MM-DDTHH:mm', '' for none), the way people type them; they become UTC instants only when
 * the project is saved, so a half-typed or impossible time never reaches the server.
 */

export type MeetingValues = {
  /** A React key for new meetings, which have no id yet; never sent. */
  key: string;
  id?: number;
  description: string;
  location: string;
  date: string;
  endDate: string;
  isMandatory: boolean;
  showToPublic: boolean;
};

export type TenderValues = Omit<TenderInput, TenderDateField | 'meetings'> &
  Record<TenderDateField, string> & { meetings: MeetingValues[] };

export type ProjectFormValues = ProjectDetails & { tender: TenderValues };

const detailKeys = Object.keys(projectDetailsDefaults) as (keyof ProjectDetails)[];
const tenderKeys = Object.keys(tenderDefaults) as (keyof TenderInput)[];

function pick<T extends object, K extends keyof T>(source: T, keys: readonly K[]): Pick<T, K> {
  return Object.fromEntries(keys.map((key) => [key, source[key]])) as Pick<T, K>;
}

/** An instant shown on the agency's wall clock; empty and sentinel dates (000 §3) show as ''. */
export function localOf(instant: string | null, timeZone: string): string {
  if (instant === null) return '';
  const date = new Date(instant);
  return isEmptyDate(date) ? '' : utcToZonedLocal(date, timeZone);
}

export function newMeeting(): MeetingValues {
  return {
    key: randomId(),
    description: '',
    location: '',
    date: '',
    endDate: '',
    isMandatory: false,
    showToPublic: true,
  };
}

/** The form's values for `project`, its first source's settings shown on the wall clock of `timeZone`. */
export function formValuesOf(project: Project, timeZone: string): ProjectFormValues {
  const tender = project.tenders[0] ?? { ...tenderDefaults, meetings: [] };
  const settings = pick(tender, tenderKeys);
  const dates = Object.fromEntries(
    tenderDateFields.map((field) => [field, localOf(tender[field], timeZone)]),
  ) as Record<TenderDateField, string>;
  return {
    ...pick(project, detailKeys),
    tender: {
      ...settings,
      ...dates,
      meetings: tender.meetings.map((meeting) => ({
        key: meeting.id === undefined ? randomId() : `meeting-${meeting.id}`,
        ...(meeting.id === undefined ? {} : { id: meeting.id }),
        description: meeting.description,
        location: meeting.location,
        date: localOf(meeting.date, timeZone),
        endDate: localOf(meeting.endDate, timeZone),
        isMandatory: meeting.isMandatory,
        showToPublic: meeting.showToPublic,
      })),
    },
  };
}

/** What the form's values mean: the project and source to save, and times that could not be read. */
export type ReadValues = {
  details: ProjectDetails;
  tender: TenderInput;
  /** Form path -> catalogue key, for wall-clock times that are malformed or do not exist (DST gap). */
  timeProblems: Record<string, MessageKey>;
};

export function readFormValues(values: ProjectFormValues, timeZone: string): ReadValues {
  const timeProblems: Record<string, MessageKey> = {};
  const instant = (local: string, path: string): string | null => {
    if (local === '') return null;
    try {
      return zonedLocalToUtc(local, timeZone).toISOString();
    } catch (error) {
      if (error instanceof LocalTimeError) timeProblems[path] = error.key;
      else throw error;
      return null;
    }
  };
  const { tender, ...details } = values;
  const dates = Object.fromEntries(
    tenderDateFields.map((field) => [field, instant(tender[field], `tender.${field}`)]),
  ) as Record<TenderDateField, string | null>;
  return {
    details: pick(details, detailKeys),
    tender: {
      ...pick(tender as unknown as TenderInput, tenderKeys),
      ...dates,
      meetings: tender.meetings.map(({ key: _key, ...meeting }, index) => ({
        ...meeting,
        date: instant(meeting.date, `tender.meetings.${index}.date`),
        endDate: instant(meeting.endDate, `tender.meetings.${index}.endDate`),
      })),
    },
    timeProblems,
  };
}

/**
 * The PUT /Projects body: every editable field, with the version the form was loaded from, and
 * the buyer's answers to the questions a save of a published project may ask.
 */
export function toUpdate(
  project: Pick<Project, 'id' | 'version'>,
  read: ReadValues,
  confirmRepublish: boolean,
  notifyRegisteredSuppliers?: boolean,
): UpdateProject {
  return {
    ...read.details,
    id: project.id,
    tender: read.tender,
    version: project.version,
    confirmRepublish,
    ...(notifyRegisteredSuppliers === undefined ? {} : { notifyRegisteredSuppliers }),
  };
}

/**
 * 000 §4: a save of an open (published) source that moves its closing date asks whether to notify
 * its registered suppliers; the server asks too (409 projectClosingDateNotifyQuestion).
 */
export function asksClosingNotice(project: Pick<Project, 'status' | 'tenders'>, read: ReadValues): boolean {
  if (project.status !== 'Open') return false;
  const saved = project.tenders[0]?.dateClosing ?? null;
  const typed = read.tender.dateClosing;
  const instant = (value: string | null) => (value === null ? null : new Date(value).getTime());
  return instant(saved) !== instant(typed);
}

/**
 * Problems that stop a save: the contract's schema (lengths, forbidden number characters, amounts)
 * and times that cannot be read. The date rules of 000 §5 are shown live by the dates page but do
 * not block here: the server judges them on its clock (a published project's publish date is past).
 */
export function validateProjectForm(values: ProjectFormValues, timeZone: string): Record<string, string> {
  const read = readFormValues(values, timeZone);
  const errors = schemaErrors(updateProjectSchema, toUpdate({ id: 1, version: 0 }, read, false));
  for (const [path, key] of Object.entries(read.timeProblems)) errors[path] = i18n.t(key);
  return errors;
}

/** Where each date rule's field sits in the form. */
const dateFieldPath: Record<string, string> = {
  publish: 'tender.dateAvailable',
  closing: 'tender.dateClosing',
  questionDeadline: 'tender.questionDeadline',
  registrationDeadline: 'tender.registrationDeadline',
  estimatedAward: 'tender.dateEstimatedAward',
  estimatedAvailability: 'tender.dateEstimatedAvailability',
  incompleteQuestionNotification: 'tender.incompleteQuestionNotificationDate',
  meetings: 'tender.meetings',
};

function pathOfDateField(field: ProjectDateField): string {
  return dateFieldPath[field] ?? `tender.${field}`;
}

const asDate = (iso: string | null) => (iso === null ? null : new Date(iso));

/** The date rules of 000 §5 that the form's dates break at `now`: form path -> catalogue keys. */
export function dateProblemsOf(read: ReadValues, now: Date): Record<string, MessageKey[]> {
  const t = read.tender;
  const problems = projectDateProblems(
    {
      publish: asDate(t.dateAvailable),
      closing: asDate(t.dateClosing),
      questionDeadline: asDate(t.questionDeadline),
      registrationDeadline: asDate(t.registrationDeadline),
      estimatedAward: asDate(t.dateEstimatedAward),
      estimatedAvailability: asDate(t.dateEstimatedAvailability),
      incompleteQuestionNotification: asDate(t.incompleteQuestionNotificationDate),
      hasQuestionDeadline: t.hasQuestionDeadline,
      hasSiteMeetings: t.hasSiteMeetings,
      meetings: t.meetings.map((meeting) => ({
        date: asDate(meeting.date),
        description: meeting.description,
      })),
    },
    now,
  );
  const byPath: Record<string, MessageKey[]> = {};
  for (const problem of problems) {
    const path = pathOfDateField(problem.field);
    byPath[path] = [...(byPath[path] ?? []), problem.key];
  }
  return byPath;
}

/** Server refusal keys and the form field they belong to (readRefusal). */
export const projectFieldOfKey: Record<string, string> = {
  invalidProjectNumber: 'number',
  projectNumberTaken: 'number',
  projectNumberRequired: 'number',
  nameRequired: 'name',
  projectDivisionNotInDepartment: 'divisionId',
  projectLimitedTypeRequired: 'tender.procurementMethodLimitedType',
  projectPublishDateInPast: 'tender.dateAvailable',
  projectPublishNotBeforeClosing: 'tender.dateAvailable',
  projectPublishNotBeforeQuestionDeadline: 'tender.dateAvailable',
  projectClosingDateInPast: 'tender.dateClosing',
  projectClosingBeforeQuestionDeadline: 'tender.dateClosing',
  projectQuestionDeadlineInPast: 'tender.questionDeadline',
  projectRegistrationDeadlineInPast: 'tender.registrationDeadline',
  projectRegistrationDeadlineAfterClosing: 'tender.registrationDeadline',
  projectEstimatedAwardNotAfterClosing: 'tender.dateEstimatedAward',
  projectEstimatedAvailabilityNotBeforePublish: 'tender.dateEstimatedAvailability',
  projectIncompleteQuestionNotificationNotAfterPublish: 'tender.incompleteQuestionNotificationDate',
  projectIncompleteQuestionNotificationRequired: 'tender.incompleteQuestionNotificationDate',
  projectMeetingsNone: 'tender.meetings',
};
