/**
 * What the supplier sees and does of its evaluations on the portal (issue 23 §2; decision 359):
 * from its review on, comments and attachments only when the agency shows them; it acknowledges
 * with a comment or appeals with a reason.
 */
import { z } from 'zod';
import { performanceEvaluationRules } from './evaluation-setup.ts';
import { appealSchema, evaluationDocumentSchema, sectionResultSchema } from './evaluations.ts';
import { performanceRatings } from './scoring.ts';
import { scoreCardSchema } from './templates.ts';
import { evaluationTypes, performanceEvaluationStatuses } from './workflow.ts';

/** The supplier's step on the portal: acknowledge with a comment, or appeal with its reason. */
export const supplierEvaluationResponseSchema = z.object({
  comment: z.string().trim().max(performanceEvaluationRules.commentMax, 'invalidParameter').default(''),
});
export const supplierAppealSchema = z.object({
  reason: z
    .string()
    .trim()
    .min(1, 'performanceAppealReasonRequired')
    .max(performanceEvaluationRules.commentMax, 'invalidParameter'),
});

/** What the supplier sees of its evaluation: comments and attachments only when the agency shows them. */
export const supplierEvaluationSchema = z.object({
  id: z.number().int(),
  contractName: z.string().nullable(),
  type: z.enum(evaluationTypes),
  periodStart: z.string(),
  periodEnd: z.string(),
  evaluationDate: z.string(),
  status: z.enum(performanceEvaluationStatuses),
  percent: z.number().nullable(),
  rating: z.enum(performanceRatings).nullable(),
  card: scoreCardSchema,
  scores: z.record(z.string(), z.number().nullable()),
  sections: z.array(sectionResultSchema),
  /** Empty unless the agency shows comments. */
  comments: z.record(z.string(), z.string()),
  generalComments: z.string(),
  documents: z.array(evaluationDocumentSchema),
  supplierReviewEndsOn: z.string().nullable(),
  supplierComment: z.string(),
  appeal: appealSchema.nullable(),
  can: z.object({ acknowledge: z.boolean(), appeal: z.boolean() }),
});
export type SupplierEvaluation = z.infer<typeof supplierEvaluationSchema>;

export const supplierEvaluationRowSchema = supplierEvaluationSchema.pick({
  id: true,
  contractName: true,
  type: true,
  periodStart: true,
  periodEnd: true,
  evaluationDate: true,
  status: true,
  percent: true,
  rating: true,
  supplierReviewEndsOn: true,
});
export type SupplierEvaluationRow = z.infer<typeof supplierEvaluationRowSchema>;

/** The statuses the supplier sees its evaluations in (from its review on). */
export const supplierVisibleStatuses = [
  'Pending Supplier/Vendor Review',
  'Under Appeal',
  'Complete',
  'Complete - Appeal Complete',
] as const;
