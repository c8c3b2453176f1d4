/**
 * Suppliers' questions and the buyer's answers (000 §3 Question: company, full name, display name,
 * email, question, answer, status Complete/Incomplete, send response to supplier; 001 §7
 * VendorQuestions). The rules both sides read: when a supplier may ask, what a complete answer
 * needs, and the shapes of the calls.
 */
import { z } from 'zod';
import type { ProjectStatus } from '../projects/status.ts';
import { idParamSchema, idSchema } from '../validation/ids.ts';

export const questionStatuses = ['Complete', 'Incomplete'] as const;
export type QuestionStatus = (typeof questionStatuses)[number];

export const questionRules = {
  /** A question's text, in characters. */
  maxQuestionLength: 4000,
  /** An answer's text, in characters. */
  maxAnswerLength: 10_000,
  /** Names (company, full name, display name). */
  maxNameLength: 200,
  /** The team is reminded this many days before the question deadline unless the source says otherwise (000 §9). */
  defaultReminderDays: 7,
  /** At most this many questions exported or published in one call. */
  maxPerCall: 500,
  /** Page size of the buyer's list (001 §9: tables default to 20). */
  defaultPageSize: 20,
} as const;

const id = idSchema();
const questionText = z
  .string()
  .trim()
  .min(1, 'questionTextRequired')
  .max(questionRules.maxQuestionLength, 'questionTooLong');

/** Why a supplier may not ask now, as a catalogue key; null when they may. */
export type QuestionRefusal =
  | 'questionNotRegistered'
  | 'questionSourceNotOpen'
  | 'questionDeadlinePassed'
  | null;

/**
 * Whether a supplier may ask a question now (issue 6 §4): only a registered plan taker, only while
 * the project is Open, and, when the source has a question deadline that closes questions, not
 * after it. The deadline instant itself is still in time (a question at 14:00:00.000 for a 14:00
 * deadline is accepted); one millisecond later is not. A deadline that does not close questions
 * lets late questions in: the buyer sees them as late (isLateQuestion).
 */
export function questionRefusal(input: {
  status: ProjectStatus | string;
  registered: boolean;
  hasQuestionDeadline: boolean;
  isCloseQuestionsAfterDeadline: boolean;
  questionDeadline: Date | null;
  now: Date;
}): QuestionRefusal {
  if (input.status !== 'Open') return 'questionSourceNotOpen';
  if (!input.registered) return 'questionNotRegistered';
  if (isAfterQuestionDeadline(input) && input.isCloseQuestionsAfterDeadline) return 'questionDeadlinePassed';
  return null;
}

/** Whether `now` is past the source's question deadline (false when it has none). */
export function isAfterQuestionDeadline(input: {
  hasQuestionDeadline: boolean;
  questionDeadline: Date | null;
  now: Date;
}): boolean {
  if (!input.hasQuestionDeadline || !input.questionDeadline) return false;
  return input.now.getTime() > input.questionDeadline.getTime();
}

/**
 * When the team is reminded of unanswered questions: `days` before the question deadline
 * (questionReminderEmailDays, 000 §3), or null when the source has no deadline. 0 days reminds at
 * the deadline itself.
 */
export function questionReminderAt(input: {
  hasQuestionDeadline: boolean;
  questionDeadline: Date | null;
  questionReminderEmailDays: number | null | undefined;
}): Date | null {
  if (!input.hasQuestionDeadline || !input.questionDeadline) return null;
  const days = input.questionReminderEmailDays ?? questionRules.defaultReminderDays;
  return new Date(input.questionDeadline.getTime() - days * 86_400_000);
}

/** POST /portal/{agency}/Opportunities/{projectId}/Questions. */
export const askQuestionSchema = z.object({
  question: questionText,
});
export type AskQuestion = z.infer<typeof askQuestionSchema>;

const name = z.string().trim().max(questionRules.maxNameLength, 'invalidParameter');

/** POST /VendorQuestions: a question the buyer received another way (phone, mail) and enters. */
export const createVendorQuestionSchema = z.object({
  tenderId: id,
  companyName: name.min(1, 'invalidParameter'),
  fullName: name.default(''),
  email: z.string().trim().max(254, 'invalidParameter').default(''),
  question: questionText,
});
export type CreateVendorQuestion = z.input<typeof createVendorQuestionSchema>;

/** PUT /VendorQuestions?answerViaEmail=true|false: the buyer's answer. */
export const answerVendorQuestionSchema = z
  .object({
    id: idSchema('invalidTenderQuestionId'),
    answer: z.string().trim().max(questionRules.maxAnswerLength, 'answerTooLong'),
    status: z.enum(questionStatuses, 'invalidParameter'),
    displayName: name.default(''),
    sendResponseToSupplier: z.boolean().default(false),
  })
  // A Complete question has an answer: that is what Complete means to the team and the supplier.
  .refine((value) => value.status === 'Incomplete' || value.answer.length > 0, {
    message: 'questionAnswerRequired',
    path: ['answer'],
  });
export type AnswerVendorQuestion = z.input<typeof answerVendorQuestionSchema>;

/** GET /VendorQuestions query. */
export const vendorQuestionsQuerySchema = z.object({
  tenderId: idParamSchema('invalidTenderId'),
  status: z.enum(questionStatuses, 'invalidParameter').optional(),
  start: z.coerce.number().int().min(0).max(10_000_000).default(0),
  limit: z.coerce.number().int().min(1).max(1000).default(questionRules.defaultPageSize),
});

/** POST /Exports/VendorQuestions body. */
export const exportVendorQuestionsSchema = z.object({
  ids: z.array(id).min(1, 'questionsRequired').max(questionRules.maxPerCall, 'invalidParameter'),
});

/** A question as the buyer reads it (000 §3 Question fields as written, plus when and where). */
export const vendorQuestionSchema = z.object({
  id: z.number().int(),
  tenderId: z.number().int(),
  vendorId: z.number().int().nullable(),
  companyName: z.string(),
  fullName: z.string(),
  displayName: z.string(),
  email: z.string(),
  question: z.string(),
  answer: z.string(),
  status: z.enum(questionStatuses),
  sendResponseToSupplier: z.boolean(),
  /** Entered by the buyer (a question received another way) rather than asked on the portal. */
  enteredByBuyer: z.boolean(),
  /** Asked after the question deadline (allowed when the deadline does not close questions). */
  isLate: z.boolean(),
  addendumId: z.number().int().nullable(),
  addendumNumber: z.number().int().nullable(),
  askedAt: z.string(),
  answeredAt: z.string().nullable(),
});
export type VendorQuestion = z.infer<typeof vendorQuestionSchema>;

/** One of the supplier's own questions on the portal. The answer shows once it is Complete. */
export const supplierQuestionSchema = z.object({
  id: z.number().int(),
  question: z.string(),
  answer: z.string(),
  status: z.enum(questionStatuses),
  askedAt: z.string(),
  answeredAt: z.string().nullable(),
  addendumNumber: z.number().int().nullable(),
});
export type SupplierQuestion = z.infer<typeof supplierQuestionSchema>;

/** An answer published to everyone in an addendum: no asking company, only the display name. */
export const publishedAnswerSchema = z.object({
  id: z.number().int(),
  question: z.string(),
  answer: z.string(),
  displayName: z.string(),
  addendumNumber: z.number().int(),
});
export type PublishedAnswer = z.infer<typeof publishedAnswerSchema>;

/** GET /portal/{agency}/Opportunities/{projectId}/Questions: the panel in one answer. */
export const supplierQuestionsSchema = z.object({
  /** Null when the supplier may ask now, else the catalogue key saying why not. */
  refusal: z.enum(['questionNotRegistered', 'questionSourceNotOpen', 'questionDeadlinePassed']).nullable(),
  hasQuestionDeadline: z.boolean(),
  questionDeadline: z.string().nullable(),
  /** Past the deadline while questions stay open (late questions). */
  isAfterDeadline: z.boolean(),
  /** The agency's time zone, in which the deadline is shown. */
  timeZone: z.string(),
  mine: z.array(supplierQuestionSchema),
  published: z.array(publishedAnswerSchema),
});
export type SupplierQuestions = z.infer<typeof supplierQuestionsSchema>;
