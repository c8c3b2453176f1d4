import {
  type ContractDocument,
  type ContractDocumentCategory,
  type ContractDocumentFields,
  contractDocumentProblems,
  contractDocumentRules,
  isExpiringWithin,
  utcToZonedLocal,
} from '@procura/contract';
import { i18n } from '../../platform/i18n/index.ts';

/** The agency's calendar day now: the day a document's expiry is judged on (decision 244). */
export function agencyToday(timeZone: string): string {
  return utcToZonedLocal(new Date(), timeZone).slice(0, 10);
}

/** The documents expiring within 30 days (000 §9), soonest first; expired ones are not among them. */
export function expiringDocuments(documents: readonly ContractDocument[], today: string): ContractDocument[] {
  return documents
    .filter((d) => isExpiringWithin(d.expiryDate, today, contractDocumentRules.expiringWithinDays))
    .sort((a, b) => (a.expiryDate ?? '').localeCompare(b.expiryDate ?? ''));
}

/** The fields as the form edits them: the contract package's own shape, so its rules read them as they are. */
export type DocumentDraft = ContractDocumentFields;

export function draftOf(
  document: ContractDocument | null,
  category: ContractDocumentCategory,
): DocumentDraft {
  if (!document) {
    return {
      category,
      vendorId: null,
      typeId: null,
      displayName: '',
      effectiveDate: null,
      expiryDate: null,
      securityAmount: null,
      visibleToSuppliers: false,
    };
  }
  const { vendorId, typeId, displayName, effectiveDate, expiryDate, securityAmount, visibleToSuppliers } =
    document;
  return {
    category: document.category,
    vendorId,
    typeId,
    displayName,
    effectiveDate,
    expiryDate,
    securityAmount,
    visibleToSuppliers,
  };
}

/** What is sent: the name trimmed, and a security amount only for a bond (the others have none). */
export function fieldsOf(draft: DocumentDraft): ContractDocumentFields {
  return {
    ...draft,
    displayName: draft.displayName.trim(),
    securityAmount: draft.category === 'bond' ? draft.securityAmount : null,
  };
}

/**
 * The 000 §5 problems by field. A missing value says "required" beside its field only once the
 * user tried to save (`tried`), so an empty new form is not all red; the expiry before the
 * effective date shows as soon as both are typed.
 */
export function draftProblems(draft: DocumentDraft, tried: boolean): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const problem of contractDocumentProblems(fieldsOf(draft))) {
    const required = problem.key === 'contractDocumentFieldRequired';
    if (required && !tried) continue;
    errors[problem.field] ??= required ? i18n.t('requiredField') : i18n.t(problem.key);
  }
  return errors;
}

/** Whether the file may be sent: one is needed for a new document, and none above 500 MB (000 §9). */
export function fileProblem(file: File | null, isNew: boolean, tried: boolean): string | null {
  if (file && file.size > contractDocumentRules.maxBytes) return i18n.t('attachmentTooLargeContractDocument');
  if (!file && isNew && tried) return i18n.t('requiredField');
  return null;
}

/** Where the server's refusals belong (its keys, decision 242). */
export const documentFieldOfKey: Record<string, string> = {
  contractDocumentExpiryBeforeEffective: 'expiryDate',
  contractSupplierNotInContract: 'vendorId',
  contractDocumentCategoryInvalid: 'category',
  attachmentTooLargeContractDocument: 'file',
  missingInsuranceFile: 'file',
  missingContractBondFile: 'file',
  missingCertificateFile: 'file',
  missingVendorDocumentFile: 'file',
  missingContractDocumentFile: 'file',
};
