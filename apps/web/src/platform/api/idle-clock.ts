/**
 * When the server will end the session for idleness, as far as the client can tell. Exact values
 * come from the server (login, validation, agency switch, refresh, or an `x-idle-expires-at`
 * response header). Between those, every answered call on the session counts as activity, since
 * the server slides the idle expiry on each authenticated request. The timeout dialog reads it;
 * it is a tiny external store, so React subscribes without a provider and the fetch client writes
 * it without knowing React.
 */
export { idleExpiresHeader } from '@procura/contract';

/**
 * The server records activity at most every 30 s (docs/decisions/, Sessions), so its expiry may
 * be up to that much earlier than "now + idle minutes". Estimating low makes the warning come a
 * little early, never late.
 */
export const sessionTouchGranularityMs = 30_000;

let idleExpiresAt: number | null = null;
/** The absolute expiry: no activity extends the session past it. */
let absoluteExpiresAt: number | null = null;
const listeners = new Set<() => void>();

function publish(next: number | null): void {
  if (next === idleExpiresAt) return;
  idleExpiresAt = next;
  for (const listener of listeners) listener();
}

function parse(iso: string | null | undefined): number | null {
  if (!iso) return null;
  const at = Date.parse(iso);
  return Number.isNaN(at) ? null : at;
}

export const idleClock = {
  /** Milliseconds since the epoch, or null when no session is known. */
  get: (): number | null => idleExpiresAt,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** Records the expiries the server reported; unreadable values are ignored rather than guessed. */
  note(idleIso: string | null | undefined, absoluteIso?: string | null): void {
    const absolute = parse(absoluteIso);
    if (absolute !== null) absoluteExpiresAt = absolute;
    const at = parse(idleIso);
    if (at !== null) publish(at);
  },
  /** Activity on a known session: the expiry moves to at least `at`, never past the absolute one. */
  extendTo(at: number): void {
    if (idleExpiresAt === null) return;
    const capped = absoluteExpiresAt === null ? at : Math.min(at, absoluteExpiresAt);
    if (capped > idleExpiresAt) publish(capped);
  },
  clear(): void {
    absoluteExpiresAt = null;
    publish(null);
  },
};
