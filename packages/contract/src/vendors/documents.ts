/**
 * A supplier's documents in the agency (000 §3 Supplier document: display name, effective date,
 * expiry date, file name, upload date, uploaded by; 001 §7 /vendor/{vendorId}/VendorDocuments).
 * The agency's uploads are approved as they land; a supplier's wait for the agency's approval.
 */
import { z } from 'zod';
import { contractDaySchema } from '../contracts/dates.ts';
import { contractDocumentStatuses } from '../contracts/documents.ts';
import type { MessageKey } from '../messages/catalogue.ts';
import { idParamSchema, idSchema } from '../validation/ids.ts';

export const vendorDocumentRules = {
  displayNameMax: 300,
  /** As a contract document (000 §9: 500 MB). */
  maxBytes: 500 * 1024 * 1024,
  /** A supplier keeps at most this many documents with an agency. */
  listLimit: 500,
  /** An approved document's expiry is announced this many days ahead (the contract documents' sweep). */
  expiryNoticeDays: 30,
} as const;

/** The fields of an upload or a change, sent before the file (multipart) or as JSON (PUT). */
export const vendorDocumentFieldsSchema = z.object({
  displayName: z
    .string()
    .trim()
    .min(1, 'vendorDocumentFieldRequired')
    .max(vendorDocumentRules.displayNameMax, 'invalidParameter'),
  effectiveDate: z
    .string({ error: 'vendorDocumentFieldRequired' })
    .min(1, 'vendorDocumentFieldRequired')
    .pipe(contractDaySchema.unwrap()),
  /** Optional: a document that never lapses has none. */
  expiryDate: z
    .union([z.literal(''), contractDaySchema])
    .transform((v) => (v === '' ? null : v))
    .default(null),
});
export type VendorDocumentFields = z.output<typeof vendorDocumentFieldsSchema>;

/** Why the fields may not be saved: the expiry must come after the effective date (equal is refused). */
export function vendorDocumentProblems(fields: VendorDocumentFields): { key: MessageKey; field: string }[] {
  if (fields.expiryDate !== null && fields.expiryDate <= fields.effectiveDate) {
    return [{ key: 'contractDocumentExpiryBeforeEffective', field: 'expiryDate' }];
  }
  return [];
}

export const vendorDocumentSchema = z.object({
  id: z.number().int(),
  vendorId: z.number().int(),
  displayName: z.string(),
  effectiveDate: z.string(),
  expiryDate: z.string().nullable(),
  fileName: z.string(),
  contentType: z.string(),
  sizeInByte: z.number().int(),
  uploadDate: z.string(),
  /** A team member's name, or the supplier contact's for a portal upload. */
  uploadedBy: z.string(),
  uploadedBySupplier: z.boolean(),
  approved: z.boolean(),
  status: z.enum(contractDocumentStatuses),
});
export type VendorDocument = z.infer<typeof vendorDocumentSchema>;

export const vendorDocumentsParamsSchema = z.object({ vendorId: idParamSchema('vendorInvalidId') });
export const vendorDocumentParamsSchema = vendorDocumentsParamsSchema.extend({
  documentId: idParamSchema('invalidDocumentId'),
});

/** PUT /vendor/{vendorId}/VendorDocuments: the fields of one document, and the agency's approval. */
export const vendorDocumentUpdateSchema = vendorDocumentFieldsSchema.extend({
  id: idSchema('invalidDocumentId'),
  approved: z.boolean().optional(),
});
export type VendorDocumentUpdate = z.output<typeof vendorDocumentUpdateSchema>;

/** DELETE /vendor/{vendorId}/VendorDocuments?documentId. */
export const vendorDocumentIdQuerySchema = z.object({ documentId: idParamSchema('invalidDocumentId') });
