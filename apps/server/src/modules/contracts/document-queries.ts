import {
  type ContractDocumentCategory,
  contractDocumentRules,
  type NodeDocumentList,
  type NodeDocumentSortColumn,
  type NodeDocumentsQuery,
} from '@procura/contract';
import { and, asc, count, eq, inArray, lt, or, type SQL, sql } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import {
  contractDocuments,
  contracts,
  dropdownOptions,
  projects,
  users,
  vendorContacts,
  vendorDocuments,
  vendors,
} from '../../db/schema/index.ts';
import { tenantJoin, tenantRow } from '../../platform/query.ts';
import type { Actor, Tx } from '../../platform/tenancy.ts';

/** A contract's documents (issue 9 §2), and the node's lists of expired and pending ones. */

export type ContractDocumentRow = typeof contractDocuments.$inferSelect;
type DocumentValues = Partial<typeof contractDocuments.$inferInsert>;

/** The contract's documents with company, type and uploader names, by category then name. */
export async function findDocuments(
  tx: Tx,
  customerId: number,
  contractId: number,
  where: { ids?: number[]; categories?: readonly ContractDocumentCategory[]; visibleOrVendor?: number } = {},
) {
  const rows = await tx
    .select({
      document: contractDocuments,
      companyName: vendors.companyName,
      typeName: dropdownOptions.name,
      userFirst: users.firstName,
      userLast: users.lastName,
      contactFirst: vendorContacts.firstName,
      contactLast: vendorContacts.lastName,
    })
    .from(contractDocuments)
    .leftJoin(vendors, tenantJoin(vendors.id, contractDocuments.vendorId))
    .leftJoin(dropdownOptions, tenantJoin(dropdownOptions.id, contractDocuments.typeId))
    .leftJoin(users, tenantJoin(users.id, contractDocuments.uploadedById))
    .leftJoin(vendorContacts, tenantJoin(vendorContacts.id, contractDocuments.uploadedByContactId))
    .where(
      and(
        eq(contractDocuments.customerId, customerId),
        eq(contractDocuments.contractId, contractId),
        where.ids ? inArray(contractDocuments.id, where.ids) : undefined,
        where.categories ? inArray(contractDocuments.category, [...where.categories]) : undefined,
      ),
    )
    .orderBy(asc(contractDocuments.category), asc(contractDocuments.displayName), asc(contractDocuments.id))
    .limit(contractDocumentRules.listLimit);
  return rows;
}

export type DocumentListRow = Awaited<ReturnType<typeof findDocuments>>[number];

/** The contract's document `documentId`, if it is one of its documents. */
export async function findContractDocument(
  tx: Tx,
  customerId: number,
  contractId: number,
  documentId: number,
) {
  const [row] = await tx
    .select()
    .from(contractDocuments)
    .where(
      and(
        eq(contractDocuments.customerId, customerId),
        eq(contractDocuments.contractId, contractId),
        eq(contractDocuments.id, documentId),
      ),
    );
  return row;
}

/** The contract's document `documentId` when suppliers are shown it or `vendorId` sent it. */
export async function findSupplierDocument(
  tx: Tx,
  customerId: number,
  contractId: number,
  documentId: number,
  vendorId: number,
) {
  const [row] = await tx
    .select()
    .from(contractDocuments)
    .where(
      and(
        eq(contractDocuments.customerId, customerId),
        eq(contractDocuments.contractId, contractId),
        eq(contractDocuments.id, documentId),
        or(eq(contractDocuments.visibleToSuppliers, true), eq(contractDocuments.vendorId, vendorId)),
      ),
    );
  return row;
}

/** The agency's type `typeId`, if it is on the list `list`. */
export async function findDocumentType(tx: Tx, customerId: number, typeId: number, list: string) {
  const [row] = await tx
    .select({ id: dropdownOptions.id })
    .from(dropdownOptions)
    .where(
      and(
        eq(dropdownOptions.customerId, customerId),
        eq(dropdownOptions.id, typeId),
        eq(dropdownOptions.list, list),
      ),
    );
  return row;
}

/** The agency's active types of these lists, in their order then by name. */
export async function findActiveTypes(tx: Tx, customerId: number, lists: string[]) {
  return tx
    .select({ id: dropdownOptions.id, name: dropdownOptions.name, list: dropdownOptions.list })
    .from(dropdownOptions)
    .where(
      and(
        eq(dropdownOptions.customerId, customerId),
        eq(dropdownOptions.active, true),
        inArray(dropdownOptions.list, lists),
      ),
    )
    .orderBy(asc(dropdownOptions.sortOrder), asc(dropdownOptions.name));
}

/** A new document's row; answers its id. */
export async function insertContractDocument(tx: Tx, values: typeof contractDocuments.$inferInsert) {
  const [row] = await tx.insert(contractDocuments).values(values).returning({ id: contractDocuments.id });
  return row;
}

export async function updateContractDocument(
  tx: Tx,
  customerId: number,
  documentId: number,
  values: DocumentValues,
) {
  await tx
    .update(contractDocuments)
    .set(values)
    .where(tenantRow(contractDocuments.id, customerId, documentId));
}

export async function deleteContractDocument(tx: Tx, customerId: number, documentId: number) {
  await tx.delete(contractDocuments).where(tenantRow(contractDocuments.id, customerId, documentId));
}

const documentContract = tenantJoin(contracts.id, contractDocuments.contractId);
const contractProject = tenantJoin(projects.id, contracts.projectId);

/**
 * The node's contract documents past their expiry day (approved ones), or waiting for approval, on
 * contracts neither cancelled nor archived: the lists below and the dashboard's count read these rows.
 */
function nodeDocumentScope(actor: Actor, which: NodeDocumentList, today: string) {
  return and(
    eq(contractDocuments.customerId, actor.customerId),
    eq(projects.nodeId, actor.nodeId),
    which === 'expired'
      ? and(eq(contractDocuments.approved, true), lt(contractDocuments.expiryDate, today))
      : eq(contractDocuments.approved, false),
    sql`${contracts.status} not in ('Cancelled', 'Closed-Archived')`,
  );
}

/**
 * The node's supplier documents (issue 22 §3) in the same lists: approved ones past their expiry
 * day, or supplier uploads waiting for approval, of the node's suppliers.
 */
function vendorDocumentScope(actor: Actor, which: NodeDocumentList, today: string) {
  return and(
    eq(vendorDocuments.customerId, actor.customerId),
    eq(vendors.belongsToNodeId, actor.nodeId),
    eq(vendors.isDeleted, false),
    which === 'expired'
      ? and(eq(vendorDocuments.approved, true), lt(vendorDocuments.expiryDate, today))
      : eq(vendorDocuments.approved, false),
  );
}

const vendorDocumentVendor = tenantJoin(vendors.id, vendorDocuments.vendorId);

/** How many documents the node's expired or pending list holds (the dashboard widget's count). */
export async function countNodeDocuments(
  tx: Tx,
  actor: Actor,
  which: 'expired' | 'pending',
  today: string,
): Promise<number> {
  const [row] = await tx
    .select({ value: count() })
    .from(contractDocuments)
    .innerJoin(contracts, documentContract)
    .innerJoin(projects, contractProject)
    .where(nodeDocumentScope(actor, which, today));
  const [own] = await tx
    .select({ value: count() })
    .from(vendorDocuments)
    .innerJoin(vendors, vendorDocumentVendor)
    .where(vendorDocumentScope(actor, which, today));
  return (row?.value ?? 0) + (own?.value ?? 0);
}

const documentVendor = tenantJoin(vendors.id, contractDocuments.vendorId);
const documentType = tenantJoin(dropdownOptions.id, contractDocuments.typeId);

/** Text sorts ignore case, as a reader expects; the category sorts by its stored key. */
const sortExpressions: Record<NodeDocumentSortColumn, SQL> = {
  projectName: sql`lower(${projects.name})`,
  companyName: sql`lower(${vendors.companyName})`,
  category: sql`${contractDocuments.category}`,
  type: sql`lower(${dropdownOptions.name})`,
  fileName: sql`lower(${contractDocuments.fileName})`,
  expireDate: sql`${contractDocuments.expiryDate}`,
  created: sql`${contractDocuments.createdAt}`,
};

/** The same columns of a supplier's own document: no project nor type, its category vendordocument. */
const vendorSortExpressions: Record<NodeDocumentSortColumn, SQL> = {
  projectName: sql`null::text`,
  companyName: sql`lower(${vendors.companyName})`,
  category: sql`'vendordocument'::text`,
  type: sql`null::text`,
  fileName: sql`lower(${vendorDocuments.fileName})`,
  expireDate: sql`${vendorDocuments.expiryDate}`,
  created: sql`${vendorDocuments.createdAt}`,
};

/** The shown columns of the page's contract documents. */
function findContractRows(tx: Tx, customerId: number, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return tx
    .select({
      documentId: contractDocuments.id,
      contractId: sql<number | null>`${contractDocuments.contractId}`,
      category: contractDocuments.category,
      type: dropdownOptions.name,
      companyName: vendors.companyName,
      vendorId: contractDocuments.vendorId,
      projectId: sql<number | null>`${projects.id}`,
      projectName: sql<string | null>`${projects.name}`,
      projectNumber: sql<string | null>`${projects.number}`,
      procurementLeadId: projects.projectLeadId,
      expireDate: contractDocuments.expiryDate,
      approved: contractDocuments.approved,
      created: contractDocuments.createdAt,
      fileName: contractDocuments.fileName,
    })
    .from(contractDocuments)
    .innerJoin(contracts, documentContract)
    .innerJoin(projects, contractProject)
    .leftJoin(vendors, documentVendor)
    .leftJoin(dropdownOptions, documentType)
    .where(and(eq(contractDocuments.customerId, customerId), inArray(contractDocuments.id, ids)));
}

/** The shown columns of the page's supplier documents: no contract, project nor type. */
function findVendorDocumentRows(tx: Tx, customerId: number, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return tx
    .select({
      documentId: vendorDocuments.id,
      contractId: sql<number | null>`null::integer`,
      category: sql<string>`'vendordocument'::text`,
      type: sql<string | null>`null::text`,
      companyName: sql<string | null>`${vendors.companyName}`,
      vendorId: sql<number | null>`${vendorDocuments.vendorId}`,
      projectId: sql<number | null>`null::integer`,
      projectName: sql<string | null>`null::text`,
      projectNumber: sql<string | null>`null::text`,
      procurementLeadId: sql<number | null>`null::integer`,
      expireDate: vendorDocuments.expiryDate,
      approved: vendorDocuments.approved,
      created: vendorDocuments.createdAt,
      fileName: vendorDocuments.fileName,
    })
    .from(vendorDocuments)
    .innerJoin(vendors, vendorDocumentVendor)
    .where(and(eq(vendorDocuments.customerId, customerId), inArray(vendorDocuments.id, ids)));
}

/**
 * One page of the node's expired or pending list, its contract documents and its suppliers' own
 * documents together, with each document's project (if any), supplier and type, sorted by a shown
 * column (empty values last), ties by source then document id; each row carries the total.
 */
export async function findNodeDocumentsPage(
  tx: Tx,
  actor: Actor,
  which: NodeDocumentList,
  today: string,
  query: NodeDocumentsQuery,
) {
  const direction = sql.raw(query.sortDirection);
  // The page's ids and the total in one pass over both scopes, joining a supplier or a type only
  // when the sort reads it; the shown columns are then read for the page's rows alone.
  let contractScope = tx
    .select({
      source: sql<string>`'contract'::text`.as('source'),
      id: contractDocuments.id,
      sortKey: sql`${sortExpressions[query.sortColumn]}`.as('sort_key'),
    })
    .from(contractDocuments)
    .innerJoin(contracts, documentContract)
    .innerJoin(projects, contractProject)
    .$dynamic();
  if (query.sortColumn === 'companyName') contractScope = contractScope.leftJoin(vendors, documentVendor);
  if (query.sortColumn === 'type') contractScope = contractScope.leftJoin(dropdownOptions, documentType);
  const vendorScope = tx
    .select({
      source: sql<string>`'vendor'::text`.as('source'),
      id: vendorDocuments.id,
      sortKey: sql`${vendorSortExpressions[query.sortColumn]}`.as('sort_key'),
    })
    .from(vendorDocuments)
    .innerJoin(vendors, vendorDocumentVendor)
    .where(vendorDocumentScope(actor, which, today));
  const docs = unionAll(contractScope.where(nodeDocumentScope(actor, which, today)), vendorScope).as('docs');
  const page = await tx
    .select({ source: docs.source, id: docs.id, total: sql<number>`(count(*) over ())::int` })
    .from(docs)
    .orderBy(
      sql`${docs.sortKey} ${direction} nulls last`,
      sql`${docs.source} ${direction}`,
      sql`${docs.id} ${direction}`,
    )
    .offset(query.start)
    .limit(query.limit);
  const idsOf = (source: string) => page.filter((p) => p.source === source).map((p) => p.id);
  const found = [
    ...(await findContractRows(tx, actor.customerId, idsOf('contract'))).map(
      (row) => ['contract', row] as const,
    ),
    ...(await findVendorDocumentRows(tx, actor.customerId, idsOf('vendor'))).map(
      (row) => ['vendor', row] as const,
    ),
  ];
  const rows = new Map(found.map(([source, row]) => [`${source}:${row.documentId}`, row]));
  return page.flatMap((p) => {
    const row = rows.get(`${p.source}:${p.id}`);
    return row ? [{ ...row, total: p.total }] : [];
  });
}

/** Whether any contract document of the agency is filed under the type option `typeId`. */
export async function isDocumentTypeUsed(tx: Tx, customerId: number, typeId: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: contractDocuments.id })
    .from(contractDocuments)
    .where(and(eq(contractDocuments.customerId, customerId), eq(contractDocuments.typeId, typeId)))
    .limit(1);
  return row !== undefined;
}
