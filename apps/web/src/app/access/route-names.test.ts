import { routeNames } from '@procura/contract';
import { describe, expect, it } from 'vitest';
import { routeNameForPath, routeNameTable } from './route-names.ts';

describe('routeNameForPath', () => {
  it.each([
    ['/', 'dashboard'],
    ['/team', 'team'],
    ['/team/all', 'team.all'],
    ['/team/groups/3', 'team.groups'],
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
