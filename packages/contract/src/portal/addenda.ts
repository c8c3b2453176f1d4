/**
 * Addenda of a source (000 §3 Addendum: file, page count, created; 000 §4: an addendum on an open
 * bid with active submissions withdraws the completed ones after confirmation). Numbered 1, 2, ...
 * in order of issue.
 */
import { z } from 'zod';
import type { ProjectStatus } from '../projects/status.ts';
import { idParamSchema, idSchema } from '../validation/ids.ts';

export const addendumRules = {
  /** An addendum file, like a bid document: at most 1 GB. */
  maxBytes: 1_073_741_824,
  maxTitleLength: 200,
  /** At most this many questions in one addendum made from questions. */
  maxQuestions: 500,
} as const;

/**
 * Addenda are issued only on a published (Open) source: before publication the bid documents are
 * still being edited and there is no one to notify; after closing an addendum cannot change bids.
 */
export function canIssueAddendum(status: ProjectStatus | string): boolean {
  return status === 'Open';
}

const title = z.string().trim().max(addendumRules.maxTitleLength, 'addendumTitleTooLong');

/** POST /Addenda?tenderId&confirmWithdraw query (the file and title come as multipart). */
export const addendumQuerySchema = z.object({
  tenderId: idParamSchema('invalidTenderId'),
  confirmWithdraw: z.enum(['true', 'false']).default('false'),
});

/** POST /Addenda multipart fields, sent before the file. */
export const addendumUploadFieldsSchema = z.object({ title: title.default('') });

/** POST /Addenda/FromQuestions?tenderId&confirmWithdraw body. */
export const addendumFromQuestionsSchema = z.object({
  questionIds: z
    .array(idSchema())
    .min(1, 'questionsRequired')
    .max(addendumRules.maxQuestions, 'invalidParameter'),
  title: title.default(''),
});
export type AddendumFromQuestions = z.input<typeof addendumFromQuestionsSchema>;

export const addendumSchema = z.object({
  id: z.number().int(),
  tenderId: z.number().int(),
  number: z.number().int(),
  title: z.string(),
  fileName: z.string(),
  contentType: z.string(),
  sizeInByte: z.number().int(),
  /** Pages of a PDF; null for other files. */
  pageCount: z.number().int().nullable(),
  createdAt: z.string(),
  createdBy: z.object({ id: z.number().int(), fullName: z.string() }).nullable(),
  /** How many answered questions this addendum published. */
  questionCount: z.number().int(),
  /** How many completed submissions issuing it withdrew. */
  withdrawnSubmissions: z.number().int().optional(),
});
export type Addendum = z.infer<typeof addendumSchema>;

/** The 409 answer's key when completed submissions would be withdrawn: the count is its parameter. */
export const addendumWithdrawKey = 'addendumWithdrawsSubmissions';
