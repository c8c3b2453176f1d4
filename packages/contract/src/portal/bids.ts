/**
 * A supplier's bid on the portal (issue 6 §6): what the bid page reads, what a draft save sends,
 * the receipt, and the one check of a supplier's entries against a form that the server applies
 * and the bid page shows. The sealed parts' shapes are in submission-content.ts.
 */
import { z } from 'zod';
import { columnChoices, type EngineCell, type FormProblem } from '../forms/table-engine.ts';
import { type TenderTableColumn, type TenderTableForm, tenderTableFormSchema } from '../forms/tables.ts';
import type { MessageKey } from '../messages/catalogue.ts';
import { bondSchema, requirementSections, uploadRequirementSchema } from '../projects/requirements.ts';
import { computeEntry, isComputedColumn, isSupplierColumn } from './form-entry.ts';
import {
  type FormEntry,
  type SubmissionAnswers,
  submissionAnswersSchema,
  submissionPriceSchema,
} from './submission-content.ts';

export const bidRules = {
  /** An uploaded file, as a bid document (1 GB). */
  maxFileBytes: 1_073_741_824,
  maxReasonLength: 2000,
} as const;

/** PUT .../Bid: the draft's two parts, sealed separately by the server. */
export const saveBidSchema = z.object({
  price: submissionPriceSchema,
  answers: submissionAnswersSchema,
});
export type SaveBid = z.input<typeof saveBidSchema>;

/** Withdraw and NoBid: the supplier's reason, required. */
export const bidReasonSchema = z.object({
  reason: z.string().trim().min(1, 'bidReasonRequired').max(bidRules.maxReasonLength, 'invalidParameter'),
});

/**
 * Why a supplier may not bid now, as catalogue keys, in the order they are checked. The bid page
 * shows the first; Submit answers it as its refusal.
 */
export const bidRefusals = [
  'bidNotOnline',
  'bidNotOpen',
  'bidClosingNotSet',
  'bidClosed',
  'bidNotPlanTaker',
  'bidMissedMandatoryMeeting',
  'bidAlreadySubmitted',
] as const satisfies readonly MessageKey[];
export type BidRefusal = (typeof bidRefusals)[number];

export const submissionStatuses = ['complete', 'incomplete', 'withdrawn'] as const;
export type SubmissionStatus = (typeof submissionStatuses)[number];

/** One of the supplier's own submissions to the source, as listed on the bid page. */
export const ownSubmissionSchema = z.object({
  id: z.number().int(),
  status: z.enum(submissionStatuses),
  isNoBid: z.boolean(),
  submittedAt: z.string().nullable(),
  withdrawnAt: z.string().nullable(),
  receiptNumber: z.string().nullable(),
});
export type OwnSubmission = z.infer<typeof ownSubmissionSchema>;

/** A file uploaded to the draft (its content stays encrypted on the server). */
export const bidFileSchema = z.object({
  id: z.number().int(),
  uploadRequirementId: z.number().int().nullable(),
  fileName: z.string(),
  sizeInByte: z.number().int(),
  sha256: z.string(),
  uploadedAt: z.string(),
});
export type BidFile = z.infer<typeof bidFileSchema>;

export const bidComplianceItemSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  isRequired: z.boolean(),
});

/** GET .../Bid: everything the bid page needs, computed for this supplier now. */
export const bidPageSchema = z.object({
  projectId: z.number().int(),
  tenderId: z.number().int(),
  projectName: z.string(),
  projectNumber: z.string(),
  /** The agency's time zone, in which the page shows the closing time and the receipt. */
  timezone: z.string(),
  dateClosing: z.string().nullable(),
  serverTime: z.string(),
  /** The sections included, with their texts (rich text, cleaned when saved). */
  sections: z.array(z.object({ section: z.enum(requirementSections), text: z.string() })),
  /** Live forms as suppliers see them: hidden columns' values are never sent. */
  priceForms: z.array(tenderTableFormSchema),
  otherForms: z.array(tenderTableFormSchema),
  uploadRequirements: z.array(uploadRequirementSchema),
  bonds: z.array(bondSchema),
  complianceItems: z.array(bidComplianceItemSchema),
  draft: z
    .object({
      submissionId: z.number().int(),
      price: submissionPriceSchema,
      answers: submissionAnswersSchema,
      files: z.array(bidFileSchema),
      updatedAt: z.string(),
    })
    .nullable(),
  submissions: z.array(ownSubmissionSchema),
  mayBid: z.boolean(),
  whyNot: z.enum(bidRefusals).nullable(),
  allowMultipleSubmissions: z.boolean(),
  showNoBid: z.boolean(),
});
export type BidPage = z.infer<typeof bidPageSchema>;

/** The receipt of a submitted bid (000: the server timestamp and the SHA-256 of what was submitted). */
export const bidReceiptSchema = z.object({
  submissionId: z.number().int(),
  projectId: z.number().int(),
  projectName: z.string(),
  projectNumber: z.string(),
  companyName: z.string(),
  status: z.enum(submissionStatuses),
  receiptNumber: z.string(),
  submittedAt: z.string(),
  timezone: z.string(),
  contentSha256: z.string(),
  files: z.array(z.object({ fileName: z.string(), sizeInByte: z.number().int(), sha256: z.string() })),
});
export type BidReceipt = z.infer<typeof bidReceiptSchema>;

/** The receipt number: the source, the submission and the hash's first eight digits, readable on the phone. */
export function receiptNumberOf(tenderId: number, submissionId: number, contentSha256: string): string {
  return `${tenderId}-${submissionId}-${contentSha256.slice(0, 8).toUpperCase()}`;
}

/** A problem with a supplier's entry in one form: the engine's cell checks, or a cell not theirs. */
export type EntryProblem =
  | FormProblem
  | { key: 'bidCellUnknown' | 'bidCellNotEditable' | 'bidRowsNotAllowed'; rowId?: number; columnId?: number };

/**
 * Checks a supplier's entry against a form (the form as stored, hidden columns included): every
 * cell names a live row of the form or a row the supplier added, and a column the supplier may
 * fill there (theirs in the form's rows; any shown, non-computed column in an added row); added
 * rows only where the form allows them, within maximumOptionalRows; values by the engine's cell
 * checks; with `checkRequired`, required cells filled. The engine runs over the buyer's cells of
 * the other columns plus the supplier's, so totals read the same as on the page.
 */
export function formEntryProblems(
  form: TenderTableForm,
  entry: FormEntry,
  { checkRequired }: { checkRequired: boolean },
): EntryProblem[] {
  const problems: EntryProblem[] = [];
  const columns = form.columns.filter((c) => !c.deleted);
  const columnOf = new Map(columns.map((c) => [c.id, c]));
  const ownRows = new Set(form.rows.filter((r) => !r.deleted && !r.isDynamicRow).map((r) => r.id));
  const added = new Set(entry.addedRowIds);
  const { table } = form;
  if (
    added.size !== entry.addedRowIds.length ||
    (added.size > 0 && !table.allowPlantakerToAddRows) ||
    added.size > table.maximumOptionalRows
  ) {
    problems.push({ key: 'bidRowsNotAllowed' });
  }
  const seen = new Set<string>();
  const supplierCells: EngineCell[] = [];
  for (const cell of entry.cells) {
    const column = columnOf.get(cell.columnId);
    const key = `${cell.rowId}:${cell.columnId}`;
    if (!column || !(ownRows.has(cell.rowId) || added.has(cell.rowId)) || seen.has(key)) {
      problems.push({ key: 'bidCellUnknown', rowId: cell.rowId, columnId: cell.columnId });
      continue;
    }
    seen.add(key);
    const mayFill = added.has(cell.rowId)
      ? !column.isHiddenOnPublic && !isComputedColumn(column)
      : isSupplierColumn(column);
    if (!mayFill) {
      problems.push({ key: 'bidCellNotEditable', rowId: cell.rowId, columnId: cell.columnId });
      continue;
    }
    supplierCells.push({ rowId: cell.rowId, columnId: cell.columnId, value: cell.value });
  }
  if (problems.length > 0) return problems;
  return computeEntry(form, entry, { checkRequired }).problems;
}

/** Whether a choice column's value is one of its choices (the bid page's select offers only those). */
export function choicesOf(column: TenderTableColumn): readonly string[] | undefined {
  return column.columnTypeName === 'DropdownList' ? column.options : columnChoices[column.columnTypeName];
}

/**
 * What is missing from a bid's answers before it may be submitted: each required upload
 * requirement needs a file, each required bond a reference, each required compliance item an answer.
 */
export function missingAnswers(
  answers: SubmissionAnswers,
  files: readonly { uploadRequirementId: number | null }[],
  required: { uploadRequirementIds: number[]; bondIds: number[]; complianceItemIds: number[] },
): { key: 'bidUploadMissing' | 'bidBondMissing' | 'bidComplianceMissing'; id: number }[] {
  const missing: { key: 'bidUploadMissing' | 'bidBondMissing' | 'bidComplianceMissing'; id: number }[] = [];
  for (const id of required.uploadRequirementIds) {
    if (!files.some((f) => f.uploadRequirementId === id)) missing.push({ key: 'bidUploadMissing', id });
  }
  for (const id of required.bondIds) {
    if (!answers.bonds.some((b) => b.bondId === id && b.reference !== '')) {
      missing.push({ key: 'bidBondMissing', id });
    }
  }
  for (const id of required.complianceItemIds) {
    if (!answers.compliance.some((c) => c.complianceItemId === id)) {
      missing.push({ key: 'bidComplianceMissing', id });
    }
  }
  return missing;
}
