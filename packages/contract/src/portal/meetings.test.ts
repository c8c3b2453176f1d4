import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type MeetingForRule, missedMandatoryMeeting, signInSheetQuerySchema } from './meetings.ts';

const now = new Date('2026-05-10T15:00:00Z');
const hoursFromNow = (h: number) => new Date(now.getTime() + h * 3_600_000);
const meeting = (changes: Partial<MeetingForRule> = {}): MeetingForRule => ({
  id: 1,
  isMandatory: true,
  date: hoursFromNow(-3),
  endDate: null,
  ...changes,
});

describe('missedMandatoryMeeting', () => {
  it('is missed when a passed mandatory meeting was not attended', () => {
    expect(missedMandatoryMeeting([meeting()], [], now)).toBe(true);
    expect(missedMandatoryMeeting([meeting()], [1], now)).toBe(false);
  });

  it('ignores optional, undated and future meetings', () => {
    expect(missedMandatoryMeeting([meeting({ isMandatory: false })], [], now)).toBe(false);
    expect(missedMandatoryMeeting([meeting({ date: null })], [], now)).toBe(false);
    expect(missedMandatoryMeeting([meeting({ date: hoursFromNow(1) })], [], now)).toBe(false);
  });

  it('waits for the end of a meeting under way', () => {
    expect(missedMandatoryMeeting([meeting({ endDate: hoursFromNow(1) })], [], now)).toBe(false);
    expect(missedMandatoryMeeting([meeting({ endDate: hoursFromNow(-1) })], [], now)).toBe(true);
  });

  it('needs every passed mandatory meeting attended', () => {
    const both = [meeting(), meeting({ id: 2, date: hoursFromNow(-30) })];
    expect(missedMandatoryMeeting(both, [1], now)).toBe(true);
    expect(missedMandatoryMeeting(both, [1, 2], now)).toBe(false);
  });

  it('is never missed when every meeting was attended', () => {
    return fc.assert(
      fc.property(
        fc.array(fc.record({ isMandatory: fc.boolean(), offset: fc.integer({ min: -1000, max: 1000 }) }), {
          maxLength: 8,
        }),
        (specs) => {
          const meetings = specs.map((s, i) =>
            meeting({ id: i + 1, isMandatory: s.isMandatory, date: hoursFromNow(s.offset) }),
          );
          return !missedMandatoryMeeting(
            meetings,
            meetings.map((m) => m.id),
            now,
          );
        },
      ),
    );
  });

  it('reads the sign-in sheet formats', () => {
    expect(signInSheetQuerySchema.parse({ meetingId: '4' })).toEqual({ meetingId: 4, format: 'pdf' });
    expect(signInSheetQuerySchema.safeParse({ meetingId: '4', format: 'doc' }).success).toBe(false);
  });
});
