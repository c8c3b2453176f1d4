import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatZoned, isValidTimeZone, LocalTimeError, utcToZonedLocal, zonedLocalToUtc } from './dates.ts';

const HOUR = 3_600_000;

const zones = ['America/Toronto', 'Europe/Kyiv', 'UTC', 'Asia/Kolkata', 'Australia/Lord_Howe'] as const;

function refusal(run: () => unknown): LocalTimeError {
  try {
    run();
  } catch (error) {
    if (error instanceof LocalTimeError) return error;
    throw error;
  }
  throw new Error('expected a LocalTimeError');
}

describe('zonedLocalToUtc on daylight-saving transition days', () => {
  it.each([
    ['America/Toronto', '2026-03-08T14:00', '2026-03-08T18:00:00.000Z'],
    ['America/Toronto', '2026-11-01T14:00', '2026-11-01T19:00:00.000Z'],
    ['Europe/Kyiv', '2026-03-29T14:00', '2026-03-29T11:00:00.000Z'],
    ['Europe/Kyiv', '2026-10-25T14:00', '2026-10-25T12:00:00.000Z'],
  ])('reads a closing at %s %s as %s', (zone, local, utc) => {
    expect(zonedLocalToUtc(local, zone).toISOString()).toBe(utc);
    expect(utcToZonedLocal(new Date(utc), zone)).toBe(local);
  });

  it.each([
    ['America/Toronto', '2026-03-08T02:30'],
    ['America/Toronto', '2026-03-08T02:00'],
    ['Europe/Kyiv', '2026-03-29T03:30'],
    ['Europe/Kyiv', '2026-03-29T03:00'],
    ['Australia/Lord_Howe', '2026-10-04T02:15'],
  ])('refuses the skipped time %s %s', (zone, local) => {
    const error = refusal(() => zonedLocalToUtc(local, zone));
    expect(error.problem).toBe('nonexistent');
    expect(error.key).toBe('projectDateTimeNonexistent');
  });

  it.each([
    ['America/Toronto', '2026-03-08T01:59', '2026-03-08T06:59:00.000Z'],
    ['America/Toronto', '2026-03-08T03:00', '2026-03-08T07:00:00.000Z'],
    ['Europe/Kyiv', '2026-03-29T02:59', '2026-03-29T00:59:00.000Z'],
    ['Europe/Kyiv', '2026-03-29T04:00', '2026-03-29T01:00:00.000Z'],
  ])('accepts %s %s on either side of the gap as %s', (zone, local, utc) => {
    expect(zonedLocalToUtc(local, zone).toISOString()).toBe(utc);
  });

  it.each([
    ['America/Toronto', '2026-11-01T01:30', '2026-11-01T05:30:00.000Z', '2026-11-01T06:30:00.000Z'],
    ['Europe/Kyiv', '2026-10-25T03:30', '2026-10-25T00:30:00.000Z', '2026-10-25T01:30:00.000Z'],
    ['Australia/Lord_Howe', '2026-04-05T01:45', '2026-04-04T14:45:00.000Z', '2026-04-04T15:15:00.000Z'],
  ])('reads the repeated time %s %s as the earlier instant %s, not %s', (zone, local, earlier, later) => {
    expect(zonedLocalToUtc(local, zone).toISOString()).toBe(earlier);
    expect(utcToZonedLocal(new Date(earlier), zone)).toBe(local);
    expect(utcToZonedLocal(new Date(later), zone)).toBe(local);
  });
});

describe('zonedLocalToUtc refusals', () => {
  it.each([
    '2026-02-30T10:00',
    '2026-13-01T10:00',
    '2026-03-08 14:00',
    '2026-03-08T24:00',
    '2026-03-08T14:60',
    '2026-3-8T14:00',
    '',
  ])('refuses the malformed %j', (local) => {
    const error = refusal(() => zonedLocalToUtc(local, 'America/Toronto'));
    expect(error.problem).toBe('malformed');
    expect(error.key).toBe('projectDateTimeInvalid');
  });

  it('accepts optional seconds', () => {
    expect(zonedLocalToUtc('2026-06-01T08:00:30', 'America/Toronto').toISOString()).toBe(
      '2026-06-01T12:00:30.000Z',
    );
  });

  it('refuses an unknown time zone', () => {
    expect(refusal(() => zonedLocalToUtc('2026-06-01T08:00', 'Mars/Olympus')).problem).toBe(
      'unknownTimeZone',
    );
    expect(isValidTimeZone('Mars/Olympus')).toBe(false);
    expect(zones.every(isValidTimeZone)).toBe(true);
  });

  it('refuses an invalid instant when showing it', () => {
    expect(() => utcToZonedLocal(new Date(Number.NaN), 'UTC')).toThrow(RangeError);
    expect(() => formatZoned(new Date(Number.NaN), 'UTC')).toThrow(RangeError);
  });
});

describe('zone conversion round trips', () => {
  const instants = fc
    .integer({ min: Date.UTC(1971, 0, 1) / 60_000, max: Date.UTC(2100, 0, 1) / 60_000 })
    .map((minutes) => new Date(minutes * 60_000));

  it('maps every instant to a local time that reads back to it, or to the earlier of a repeated hour', () => {
    return fc.assert(
      fc.property(instants, fc.constantFrom(...zones), (instant, zone) => {
        const local = utcToZonedLocal(instant, zone);
        const back = zonedLocalToUtc(local, zone);
        expect(utcToZonedLocal(back, zone)).toBe(local);
        expect(back.getTime()).toBeLessThanOrEqual(instant.getTime());
        expect(instant.getTime() - back.getTime()).toBeLessThanOrEqual(HOUR);
      }),
      { numRuns: 500 },
    );
  });

  it('reads every existing local time back to itself, and refuses only skipped ones', () => {
    const locals = fc
      .record({
        y: fc.integer({ min: 1971, max: 2099 }),
        mo: fc.integer({ min: 1, max: 12 }),
        d: fc.integer({ min: 1, max: 28 }),
        h: fc.integer({ min: 0, max: 23 }),
        mi: fc.integer({ min: 0, max: 59 }),
      })
      .map(
        ({ y, mo, d, h, mi }) =>
          `${y}-${String(mo).padStart(2, '0')}-${String(d).padStart(2, '0')}T${String(h).padStart(2, '0')}:${String(mi).padStart(2, '0')}`,
      );
    return fc.assert(
      fc.property(locals, fc.constantFrom(...zones), (local, zone) => {
        try {
          expect(utcToZonedLocal(zonedLocalToUtc(local, zone), zone)).toBe(local);
        } catch (error) {
          if (!(error instanceof LocalTimeError) || error.problem !== 'nonexistent') throw error;
          // A skipped time: no instant within 15 hours of it shows that wall clock.
          const guess = new Date(`${local}:00Z`).getTime();
          for (let t = guess - 15 * HOUR; t <= guess + 15 * HOUR; t += 60_000) {
            expect(utcToZonedLocal(new Date(t), zone)).not.toBe(local);
          }
        }
      }),
      { numRuns: 1000 },
    );
  });

  it('keeps the same instant in a zone without daylight saving', () => {
    return fc.assert(
      fc.property(instants, fc.constantFrom('UTC', 'Asia/Kolkata'), (instant, zone) => {
        expect(zonedLocalToUtc(utcToZonedLocal(instant, zone), zone).getTime()).toBe(instant.getTime());
      }),
    );
  });
});

describe('formatZoned', () => {
  it.each([
    ['2026-03-08T18:00:00Z', 'America/Toronto', 'Sun, Mar 8, 2026 2:00 PM EDT'],
    ['2026-11-01T19:00:00Z', 'America/Toronto', 'Sun, Nov 1, 2026 2:00 PM EST'],
    ['2026-03-29T11:00:00Z', 'Europe/Kyiv', 'Sun, Mar 29, 2026 2:00 PM GMT+3 (Europe/Kyiv)'],
    ['2026-01-05T00:05:00Z', 'UTC', 'Mon, Jan 5, 2026 12:05 AM UTC'],
    ['2026-01-05T06:30:00Z', 'Asia/Kolkata', 'Mon, Jan 5, 2026 12:00 PM GMT+5:30 (Asia/Kolkata)'],
    ['2026-12-31T13:00:00Z', 'Australia/Lord_Howe', 'Fri, Jan 1, 2027 12:00 AM GMT+11 (Australia/Lord_Howe)'],
  ])('shows %s in %s as %j', (iso, zone, text) => {
    expect(formatZoned(new Date(iso), zone)).toBe(text);
  });
});
