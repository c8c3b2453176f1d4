import { type MessageKey, rateLimits } from '@procura/contract';
import { RateLimited } from './errors.ts';
import { counterKey, type RateLimiter } from './rate-limit.ts';

/**
 * The lock-out of 000 §5 for staff and supplier sign-in, counted so that it tells nothing and
 * locks out no one but the guesser (issue 20 §4, decision 314). `account` is the account when
 * one matches (`user:{id}`), else the login as typed: unknown and known logins count alike.
 * - five failures for one account from one client address lock that pair for thirty minutes;
 * - fifty for one account from all addresses lock the account (distributed guessing);
 * - twenty failures from one address across accounts stop its sign-ins for a while (spraying).
 */
export type SignInAttempt = {
  /** Whose accounts: `staff:{customerId}` or `supplier:{customerId}`. */
  scope: string;
  account: string;
  address: string;
};

const target = (attempt: SignInAttempt) => `${attempt.scope}:${attempt.account}`;

/** Refuses a sign-in that a lock-out or the address's failures stop, before any password is checked. */
export async function refuseBlockedSignIn(
  limiter: RateLimiter,
  attempt: SignInAttempt,
  locked: MessageKey,
): Promise<void> {
  await limiter.refuseIfOver('signInFailures', counterKey('signInFailures', attempt.address));
  await limiter.refuseIfOver(
    'signInAccountCeiling',
    counterKey('signInAccountCeiling', target(attempt)),
    locked,
  );
  await limiter.refuseIfOver(
    'signInLockout',
    counterKey('signInLockout', target(attempt), attempt.address),
    locked,
  );
}

/**
 * Counts a failed sign-in. Returns the refusal to answer: 429 `locked` at the fifth failure of
 * the pair (or the account's ceiling), null below it. `accountLocked` says the ceiling was
 * reached, so a caller can mark the account for its administrators.
 */
export async function countSignInFailure(
  limiter: RateLimiter,
  attempt: SignInAttempt,
  locked: MessageKey,
): Promise<{ refusal: RateLimited | null; accountLocked: boolean }> {
  await limiter.count('signInFailures', counterKey('signInFailures', attempt.address));
  const ceiling = await limiter.count(
    'signInAccountCeiling',
    counterKey('signInAccountCeiling', target(attempt)),
  );
  const pair = await limiter.count(
    'signInLockout',
    counterKey('signInLockout', target(attempt), attempt.address),
  );
  const accountLocked = ceiling.hits >= rateLimits.signInAccountCeiling.max;
  if (accountLocked) return { refusal: new RateLimited(ceiling.retryAfterSeconds, locked), accountLocked };
  if (pair.hits >= rateLimits.signInLockout.max) {
    return { refusal: new RateLimited(pair.retryAfterSeconds, locked), accountLocked };
  }
  return { refusal: null, accountLocked };
}

/** A successful sign-in ends the consecutive failures of its own address (not the ceiling). */
export function clearSignInFailures(limiter: RateLimiter, attempt: SignInAttempt): Promise<void> {
  return limiter.clear(counterKey('signInLockout', target(attempt), attempt.address));
}

/**
 * An administrator's unlock or a password reset: every lock-out of the account, from every address,
 * and its ceiling.
 */
export async function unlockAccount(limiter: RateLimiter, scope: string, account: string): Promise<void> {
  await limiter.clear(`${counterKey('signInLockout', `${scope}:${account}`)}:`);
  await limiter.clear(counterKey('signInAccountCeiling', `${scope}:${account}`));
}
