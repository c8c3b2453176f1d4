import {
  type ContractDocumentFields,
  contractDocumentTypeLists,
  type StoredContractStatus,
  type SupplierContract,
  supplierDocumentCategories,
} from '@procura/contract';
import { byVendor, recordAudit } from '../../platform/audit.ts';
import type { AppContext } from '../../platform/context.ts';
import { AppError, badRequest } from '../../platform/errors.ts';
import type { SupplierContext } from '../../platform/supplier-session.ts';
import { inTenant, type Tx } from '../../platform/tenancy.ts';
import { agencyToday } from '../customers/index.ts';
import { type IncomingFile, openFile } from '../documents/index.ts';
import {
  findActiveTypes,
  findDocuments,
  findSupplierDocument,
  insertContractDocument,
} from './document-queries.ts';
import {
  checkedFields,
  documentNotFound,
  presentDocument,
  recordingFile,
  requireFile,
  storeContractFile,
} from './documents.ts';
import { shownStatus } from './presenters.ts';
import { type ContractRow, contractNotFound } from './queries.ts';
import { findProjectTenderId, findSupplierContracts } from './supplier-queries.ts';

/**
 * The supplier's contracts on the portal (issue 9 §2: supplier uploads when allowed): the started
 * contracts it is active on, their documents shown to suppliers and its own, and uploads that
 * wait for the agency's approval. To any other supplier a contract does not exist (404).
 */

const started: StoredContractStatus[] = ['Active', 'Closed', 'Closed-Archived'];

const isVisible = (row: ContractRow) => started.includes(row.status);
const mayUpload = (row: ContractRow) =>
  row.allowVendorDocumentPublicUpload && (row.status === 'Active' || row.status === 'In Progress');

/** The agency's active types for the categories a supplier sends, by list name. */
async function supplierDocumentTypes(tx: Tx, customerId: number) {
  const lists = [...new Set(supplierDocumentCategories.map((c) => contractDocumentTypeLists[c]))];
  const rows = await findActiveTypes(tx, customerId, lists);
  return Object.fromEntries(
    lists.map((list) => [list, rows.filter((r) => r.list === list).map(({ id, name }) => ({ id, name }))]),
  );
}

async function present(
  tx: Tx,
  supplier: SupplierContext,
  row: ContractRow,
  projectName: string,
  today: string,
) {
  const documents = (await findDocuments(tx, supplier.customerId, row.id))
    .filter((d) => d.document.visibleToSuppliers || d.document.vendorId === supplier.vendorId)
    .map((d) => presentDocument(d, today));
  return {
    id: row.id,
    name: row.name,
    number: row.number,
    projectName,
    status: shownStatus(row, today),
    initialTerm: { start: row.initialTermStart, end: row.initialTermEnd },
    termEnd: row.termEnd,
    canUpload: mayUpload(row),
    documents,
    documentTypes: await supplierDocumentTypes(tx, supplier.customerId),
  } satisfies SupplierContract;
}

/** GET /api/v1/portal/{agency}/Contracts. */
export async function listSupplierContracts(ctx: AppContext, supplier: SupplierContext) {
  return inTenant(ctx.db, supplier.customerId, async (tx) => {
    const today = await agencyToday(tx, supplier.customerId, ctx.clock.now());
    const rows = (await findSupplierContracts(tx, supplier)).filter((r) => isVisible(r.contract));
    return Promise.all(rows.map((r) => present(tx, supplier, r.contract, r.projectName, today)));
  });
}

async function supplierContract(tx: Tx, supplier: SupplierContext, contractId: number) {
  const [row] = (await findSupplierContracts(tx, supplier, contractId)).filter((r) => isVisible(r.contract));
  if (!row) throw contractNotFound();
  return row;
}

/** GET /api/v1/portal/{agency}/Contracts/{contractId}. */
export async function getSupplierContract(ctx: AppContext, supplier: SupplierContext, contractId: number) {
  return inTenant(ctx.db, supplier.customerId, async (tx) => {
    const row = await supplierContract(tx, supplier, contractId);
    return present(
      tx,
      supplier,
      row.contract,
      row.projectName,
      await agencyToday(tx, supplier.customerId, ctx.clock.now()),
    );
  });
}

/**
 * POST /api/v1/portal/{agency}/Contracts/{contractId}/Documents (multipart): the supplier's own
 * insurance, bond, certificate or vendor document, waiting for the agency's approval.
 */
export async function uploadSupplierDocument(
  ctx: AppContext,
  supplier: SupplierContext,
  contractId: number,
  fields: ContractDocumentFields,
  file: IncomingFile | null,
) {
  if (!(supplierDocumentCategories as readonly string[]).includes(fields.category)) {
    throw badRequest({ key: 'contractDocumentCategoryInvalid', params: { field: 'category' } });
  }
  const own = { ...fields, vendorId: supplier.vendorId };
  const incoming = requireFile(own.category, file);
  const folder = await inTenant(ctx.db, supplier.customerId, async (tx) => {
    const { contract } = await supplierContract(tx, supplier, contractId);
    if (!mayUpload(contract)) throw new AppError(409, 'contractDocumentUploadClosed');
    const tenderId = await findProjectTenderId(tx, supplier.customerId, contract.projectId);
    return { customerId: supplier.customerId, tenderId: tenderId ?? 0 };
  });
  const stored = await storeContractFile(ctx, folder, incoming);
  return recordingFile(ctx, stored, () =>
    inTenant(ctx.db, supplier.customerId, async (tx) => {
      const { contract, projectName } = await supplierContract(tx, supplier, contractId);
      if (!mayUpload(contract)) throw new AppError(409, 'contractDocumentUploadClosed');
      const values = await checkedFields(tx, contract, own);
      const now = ctx.clock.now();
      const saved = await insertContractDocument(tx, {
        customerId: supplier.customerId,
        contractId: contract.id,
        ...values,
        // What a supplier sends is theirs to see, and waits for the agency.
        visibleToSuppliers: false,
        approved: false,
        fileName: stored.fileName,
        contentType: stored.contentType,
        sizeInByte: stored.size,
        storageKey: stored.storageKey,
        uploadedByContactId: supplier.contactId,
        createdAt: now,
        updatedAt: now,
      });
      await recordAudit(tx, ctx.clock, {
        ...byVendor(supplier),
        action: 'contract.documentSent',
        entityType: 'contract',
        entityId: contract.id,
        projectId: contract.projectId,
        after: { documentId: saved?.id, ...values, fileName: stored.fileName },
      });
      return present(tx, supplier, contract, projectName, await agencyToday(tx, supplier.customerId, now));
    }),
  );
}

/** GET …/Contracts/{contractId}/Documents/{documentId}/Download: a document shown to suppliers, or its own. */
export async function openSupplierDocument(
  ctx: AppContext,
  supplier: SupplierContext,
  contractId: number,
  documentId: number,
) {
  const row = await inTenant(ctx.db, supplier.customerId, async (tx) => {
    const { contract } = await supplierContract(tx, supplier, contractId);
    const found = await findSupplierDocument(
      tx,
      supplier.customerId,
      contract.id,
      documentId,
      supplier.vendorId,
    );
    if (!found) throw documentNotFound();
    return found;
  });
  return {
    ...(await openFile(ctx.config.dataDir, row.storageKey)),
    fileName: row.fileName,
    contentType: row.contentType,
  };
}
