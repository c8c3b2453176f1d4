import { vi } from 'vitest';

/**
 * socket.io-client replaced at the module boundary: component tests never open a connection.
 * Each `io()` call makes a fake socket that records its options and listeners, so a test can
 * play the server (`emitFromServer`) and check that the app connected or disconnected.
 */
type Listener = (...args: unknown[]) => void;

export class FakeSocket {
  readonly options: unknown;
  readonly listeners = new Map<string, Listener[]>();
  connected = true;
  disconnect = vi.fn(() => {
    this.connected = false;
    return this;
  });
  connect = vi.fn(() => {
    this.connected = true;
    return this;
  });

  constructor(options: unknown) {
    this.options = options;
  }

  on(event: string, listener: Listener) {
    this.listeners.set(event, [...(this.listeners.get(event) ?? []), listener]);
    return this;
  }

  removeAllListeners() {
    this.listeners.clear();
    return this;
  }

  emitFromServer(event: string, ...args: unknown[]) {
    for (const listener of this.listeners.get(event) ?? []) listener(...args);
  }
}

export const fakeSockets: FakeSocket[] = [];

export function io(options?: unknown): FakeSocket {
  const socket = new FakeSocket(options);
  fakeSockets.push(socket);
  return socket;
}

/** The most recent socket the app opened and has not closed. */
export function openSocket(): FakeSocket | undefined {
  return fakeSockets.filter((socket) => socket.connected).at(-1);
}

export function resetFakeSockets(): void {
  fakeSockets.length = 0;
}
