/**
 * The options of every portal call: portal calls are not staff activity (they never move the
 * staff idle timer) and a 401 is an answer (not signed in as a supplier), never a trip to the
 * staff login.
 */
export const portalCall = { touchesSession: false, redirectOnUnauthorized: false } as const;
