/**
 * The buyer's side of submissions (issue 6 §6 hard copy, §7 unsealing, §8 Submissions and
 * Compliance tabs): the request and answer shapes of the Submissions calls, the status rules of
 * 000 §4 (submissions appear only after closing; withdrawal, hard copies and unsealing only once
 * closed), and the engine over a supplier's entry in a form, which the detail, the opening sheet and
 * the bid analysis all compute the same way as the supplier's own page.
 */
import { z } from 'zod';
import { tenderTableFormSchema } from '../forms/tables.ts';
import { type ProjectStatus, sourceStatusOf } from '../projects/status.ts';
import { isValidEmail } from '../validation/email.ts';
import { idParamSchema, idSchema } from '../validation/ids.ts';
import { submissionStatuses } from './bids.ts';
import { complianceAnswers, formEntrySchema } from './submission-content.ts';

const id = idSchema();
const idQuery = idParamSchema('invalidTenderId');

export const sealedParts = ['price', 'submission'] as const;
export type SealedPartName = (typeof sealedParts)[number];

/** The buyer's review of one compliance item of one submission (Compliance tab). */
export const complianceReviewStatuses = ['Compliant', 'Non-Compliant', 'Not Reviewed'] as const;
export type ComplianceReviewStatus = (typeof complianceReviewStatuses)[number];

export const submissionRules = {
  pageLimit: 100,
  commentsMax: 5000,
  complianceCommentMax: 2000,
} as const;

/** Submissions appear, and are withdrawn, unsealed or entered by hand, only once the source has closed. */
export function isSourceClosed(status: ProjectStatus): boolean {
  const source = sourceStatusOf[status];
  return source === 'Closed' || source === 'Awarded';
}

/** 000 §4: "registered suppliers may be added to submissions only in Closed or Awarded status". */
export const canEnterHardCopy = isSourceClosed;

/** 000 §4: "withdrawal on a bid whose status is not closed is an error" (Awarded is no longer closed). */
export function canWithdrawSubmission(status: ProjectStatus): boolean {
  return sourceStatusOf[status] === 'Closed';
}

/** Unsealing with fewer complete submissions than the agency requires needs an authorisation (000 §4). */
export function needsUnsealAuthorisation(completeCount: number, required: number): boolean {
  return completeCount < required;
}

// ---------------------------------------------------------------------------------------------
// Requests

export const submissionsQuerySchema = z.object({
  tenderId: idQuery,
  status: z.enum(submissionStatuses).optional(),
  start: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(submissionRules.pageLimit).default(25),
});
export type SubmissionsQuery = z.infer<typeof submissionsQuerySchema>;

export const unsealQuerySchema = z.object({ tenderId: idQuery, part: z.enum(sealedParts) });
export const unsealBodySchema = z
  .object({ confirmBelowMinimum: z.boolean().default(false) })
  .default({ confirmBelowMinimum: false });

export const submissionCommentsSchema = z.object({
  privateComments: z.string().max(submissionRules.commentsMax, 'invalidParameter'),
});

/** A hard-copy submission entered by the buyer: a registered plan taker, or a company by name and email. */
export const hardCopySubmissionSchema = z
  .object({
    tenderId: id,
    planTakerId: id.optional(),
    companyName: z.string().trim().max(200, 'invalidParameter').optional(),
    email: z
      .string()
      .trim()
      .max(254, 'errorInvalidEmail')
      .refine(isValidEmail, 'errorInvalidEmail')
      .optional(),
    submittedAt: z.iso.datetime({ offset: true, message: 'invalidParameter' }),
  })
  .superRefine((value, issues) => {
    if (value.planTakerId !== undefined) return;
    if (!value.companyName)
      issues.addIssue({ code: 'custom', path: ['companyName'], message: 'requiredField' });
    if (!value.email) issues.addIssue({ code: 'custom', path: ['email'], message: 'requiredField' });
  });
export type HardCopySubmission = z.input<typeof hardCopySubmissionSchema>;

export const complianceReviewSchema = z.object({
  complianceItemId: id,
  status: z.enum(complianceReviewStatuses),
  comment: z.string().trim().max(submissionRules.complianceCommentMax, 'invalidParameter').default(''),
});
export type ComplianceReview = z.input<typeof complianceReviewSchema>;

// ---------------------------------------------------------------------------------------------
// Answers

/** A form's figures as money text (two decimals). */
export const formTotalsSchema = z.object({
  tenderTableId: id,
  name: z.string(),
  subtotal: z.string(),
  discount: z.string(),
  taxes: z.array(z.object({ taxType: z.string(), amount: z.string() })),
  total: z.string(),
});
export type FormTotals = z.infer<typeof formTotalsSchema>;

/**
 * One submission as the Submissions tab lists it (after closing). `priceTotals` is null while the
 * price part is sealed; nothing of a sealed part is ever in this shape.
 */
export const submissionSummarySchema = z.object({
  id,
  tenderId: id,
  companyName: z.string(),
  contactName: z.string(),
  contactEmail: z.string(),
  status: z.enum(submissionStatuses),
  submittedAt: z.string().nullable(),
  withdrawnAt: z.string().nullable(),
  isHardCopy: z.boolean(),
  isNoBid: z.boolean(),
  noBidReason: z.string(),
  priceSealed: z.boolean(),
  submissionSealed: z.boolean(),
  privateComments: z.string(),
  receiptNumber: z.string().nullable(),
  receiptHash: z.string().nullable(),
  priceTotals: z.array(formTotalsSchema).nullable(),
});
export type SubmissionSummary = z.infer<typeof submissionSummarySchema>;

/** Where the source stands for opening: what the tab shows above the list and which actions it offers. */
export const openingStateSchema = z.object({
  tenderId: id,
  isClosed: z.boolean(),
  dateClosing: z.string().nullable(),
  closedAt: z.string().nullable(),
  timeZone: z.string(),
  /** Complete submissions received: the only figure shown before closing. */
  completeCount: z.number().int(),
  priceUnsealedAt: z.string().nullable(),
  submissionUnsealedAt: z.string().nullable(),
  /** The derived unseal-manually value (0 let me choose, 1 others, 2 automatically display). */
  unsealManually: z.number().int(),
  canEnterHardCopy: z.boolean(),
  canWithdraw: z.boolean(),
});
export type OpeningState = z.infer<typeof openingStateSchema>;

/** A supplier's entry in one form with the form it answers, for SupplierFormView in read-only mode. */
export const answeredFormSchema = z.object({
  form: tenderTableFormSchema,
  entry: formEntrySchema,
  totals: formTotalsSchema,
});
export type AnsweredForm = z.infer<typeof answeredFormSchema>;

export const submissionFileSchema = z.object({
  id,
  fileName: z.string(),
  contentType: z.string(),
  sizeInByte: z.number().int(),
  uploadRequirementId: z.number().int().nullable(),
  uploadRequirementName: z.string(),
});
export type SubmissionFile = z.infer<typeof submissionFileSchema>;

export const submissionDetailSchema = submissionSummarySchema.extend({
  /** The submission part once unsealed, else null. */
  answers: z
    .object({
      forms: z.array(answeredFormSchema),
      compliance: z.array(
        z.object({
          complianceItemId: id,
          name: z.string(),
          answer: z.enum(complianceAnswers),
          comment: z.string(),
        }),
      ),
      bonds: z.array(
        z.object({
          bondId: id,
          name: z.string(),
          reference: z.string(),
          fileId: z.number().int().nullable(),
        }),
      ),
      files: z.array(submissionFileSchema),
      notes: z.string(),
    })
    .nullable(),
  /** The price part once unsealed, else null. */
  prices: z.object({ forms: z.array(answeredFormSchema) }).nullable(),
});
export type SubmissionDetail = z.infer<typeof submissionDetailSchema>;

/** One row of the Compliance grid: a complete submission and its review per item. */
export const complianceRowSchema = z.object({
  submissionId: id,
  companyName: z.string(),
  isHardCopy: z.boolean(),
  items: z.array(
    z.object({
      complianceItemId: id,
      status: z.enum(complianceReviewStatuses),
      comment: z.string(),
      /** The supplier's own answer, only once the submission part is unsealed. */
      supplierAnswer: z.object({ answer: z.enum(complianceAnswers), comment: z.string() }).nullable(),
    }),
  ),
});
export type ComplianceRow = z.infer<typeof complianceRowSchema>;

export const complianceGridItemSchema = z.object({
  id,
  name: z.string(),
  description: z.string(),
  isRequired: z.boolean(),
});
