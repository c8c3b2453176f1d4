/**
 * The publish checklist (000 §5 Project: "before publishing, these must be present, as applicable").
 * One pure function that the server runs before publishing and the web shows on the publish page,
 * each missing item naming the Build page that fixes it.
 */
import { z } from 'zod';
import type { MessageKey } from '../messages/catalogue.ts';
import { isValidEmail } from '../validation/email.ts';
import { type ProjectDateField, type ProjectDates, projectDateProblems } from './dates.ts';
import { isBlankRichText, type RequirementFacts, sectionPaths } from './requirements.ts';
import type { ProcurementMethod, ProjectDetails, TenderInput } from './schemas.ts';

export const buildPages = [
  'settings',
  'details',
  'documents',
  'compliance',
  'invitations',
  'dates',
  'publish',
  'submission-requirements',
] as const;
export type BuildPage = (typeof buildPages)[number];

export type ChecklistItem = {
  /** What is missing, as a stable identifier the web labels. */
  item: string;
  /** The catalogue key of the message that says what to fix. */
  key: MessageKey;
  page: BuildPage;
  /** The field on that page, when there is one. */
  field?: string;
};

export const checklistItemSchema = z.object({
  item: z.string(),
  key: z.string(),
  page: z.enum(buildPages),
  field: z.string().optional(),
});

/** What the checklist reads: the project's details, its source, and counts of its parts. */
export type ChecklistFacts = {
  procurementMethod: ProcurementMethod;
  isPlanned: boolean;
  details: ProjectDetails;
  tender: Pick<
    TenderInput,
    | 'submission'
    | 'hasCompliancy'
    | 'hasTradeAgreements'
    | 'isTermContract'
    | 'publicOpening'
    | 'publicOpeningAddress'
    | 'onlineSubmissionShowNoBid'
    | 'noBidEmail'
    | 'procurementMethodLimitedType'
    | 'procurementMethodLimitedDescription'
    | 'isHideBidDocuments'
    | 'hasQuestionDeadline'
    | 'hasSiteMeetings'
    | 'meetings'
    | 'dateAvailable'
    | 'dateClosing'
    | 'questionDeadline'
    | 'registrationDeadline'
    | 'dateEstimatedAward'
    | 'dateEstimatedAvailability'
    | 'incompleteQuestionNotificationDate'
  >;
  documents: number;
  complianceItems: number;
  invitations: number;
  /** Project prices apply when the agency charges for bid documents (any price entered counts as charging). */
  chargesForDocuments?: boolean;
  requirements: RequirementFacts;
};

/** The submission-requirement items of 000 §5, each pointing at its section's subpage. */
function requirementItems(facts: ChecklistFacts): { item: string; field: string }[] {
  const r = facts.requirements;
  const included = (section: keyof typeof sectionPaths) => r.sections[section]?.isIncluded === true;
  const missing: { item: string; field: string }[] = [];
  const need = (item: string, section: keyof typeof sectionPaths) =>
    missing.push({ item, field: sectionPaths[section] });
  if (included('Documents') && r.uploadRequirements === 0) need('documentUploads', 'Documents');
  if (included('Instructions') && isBlankRichText(r.texts.Instructions)) need('instructions', 'Instructions');
  if (included('Questions') && !r.forms.Questions) need('questions', 'Questions');
  if (included('References') && !r.forms.References) need('references', 'References');
  if (included('Prices') && !r.forms.Prices) need('scheduleOfPrices', 'Prices');
  if (included('Specifications') && !r.forms.Specifications) need('specifications', 'Specifications');
  if (included('Subcontractors') && !r.forms.Subcontractors) need('subcontractors', 'Subcontractors');
  if (included('Terms') && isBlankRichText(r.texts.Terms)) need('termsText', 'Terms');
  if (included('Security') && r.bondTitle.trim() === '') need('bondTitle', 'Security');
  if (included('Security') && r.allowDigitalBonds && r.bonds === 0) need('digitalBond', 'Security');
  const forms = Object.values(r.forms).reduce((total, n) => total + (n ?? 0), 0);
  if (facts.tender.submission === 1 && forms + r.uploadRequirements === 0) {
    missing.push({ item: 'onlineFormOrUpload', field: '' });
  }
  return missing;
}

const blank = (value: string | null | undefined) => (value ?? '').trim() === '';
const toDate = (value: string | null) => (value === null ? null : new Date(value));

const dateFieldPage: Record<string, { item: string; field: string }> = {
  publish: { item: 'publishDate', field: 'dateAvailable' },
  closing: { item: 'closingDate', field: 'dateClosing' },
  questionDeadline: { item: 'questionDeadline', field: 'questionDeadline' },
  registrationDeadline: { item: 'registrationDeadline', field: 'registrationDeadline' },
  estimatedAward: { item: 'estimatedAward', field: 'dateEstimatedAward' },
  estimatedAvailability: { item: 'estimatedAvailability', field: 'dateEstimatedAvailability' },
  incompleteQuestionNotification: {
    item: 'incompleteQuestionNotification',
    field: 'incompleteQuestionNotificationDate',
  },
};

function dateItem(field: ProjectDateField): { item: string; field: string } {
  const known = dateFieldPage[field];
  if (known) return known;
  return { item: field.startsWith('meetings.') ? field : 'meetings', field };
}

type DatedTender = Pick<
  TenderInput,
  | 'hasQuestionDeadline'
  | 'hasSiteMeetings'
  | 'meetings'
  | 'dateAvailable'
  | 'dateClosing'
  | 'questionDeadline'
  | 'registrationDeadline'
  | 'dateEstimatedAward'
  | 'dateEstimatedAvailability'
  | 'incompleteQuestionNotificationDate'
>;

/** A source's dates as the date rules read them (instants; null when empty). */
export function projectDatesOf(t: DatedTender): ProjectDates {
  return {
    publish: toDate(t.dateAvailable),
    closing: toDate(t.dateClosing),
    questionDeadline: toDate(t.questionDeadline),
    registrationDeadline: toDate(t.registrationDeadline),
    estimatedAward: toDate(t.dateEstimatedAward),
    estimatedAvailability: toDate(t.dateEstimatedAvailability),
    incompleteQuestionNotification: toDate(t.incompleteQuestionNotificationDate),
    hasQuestionDeadline: t.hasQuestionDeadline,
    hasSiteMeetings: t.hasSiteMeetings,
    meetings: t.meetings.map((m) => ({ date: toDate(m.date), description: m.description })),
  };
}

/** Every item missing before `facts` may be published at `now`, in the order of 000 §5. */
export function publishChecklist(facts: ChecklistFacts, now: Date): ChecklistItem[] {
  const { details: d, tender: t } = facts;
  const missing: ChecklistItem[] = [];
  const need = (item: string, page: BuildPage, field?: string) =>
    missing.push(
      field === undefined
        ? { item, key: 'publishMissingItem', page }
        : { item, key: 'publishMissingItem', page, field },
    );

  if (blank(d.name)) need('name', 'details', 'name');
  if (blank(d.number)) need('number', 'details', 'number');
  if (blank(d.description)) need('description', 'details', 'description');
  if (d.departmentId === null) need('department', 'details', 'departmentId');
  if (d.divisionId === null) need('division', 'details', 'divisionId');
  if (d.categoryIds.length === 0) need('categories', 'details', 'categoryIds');
  if (d.classification === null) need('classification', 'details', 'classification');
  if (d.projectLeadId === null) need('procurementLead', 'details', 'projectLeadId');
  if (t.submission === 0 && blank(d.submissionAddress))
    need('submissionAddress', 'details', 'submissionAddress');
  if (t.isTermContract && d.termId === null) need('term', 'details', 'termId');
  if (t.hasCompliancy && facts.complianceItems === 0) need('complianceItems', 'compliance');
  if (!t.isHideBidDocuments && facts.documents === 0) need('documents', 'documents');
  // A planned notice takes no bids, so it has nothing for suppliers to hand in yet.
  for (const { item, field } of facts.isPlanned ? [] : requirementItems(facts)) {
    need(item, 'submission-requirements', field === '' ? undefined : field);
  }
  if (d.classification === 'Goods' && blank(d.deliveryTimeframe)) {
    need('deliveryTimeframe', 'details', 'deliveryTimeframe');
  }
  if (d.estimatedValue === null) need('estimatedValue', 'details', 'estimatedValue');
  if (d.isCooperative) {
    if (!d.isLeadAgency && d.leadAgencyNameId === null) need('leadAgencyName', 'details', 'leadAgencyNameId');
    if (d.numberOfAgencies === null) need('numberOfAgencies', 'details', 'numberOfAgencies');
    if (blank(d.participatingAgencies)) need('participatingAgencies', 'details', 'participatingAgencies');
  }
  if (facts.procurementMethod === 'Limited' && d.negotiationType === null) {
    need('negotiationType', 'details', 'negotiationType');
  }
  if (t.hasTradeAgreements && d.tradeAgreementIds.length === 0) {
    need('tradeAgreements', 'details', 'tradeAgreementIds');
  }
  if (t.isTermContract && d.durationMonths === null) need('durationMonths', 'details', 'durationMonths');
  if (facts.chargesForDocuments) {
    if (d.priceOnline === null) need('priceOnline', 'details', 'priceOnline');
    if (d.pricePickup === null) need('pricePickup', 'details', 'pricePickup');
    if (d.priceShipping === null) need('priceShipping', 'details', 'priceShipping');
  }
  if (t.publicOpening && blank(t.publicOpeningAddress)) {
    need('publicOpeningAddress', 'settings', 'publicOpeningAddress');
  }
  if (facts.isPlanned === false && d.commodityCodeIds.length === 0 && t.hasTradeAgreements) {
    need('commodityCodes', 'details', 'commodityCodeIds');
  }
  if (facts.procurementMethod === 'Limited') {
    if (t.procurementMethodLimitedType === null) {
      need('procurementMethodLimitedType', 'settings', 'procurementMethodLimitedType');
    }
    if (blank(t.procurementMethodLimitedDescription)) {
      need('procurementJustification', 'settings', 'procurementMethodLimitedDescription');
    }
  }
  if (facts.procurementMethod === 'Private' && facts.invitations === 0)
    need('invitedSupplier', 'invitations');
  if (t.onlineSubmissionShowNoBid && !isValidEmail(t.noBidEmail))
    need('noBidEmail', 'settings', 'noBidEmail');

  if (!facts.isPlanned) {
    if (t.dateAvailable === null) need('publishDate', 'dates', 'dateAvailable');
    if (t.dateClosing === null) need('closingDate', 'dates', 'dateClosing');
  }
  // A notice of planned procurement announces; it takes no questions or bids, so no date rules bind it.
  const problems = facts.isPlanned ? [] : projectDateProblems(projectDatesOf(t), now);
  for (const problem of problems) {
    const { item, field } = dateItem(problem.field);
    missing.push({ item, key: problem.key, page: 'dates', field });
  }
  return missing;
}
