import { lockout } from '../limits.ts';

/** Whether an account locked at `lockedAt` is still locked at `now` (30 minutes, or until unlocked). */
export function isLockedOut(lockedAt: Date | null, now: Date): boolean {
  return lockedAt !== null && now.getTime() - lockedAt.getTime() < lockout.lockMinutes * 60_000;
}
