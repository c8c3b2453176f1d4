import type {
  LimitedType,
  lvpPreferenceOptions,
  negotiationTypes,
  ProcurementMethod,
  ProjectPhase,
  ProjectStatus,
  ProjectType,
} from '@procura/contract';
import type { UiKey } from '../../platform/i18n/ui-en.ts';

/** The interface text of each enumeration value the contract defines (statuses, methods, ...). */

export const statusLabelKeys: Record<ProjectStatus, UiKey> = {
  Design_Mode_Pending: 'projectStatusDesign',
  Request_for_Approval: 'projectStatusPendingApproval',
  Open_Scheduled: 'projectStatusScheduled',
  Open: 'projectStatusPublished',
  Planned: 'projectStatusPlanned',
  Upcoming: 'projectStatusUpcoming',
  Unofficial_Results: 'projectStatusClosedUnofficial',
  Closed: 'projectStatusClosed',
  Awarded: 'projectStatusAwarded',
  Cancelled: 'projectStatusCancelled',
  Terminated: 'projectStatusTerminated',
  Archived: 'projectStatusArchived',
  Template: 'projectStatusTemplate',
};

export const methodLabelKeys: Record<ProcurementMethod, UiKey> = {
  Public: 'methodPublic',
  Prequalification: 'methodPrequalification',
  Private: 'methodPrivate',
  Limited: 'methodLimited',
  Informal: 'methodInformal',
};

export const limitedTypeLabelKeys: Record<LimitedType, UiKey> = {
  Emergency: 'limitedTypeEmergency',
  'Single Source': 'limitedTypeSingleSource',
  'Sole Source': 'limitedTypeSoleSource',
  'Not Applicable': 'limitedTypeNotApplicable',
};

export const negotiationTypeLabelKeys: Record<(typeof negotiationTypes)[number], UiKey> = {
  None: 'negotiationNone',
  Negotiation: 'negotiationNegotiation',
  'Best and Final Offer': 'negotiationBestAndFinal',
};

export const lvpLabelKeys: Record<(typeof lvpPreferenceOptions)[number], UiKey> = {
  'Not Applicable': 'lvpNotApplicable',
  'Local Preference': 'lvpLocalPreference',
  'Canadian Content': 'lvpCanadianContent',
};

export const phaseLabelKeys: Record<ProjectPhase, UiKey> = {
  Intake: 'phaseIntake',
  Build: 'phaseBuild',
  Source: 'phaseSource',
  Award: 'phaseAward',
  Contract: 'phaseContract',
};

export const typeLabelKeys: Record<ProjectType, UiKey> = {
  SOURCE: 'projectTypeSource',
  CONTRACT: 'projectTypeContract',
  SOURCE_CONTRACT: 'projectTypeSourceContract',
  TEMPLATE: 'projectTypeTemplate',
};

/** Badge colours by how far along a project is. */
export const statusColors: Record<ProjectStatus, string> = {
  Design_Mode_Pending: 'gray',
  Request_for_Approval: 'yellow',
  Open_Scheduled: 'cyan',
  Open: 'green',
  Planned: 'grape',
  Upcoming: 'grape',
  Unofficial_Results: 'orange',
  Closed: 'dark',
  Awarded: 'teal',
  Cancelled: 'red',
  Terminated: 'red',
  Archived: 'gray',
  Template: 'blue',
};

/** The label of each publish checklist item (contract checklist.ts), mostly its field's label. */
export const checklistItemLabelKeys: Record<string, UiKey> = {
  name: 'projectNameLabel',
  number: 'projectNumberLabel',
  description: 'projectDescriptionLabel',
  department: 'departmentLabel',
  division: 'divisionLabel',
  categories: 'categoriesLabel',
  classification: 'classificationLabel',
  procurementLead: 'procurementLeadLabel',
  submissionAddress: 'submissionAddressLabel',
  term: 'termLabel',
  complianceItems: 'checklistComplianceItems',
  documents: 'checklistDocuments',
  deliveryTimeframe: 'deliveryTimeframeLabel',
  estimatedValue: 'estimatedValueLabel',
  leadAgencyName: 'leadAgencyNameLabel',
  numberOfAgencies: 'numberOfAgenciesLabel',
  participatingAgencies: 'participatingAgenciesLabel',
  negotiationType: 'negotiationTypeLabel',
  tradeAgreements: 'tradeAgreementsLabel',
  durationMonths: 'durationMonthsLabel',
  priceOnline: 'priceOnlineLabel',
  pricePickup: 'pricePickupLabel',
  priceShipping: 'priceShippingLabel',
  publicOpeningAddress: 'settingPublicOpeningAddress',
  commodityCodes: 'commodityCodesLabel',
  procurementMethodLimitedType: 'limitedTypeLabel',
  procurementJustification: 'limitedJustificationLabel',
  invitedSupplier: 'checklistInvitedSupplier',
  noBidEmail: 'settingNoBidEmail',
  publishDate: 'datePublish',
  closingDate: 'dateClosing',
  questionDeadline: 'dateQuestionDeadline',
  registrationDeadline: 'dateRegistrationDeadline',
  estimatedAward: 'dateEstimatedAward',
  estimatedAvailability: 'dateEstimatedAvailability',
  incompleteQuestionNotification: 'dateIncompleteQuestionNotification',
  meetings: 'datesMeetings',
  documentUploads: 'checklistDocumentUploads',
  instructions: 'checklistInstructions',
  questions: 'checklistQuestions',
  references: 'checklistReferences',
  scheduleOfPrices: 'checklistScheduleOfPrices',
  specifications: 'checklistSpecifications',
  subcontractors: 'checklistSubcontractors',
  termsText: 'checklistTermsText',
  bondTitle: 'checklistBondTitle',
  digitalBond: 'checklistDigitalBond',
  onlineFormOrUpload: 'checklistOnlineFormOrUpload',
};
