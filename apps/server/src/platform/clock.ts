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
