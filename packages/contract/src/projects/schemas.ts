/**
 * The project and its source (tender) as the API carries them (000 §3, 001 §3, §7 Projects):
 * field names as the spec writes them. The server validates with these schemas and the web's
 * forms are typed by them, so a rule lives here once.
 */
import { z } from 'zod';
import { idSchema } from '../validation/ids.ts';
import { hasNoForbiddenCharacters } from '../validation/project-number.ts';
import { closingMethods } from './closing-method.ts';
import { projectStatuses, projectTypes } from './status.ts';

export const procurementMethods = ['Public', 'Prequalification', 'Private', 'Limited', 'Informal'] as const;
export type ProcurementMethod = (typeof procurementMethods)[number];

/** How people read each method (000 §1: Invitational is also called Private). */
export const procurementMethodLabels: Record<ProcurementMethod, string> = {
  Public: 'Public',
  Prequalification: 'Public Pre-qualified',
  Private: 'Invitational / Private',
  Limited: 'Limited',
  Informal: 'Informal',
};

export const classifications = ['Construction', 'Goods', 'Services', 'ServicesRelatedToGoods'] as const;
export type Classification = (typeof classifications)[number];
export const classificationLabels: Record<Classification, string> = {
  Construction: 'Construction',
  Goods: 'Goods',
  Services: 'Services',
  ServicesRelatedToGoods: 'Services Related to Goods',
};

/** The limited method's type (the sole-source labels of 000 §9). */
export const limitedTypes = ['Emergency', 'Single Source', 'Sole Source', 'Not Applicable'] as const;
export type LimitedType = (typeof limitedTypes)[number];

export const blueprintTypes = ['INFORMAL', 'PLANNED_PROCUREMENT'] as const;
export type BlueprintType = (typeof blueprintTypes)[number];

export const projectPhases = ['Intake', 'Build', 'Source', 'Award', 'Contract'] as const;
export type ProjectPhase = (typeof projectPhases)[number];

export const lvpPreferenceOptions = ['Not Applicable', 'Local Preference', 'Canadian Content'] as const;

/** Negotiation types offered on the details page (not enumerated by the spec; see docs/decisions/). */
export const negotiationTypes = ['None', 'Negotiation', 'Best and Final Offer'] as const;

/** Largest project value and price (000 §5: 0.00 to 1,000,000,000,000.00). */
export const maxProjectAmount = 1_000_000_000_000;

/** Money: at most two decimals, from 0 to the largest project value. */
export const amountSchema = z
  .number()
  .min(0, 'invalidParameter')
  .max(maxProjectAmount, 'invalidParameter')
  .refine((n) => Math.round(n * 100) === Number((n * 100).toFixed(6)), 'invalidParameter');

const text = (max: number) => z.string().trim().max(max);
const id = idSchema();
/** UTC instants travel as ISO strings; null is an empty date. */
const instant = z.iso.datetime({ offset: true }).nullable();

export const projectNumberSchema = z
  .string()
  .trim()
  .max(60)
  .refine(hasNoForbiddenCharacters, 'invalidProjectNumber');

export const meetingSchema = z.object({
  id: id.optional(),
  description: text(500),
  location: text(500),
  date: instant,
  endDate: instant,
  isMandatory: z.boolean(),
  showToPublic: z.boolean(),
});
export type Meeting = z.infer<typeof meetingSchema>;

/** The source's dates (000 §3 Dates), instants in UTC; the rest of tenderInputSchema are settings. */
export const tenderDateFields = [
  'dateAvailable',
  'dateClosing',
  'questionDeadline',
  'registrationDeadline',
  'dateEstimatedAward',
  'dateSentToPurchasing',
  'datePlannedNotice',
  'plannedIssueDate',
  'dateEstimatedAvailability',
  'incompleteQuestionNotificationDate',
] as const;
export type TenderDateField = (typeof tenderDateFields)[number];

/**
 * The source settings and dates a buyer edits (000 §3 Source). Derived values (showSubmitted,
 * unsealManually, status) are not part of the input: the server computes them.
 */
export const tenderInputSchema = z.object({
  name: text(300),
  number: projectNumberSchema,
  scope: text(20000),
  description: text(20000),
  submission: z.union([z.literal(0), z.literal(1)]),
  closingMethod: z.enum(closingMethods),
  resultsDisplay: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]),
  typeId: id.nullable(),
  bidClassification: text(200),
  procurementMethodLimitedType: z.enum(limitedTypes).nullable(),
  procurementMethodLimitedDescription: text(5000),
  // Dates (000 §3 Dates)
  dateAvailable: instant,
  dateClosing: instant,
  questionDeadline: instant,
  registrationDeadline: instant,
  dateEstimatedAward: instant,
  dateSentToPurchasing: instant,
  datePlannedNotice: instant,
  plannedIssueDate: instant,
  dateEstimatedAvailability: instant,
  incompleteQuestionNotificationDate: instant,
  irrevocablePeriodId: id.nullable(),
  meetings: z.array(meetingSchema).max(50),
  // Settings, each with its default (see tenderDefaults)
  hasQuestionDeadline: z.boolean(),
  questionReminderEmailDays: z.number().int().min(0).max(365),
  isCloseQuestionsAfterDeadline: z.boolean(),
  isCloseRegistrationAfterMeetingDate: z.boolean(),
  isRegistrationDisabled: z.boolean(),
  hasIrrevocablePeriod: z.boolean(),
  hasSiteMeetings: z.boolean(),
  isAttendanceTrackingOn: z.boolean(),
  hasTradeAgreements: z.boolean(),
  isSendToSPA: z.boolean(),
  hasCompliancy: z.boolean(),
  evaluations: z.boolean(),
  evaluationsEssential: z.boolean(),
  showPlanTakers: z.boolean(),
  isHideBidMeetings: z.boolean(),
  isHideBidDocuments: z.boolean(),
  isHidePlanTakers: z.boolean(),
  allowMultipleSubmissions: z.boolean(),
  showPurchasingRepsOnPublic: z.boolean(),
  showTeamMembers: z.boolean(),
  showTeamMembersContact: z.boolean(),
  allowFullBidDetailsUrl: z.boolean(),
  allowBidDocumentPreview: z.boolean(),
  publicOpening: z.boolean(),
  publicOpeningAddress: text(1000),
  includeOtherDocument: z.boolean(),
  lvpPreferenceOption: z.enum(lvpPreferenceOptions),
  onlineSubmissionShowNoBid: z.boolean(),
  noBidEmail: text(254),
  hasPromptPayDiscount: z.boolean(),
  openingProcess: text(2000),
  hasFirmPricing: z.boolean(),
  hasWarranty: z.boolean(),
  isTermContract: z.boolean(),
  hasOptionYears: z.boolean(),
  onlineEvaluation: z.boolean(),
  evaluatePerformance: z.boolean(),
});
export type TenderInput = z.infer<typeof tenderInputSchema>;

/** A new source's settings (000 §3 defaults: reminder 7 days, lvp Not Applicable, online submission). */
export const tenderDefaults: TenderInput = {
  name: '',
  number: '',
  scope: '',
  description: '',
  submission: 1,
  closingMethod: 'SEALED',
  resultsDisplay: 1,
  typeId: null,
  bidClassification: '',
  procurementMethodLimitedType: null,
  procurementMethodLimitedDescription: '',
  dateAvailable: null,
  dateClosing: null,
  questionDeadline: null,
  registrationDeadline: null,
  dateEstimatedAward: null,
  dateSentToPurchasing: null,
  datePlannedNotice: null,
  plannedIssueDate: null,
  dateEstimatedAvailability: null,
  incompleteQuestionNotificationDate: null,
  irrevocablePeriodId: null,
  meetings: [],
  hasQuestionDeadline: true,
  questionReminderEmailDays: 7,
  isCloseQuestionsAfterDeadline: true,
  isCloseRegistrationAfterMeetingDate: false,
  isRegistrationDisabled: false,
  hasIrrevocablePeriod: false,
  hasSiteMeetings: false,
  isAttendanceTrackingOn: false,
  hasTradeAgreements: false,
  isSendToSPA: false,
  hasCompliancy: false,
  evaluations: false,
  evaluationsEssential: false,
  showPlanTakers: true,
  isHideBidMeetings: false,
  isHideBidDocuments: false,
  isHidePlanTakers: false,
  allowMultipleSubmissions: false,
  showPurchasingRepsOnPublic: true,
  showTeamMembers: false,
  showTeamMembersContact: false,
  allowFullBidDetailsUrl: true,
  allowBidDocumentPreview: true,
  publicOpening: false,
  publicOpeningAddress: '',
  includeOtherDocument: false,
  lvpPreferenceOption: 'Not Applicable',
  onlineSubmissionShowNoBid: false,
  noBidEmail: '',
  hasPromptPayDiscount: false,
  openingProcess: '',
  hasFirmPricing: false,
  hasWarranty: false,
  isTermContract: false,
  hasOptionYears: false,
  onlineEvaluation: false,
  evaluatePerformance: false,
};

/** The project fields a buyer edits on the details page (000 §3 Project). */
export const projectDetailsSchema = z.object({
  name: text(300),
  number: projectNumberSchema,
  description: text(20000),
  departmentId: id.nullable(),
  divisionId: id.nullable(),
  classification: z.enum(classifications).nullable(),
  categoryIds: z.array(id).max(200),
  commodityCodeIds: z.array(id).max(500),
  projectLeadId: id.nullable(),
  departmentProjectLeadId: id.nullable(),
  negotiationType: z.enum(negotiationTypes).nullable(),
  estimatedAnnualValue: amountSchema.nullable(),
  estimatedValue: amountSchema.nullable(),
  termId: id.nullable(),
  durationMonths: z.number().int().min(0).max(1200).nullable(),
  deliveryTimeframe: text(1000),
  tradeAgreementIds: z.array(id).max(100),
  taxes: text(200),
  priceOnline: amountSchema.nullable(),
  pricePickup: amountSchema.nullable(),
  priceShipping: amountSchema.nullable(),
  internalReferenceNumber: text(100),
  contractNumber: text(100),
  submissionAddress: text(1000),
  linkedProjectId: id.nullable(),
  isCooperative: z.boolean(),
  isLeadAgency: z.boolean(),
  leadAgencyNameId: id.nullable(),
  numberOfAgencies: z.number().int().min(0).max(10000).nullable(),
  participatingAgencies: text(2000),
  hasPromptPayDiscount: z.boolean(),
});
export type ProjectDetails = z.infer<typeof projectDetailsSchema>;

export const projectDetailsDefaults: ProjectDetails = {
  name: '',
  number: '',
  description: '',
  departmentId: null,
  divisionId: null,
  classification: null,
  categoryIds: [],
  commodityCodeIds: [],
  projectLeadId: null,
  departmentProjectLeadId: null,
  negotiationType: null,
  estimatedAnnualValue: null,
  estimatedValue: null,
  termId: null,
  durationMonths: null,
  deliveryTimeframe: '',
  tradeAgreementIds: [],
  taxes: '',
  priceOnline: null,
  pricePickup: null,
  priceShipping: null,
  internalReferenceNumber: '',
  contractNumber: '',
  submissionAddress: '',
  linkedProjectId: null,
  isCooperative: false,
  isLeadAgency: false,
  leadAgencyNameId: null,
  numberOfAgencies: null,
  participatingAgencies: '',
  hasPromptPayDiscount: false,
};

/** POST /Projects: the wizard's choices. The number is generated when left empty and auto-numbering is on. */
export const createProjectSchema = z.object({
  name: text(300).min(1, 'nameRequired'),
  number: projectNumberSchema.optional(),
  procurementMethod: z.enum(procurementMethods),
  type: z.enum(projectTypes).default('SOURCE'),
  isPlanned: z.boolean().default(false),
  blueprint: z.enum(blueprintTypes).nullable().default(null),
  procurementMethodLimitedType: z.enum(limitedTypes).nullable().default(null),
  procurementMethodLimitedDescription: text(5000).default(''),
  templateId: id.nullable().default(null),
  intakeRequestId: id.nullable().default(null),
});
export type CreateProject = z.input<typeof createProjectSchema>;

/** PUT /Projects: the whole editable project, details and its source. */
export const updateProjectSchema = projectDetailsSchema.extend({
  id,
  tender: tenderInputSchema,
  /** The client's last-seen version; a stale save is refused rather than overwriting newer work. */
  version: z.number().int().min(0),
  /** Asked of a published project whose publish date changes: it goes back to In Progress. */
  confirmRepublish: z.boolean().default(false),
  /**
   * 000 §4: the buyer's answer when a published (Open) source's closing date changes: true mails
   * every registered supplier (plan taker) the old and new closing time, false mails nobody.
   * Left out on such a save, the save is refused with the question (409 projectClosingDateNotifyQuestion).
   */
  notifyRegisteredSuppliers: z.boolean().optional(),
});
export type UpdateProject = z.input<typeof updateProjectSchema>;

export const userRefSchema = z.object({ id: z.number().int(), fullName: z.string() });

export const tenderSchema = tenderInputSchema.extend({
  id: z.number().int(),
  status: z.string(),
  showSubmitted: z.boolean(),
  unsealManually: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  meetings: z.array(meetingSchema.extend({ id: z.number().int() })),
});
export type Tender = z.infer<typeof tenderSchema>;

export const projectSchema = projectDetailsSchema.extend({
  id: z.number().int(),
  type: z.enum(projectTypes),
  phase: z.enum(projectPhases),
  status: z.enum(projectStatuses),
  procurementMethod: z.enum(procurementMethods),
  isPlanned: z.boolean(),
  blueprint: z.enum(blueprintTypes).nullable(),
  createdBy: userRefSchema.nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  version: z.number().int(),
  locked: z.boolean(),
  cancelReason: z.string().nullable(),
  terminateReason: z.string().nullable(),
  intakeRequestId: z.number().int().nullable(),
  convertedFromId: z.number().int().nullable(),
  tenders: z.array(tenderSchema),
  /** What the caller may do here (template editing rules of 000 §4, Build edit right). */
  canEdit: z.boolean(),
  allowedActions: z.array(z.string()),
});
export type Project = z.infer<typeof projectSchema>;

/** PUT /Projects/status?projectId&status: the action, with the optional reason of cancel and terminate. */
export const projectStatusBodySchema = z
  .object({
    reason: text(2000).optional(),
    /** Publish: when the publish date lies ahead the project is scheduled instead of opened. */
    schedule: z.boolean().optional(),
    /** Award: the buyer confirmed awarding with no awarded company (000 §4). */
    confirmNoAward: z.boolean().optional(),
  })
  .nullish();
