import { describe, expect, it } from 'vitest';
import { projectTypes } from '../projects/status.ts';
import { reportColumnTypes } from './catalogue.ts';
import {
  columnsOfPhase,
  dateKindsOfPhase,
  defaultReportColumns,
  findProjectReportColumn,
  projectReportColumns,
  reportDateKinds,
  reportParts,
  reportPhases,
} from './project-columns.ts';

const filled = (text: { en: string; fr: string }) => text.en.trim() !== '' && text.fr.trim() !== '';

describe('custom project report columns', () => {
  it('numbers every column once, with a unique key', () => {
    const ids = projectReportColumns.map((c) => c.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(Number.isInteger(id) && id > 0).toBe(true);
    expect(new Set(projectReportColumns.map((c) => c.key)).size).toBe(ids.length);
  });

  it('starts a report with columns 23 and 24, the project number and name (000 §3, 001 §9)', () => {
    expect(defaultReportColumns).toEqual([23, 24]);
    expect(findProjectReportColumn(23)?.key).toBe('projectNumber');
    expect(findProjectReportColumn(24)?.key).toBe('projectName');
    for (const id of defaultReportColumns) expect(findProjectReportColumn(id)?.phases).toEqual(reportParts);
  });

  it('types, labels and places every column', () => {
    for (const column of projectReportColumns) {
      expect(reportColumnTypes, column.key).toContain(column.type);
      expect(filled(column.label), column.key).toBe(true);
      expect(column.phases.length, column.key).toBeGreaterThan(0);
      for (const part of column.phases) expect(reportParts).toContain(part);
      expect(column.from.trim(), column.key).not.toBe('');
    }
  });

  it('knows no column 0 or 62', () => {
    expect(findProjectReportColumn(0)).toBeUndefined();
    expect(findProjectReportColumn(62)).toBeUndefined();
  });
});

describe('report phases (000 §3: source only, contract only, both, all)', () => {
  it('are the four choices, labelled, each over project types and never a template', () => {
    expect(reportPhases.map((p) => p.id)).toEqual(['sourceOnly', 'contractOnly', 'both', 'all']);
    for (const phase of reportPhases) {
      expect(filled(phase.label)).toBe(true);
      for (const type of phase.projectTypes) expect(projectTypes).toContain(type);
      expect(phase.projectTypes).not.toContain('TEMPLATE');
    }
  });

  it('makes "all" the union of the other three', () => {
    const [sourceOnly, contractOnly, both, all] = reportPhases;
    expect([...all.projectTypes].sort()).toEqual(
      [...sourceOnly.projectTypes, ...contractOnly.projectTypes, ...both.projectTypes].sort(),
    );
  });

  it('offers a source-only report no contract column, and a contract-only one no source column', () => {
    expect(columnsOfPhase('sourceOnly').some((c) => !c.phases.includes('source'))).toBe(false);
    expect(columnsOfPhase('contractOnly').some((c) => !c.phases.includes('contract'))).toBe(false);
    expect(columnsOfPhase('all')).toHaveLength(projectReportColumns.length);
    expect(columnsOfPhase('both')).toHaveLength(projectReportColumns.length);
    expect(columnsOfPhase('sourceOnly').map((c) => c.id)).toContain(23);
    expect(columnsOfPhase('contractOnly').map((c) => c.id)).toContain(24);
  });
});

describe('report date kinds (000 §3)', () => {
  it('are the fifteen of the spec', () => {
    expect(reportDateKinds.map((k) => k.id)).toEqual([
      'contractClosed',
      'firmFrom',
      'firmTo',
      'contractStarted',
      'warrantyStart',
      'warrantyEnd',
      'estimatedAward',
      'plannedNotice',
      'projectCreated',
      'questionDeadline',
      'sentToPurchasing',
      'sourceAwarded',
      'sourceClosed',
      'sourcePublished',
      'substantialCompletion',
    ]);
  });

  it('each reads a field that is also a Date column of the same parts', () => {
    for (const kind of reportDateKinds) {
      expect(filled(kind.label), kind.id).toBe(true);
      expect(kind.from, kind.id).toMatch(/^[a-z_]+\.[a-z_]+$|^min\(/);
      const column = findProjectReportColumn(kind.columnId);
      expect(column?.type, kind.id).toBe('Date');
      expect(column?.phases, kind.id).toEqual(kind.phases);
      expect(column?.from, kind.id).toBe(kind.from);
    }
  });

  it('offers each phase only the dates of its parts', () => {
    expect(dateKindsOfPhase('sourceOnly')).not.toContain('contractClosed');
    expect(dateKindsOfPhase('sourceOnly')).toContain('projectCreated');
    expect(dateKindsOfPhase('contractOnly')).not.toContain('sourcePublished');
    expect(dateKindsOfPhase('all')).toHaveLength(reportDateKinds.length);
  });
});
