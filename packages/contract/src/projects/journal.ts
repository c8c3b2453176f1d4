/**
 * The project journal (001 §3 "Journal entry: id, note, pinned, comments"; 001 §7 ProjectJournals,
 * ProjectJournalComments, ProjectJournalDocuments): the team's notebook on a project.
 */
import { z } from 'zod';
import { idSchema } from '../validation/ids.ts';
import { projectPersonSchema } from './team.ts';

/**
 * Largest journal attachment. The spec names no journal limit; 100 MB is its notification
 * attachment limit (000 §9), the nearest kind of file (see docs/decisions/).
 */
export const journalDocumentMaxBytes = 100 * 1024 * 1024;

/** Longest note or comment: plain text, far beyond any real note. */
export const journalTextMaxLength = 20_000;

const id = idSchema();
const note = z.string().trim().min(1, 'journalNoteRequired').max(journalTextMaxLength, 'invalidParameter');
const comment = z.string().trim().min(1, 'commentRequired').max(journalTextMaxLength, 'invalidParameter');

export const journalCommentSchema = z.object({
  id: z.number().int(),
  journalId: z.number().int(),
  comment: z.string(),
  created: z.string(),
  createdBy: projectPersonSchema.nullable(),
  /** Whether the caller may delete it (its author, or a site administrator). */
  canDelete: z.boolean(),
});
export type JournalComment = z.infer<typeof journalCommentSchema>;

export const journalDocumentSchema = z.object({
  id: z.number().int(),
  journalId: z.number().int(),
  fileName: z.string(),
  contentType: z.string(),
  sizeInByte: z.number().int(),
  uploaded: z.string(),
  uploadedBy: projectPersonSchema.nullable(),
});
export type JournalDocument = z.infer<typeof journalDocumentSchema>;

export const journalEntrySchema = z.object({
  id: z.number().int(),
  projectId: z.number().int(),
  note: z.string(),
  pinned: z.boolean(),
  created: z.string(),
  updated: z.string(),
  createdBy: projectPersonSchema.nullable(),
  /** Whether the caller may edit or delete it, attach files to it (its author, or a site administrator). */
  canEdit: z.boolean(),
  comments: z.array(journalCommentSchema),
  documents: z.array(journalDocumentSchema),
});
export type JournalEntry = z.infer<typeof journalEntrySchema>;

export const createJournalEntrySchema = z.object({ projectId: id, note });
export type CreateJournalEntry = z.infer<typeof createJournalEntrySchema>;

export const updateJournalEntrySchema = z.object({ id, note });
export type UpdateJournalEntry = z.infer<typeof updateJournalEntrySchema>;

/** POST ProjectJournals/Pinned: toggles the pin, or sets it when `pinned` is given. */
export const pinJournalEntrySchema = z.object({ id, pinned: z.boolean().optional() });
export type PinJournalEntry = z.infer<typeof pinJournalEntrySchema>;

export const createJournalCommentSchema = z.object({ projectJournalId: id, comment });
export type CreateJournalComment = z.infer<typeof createJournalCommentSchema>;
