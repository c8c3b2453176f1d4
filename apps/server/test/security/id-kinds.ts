/**
 * THE place later areas extend: which kind of row each id parameter names, read by the tenant
 * isolation suite from the routes' zod schemas. A new area adds its id names here and its rows
 * in world.ts (buildAgencyWorld); an id name found in no table fails the suite.
 */
/** The kinds of row an id parameter can name. */
export type IdKind =
  | 'customer'
  | 'node'
  | 'user'
  | 'userGroup'
  | 'department'
  | 'division'
  | 'leadAgencyName'
  | 'irrevocablePeriod'
  | 'tenderType'
  | 'term'
  | 'tradeAgreement'
  | 'category'
  | 'commodity'
  | 'submissionTemplate'
  | 'taxType'
  | 'project'
  | 'tender'
  | 'meeting'
  | 'document'
  | 'complianceItem'
  | 'invitation'
  | 'uploadRequirement'
  | 'bond'
  | 'table'
  | 'column'
  | 'row'
  | 'planTaker'
  | 'vendor'
  | 'contact'
  | 'question'
  | 'addendum'
  | 'submission'
  | 'submissionFile'
  | 'exportJob'
  | 'journal'
  | 'journalComment'
  | 'journalDocument'
  | 'task'
  | 'comment'
  | 'projectUser'
  | 'savedSearch'
  | 'intakeRequest'
  | 'intakeDocument'
  | 'email'
  | 'emailTemplate'
  | 'emailDocument'
  | 'award'
  | 'awardException'
  | 'awardApproval'
  | 'approvalWorkflow'
  | 'approvalDocument'
  | 'evaluation'
  | 'evaluationSection'
  | 'evaluationCriterion'
  | 'evaluationMember'
  | 'reviewMeeting'
  | 'contract'
  | 'contractInvitation'
  | 'purchaseOrder'
  | 'contractPoType'
  | 'contractDocument'
  | 'contractDocumentType'
  | 'licence'
  | 'billingPeriod'
  | 'envelope'
  | 'envelopeSigner'
  | 'envelopeDocument'
  | 'envelopeField'
  | 'vendorComment'
  | 'vendorDocument'
  | 'vendorList'
  | 'assessmentGroup'
  | 'performanceTemplate'
  | 'performanceEvaluation'
  | 'performanceDocument'
  | 'performanceStatusLog'
  | 'customReport'
  | 'reportSubscription'
  | 'reportRecipient';

/**
 * THE table later areas extend: an id parameter's name -> the kind of row it names. `id` and
 * `parentId` name the route's own resource, read from `resourceKinds` by the path segment after
 * the tenant prefix (or after the portal's agency). A name missing from both fails the suite.
 */
export const idKinds: Record<string, IdKind> = {
  customerId: 'customer',
  accountCustomerId: 'customer',
  nodeId: 'node',
  tenderNodeId: 'node',
  userId: 'user',
  userIds: 'user',
  projectLeadId: 'user',
  departmentProjectLeadId: 'user',
  createdById: 'user',
  assignedUserIds: 'user',
  groupIds: 'userGroup',
  userGroupId: 'userGroup',
  departmentId: 'department',
  divisionId: 'division',
  leadAgencyNameId: 'leadAgencyName',
  irrevocablePeriodId: 'irrevocablePeriod',
  typeId: 'tenderType',
  termId: 'term',
  tradeAgreementIds: 'tradeAgreement',
  categoryId: 'category',
  categoryIds: 'category',
  commodityCodeIds: 'commodity',
  taxId: 'taxType',
  projectId: 'project',
  linkedProjectId: 'project',
  templateId: 'project',
  intakeRequestId: 'intakeRequest',
  intakeId: 'intakeRequest',
  procurementLeadId: 'user',
  departmentIds: 'department',
  notifyUserIds: 'user',
  emailId: 'email',
  projectUserIds: 'projectUser',
  contactIds: 'contact',
  invitationIds: 'invitation',
  attachmentIds: 'emailDocument',
  tenderId: 'tender',
  tenderToCopyTablesId: 'tender',
  meetingId: 'meeting',
  documentId: 'document',
  tenderComplianceId: 'complianceItem',
  complianceItemId: 'complianceItem',
  vendorInvitationId: 'invitation',
  tenderUploadRequirementId: 'uploadRequirement',
  uploadRequirementId: 'uploadRequirement',
  tenderBondId: 'bond',
  bondId: 'bond',
  tenderTableId: 'table',
  columnId: 'column',
  leftColumnId: 'column',
  rightColumnId: 'column',
  rowId: 'row',
  addedRowIds: 'row',
  planTakerId: 'planTaker',
  vendorId: 'vendor',
  questionIds: 'question',
  addendumId: 'addendum',
  submissionId: 'submission',
  fileId: 'submissionFile',
  exportId: 'exportJob',
  projectJournalId: 'journal',
  projectJournalCommentId: 'journalComment',
  projectJournalDocumentId: 'journalDocument',
  projectTaskId: 'task',
  projectUserId: 'projectUser',
  savedSearchId: 'savedSearch',
  awardExceptionId: 'awardException',
  approvalId: 'awardApproval',
  workflowId: 'approvalWorkflow',
  evaluationId: 'evaluation',
  sectionId: 'evaluationSection',
  criterionId: 'evaluationCriterion',
  memberId: 'evaluationMember',
  reviewMeetingId: 'reviewMeeting',
  contractId: 'contract',
  contractVendorInvitationId: 'contractInvitation',
  purchaseOrderId: 'purchaseOrder',
  poTypeId: 'contractPoType',
  licenseId: 'licence',
  sigId: 'envelope',
  envelopeDocumentId: 'envelopeDocument',
  fieldId: 'envelopeField',
  contractDocumentId: 'contractDocument',
  signerId: 'envelopeSigner',
  licensedCustomerId: 'customer',
  vendorCommentId: 'vendorComment',
  vendorIds: 'vendor',
  vendorListId: 'vendorList',
  listId: 'vendorList',
  assessmentGroupId: 'assessmentGroup',
  performanceTemplateId: 'performanceTemplate',
  performanceEvaluationId: 'performanceEvaluation',
  evaluatorId: 'user',
  projectLeadManagerId: 'user',
  purchasingManagerId: 'user',
  directorId: 'user',
};

/** Id names that mean another kind under one resource: an approval's own documents. */
export const scopedIdKinds: Record<string, Record<string, IdKind>> = {
  Awards: { documentId: 'approvalDocument', documentIds: 'approvalDocument' },
  approvals: { documentId: 'approvalDocument' },
  Contract: {
    documentId: 'contractDocument',
    documentIds: 'contractDocument',
    typeId: 'contractDocumentType',
  },
  Contracts: { documentId: 'envelopeDocument' },
  esignature: { documentId: 'envelopeDocument', envelopeId: 'envelope' },
  vendor: { documentId: 'vendorDocument' },
  VendorDocuments: { documentId: 'vendorDocument' },
  PerformanceEvaluationGeneralInput: { documentId: 'performanceDocument' },
  PerformanceEvaluations: { documentId: 'performanceDocument' },
  intake: { documentId: 'intakeDocument', documentIds: 'intakeDocument' },
  Emails: { templateId: 'emailTemplate', documentId: 'emailDocument' },
};

/**
 * What `id` (and `parentId`) name on each resource path: its first segment, or its first two
 * where one resource holds several kinds of row.
 */
export const resourceKinds: Record<string, IdKind> = {
  Users: 'user',
  UserGroups: 'userGroup',
  Departments: 'department',
  Divisions: 'division',
  LeadAgencyName: 'leadAgencyName',
  IrrevocablePeriods: 'irrevocablePeriod',
  TenderType: 'tenderType',
  Term: 'term',
  TradeAgreement: 'tradeAgreement',
  Category: 'category',
  CommodityCategories: 'commodity',
  OnlineSubmissionTemplate: 'submissionTemplate',
  ShoppingCart: 'taxType',
  Projects: 'project',
  SavedSearchCriteria: 'savedSearch',
  projectUsers: 'projectUser',
  ProjectJournals: 'journal',
  ProjectTask: 'task',
  TenderCompliance: 'complianceItem',
  VendorInvitations: 'invitation',
  TenderUploadRequirements: 'uploadRequirement',
  TenderBonds: 'bond',
  TenderTables: 'table',
  TenderTableColumns: 'table',
  TenderTableRows: 'table',
  TenderTableRowColumns: 'table',
  Submissions: 'submission',
  submissions: 'submission',
  VendorQuestions: 'question',
  plantakers: 'planTaker',
  Contacts: 'contact',
  Awards: 'award',
  AwardExceptions: 'awardException',
  ContractPOTypes: 'contractPoType',
  InsuranceTypes: 'contractDocumentType',
  ContractBondsDocumentTypes: 'contractDocumentType',
  ContractVendorDocumentTypes: 'contractDocumentType',
  ContractCategories: 'contractDocumentType',
  Vendors: 'vendor',
  vendor: 'vendorDocument',
  VendorLists: 'vendorList',
  PerformanceVendorStatusLogs: 'performanceStatusLog',
  intake: 'intakeRequest',
  // Under /Report the second segment says what `id` names.
  'Report/Scheduled': 'reportSubscription',
  'Report/Recipient': 'reportRecipient',
  'Report/CustomProject': 'customReport',
  'Report/DownloadCustomProject': 'customReport',
  'Report/GetCustomProjectUri': 'customReport',
  'Report/RefreshCustomProject': 'customReport',
};

/** A nested `id` under a body field names that field's kind (`tender.meetings.0.id`). */
export const nestedIdKinds: Record<string, IdKind> = {
  meetings: 'meeting',
  columns: 'column',
  rows: 'row',
  billingPeriods: 'billingPeriod',
};

/** Ids that exist in no agency: in the integer range, and beyond it (which must answer a 4xx). */
export const missingIds = [987_654_321, 1_234_567_890, 2_147_483_000];
export const outOfRangeIds = [2_147_483_648, 9_007_199_254_740_991];
export const missingExportIds = ['0123456789abcdef0123456789abcdef', 'ffffffffffffffffffffffffffffffff'];
