/** Business constants of 000 §9 and 001 §9 that more than one side needs. */
export const buildVersion = '5.2.2';

export const session = {
  /** Idle expiry: a session unused this long ends. */
  idleMinutes: 30,
  /** Absolute expiry: no session outlives this, however busy. */
  absoluteHours: 12,
  /** The timeout dialog opens this long before idle expiry. */
  warningSeconds: 120,
  cookieName: 'procura_session',
} as const;

export const lockout = { maxConsecutiveFailures: 5, lockMinutes: 30 } as const;

export const passwordReset = { tokenMinutes: 60 } as const;

export const httpTimeouts = { normalMs: 300_000, transferMs: 1_800_000 } as const;

export const listLimits = {
  defaultPageSize: 20,
  contactsPageSize: 5,
  initialProjectList: 20,
  users: 10_000,
  contractVendorDocuments: 5_000,
} as const;

/** Request bodies larger than this are refused before parsing (JSON calls; uploads have their own). */
export const maxJsonBodyBytes = 1_048_576;

/**
 * A whole form (PUT /TenderTables) may be larger: 1,000 rows of 20 columns with their texts pass
 * the 1 MB of other calls.
 */
export const maxFormJsonBodyBytes = 4 * maxJsonBodyBytes;
