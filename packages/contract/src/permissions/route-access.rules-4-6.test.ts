import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isPermissionId } from './permission-ids.ts';
import {
  ALL,
  control,
  entriesArb,
  entry,
  heldArb,
  LOCKED,
  NONE,
  routeNameArb,
  teamAllEntry,
  teamEntry,
  UNLOCKED,
  user,
  VIEW,
} from './route-access.fixtures.ts';
import { type AccessLevel, resolveControlAccess, resolveRouteAccess } from './route-access.ts';
import { defaultRoutePermissions, routeNames } from './route-names.ts';

describe('rule 4: the parent and child entries are both checked', () => {
  const entries = [teamEntry, teamAllEntry];

  it('needs a match on the parent to see the child page', () => {
    expect(resolveRouteAccess('team.all', entries, user('TEAM_ALL_VIEW'))).toEqual(NONE);
    expect(resolveRouteAccess('team.all', entries, user('TEAM_ALL_EDIT'))).toEqual(NONE);
  });

  it('needs a match on a present child entry too, else no access', () => {
    expect(resolveRouteAccess('team.all', entries, user('TEAM_MEMBERS_VIEW'))).toEqual(NONE);
    expect(resolveRouteAccess('team.all', entries, user('TEAM_MEMBERS_EDIT'))).toEqual(NONE);
  });

  it('grants view with a match at both levels', () => {
    expect(resolveRouteAccess('team.all', entries, user('TEAM_MEMBERS_VIEW', 'TEAM_ALL_VIEW'))).toEqual(VIEW);
  });

  it('follows the parent entry alone when the child has none', () => {
    expect(resolveRouteAccess('team.groups', entries, user('TEAM_MEMBERS_VIEW'))).toEqual(VIEW);
    expect(resolveRouteAccess('team.groups', entries, user('TEAM_MEMBERS_EDIT'))).toEqual(ALL);
    expect(resolveRouteAccess('team.groups', entries, user())).toEqual(NONE);
  });

  it('follows the child entry alone when the parent has none', () => {
    expect(resolveRouteAccess('team.all', [teamAllEntry], user('TEAM_ALL_VIEW'))).toEqual(VIEW);
    expect(resolveRouteAccess('team.all', [teamAllEntry], user('TEAM_ALL_EDIT'))).toEqual(ALL);
    expect(resolveRouteAccess('team.all', [teamAllEntry], user())).toEqual(NONE);
  });

  it('checks every present level of a deeper route, skipping levels without an entry', () => {
    const deep = [entry('a', ['A'], ['A_ACT']), entry('a.b.c', ['C'], ['C_ACT'])];
    expect(resolveRouteAccess('a.b.c', deep, user('A', 'C'))).toEqual(VIEW);
    expect(resolveRouteAccess('a.b.c', deep, user('A_ACT', 'C_ACT'))).toEqual(ALL);
    expect(resolveRouteAccess('a.b.c', deep, user('A'))).toEqual(NONE);
    expect(resolveRouteAccess('a.b.c', deep, user('C'))).toEqual(NONE);
    expect(resolveRouteAccess('a.b', deep, user('A_ACT'))).toEqual(ALL);
  });

  it('needs a match at the middle level too when it has an entry', () => {
    const three = [entry('a', ['A']), entry('a.b', ['B']), entry('a.b.c', ['C'])];
    expect(resolveRouteAccess('a.b.c', three, user('A', 'B', 'C'))).toEqual(VIEW);
    expect(resolveRouteAccess('a.b.c', three, user('A', 'C'))).toEqual(NONE);
  });

  it('merges several entries for the same level', () => {
    const split = [entry('team', ['TEAM_MEMBERS_VIEW']), entry('team', [], ['TEAM_MEMBERS_EDIT'])];
    expect(resolveRouteAccess('team', split, user('TEAM_MEMBERS_VIEW'))).toEqual(VIEW);
    expect(resolveRouteAccess('team', split, user('TEAM_MEMBERS_EDIT'))).toEqual(ALL);
  });

  describe('the right to act needs canPerformAction on a held permission at every level present', () => {
    it('gives ALL with an acting permission at both levels', () => {
      expect(resolveRouteAccess('team.all', entries, user('TEAM_MEMBERS_EDIT', 'TEAM_ALL_EDIT'))).toEqual(
        ALL,
      );
    });

    it('gives VIEW when only the parent match can act', () => {
      expect(resolveRouteAccess('team.all', entries, user('TEAM_MEMBERS_EDIT', 'TEAM_ALL_VIEW'))).toEqual(
        VIEW,
      );
    });

    it('gives VIEW when only the child match can act', () => {
      expect(resolveRouteAccess('team.all', entries, user('TEAM_MEMBERS_VIEW', 'TEAM_ALL_EDIT'))).toEqual(
        VIEW,
      );
    });

    it('gives ALL on a single level when one of the held matches can act', () => {
      expect(resolveRouteAccess('team', [teamEntry], user('TEAM_MEMBERS_VIEW', 'TEAM_MEMBERS_EDIT'))).toEqual(
        ALL,
      );
    });

    it('gives VIEW when the acting permission is listed but not held', () => {
      expect(resolveRouteAccess('team', [teamEntry], user('TEAM_MEMBERS_VIEW'))).toEqual(VIEW);
    });

    it('does not let an acting permission held for another route count', () => {
      const withReports = [teamEntry, entry('reports', [], ['REPORTS_EDIT'])];
      expect(resolveRouteAccess('team', withReports, user('TEAM_MEMBERS_VIEW', 'REPORTS_EDIT'))).toEqual(
        VIEW,
      );
    });
  });
});

describe('rule 5: a user holding no matching permission gets neither view nor action', () => {
  it('gives NONE with no permissions at all', () => {
    expect(resolveRouteAccess('team', [teamEntry], user())).toEqual(NONE);
  });

  it('gives NONE when the permissions held are listed for other routes only', () => {
    const entries = [teamEntry, entry('reports', ['REPORTS_VIEW'], ['REPORTS_EDIT'])];
    expect(resolveRouteAccess('team', entries, user('REPORTS_VIEW', 'REPORTS_EDIT', 'BUILD_EDIT'))).toEqual(
      NONE,
    );
  });

  it('gives NONE on a route whose entry lists no permission', () => {
    expect(resolveRouteAccess('team', [entry('team', [])], user('TEAM_MEMBERS_EDIT'))).toEqual(NONE);
  });

  it('gives NONE whatever else is held, when none of it matches', () => {
    return fc.assert(
      fc.property(heldArb, (held) => {
        const route = entry('zz', ['ZZ_VIEW'], ['ZZ_EDIT']);
        expect(resolveRouteAccess('zz', [route], { held, isSiteAdmin: false })).toEqual(NONE);
      }),
    );
  });
});

describe('rule 6: a control with a controlId is locked unless a held permission can act', () => {
  const entries = [
    teamEntry,
    control('team.all', 'addTeamMember', ['TEAM_MEMBERS_VIEW'], ['TEAM_MEMBERS_EDIT']),
  ];

  it('is unlocked with a held permission that can act', () => {
    expect(resolveControlAccess('team.all', 'addTeamMember', entries, user('TEAM_MEMBERS_EDIT'))).toEqual(
      UNLOCKED,
    );
  });

  it('is locked, with a lock, with a held permission that cannot act', () => {
    expect(resolveControlAccess('team.all', 'addTeamMember', entries, user('TEAM_MEMBERS_VIEW'))).toEqual(
      LOCKED,
    );
  });

  it('is locked without any matching permission', () => {
    expect(resolveControlAccess('team.all', 'addTeamMember', entries, user())).toEqual(LOCKED);
    expect(resolveControlAccess('team.all', 'addTeamMember', entries, user('REPORTS_EDIT'))).toEqual(LOCKED);
  });

  it('is locked when the acting permission is listed but the user holds it nowhere', () => {
    const onlyView = [control('team.all', 'addTeamMember', ['TEAM_MEMBERS_VIEW'], ['TEAM_MEMBERS_EDIT'])];
    expect(resolveControlAccess('team.all', 'addTeamMember', onlyView, user('TEAM_MEMBERS_VIEW'))).toEqual(
      LOCKED,
    );
  });

  it('is locked even on a page where the user may act, when its own entry does not match', () => {
    const open = [control('team.all', 'addTeamMember', [], ['TEAM_MEMBERS_EDIT'])];
    expect(resolveRouteAccess('team.all', open, user('OTHER'))).toEqual(ALL);
    expect(resolveControlAccess('team.all', 'addTeamMember', open, user('OTHER'))).toEqual(LOCKED);
  });

  it('is unlocked when any of several entries for the control grants action', () => {
    const two = [
      control('team.all', 'addTeamMember', [], ['TEAM_MEMBERS_EDIT']),
      control('team.all', 'addTeamMember', [], ['CONTROL_PANEL_MANAGE']),
    ];
    expect(resolveControlAccess('team.all', 'addTeamMember', two, user('CONTROL_PANEL_MANAGE'))).toEqual(
      UNLOCKED,
    );
  });

  it('uses only the entries of that control on that route', () => {
    const others = [
      control('team.groups', 'addTeamMember', [], ['A']),
      control('team.all', 'deleteTeamMember', [], ['B']),
      control('team.all', 'addTeamMember', [], ['C']),
    ];
    expect(resolveControlAccess('team.all', 'addTeamMember', others, user('A', 'B'))).toEqual(LOCKED);
    expect(resolveControlAccess('team.all', 'addTeamMember', others, user('C'))).toEqual(UNLOCKED);
  });

  it('matches the route of a control case-insensitively', () => {
    const upper = [control('Team.All', 'addTeamMember', [], ['TEAM_MEMBERS_EDIT'])];
    expect(resolveControlAccess('team.all', 'addTeamMember', upper, user())).toEqual(LOCKED);
    expect(resolveControlAccess('TEAM.ALL', 'addTeamMember', upper, user('TEAM_MEMBERS_EDIT'))).toEqual(
      UNLOCKED,
    );
  });

  describe('a control without its own entry follows the action right of its route', () => {
    it('is unlocked when the route is unconfigured (ALL)', () => {
      expect(resolveControlAccess('dashboard', 'refresh', [], user())).toEqual(UNLOCKED);
      expect(resolveControlAccess('dashboard', 'refresh', [teamEntry], user())).toEqual(UNLOCKED);
    });

    it('is unlocked when the user may act on the route (ALL)', () => {
      expect(resolveControlAccess('team', 'invite', [teamEntry], user('TEAM_MEMBERS_EDIT'))).toEqual(
        UNLOCKED,
      );
    });

    it('is locked when the user may only view the route (VIEW)', () => {
      expect(resolveControlAccess('team', 'invite', [teamEntry], user('TEAM_MEMBERS_VIEW'))).toEqual(LOCKED);
    });

    it('is locked when the user has no access to the route (NONE)', () => {
      expect(resolveControlAccess('team', 'invite', [teamEntry], user())).toEqual(LOCKED);
    });

    it('follows the parent levels of its route too', () => {
      const entries = [teamEntry, teamAllEntry];
      expect(
        resolveControlAccess('team.all', 'x', entries, user('TEAM_MEMBERS_EDIT', 'TEAM_ALL_EDIT')),
      ).toEqual(UNLOCKED);
      expect(
        resolveControlAccess('team.all', 'x', entries, user('TEAM_MEMBERS_EDIT', 'TEAM_ALL_VIEW')),
      ).toEqual(LOCKED);
    });

    it('is never locked where the route lets the user act', () => {
      return fc.assert(
        fc.property(routeNameArb, entriesArb, heldArb, (route, entries, held) => {
          const subject = { held, isSiteAdmin: false };
          const own = entries.filter((e) => !e.controlId);
          const access = resolveControlAccess(route, 'unconfigured', own, subject);
          expect(access.locked).toBe(!resolveRouteAccess(route, own, subject).canAct);
          expect(access.disabled).toBe(access.locked);
        }),
      );
    });
  });
});

describe('route name matching is case-insensitive', () => {
  it('matches an entry whatever the case of the entry or the route', () => {
    const upper = [entry('TEAM', ['TEAM_MEMBERS_VIEW'], ['TEAM_MEMBERS_EDIT'])];
    expect(resolveRouteAccess('team', upper, user())).toEqual(NONE);
    expect(resolveRouteAccess('team', upper, user('TEAM_MEMBERS_VIEW'))).toEqual(VIEW);
    expect(resolveRouteAccess('Team', [teamEntry], user('TEAM_MEMBERS_EDIT'))).toEqual(ALL);
  });

  it('matches parent levels whatever their case', () => {
    const mixed = [entry('Team', ['TEAM_MEMBERS_VIEW']), entry('TEAM.all', ['TEAM_ALL_VIEW'])];
    expect(resolveRouteAccess('team.ALL', mixed, user('TEAM_ALL_VIEW'))).toEqual(NONE);
    expect(resolveRouteAccess('team.ALL', mixed, user('TEAM_MEMBERS_VIEW', 'TEAM_ALL_VIEW'))).toEqual(VIEW);
  });

  it('gives the same answer for any casing of the route name', () => {
    return fc.assert(
      fc.property(routeNameArb, entriesArb, heldArb, (route, entries, held) => {
        const subject = { held, isSiteAdmin: false };
        expect(resolveRouteAccess(route.toUpperCase(), entries, subject)).toEqual(
          resolveRouteAccess(route, entries, subject),
        );
      }),
    );
  });

  it('does not match permission identifiers case-insensitively', () => {
    expect(resolveRouteAccess('team', [teamEntry], user('team_members_view'))).toEqual(NONE);
  });
});

describe('held permissions', () => {
  it('may be given as an array or a Set', () => {
    const entries = [teamEntry, teamAllEntry];
    const held = ['TEAM_MEMBERS_EDIT', 'TEAM_ALL_VIEW'];
    expect(resolveRouteAccess('team.all', entries, { held, isSiteAdmin: false })).toEqual(VIEW);
    expect(resolveRouteAccess('team.all', entries, { held: new Set(held), isSiteAdmin: false })).toEqual(
      VIEW,
    );
    const controls = [control('team.all', 'addTeamMember', [], ['TEAM_MEMBERS_EDIT'])];
    expect(
      resolveControlAccess('team.all', 'addTeamMember', controls, {
        held: new Set(held),
        isSiteAdmin: false,
      }),
    ).toEqual(UNLOCKED);
  });

  it('never lower access when more are held', () => {
    const rank: Record<AccessLevel, number> = { ERROR: 0, NONE: 0, VIEW: 1, ALL: 2 };
    return fc.assert(
      fc.property(routeNameArb, entriesArb, heldArb, heldArb, (route, entries, held, more) => {
        const before = resolveRouteAccess(route, entries, { held, isSiteAdmin: false });
        const after = resolveRouteAccess(route, entries, { held: [...held, ...more], isSiteAdmin: false });
        expect(rank[after.level]).toBeGreaterThanOrEqual(rank[before.level]);
      }),
    );
  });
});

describe('defaultRoutePermissions', () => {
  it('names only known routes and known permission identifiers', () => {
    for (const e of defaultRoutePermissions) {
      expect(routeNames).toContain(e.routeName);
      for (const p of e.permissions) expect(isPermissionId(p.id)).toBe(true);
    }
  });

  it('lets a team-member viewer see the team pages but not add members', () => {
    const viewer = user('TEAM_MEMBERS_VIEW');
    expect(resolveRouteAccess('team', defaultRoutePermissions, viewer)).toEqual(VIEW);
    expect(resolveRouteAccess('team.all', defaultRoutePermissions, viewer)).toEqual(VIEW);
    expect(resolveRouteAccess('team.addteammember', defaultRoutePermissions, viewer)).toEqual(NONE);
    expect(resolveControlAccess('team.all', 'addTeamMember', defaultRoutePermissions, viewer)).toEqual(
      LOCKED,
    );
  });

  it('lets a team-member editor do everything on the team pages', () => {
    const editor = user('TEAM_MEMBERS_EDIT');
    expect(resolveRouteAccess('team.all', defaultRoutePermissions, editor)).toEqual(ALL);
    expect(resolveRouteAccess('team.addteammember', defaultRoutePermissions, editor)).toEqual(ALL);
    expect(resolveControlAccess('team.all', 'addTeamMember', defaultRoutePermissions, editor)).toEqual(
      UNLOCKED,
    );
  });

  it('leaves unconfigured routes open to every signed-in user', () => {
    expect(resolveRouteAccess('dashboard', defaultRoutePermissions, user())).toEqual(ALL);
    expect(resolveRouteAccess('projects', defaultRoutePermissions, user())).toEqual(ALL);
    expect(resolveRouteAccess('project', defaultRoutePermissions, user())).toEqual(ALL);
  });

  it('needs both the control panel and the SSO permissions to change SSO settings', () => {
    const sso = 'control-panel.sso-settings';
    expect(resolveRouteAccess(sso, defaultRoutePermissions, user('SSO_SETTINGS_EDIT'))).toEqual(NONE);
    expect(resolveRouteAccess(sso, defaultRoutePermissions, user('CONTROL_PANEL_VIEW'))).toEqual(VIEW);
    expect(
      resolveRouteAccess(sso, defaultRoutePermissions, user('CONTROL_PANEL_VIEW', 'SSO_SETTINGS_EDIT')),
    ).toEqual(VIEW);
    expect(
      resolveRouteAccess(sso, defaultRoutePermissions, user('CONTROL_PANEL_MANAGE', 'SSO_SETTINGS_EDIT')),
    ).toEqual(ALL);
  });
});
