import { describe, expect, it } from 'vitest';
import { closingTimeText } from './mail-dates.ts';

describe('closingTimeText', () => {
  const closing = new Date('2026-12-01T19:00:00Z');

  it('writes the time in the agency zone with the zone named, in either language', () => {
    const english = closingTimeText(closing, 'America/Toronto');
    expect(english).toContain('December 1, 2026');
    expect(english).toMatch(/2:00\s?p\.m\./);
    expect(english).toContain('EST');
    expect(closingTimeText(closing, 'America/Toronto', 'fr-CA')).toContain('1 décembre 2026');
  });

  it('names the instant in UTC for a zone Intl does not know, and nothing when unset', () => {
    expect(closingTimeText(closing, 'Mars/Olympus')).toContain('UTC');
    expect(closingTimeText(null, 'America/Toronto')).toBeNull();
  });
});
