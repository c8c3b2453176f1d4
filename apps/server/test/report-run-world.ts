import type { BuiltInReportName } from '@procura/contract';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { vendors } from '../src/db/schema/index.ts';
import { reportCell } from '../src/modules/reports/cells.ts';
import { type ReportRow, reportNamed } from '../src/modules/reports/paging.ts';
import { asSystem } from '../src/platform/tenancy.ts';
import type { TestApp } from './harness.ts';
import {
  contractSpecs,
  type Ids,
  one,
  type Place,
  reportPlaces,
  type Supplier,
  seedContract,
  supplierPlaces,
} from './report-world.ts';

/**
 * The agency library report runs are made against: the report world's suppliers and contracts
 * (report-expectations.ts) in the demo agency's node, another node and another agency, so a run of
 * ActiveContracts has rows here and rows it must leave out.
 */
export async function seedRunWorld(t: TestApp): Promise<Ids> {
  const places = await reportPlaces(t);
  const here = places.here;
  const user = (email: string) => t.seed.demoUsers.get(email) ?? 0;
  const vendorIds = new Map<Supplier, number>();
  await asSystem(t.database.db, async (tx) => {
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
    }
  });
  const refs = {
    vendorIds,
    departmentId: 0,
    leadId: user('lead@demo.procura.local'),
    adminIds: [user('buyer@demo.procura.local')],
  };
  for (const spec of contractSpecs) {
    // The team's department is the report world's business; these contracts need none.
    await seedContract(t, places[spec.place ?? 'here'], { ...spec, withTeam: false }, refs);
  }
  return here;
}

/**
 * `count` supplier documents waiting for approval in the node, in one statement: a supplier of the
 * node's own (vendor_documents, approved false), uploaded a millisecond apart a day ago.
 */
export async function insertPendingSupplierDocuments(t: TestApp, at: Ids, count: number): Promise<void> {
  await asSystem(t.database.db, async (tx) => {
    const vendor = await one(
      tx
        .insert(vendors)
        .values({ customerId: at.customerId, belongsToNodeId: at.nodeId, companyName: 'Bulk Supplies' })
        .returning({ id: vendors.id }),
    );
    await tx.execute(sql`
      insert into vendor_documents (customer_id, vendor_id, display_name, effective_date, file_name,
        content_type, size_in_byte, storage_key, approved, created_at)
      select ${at.customerId}, ${vendor.id}, 'Bulk ' || n, date '2026-01-01', 'bulk-' || n || '.pdf',
        'application/pdf', 10, 'test/bulk-' || n, false, now() - interval '1 day' + n * interval '1 millisecond'
      from generate_series(1, ${count}) as n`);
  });
}

/** The rows of a report as its file should hold them: each cell as reportCell writes it. */
export function expectedCells(name: BuiltInReportName, rows: readonly ReportRow[], timeZone: string) {
  const report = reportNamed(name);
  return rows.map((row) =>
    report.columns.map((column) => reportCell(column.type, row[column.key] ?? null, timeZone)),
  );
}

/** The first sheet of a downloaded workbook: its name and each row's values, empty cells null. */
export async function sheetOf(body: Buffer, columns: number) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(body as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new Error('the workbook has no sheet');
  const rows: (string | number | null)[][] = [];
  sheet.eachRow((row) => {
    const values: (string | number | null)[] = [];
    for (let index = 1; index <= columns; index++) {
      const value = row.getCell(index).value;
      values.push(typeof value === 'string' || typeof value === 'number' ? value : null);
    }
    rows.push(values);
  });
  return { name: sheet.name, rows };
}
