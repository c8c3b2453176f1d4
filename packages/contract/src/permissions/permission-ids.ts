/**
 * The fixed permission identifiers, by the categories of 000 §3 (People and access). Groups hold
 * them; route permission entries name them. Identifiers are stored in the database, so they never change.
 */
export const permissionCategories = [
  'Build',
  'Contract',
  'Control Panel',
  'Project',
  'Reports',
  'Source',
  'Supplier',
  'Award',
  'Department',
  'System',
] as const;
export type PermissionCategory = (typeof permissionCategories)[number];

export const permissions = [
  { id: 'BUILD_VIEW', category: 'Build', label: 'View Build' },
  { id: 'BUILD_EDIT', category: 'Build', label: 'Edit Build' },
  { id: 'SOURCE_VIEW', category: 'Source', label: 'View Source' },
  { id: 'SOURCE_EDIT', category: 'Source', label: 'Edit Source' },
  { id: 'CONTRACT_VIEW', category: 'Contract', label: 'View Contract' },
  { id: 'CONTRACT_EDIT', category: 'Contract', label: 'Edit Contract' },
  { id: 'CONTRACT_BUILDER_VIEW', category: 'Contract', label: 'View Contract Builder' },
  { id: 'CONTRACT_BUILDER_EDIT', category: 'Contract', label: 'Edit Contract Builder' },
  { id: 'CONTRACT_BUILDER_DELETE', category: 'Contract', label: 'Delete Contract Builder envelopes' },
  { id: 'AWARD_VIEW', category: 'Award', label: 'View Award' },
  { id: 'AWARD_EDIT', category: 'Award', label: 'Edit Award' },
  { id: 'CONTROL_PANEL_VIEW', category: 'Control Panel', label: 'View Control Panel' },
  { id: 'CONTROL_PANEL_MANAGE', category: 'Control Panel', label: 'Manage Control Panel' },
  { id: 'PROJECT_CREATE_PUBLIC', category: 'Project', label: 'Create Public projects' },
  { id: 'PROJECT_CREATE_PREQUALIFICATION', category: 'Project', label: 'Create Pre-qualification projects' },
  { id: 'PROJECT_CREATE_INVITATIONAL', category: 'Project', label: 'Create Invitational projects' },
  { id: 'PROJECT_CREATE_LIMITED', category: 'Project', label: 'Create Limited projects' },
  { id: 'PROJECT_CREATE_INFORMAL', category: 'Project', label: 'Create Informal projects' },
  { id: 'PROJECT_CREATE_PLANNED', category: 'Project', label: 'Create Planned Procurement notices' },
  { id: 'PROJECT_APPROVE_PUBLIC', category: 'Project', label: 'Approve Public projects' },
  {
    id: 'PROJECT_APPROVE_PREQUALIFICATION',
    category: 'Project',
    label: 'Approve Pre-qualification projects',
  },
  { id: 'PROJECT_APPROVE_INVITATIONAL', category: 'Project', label: 'Approve Invitational projects' },
  { id: 'PROJECT_APPROVE_LIMITED', category: 'Project', label: 'Approve Limited projects' },
  { id: 'PROJECT_APPROVE_INFORMAL', category: 'Project', label: 'Approve Informal projects' },
  { id: 'PROJECT_APPROVE_PLANNED', category: 'Project', label: 'Approve Planned Procurement notices' },
  { id: 'TEMPLATE_VIEW', category: 'Project', label: 'View templates' },
  { id: 'TEMPLATE_CREATE', category: 'Project', label: 'Create templates' },
  { id: 'TEMPLATE_EDIT', category: 'Project', label: 'Edit templates' },
  { id: 'EVALUATION_VIEW', category: 'Project', label: 'View evaluations' },
  { id: 'EVALUATION_CREATE', category: 'Project', label: 'Create evaluations' },
  { id: 'EVALUATION_EDIT', category: 'Project', label: 'Edit evaluations' },
  { id: 'EVALUATION_DELETE', category: 'Project', label: 'Delete evaluations' },
  { id: 'REPORTS_VIEW', category: 'Reports', label: 'View reports' },
  { id: 'REPORTS_EDIT', category: 'Reports', label: 'Edit reports' },
  { id: 'SUPPLIER_VIEW', category: 'Supplier', label: 'View suppliers' },
  { id: 'SUPPLIER_EDIT', category: 'Supplier', label: 'Edit suppliers' },
  { id: 'SUPPLIER_PERFORMANCE_VIEW', category: 'Supplier', label: 'View supplier performance' },
  {
    id: 'SUPPLIER_PERFORMANCE_CREATE',
    category: 'Supplier',
    label: 'Create supplier performance evaluations',
  },
  { id: 'SUPPLIER_PERFORMANCE_EDIT', category: 'Supplier', label: 'Edit supplier performance evaluations' },
  {
    id: 'SUPPLIER_PERFORMANCE_DELETE',
    category: 'Supplier',
    label: 'Delete supplier performance evaluations',
  },
  { id: 'DEPARTMENT_ALL', category: 'Department', label: 'Contracts and bids of every department' },
  { id: 'DEPARTMENT_OWN', category: 'Department', label: 'Contracts and bids of own department only' },
  { id: 'TEAM_MEMBERS_VIEW', category: 'System', label: 'View team members' },
  { id: 'TEAM_MEMBERS_EDIT', category: 'System', label: 'Edit team members' },
  { id: 'SSO_SETTINGS_EDIT', category: 'System', label: 'Change single sign-on settings' },
] as const satisfies readonly { id: string; category: PermissionCategory; label: string }[];

export type PermissionId = (typeof permissions)[number]['id'];
export const permissionIds: readonly PermissionId[] = permissions.map((p) => p.id);

export function isPermissionId(value: string): value is PermissionId {
  return (permissionIds as readonly string[]).includes(value);
}
