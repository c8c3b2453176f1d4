/**
 * Bid documents of a source (000 §5 Documents and uploads, §9 limits; 001 §7 Documents): the
 * limits both sides check, the document as the API answers it, and the preview rule.
 */
import { z } from 'zod';
import { idParamSchema, idSchema } from '../validation/ids.ts';
import { userRefSchema } from './schemas.ts';

export const bidDocumentRules = {
  /** At most 10 documents per source. */
  maxPerSource: 10,
  /** 1 GB per file. */
  maxBytes: 1_073_741_824,
  /** The browser previews PDFs up to 5 MB; larger files and other types are downloaded. */
  previewMaxBytes: 5_242_880,
  /** File and display names longer than this are refused (file systems stop at 255). */
  maxNameLength: 255,
} as const;

const id = idSchema();

/** A problem that did not stop the change but that people should read (a secured PDF). */
export const warningSchema = z.object({ key: z.string(), message: z.string() });
export type Warning = z.infer<typeof warningSchema>;

export const projectDocumentSchema = z.object({
  id: z.number().int(),
  tenderId: z.number().int(),
  fileName: z.string(),
  displayName: z.string(),
  contentType: z.string(),
  sizeInByte: z.number().int(),
  pageCount: z.number().int().nullable(),
  sortOrder: z.number().int(),
  uploadedBy: userRefSchema.nullable(),
  uploadedAt: z.string(),
  /** Only in the answer of an upload or replacement. */
  warnings: z.array(warningSchema).optional(),
});
export type ProjectDocument = z.infer<typeof projectDocumentSchema>;

export const documentDisplayNameSchema = z
  .string()
  .trim()
  .max(bidDocumentRules.maxNameLength, 'invalidParameter');

/** POST /Documents multipart fields (sent before the file). */
export const documentUploadFieldsSchema = z.object({
  tenderId: idParamSchema('invalidTenderId'),
  displayName: documentDisplayNameSchema.optional(),
});

/** PUT /Documents multipart fields: a new display name, a new file, or both. */
export const documentUpdateFieldsSchema = z.object({
  documentId: idParamSchema('invalidDocumentId'),
  displayName: documentDisplayNameSchema.optional(),
});

/** PUT …/SortOrder bodies: every item of the source, in the new order. */
export const sortOrderSchema = z.object({ tenderId: id, ids: z.array(id).min(1).max(1000) });
export type SortOrder = z.infer<typeof sortOrderSchema>;

/**
 * The name a file is stored under: the last path segment (some browsers send a whole path),
 * without control characters, trimmed; null when nothing usable is left or it is too long.
 */
export function cleanFileName(name: string): string | null {
  const base = name.split(/[\\/]/).pop() ?? '';
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed
  const cleaned = base.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  if (cleaned === '' || cleaned === '.' || cleaned === '..') return null;
  return cleaned.length > bidDocumentRules.maxNameLength ? null : cleaned;
}

/** Whether two file names collide in a source (names are unique there, ignoring case). */
export function sameFileName(a: string, b: string): boolean {
  return a.toLowerCase() === b.toLowerCase();
}

export function isPdfDocument(document: { contentType: string }): boolean {
  return document.contentType === 'application/pdf';
}

/** Document preview only for PDFs of 5242880 bytes or less; otherwise a download prompt (000 §5). */
export function canPreviewDocument(document: { contentType: string; sizeInByte: number }): boolean {
  return isPdfDocument(document) && document.sizeInByte <= bidDocumentRules.previewMaxBytes;
}
