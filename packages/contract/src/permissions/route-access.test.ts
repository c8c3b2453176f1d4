import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ALL,
  control,
  ERROR,
  entriesArb,
  entry,
  heldArb,
  LOCKED,
  NONE,
  routeNameArb,
  siteAdmin,
  teamAllEntry,
  teamEntry,
  UNLOCKED,
  user,
  VIEW,
} from './route-access.fixtures.ts';
import {
  type AccessLevel,
  accessLevels,
  resolveControlAccess,
  resolveRouteAccess,
  routeLevels,
} from './route-access.ts';

describe('routeLevels', () => {
  it('lists the levels from the outermost parent to the route', () => {
    expect(routeLevels('team')).toEqual(['team']);
    expect(routeLevels('team.all')).toEqual(['team', 'team.all']);
    expect(routeLevels('a.b.c')).toEqual(['a', 'a.b', 'a.b.c']);
  });
});

describe('rule 1: a site administrator has view and action rights', () => {
  it('gets ALL on a configured route while holding no matching permission', () => {
    expect(resolveRouteAccess('team', [teamEntry], siteAdmin())).toEqual(ALL);
    expect(resolveRouteAccess('team.all', [teamEntry, teamAllEntry], siteAdmin('UNRELATED'))).toEqual(ALL);
  });

  it('gets ALL where an ordinary user with the same permissions gets VIEW or NONE', () => {
    const entries = [teamEntry, teamAllEntry];
    expect(resolveRouteAccess('team.all', entries, user('TEAM_MEMBERS_VIEW', 'TEAM_ALL_VIEW'))).toEqual(VIEW);
    expect(resolveRouteAccess('team.all', entries, siteAdmin('TEAM_MEMBERS_VIEW', 'TEAM_ALL_VIEW'))).toEqual(
      ALL,
    );
    expect(resolveRouteAccess('team.all', entries, user('TEAM_MEMBERS_VIEW'))).toEqual(NONE);
    expect(resolveRouteAccess('team.all', entries, siteAdmin('TEAM_MEMBERS_VIEW'))).toEqual(ALL);
  });

  it('gets ALL even when the route permissions could not be loaded', () => {
    expect(resolveRouteAccess('team', null, siteAdmin())).toEqual(ALL);
  });

  it('gets ALL on unconfigured routes too', () => {
    expect(resolveRouteAccess('dashboard', [], siteAdmin())).toEqual(ALL);
  });

  it('has every control unlocked, even one whose permission they do not hold', () => {
    const entries = [control('team.all', 'addTeamMember', [], ['TEAM_MEMBERS_EDIT'])];
    expect(resolveControlAccess('team.all', 'addTeamMember', entries, siteAdmin())).toEqual(UNLOCKED);
    expect(resolveControlAccess('team.all', 'addTeamMember', null, siteAdmin())).toEqual(UNLOCKED);
    expect(resolveControlAccess('team.all', 'addTeamMember', [teamEntry], siteAdmin())).toEqual(UNLOCKED);
  });

  it('always gets ALL, whatever the entries and permissions', () => {
    return fc.assert(
      fc.property(routeNameArb, entriesArb, heldArb, (route, entries, held) => {
        expect(resolveRouteAccess(route, entries, { held, isSiteAdmin: true })).toEqual(ALL);
      }),
    );
  });
});

describe('rule 2: with nothing configured for the route or its parents, view and action are granted', () => {
  it('gives ALL when no route permissions are configured at all', () => {
    expect(resolveRouteAccess('team', [], user())).toEqual(ALL);
    expect(resolveRouteAccess('team.all', [], user('TEAM_MEMBERS_VIEW'))).toEqual(ALL);
  });

  it('gives ALL when no entry names the route or one of its parents', () => {
    const entries = [entry('reports', ['REPORTS_VIEW']), entry('suppliers', ['SUPPLIER_VIEW'])];
    expect(resolveRouteAccess('team', entries, user())).toEqual(ALL);
    expect(resolveRouteAccess('team.all', entries, user())).toEqual(ALL);
  });

  it('ignores entries of child routes when resolving the parent', () => {
    expect(resolveRouteAccess('team', [teamAllEntry], user())).toEqual(ALL);
  });

  it('ignores entries of sibling routes', () => {
    expect(resolveRouteAccess('team.groups', [teamAllEntry], user())).toEqual(ALL);
  });

  it('matches whole dotted levels, not text prefixes', () => {
    expect(resolveRouteAccess('teams', [teamEntry], user())).toEqual(ALL);
    expect(resolveRouteAccess('teammember', [teamEntry], user())).toEqual(ALL);
    expect(resolveRouteAccess('team', [entry('tea', ['X'])], user())).toEqual(ALL);
    expect(resolveRouteAccess('my.team', [teamEntry], user())).toEqual(ALL);
  });

  it('does not count control entries as route entries', () => {
    const entries = [control('team', 'addTeamMember', [], ['TEAM_MEMBERS_EDIT'])];
    expect(resolveRouteAccess('team', entries, user())).toEqual(ALL);
  });

  it('treats an empty or null controlId as a route entry', () => {
    expect(resolveRouteAccess('team', [{ ...teamEntry, controlId: null }], user())).toEqual(NONE);
    expect(resolveRouteAccess('team', [{ ...teamEntry, controlId: '' }], user())).toEqual(NONE);
  });

  it('gives ALL on any route that no entry concerns', () => {
    return fc.assert(
      fc.property(entriesArb, heldArb, (entries, held) => {
        const unrelated = entries.filter((e) => !e.routeName.startsWith('x'));
        expect(resolveRouteAccess('x.y', unrelated, { held, isSiteAdmin: false })).toEqual(ALL);
      }),
    );
  });
});

describe('route permissions that could not be loaded (null) give ERROR, which denies', () => {
  it('gives ERROR with neither view nor action', () => {
    expect(resolveRouteAccess('team', null, user('TEAM_MEMBERS_EDIT'))).toEqual(ERROR);
    expect(resolveRouteAccess('dashboard', null, user())).toEqual(ERROR);
  });

  it('locks every control', () => {
    expect(resolveControlAccess('team.all', 'addTeamMember', null, user('TEAM_MEMBERS_EDIT'))).toEqual(
      LOCKED,
    );
  });
});

describe('rule 3: levels are ordered ERROR, ALL, VIEW, NONE', () => {
  it('lists the levels in that order', () => {
    expect(accessLevels).toEqual(['ERROR', 'ALL', 'VIEW', 'NONE']);
  });

  it('answers a level whose view and action rights agree with its name', () => {
    const rights: Record<AccessLevel, [boolean, boolean]> = {
      ERROR: [false, false],
      ALL: [true, true],
      VIEW: [true, false],
      NONE: [false, false],
    };
    return fc.assert(
      fc.property(
        routeNameArb,
        fc.option(entriesArb, { nil: null }),
        heldArb,
        fc.boolean(),
        (route, entries, held, admin) => {
          const access = resolveRouteAccess(route, entries, { held, isSiteAdmin: admin });
          expect(accessLevels).toContain(access.level);
          expect([access.canView, access.canAct]).toEqual(rights[access.level]);
        },
      ),
    );
  });
});
