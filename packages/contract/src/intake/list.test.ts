import { describe, expect, it } from 'vitest';
import { intakeExportFileName, intakeSearchSchema, intakeWithinRange } from './list.ts';
import { intakeLink, intakeLinkPath } from './settings.ts';

describe('the pending-requests list (001 §3, §7, §9)', () => {
  it('starts on pending requests, any day, newest first, 20 a page', () => {
    expect(intakeSearchSchema.parse({})).toMatchObject({
      status: 1,
      closingRange: 'any',
      page: 1,
      pageSize: 20,
      sortColumn: 'dateCreatedUtc',
      sortDirection: 'desc',
    });
  });

  it('takes only the closing ranges of 001 §9', () => {
    for (const range of ['any', 1, 7, 14, 21, 30, 60, 90, 180]) {
      expect(intakeSearchSchema.safeParse({ closingRange: range }).success).toBe(true);
    }
    for (const range of [0, 2, 45, 365, 'all']) {
      expect(intakeSearchSchema.safeParse({ closingRange: range }).success).toBe(false);
    }
  });

  it('keeps a posting date when 0 <= days left < N', () => {
    const today = '2026-11-29';
    expect(intakeWithinRange('2026-11-29T12:00:00', today, 7)).toBe(true);
    expect(intakeWithinRange('2026-12-05T12:00:00', today, 7)).toBe(true);
    expect(intakeWithinRange('2026-12-06T12:00:00', today, 7)).toBe(false);
    expect(intakeWithinRange('2026-11-28T12:00:00', today, 7)).toBe(false);
    expect(intakeWithinRange(null, today, 7)).toBe(false);
    expect(intakeWithinRange(null, today, 'any')).toBe(true);
  });

  it('names the export as the spec does', () => {
    expect(intakeExportFileName(false, '2026-11-29')).toBe(
      'Intake_ Pending Requests - All Data - 11.29.2026',
    );
    expect(intakeExportFileName(true, '2026-01-05')).toBe('Intake_ Pending Requests - Filtered - 01.05.2026');
  });

  it('builds the shareable link in the spec shape', () => {
    expect(intakeLinkPath(3, 7)).toBe('/#/intake-request?cid=3&nid=7');
    expect(intakeLink('https://procura.example/', 3, 7)).toBe(
      'https://procura.example/#/intake-request?cid=3&nid=7',
    );
  });
});
