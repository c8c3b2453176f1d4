/**
 * E-signature envelopes of the contract builder (000 §3 Envelope, §4 envelope rules; issue 9 §3):
 * the details, ordered signers, documents, the fields placed on PDF pages, and the signing.
 */
import { z } from 'zod';
import type { MessageKey } from '../messages/catalogue.ts';
import { isValidTimeZone } from '../projects/dates-zone.ts';
import { isValidEmail } from '../validation/email.ts';
import { idParamSchema, idSchema } from '../validation/ids.ts';

export const envelopeRules = {
  nameMax: 200,
  numberMax: 60,
  messageMax: 4000,
  maxSigners: 20,
  maxDocuments: 20,
  maxFields: 500,
  /** 000 §9 "envelope files 10 MB or 25 MB": 10 MB a file, 25 MB the envelope's files together. */
  maxFileBytes: 10 * 1024 * 1024,
  maxEnvelopeBytes: 25 * 1024 * 1024,
  /** Days between reminders to a signer who has not signed, when the envelope sends them. */
  reminderEveryDays: 3,
  /** A signing link's session lasts this long once opened. */
  signerSessionMinutes: 60,
  textFieldMax: 500,
  /** A drawn signature: a PNG data URL, at most this many characters. */
  drawnSignatureMax: 400_000,
} as const;

/** 000 §5: what the contract builder takes; PDFs are signed in place, the others converted where possible. */
export const envelopeFileTypes = ['pdf', 'doc', 'docx', 'odt', 'rtf', 'txt'] as const;

export function envelopeFileType(fileName: string): (typeof envelopeFileTypes)[number] | null {
  const extension = fileName.includes('.') ? (fileName.split('.').pop() ?? '').toLowerCase() : '';
  return (envelopeFileTypes as readonly string[]).includes(extension)
    ? (extension as (typeof envelopeFileTypes)[number])
    : null;
}

export const envelopeStatuses = ['In Progress', 'Completed'] as const;
export type EnvelopeStatus = (typeof envelopeStatuses)[number];

export const signerStatuses = ['Pending', 'Sent', 'Signed'] as const;
export type SignerStatus = (typeof signerStatuses)[number];

export const envelopeLanguages = ['en', 'fr'] as const;

export const envelopeDetailsSchema = z.object({
  name: z.string().trim().min(1, 'nameRequired').max(envelopeRules.nameMax, 'invalidParameter'),
  number: z.string().trim().max(envelopeRules.numberMax, 'invalidParameter'),
  message: z.string().trim().max(envelopeRules.messageMax, 'invalidParameter'),
  language: z.enum(envelopeLanguages),
  timezone: z.string().refine(isValidTimeZone, 'invalidParameter'),
  emailReminders: z.boolean(),
  notarization: z.boolean(),
  inPersonSigning: z.boolean(),
  reviewBeforeCompletion: z.boolean(),
});
export type EnvelopeDetails = z.infer<typeof envelopeDetailsSchema>;

export const signerInputSchema = z.object({
  name: z.string().trim().min(1, 'nameRequired').max(200, 'invalidParameter'),
  email: z.string().trim().max(254, 'errorInvalidEmail').refine(isValidEmail, 'errorInvalidEmail'),
});

export const sortOrderBodySchema = z.object({
  ids: z
    .array(idSchema('invalidParameter'))
    .min(1, 'invalidParameter')
    .max(envelopeRules.maxDocuments + envelopeRules.maxSigners),
});

export const envelopeFieldTypes = ['signature', 'initials', 'date', 'text'] as const;
export type EnvelopeFieldType = (typeof envelopeFieldTypes)[number];

/** A field on a page, in fractions of the page (0 to 1 from the top left), so any rendering size maps. */
export const envelopeFieldInputSchema = z.object({
  documentId: idSchema('invalidDocumentId'),
  signerId: idSchema('invalidParameter'),
  type: z.enum(envelopeFieldTypes),
  page: z.number().int().min(1, 'invalidParameter').max(10_000, 'invalidParameter'),
  x: z.number().min(0, 'invalidParameter').max(1, 'invalidParameter'),
  y: z.number().min(0, 'invalidParameter').max(1, 'invalidParameter'),
  width: z.number().gt(0, 'invalidParameter').max(1, 'invalidParameter'),
  height: z.number().gt(0, 'invalidParameter').max(1, 'invalidParameter'),
  required: z.boolean().default(true),
  label: z.string().trim().max(200, 'invalidParameter').default(''),
});
export type EnvelopeFieldInput = z.input<typeof envelopeFieldInputSchema>;

/** PUT …/Designer: every field of the envelope, saved whole. */
export const designerBodySchema = z.object({
  fields: z.array(envelopeFieldInputSchema).max(envelopeRules.maxFields, 'invalidParameter'),
});

export const envelopeSignerSchema = signerInputSchema.extend({
  id: idSchema(),
  sortOrder: z.number().int(),
  status: z.enum(signerStatuses),
  sentAt: z.string().nullable(),
  signedAt: z.string().nullable(),
  signedFrom: z.string().nullable(),
});
export type EnvelopeSigner = z.infer<typeof envelopeSignerSchema>;

export const envelopeDocumentSchema = z.object({
  id: idSchema(),
  fileName: z.string(),
  contentType: z.string(),
  sizeInByte: z.number().int(),
  sha256: z.string(),
  /** Pages, when the document is (or was converted to) a PDF; null when it is attached as it is. */
  pageCount: z.number().int().nullable(),
  converted: z.boolean(),
  sortOrder: z.number().int(),
});
export type EnvelopeDocument = z.infer<typeof envelopeDocumentSchema>;

export const envelopeFieldSchema = envelopeFieldInputSchema.extend({
  id: idSchema(),
  required: z.boolean(),
  label: z.string(),
  value: z.string().nullable(),
});
export type EnvelopeField = z.infer<typeof envelopeFieldSchema>;

export const contractEnvelopeSchema = envelopeDetailsSchema.extend({
  id: idSchema(),
  contractId: idSchema(),
  status: z.enum(envelopeStatuses),
  /** Sent to its signers (and not being corrected): signers may sign. */
  sentAt: z.string().nullable(),
  /** Being corrected: unavailable to signers until resent (000 §4). */
  correcting: z.boolean(),
  completedAt: z.string().nullable(),
  signers: z.array(envelopeSignerSchema),
  documents: z.array(envelopeDocumentSchema),
  fields: z.array(envelopeFieldSchema),
  /** What is still missing before it may be sent. */
  missing: z.array(z.string()),
  canEdit: z.boolean(),
  canDelete: z.boolean(),
  createdAt: z.string(),
});
export type ContractEnvelope = z.infer<typeof contractEnvelopeSchema>;

export const envelopeParamsSchema = z.object({
  contractId: idParamSchema('invalidContractId'),
  sigId: idParamSchema('invalidEnvelopeId'),
});

/**
 * What an envelope lacks before it is sent (000 §5: a recipient and a document to open the
 * designer), and, to send, a signature field for every signer on a PDF page.
 */
export function envelopeMissing(envelope: {
  signers: readonly { id: number }[];
  documents: readonly { pageCount: number | null }[];
  fields: readonly { signerId: number; type: EnvelopeFieldType }[];
}): MessageKey[] {
  const missing: MessageKey[] = [];
  if (envelope.signers.length === 0) missing.push('envelopeNeedsSigner');
  if (envelope.documents.length === 0) missing.push('envelopeNeedsDocument');
  const unsigned = envelope.signers.some(
    (s) => !envelope.fields.some((f) => f.signerId === s.id && f.type === 'signature'),
  );
  if (envelope.signers.length > 0 && unsigned) missing.push('envelopeSignerNeedsSignatureField');
  return missing;
}

/** The designer opens once the envelope has a recipient and a document (000 §5). */
export function mayOpenDesigner(envelope: { signers: readonly unknown[]; documents: readonly unknown[] }) {
  return envelope.signers.length > 0 && envelope.documents.length > 0;
}

/** POST /api/v1/esignature/session: the emailed link's token, exchanged once for a short session. */
export const signerExchangeSchema = z.object({
  envelopeId: idSchema('envelopeLinkInvalid'),
  signerId: idSchema('envelopeLinkInvalid'),
  token: z.string().min(20, 'envelopeLinkInvalid').max(200, 'envelopeLinkInvalid'),
});

/** POST /api/v1/esignature/sign: the signature (typed or drawn) and the signer's text fields. */
export const signBodySchema = z.object({
  signatureType: z.enum(['typed', 'drawn']),
  /** The typed name, or a drawn signature as a PNG data URL. */
  signature: z
    .string()
    .min(1, 'envelopeSignatureRequired')
    .max(envelopeRules.drawnSignatureMax, 'invalidParameter'),
  initials: z.string().trim().max(10, 'invalidParameter').default(''),
  fields: z
    .array(
      z.object({
        fieldId: idSchema('invalidParameter'),
        value: z.string().trim().max(envelopeRules.textFieldMax),
      }),
    )
    .max(envelopeRules.maxFields)
    .default([]),
});
export type SignBody = z.input<typeof signBodySchema>;

/** What the signer's page shows. */
export const signerViewSchema = z.object({
  state: z.enum(['sign', 'waiting', 'signed', 'unavailable', 'completed']),
  envelopeName: z.string(),
  message: z.string(),
  agencyName: z.string(),
  signerName: z.string(),
  documents: z.array(envelopeDocumentSchema),
  fields: z.array(envelopeFieldSchema),
  signedAt: z.string().nullable(),
});
export type SignerView = z.infer<typeof signerViewSchema>;

export const lookupRecipientQuerySchema = z.object({ email: z.string().trim().max(254) });
export const lookupRecipientSchema = z.object({
  email: z.string(),
  exists: z.boolean(),
  /** A team member or supplier contact of the agency with that address, to fill the name. */
  name: z.string().nullable(),
});
