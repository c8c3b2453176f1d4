import {
  type ContractDocumentCategory,
  type NodeContractDocument,
  type NodeDocumentList,
  type NodeDocumentSortColumn,
  nodeDocumentSortColumns,
} from '@procura/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInCaller } from '../../../test/api.ts';
import { insertTenderNode } from '../../../test/dashboard-widgets.ts';
import { createTestApp, databaseKinds, type TestApp } from '../../../test/harness.ts';
import { insertProject } from '../../../test/projects.ts';
import { contractDocuments, contracts, dropdownOptions, vendors } from '../../db/schema/index.ts';
import { movableClock } from '../../platform/clock.ts';
import { asSystem } from '../../platform/tenancy.ts';

/*
 * The dashboard's expired and pending contract-document lists (GET /Documents/Contract/Expired and
 * /Pending), paged and sorted by the server. The demo agency holds no contract documents, so each
 * list is what this file inserts; the expected order is worked out here from the rows' values.
 */

type Caller = Awaited<ReturnType<typeof signedInCaller>>;
type Direction = 'asc' | 'desc';
type Spec = {
  project: 'asphalt' | 'bridges' | 'culverts' | 'cancelled' | 'elsewhere';
  vendor: 'Acme' | 'beacon' | 'Cobalt' | null;
  type: 'Liability' | 'automobile' | 'Performance' | null;
  category: ContractDocumentCategory;
  fileName: string;
  expiryDate: string | null;
  approved: boolean;
  created: string;
};
type Inserted = Spec & { id: number; projectName: string };

// 15 June 2026 in Toronto: expired means approved with an expiry day before 2026-06-15.
const now = new Date('2026-06-15T16:00:00Z');
const projectNames = {
  asphalt: 'Asphalt',
  bridges: 'bridges',
  culverts: 'Culverts',
  cancelled: 'Abandoned',
  elsewhere: 'Aardvark',
} as const;

const doc = (spec: Partial<Spec> & Pick<Spec, 'fileName'>): Spec => ({
  project: 'asphalt',
  vendor: 'Acme',
  type: 'Liability',
  category: 'insurance',
  expiryDate: '2026-06-01',
  approved: true,
  created: '2026-05-01T12:00:00.000Z',
  ...spec,
});

const specs: Spec[] = [
  // Expired: mixed case in every text column, ties on the expiry day and on the creation time.
  doc({ fileName: 'hedge.pdf', expiryDate: '2026-06-14', vendor: 'beacon', type: 'automobile' }),
  doc({ fileName: 'Gamma.pdf', expiryDate: '2026-06-14', project: 'bridges', category: 'bond' }),
  doc({ fileName: 'alpha.pdf', expiryDate: '2025-12-31', project: 'culverts', category: 'certificate' }),
  doc({ fileName: 'Delta.pdf', expiryDate: '2026-03-03', vendor: null, type: 'Performance' }),
  doc({ fileName: 'echo.pdf', expiryDate: '2026-03-03', vendor: 'Cobalt', type: null, category: 'other' }),
  doc({ fileName: 'Foxtrot.pdf', expiryDate: '2026-01-15', project: 'bridges', category: 'vendordocument' }),
  doc({ fileName: 'bravo.pdf', expiryDate: '2026-05-20', vendor: 'beacon', project: 'culverts' }),
  // Pending: waiting for approval whatever their expiry, none of it included.
  doc({ fileName: 'kilo.pdf', approved: false, expiryDate: null, created: '2026-06-10T09:00:00.000Z' }),
  doc({
    fileName: 'Juliet.pdf',
    approved: false,
    expiryDate: '2027-01-01',
    vendor: null,
    created: '2026-06-01T09:00:00.000Z',
  }),
  doc({
    fileName: 'india.pdf',
    approved: false,
    expiryDate: '2026-01-01',
    project: 'culverts',
    type: null,
    category: 'bond',
    created: '2026-06-10T09:00:00.000Z',
  }),
  doc({
    fileName: 'Lima.pdf',
    approved: false,
    expiryDate: null,
    vendor: 'Cobalt',
    project: 'bridges',
    created: '2026-05-15T09:00:00.000Z',
  }),
  // In neither list: expiring today or later, no expiry, a cancelled contract, another node.
  doc({ fileName: 'today.pdf', expiryDate: '2026-06-15' }),
  doc({ fileName: 'later.pdf', expiryDate: '2026-09-01' }),
  doc({ fileName: 'open.pdf', expiryDate: null }),
  doc({ fileName: 'dropped.pdf', project: 'cancelled' }),
  doc({ fileName: 'dropped.pdf', project: 'cancelled', approved: false }),
  doc({ fileName: 'away.pdf', project: 'elsewhere' }),
  doc({ fileName: 'away.pdf', project: 'elsewhere', approved: false }),
];

/** The value a row sorts by, as the server reads it: text without case, the category's key. */
function sortKey(row: Inserted, column: NodeDocumentSortColumn): string | null {
  switch (column) {
    case 'projectName':
      return row.projectName.toLowerCase();
    case 'companyName':
      return row.vendor?.toLowerCase() ?? null;
    case 'category':
      return row.category;
    case 'type':
      return row.type?.toLowerCase() ?? null;
    case 'fileName':
      return row.fileName.toLowerCase();
    case 'expireDate':
      return row.expiryDate;
    case 'created':
      return row.created;
  }
}

/** Empty values last either way; ties by document id, in the same direction. */
function sorted(rows: Inserted[], column: NodeDocumentSortColumn, direction: Direction): Inserted[] {
  const sign = direction === 'asc' ? 1 : -1;
  return [...rows].sort((a, b) => {
    const left = sortKey(a, column);
    const right = sortKey(b, column);
    if (left !== right) {
      if (left === null) return 1;
      if (right === null) return -1;
      return sign * (left < right ? -1 : 1);
    }
    return sign * (a.id - b.id);
  });
}

describe.each(databaseKinds())('dashboard contract-document lists on %s', (kind) => {
  let t: TestApp;
  let buyer: Caller;
  const lists: Record<NodeDocumentList, Inserted[]> = { expired: [], pending: [] };

  beforeAll(async () => {
    t = await createTestApp(kind, { clock: movableClock(now) });
    buyer = await signedInCaller(t, 'buyer@demo.procura.local');
    const customerId = buyer.info.customer.id;
    const nodeId = buyer.info.tenderNode.id;
    const otherNode = await insertTenderNode(t, customerId, 'Other node');
    const inserted = await asSystem(t.database.db, async (tx) => {
      const vendorIds = new Map<string, number>();
      for (const companyName of ['Acme', 'beacon', 'Cobalt']) {
        const [row] = await tx
          .insert(vendors)
          .values({ customerId, belongsToNodeId: nodeId, companyName })
          .returning({ id: vendors.id });
        vendorIds.set(companyName, row?.id ?? 0);
      }
      const typeIds = new Map<string, number>();
      for (const name of ['Liability', 'automobile', 'Performance']) {
        const [row] = await tx
          .insert(dropdownOptions)
          .values({ customerId, list: 'insuranceType', name })
          .returning({ id: dropdownOptions.id });
        typeIds.set(name, row?.id ?? 0);
      }
      return { vendorIds, typeIds };
    });
    const contractIds = new Map<Spec['project'], number>();
    for (const [key, name] of Object.entries(projectNames) as [Spec['project'], string][]) {
      const { projectId } = await insertProject(
        t,
        { customerId, nodeId: key === 'elsewhere' ? otherNode : nodeId },
        { name, status: 'Awarded' },
      );
      const [contract] = await asSystem(t.database.db, (tx) =>
        tx
          .insert(contracts)
          .values({
            customerId,
            projectId,
            name: `Contract of ${name}`,
            status: key === 'cancelled' ? 'Cancelled' : 'Active',
          })
          .returning({ id: contracts.id }),
      );
      contractIds.set(key, contract?.id ?? 0);
    }
    for (const spec of specs) {
      const [row] = await asSystem(t.database.db, (tx) =>
        tx
          .insert(contractDocuments)
          .values({
            customerId,
            contractId: contractIds.get(spec.project) ?? 0,
            category: spec.category,
            vendorId: spec.vendor ? (inserted.vendorIds.get(spec.vendor) ?? null) : null,
            typeId: spec.type ? (inserted.typeIds.get(spec.type) ?? null) : null,
            displayName: spec.fileName,
            expiryDate: spec.expiryDate,
            approved: spec.approved,
            fileName: spec.fileName,
            contentType: 'application/pdf',
            sizeInByte: 10,
            storageKey: `test/${spec.fileName}`,
            createdAt: new Date(spec.created),
          })
          .returning({ id: contractDocuments.id }),
      );
      const document: Inserted = { ...spec, id: row?.id ?? 0, projectName: projectNames[spec.project] };
      if (spec.project === 'cancelled' || spec.project === 'elsewhere') continue;
      if (!spec.approved) lists.pending.push(document);
      else if (spec.expiryDate !== null && spec.expiryDate < '2026-06-15') lists.expired.push(document);
    }
  });
  afterAll(async () => {
    await t?.close();
  });

  async function list(which: NodeDocumentList, query = '') {
    const response = await buyer.call(
      'GET',
      `/Documents/Contract/${which === 'expired' ? 'Expired' : 'Pending'}${query}`,
    );
    expect(response.statusCode, response.body).toBe(200);
    const dto = (
      response.json() as { data: { documentDTO: { values: NodeContractDocument[]; total: number } } }
    ).data.documentDTO;
    return { ids: dto.values.map((d) => d.documentId), values: dto.values, total: dto.total };
  }
  const idsOf = (rows: Inserted[]) => rows.map((r) => r.id);

  it('answers the whole list without parameters, in each list’s default order, with its total', async () => {
    const expired = await list('expired');
    expect(expired.ids).toEqual(idsOf(sorted(lists.expired, 'expireDate', 'desc')));
    expect(expired.total).toBe(7);
    const pending = await list('pending');
    expect(pending.ids).toEqual(idsOf(sorted(lists.pending, 'created', 'asc')));
    expect(pending.total).toBe(4);
    const hedge = lists.expired.find((d) => d.fileName === 'hedge.pdf');
    expect(expired.values.find((d) => d.documentId === hedge?.id)).toMatchObject({
      category: 'insurance',
      type: 'automobile',
      companyName: 'beacon',
      projectName: 'Asphalt',
      expireDate: '2026-06-14',
      approved: true,
      created: '2026-05-01T12:00:00.000Z',
      fileName: 'hedge.pdf',
    });
  });

  it.each(
    (['expired', 'pending'] as const).flatMap((which) =>
      nodeDocumentSortColumns.flatMap((column) =>
        (['asc', 'desc'] as const).map((direction) => [which, column, direction] as const),
      ),
    ),
  )('sorts the %s list by %s %s, empty values last, ties by id', async (which, column, direction) => {
    const { ids, total } = await list(which, `?sortColumn=${column}&sortDirection=${direction}`);
    expect(ids).toEqual(idsOf(sorted(lists[which], column, direction)));
    expect(total).toBe(lists[which].length);
  });

  it('pages the sorted list with the total of all, and past the end', async () => {
    const all = sorted(lists.expired, 'fileName', 'asc');
    const page = await list('expired', '?sortColumn=fileName&sortDirection=asc&start=2&limit=3');
    expect(page.ids).toEqual(idsOf(all.slice(2, 5)));
    expect(page.total).toBe(7);
    const last = await list('expired', '?sortColumn=fileName&start=5&limit=3');
    expect(last.ids).toEqual(idsOf(sorted(lists.expired, 'fileName', 'desc').slice(5, 8)));
    expect(await list('pending', '?start=20&limit=20')).toEqual({ ids: [], values: [], total: 4 });
    // The dashboard's first page: 20 rows at most, the latest lapsed first.
    const first = await list('expired', '?start=0&limit=20&sortColumn=expireDate&sortDirection=desc');
    expect(first.ids).toEqual(idsOf(sorted(lists.expired, 'expireDate', 'desc')));
  });

  it.each([
    ['?sortColumn=projectNumber', 'Invalid parameter: sortColumn.'],
    ['?sortColumn=approved&sortDirection=asc', 'Invalid parameter: sortColumn.'],
    ['?sortDirection=up', 'Invalid parameter: sortDirection.'],
    ['?limit=1001', 'Invalid parameter: limit.'],
    ['?limit=0', 'Invalid parameter: limit.'],
    ['?start=-1', 'Invalid parameter: start.'],
  ])('refuses %s with "%s"', async (query, message) => {
    for (const path of ['Expired', 'Pending']) {
      const response = await buyer.call('GET', `/Documents/Contract/${path}${query}`);
      expect(response.statusCode).toBe(400);
      expect(response.headers['x-message-keys']).toBe('invalidParameter');
      expect(response.json()).toEqual([message]);
    }
  });
});
