import { routeNames } from '@procura/contract';
import { describe, expect, it } from 'vitest';
import { isOwnProfilePath, routeNameForPath, routeNameTable } from './route-names.ts';

describe('routeNameForPath', () => {
  it.each([
    ['/', 'dashboard'],
    ['/team', 'team'],
    ['/team/all', 'team.all'],
    ['/team/groups', 'team.groups'],
    ['/team/groups/3', 'team.groups'],
    ['/team/groups/new', 'team.groups'],
    ['/team/teammember/42', 'team.teammember'],
    ['/team/addteammember', 'team.addteammember'],
    ['/control-panel', 'control-panel'],
    ['/control-panel/project-settings', 'control-panel'],
    ['/control-panel/sso-settings', 'control-panel.sso-settings'],
    ['/projects', 'projects'],
    ['/projects/new/newproject', 'projects.new'],
    ['/projects/12', 'project'],
    ['/projects/12/build/settings', 'project.build'],
    ['/projects/12/source/questions', 'project.source'],
    ['/projects/12/evaluate/build-evaluation', 'project.evaluate'],
    ['/projects/12/evaluate/permission-denied', 'project'],
    ['/projects/12/contract', 'project.contract'],
    ['/projects/12/contract/purchase-orders', 'project.contract'],
    ['/suppliers/5/history', 'suppliers'],
    ['/reports/library', 'reports'],
    ['/messages', 'messages'],
  ])('maps %s to %s', (path, routeName) => {
    expect(routeNameForPath(path)).toBe(routeName);
  });

  it('leaves paths outside route permissions unmapped', () => {
    expect(routeNameForPath('/docs')).toBeNull();
    expect(routeNameForPath('/debug-view')).toBeNull();
  });

  it('only uses route names the contract defines', () => {
    for (const [, routeName] of routeNameTable) expect(routeNames).toContain(routeName);
  });
});

describe('isOwnProfilePath', () => {
  it('recognises the signed-in user’s own profile only', () => {
    expect(isOwnProfilePath('/team/teammember/42', 42)).toBe(true);
    expect(isOwnProfilePath('/team/teammember/43', 42)).toBe(false);
    expect(isOwnProfilePath('/team/teammember/420', 42)).toBe(false);
    expect(isOwnProfilePath('/team/teammember/42/extra', 42)).toBe(false);
    expect(isOwnProfilePath('/team/all', 42)).toBe(false);
  });
});
