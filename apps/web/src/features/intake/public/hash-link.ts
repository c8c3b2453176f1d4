/**
 * The spec's shareable intake link is {origin}/#/intake-request?cid=..&nid=.. (000 §2), a hash
 * route from the old client; this app routes by path. Before the router reads the address, the
 * hash form becomes the plain one, replacing the entry so Back does not bounce through it.
 */
const hashRoute = '#/intake-request';

/** The plain address for a hash-form link ('/intake-request?cid=7&nid=70'), or null for any other. */
export function plainIntakeAddress(hash: string): string | null {
  if (hash !== hashRoute && !hash.startsWith(`${hashRoute}?`)) return null;
  return hash.slice(1);
}

/** Rewrites the current address when it is the hash form of the intake link. */
export function redirectIntakeHashLink(
  location: Pick<Location, 'hash'> = window.location,
  history: Pick<History, 'replaceState' | 'state'> = window.history,
): void {
  const plain = plainIntakeAddress(location.hash);
  if (plain !== null) history.replaceState(history.state, '', plain);
}
