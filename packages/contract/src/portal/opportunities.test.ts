import { describe, expect, it } from 'vitest';
import { projectStatuses } from '../projects/status.ts';
import {
  opportunitiesQuerySchema,
  opportunityStatusOf,
  projectStatusesOfOpportunity,
  type RegistrationInput,
  registrationState,
} from './opportunities.ts';

const now = new Date('2026-05-10T15:00:00Z');
const base: RegistrationInput = {
  status: 'Open',
  isRegistrationDisabled: false,
  registrationDeadline: null,
  dateClosing: new Date('2026-06-01T17:00:00Z'),
  isCloseRegistrationAfterMeetingDate: false,
  hasSiteMeetings: false,
  meetings: [],
  now,
};
const reasonOf = (changes: Partial<RegistrationInput>) => registrationState({ ...base, ...changes }).reason;

describe('opportunity statuses', () => {
  it('reads each public status and hides the others', () => {
    expect(opportunityStatusOf('Open')).toBe('open');
    expect(opportunityStatusOf('Upcoming')).toBe('planned');
    expect(opportunityStatusOf('Unofficial_Results')).toBe('closed');
    expect(opportunityStatusOf('Awarded')).toBe('awarded');
    for (const hidden of [
      'Design_Mode_Pending',
      'Open_Scheduled',
      'Cancelled',
      'Archived',
      'Template',
    ] as const)
      expect(opportunityStatusOf(hidden)).toBeNull();
  });

  it('lists every status under the reading it has', () => {
    for (const status of projectStatuses) {
      const reading = opportunityStatusOf(status);
      const listed = Object.entries(projectStatusesOfOpportunity).find(([, s]) => s.includes(status))?.[0];
      expect(listed ?? null).toBe(reading);
    }
  });

  it('defaults the list query to the first page of open bids', () => {
    expect(opportunitiesQuerySchema.parse({})).toEqual({
      searchText: '',
      status: 'open',
      start: 0,
      limit: 20,
    });
    expect(opportunitiesQuerySchema.safeParse({ status: 'draft' }).success).toBe(false);
    expect(opportunitiesQuerySchema.parse({ closingWithinDays: '7' }).closingWithinDays).toBe(7);
  });
});

describe('registrationState', () => {
  it('is open on an open source before its deadlines', () => {
    expect(registrationState(base)).toEqual({ open: true, reason: null });
  });

  it('gives the disabled setting first', () => {
    expect(reasonOf({ isRegistrationDisabled: true, status: 'Closed' })).toBe('registrationDisabled');
  });

  it('refuses planned and closed sources', () => {
    expect(reasonOf({ status: 'Planned' })).toBe('registrationNotOpen');
    expect(reasonOf({ status: 'Closed' })).toBe('registrationBidClosed');
    expect(reasonOf({ status: 'Awarded' })).toBe('registrationBidClosed');
  });

  it('closes at the closing time to the millisecond', () => {
    expect(reasonOf({ dateClosing: new Date(now.getTime() + 1) })).toBeNull();
    expect(reasonOf({ dateClosing: now })).toBe('registrationBidClosed');
  });

  it('keeps the registration deadline inclusive', () => {
    expect(reasonOf({ registrationDeadline: now })).toBeNull();
    expect(reasonOf({ registrationDeadline: new Date(now.getTime() - 1) })).toBe(
      'registrationDeadlinePassed',
    );
  });

  it('closes after the last meeting only when the setting says so', () => {
    const meetings = [{ date: new Date('2026-05-01T14:00:00Z') }, { date: new Date('2026-05-12T14:00:00Z') }];
    expect(
      reasonOf({ hasSiteMeetings: true, isCloseRegistrationAfterMeetingDate: true, meetings }),
    ).toBeNull();
    const passed = [{ date: new Date('2026-05-01T14:00:00Z') }, { date: null }];
    expect(
      reasonOf({ hasSiteMeetings: true, isCloseRegistrationAfterMeetingDate: true, meetings: passed }),
    ).toBe('registrationClosedAfterMeeting');
    expect(
      reasonOf({ hasSiteMeetings: true, isCloseRegistrationAfterMeetingDate: false, meetings: passed }),
    ).toBeNull();
    expect(
      reasonOf({ hasSiteMeetings: false, isCloseRegistrationAfterMeetingDate: true, meetings: passed }),
    ).toBeNull();
  });
});
