import { describe, expect, it } from 'vitest';
import {
  defaultFeatureFlags,
  type FeatureFlag,
  isFeatureEnabled,
  nodeFeatureFlags,
} from './feature-flags.ts';

function flag(name: string): FeatureFlag {
  const found = defaultFeatureFlags.find((f) => f.name === name);
  if (!found) throw new Error(`no flag ${name}`);
  return found;
}

describe('defaultFeatureFlags matches the table of 001 §9 (Feature flags)', () => {
  // One row per line of the table: the flag, its state, and its modules with their states.
  const table: [row: string, name: string, enabled: boolean, modules: Record<string, boolean>][] = [
    ['Debug view: on', 'DEBUG_VIEW', true, {}],
    ['Project API v2 search: off', 'ProjectApiV2Search', false, {}],
    ['Customer API v2 users and groups: off', 'CustomerApiV2UsersGroups', false, {}],
    [
      'Blob storage upload, view, delete, update: on',
      'BlobStorage',
      true,
      { Upload: true, View: true, Delete: true, Update: true },
    ],
    ['Reset password: on', 'resetPassword', true, {}],
    ['Buyer dashboard My Tasks widget: on', 'BuyerDashboard', true, { MyTasks: true }],
    ['Build publish: on', 'BuildPublish', true, {}],
    [
      'Reports library with active contracts report: on',
      'ReportsLibrary',
      true,
      { ActiveContractsReport: true },
    ],
    [
      'Supplier evaluations table: on (manage-column module off)',
      'SupplierEvaluationsTable',
      true,
      { ManageColumn: false },
    ],
    [
      'Appeal evaluation modal: on (edit-appeal button off)',
      'AppealEvaluationModal',
      true,
      { EditAppealButton: false },
    ],
    ['Essential evaluations settings: on', 'EssentialEvaluationsSettings', true, {}],
  ];

  it.each(table)('%s', (_row, name, enabled, modules) => {
    const f = flag(name);
    expect(f.enabled).toBe(enabled);
    expect(Object.fromEntries(f.modules.map((m) => [m.name, m.enabled]))).toEqual(modules);
    expect(isFeatureEnabled(defaultFeatureFlags, name)).toBe(enabled);
    for (const [module, on] of Object.entries(modules)) {
      expect(isFeatureEnabled(defaultFeatureFlags, `${name}.${module}`)).toBe(on);
    }
  });

  it('holds no flag beyond the table and the other gating flags it names', () => {
    // "Other gating flags: resetPassword, documentation, DEBUG_VIEW, contractorPerformance,
    // enableIntakeEssentials"; the last two are node flags, read from the tender node.
    const otherGlobal = ['documentation'];
    expect(defaultFeatureFlags.map((f) => f.name).sort()).toEqual(
      [...table.map(([, name]) => name), ...otherGlobal].sort(),
    );
  });

  it('keeps the node flags out of the global list', () => {
    expect([...nodeFeatureFlags]).toEqual(['contractorPerformance', 'enableIntakeEssentials']);
    for (const name of nodeFeatureFlags) {
      expect(defaultFeatureFlags.some((f) => f.name === name)).toBe(false);
      expect(isFeatureEnabled(defaultFeatureFlags, name)).toBe(false);
    }
  });

  it('has unique flag names, unique module names per flag, and a label for every flag', () => {
    const names = defaultFeatureFlags.map((f) => f.name);
    expect(new Set(names).size).toBe(names.length);
    for (const f of defaultFeatureFlags) {
      expect(f.label.trim()).not.toBe('');
      expect(f.name).not.toContain('.');
      const modules = f.modules.map((m) => m.name);
      expect(new Set(modules).size).toBe(modules.length);
      for (const m of modules) expect(m).not.toContain('.');
    }
  });
});

describe('isFeatureEnabled', () => {
  describe('with the default flags', () => {
    it.each([
      'DEBUG_VIEW',
      'BlobStorage',
      'resetPassword',
      'BuyerDashboard',
      'BuildPublish',
      'ReportsLibrary',
      'SupplierEvaluationsTable',
      'AppealEvaluationModal',
      'EssentialEvaluationsSettings',
    ])('says the feature %s is on', (name) => {
      expect(isFeatureEnabled(defaultFeatureFlags, name)).toBe(true);
    });

    it.each(['ProjectApiV2Search', 'CustomerApiV2UsersGroups', 'documentation'])(
      'says the feature %s is off',
      (name) => {
        expect(isFeatureEnabled(defaultFeatureFlags, name)).toBe(false);
      },
    );

    it.each([
      'BlobStorage.Upload',
      'BlobStorage.View',
      'BlobStorage.Delete',
      'BlobStorage.Update',
      'BuyerDashboard.MyTasks',
      'ReportsLibrary.ActiveContractsReport',
    ])('says the module %s is on', (name) => {
      expect(isFeatureEnabled(defaultFeatureFlags, name)).toBe(true);
    });

    it('says a disabled module of an enabled feature is off', () => {
      expect(isFeatureEnabled(defaultFeatureFlags, 'SupplierEvaluationsTable')).toBe(true);
      expect(isFeatureEnabled(defaultFeatureFlags, 'SupplierEvaluationsTable.ManageColumn')).toBe(false);
      expect(isFeatureEnabled(defaultFeatureFlags, 'AppealEvaluationModal')).toBe(true);
      expect(isFeatureEnabled(defaultFeatureFlags, 'AppealEvaluationModal.EditAppealButton')).toBe(false);
    });

    it.each([
      '',
      '.',
      'Unknown',
      'UnknownFeature.Module',
      'BlobStorage.Unknown',
      'BuyerDashboard.Upload',
      'DEBUG_VIEW.Anything',
      'ProjectApiV2Search.Anything',
      '.Upload',
      'BlobStorage.',
      'BlobStorage.Upload.Extra',
      'BlobStorage..Upload',
    ])('says the unknown name %j is off', (name) => {
      expect(isFeatureEnabled(defaultFeatureFlags, name)).toBe(false);
    });

    it('matches names exactly, with their case', () => {
      expect(isFeatureEnabled(defaultFeatureFlags, 'blobstorage')).toBe(false);
      expect(isFeatureEnabled(defaultFeatureFlags, 'BlobStorage.upload')).toBe(false);
      expect(isFeatureEnabled(defaultFeatureFlags, ' BlobStorage')).toBe(false);
    });
  });

  describe('with given flags', () => {
    const flags: FeatureFlag[] = [
      { name: 'Off', label: 'Off', enabled: false, modules: [{ name: 'On', enabled: true }] },
      {
        name: 'On',
        label: 'On',
        enabled: true,
        modules: [
          { name: 'On', enabled: true },
          { name: 'Off', enabled: false },
        ],
      },
    ];

    it('says every module of a disabled feature is off, even an enabled one', () => {
      expect(isFeatureEnabled(flags, 'Off')).toBe(false);
      expect(isFeatureEnabled(flags, 'Off.On')).toBe(false);
    });

    it('reads the module of an enabled feature', () => {
      expect(isFeatureEnabled(flags, 'On')).toBe(true);
      expect(isFeatureEnabled(flags, 'On.On')).toBe(true);
      expect(isFeatureEnabled(flags, 'On.Off')).toBe(false);
      expect(isFeatureEnabled(flags, 'On.Missing')).toBe(false);
    });

    it('says everything is off when there are no flags', () => {
      expect(isFeatureEnabled([], 'DEBUG_VIEW')).toBe(false);
      expect(isFeatureEnabled([], 'BlobStorage.Upload')).toBe(false);
    });

    it('follows overrides of the defaults', () => {
      const overridden = defaultFeatureFlags.map((f) =>
        f.name === 'SupplierEvaluationsTable'
          ? { ...f, modules: f.modules.map((m) => ({ ...m, enabled: true })) }
          : f.name === 'BlobStorage'
            ? { ...f, enabled: false }
            : f,
      );
      expect(isFeatureEnabled(overridden, 'SupplierEvaluationsTable.ManageColumn')).toBe(true);
      expect(isFeatureEnabled(overridden, 'BlobStorage.Upload')).toBe(false);
      expect(isFeatureEnabled(defaultFeatureFlags, 'SupplierEvaluationsTable.ManageColumn')).toBe(false);
      expect(isFeatureEnabled(defaultFeatureFlags, 'BlobStorage.Upload')).toBe(true);
    });
  });
});
