/**
 * When the server will end the session for idleness, as last reported by the server (login,
 * validation, agency switch, refresh, or the optional `x-idle-expires-at` response header).
 * The timeout dialog reads it; it is a tiny external store so React can subscribe without a
 * provider, and the fetch client can write it without knowing React.
 */
export const idleExpiresHeader = 'x-idle-expires-at';

let idleExpiresAt: number | null = null;
const listeners = new Set<() => void>();

function publish(next: number | null): void {
  if (next === idleExpiresAt) return;
  idleExpiresAt = next;
  for (const listener of listeners) listener();
}

export const idleClock = {
  /** Milliseconds since the epoch, or null when no session is known. */
  get: (): number | null => idleExpiresAt,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** Records an ISO timestamp from the server; unreadable values are ignored rather than guessed. */
  note(iso: string | null | undefined): void {
    if (!iso) return;
    const at = Date.parse(iso);
    if (!Number.isNaN(at)) publish(at);
  },
  clear(): void {
    publish(null);
  },
};
