import {
  type CreateCustomProjectReport,
  type CustomProjectReportDefinition,
  columnsOfPhase,
  createCustomProjectReportSchema,
  findProjectReportColumn,
  isSourceClosed,
  projectReportColumns,
  projectStatusLabels,
  type ReportPhase,
  reportPhases,
  sourceStatusOf,
} from '@procura/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  defaultCreatedAt,
  defaultUpdatedAt,
  neverListed,
  type ProjectSpec,
  projectName,
  projectSpecs,
  type When,
} from '../../../test/custom-report-specs.ts';
import { type CustomWorld, seedCustomWorld } from '../../../test/custom-report-world.ts';
import { insertTenderNode } from '../../../test/dashboard-widgets.ts';
import { createTestApp, databaseKinds, type TestApp } from '../../../test/harness.ts';
import {
  type Ids,
  type Place,
  readReportRows,
  tenderNodeOf,
  timeZone,
  today,
} from '../../../test/report-world.ts';
import { inTenant } from '../../platform/tenancy.ts';
import { countCustomReportRows, customReportRows } from './custom-rows.ts';
import type { ReportRow, ReportScope, ReportValue } from './paging.ts';

/*
 * Custom project reports against the agency of custom-report-world.ts. Every expected value is
 * worked out below from the specs alone, by the `from` of each column (project-columns.ts); rows
 * are compared whole at page sizes 1, 2 and 1000, and the count must match them.
 */

const here = projectSpecs.filter((spec) => (spec.place ?? 'here') === 'here' && spec.type !== 'TEMPLATE');
const hasSource = (spec: ProjectSpec) => spec.type === 'SOURCE' || spec.type === 'SOURCE_CONTRACT';
const dateOf = (when: When | undefined) =>
  when === undefined || when === 'sentinel' ? null : new Date(when);
const money = (text: string | undefined | null) =>
  text === undefined || text === null ? null : Number(text);
const centsSum = (amounts: string[]) =>
  amounts.reduce((sum, a) => sum + Math.round(Number(a) * 100), 0) / 100;
const byName = (names: string[]) => [...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));

/** The value of column `key` for the project of `spec`, from its `from` text. */
function expectedValue(spec: ProjectSpec, key: string, world: CustomWorld): ReportValue {
  const source = hasSource(spec) ? (spec.source ?? {}) : null;
  const contract = spec.contract ?? null;
  const bids = (source?.bids ?? []).filter((b) => b.status === 'complete');
  const awarded = source?.awards ?? [];
  const days = awarded.flatMap((a) => (a.day ? [a.day] : []));
  const amounts = awarded.flatMap((a) => (a.amount ? [a.amount] : []));
  const project: Record<string, ReportValue> = {
    projectId: world.projectIds.get(spec.number) ?? -1,
    projectType: spec.type,
    projectPhase: spec.phase ?? 'Build',
    projectStatus: projectStatusLabels[spec.status],
    procurementMethod: spec.method ?? 'Public',
    classification: spec.classification ?? null,
    department: spec.department ?? null,
    division: spec.division ?? null,
    procurementLead: spec.lead ?? null,
    departmentProjectLead: spec.departmentLead ?? null,
    categories: spec.categories ?? [],
    commodityCodes: spec.commodities ?? [],
    description: spec.description ?? '',
    estimatedValue: money(spec.estimatedValue),
    estimatedAnnualValue: money(spec.estimatedAnnualValue),
    internalReferenceNumber: spec.internalReference ?? '',
    isCooperative: spec.cooperative ?? false,
    isPlanned: spec.planned ?? false,
    fromIntake: spec.fromIntake ?? false,
    createdBy: spec.createdBy ?? null,
    projectCreated: new Date(spec.createdAt ?? defaultCreatedAt),
    lastUpdated: new Date(spec.updatedAt ?? defaultUpdatedAt),
    projectNumber: spec.number,
    projectName: projectName(spec.number),
  };
  const sourceValues: Record<string, ReportValue> = !source
    ? {}
    : {
        sourceStatus: sourceStatusOf[spec.status],
        submissionType: source.submission === 0 ? 'Hard copy' : 'Online',
        sourcePublished: dateOf(source.published),
        sourceClosed: dateOf(source.closing),
        questionDeadline: dateOf(source.deadline),
        plannedNotice: dateOf(source.plannedNotice),
        sentToPurchasing: dateOf(source.sentToPurchasing),
        estimatedAward: dateOf(source.estimatedAward),
        planTakers: source.planTakers ?? 0,
        submissions: bids.filter((b) => !b.noBid).length,
        noBids: isSourceClosed(spec.status) ? bids.filter((b) => b.noBid).length : null,
        questions: source.questions ?? 0,
        addenda: source.addenda ?? 0,
        awardedSuppliers: byName(awarded.map((a) => a.company)),
        awardedAmount: amounts.length > 0 ? centsSum(amounts) : null,
        sourceAwarded: byName(days)[0] ?? null,
      };
  const id = world.projectIds.get(spec.number);
  const contractValues: Record<string, ReportValue> = !contract
    ? {}
    : {
        contractNumber: `K-${id}`,
        contractName: `Contract of ${id}`,
        contractStatus: contract.shown,
        contractSuppliers: byName((contract.suppliers ?? []).filter((s) => s.active).map((s) => s.name)),
        contractAmount: money(contract.amount),
        contingencyAmount: money(contract.contingency),
        totalProjectValue: money(contract.totalProjectValue),
        purchaseOrdersTotal: centsSum(contract.orders ?? []),
        contractStarted: dateOf(contract.startedAt),
        initialTermStart: contract.initialTermStart ?? null,
        initialTermEnd: contract.initialTermEnd ?? null,
        termEnd: contract.termEnd ?? null,
        optionTermsTaken: (contract.options ?? []).filter(Boolean).length,
        firmFrom: contract.firmFrom ?? null,
        firmTo: contract.firmTo ?? null,
        warrantyStart: contract.warrantyStart ?? null,
        warrantyEnd: contract.warrantyEnd ?? null,
        substantialCompletion: contract.substantial ?? null,
        contractClosed: dateOf(contract.closedAt),
        // By last name: Ada Admin and Ben Admin share theirs, so then by first name.
        contractAdministrators: byName(contract.admins ?? []),
        isTerm: contract.isTerm ?? false,
      };
  const values = { ...project, ...sourceValues, ...contractValues };
  return key in values ? (values[key] ?? null) : null;
}

const keysOf = (columns: readonly number[]) => columns.map((id) => findProjectReportColumn(id)?.key ?? '?');
const expectedRows = (specs: ProjectSpec[], columns: readonly number[], world: CustomWorld): ReportRow[] =>
  [...specs]
    .sort((a, b) => (world.projectIds.get(a.number) ?? 0) - (world.projectIds.get(b.number) ?? 0))
    .map((spec) => Object.fromEntries(keysOf(columns).map((key) => [key, expectedValue(spec, key, world)])));

const definitionOf = (changes: Partial<CreateCustomProjectReport>): CustomProjectReportDefinition =>
  createCustomProjectReportSchema.parse({
    name: 'Test',
    type: 'Projects',
    phase: 'all',
    columns: [23],
    ...changes,
  });

const typesOf = (phase: ReportPhase) => reportPhases.find((p) => p.id === phase)?.projectTypes ?? [];
const numbers = (rows: ReportRow[]) => rows.map((row) => row.projectNumber);
const numbersOf = (keep: (spec: ProjectSpec) => boolean, world: CustomWorld) =>
  expectedRows(here.filter(keep), [23], world).map((row) => row.projectNumber);

describe.each(databaseKinds())('custom project report rows on %s', (kind) => {
  let t: TestApp;
  let scope: ReportScope;
  let world: CustomWorld;

  beforeAll(async () => {
    t = await createTestApp(kind);
    const customerId = t.seed.demoCustomerId;
    const northwind = t.seed.northwindCustomerId;
    const at: Ids = { customerId, nodeId: await tenderNodeOf(t, customerId) };
    const places: Record<Place, Ids> = {
      here: at,
      otherNode: { customerId, nodeId: await insertTenderNode(t, customerId, 'Other node') },
      otherAgency: { customerId: northwind, nodeId: await tenderNodeOf(t, northwind) },
    };
    scope = { ...at, today, timeZone };
    world = await seedCustomWorld(t, places);
  });
  afterAll(async () => {
    await t?.close();
  });

  const read = (definition: CustomProjectReportDefinition, pageSize?: number) =>
    readReportRows(t, scope, (tx, at, options) => customReportRows(tx, at, definition, options), pageSize);
  const count = (definition: CustomProjectReportDefinition) =>
    inTenant(t.database.db, scope.customerId, (tx) => countCustomReportRows(tx, scope, definition));

  /** The rows at page sizes 1, 2 and 1000, which must agree with each other and with the count. */
  async function readChecked(definition: CustomProjectReportDefinition) {
    const [one, two, all] = [
      await read(definition, 1),
      await read(definition, 2),
      await read(definition, 1000),
    ];
    expect(one).toEqual(all);
    expect(two).toEqual(all);
    expect(await count(definition)).toBe(all.length);
    for (const row of all) expect(neverListed).not.toContain(row.projectNumber);
    return all;
  }

  it.each(reportPhases.map((p) => p.id))('reads every column of phase %s as its from says', async (phase) => {
    const columns = columnsOfPhase(phase).map((c) => c.id);
    const rows = await readChecked(definitionOf({ phase, columns }));
    const specs = here.filter((spec) => (typesOf(phase) as readonly string[]).includes(spec.type));
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(Object.keys(row)).toEqual(keysOf(columns));
    expect(rows).toEqual(expectedRows(specs, columns, world));
  });

  it('reads all 61 columns of a project with everything, each of its type', async () => {
    const columns = projectReportColumns.map((c) => c.id);
    expect(columns).toHaveLength(61);
    const rows = await read(definitionOf({ columns, filters: { categoryId: [world.categoryIds.Bridges] } }));
    const full = rows.find((row) => row.projectNumber === 'B-FULL');
    if (!full) throw new Error('B-FULL is not listed');
    for (const column of projectReportColumns) {
      const value = full[column.key];
      const kindOf = {
        Id: 'number',
        Number: 'number',
        'Dollar Amount': 'number',
        'Yes/No': 'boolean',
        Option: 'string',
        Text: 'string',
      } as const;
      // An Active contract has not closed: the one empty value of the project with everything.
      if (column.key === 'contractClosed') expect(value).toBeNull();
      else if (column.type === 'List') expect(Array.isArray(value), column.key).toBe(true);
      else if (column.type === 'Date') {
        expect(value instanceof Date || /^\d{4}-\d{2}-\d{2}$/.test(String(value)), column.key).toBe(true);
      } else expect(typeof value, column.key).toBe(kindOf[column.type]);
    }
    expect(full).toMatchObject({
      projectStatus: 'Awarded',
      sourceStatus: 'Awarded',
      division: 'Paving',
      departmentProjectLead: 'Dora Deptlead',
      createdBy: 'Carl Creator',
      categories: ['Bridges', 'Asphalt'],
      commodityCodes: ['72-100', '72-200'],
      submissionType: 'Online',
      planTakers: 3,
      submissions: 1,
      noBids: 1,
      awardedSuppliers: ['Gamma Build'],
      awardedAmount: 88000.99,
      sourceAwarded: '2026-05-20',
      contractStatus: 'Warranty',
      contractSuppliers: ['Beacon', 'Gamma Build'],
      purchaseOrdersTotal: 300.3,
      optionTermsTaken: 2,
      contractAdministrators: ['Ada Admin', 'Ben Admin'],
      warrantyEnd: '2026-06-30',
      contractStarted: new Date('2025-06-02T13:00:00.000Z'),
      isTerm: true,
    });
  });

  it('reads each column alone as it reads it among all the others', async () => {
    const all = await read(definitionOf({ columns: projectReportColumns.map((c) => c.id) }));
    for (const column of projectReportColumns) {
      const alone = await read(definitionOf({ columns: [column.id] }));
      expect(alone, column.key).toEqual(all.map((row) => ({ [column.key]: row[column.key] })));
    }
  });

  it('keeps the columns in the order the definition gives', async () => {
    const rows = await readChecked(definitionOf({ columns: [24, 43, 1, 33] }));
    for (const row of rows)
      expect(Object.keys(row)).toEqual(['projectName', 'contractStatus', 'projectId', 'planTakers']);
  });

  it('filters on statuses, contract statuses and each other filter, any of a list', async () => {
    const cases: [Partial<CreateCustomProjectReport>, (spec: ProjectSpec) => boolean][] = [
      [{ statuses: ['Awarded', 'Archived'] }, (s) => ['Awarded', 'Archived'].includes(s.status)],
      [
        { contractStatuses: ['Warranty', 'Expired'] },
        (s) => ['Warranty', 'Expired'].includes(s.contract?.shown ?? ''),
      ],
      [{ contractStatuses: ['Active'] }, (s) => s.contract?.shown === 'Active'],
      [{ filters: { departmentId: [world.departmentIds.Parks] } }, (s) => s.department === 'Parks'],
      [
        { filters: { projectLeadId: [world.personIds['Lena Lead'], world.personIds['Dora Deptlead']] } },
        (s) => s.lead !== undefined,
      ],
      [{ filters: { projectLeadId: [world.personIds['Dora Deptlead']] } }, (s) => s.lead === 'Dora Deptlead'],
      [
        { filters: { procurementMethod: ['Limited', 'Private'] } },
        (s) => ['Limited', 'Private'].includes(s.method ?? ''),
      ],
      [{ filters: { classification: ['Goods'] } }, (s) => s.classification === 'Goods'],
      [
        { filters: { categoryId: [world.categoryIds.Asphalt] } },
        (s) => (s.categories ?? []).includes('Asphalt'),
      ],
      [
        {
          phase: 'contractOnly',
          statuses: ['Awarded'],
          filters: { departmentId: [world.departmentIds.Roads] },
        },
        (s) => s.type === 'CONTRACT' && s.status === 'Awarded' && s.department === 'Roads',
      ],
    ];
    for (const [changes, keep] of cases) {
      const expected = numbersOf(keep, world);
      expect(expected.length, JSON.stringify(changes)).toBeGreaterThan(0);
      expect(numbers(await readChecked(definitionOf(changes))), JSON.stringify(changes)).toEqual(expected);
    }
  });

  it('applies a date range in the agency zone: days as days, instants from local midnight', async () => {
    const cases: [Partial<CreateCustomProjectReport>, string[]][] = [
      // 03:30Z on June 1 is May 31 in Toronto; 04:00Z on June 11 is that day's first instant.
      [
        { dateKind: 'projectCreated', dateRange: { type: 'Custom', from: '2026-06-01', to: '2026-06-10' } },
        ['S-OPEN', 'B-FULL'],
      ],
      [{ dateKind: 'warrantyEnd', dateRange: { type: 'Fixed', value: 'thisMonth' } }, ['C-ACTIVE', 'B-FULL']],
      // Yesterday is June 14 there; a contract-only project's tender is no source.
      [{ dateKind: 'sourceClosed', dateRange: { type: 'Fixed', value: 'yesterday' } }, ['S-OPEN', 'S-AWARD']],
      [
        { dateKind: 'sourceAwarded', dateRange: { type: 'Custom', from: '2026-06-01', to: '2026-06-10' } },
        ['S-AWARD'],
      ],
      [
        { dateKind: 'contractClosed', dateRange: { type: 'Custom', from: '2026-06-04', to: '2026-06-04' } },
        ['B-CLOSED'],
      ],
      [{ dateKind: 'firmFrom', dateRange: { type: 'Fixed', value: 'thisYear' } }, ['C-EXPIRED']],
    ];
    for (const [changes, expected] of cases) {
      const sorted = numbersOf((s) => expected.includes(s.number), world);
      expect(sorted).toHaveLength(expected.length);
      expect(numbers(await readChecked(definitionOf(changes))), changes.dateKind ?? '').toEqual(sorted);
    }
  });

  it('lists no template and no project of another node or agency, and counts the same', async () => {
    const definition = definitionOf({ columns: [23, 1] });
    const rows = await readChecked(definition);
    expect(numbers(rows)).toEqual(numbersOf(() => true, world));
    expect(await count(definitionOf({ statuses: ['Open'] }))).toBe(1);
  });
});
