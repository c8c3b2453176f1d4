import { describe, expect, it } from 'vitest';
import { type RateLimitRule, rateLimits } from './rate-limits.ts';

describe('rate limits', () => {
  it.each(Object.entries(rateLimits) as [string, RateLimitRule][])(
    '%s is a real limit with its reason',
    (_name, rule) => {
      expect(rule.max).toBeGreaterThan(0);
      expect(rule.windowSeconds).toBeGreaterThanOrEqual(60);
      expect(rule.reason.length).toBeGreaterThan(40);
    },
  );

  it('keeps the lock-out of 000 §5 and puts the ceilings above it', () => {
    expect(rateLimits.signInLockout).toMatchObject({ max: 5, windowSeconds: 30 * 60, restartsAtMax: true });
    expect(rateLimits.signInAccountCeiling.max).toBeGreaterThan(rateLimits.signInLockout.max);
    expect(rateLimits.signInFailures.max).toBeGreaterThan(rateLimits.signInLockout.max);
    expect(rateLimits.signIn.max).toBeGreaterThan(rateLimits.signInFailures.max);
  });
});
