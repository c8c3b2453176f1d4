import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from '../dashboard/ranges.ts';
import { fixedRanges, fixedSpan, reportDateRangeSchema, spanInstants, startOfZonedDay } from './ranges.ts';

const hours = (span: { start: Date; end: Date }) => (span.end.getTime() - span.start.getTime()) / 3_600_000;

describe('report date ranges (000 §3)', () => {
  it('names each Fixed span from the agency’s today, weeks Sunday to Saturday', () => {
    // Wednesday 2025-03-12.
    const today = '2025-03-12';
    expect(Object.fromEntries(fixedRanges.map((range) => [range, fixedSpan(range, today)]))).toEqual({
      today: { from: '2025-03-12', to: '2025-03-12' },
      yesterday: { from: '2025-03-11', to: '2025-03-11' },
      tomorrow: { from: '2025-03-13', to: '2025-03-13' },
      thisWeek: { from: '2025-03-09', to: '2025-03-15' },
      lastWeek: { from: '2025-03-02', to: '2025-03-08' },
      nextWeek: { from: '2025-03-16', to: '2025-03-22' },
      thisMonth: { from: '2025-03-01', to: '2025-03-31' },
      lastMonth: { from: '2025-02-01', to: '2025-02-28' },
      nextMonth: { from: '2025-04-01', to: '2025-04-30' },
      thisYear: { from: '2025-01-01', to: '2025-12-31' },
      lastYear: { from: '2024-01-01', to: '2024-12-31' },
      nextYear: { from: '2026-01-01', to: '2026-12-31' },
    });
    // Across a year's end, and a leap February.
    expect(fixedSpan('lastMonth', '2024-01-05')).toEqual({ from: '2023-12-01', to: '2023-12-31' });
    expect(fixedSpan('nextMonth', '2024-01-31')).toEqual({ from: '2024-02-01', to: '2024-02-29' });
    expect(fixedSpan('thisWeek', '2025-03-09')).toEqual({ from: '2025-03-09', to: '2025-03-15' });
    expect(fixedSpan('thisWeek', '2025-03-15')).toEqual({ from: '2025-03-09', to: '2025-03-15' });
  });

  it.each([
    // Toronto changes at 02:00: 23 hours in March, 25 in November.
    ['America/Toronto', '2025-03-09', 23],
    ['America/Toronto', '2025-11-02', 25],
    // Santiago springs forward at midnight: the day starts at 01:00 and is 23 hours long.
    ['America/Santiago', '2025-09-07', 23],
    // It falls back at midnight too: the 5th of April ends at the second midnight, 25 hours on.
    ['America/Santiago', '2025-04-05', 25],
  ])('makes the change day in %s (%s) exactly the day: %i hours', (zone, day, length) => {
    const span = spanInstants({ from: day, to: day }, zone);
    expect(hours(span)).toBe(length);
    for (const range of fixedRanges) {
      const days = fixedSpan(range, day);
      const instants = spanInstants(days, zone);
      expect(instants.end.getTime(), range).toBeGreaterThan(instants.start.getTime());
      // The next span starts where this one ends: no instant is in two days or in none.
      expect(startOfZonedDay(addDays(days.to, 1), zone).getTime()).toBe(instants.end.getTime());
    }
  });

  it('starts a day whose midnight its zone skips at the change', () => {
    expect(startOfZonedDay('2025-09-07', 'America/Santiago').toISOString()).toBe('2025-09-07T04:00:00.000Z');
    expect(startOfZonedDay('2025-03-09', 'America/Toronto').toISOString()).toBe('2025-03-09T05:00:00.000Z');
  });

  it('moves days across month and year ends, there and back', () => {
    return fc.assert(
      fc.property(
        fc.date({ min: new Date('1990-01-01'), max: new Date('2090-12-31'), noInvalidDate: true }),
        fc.integer({ min: -800, max: 800 }),
        (date, count) => {
          const day = date.toISOString().slice(0, 10);
          expect(addDays(addDays(day, count), -count)).toBe(day);
        },
      ),
    );
  });

  it('reads a range as the wizard sends it', () => {
    expect(reportDateRangeSchema.parse({ type: 'Fixed', value: 'lastWeek' })).toEqual({
      type: 'Fixed',
      value: 'lastWeek',
    });
    expect(reportDateRangeSchema.safeParse({ type: 'Fixed', value: 'someday' }).success).toBe(false);
    expect(
      reportDateRangeSchema.safeParse({ type: 'Custom', from: '2025-02-30', to: '2025-03-01' }).success,
    ).toBe(false);
  });
});
