import type { RouteName } from '@procura/contract';
import { matchPath } from 'react-router';

/**
 * How the app's paths map to the contract's route names, the keys of the node's route
 * permissions. The first matching pattern wins, so specific patterns come before their parents.
 * Paths that are not under route permissions (docs, debug view) map to nothing and are open to
 * every signed-in user; feature flags gate those instead.
 */
export const routeNameTable: readonly (readonly [pattern: string, routeName: RouteName])[] = [
  ['/', 'dashboard'],
  ['/supplier-dashboard', 'supplier-dashboard'],
  ['/contract-builder-dashboard', 'contract-builder-dashboard'],
  ['/projects', 'projects'],
  ['/projects/new/*', 'projects.new'],
  ['/projects/:intakeRequestId/intake', 'intake'],
  ['/projects/:projectId/build/*', 'project.build'],
  ['/projects/:projectId/source/*', 'project.source'],
  ['/projects/:projectId/contract/*', 'project.contract'],
  ['/projects/:projectId/award/*', 'project.award'],
  // Evaluate's own refusal page shows inside the project, to those who may not view evaluations.
  ['/projects/:projectId/evaluate/permission-denied', 'project'],
  ['/projects/:projectId/evaluate/*', 'project.evaluate'],
  ['/projects/:projectId/*', 'project'],
  ['/suppliers/*', 'suppliers'],
  ['/performance/*', 'supplier-performance'],
  ['/reports/*', 'reports'],
  ['/team/all', 'team.all'],
  ['/team/groups/*', 'team.groups'],
  ['/team/teammember/*', 'team.teammember'],
  ['/team/addteammember', 'team.addteammember'],
  ['/team/*', 'team'],
  ['/control-panel/sso-settings/*', 'control-panel.sso-settings'],
  ['/control-panel/*', 'control-panel'],
  ['/messages/*', 'messages'],
];

export function routeNameForPath(pathname: string): RouteName | null {
  for (const [pattern, routeName] of routeNameTable) {
    if (matchPath({ path: pattern, end: true }, pathname)) return routeName;
  }
  return null;
}

/**
 * Whether `pathname` is the signed-in user's own profile. Everyone may see and edit their own
 * profile (000 §2: the user menu's Profile leads to /team/teammember/{userId}), whatever the
 * team's route permissions say, so the guard does not check that path for its owner. The page
 * reads the session's user rather than the team list, and saves through PUT Users/{id}/teamMember,
 * the one call for one's own profile.
 */
export function isOwnProfilePath(pathname: string, userId: number): boolean {
  const match = matchPath({ path: '/team/teammember/:userId', end: true }, pathname);
  return match !== null && match.params.userId === String(userId);
}
