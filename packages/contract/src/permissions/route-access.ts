/**
 * Route permission resolution, the six rules of 000 §6, as one pure function. The web uses it to
 * show, hide and lock; the server uses it to refuse. Route names are dotted (`team.all`): each
 * prefix is a parent level, and every level that has its own entry is checked.
 */

export type RoutePermissionGrant = { id: string; canPerformAction: boolean };
export type RoutePermissionEntry = {
  routeName: string;
  controlId?: string | null;
  permissions: RoutePermissionGrant[];
};

/** Ordered as the spec lists them: ERROR, ALL, VIEW, NONE. Later is more restrictive. */
export const accessLevels = ['ERROR', 'ALL', 'VIEW', 'NONE'] as const;
export type AccessLevel = (typeof accessLevels)[number];

export type RouteAccess = { level: AccessLevel; canView: boolean; canAct: boolean };

export type AccessSubject = {
  /** Permission identifiers the user holds through their groups. */
  held: ReadonlySet<string> | readonly string[];
  /** A user whose customers include the configured site-administrator customer. */
  isSiteAdmin: boolean;
};

const ALL: RouteAccess = { level: 'ALL', canView: true, canAct: true };
const VIEW: RouteAccess = { level: 'VIEW', canView: true, canAct: false };
const NONE: RouteAccess = { level: 'NONE', canView: false, canAct: false };
const ERROR: RouteAccess = { level: 'ERROR', canView: false, canAct: false };

/** `a.b.c` -> [`a`, `a.b`, `a.b.c`]: the levels from the outermost parent to the route itself. */
export function routeLevels(routeName: string): string[] {
  const parts = routeName.split('.');
  return parts.map((_, i) => parts.slice(0, i + 1).join('.'));
}

function asSet(held: AccessSubject['held']): ReadonlySet<string> {
  return held instanceof Set ? held : new Set(held as readonly string[]);
}

/**
 * What a user may do on a route.
 * `entries` is the node's route permission list, or null when it could not be loaded (ERROR: deny).
 */
export function resolveRouteAccess(
  routeName: string,
  entries: readonly RoutePermissionEntry[] | null,
  subject: AccessSubject,
): RouteAccess {
  // Rule 1: site administrators see and act everywhere.
  if (subject.isSiteAdmin) return ALL;
  if (entries === null) return ERROR;
  const routeEntries = entries.filter((e) => !e.controlId);
  // Rule 2: nothing configured, or nothing configured for this route or its parents.
  const present = routeLevels(routeName)
    .map((level) => routeEntries.filter((e) => e.routeName.toLowerCase() === level.toLowerCase()))
    .filter((levelEntries) => levelEntries.length > 0);
  if (present.length === 0) return ALL;

  const held = asSet(subject.held);
  let canAct = true;
  for (const levelEntries of present) {
    const matched = levelEntries.flatMap((e) => e.permissions).filter((p) => held.has(p.id));
    // Rules 4 and 5: every level present needs a held permission, else no access at all.
    if (matched.length === 0) return NONE;
    // Rule 4: acting needs canPerformAction on a held permission at every level present.
    if (!matched.some((p) => p.canPerformAction)) canAct = false;
  }
  return canAct ? ALL : VIEW;
}

export type ControlAccess = { disabled: boolean; locked: boolean };

/**
 * Rule 6: a control with a controlId is disabled, with a lock tooltip, unless the user holds a
 * matching permission with canPerformAction. A control with no entry of its own follows the
 * action right of its route, so an unconfigured control never locks what the page lets one do.
 */
export function resolveControlAccess(
  routeName: string,
  controlId: string,
  entries: readonly RoutePermissionEntry[] | null,
  subject: AccessSubject,
): ControlAccess {
  if (subject.isSiteAdmin) return { disabled: false, locked: false };
  const own = (entries ?? []).filter(
    (e) => e.controlId === controlId && e.routeName.toLowerCase() === routeName.toLowerCase(),
  );
  if (entries !== null && own.length === 0) {
    const route = resolveRouteAccess(routeName, entries, subject);
    return { disabled: !route.canAct, locked: !route.canAct };
  }
  const held = asSet(subject.held);
  const allowed = own.flatMap((e) => e.permissions).some((p) => p.canPerformAction && held.has(p.id));
  return { disabled: !allowed, locked: !allowed };
}
