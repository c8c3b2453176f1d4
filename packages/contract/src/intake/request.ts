/**
 * An intake request: a department asking procurement for a project (000 §1-§5, 001 §3 Intake, §5).
 * The public form sends it without a session; procurement reads, edits, approves it into a
 * project draft or declines it with a reason. Status numbers are the spec's: 1 pending,
 * 2 approved, 3 declined.
 */
import { z } from 'zod';
import { classifications } from '../projects/schemas.ts';
import { isValidEmail } from '../validation/email.ts';
import { idParamSchema, idSchema } from '../validation/ids.ts';

export const intakeStatuses = { pending: 1, approved: 2, declined: 3 } as const;
export type IntakeStatus = (typeof intakeStatuses)[keyof typeof intakeStatuses];
export const intakeStatusNumbers = [1, 2, 3] as const;
export const intakeStatusNames: Record<IntakeStatus, 'pending' | 'approved' | 'declined'> = {
  1: 'pending',
  2: 'approved',
  3: 'declined',
};

export const intakeRules = {
  nameMax: 100,
  textMax: 300,
  descriptionMax: 10000,
  declineReasonMax: 4000,
  locationsMax: 20,
  supplierEmailsMax: 50,
  categoriesMax: 100,
  documentsMax: 10,
  amountMax: 999_999_999_999,
} as const;

const trimmed = (max: number) => z.string().trim().max(max, 'invalidParameter');
const requiredText = (max: number, message: 'intakeFieldRequired') =>
  z.string({ error: message }).trim().min(1, message).max(max, 'invalidParameter');
const optionalEmail = z
  .string()
  .trim()
  .max(254, 'invalidParameter')
  .refine((value) => value === '' || isValidEmail(value), 'errorInvalidEmail');

/** A calendar day as the form sends it (001 §5: YYYY-MM-DD). */
export const intakeDaySchema = z.iso
  .date('intakeDateInvalid')
  .refine((day) => day >= '1900-01-01' && day <= '9998-12-31', 'intakeDateInvalid');

export const intakeLocationSchema = z.object({
  streetAddress: trimmed(200).default(''),
  unit: trimmed(50).default(''),
  city: trimmed(100).default(''),
  province: trimmed(100).default(''),
  postalCode: trimmed(20).default(''),
  country: trimmed(100).default(''),
});
export type IntakeLocation = z.infer<typeof intakeLocationSchema>;

/** One line of a location: its parts joined, as a meeting's location carries it (001 §3). */
export function joinedAddress(location: IntakeLocation): string {
  const street = [location.unit, location.streetAddress].filter(Boolean).join('-');
  return [street, location.city, location.province, location.postalCode, location.country]
    .filter(Boolean)
    .join(', ');
}

export const intakeConsultantSchema = z.object({
  firstName: trimmed(intakeRules.nameMax).default(''),
  lastName: trimmed(intakeRules.nameMax).default(''),
  email: optionalEmail.default(''),
});

export const intakeContactDetailsSchema = z.object({
  firstName: requiredText(intakeRules.nameMax, 'intakeFieldRequired'),
  lastName: requiredText(intakeRules.nameMax, 'intakeFieldRequired'),
  email: z.string().trim().max(254, 'errorInvalidEmail').refine(isValidEmail, 'errorInvalidEmail'),
  departmentId: idSchema('intakeDepartmentInvalid').nullable().default(null),
  divisionId: idSchema('intakeDivisionInvalid').nullable().default(null),
  /** Null is 'Not sure' (001 §9). */
  procurementLeadId: idSchema('intakeLeadInvalid').nullable().default(null),
  consultant: intakeConsultantSchema.nullable().default(null),
});
export type IntakeContactDetails = z.infer<typeof intakeContactDetailsSchema>;

/**
 * Supplier emails as the requester types them: addresses separated by ';' (001 §3). Spaces
 * around them are forgiven; an empty part (a doubled ';') or a bad address is refused.
 */
export function splitSupplierEmails(input: string): { valid: boolean; addresses: string[] } {
  const text = input.trim();
  if (text === '') return { valid: true, addresses: [] };
  const parts = text
    .replace(/;\s*$/, '')
    .split(';')
    .map((part) => part.trim());
  const addresses = parts.filter(Boolean);
  const valid =
    parts.every((part) => part !== '') &&
    addresses.every(isValidEmail) &&
    addresses.length <= intakeRules.supplierEmailsMax;
  return { valid, addresses };
}

const supplierEmailsSchema = z
  .string()
  .max(intakeRules.supplierEmailsMax * 255, 'invalidParameter')
  .default('')
  .refine((value) => splitSupplierEmails(value).valid, 'intakeSupplierEmailsInvalid')
  .transform((value) => splitSupplierEmails(value).addresses.join(';'));

const amount = z
  .number({ error: 'invalidParameter' })
  .min(0, 'invalidParameter')
  .max(intakeRules.amountMax, 'invalidParameter')
  .nullable()
  .default(null);

export const intakeProjectDetailInputSchema = z.object({
  projectName: requiredText(intakeRules.textMax, 'intakeFieldRequired'),
  classification: z.enum(classifications, { error: 'invalidParameter' }).nullable().default(null),
  description: trimmed(intakeRules.descriptionMax).default(''),
  /** The bid type: an option of the agency's TenderType list. */
  bidType: idSchema('intakeBidTypeInvalid').nullable().default(null),
  /** An existing project the request relates to, in the requester's words (decision 362). */
  applyToProject: trimmed(intakeRules.textMax).default(''),
  categoryIds: z
    .array(idSchema('intakeCategoryInvalid'))
    .max(intakeRules.categoriesMax, 'invalidParameter')
    .default([]),
  isSiteVisit: z.boolean().default(false),
  locations: z.array(intakeLocationSchema).max(intakeRules.locationsMax, 'invalidParameter').default([]),
  estimatedPostingDate: intakeDaySchema.nullable().default(null),
  deliveryConstructionStartDate: intakeDaySchema.nullable().default(null),
  supplierEmails: supplierEmailsSchema,
  documentIds: z
    .array(idSchema('intakeDocumentInvalid'))
    .max(intakeRules.documentsMax, 'intakeTooManyDocuments')
    .default([]),
});

export const intakeFinancialDetailsSchema = z.object({
  /** The estimated annual value (000 §3). */
  projectBudget: amount,
  estimatedTotalProjectValue: amount,
});
export type IntakeFinancialDetails = z.infer<typeof intakeFinancialDetailsSchema>;

/**
 * The rule of 000 §5: the estimated posting date comes before the delivery, service or
 * construction start. Either may be left empty.
 */
export function intakeDatesInOrder(detail: {
  estimatedPostingDate: string | null;
  deliveryConstructionStartDate: string | null;
}): boolean {
  const { estimatedPostingDate: posting, deliveryConstructionStartDate: start } = detail;
  return posting === null || start === null || posting.slice(0, 10) < start.slice(0, 10);
}

const orderedDetail = intakeProjectDetailInputSchema.refine(intakeDatesInOrder, {
  message: 'intakePostingAfterStart',
  path: ['estimatedPostingDate'],
});

/** The body of PUT api/intake?intakeRequestId: what procurement may correct. */
export const intakeRequestInputSchema = z.object({
  contactDetails: intakeContactDetailsSchema,
  projectDetail: orderedDetail,
  financialDetails: intakeFinancialDetailsSchema.default({
    projectBudget: null,
    estimatedTotalProjectValue: null,
  }),
});
export type IntakeRequestInput = z.input<typeof intakeRequestInputSchema>;

/**
 * POST api/intake from the public form: the request with the agency's ids (001 §8 'customerId and
 * nodeId are required'), each uploaded document's token, and a honeypot field people never see.
 */
export const intakeSubmissionSchema = intakeRequestInputSchema.extend({
  customerId: idSchema('intakeIdsRequired'),
  nodeId: idSchema('intakeIdsRequired'),
  /** Proof that the sender uploaded each document (the upload answered these tokens). */
  documentTokens: z.array(z.string().max(100, 'invalidParameter')).max(intakeRules.documentsMax).default([]),
  /** The honeypot: hidden from people, filled by form-filling robots; a filled one is dropped. */
  website: z.string().max(500, 'invalidParameter').default(''),
});
export type IntakeSubmission = z.input<typeof intakeSubmissionSchema>;

/** The agency's ids from the shareable link (cid, nid) as the public calls take them. */
export const intakeLinkQuerySchema = z.object({
  customerId: idParamSchema('intakeIdsRequired'),
  nodeId: idParamSchema('intakeIdsRequired'),
});

/** Lists name their node (001 §5 'nodeId is required'). */
export const intakeNodeQuerySchema = z.object({ nodeId: idParamSchema('intakeNodeRequired') });

export const intakeDocumentSchema = z.object({
  id: z.number().int(),
  fileName: z.string(),
  size: z.number().int(),
  contentType: z.string(),
  dateCreatedUtc: z.string(),
});
export type IntakeDocument = z.infer<typeof intakeDocumentSchema>;

/** What POST /intake/documents answers: the document and the token that claims it on submit. */
export const intakeUploadSchema = intakeDocumentSchema.extend({ uploadToken: z.string() });
export type IntakeUpload = z.infer<typeof intakeUploadSchema>;

const nameRef = z.object({ id: z.number().int(), name: z.string() }).nullable();

/** GET api/intake/{id}: the request as procurement sees it (001 §3 Intake request). */
export const intakeRequestSchema = z.object({
  id: z.number().int(),
  nodeId: z.number().int(),
  /** The reference the requester was given on the congratulations page. */
  reference: z.string(),
  contactDetails: intakeContactDetailsSchema.extend({
    consultant: z.object({ firstName: z.string(), lastName: z.string(), email: z.string() }).nullable(),
    department: nameRef,
    division: nameRef,
    procurementLead: nameRef,
  }),
  projectDetail: z.object({
    projectName: z.string(),
    classification: z.enum(classifications).nullable(),
    description: z.string(),
    bidType: z.number().int().nullable(),
    bidTypeName: z.string().nullable(),
    applyToProject: z.string(),
    categoryIds: z.array(z.number().int()),
    categories: z.array(z.object({ id: z.number().int(), name: z.string() })),
    isSiteVisit: z.boolean(),
    locations: z.array(intakeLocationSchema),
    /** Stored as YYYY-MM-DDTHH:mm:ss (001 §5); the posting date at 12:00. */
    estimatedPostingDate: z.string().nullable(),
    deliveryConstructionStartDate: z.string().nullable(),
    supplierEmails: z.string(),
    documentIds: z.array(z.number().int()),
    documents: z.array(intakeDocumentSchema),
    status: z.union([z.literal(1), z.literal(2), z.literal(3)]),
    declineReason: z.string().nullable(),
    dateCreatedUtc: z.string(),
    modifiedByUserId: z.number().int().nullable(),
    dateModifiedUtc: z.string().nullable(),
  }),
  financialDetails: z.object({
    projectBudget: z.number().nullable(),
    estimatedTotalProjectValue: z.number().nullable(),
  }),
  /** The project approved from it, once made (/projects/{projectId}/intake-project). */
  projectId: z.number().int().nullable(),
  /** What the caller may do: edit and decide while pending; create the project once approved. */
  allowedActions: z.array(z.enum(['edit', 'approve', 'decline', 'createProject'])),
});
export type IntakeRequest = z.infer<typeof intakeRequestSchema>;

/** The stored form of a day (001 §5): the posting date at 12:00, the start date at midnight. */
export function intakeStoredDate(day: string | null, at: 'noon' | 'midnight'): string | null {
  if (day === null) return null;
  return `${day.slice(0, 10)}T${at === 'noon' ? '12:00:00' : '00:00:00'}`;
}

/** The reference shown to the requester: the request's number, padded. */
export const intakeReference = (id: number) => `IR-${String(id).padStart(6, '0')}`;

/** GET api/intake/getIntakeModifiedUser/{id}: who changed the request last. */
export const intakeModifiedUserSchema = z.object({
  userId: z.number().int().nullable(),
  fullName: z.string().nullable(),
  dateModifiedUtc: z.string().nullable(),
});
export type IntakeModifiedUser = z.infer<typeof intakeModifiedUserSchema>;

/** PUT api/intake/approvedeclineintake (001 §4): 2 approve (reason 'approve'), 3 decline with a reason. */
export const intakeDecisionSchema = z
  .object({
    intakeRequestId: idSchema('intakeRequestNotFound'),
    status: z.union([z.literal(2), z.literal(3)], { error: 'intakeStatusInvalid' }),
    reason: z.string().trim().max(intakeRules.declineReasonMax, 'invalidParameter').default(''),
  })
  .refine((decision) => decision.status !== 3 || decision.reason !== '', {
    message: 'intakeDeclineReasonRequired',
    path: ['reason'],
  });
export type IntakeDecision = z.input<typeof intakeDecisionSchema>;
