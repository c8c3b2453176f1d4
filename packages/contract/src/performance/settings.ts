/**
 * The agency's supplier performance settings (issue 23 §1; 000 §3 Evaluation workflow roles,
 * comment and attachment visibility, appeal, NDA and conflict-of-interest templates; 001 §7
 * PerformanceWorkflow and FinalRating; 001 §9 rating scale ids): who reviews, whether the supplier
 * reviews and may appeal, what the supplier sees, how long each step may take, the rating scale,
 * the final rating ranges and the assessment groups that may carry their own ranges.
 */
import { z } from 'zod';
import { idParamSchema, idSchema } from '../validation/ids.ts';
import { areRangesOrdered, defaultRatingRanges, type RatingRanges, ratingScales } from './scoring.ts';

/** The reviewers of 000 §3, in the order an evaluation passes through them. */
export const workflowRoles = [
  'projectLead',
  'projectLeadManager',
  'procurementLead',
  'purchasingManager',
  'director',
] as const;
export type WorkflowRole = (typeof workflowRoles)[number];

export const performanceSettingRules = {
  textMax: 20_000,
  minDays: 1,
  maxDays: 365,
  nameMax: 200,
  maxGroups: 100,
} as const;

const days = z
  .number()
  .int()
  .min(performanceSettingRules.minDays, 'invalidParameter')
  .max(performanceSettingRules.maxDays, 'invalidParameter');
const templateText = z.string().trim().max(performanceSettingRules.textMax, 'invalidParameter');

/** A reviewer named by default for a role no project fills (the managers and the director). */
export const defaultReviewersSchema = z.object({
  projectLeadManagerId: idSchema('invalidUserId').nullable(),
  purchasingManagerId: idSchema('invalidUserId').nullable(),
  directorId: idSchema('invalidUserId').nullable(),
});

/** GET and PUT /PerformanceWorkflow: the workflow a new evaluation starts with. */
export const performanceWorkflowSchema = z.object({
  /** The reviewers every evaluation passes through, in workflowRoles order. */
  workflowRoles: z.array(z.enum(workflowRoles)).max(workflowRoles.length),
  defaultReviewers: defaultReviewersSchema,
  /** The supplier reads the completed card and comments before it completes. */
  supplierReview: z.boolean(),
  supplierReviewDays: days,
  /** The supplier may appeal during its review. */
  allowAppeal: z.boolean(),
  /** What of the evaluators' work the supplier sees: criterion comments, attachments. */
  commentsVisibleToSupplier: z.boolean(),
  attachmentsVisibleToSupplier: z.boolean(),
  /** Days after the evaluation date within which it must be submitted, else it expires. */
  evaluationWindowDays: days,
  ndaTemplate: templateText,
  conflictOfInterestTemplate: templateText,
});
export type PerformanceWorkflow = z.infer<typeof performanceWorkflowSchema>;

export const defaultPerformanceWorkflow: PerformanceWorkflow = {
  workflowRoles: ['projectLead'],
  defaultReviewers: { projectLeadManagerId: null, purchasingManagerId: null, directorId: null },
  supplierReview: true,
  supplierReviewDays: 14,
  allowAppeal: true,
  commentsVisibleToSupplier: true,
  attachmentsVisibleToSupplier: false,
  evaluationWindowDays: 30,
  ndaTemplate: '',
  conflictOfInterestTemplate: '',
};

const rangeMin = z
  .number({ error: 'invalidParameter' })
  .min(0, 'invalidParameter')
  .max(100, 'invalidParameter');
export const ratingRangesSchema = z
  .object({
    exceptional: rangeMin,
    good: rangeMin,
    satisfactory: rangeMin,
    cautionary: rangeMin,
    notSatisfactory: rangeMin,
  })
  .refine((ranges) => areRangesOrdered(ranges), { message: 'performanceRangesNotOrdered' });

/** GET and PUT /FinalRating: the rating scale and the agency's final rating ranges. */
export const finalRatingSchema = z.object({
  ratingScale: z.enum(ratingScales),
  ranges: ratingRangesSchema,
});
export type FinalRating = z.infer<typeof finalRatingSchema>;
export const defaultFinalRating: FinalRating = { ratingScale: 'sectionWeight', ranges: defaultRatingRanges };

/**
 * An assessment group: a kind of work rated on its own ranges (construction, consulting...). A
 * template belongs to at most one; an evaluation of a template in a group is rated on the group's
 * ranges, or the agency's when the group has none.
 */
export const assessmentGroupInputSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, 'performanceNameRequired')
    .max(performanceSettingRules.nameMax, 'invalidParameter'),
  description: z.string().trim().max(4000, 'invalidParameter').default(''),
  ranges: ratingRangesSchema.nullable().default(null),
});
export type AssessmentGroupInput = z.input<typeof assessmentGroupInputSchema>;

export const assessmentGroupSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  ranges: z
    .object({
      exceptional: z.number(),
      good: z.number(),
      satisfactory: z.number(),
      cautionary: z.number(),
      notSatisfactory: z.number(),
    })
    .nullable(),
  templateCount: z.number().int(),
});
export type AssessmentGroup = z.infer<typeof assessmentGroupSchema>;

export const assessmentGroupParamsSchema = z.object({
  assessmentGroupId: idParamSchema('invalidAssessmentGroupId'),
});

/** The ranges an evaluation is rated on: its group's own, else the agency's. */
export const rangesFor = (agency: RatingRanges, group: RatingRanges | null | undefined): RatingRanges =>
  group ?? agency;
