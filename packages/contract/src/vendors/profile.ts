/**
 * A supplier's profile in the agency (000 §2 /suppliers/{id}: Overview, Activity Feed, Comments,
 * Documents, History): the submission history and the internal comments.
 */
import { z } from 'zod';
import { projectStatuses } from '../projects/status.ts';
import { projectPersonSchema } from '../projects/team.ts';
import { idParamSchema, idSchema } from '../validation/ids.ts';

export const vendorHistoryPageSize = 20;

/** The supplier's part in a project: plans taken, questions asked, a bid and how it ended. */
export const vendorBidStatuses = ['complete', 'incomplete', 'withdrawn', 'noBid'] as const;
export type VendorBidStatus = (typeof vendorBidStatuses)[number];
export const vendorBidOutcomes = ['awarded', 'notAwarded', 'pending'] as const;
export type VendorBidOutcome = (typeof vendorBidOutcomes)[number];

/**
 * One row of GET /Vendors/SubmissionHistory: every project the supplier took plans for, asked on
 * or bid on. `bidAmount` is the bid's total only once the source's price part is unsealed, and
 * `awardAmount` only once awarded: nothing sealed is in this shape.
 */
export const vendorHistoryRowSchema = z.object({
  projectId: z.number().int(),
  projectNumber: z.string(),
  projectName: z.string(),
  projectStatus: z.enum(projectStatuses),
  dateClosing: z.string().nullable(),
  planTakerRegisteredAt: z.string().nullable(),
  questionCount: z.number().int(),
  bidStatus: z.enum(vendorBidStatuses).nullable(),
  submittedAt: z.string().nullable(),
  priceSealed: z.boolean(),
  bidAmount: z.number().nullable(),
  outcome: z.enum(vendorBidOutcomes).nullable(),
  awardAmount: z.number().nullable(),
});
export type VendorHistoryRow = z.infer<typeof vendorHistoryRowSchema>;

export const vendorHistoryQuerySchema = z.object({
  vendorId: idParamSchema('vendorInvalidId'),
  start: z.coerce.number().int().min(0).max(1_000_000).default(0),
  limit: z.coerce.number().int().min(1).max(100).default(vendorHistoryPageSize),
});

/** An internal comment on a supplier: the agency's staff only, never shown to the supplier. */
export const vendorCommentSchema = z.object({
  id: z.number().int(),
  vendorId: z.number().int(),
  comment: z.string(),
  created: z.string(),
  createdBy: projectPersonSchema.nullable(),
});
export type VendorComment = z.infer<typeof vendorCommentSchema>;

export const vendorCommentsQuerySchema = z.object({
  vendorId: idParamSchema('vendorInvalidId'),
  start: z.coerce.number().int().min(0).max(1_000_000).default(0),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});

export const createVendorCommentSchema = z.object({
  vendorId: idSchema('vendorInvalidId'),
  comment: z.string().trim().min(1, 'commentRequired').max(5000, 'invalidParameter'),
});

export const vendorCommentIdQuerySchema = z.object({
  vendorCommentId: idParamSchema('invalidVendorCommentId'),
});
