import { describe, expect, it } from 'vitest';
import { defaultFeatureFlags, isFeatureEnabled, nodeFeatureFlags } from '../features/feature-flags.ts';
import { routeNames } from '../permissions/route-names.ts';
import {
  builtInReportNames,
  builtInReports,
  findBuiltInReport,
  isBuiltInReportName,
  reportCategories,
  reportCategoryLabels,
  reportColumnTypes,
} from './catalogue.ts';

/** The titles exactly as 000 §3 lists them. */
const specTitles = [
  'Active Contracts',
  'All Supplier Evaluations',
  'Appealed Evaluations',
  'Contracts Closing in 90 Days',
  'Completed Supplier Evaluations',
  'Contract Management',
  'Expired Evaluations',
  'Expired Insurance',
  'Incomplete Supplier Evaluations',
  'Incomplete Supplier Questions',
  'No Bid Responses',
  'Supplier Documents Pending Approval',
  'Summary Statistics',
  'Supplier Questions',
  'Waiting for Procurement Review',
  'Waiting for Supplier Response',
];

const filled = (text: { en: string; fr: string }) => text.en.trim() !== '' && text.fr.trim() !== '';

describe('report categories and column types (000 §3)', () => {
  it('lists the nine categories and the eight column types in the spec’s order', () => {
    expect(reportCategories).toEqual([
      'Build',
      'Contract',
      'Evaluations',
      'Favourites',
      'Projects',
      'Source',
      'Supplier Performance',
      'Suppliers',
      'Template',
    ]);
    expect(reportColumnTypes).toEqual([
      'Yes/No',
      'Date',
      'Id',
      'List',
      'Dollar Amount',
      'Number',
      'Option',
      'Text',
    ]);
  });

  it('labels every category in English and French', () => {
    for (const category of reportCategories)
      expect(filled(reportCategoryLabels[category]), category).toBe(true);
  });
});

describe('the built-in reports (000 §3)', () => {
  it('are the sixteen of the spec, in its order, with unique PascalCase names', () => {
    expect(builtInReports.map((r) => r.title.en)).toEqual(specTitles);
    expect(builtInReports.map((r) => r.name)).toEqual([...builtInReportNames]);
    expect(new Set(builtInReportNames).size).toBe(16);
    for (const name of builtInReportNames) expect(name).toMatch(/^[A-Z][A-Za-z0-9]*$/);
  });

  it.each(builtInReports.map((r) => [r.name, r] as const))(
    '%s is described in both languages',
    (_, report) => {
      expect(filled(report.title)).toBe(true);
      expect(filled(report.description)).toBe(true);
      expect(report.description.en).toMatch(/\.$/);
      expect(report.description.fr).toMatch(/\.$/);
    },
  );

  it.each(builtInReports.map((r) => [r.name, r] as const))(
    '%s has typed, labelled columns with unique keys, each read from somewhere',
    (_, report) => {
      expect(report.columns.length).toBeGreaterThan(0);
      expect(new Set(report.columns.map((c) => c.key)).size).toBe(report.columns.length);
      for (const column of report.columns) {
        expect(reportColumnTypes, column.key).toContain(column.type);
        expect(filled(column.label), column.key).toBe(true);
        expect(column.from.trim(), column.key).not.toBe('');
      }
    },
  );

  it('files every report under a category of the spec, never the user’s Favourites', () => {
    for (const report of builtInReports) {
      expect(reportCategories).toContain(report.category);
      expect(report.category).not.toBe('Favourites');
    }
  });

  it('names only known routes and flags', () => {
    for (const report of builtInReports) {
      expect(report.routeNames.length, report.name).toBeGreaterThan(0);
      for (const route of report.routeNames) expect(routeNames).toContain(route);
      if (report.nodeFeature !== undefined) expect(nodeFeatureFlags).toContain(report.nodeFeature);
      // A global flag must name a feature's module that exists (and is on by default).
      if (report.feature !== undefined)
        expect(isFeatureEnabled(defaultFeatureFlags, report.feature)).toBe(true);
    }
  });

  it('gates the supplier performance reports on the node’s contractorPerformance flag', () => {
    const gated = builtInReports.filter((r) => r.nodeFeature === 'contractorPerformance').map((r) => r.name);
    expect(gated.sort()).toEqual(
      builtInReports
        .filter((r) => r.category === 'Supplier Performance')
        .map((r) => r.name)
        .sort(),
    );
    expect(gated).toHaveLength(7);
  });

  it('gates Active Contracts on the reports library’s module (001 §9)', () => {
    expect(findBuiltInReport('ActiveContracts')?.feature).toBe('ReportsLibrary.ActiveContractsReport');
  });

  it('carries the windows and the line cap of the spec (000 §9, 001 §8)', () => {
    expect(findBuiltInReport('ContractsClosingIn90Days')?.window).toEqual({ days: 90 });
    expect(findBuiltInReport('ExpiredInsurance')?.window).toEqual({ days: 30 });
    expect(findBuiltInReport('SupplierDocumentsPendingApproval')?.lineCap).toBe(10_000);
    const windowed = builtInReports.filter((r) => r.window !== undefined).map((r) => r.name);
    expect(windowed.sort()).toEqual(['ContractsClosingIn90Days', 'ExpiredInsurance']);
  });

  it('says why a report is hidden whenever its data is missing', () => {
    for (const report of builtInReports) {
      if (!report.available) expect(report.unavailableReason && filled(report.unavailableReason)).toBe(true);
      else expect(report.unavailableReason).toBeUndefined();
    }
  });

  it('finds a report by its path segment and nothing else', () => {
    expect(findBuiltInReport('NoBidResponses')?.title.en).toBe('No Bid Responses');
    expect(findBuiltInReport('noBidResponses')).toBeUndefined();
    expect(findBuiltInReport('No Bid Responses')).toBeUndefined();
    expect(isBuiltInReportName('SummaryStatistics')).toBe(true);
    expect(isBuiltInReportName('constructor')).toBe(false);
  });
});
