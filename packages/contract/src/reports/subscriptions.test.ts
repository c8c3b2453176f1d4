import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { utcToZonedLocal } from '../projects/dates-zone.ts';
import {
  nextSendAfter,
  reportFrequencies,
  type ScheduledReportBody,
  type SubscriptionTiming,
  scheduledReportBodySchema,
  scheduledReportSchema,
  updateScheduledReportSchema,
} from './subscriptions.ts';

const toronto = 'America/Toronto';
const at = (iso: string) => new Date(iso);

const body: ScheduledReportBody = {
  reportName: 'ActiveContracts',
  start: '2025-03-03',
  sendAt: '08:00',
  frequency: 'Weekly',
  recipients: [{ userId: 4 }, { email: 'buyer@agency.ca' }],
};

function refusals(input: unknown): Record<string, string> {
  const result = scheduledReportBodySchema.safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
}

describe('a subscription as the library sends it (001 §3, §7 /Report/Scheduled)', () => {
  it('takes a report, a start day, a time, a frequency and its recipients', () => {
    expect(scheduledReportBodySchema.parse(body)).toEqual(body);
    expect(reportFrequencies).toEqual(['Daily', 'Weekly', 'Monthly']);
  });

  it('keeps each team member and address once, addresses compared without case', () => {
    const parsed = scheduledReportBodySchema.parse({
      ...body,
      recipients: [
        { userId: 4 },
        { email: ' Buyer@Agency.ca ' },
        { userId: 4 },
        { email: 'buyer@agency.ca' },
      ],
    });
    expect(parsed.recipients).toEqual([{ userId: 4 }, { email: 'Buyer@Agency.ca' }]);
  });

  it('needs at least one recipient, each a team member or a valid address, not both', () => {
    expect(refusals({ ...body, recipients: [] })).toEqual({ recipients: 'emailNoRecipients' });
    expect(refusals({ ...body, recipients: [{ email: 'buyer@@agency.ca' }] })).toEqual({
      'recipients.0.email': 'emailAddressBadFormat',
    });
    expect(refusals({ ...body, recipients: [{ email: 'buyer@agency' }] })).toEqual({
      'recipients.0.email': 'emailAddressBadFormat',
    });
    expect(refusals({ ...body, recipients: [{ userId: 4, email: 'buyer@agency.ca' }] })).toEqual({
      'recipients.0': 'invalidParameter',
    });
    expect(refusals({ ...body, recipients: [{}] })).toEqual({ 'recipients.0': 'invalidParameter' });
    expect(refusals({ ...body, recipients: [{ userId: 0 }] })).toEqual({
      'recipients.0.userId': 'emailInvalidTeamMember',
    });
    expect(refusals({ ...body, recipients: [{ userId: null, email: 'a@b.ca' }] })).toEqual({});
  });

  it('refuses a report the library does not have', () => {
    expect(refusals({ ...body, reportName: 'Everything' })).toEqual({ reportName: 'reportNotFound' });
  });

  it.each(['24:00', '7:00', '07:60', '07:00:00', '0700', ''])('refuses the time %j (HH:mm)', (sendAt) => {
    expect(refusals({ ...body, sendAt })).toEqual({ sendAt: 'invalidParameter' });
  });

  it.each(['00:00', '23:59', '07:05'])('takes the time %j', (sendAt) => {
    expect(refusals({ ...body, sendAt })).toEqual({});
  });

  it('refuses a start that is not a calendar day, and an unknown frequency', () => {
    expect(refusals({ ...body, start: '2025-02-30' })).toEqual({ start: 'invalidParameter' });
    expect(refusals({ ...body, frequency: 'Hourly' })).toEqual({ frequency: 'invalidParameter' });
  });

  it('changes a subscription by its id', () => {
    expect(updateScheduledReportSchema.safeParse({ ...body, id: 9 }).success).toBe(true);
    expect(updateScheduledReportSchema.safeParse(body).success).toBe(false);
  });

  it('answers with its recipients as recipientDTOs', () => {
    const answer = {
      id: 9,
      reportName: 'ActiveContracts',
      start: '2025-03-03',
      sendAt: '08:00',
      frequency: 'Weekly',
      recipientDTOs: [
        { id: 1, userId: 4, email: 'lead@agency.ca', fullName: 'Grace Hopper' },
        { id: 2, userId: null, email: 'buyer@agency.ca', fullName: null },
      ],
      createdBy: { id: 4, fullName: 'Grace Hopper' },
      nextSendAt: '2025-03-10T12:00:00.000Z',
    };
    expect(scheduledReportSchema.parse(answer)).toEqual(answer);
  });
});

const timing = (frequency: SubscriptionTiming['frequency'], start: string, sendAt: string) => ({
  frequency,
  start,
  sendAt,
});

/** The sends one after another from `after`. */
function sends(t: SubscriptionTiming, after: string, count: number, timeZone = toronto): string[] {
  const out: string[] = [];
  let last = at(after);
  for (let i = 0; i < count; i += 1) {
    last = nextSendAfter(t, last, timeZone);
    out.push(last.toISOString());
  }
  return out;
}

describe('nextSendAfter', () => {
  it('sends first on the start day at the time, however early it is asked', () => {
    expect(
      nextSendAfter(timing('Daily', '2025-06-10', '08:00'), at('2020-01-01T00:00:00Z'), toronto),
    ).toEqual(at('2025-06-10T12:00:00Z'));
  });

  it('sends daily, the next one strictly after the instant given', () => {
    const daily = timing('Daily', '2025-06-01', '08:00');
    expect(nextSendAfter(daily, at('2025-06-05T11:59:59Z'), toronto)).toEqual(at('2025-06-05T12:00:00Z'));
    expect(nextSendAfter(daily, at('2025-06-05T12:00:00Z'), toronto)).toEqual(at('2025-06-06T12:00:00Z'));
    // 23:30 in Toronto is already the next day in UTC: the agency's day counts.
    expect(
      nextSendAfter(timing('Daily', '2025-06-01', '23:30'), at('2025-06-06T03:00:00Z'), toronto),
    ).toEqual(at('2025-06-06T03:30:00Z'));
  });

  it('sends weekly on the start’s weekday', () => {
    // 2025-03-04 is a Tuesday.
    expect(sends(timing('Weekly', '2025-03-04', '09:15'), '2025-03-06T00:00:00Z', 3)).toEqual([
      '2025-03-11T13:15:00.000Z',
      '2025-03-18T13:15:00.000Z',
      '2025-03-25T13:15:00.000Z',
    ]);
  });

  it('sends monthly on the start’s day, on the last day of a shorter month', () => {
    expect(sends(timing('Monthly', '2025-01-31', '08:00'), '2025-01-01T00:00:00Z', 5)).toEqual([
      '2025-01-31T13:00:00.000Z',
      '2025-02-28T13:00:00.000Z',
      '2025-03-31T12:00:00.000Z',
      '2025-04-30T12:00:00.000Z',
      '2025-05-31T12:00:00.000Z',
    ]);
    // A leap year's February has its 29th; a start on the 30th goes back to the 30th after it.
    expect(sends(timing('Monthly', '2024-01-31', '08:00'), '2024-02-01T00:00:00Z', 1)).toEqual([
      '2024-02-29T13:00:00.000Z',
    ]);
    expect(sends(timing('Monthly', '2023-12-30', '08:00'), '2024-01-31T00:00:00Z', 2)).toEqual([
      '2024-02-29T13:00:00.000Z',
      '2024-03-30T12:00:00.000Z',
    ]);
    expect(sends(timing('Monthly', '2025-01-15', '08:00'), '2025-12-20T00:00:00Z', 1)).toEqual([
      '2026-01-15T13:00:00.000Z',
    ]);
  });

  it('keeps the agency’s time across the daylight-saving changes in Toronto', () => {
    expect(sends(timing('Daily', '2025-03-07', '08:00'), '2025-03-07T00:00:00Z', 4)).toEqual([
      '2025-03-07T13:00:00.000Z',
      '2025-03-08T13:00:00.000Z',
      '2025-03-09T12:00:00.000Z',
      '2025-03-10T12:00:00.000Z',
    ]);
    expect(sends(timing('Daily', '2025-11-01', '08:00'), '2025-11-01T00:00:00Z', 3)).toEqual([
      '2025-11-01T12:00:00.000Z',
      '2025-11-02T13:00:00.000Z',
      '2025-11-03T13:00:00.000Z',
    ]);
  });

  it('moves a time the spring change skips to the first minute the clocks show', () => {
    // 2025-03-09: Toronto's clocks go from 01:59 to 03:00.
    expect(sends(timing('Daily', '2025-03-08', '02:30'), '2025-03-08T00:00:00Z', 3)).toEqual([
      '2025-03-08T07:30:00.000Z',
      '2025-03-09T07:00:00.000Z',
      '2025-03-10T06:30:00.000Z',
    ]);
  });

  it('sends once on the autumn day a time is shown twice, at its first showing', () => {
    // 2025-11-02: Toronto shows 01:00 to 01:59 twice, first on summer time.
    expect(sends(timing('Daily', '2025-11-01', '01:30'), '2025-11-01T00:00:00Z', 3)).toEqual([
      '2025-11-01T05:30:00.000Z',
      '2025-11-02T05:30:00.000Z',
      '2025-11-03T06:30:00.000Z',
    ]);
  });

  it('skips a day a zone never had (Samoa, 2011-12-30) to its first minute after', () => {
    expect(sends(timing('Daily', '2011-12-29', '09:00'), '2011-12-28T00:00:00Z', 3, 'Pacific/Apia')).toEqual([
      '2011-12-29T19:00:00.000Z',
      '2011-12-30T10:00:00.000Z',
      '2011-12-30T19:00:00.000Z',
    ]);
  });

  const day = fc
    .integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2040, 0, 1) })
    .map((ms) => new Date(ms).toISOString().slice(0, 10));
  const time = fc
    .tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }))
    .map(([h, m]) => `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`);
  const anyTiming = fc.record({ frequency: fc.constantFrom(...reportFrequencies), start: day, sendAt: time });
  const instant = fc
    .integer({ min: Date.UTC(1999, 0, 1), max: Date.UTC(2041, 0, 1) })
    .map((ms) => new Date(ms));
  const zone = fc.constantFrom('UTC', toronto, 'Europe/Paris', 'Australia/Sydney', 'America/Santiago');

  it('property: the next send is later than asked, and nothing comes between', () => {
    return fc.assert(
      fc.property(anyTiming, instant, zone, (t, after, timeZone) => {
        const next = nextSendAfter(t, after, timeZone);
        expect(next.getTime()).toBeGreaterThan(after.getTime());
        expect(nextSendAfter(t, new Date(next.getTime() - 1), timeZone)).toEqual(next);
        const local = utcToZonedLocal(next, timeZone);
        expect(local.slice(0, 10) >= t.start).toBe(true);
      }),
    );
  });

  it('property: in UTC every send is on a send day at the time, daily 24 h and weekly 7 days apart', () => {
    return fc.assert(
      fc.property(anyTiming, instant, (t, after) => {
        const first = nextSendAfter(t, after, 'UTC');
        const second = nextSendAfter(t, first, 'UTC');
        for (const send of [first, second]) {
          const local = utcToZonedLocal(send, 'UTC');
          expect(local.slice(11)).toBe(t.sendAt);
          const sendDay = local.slice(0, 10);
          if (t.frequency === 'Monthly') {
            const monthEnd = new Date(Date.UTC(Number(sendDay.slice(0, 4)), Number(sendDay.slice(5, 7)), 0));
            expect(Number(sendDay.slice(8))).toBe(Math.min(Number(t.start.slice(8)), monthEnd.getUTCDate()));
          }
        }
        const gap = (second.getTime() - first.getTime()) / 86_400_000;
        if (t.frequency === 'Daily') expect(gap).toBe(1);
        if (t.frequency === 'Weekly') {
          expect(gap).toBe(7);
          expect(new Date(first).getUTCDay()).toBe(new Date(`${t.start}T00:00:00Z`).getUTCDay());
        }
        if (t.frequency === 'Monthly') expect(gap).toBeGreaterThanOrEqual(28);
      }),
    );
  });
});
