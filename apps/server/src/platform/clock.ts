/**
 * The one source of "now" for deadlines and expiry. Production uses the system clock; tests build
 * the app with a movable clock. Nothing reachable over HTTP can move it.
 */
export type Clock = { now(): Date };

export const systemClock: Clock = { now: () => new Date() };

export type MovableClock = Clock & { advance(ms: number): void; set(date: Date): void };

export function movableClock(start: Date = new Date()): MovableClock {
  let offset = start.getTime() - Date.now();
  return {
    now: () => new Date(Date.now() + offset),
    advance: (ms) => {
      offset += ms;
    },
    set: (date) => {
      offset = date.getTime() - Date.now();
    },
  };
}

/**
 * A clock that moves only when told, for tests that must land on an exact millisecond (an
 * expiry at its boundary); a movable clock keeps ticking between two lines of a test.
 */
export function frozenClock(start: Date = new Date()): MovableClock {
  let at = start.getTime();
  return {
    now: () => new Date(at),
    advance: (ms) => {
      at += ms;
    },
    set: (date) => {
      at = date.getTime();
    },
  };
}
