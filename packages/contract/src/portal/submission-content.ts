/**
 * What a supplier's submission holds, in its two sealed parts (000 §4: price and submission are
 * sealed separately). The server encrypts each part as the JSON of these schemas; the supplier's
 * bid page writes them and the buyer's Submissions tab, opening sheet and bid analysis read them
 * once unsealed. One definition, so the writer and the readers cannot drift.
 */
import { z } from 'zod';
import { idSchema } from '../validation/ids.ts';

const id = idSchema();

/** A supplier's entry in one form: the rows it added (negative ids) and the cells it filled. */
export const formEntrySchema = z.object({
  tenderTableId: id,
  addedRowIds: z.array(z.number().int().negative()).max(1000),
  cells: z
    .array(
      z.object({
        rowId: z.number().int(),
        columnId: id,
        value: z.string().max(4000).nullable(),
      }),
    )
    .max(100_000),
});
export type FormEntry = z.infer<typeof formEntrySchema>;

/** The price part: the supplier's entries in the forms of the Prices section. */
export const submissionPriceSchema = z.object({
  forms: z.array(formEntrySchema).max(100),
});
export type SubmissionPrice = z.infer<typeof submissionPriceSchema>;

export const complianceAnswers = ['Yes', 'No', 'N/A'] as const;
export type ComplianceAnswer = (typeof complianceAnswers)[number];

/**
 * The submission part: the other forms (questionnaire, references, specifications,
 * subcontractors), the compliance answers, the bonds provided, and the files uploaded for upload
 * requirements (their contents are in submission_files, encrypted under the same key).
 */
export const submissionAnswersSchema = z.object({
  forms: z.array(formEntrySchema).max(100),
  compliance: z
    .array(
      z.object({
        complianceItemId: id,
        answer: z.enum(complianceAnswers),
        comment: z.string().trim().max(2000).default(''),
      }),
    )
    .max(500),
  bonds: z
    .array(
      z.object({
        bondId: id,
        /** The bond's reference (surety and number), and the file that proves it, if uploaded. */
        reference: z.string().trim().max(500),
        fileId: id.nullable(),
      }),
    )
    .max(100),
  files: z.array(z.object({ fileId: id, uploadRequirementId: id })).max(100),
  notes: z.string().trim().max(5000).default(''),
});
export type SubmissionAnswers = z.infer<typeof submissionAnswersSchema>;

export const emptySubmissionPrice: SubmissionPrice = { forms: [] };
export const emptySubmissionAnswers: SubmissionAnswers = {
  forms: [],
  compliance: [],
  bonds: [],
  files: [],
  notes: '',
};
