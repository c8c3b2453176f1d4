import { describe, expect, it } from 'vitest';
import { exportIdSchema, exportLifetimeMs, exportPercent, isExportExpired } from './exports.ts';

describe('export progress', () => {
  it('counts whole percents and reaches 100 only when every step is done', () => {
    expect(exportPercent(0, 3)).toBe(0);
    expect(exportPercent(1, 3)).toBe(33);
    expect(exportPercent(2, 3)).toBe(66);
    expect(exportPercent(3, 3)).toBe(100);
    expect(exportPercent(999, 1000)).toBe(99);
    expect(exportPercent(0, 0)).toBe(0);
    expect(exportPercent(1, 0)).toBe(100);
  });

  it('expires a day after it was requested', () => {
    const at = new Date('2025-03-01T12:00:00Z');
    expect(isExportExpired(at, new Date(at.getTime() + exportLifetimeMs - 1))).toBe(false);
    expect(isExportExpired(at, new Date(at.getTime() + exportLifetimeMs))).toBe(true);
  });

  it('takes only random hex ids', () => {
    expect(exportIdSchema.safeParse('0123456789abcdef0123456789abcdef').success).toBe(true);
    expect(exportIdSchema.safeParse('../../etc/passwd').success).toBe(false);
    expect(exportIdSchema.safeParse('1').success).toBe(false);
  });
});
