/**
 * Making supplier performance evaluations (issue 23 §2; 001 §7 PerformanceEvaluation POST and
 * Contracts/PerformanceEvaluation POST): the wizard's single evaluation, its schedule of interims
 * and a final across a contract's term, and the rules each slot must keep (000 §5).
 */
import { z } from 'zod';
import { contractDaySchema, daysBetween } from '../contracts/dates.ts';
import type { MessageKey } from '../messages/catalogue.ts';
import { idSchema } from '../validation/ids.ts';
import { workflowRoles } from './settings.ts';
import { evaluationTypes } from './workflow.ts';

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
