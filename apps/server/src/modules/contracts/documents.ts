import {
  type ContractDocument,
  type ContractDocumentCategory,
  type ContractDocumentFields,
  cleanFileName,
  contractDocumentProblems,
  contractDocumentStatusOn,
  contractDocumentTypeLists,
} from '@procura/contract';
import type { AppContext } from '../../platform/context.ts';
import { AppError, badRequest } from '../../platform/errors.ts';
import type { Tx } from '../../platform/tenancy.ts';
import { type IncomingFile, removeFile, type StoredFile, storeFile } from '../documents/index.ts';
import { type DocumentListRow, findDocumentType } from './document-queries.ts';
import { type ContractRow, findContractVendor } from './queries.ts';

/**
 * What the buyer's and the supplier's document calls share (issue 9 §2): presenting a contract's
 * documents with their names and status, checking the fields, storing the file.
 */

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

export function presentDocument(row: DocumentListRow, today: string): ContractDocument {
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
    const type = await findDocumentType(
      tx,
      contract.customerId,
      fields.typeId,
      contractDocumentTypeLists[fields.category],
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
