/**
 * A contract's documents (000 §3 Contract document; issue 9 §2): insurance, bonds, certificates,
 * vendor documents and contract documents, each with its company, type, display name, effective
 * and expiry dates, security amount and visibility to suppliers; approval of what suppliers send.
 */
import { z } from 'zod';
import type { MessageKey } from '../messages/catalogue.ts';
import { amountSchema } from '../projects/schemas.ts';
import { idParamSchema, idSchema } from '../validation/ids.ts';
import { contractDaySchema, daysBetween } from './dates.ts';

/** The categories of 001 §3 (dashboard documents), in the order the documents page lists them. */
export const contractDocumentCategories = [
  'insurance',
  'bond',
  'certificate',
  'vendordocument',
  'other',
] as const;
export type ContractDocumentCategory = (typeof contractDocumentCategories)[number];

/** The agency's drop-down list each category takes its types from (001 §7 type lists). */
export const contractDocumentTypeLists = {
  insurance: 'insuranceType',
  bond: 'contractBondsDocumentType',
  certificate: 'contractVendorDocumentType',
  vendordocument: 'contractVendorDocumentType',
  other: 'contractCategory',
} as const satisfies Record<ContractDocumentCategory, string>;

/** Categories a supplier may send on the portal: not the agency's own contract documents. */
export const supplierDocumentCategories = ['insurance', 'bond', 'certificate', 'vendordocument'] as const;

export const contractDocumentRules = {
  displayNameMax: 300,
  /** 000 §9: contract documents up to 500 MB. */
  maxBytes: 500 * 1024 * 1024,
  /** 001 §9: the vendor document list answers at most this many. */
  listLimit: 5000,
  /** 000 §9: the expiring documents window. */
  expiringWithinDays: 30,
  rejectReasonMax: 2000,
} as const;

export const contractDocumentStatuses = ['active', 'expired', 'pending approval'] as const;
export type ContractDocumentStatus = (typeof contractDocumentStatuses)[number];

/** Multipart fields arrive as text: the booleans and numbers are read from it. */
const flag = z.enum(['true', 'false']).transform((v) => v === 'true');
const optionalId = z
  .union([z.literal(''), z.coerce.number().pipe(idSchema('invalidParameter'))])
  .transform((v) => (v === '' ? null : v));
const moneyText = z
  .union([z.literal(''), z.coerce.number().pipe(amountSchema)])
  .transform((v) => (v === '' ? null : v));
const day = z.union([z.literal(''), contractDaySchema]).transform((v) => (v === '' ? null : v));

/** The fields of an upload or change, sent before the file (multipart). */
export const contractDocumentFieldsSchema = z.object({
  category: z.enum(contractDocumentCategories, 'contractDocumentCategoryInvalid'),
  vendorId: optionalId.default(null),
  typeId: optionalId.default(null),
  displayName: z.string().trim().max(contractDocumentRules.displayNameMax, 'invalidParameter'),
  effectiveDate: day.default(null),
  expiryDate: day.default(null),
  securityAmount: moneyText.default(null),
  visibleToSuppliers: flag.default(false),
});
export type ContractDocumentFields = z.output<typeof contractDocumentFieldsSchema>;

/**
 * Why the document's fields may not be saved (000 §5 Documents): a type, a display name and both
 * dates always; the company for every category but the agency's own contract documents; the
 * security amount for a bond; the expiry after the effective date. Empty when they may.
 */
export function contractDocumentProblems(
  fields: ContractDocumentFields,
): { key: MessageKey; field: string }[] {
  const problems: { key: MessageKey; field: string }[] = [];
  const need = (missing: boolean, field: string) => {
    if (missing) problems.push({ key: 'contractDocumentFieldRequired', field });
  };
  need(fields.category !== 'other' && fields.vendorId === null, 'vendorId');
  need(fields.typeId === null, 'typeId');
  need(fields.displayName === '', 'displayName');
  need(fields.effectiveDate === null, 'effectiveDate');
  need(fields.expiryDate === null, 'expiryDate');
  need(fields.category === 'bond' && fields.securityAmount === null, 'securityAmount');
  const { effectiveDate, expiryDate } = fields;
  if (effectiveDate !== null && expiryDate !== null && expiryDate <= effectiveDate) {
    problems.push({ key: 'contractDocumentExpiryBeforeEffective', field: 'expiryDate' });
  }
  return problems;
}

/** A document's status on `today`: waiting for approval, then active until its expiry day has passed. */
export function contractDocumentStatusOn(
  document: { approved: boolean; expiryDate: string | null },
  today: string,
): ContractDocumentStatus {
  if (!document.approved) return 'pending approval';
  return document.expiryDate !== null && document.expiryDate < today ? 'expired' : 'active';
}

/** Days left before the document expires (0 on its last day, negative once expired). */
export function daysUntilExpiry(expiryDate: string, today: string): number {
  return daysBetween(today, expiryDate);
}

/** Whether it expires within `days`: 0 <= days left < days (the dashboard's reading of "within"). */
export function isExpiringWithin(expiryDate: string | null, today: string, days: number): boolean {
  if (expiryDate === null) return false;
  const left = daysUntilExpiry(expiryDate, today);
  return left >= 0 && left < days;
}

export const contractDocumentSchema = z.object({
  id: idSchema(),
  contractId: idSchema(),
  category: z.enum(contractDocumentCategories),
  vendorId: z.number().int().nullable(),
  companyName: z.string().nullable(),
  typeId: z.number().int().nullable(),
  typeName: z.string().nullable(),
  displayName: z.string(),
  effectiveDate: z.string().nullable(),
  expiryDate: z.string().nullable(),
  securityAmount: z.number().nullable(),
  visibleToSuppliers: z.boolean(),
  approved: z.boolean(),
  status: z.enum(contractDocumentStatuses),
  fileName: z.string(),
  contentType: z.string(),
  sizeInByte: z.number().int(),
  /** Who sent it: a team member, or a supplier through the portal. */
  uploadedBy: z.string(),
  uploadedBySupplier: z.boolean(),
  created: z.string(),
  expiryNoticeSentAt: z.string().nullable(),
});
export type ContractDocument = z.infer<typeof contractDocumentSchema>;

export const contractDocumentParamsSchema = z.object({
  contractId: idParamSchema('invalidContractId'),
  documentId: idParamSchema('invalidDocumentId'),
});

/** PUT …/Documents/Approve: approves the pending documents named, one or many (000 §4: in bulk). */
export const approveDocumentsSchema = z.object({
  documentIds: z
    .array(idSchema('invalidDocumentId'))
    .min(1, 'invalidParameter')
    .max(contractDocumentRules.listLimit),
});

/** PUT …/Documents/{documentId}/Reject: the supplier is mailed the reason with the RejectDocument template. */
export const rejectDocumentSchema = z.object({
  reason: z
    .string()
    .trim()
    .min(1, 'contractDocumentReasonRequired')
    .max(contractDocumentRules.rejectReasonMax),
});

/**
 * A document of the node's contracts for the dashboard lists (001 §3 Dashboard documents): the
 * expired and the pending ones, with their project. A supplier's own document (category
 * vendordocument, issue 22 §3) has no contract nor project: those are null, vendorId names it.
 */
export const nodeContractDocumentSchema = z.object({
  documentId: idSchema(),
  contractId: idSchema().nullable(),
  category: z.enum(contractDocumentCategories),
  type: z.string().nullable(),
  companyName: z.string().nullable(),
  /** The supplier the document is of (a contract document's company, if it names one). */
  vendorId: z.number().int().nullable(),
  projectId: idSchema().nullable(),
  projectName: z.string().nullable(),
  projectNumber: z.string().nullable(),
  procurementLeadId: z.number().int().nullable(),
  expireDate: z.string().nullable(),
  approved: z.boolean(),
  created: z.string(),
  fileName: z.string(),
});
export type NodeContractDocument = z.infer<typeof nodeContractDocumentSchema>;

/** The columns the dashboard's document lists sort by (the category by its stored key). */
export const nodeDocumentSortColumns = [
  'projectName',
  'companyName',
  'category',
  'type',
  'fileName',
  'expireDate',
  'created',
] as const;
export type NodeDocumentSortColumn = (typeof nodeDocumentSortColumns)[number];
export type NodeDocumentList = 'expired' | 'pending';

/** How each list reads before a header is clicked: the latest lapsed first, the longest waiting first. */
export const nodeDocumentDefaultSort = {
  expired: { column: 'expireDate', direction: 'desc' },
  pending: { column: 'created', direction: 'asc' },
} as const satisfies Record<NodeDocumentList, { column: NodeDocumentSortColumn; direction: 'asc' | 'desc' }>;

/** Without paging parameters a caller still gets the 1,000 rows the lists answered before paging. */
export const nodeDocumentsMaxLimit = 1000;

function nodeDocumentsQuery(list: NodeDocumentList) {
  const sort = nodeDocumentDefaultSort[list];
  return z.object({
    start: z.coerce.number().int().min(0).max(1_000_000).default(0),
    limit: z.coerce.number().int().min(1).max(nodeDocumentsMaxLimit).default(nodeDocumentsMaxLimit),
    // No message key of their own: the refusal then names the parameter ("Invalid parameter: sortColumn.").
    sortColumn: z.enum(nodeDocumentSortColumns).default(sort.column),
    sortDirection: z.enum(['asc', 'desc']).default(sort.direction),
  });
}

/** GET /Documents/Contract/Expired and /Pending: one page of the list, sorted by a shown column. */
export const nodeDocumentsQuerySchemas = {
  expired: nodeDocumentsQuery('expired'),
  pending: nodeDocumentsQuery('pending'),
} as const;
export type NodeDocumentsQuery = z.output<(typeof nodeDocumentsQuerySchemas)['expired']>;

/** A contract as its supplier sees it on the portal: the terms and the documents it may read. */
export const supplierContractSchema = z.object({
  id: idSchema(),
  name: z.string(),
  number: z.string(),
  projectName: z.string(),
  status: z.string(),
  initialTerm: z.object({ start: z.string().nullable(), end: z.string().nullable() }),
  termEnd: z.string().nullable(),
  /** Whether the supplier may send documents (the contract allows supplier uploads). */
  canUpload: z.boolean(),
  documents: z.array(contractDocumentSchema),
  /** The agency's active types of each list a supplier's categories take (contractDocumentTypeLists). */
  documentTypes: z.record(z.string(), z.array(z.object({ id: idSchema(), name: z.string() }))),
});
export type SupplierContract = z.infer<typeof supplierContractSchema>;

export const supplierContractParamsSchema = z.object({
  agency: z.string(),
  contractId: idParamSchema('invalidContractId'),
});
