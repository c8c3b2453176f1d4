/**
 * Feature flags exactly as the table of 001 §9, with the other gating flags it names. Global flags
 * live here with their defaults; node flags (contractorPerformance, enableIntakeEssentials) belong
 * to a tender node and are read from it.
 */
export type FeatureModule = { name: string; enabled: boolean };
export type FeatureFlag = { name: string; label: string; enabled: boolean; modules: FeatureModule[] };

export const defaultFeatureFlags: readonly FeatureFlag[] = [
  { name: 'DEBUG_VIEW', label: 'Debug view', enabled: true, modules: [] },
  { name: 'ProjectApiV2Search', label: 'Project API v2 search', enabled: false, modules: [] },
  {
    name: 'CustomerApiV2UsersGroups',
    label: 'Customer API v2 users and groups',
    enabled: false,
    modules: [],
  },
  {
    name: 'BlobStorage',
    label: 'Blob storage',
    enabled: true,
    modules: [
      { name: 'Upload', enabled: true },
      { name: 'View', enabled: true },
      { name: 'Delete', enabled: true },
      { name: 'Update', enabled: true },
    ],
  },
  { name: 'resetPassword', label: 'Reset password', enabled: true, modules: [] },
  {
    name: 'BuyerDashboard',
    label: 'Buyer dashboard',
    enabled: true,
    modules: [{ name: 'MyTasks', enabled: true }],
  },
  { name: 'BuildPublish', label: 'Build publish', enabled: true, modules: [] },
  {
    name: 'ReportsLibrary',
    label: 'Reports library',
    enabled: true,
    modules: [{ name: 'ActiveContractsReport', enabled: true }],
  },
  {
    name: 'SupplierEvaluationsTable',
    label: 'Supplier evaluations table',
    enabled: true,
    modules: [{ name: 'ManageColumn', enabled: false }],
  },
  {
    name: 'AppealEvaluationModal',
    label: 'Appeal evaluation modal',
    enabled: true,
    modules: [{ name: 'EditAppealButton', enabled: false }],
  },
  {
    name: 'EssentialEvaluationsSettings',
    label: 'Essential evaluations settings',
    enabled: true,
    modules: [],
  },
  { name: 'documentation', label: 'Documentation', enabled: false, modules: [] },
];

export const nodeFeatureFlags = ['contractorPerformance', 'enableIntakeEssentials'] as const;
export type NodeFeatureFlag = (typeof nodeFeatureFlags)[number];

/** Whether `name` (a feature, or `Feature.Module`) is on in `flags`; unknown names are off. */
export function isFeatureEnabled(flags: readonly FeatureFlag[], name: string): boolean {
  const [featureName, moduleName, ...rest] = name.split('.');
  // More than one dot (`A.B.C`) names neither a feature nor a module: unknown, so off.
  if (rest.length > 0) return false;
  const feature = flags.find((f) => f.name === featureName);
  if (!feature?.enabled) return false;
  if (moduleName === undefined) return true;
  return feature.modules.find((m) => m.name === moduleName)?.enabled ?? false;
}
