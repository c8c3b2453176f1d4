/**
 * Awards (issue 8 §2; 000 §3 Award, §4 awarding rules, §5 award amounts and dates): the companies
 * a closed source is awarded to, one row per successful company, and the award phase's status.
 */
import { z } from 'zod';
import { idParamSchema, idSchema } from '../validation/ids.ts';
import { utcToZonedLocal } from './dates-zone.ts';
import { amountSchema } from './schemas.ts';

const id = idSchema();

export const awardRules = {
  valueNotesMax: 4000,
  contractNumberMax: 60,
} as const;

const amount = amountSchema.nullable();

/** What the buyer enters on the Awards tab for one successful company. */
export const awardInputSchema = z.object({
  projectId: idSchema('invalidProjectId'),
  /** The successful company: a complete submission of the project's source. */
  submissionId: idSchema('awardSubmissionInvalid'),
  awardAmount: amount,
  provisionalAmount: amount,
  subtotal: amount,
  taxAmount: amount,
  /** A calendar date in the agency's time zone, not before the closing date (000 §5). */
  awardDate: z.iso
    .date('invalidParameter')
    .refine((day) => day >= '1900-01-01', 'invalidParameter')
    .nullable(),
  actualTotalProjectValue: amount,
  actualTotalAnnualValue: amount,
  /** An entry of the agency's AwardExceptions list. */
  awardExceptionId: idSchema('awardExceptionInvalid').nullable(),
  displayToPublic: z.boolean(),
  valueNotes: z.string().trim().max(awardRules.valueNotesMax, 'awardNotesTooLong'),
  contractNumber: z.string().trim().max(awardRules.contractNumberMax, 'awardContractNumberTooLong'),
});
export type AwardInput = z.infer<typeof awardInputSchema>;

export const updateAwardSchema = awardInputSchema.omit({ projectId: true }).extend({ id });

export const awardSchema = awardInputSchema.extend({
  id,
  tenderId: id,
  companyName: z.string(),
  /** The directory's supplier of the submission; null for a hard copy of an unregistered company. */
  vendorId: z.number().int().nullable(),
  awardExceptionName: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Award = z.infer<typeof awardSchema>;

export const awardsQuerySchema = z.object({ projectId: idParamSchema('invalidProjectId') });
export const awardIdQuerySchema = z.object({ id: idParamSchema('invalidAwardId') });
export const awardedQuerySchema = z.object({ tenderId: idParamSchema('invalidTenderId') });

/**
 * The award phase (Awards/AwardPhaseStatus): Not Started until a company is entered, In Progress
 * while awards are being entered, then the award statuses of 000 §3 (Pending Approval and
 * Approved arrive with the approval workflow; Awarded once the project is).
 */
export const awardPhaseStatuses = [
  'Not Started',
  'In Progress',
  'Pending Approval',
  'Approved',
  'Awarded',
] as const;
export type AwardPhaseStatus = (typeof awardPhaseStatuses)[number];

export const awardPhaseSchema = z.object({
  projectId: id,
  status: z.enum(awardPhaseStatuses),
  awardedCompanies: z.number().int(),
  /** Whether the Award action may run now: the source is closed and no approval is pending. */
  canAward: z.boolean(),
});
export type AwardPhase = z.infer<typeof awardPhaseSchema>;

export function awardPhaseStatusOf(facts: {
  projectStatus: string;
  awards: number;
  approval: 'none' | 'pending' | 'approved';
}): AwardPhaseStatus {
  if (facts.projectStatus === 'Awarded') return 'Awarded';
  if (facts.approval === 'pending') return 'Pending Approval';
  if (facts.approval === 'approved') return 'Approved';
  return facts.awards === 0 ? 'Not Started' : 'In Progress';
}

/** awards/summary: the awarded companies and their totals beside the project's estimates. */
export const awardSummarySchema = z.object({
  projectId: id,
  status: z.enum(awardPhaseStatuses),
  estimatedValue: z.number().nullable(),
  estimatedAnnualValue: z.number().nullable(),
  dateClosing: z.string().nullable(),
  companies: z.array(
    z.object({
      awardId: id,
      submissionId: id,
      companyName: z.string(),
      vendorId: z.number().int().nullable(),
      awardAmount: z.number().nullable(),
      awardDate: z.string().nullable(),
      displayToPublic: z.boolean(),
    }),
  ),
  /** Sums of the awards' amounts, added in whole cents so they never drift. */
  totalAwardAmount: z.number(),
  totalActualProjectValue: z.number(),
  totalActualAnnualValue: z.number(),
});
export type AwardSummary = z.infer<typeof awardSummarySchema>;

/** Submissions/Awarded: the source's submissions that won an award. */
export const awardedSubmissionSchema = z.object({
  submissionId: id,
  awardId: id,
  companyName: z.string(),
  awardAmount: z.number().nullable(),
});
export type AwardedSubmission = z.infer<typeof awardedSubmissionSchema>;

/**
 * 000 §5: the award date is not before the closing date, both read as calendar dates in the
 * agency's time zone (an award on closing day is allowed).
 */
export function awardDateRefusal(
  awardDate: string | null,
  closing: Date | null,
  timeZone: string,
): 'awardDateBeforeClosing' | null {
  if (awardDate === null || closing === null) return null;
  const closingDay = utcToZonedLocal(closing, timeZone).slice(0, 10);
  return awardDate < closingDay ? 'awardDateBeforeClosing' : null;
}

/** The sum of two-decimal amounts, added in whole cents (null counts as nothing). */
export function sumMoney(values: readonly (number | null)[]): number {
  return values.reduce<number>((cents, v) => cents + (v === null ? 0 : Math.round(v * 100)), 0) / 100;
}
