/**
 * The open real-time connection, kept apart from socket.io's client (realtime-client.ts) so that
 * signing out can close it without loading socket.io on the login page.
 */
type Closable = { removeAllListeners: () => unknown; disconnect: () => unknown };

let current: Closable | null = null;

export function currentSocket(): Closable | null {
  return current;
}

export function setCurrentSocket(socket: Closable | null): void {
  current = socket;
}

/** Closes the connection, if any: on sign-out, before the page leaves. */
export function disconnectRealtime(): void {
  const socket = current;
  current = null;
  socket?.removeAllListeners();
  socket?.disconnect();
}
