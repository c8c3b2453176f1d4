import type { PermissionId } from './permission-ids.ts';
import type { RoutePermissionEntry } from './route-access.ts';

/**
 * The named routes whose access is configurable per node. Dotted names nest: `team.all` is a child
 * of `team`. The web maps its paths to these names; the server's routes declare one of them.
 */
export const routeNames = [
  'dashboard',
  'supplier-dashboard',
  'contract-builder-dashboard',
  'projects',
  'projects.new',
  'intake',
  'project',
  'project.build',
  'project.source',
  'project.contract',
  'project.award',
  'project.evaluate',
  'suppliers',
  'supplier-performance',
  'supplier-performance.delete',
  'reports',
  'team',
  'team.all',
  'team.groups',
  'team.teammember',
  'team.addteammember',
  'control-panel',
  'control-panel.sso-settings',
  'messages',
] as const;
export type RouteName = (typeof routeNames)[number];

function grant(view: PermissionId[], act: PermissionId[]) {
  return [
    ...view.map((id) => ({ id, canPerformAction: false })),
    ...act.map((id) => ({ id, canPerformAction: true })),
  ];
}

/**
 * The route permissions a new node starts with. Administrators change them per node; routes absent
 * here are open to every signed-in user of the agency (rule 2).
 */
export const defaultRoutePermissions: RoutePermissionEntry[] = [
  { routeName: 'team', permissions: grant(['TEAM_MEMBERS_VIEW'], ['TEAM_MEMBERS_EDIT']) },
  { routeName: 'team.addteammember', permissions: grant([], ['TEAM_MEMBERS_EDIT']) },
  { routeName: 'team.all', controlId: 'addTeamMember', permissions: grant([], ['TEAM_MEMBERS_EDIT']) },
  { routeName: 'control-panel', permissions: grant(['CONTROL_PANEL_VIEW'], ['CONTROL_PANEL_MANAGE']) },
  {
    routeName: 'control-panel.sso-settings',
    permissions: grant(['CONTROL_PANEL_VIEW'], ['SSO_SETTINGS_EDIT']),
  },
  { routeName: 'reports', permissions: grant(['REPORTS_VIEW'], ['REPORTS_EDIT']) },
  { routeName: 'suppliers', permissions: grant(['SUPPLIER_VIEW'], ['SUPPLIER_EDIT']) },
  {
    routeName: 'supplier-performance',
    permissions: grant(
      ['SUPPLIER_PERFORMANCE_VIEW'],
      ['SUPPLIER_PERFORMANCE_CREATE', 'SUPPLIER_PERFORMANCE_EDIT'],
    ),
  },
  { routeName: 'supplier-performance.delete', permissions: grant([], ['SUPPLIER_PERFORMANCE_DELETE']) },
  { routeName: 'supplier-dashboard', permissions: grant(['SUPPLIER_PERFORMANCE_VIEW'], []) },
  {
    routeName: 'projects.new',
    permissions: grant(
      [],
      [
        'PROJECT_CREATE_PUBLIC',
        'PROJECT_CREATE_PREQUALIFICATION',
        'PROJECT_CREATE_INVITATIONAL',
        'PROJECT_CREATE_LIMITED',
        'PROJECT_CREATE_INFORMAL',
        'PROJECT_CREATE_PLANNED',
      ],
    ),
  },
  /**
   * Intake requests (issue 24, decision 363): reading and deciding them is the work of people who
   * may create the projects they turn into (Public or Limited).
   */
  {
    routeName: 'intake',
    permissions: grant(
      ['PROJECT_CREATE_PUBLIC', 'PROJECT_CREATE_LIMITED'],
      ['PROJECT_CREATE_PUBLIC', 'PROJECT_CREATE_LIMITED'],
    ),
  },
  { routeName: 'project.build', permissions: grant(['BUILD_VIEW'], ['BUILD_EDIT']) },
  { routeName: 'project.source', permissions: grant(['SOURCE_VIEW'], ['SOURCE_EDIT']) },
  { routeName: 'project.contract', permissions: grant(['CONTRACT_VIEW'], ['CONTRACT_EDIT']) },
  { routeName: 'project.award', permissions: grant(['AWARD_VIEW'], ['AWARD_EDIT']) },
  {
    routeName: 'project.evaluate',
    permissions: grant(['EVALUATION_VIEW'], ['EVALUATION_CREATE', 'EVALUATION_EDIT']),
  },
  {
    routeName: 'contract-builder-dashboard',
    permissions: grant(['CONTRACT_BUILDER_VIEW'], ['CONTRACT_BUILDER_EDIT']),
  },
];
