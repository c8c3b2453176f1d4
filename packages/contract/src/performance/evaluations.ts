/**
 * Supplier performance evaluations (000 §3 Evaluation; 001 §7 PerformanceEvaluation,
 * Contracts/PerformanceEvaluation, PerformanceEvaluationGeneralInput, SendEmail, PreviewLinks;
 * issue 23 §2): the wizard's single evaluation and its schedule of interims and a final, the
 * evaluator's card, the workflow's actions, and what the list, the detail and the supplier read.
 */
import { z } from 'zod';
import { contractDaySchema, daysBetween } from '../contracts/dates.ts';
import type { MessageKey } from '../messages/catalogue.ts';
import { idParamSchema, idSchema } from '../validation/ids.ts';
import { performanceRatings } from './scoring.ts';
import { workflowRoles } from './settings.ts';
import { scoreCardSchema } from './templates.ts';
import { evaluationTypes, performanceEvaluationStatuses, workflowActions } from './workflow.ts';

export const performanceEvaluationRules = {
  commentMax: 4000,
  generalCommentMax: 20_000,
  maxInterims: 24,
  pageSize: 20,
  maxPage: 100,
  documentMaxBytes: 25 * 1024 * 1024,
  maxDocuments: 50,
  emailMax: 4000,
} as const;

const day = contractDaySchema.unwrap();
const requiredDay = z
  .string({ error: 'performanceDateRequired' })
  .min(1, 'performanceDateRequired')
  .pipe(day);
const comment = z.string().trim().max(performanceEvaluationRules.commentMax, 'invalidParameter');

/** A reviewer named for a role; null leaves the role's default (the project's lead, the settings'). */
export const reviewerInputSchema = z.object({
  role: z.enum(workflowRoles),
  userId: idSchema('invalidUserId').nullable().default(null),
});

/** What the wizard sets on every evaluation it makes (single or scheduled). */
const evaluationSetupSchema = z.object({
  vendorId: idSchema('vendorInvalidId'),
  /** The contract rated; a custom evaluation from a supplier's profile may have none. */
  contractId: idSchema('invalidContractId').nullable().default(null),
  performanceTemplateId: idSchema('invalidPerformanceTemplateId'),
  evaluatorId: idSchema('invalidUserId').nullable().default(null),
  /** The reviewers; absent takes the agency's workflow. */
  reviewers: z.array(reviewerInputSchema).max(workflowRoles.length).optional(),
  supplierReview: z.boolean().optional(),
  allowAppeal: z.boolean().optional(),
  commentsVisibleToSupplier: z.boolean().optional(),
  attachmentsVisibleToSupplier: z.boolean().optional(),
});

/** One evaluation's period and day (each scheduled one, or the single one). */
export const evaluationSlotSchema = z.object({
  type: z.enum(evaluationTypes, { error: 'invalidParameter' }),
  periodStart: requiredDay,
  periodEnd: requiredDay,
  /** The day it falls due: not in the past (000 §5). Scheduled until then, a draft from then. */
  evaluationDate: requiredDay,
});
export type EvaluationSlot = z.output<typeof evaluationSlotSchema>;

/** POST /PerformanceEvaluation: a single evaluation (the wizard's first choice). */
export const createPerformanceEvaluationSchema = evaluationSetupSchema.extend(evaluationSlotSchema.shape);
export type CreatePerformanceEvaluation = z.input<typeof createPerformanceEvaluationSchema>;

/** POST /Contracts/PerformanceEvaluation: interims and a final across the contract's term. */
export const schedulePerformanceEvaluationsSchema = evaluationSetupSchema.extend({
  contractId: idSchema('invalidContractId'),
  slots: z
    .array(evaluationSlotSchema)
    .min(1, 'invalidParameter')
    .max(performanceEvaluationRules.maxInterims + 1, 'invalidParameter'),
});
export type SchedulePerformanceEvaluations = z.input<typeof schedulePerformanceEvaluationsSchema>;

/**
 * Why a slot may not be made: the period runs forward (end not before start), and the evaluation
 * date is not in the past (000 §5).
 */
export function evaluationSlotProblems(
  slot: EvaluationSlot,
  today: string,
  field = '',
): { key: MessageKey; field: string }[] {
  const problems: { key: MessageKey; field: string }[] = [];
  if (slot.periodEnd < slot.periodStart)
    problems.push({ key: 'performancePeriodOrder', field: `${field}periodEnd` });
  if (slot.evaluationDate < today)
    problems.push({ key: 'performanceEvaluationDateInPast', field: `${field}evaluationDate` });
  return problems;
}

/** Why a schedule may not be made: each slot's problems, and at most one final, the last. */
export function scheduleProblems(
  slots: readonly EvaluationSlot[],
  today: string,
): { key: MessageKey; field: string }[] {
  const problems = slots.flatMap((slot, i) => evaluationSlotProblems(slot, today, `slots.${i}.`));
  const finals = slots.filter((s) => s.type === 'Final');
  const last = slots.at(-1);
  if (finals.length > 1 || (finals.length === 1 && last?.type !== 'Final')) {
    problems.push({ key: 'performanceScheduleOneFinal', field: 'slots' });
  }
  return problems;
}

const addDays = (isoDay: string, n: number) =>
  new Date(Date.parse(`${isoDay}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

/**
 * The wizard's proposed schedule over a term: `interims` interim evaluations splitting the term
 * into equal periods (no more than the term has days for), then the final over the whole term.
 * Each falls due the day after its period ends (the final on the term's last day).
 */
export function proposeSchedule(termStart: string, termEnd: string, interims: number): EvaluationSlot[] {
  const span = Math.max(0, daysBetween(termStart, termEnd));
  // Each interim needs a day of its own before the term's last: more would make periods that end
  // before they start, a schedule the rules then refuse.
  const count = Math.max(0, Math.min(interims, span));
  const parts = count + 1;
  const slots: EvaluationSlot[] = [];
  let start = termStart;
  for (let i = 1; i <= count; i += 1) {
    const end = addDays(termStart, Math.floor((span * i) / parts));
    slots.push({ type: 'Interim', periodStart: start, periodEnd: end, evaluationDate: addDays(end, 1) });
    start = addDays(end, 1);
  }
  slots.push({ type: 'Final', periodStart: termStart, periodEnd: termEnd, evaluationDate: termEnd });
  return slots;
}

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
export const sentEmailSchema = z.object({ recipients: z.array(z.string()) });

/** DELETE and GET /PerformanceEvaluationGeneralInput/{documentId}. */
export const generalInputDocumentParamsSchema = z.object({
  documentId: idParamSchema('invalidDocumentId'),
});

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

/** GET /Statuses and /PerformanceEvaluationType: the codes with their lifecycle names. */
export const evaluationStatusItemSchema = z.object({
  status: z.enum(performanceEvaluationStatuses),
  lifecycleName: z.string(),
});
export const evaluationTypeItemSchema = z.object({ type: z.enum(evaluationTypes) });
