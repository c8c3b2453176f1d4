/**
 * Supplier performance evaluations (000 §3 Evaluation; 001 §7 PerformanceEvaluation,
 * Contracts/PerformanceEvaluation, PerformanceEvaluationGeneralInput, SendEmail, PreviewLinks;
 * issue 23 §2): the wizard's single evaluation and its schedule of interims and a final, the
 * evaluator's card, the workflow's actions, and what the list, the detail and the supplier read.
 */
import { z } from 'zod';
import { contractDaySchema } from '../contracts/dates.ts';
import { idParamSchema, idSchema } from '../validation/ids.ts';
import { performanceEvaluationRules, reviewerInputSchema } from './evaluation-setup.ts';
import { performanceRatings } from './scoring.ts';
import { workflowRoles } from './settings.ts';
import { scoreCardSchema } from './templates.ts';
import { evaluationTypes, performanceEvaluationStatuses, workflowActions } from './workflow.ts';

const day = contractDaySchema.unwrap();
const comment = z.string().trim().max(performanceEvaluationRules.commentMax, 'invalidParameter');

const scoreValue = z.number({ error: 'performanceScoreInvalid' }).nullable();

/** PUT /PerformanceEvaluation/{id}: the evaluator's card, comments and the evaluation's people. */
export const updatePerformanceEvaluationSchema = z.object({
  /** Scores by criterion key (null clears one); each must sit on the card's scale. */
  scores: z.record(z.string().max(40), scoreValue).optional(),
  /** Comments by criterion key. */
  comments: z.record(z.string().max(40), comment).optional(),
  generalComments: z
    .string()
    .trim()
    .max(performanceEvaluationRules.generalCommentMax, 'invalidParameter')
    .optional(),
  evaluatorId: idSchema('invalidUserId').nullable().optional(),
  reviewers: z.array(reviewerInputSchema).max(workflowRoles.length).optional(),
  /** Only before it is due or while it is a draft. */
  evaluationDate: day.optional(),
  /** The evaluator's declarations before scoring (000 §3 NDA and conflict-of-interest templates). */
  acceptNda: z.literal(true).optional(),
  declareNoConflict: z.literal(true).optional(),
  /** The card's scoring method (resets points and weights, and the scores, 000 §4). */
  scoringMethod: z.enum(['points', 'weights']).optional(),
  /** The card's points or weights by criterion key (drafts only). */
  worths: z.record(z.string().max(40), z.number().min(0).max(10_000)).optional(),
  /** Optimistic concurrency: the version read. */
  version: z.number().int().min(0),
});
export type UpdatePerformanceEvaluation = z.input<typeof updatePerformanceEvaluationSchema>;

/** POST /PerformanceWorkflow/{id}: a step of the workflow (comments required to return). */
export const workflowActionSchema = z
  .object({
    action: z.enum(workflowActions, { error: 'invalidParameter' }),
    comment: comment.default(''),
    /** Required to complete an appeal (000 §5). */
    appealMeetingDate: day.nullable().default(null),
    version: z.number().int().min(0),
  })
  .superRefine((body, ctx) => {
    if (body.action === 'return' && body.comment === '') {
      ctx.addIssue({ code: 'custom', message: 'performanceReturnNeedsComment', path: ['comment'] });
    }
    if (body.action === 'completeAppeal' && body.appealMeetingDate === null) {
      ctx.addIssue({
        code: 'custom',
        message: 'performanceAppealMeetingDateRequired',
        path: ['appealMeetingDate'],
      });
    }
  });
export type WorkflowActionInput = z.input<typeof workflowActionSchema>;

export const performanceEvaluationParamsSchema = z.object({
  performanceEvaluationId: idParamSchema('invalidPerformanceEvaluationId'),
});

export const evaluationSortColumns = [
  'evaluationDate',
  'companyName',
  'status',
  'percent',
  'completedAt',
] as const;

/** GET /PerformanceEvaluation?vendorId&…: the evaluations list and the dashboard's drill-down. */
export const performanceEvaluationQuerySchema = z.object({
  vendorId: idParamSchema('vendorInvalidId').optional(),
  contractId: idParamSchema('invalidContractId').optional(),
  departmentId: idParamSchema('invalidDepartmentId').optional(),
  status: z.enum(performanceEvaluationStatuses, { error: 'invalidParameter' }).optional(),
  type: z.enum(evaluationTypes, { error: 'invalidParameter' }).optional(),
  rating: z.enum(performanceRatings, { error: 'invalidParameter' }).optional(),
  /** Evaluations falling due from/to these days. */
  dateFrom: day.optional(),
  dateTo: day.optional(),
  /**
   * Only completed ones (Complete, Complete - Appeal Complete): what the summary's interim, final
   * and custom counts count, so that a count opens exactly its evaluations.
   */
  completed: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional(),
  /** Only those waiting on me (as evaluator or reviewer). */
  mine: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional(),
  start: z.coerce.number().int().min(0).max(10_000_000).default(0),
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(performanceEvaluationRules.maxPage)
    .default(performanceEvaluationRules.pageSize),
  sortColumn: z.enum(evaluationSortColumns).default('evaluationDate'),
  sortDirection: z.enum(['asc', 'desc']).default('desc'),
});
export type PerformanceEvaluationQuery = z.input<typeof performanceEvaluationQuerySchema>;

const person = z.object({ id: z.number().int(), name: z.string() });

export const performanceEvaluationRowSchema = z.object({
  id: z.number().int(),
  vendorId: z.number().int(),
  companyName: z.string(),
  contractId: z.number().int().nullable(),
  contractName: z.string().nullable(),
  projectId: z.number().int().nullable(),
  departmentName: z.string().nullable(),
  templateName: z.string(),
  type: z.enum(evaluationTypes),
  periodStart: z.string(),
  periodEnd: z.string(),
  evaluationDate: z.string(),
  status: z.enum(performanceEvaluationStatuses),
  evaluator: person.nullable(),
  percent: z.number().nullable(),
  rating: z.enum(performanceRatings).nullable(),
  completedAt: z.string().nullable(),
});
export type PerformanceEvaluationRow = z.infer<typeof performanceEvaluationRowSchema>;

export const reviewerSchema = z.object({
  role: z.enum(workflowRoles),
  user: person.nullable(),
  /** done: approved in this round; current: waiting on them; waiting: later in the order. */
  state: z.enum(['done', 'current', 'waiting']),
});

export const workflowEventSchema = z.object({
  id: z.number().int(),
  action: z.enum([...workflowActions, 'created', 'due', 'expired', 'autoComplete']),
  fromStatus: z.enum(performanceEvaluationStatuses).nullable(),
  toStatus: z.enum(performanceEvaluationStatuses),
  actor: z.string(),
  comment: z.string(),
  at: z.string(),
});
export type WorkflowEvent = z.infer<typeof workflowEventSchema>;

export const evaluationDocumentSchema = z.object({
  id: z.number().int(),
  fileName: z.string(),
  contentType: z.string(),
  sizeInByte: z.number().int(),
  uploadedBy: z.string(),
  uploadedAt: z.string(),
});
export type EvaluationDocument = z.infer<typeof evaluationDocumentSchema>;

export const sectionResultSchema = z.object({
  key: z.string(),
  earned: z.number(),
  worth: z.number(),
  percent: z.number().nullable(),
  scored: z.number().int(),
  criteria: z.number().int(),
});

export const appealSchema = z.object({
  reason: z.string(),
  requestedAt: z.string(),
  meetingDate: z.string().nullable(),
  outcome: z.string(),
  completedAt: z.string().nullable(),
});

/** GET /PerformanceEvaluation/{id}: everything the agency sees of one evaluation. */
export const performanceEvaluationSchema = performanceEvaluationRowSchema.extend({
  templateId: z.number().int(),
  guide: z.string(),
  card: scoreCardSchema,
  scores: z.record(z.string(), z.number().nullable()),
  comments: z.record(z.string(), z.string()),
  generalComments: z.string(),
  sections: z.array(sectionResultSchema),
  ratingScale: z.enum(['lowest', 'average', 'sum', 'sectionWeight']),
  /**
   * The final rating ranges it is rated on (its assessment group's or the agency's, copied when it
   * was made, decision 352): the evaluator's live rating reads them through ratingOf().
   */
  ranges: z.object({
    exceptional: z.number(),
    good: z.number(),
    satisfactory: z.number(),
    cautionary: z.number(),
    notSatisfactory: z.number(),
  }),
  reviewers: z.array(reviewerSchema),
  supplierReview: z.boolean(),
  allowAppeal: z.boolean(),
  commentsVisibleToSupplier: z.boolean(),
  attachmentsVisibleToSupplier: z.boolean(),
  expiresOn: z.string(),
  supplierReviewEndsOn: z.string().nullable(),
  supplierComment: z.string(),
  appeal: appealSchema.nullable(),
  documents: z.array(evaluationDocumentSchema),
  history: z.array(workflowEventSchema),
  ndaTemplate: z.string(),
  conflictOfInterestTemplate: z.string(),
  ndaAcceptedAt: z.string().nullable(),
  noConflictDeclaredAt: z.string().nullable(),
  /** What the caller may do now (the server checks again on each call). */
  can: z.object({
    edit: z.boolean(),
    delete: z.boolean(),
    actions: z.array(z.enum(workflowActions)),
  }),
  version: z.number().int(),
});
export type PerformanceEvaluation = z.infer<typeof performanceEvaluationSchema>;

/** GET /ContractVendorsPerformanceRating?contractId: each supplier on the contract and its results. */
export const contractVendorRatingQuerySchema = z.object({ contractId: idParamSchema('invalidContractId') });
export const contractVendorRatingSchema = z.object({
  vendorId: z.number().int(),
  companyName: z.string(),
  isActive: z.boolean(),
  evaluations: z.number().int(),
  completed: z.number().int(),
  average: z.number().nullable(),
  latestRating: z.enum(performanceRatings).nullable(),
  nextEvaluationDate: z.string().nullable(),
});
export type ContractVendorRating = z.infer<typeof contractVendorRatingSchema>;

/** GET /Contracts/PerformanceEvaluation?contractId: the contract's evaluations. */
export const contractEvaluationsQuerySchema = z.object({ contractId: idParamSchema('invalidContractId') });

/** GET /PreviewLinks?performanceEvaluationId: where the agency and the supplier open it. */
export const performanceEvaluationIdQuerySchema = z.object({
  performanceEvaluationId: idParamSchema('invalidPerformanceEvaluationId'),
});
export const previewLinksSchema = z.object({
  agencyUrl: z.string(),
  /** Null until the supplier may see it (from its review on). */
  supplierUrl: z.string().nullable(),
});
/** The agency's page of an evaluation (the web's path; PreviewLinks and mails link to it). */
export const evaluationPagePath = (id: number) => `/performance/evaluations/${id}`;
/** The supplier's page of an evaluation, under its agency's portal (portalPath(agency, …)). */
export const supplierEvaluationPagePath = (id: number) => `/performance/${id}`;

/** POST /SendEmail?performanceEvaluationId: a reminder to whoever it waits on, or a note to the supplier. */
export const sendEvaluationEmailSchema = z.object({
  to: z.enum(['current', 'evaluator', 'supplier'], { error: 'invalidParameter' }),
  message: z.string().trim().max(performanceEvaluationRules.emailMax, 'invalidParameter').default(''),
});
export const reminderRecipientsSchema = z.object({ recipients: z.array(z.string()) });

/** DELETE and GET /PerformanceEvaluationGeneralInput/{documentId}. */
export const generalInputDocumentParamsSchema = z.object({
  documentId: idParamSchema('invalidDocumentId'),
});

/** GET /Statuses and /PerformanceEvaluationType: the codes with their lifecycle names. */
export const evaluationStatusItemSchema = z.object({
  status: z.enum(performanceEvaluationStatuses),
  lifecycleName: z.string(),
});
export const evaluationTypeItemSchema = z.object({ type: z.enum(evaluationTypes) });
