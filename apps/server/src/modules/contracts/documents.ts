import {
  type ContractDocument,
  type ContractDocumentCategory,
  type ContractDocumentFields,
  cleanFileName,
  contractDocumentProblems,
  contractDocumentRules,
  contractDocumentStatusOn,
  contractDocumentTypeLists,
} from '@procura/contract';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { contractDocuments, dropdownOptions, users, vendorContacts, vendors } from '../../db/schema/index.ts';
import type { AppContext } from '../../platform/context.ts';
import { AppError, badRequest } from '../../platform/errors.ts';
import { tenantJoin } from '../../platform/query.ts';
import type { Tx } from '../../platform/tenancy.ts';
import { type IncomingFile, removeFile, type StoredFile, storeFile } from '../documents/index.ts';
import { type ContractRow, findContractVendor } from './queries.ts';

/**
 * What the buyer's and the supplier's document calls share (issue 9 §2): reading a contract's
 * documents with their names and status, checking the fields, storing the file.
 */

export type ContractDocumentRow = typeof contractDocuments.$inferSelect;

export const documentNotFound = () => new AppError(404, 'invalidDocumentId');

/** The missing-file message of each category (001 §8 Route: missing-file messages). */
const missingFile = {
  insurance: 'missingInsuranceFile',
  bond: 'missingContractBondFile',
  certificate: 'missingCertificateFile',
  vendordocument: 'missingVendorDocumentFile',
  other: 'missingContractDocumentFile',
} as const satisfies Record<ContractDocumentCategory, string>;

export function requireFile(category: ContractDocumentCategory, file: IncomingFile | null): IncomingFile {
  if (!file) throw badRequest({ key: missingFile[category], params: { field: 'file' } });
  return file;
}

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

export function presentDocument(
  row: Awaited<ReturnType<typeof findDocuments>>[number],
  today: string,
): ContractDocument {
  const d = row.document;
  const bySupplier = d.uploadedByContactId !== null;
  const who = bySupplier ? [row.contactFirst, row.contactLast] : [row.userFirst, row.userLast];
  return {
    id: d.id,
    contractId: d.contractId,
    category: d.category as ContractDocumentCategory,
    vendorId: d.vendorId,
    companyName: row.companyName,
    typeId: d.typeId,
    typeName: row.typeName,
    displayName: d.displayName,
    effectiveDate: d.effectiveDate,
    expiryDate: d.expiryDate,
    securityAmount: d.securityAmount === null ? null : Number(d.securityAmount),
    visibleToSuppliers: d.visibleToSuppliers,
    approved: d.approved,
    status: contractDocumentStatusOn(d, today),
    fileName: d.fileName,
    contentType: d.contentType,
    sizeInByte: d.sizeInByte,
    uploadedBy: who.filter(Boolean).join(' '),
    uploadedBySupplier: bySupplier,
    created: d.createdAt.toISOString(),
    expiryNoticeSentAt: d.expiryNoticeSentAt?.toISOString() ?? null,
  };
}

/**
 * The fields as columns once every rule holds: 000 §5 (contractDocumentProblems), a company that is
 * on the contract, a type from the category's list of this agency. Else 400 (nothing written).
 */
export async function checkedFields(tx: Tx, contract: ContractRow, fields: ContractDocumentFields) {
  const [problem] = contractDocumentProblems(fields);
  if (problem) throw badRequest({ key: problem.key, params: { field: problem.field } });
  if (
    fields.vendorId !== null &&
    !(await findContractVendor(tx, contract.customerId, contract.id, fields.vendorId))
  ) {
    throw badRequest({ key: 'contractSupplierNotInContract', params: { field: 'vendorId' } });
  }
  if (fields.typeId !== null) {
    const [type] = await tx
      .select({ id: dropdownOptions.id })
      .from(dropdownOptions)
      .where(
        and(
          eq(dropdownOptions.customerId, contract.customerId),
          eq(dropdownOptions.id, fields.typeId),
          eq(dropdownOptions.list, contractDocumentTypeLists[fields.category]),
        ),
      );
    if (!type) throw badRequest({ key: 'invalidParameter', params: { field: 'typeId' } });
  }
  return {
    category: fields.category,
    vendorId: fields.vendorId,
    typeId: fields.typeId,
    displayName: fields.displayName,
    effectiveDate: fields.effectiveDate,
    expiryDate: fields.expiryDate,
    securityAmount:
      fields.category === 'bond' && fields.securityAmount !== null ? fields.securityAmount.toFixed(2) : null,
    visibleToSuppliers: fields.visibleToSuppliers,
  };
}

/**
 * Streams the file to disk under the project's folder (contract documents up to 500 MB: past that
 * 413 attachmentTooLargeContractDocument). The caller records it, and removes it if that fails.
 */
export async function storeContractFile(
  ctx: AppContext,
  place: { customerId: number; tenderId: number },
  file: IncomingFile,
): Promise<StoredFile & { fileName: string }> {
  const fileName = cleanFileName(file.fileName);
  if (!fileName) throw badRequest('documentFileNameInvalid');
  try {
    return { ...(await storeFile(ctx.config.dataDir, place, file)), fileName };
  } catch (error) {
    if (error instanceof AppError && error.status === 413)
      throw new AppError(413, 'attachmentTooLargeContractDocument');
    throw error;
  }
}

/** Runs `record` with a stored file; when it fails the file goes, so nothing half-written stays. */
export async function recordingFile<T>(ctx: AppContext, stored: StoredFile | null, record: () => Promise<T>) {
  try {
    return await record();
  } catch (error) {
    if (stored) await removeFile(ctx.config.dataDir, stored.storageKey);
    throw error;
  }
}
