/**
 * Every limit on a public or sign-in call, in one table with its reason (issue 20, decisions
 * 311-316). A limit counts calls (or failures, where it says so) for one key in a window that
 * starts at the first counted call; the call after `max` answers 429 `tooManyRequests` with
 * Retry-After until the window ends. `silent` limits never answer 429: the call answers as
 * usual and skips what it would have done (a mail), so nothing tells whether an account exists.
 */
export type RateLimitRule = {
  max: number;
  windowSeconds: number;
  /** What the key is: the client address, or a target such as an account or a link. */
  per: 'address' | 'target';
  silent?: true;
  /** Reaching `max` starts the window again: a lock-out lasts the whole window from the last failure. */
  restartsAtMax?: true;
  reason: string;
};

const minutes = (n: number) => n * 60;

export const rateLimits = {
  signIn: {
    max: 300,
    windowSeconds: minutes(15),
    per: 'address',
    reason:
      'Sign-in calls (staff, supplier and single sign-on) from one client: an agency behind one address signs in hundreds of people each morning; a script makes thousands of calls, each costing an argon2 hash.',
  },
  signInFailures: {
    max: 25,
    windowSeconds: minutes(15),
    per: 'address',
    reason:
      'Failed sign-ins from one client across accounts: password spraying (one common password against many accounts) fails on almost every call.',
  },
  signInLockout: {
    max: 5,
    windowSeconds: minutes(30),
    per: 'target',
    restartsAtMax: true,
    reason:
      'The lock-out of 000 §5 (five consecutive failures, thirty minutes), counted per account and client address: a stranger guessing delays the stranger, not the owner signing in from elsewhere. Known and unknown accounts count alike.',
  },
  signInAccountCeiling: {
    max: 50,
    windowSeconds: minutes(30),
    per: 'target',
    restartsAtMax: true,
    reason:
      'Failed sign-ins to one account from all addresses together: distributed guessing locks the account (an administrator may unlock it), at ten times the per-address lock-out.',
  },
  accountMailRequests: {
    max: 10,
    windowSeconds: minutes(60),
    per: 'address',
    reason:
      'Password reset, verification resend and registration calls from one client: each may send a mail.',
  },
  accountMails: {
    max: 3,
    windowSeconds: minutes(60),
    per: 'target',
    silent: true,
    reason:
      'Mails about an account (reset link, verification link, someone tried to register) to one address: at most three an hour, whatever the number of calls; the answer stays the same.',
  },
  tokenChecks: {
    max: 30,
    windowSeconds: minutes(15),
    per: 'address',
    reason:
      'Reset, verification and link tokens checked from one client: tokens are 256 bits, so guessing is hopeless, and this keeps it from costing us anything.',
  },
  linkExchanges: {
    max: 10,
    windowSeconds: minutes(15),
    per: 'target',
    reason:
      'Exchanges of an award-approval or signing link for a session, per approval step or envelope: a real approver or signer exchanges once or twice.',
  },
  portalSearches: {
    max: 120,
    windowSeconds: minutes(1),
    per: 'address',
    reason:
      'Public opportunity searches from one client: two a second is more than a person types; a scraper pages far faster.',
  },
  publicReads: {
    max: 600,
    windowSeconds: minutes(1),
    per: 'address',
    reason:
      'Other public reads (the portal, an opportunity, categories, the login type, feature flags, single sign-on): ten a second from one client.',
  },
  intakeSubmissions: {
    max: 10,
    windowSeconds: minutes(60),
    per: 'address',
    reason:
      'Intake requests sent from one client (issue 24): a department sends a few a day, even from one shared address; a script sending hundreds would bury the agency in mail and the widget in rows.',
  },
  intakeUploads: {
    max: 60,
    windowSeconds: minutes(60),
    per: 'address',
    reason:
      'Intake documents uploaded from one client: ten a request and a few requests an hour, with room for retries; each upload writes a file to disk.',
  },
} as const satisfies Record<string, RateLimitRule>;

export type RateLimitName = keyof typeof rateLimits;
