/**
 * The bid evaluation of a source (issue 8 §1; 000 §2 evaluate children, 000 §3/§4 scoring method
 * and its reset): the builder's settings, sections and criteria, the evaluation team with its
 * NDA and conflict declarations, review meetings, each supplier's status, the evaluator's scores
 * and the consensus. Paths are our own (the spec names none; docs/api.md).
 */
import { z } from 'zod';
import { idParamSchema, idSchema } from '../validation/ids.ts';
import { scoringMethods } from './scoring.ts';

const id = idSchema();
const instant = z.iso.datetime({ offset: true });

export const evaluationRules = {
  nameMax: 200,
  descriptionMax: 4000,
  templateMax: 20_000,
  commentMax: 4000,
  maxCriteria: 50,
  maxSections: 20,
  maxTeam: 30,
  maxDecimalPlaces: 4,
  maxScoreCeiling: 1000,
  maxWorth: 1000,
} as const;

/** Draft while it is built; In Progress while evaluators score; Complete once the buyer closes it. */
export const evaluationStatuses = ['Draft', 'In Progress', 'Complete'] as const;
export type EvaluationStatus = (typeof evaluationStatuses)[number];

export const criterionKinds = ['scored', 'price'] as const;
export const supplierEvaluationStatuses = ['Evaluating', 'Disqualified'] as const;

const name = z
  .string()
  .trim()
  .min(1, 'evaluationNameRequired')
  .max(evaluationRules.nameMax, 'evaluationNameTooLong');
const template = z.string().max(evaluationRules.templateMax, 'evaluationTemplateTooLong');
const worth = z
  .number('invalidParameter')
  .min(0, 'invalidParameter')
  .max(evaluationRules.maxWorth, 'invalidParameter')
  // Two decimals at most, as a weight in percent is written.
  .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, 'invalidParameter');

export const evaluationSettingsSchema = z
  .object({
    scoringMethod: z.enum(scoringMethods, 'invalidParameter'),
    decimalPlaces: z.number().int().min(0).max(evaluationRules.maxDecimalPlaces),
    minScore: z.number().int().min(0).max(evaluationRules.maxScoreCeiling),
    maxScore: z.number().int().min(1).max(evaluationRules.maxScoreCeiling),
    ndaTemplate: template,
    conflictTemplate: template,
    scoreCardTemplate: template,
  })
  .refine((s) => s.minScore < s.maxScore, { message: 'evaluationScaleInvalid', path: ['maxScore'] });
export type EvaluationSettings = z.infer<typeof evaluationSettingsSchema>;

export const createEvaluationSchema = z.object({ projectId: idSchema('invalidProjectId') });

export const sectionInputSchema = z.object({ name });
export const criterionInputSchema = z.object({
  sectionId: idSchema('evaluationSectionInvalid'),
  name,
  description: z.string().trim().max(evaluationRules.descriptionMax, 'evaluationDescriptionTooLong'),
  kind: z.enum(criterionKinds, 'invalidParameter'),
  /** Points (points method) or weight in percent (weights method). */
  worth,
});
export type CriterionInput = z.infer<typeof criterionInputSchema>;

export const evaluatorInputSchema = z.object({ userId: idSchema('evaluationEvaluatorInvalid') });

export const reviewMeetingInputSchema = z.object({
  startsAt: instant,
  location: z.string().trim().max(evaluationRules.nameMax, 'evaluationLocationTooLong'),
  notes: z.string().trim().max(evaluationRules.descriptionMax, 'evaluationDescriptionTooLong'),
});
export type ReviewMeetingInput = z.infer<typeof reviewMeetingInputSchema>;

export const supplierStatusInputSchema = z.object({
  status: z.enum(supplierEvaluationStatuses, 'invalidParameter'),
  reason: z.string().trim().max(evaluationRules.commentMax, 'evaluationCommentTooLong').default(''),
});
export type SupplierStatusInput = z.input<typeof supplierStatusInputSchema>;

export const evaluationStatusQuerySchema = z.object({
  status: z.enum(evaluationStatuses, 'invalidParameter'),
});

export const evaluationIdParamsSchema = z.object({ evaluationId: idParamSchema('invalidEvaluationId') });
export const evaluationSectionParamsSchema = evaluationIdParamsSchema.extend({
  sectionId: idParamSchema('evaluationSectionInvalid'),
});
export const evaluationCriterionParamsSchema = evaluationIdParamsSchema.extend({
  criterionId: idParamSchema('evaluationCriterionInvalid'),
});
export const evaluationMemberParamsSchema = evaluationIdParamsSchema.extend({
  memberId: idParamSchema('evaluationEvaluatorInvalid'),
});
export const reviewMeetingParamsSchema = evaluationIdParamsSchema.extend({
  reviewMeetingId: idParamSchema('evaluationMeetingInvalid'),
});
export const evaluationSupplierParamsSchema = evaluationIdParamsSchema.extend({
  submissionId: idParamSchema('submissionNotFound'),
});
export const evaluationQuerySchema = z.object({ projectId: idParamSchema('invalidProjectId') });

export const criterionSchema = criterionInputSchema.extend({ id, sortOrder: z.number().int() });
export type Criterion = z.infer<typeof criterionSchema>;

export const evaluatorSchema = z.object({
  id,
  userId: id,
  fullName: z.string(),
  email: z.string(),
  ndaAcceptedAt: z.string().nullable(),
  /** null until declared. */
  hasConflict: z.boolean().nullable(),
  conflictNote: z.string(),
  submittedAt: z.string().nullable(),
});
export type Evaluator = z.infer<typeof evaluatorSchema>;

export const evaluationSchema = z.object({
  id,
  projectId: id,
  tenderId: id,
  status: z.enum(evaluationStatuses),
  scoringMethod: z.enum(scoringMethods),
  decimalPlaces: z.number().int(),
  minScore: z.number().int(),
  maxScore: z.number().int(),
  ndaTemplate: z.string(),
  conflictTemplate: z.string(),
  scoreCardTemplate: z.string(),
  sections: z.array(z.object({ id, name: z.string(), sortOrder: z.number().int() })),
  criteria: z.array(criterionSchema),
  team: z.array(evaluatorSchema),
  meetings: z.array(reviewMeetingInputSchema.extend({ id })),
  /** What keeps evaluators from starting, in the catalogue's keys (empty when they can). */
  missing: z.array(z.string()),
  updatedAt: z.string(),
});
export type Evaluation = z.infer<typeof evaluationSchema>;

export const evaluationSupplierSchema = z.object({
  submissionId: id,
  companyName: z.string(),
  status: z.enum(supplierEvaluationStatuses),
  reason: z.string(),
  /** Evaluators who scored every scored criterion of this supplier, of those who may score. */
  scoredBy: z.number().int(),
  evaluators: z.number().int(),
});
export type EvaluationSupplier = z.infer<typeof evaluationSupplierSchema>;

export const consensusSchema = z.object({
  evaluationId: id,
  status: z.enum(evaluationStatuses),
  criteria: z.array(z.object({ id, name: z.string(), kind: z.enum(criterionKinds), worth: z.number() })),
  rows: z.array(
    z.object({
      submissionId: id,
      companyName: z.string(),
      priceTotal: z.number().nullable(),
      disqualified: z.boolean(),
      scores: z.array(z.object({ criterionId: id, score: z.number().nullable() })),
      total: z.number(),
      rank: z.number().int().nullable(),
    }),
  ),
  /** Whether the price part is unsealed: until then price criteria score nothing. */
  priceUnsealed: z.boolean(),
});
export type Consensus = z.infer<typeof consensusSchema>;

// ---- The evaluator's side ----

export const conflictInputSchema = z.object({
  hasConflict: z.boolean(),
  note: z.string().trim().max(evaluationRules.commentMax, 'evaluationCommentTooLong').default(''),
});

export const scoreInputSchema = z.object({
  scores: z
    .array(
      z.object({
        submissionId: idSchema('submissionNotFound'),
        criterionId: idSchema('evaluationCriterionInvalid'),
        score: z.number('invalidParameter').nullable(),
        comment: z.string().trim().max(evaluationRules.commentMax, 'evaluationCommentTooLong').default(''),
      }),
    )
    .max(5000),
});
export type ScoreInput = z.infer<typeof scoreInputSchema>;

export const myEvaluationSchema = z.object({
  evaluationId: id,
  projectId: id,
  projectName: z.string(),
  projectNumber: z.string(),
  status: z.enum(evaluationStatuses),
  ndaAccepted: z.boolean(),
  hasConflict: z.boolean().nullable(),
  submittedAt: z.string().nullable(),
});

export type MyEvaluation = z.infer<typeof myEvaluationSchema>;

export const evaluatorViewSchema = myEvaluationSchema.extend({
  ndaTemplate: z.string(),
  conflictTemplate: z.string(),
  scoreCardTemplate: z.string(),
  scoringMethod: z.enum(scoringMethods),
  decimalPlaces: z.number().int(),
  minScore: z.number().int(),
  maxScore: z.number().int(),
  /** Empty until the NDA is accepted, no conflict declared and the submissions unsealed. */
  sections: z.array(z.object({ id, name: z.string() })),
  criteria: z.array(criterionSchema),
  suppliers: z.array(z.object({ submissionId: id, companyName: z.string() })),
  scores: z.array(
    z.object({ submissionId: id, criterionId: id, score: z.number().nullable(), comment: z.string() }),
  ),
  /** Why no supplier is shown yet, in the catalogue's words (null when they are). */
  blockedBy: z.string().nullable(),
});
export type EvaluatorView = z.infer<typeof evaluatorViewSchema>;

/** What keeps evaluators from starting (000 §4 builder rules). */
export function missingToStart(facts: {
  method: 'points' | 'weights';
  criteria: readonly { kind: string; worth: number }[];
  team: number;
}): string[] {
  const missing: string[] = [];
  if (facts.criteria.length === 0) missing.push('evaluationNeedsCriteria');
  if (facts.criteria.some((c) => c.worth <= 0)) missing.push('evaluationNeedsWorth');
  const total = facts.criteria.reduce((a, c) => a + c.worth, 0);
  if (facts.method === 'weights' && facts.criteria.length > 0 && Math.round(total * 100) !== 10_000)
    missing.push('evaluationWeightsNot100');
  if (facts.team === 0) missing.push('evaluationNeedsEvaluator');
  return missing;
}
