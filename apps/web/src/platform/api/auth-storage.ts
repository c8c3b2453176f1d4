import type { LoginType } from '@procura/contract';

/**
 * What the browser remembers between visits about signing in. None of it is secret: the session
 * itself lives in an httpOnly cookie the app never sees.
 */
const keys = {
  lastDomain: 'procura.lastDomain',
  loginType: 'procura.loginType',
  noRedirect: 'procura.noRedirect',
} as const;

// Storage can throw (private mode, disabled cookies); remembering is a convenience, never a failure.
function read(storage: Storage, key: string): string | null {
  try {
    return storage.getItem(key);
  } catch {
    return null;
  }
}

function write(storage: Storage, key: string, value: string | null): void {
  try {
    if (value === null) storage.removeItem(key);
    else storage.setItem(key, value);
  } catch {
    // ignored on purpose, see read()
  }
}

export const authStorage = {
  lastDomain: (): string => read(localStorage, keys.lastDomain) ?? '',
  setLastDomain: (domain: string): void => write(localStorage, keys.lastDomain, domain),
  loginType: (): LoginType | null => {
    const value = read(localStorage, keys.loginType);
    return value === 'local' || value === 'sso' || value === 'both' ? value : null;
  },
  setLoginType: (type: LoginType | null): void => write(localStorage, keys.loginType, type),
  /** Set by /maintenance/landing for this tab: the login page then ignores any redirect back. */
  noRedirect: (): boolean => read(sessionStorage, keys.noRedirect) === '1',
  setNoRedirect: (on: boolean): void => write(sessionStorage, keys.noRedirect, on ? '1' : null),
};
