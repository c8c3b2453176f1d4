/** Shared builders for the route permission tests. */
import fc from 'fast-check';
import type { AccessSubject, RouteAccess, RoutePermissionEntry } from './route-access.ts';

export const ALL: RouteAccess = { level: 'ALL', canView: true, canAct: true };
export const VIEW: RouteAccess = { level: 'VIEW', canView: true, canAct: false };
export const NONE: RouteAccess = { level: 'NONE', canView: false, canAct: false };
export const ERROR: RouteAccess = { level: 'ERROR', canView: false, canAct: false };
export const UNLOCKED = { disabled: false, locked: false };
export const LOCKED = { disabled: true, locked: true };

export function user(...held: string[]): AccessSubject {
  return { held, isSiteAdmin: false };
}
export function siteAdmin(...held: string[]): AccessSubject {
  return { held, isSiteAdmin: true };
}
/** A route entry granting view with `view` and action with `act`. */
export function entry(
  routeName: string,
  view: string[],
  act: string[] = [],
  controlId?: string,
): RoutePermissionEntry {
  return {
    routeName,
    ...(controlId === undefined ? {} : { controlId }),
    permissions: [
      ...view.map((id) => ({ id, canPerformAction: false })),
      ...act.map((id) => ({ id, canPerformAction: true })),
    ],
  };
}
export function control(
  routeName: string,
  controlId: string,
  view: string[],
  act: string[] = [],
): RoutePermissionEntry {
  return entry(routeName, view, act, controlId);
}

// Generators for property tests: a few route names, permission identifiers and entries mixing them.
export const ids = ['P1', 'P2', 'P3', 'P4', 'P5'];
export const routeNameArb = fc.constantFrom('a', 'a.b', 'a.b.c', 'a.c', 'b', 'b.a', 'A.B');
export const heldArb = fc.subarray(ids);
export const entriesArb = fc.array(
  fc.record({
    routeName: fc.constantFrom('a', 'a.b', 'a.b.c', 'a.c', 'b', 'A', 'B.A', 'x'),
    controlId: fc.constantFrom(undefined, null, '', 'btn'),
    permissions: fc.array(fc.record({ id: fc.constantFrom(...ids), canPerformAction: fc.boolean() }), {
      maxLength: 3,
    }),
  }),
  { maxLength: 6 },
);

export const teamEntry = entry('team', ['TEAM_MEMBERS_VIEW'], ['TEAM_MEMBERS_EDIT']);
export const teamAllEntry = entry('team.all', ['TEAM_ALL_VIEW'], ['TEAM_ALL_EDIT']);
