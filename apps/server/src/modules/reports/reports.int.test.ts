import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, databaseKinds, type TestApp } from '../../../test/harness.ts';
import {
  columnsOf,
  contractOf,
  contractSpecs,
  documentSpecs,
  expectedRows,
  one,
  type Place,
  readReportRows,
  reportPlaces,
  type Supplier,
  seedContract,
  supplierPlaces,
  timeZone,
  today,
  vendorDocumentSpecs,
} from '../../../test/report-world.ts';
import {
  contractDocuments,
  departments,
  dropdownOptions,
  vendorContacts,
  vendorDocuments,
  vendors,
} from '../../db/schema/index.ts';
import { asSystem } from '../../platform/tenancy.ts';
import type { ReportScope } from './paging.ts';
import { type ContractSideReportName, contractSideReportRows } from './report-rows.ts';

/*
 * The contract-side built-in reports against an agency seeded here. Each report's expected rows are
 * worked out in this file from what it inserts, by the row rules of built-in-contracts.ts, and
 * compared whole (keys, values and order) with what the engine reads, at page sizes that cut
 * through runs of equal sort keys. Rows of another node and of another agency are inserted too
 * and must appear in no report.
 */

describe.each(databaseKinds())('contract-side built-in reports on %s', (kind) => {
  let t: TestApp;
  let scope: ReportScope;

  beforeAll(async () => {
    t = await createTestApp(kind);
    const places = await reportPlaces(t);
    const here = places.here;
    const { customerId } = here;
    const northwind = places.otherAgency.customerId;
    scope = { ...here, today, timeZone };
    const user = (email: string) => t.seed.demoUsers.get(email) ?? 0;
    const leadId = user('lead@demo.procura.local');
    const adminIds = [user('buyer@demo.procura.local'), user('evaluator@demo.procura.local')];
    const refs = await asSystem(t.database.db, async (tx) => {
      const vendorIds = new Map<Supplier, number>();
      const contactIds = new Map<Supplier, number>();
      for (const [name, place] of Object.entries(supplierPlaces) as [Supplier, Place][]) {
        const at = places[place];
        const vendor = await one(
          tx
            .insert(vendors)
            .values({
              customerId: at.customerId,
              belongsToNodeId: at.nodeId,
              companyName: name,
              isDeleted: name === 'Gone',
            })
            .returning({ id: vendors.id }),
        );
        vendorIds.set(name, vendor.id);
        const contact = await one(
          tx
            .insert(vendorContacts)
            .values({
              customerId: at.customerId,
              vendorId: vendor.id,
              firstName: 'Casey',
              lastName: 'Contact',
              email: `casey@${name.replace(' ', '').toLowerCase()}.test`,
            })
            .returning({ id: vendorContacts.id }),
        );
        contactIds.set(name, contact.id);
      }
      const department = await one(
        tx.insert(departments).values({ customerId, name: 'Roads' }).returning({ id: departments.id }),
      );
      const typeIds = new Map<number, number>();
      for (const at of [customerId, northwind]) {
        const type = await one(
          tx
            .insert(dropdownOptions)
            .values({ customerId: at, list: 'insuranceType', name: 'Liability' })
            .returning({ id: dropdownOptions.id }),
        );
        typeIds.set(at, type.id);
      }
      return { vendorIds, contactIds, typeIds, departmentId: department.id, leadId, adminIds };
    });
    const contractIds = new Map<string, number>();
    for (const spec of contractSpecs) {
      contractIds.set(spec.number, await seedContract(t, places[spec.place ?? 'here'], spec, refs));
    }
    const { vendorIds, contactIds, typeIds } = refs;
    await asSystem(t.database.db, async (tx) => {
      for (const spec of documentSpecs) {
        const at = places[contractOf(spec.contract).place ?? 'here'];
        await tx.insert(contractDocuments).values({
          customerId: at.customerId,
          contractId: contractIds.get(spec.contract) ?? 0,
          category: spec.category,
          vendorId: spec.vendor ? (vendorIds.get(spec.vendor) ?? null) : null,
          typeId: spec.typed ? (typeIds.get(at.customerId) ?? null) : null,
          displayName: spec.name,
          effectiveDate: spec.effectiveDate ?? null,
          expiryDate: spec.expiryDate,
          approved: spec.approved,
          fileName: `${spec.name}.pdf`,
          contentType: 'application/pdf',
          sizeInByte: 10,
          storageKey: `test/${spec.name}`,
          uploadedByContactId:
            spec.uploadedBy === 'contact' ? (contactIds.get(spec.vendor ?? 'Acme') ?? null) : null,
          uploadedById: spec.uploadedBy === 'user' ? user('buyer@demo.procura.local') : null,
          ...(spec.created ? { createdAt: sql`${spec.created}::timestamptz` } : {}),
        });
      }
      for (const spec of vendorDocumentSpecs) {
        const at = places[supplierPlaces[spec.vendor]];
        await tx.insert(vendorDocuments).values({
          customerId: at.customerId,
          vendorId: vendorIds.get(spec.vendor) ?? 0,
          displayName: spec.name,
          effectiveDate: '2026-01-01',
          expiryDate: spec.expiryDate,
          approved: spec.approved,
          fileName: `${spec.name}.pdf`,
          contentType: 'application/pdf',
          sizeInByte: 10,
          storageKey: `test/${spec.name}`,
          uploadedByContactId: spec.uploadedBy === 'contact' ? (contactIds.get(spec.vendor) ?? null) : null,
          createdAt: sql`${spec.created}::timestamptz`,
        });
      }
    });
  });
  afterAll(async () => {
    await t?.close();
  });

  const read = (name: ContractSideReportName, pageSize?: number) =>
    readReportRows(t, scope, contractSideReportRows[name], pageSize);

  const names = Object.keys(contractSideReportRows) as ContractSideReportName[];

  it.each(names.flatMap((name) => [undefined, 1, 2, 3].map((pageSize) => [name, pageSize] as const)))(
    'reads %s as its row rule says (page size %s)',
    async (name, pageSize) => {
      const rows = await read(name, pageSize);
      const expected = expectedRows(name);
      expect(expected.length).toBeGreaterThan(1);
      for (const row of rows) expect(Object.keys(row)).toEqual(columnsOf(name));
      expect(rows).toEqual(expected);
    },
  );

  it('lists the rows the seed meant each report to list', async () => {
    const numbers = async (name: ContractSideReportName, key: string) =>
      (await read(name)).map((row) => row[key]);
    expect(await numbers('ActiveContracts', 'projectNumber')).toEqual([
      'C-02',
      'C-01',
      'C-11',
      'C-03',
      'C-04',
      'C-05',
    ]);
    expect(await numbers('ContractsClosingIn90Days', 'projectNumber')).toEqual([
      'C-02',
      'C-01',
      'C-11',
      'C-03',
    ]);
    expect(await numbers('ExpiredInsurance', 'displayName')).toEqual(['I3', 'I12', 'I1', 'I2', 'I4', 'I5']);
    expect(await numbers('SupplierDocumentsPendingApproval', 'displayName')).toEqual([
      'V9',
      'P2',
      'P1',
      'V5',
      'P10',
      'P8',
    ]);
  });

  it('shows no row of another node or another agency in any report', async () => {
    const foreign = new Set(['X-01', 'N-01', 'I13', 'I14', 'P4', 'P11', 'V7', 'V10', 'Distant', 'North Co']);
    for (const name of names) {
      for (const row of await read(name)) {
        const values = Object.values(row).flatMap((value) => (Array.isArray(value) ? value : [value]));
        expect(values.filter((value) => typeof value === 'string' && foreign.has(value))).toEqual([]);
      }
    }
  });
});
