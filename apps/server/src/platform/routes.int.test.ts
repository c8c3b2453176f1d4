import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, databaseKinds, jsonHeaders, signIn, type TestApp } from '../../test/harness.ts';

/**
 * The route inventory: every route declares its access (public, session, tenant with its
 * permission, or supplier: who may call it and in which agency) and whether it can answer sealed
 * bid content; the list below is the reviewed record. A new route fails here until it is added.
 */
const expectedRoutes = [
  'DELETE /api/v1/customer/:customerId/node/:nodeId/AwardExceptions tenant control-panel:act',
  'GET /api/v1/customer/:customerId/node/:nodeId/AwardExceptions tenant',
  'GET /api/v1/customer/:customerId/node/:nodeId/AwardExceptions/All tenant',
  'POST /api/v1/customer/:customerId/node/:nodeId/AwardExceptions tenant control-panel:act',
  'PUT /api/v1/customer/:customerId/node/:nodeId/AwardExceptions tenant control-panel:act',
  'GET /api/v1/customer/:customerId/node/:nodeId/Awards tenant project.award:view',
  'POST /api/v1/customer/:customerId/node/:nodeId/Awards tenant project.award:act',
  'PUT /api/v1/customer/:customerId/node/:nodeId/Awards tenant project.award:act',
  'DELETE /api/v1/customer/:customerId/node/:nodeId/Awards tenant project.award:act',
  'GET /api/v1/customer/:customerId/node/:nodeId/Awards/AwardPhaseStatus tenant project.award:view',
  'GET /api/v1/customer/:customerId/node/:nodeId/Awards/approvals tenant project.award:view',
  'POST /api/v1/customer/:customerId/node/:nodeId/Awards/approvals tenant project.award:act',
  'GET /api/v1/customer/:customerId/node/:nodeId/Awards/approvals/:approvalId tenant project.award:view',
  'PUT /api/v1/customer/:customerId/node/:nodeId/Awards/approvals/:approvalId tenant project.award:act',
  'DELETE /api/v1/customer/:customerId/node/:nodeId/Awards/approvals/:approvalId tenant project.award:act',
  'POST /api/v1/customer/:customerId/node/:nodeId/Awards/approvals/:approvalId/documents tenant project.award:act',
  'GET /api/v1/customer/:customerId/node/:nodeId/Awards/approvals/:approvalId/documents/:documentId tenant project.award:view',
  'DELETE /api/v1/customer/:customerId/node/:nodeId/Awards/approvals/:approvalId/documents/:documentId tenant project.award:act',
  'POST /api/v1/customer/:customerId/node/:nodeId/Awards/approvals/:approvalId/summary-report tenant project.award:act',
  'GET /api/v1/customer/:customerId/node/:nodeId/Awards/approvals/:approvalId/download-report tenant project.award:view',
  'POST /api/v1/customer/:customerId/node/:nodeId/Awards/approvals/:approvalId/send tenant project.award:act',
  'PUT /api/v1/customer/:customerId/node/:nodeId/Awards/approvals/:approvalId/status tenant project.award:act',
  'POST /api/v1/customer/:customerId/node/:nodeId/Awards/approvals/:approvalId/approver/:workflowId/Resend tenant project.award:act',
  'POST /api/v1/customer/:customerId/node/:nodeId/Awards/approvals/:approvalId/approver/:workflowId/StatusReset tenant project.award:act',
  'POST /api/v1/customer/:customerId/node/:nodeId/Awards/approvals/:approvalId/workflow tenant project.award:act',
  'PUT /api/v1/customer/:customerId/node/:nodeId/Awards/approvals/:approvalId/workflow tenant project.award:act',
  'POST /api/v1/customer/:customerId/node/:nodeId/Awards/approvals/:approvalId/workflow/re-order tenant project.award:act',
  'DELETE /api/v1/customer/:customerId/node/:nodeId/Awards/approvals/:approvalId/workflow/:workflowId tenant project.award:act',
  'DELETE /api/v1/customer/:customerId/node/:nodeId/Evaluations/:evaluationId/Criteria/:criterionId tenant project.evaluate:act',
  'DELETE /api/v1/customer/:customerId/node/:nodeId/Evaluations/:evaluationId/Meetings/:reviewMeetingId tenant project.evaluate:act',
  'DELETE /api/v1/customer/:customerId/node/:nodeId/Evaluations/:evaluationId/Sections/:sectionId tenant project.evaluate:act',
  'DELETE /api/v1/customer/:customerId/node/:nodeId/Evaluations/:evaluationId/Team/:memberId tenant project.evaluate:act',
  'GET /api/v1/customer/:customerId/node/:nodeId/Evaluations tenant project.evaluate:view',
  'GET /api/v1/customer/:customerId/node/:nodeId/Evaluations/:evaluationId/Consensus tenant project.evaluate:view sealed',
  'GET /api/v1/customer/:customerId/node/:nodeId/Evaluations/:evaluationId/Consensus/Export tenant project.evaluate:view sealed',
  'GET /api/v1/customer/:customerId/node/:nodeId/Evaluations/:evaluationId/Suppliers tenant project.evaluate:view',
  'GET /api/v1/customer/:customerId/node/:nodeId/Evaluator/Evaluations tenant',
  'GET /api/v1/customer/:customerId/node/:nodeId/Evaluator/Evaluations/:evaluationId tenant',
  'POST /api/v1/customer/:customerId/node/:nodeId/Evaluations tenant project.evaluate:act',
  'POST /api/v1/customer/:customerId/node/:nodeId/Evaluations/:evaluationId/Criteria tenant project.evaluate:act',
  'POST /api/v1/customer/:customerId/node/:nodeId/Evaluations/:evaluationId/Meetings tenant project.evaluate:act',
  'POST /api/v1/customer/:customerId/node/:nodeId/Evaluations/:evaluationId/Sections tenant project.evaluate:act',
  'POST /api/v1/customer/:customerId/node/:nodeId/Evaluations/:evaluationId/Team tenant project.evaluate:act',
  'POST /api/v1/customer/:customerId/node/:nodeId/Evaluator/Evaluations/:evaluationId/Conflict tenant',
  'POST /api/v1/customer/:customerId/node/:nodeId/Evaluator/Evaluations/:evaluationId/Nda tenant',
  'POST /api/v1/customer/:customerId/node/:nodeId/Evaluator/Evaluations/:evaluationId/Submit tenant',
  'PUT /api/v1/customer/:customerId/node/:nodeId/Evaluations/:evaluationId tenant project.evaluate:act',
  'PUT /api/v1/customer/:customerId/node/:nodeId/Evaluations/:evaluationId/Criteria/:criterionId tenant project.evaluate:act',
  'PUT /api/v1/customer/:customerId/node/:nodeId/Evaluations/:evaluationId/Meetings/:reviewMeetingId tenant project.evaluate:act',
  'PUT /api/v1/customer/:customerId/node/:nodeId/Evaluations/:evaluationId/Sections/:sectionId tenant project.evaluate:act',
  'PUT /api/v1/customer/:customerId/node/:nodeId/Evaluations/:evaluationId/Status tenant project.evaluate:act',
  'PUT /api/v1/customer/:customerId/node/:nodeId/Evaluations/:evaluationId/Suppliers/:submissionId tenant project.evaluate:act',
  'PUT /api/v1/customer/:customerId/node/:nodeId/Evaluator/Evaluations/:evaluationId/Scores tenant',
  'POST /api/v1/approvals/:approvalId/approver/:workflowId public',
  'GET /api/v1/approvals/:approvalId/approver/:workflowId approver',
  'POST /api/v1/approvals/:approvalId/approver/:workflowId/status approver',
  'GET /api/v1/approvals/:approvalId/approver/:workflowId/documents/download/all approver',
  'GET /api/v1/approvals/:approvalId/approver/:workflowId/documents/:documentId/download approver',
  'GET /api/v1/approvals/:approvalId/approver/:workflowId/documents/:documentId/preview approver',
  'GET /api/v1/customer/:customerId/node/:nodeId/awards/summary tenant project.award:view',
  'GET /api/v1/customer/:customerId/node/:nodeId/Submissions/Awarded tenant project.award:view',
  'DELETE /api/v1/customer/:customerId/node/:nodeId/Category tenant control-panel:act',
  'DELETE /api/v1/customer/:customerId/node/:nodeId/CommodityCategories tenant control-panel:act',
  'DELETE /api/v1/customer/:customerId/node/:nodeId/IrrevocablePeriods tenant control-panel:act',
  'DELETE /api/v1/customer/:customerId/node/:nodeId/LeadAgencyName tenant control-panel:act',
  'DELETE /api/v1/customer/:customerId/node/:nodeId/OnlineSubmissionTemplate tenant control-panel:act',
  'DELETE /api/v1/customer/:customerId/node/:nodeId/TenderType tenant control-panel:act',
  'DELETE /api/v1/customer/:customerId/node/:nodeId/Term tenant control-panel:act',
  'DELETE /api/v1/customer/:customerId/node/:nodeId/TradeAgreement tenant control-panel:act',
  'GET /api/v1/customer/:customerId/node/:nodeId/Category tenant',
  'GET /api/v1/customer/:customerId/node/:nodeId/CommodityCategories tenant',
  'GET /api/v1/customer/:customerId/node/:nodeId/CustomerSsoSaml tenant control-panel.sso-settings:view',
  'GET /api/v1/customer/:customerId/node/:nodeId/IrrevocablePeriods tenant',
  'GET /api/v1/customer/:customerId/node/:nodeId/IrrevocablePeriods/All tenant',
  'GET /api/v1/customer/:customerId/node/:nodeId/Languages tenant',
  'GET /api/v1/customer/:customerId/node/:nodeId/LeadAgencyName tenant',
  'GET /api/v1/customer/:customerId/node/:nodeId/LeadAgencyName/All tenant',
  'GET /api/v1/customer/:customerId/node/:nodeId/OnlineSubmissionTemplate/All tenant',
  'GET /api/v1/customer/:customerId/node/:nodeId/OnlineSubmissionTemplate/Search tenant',
  'GET /api/v1/customer/:customerId/node/:nodeId/Resources tenant',
  'GET /api/v1/customer/:customerId/node/:nodeId/TenderNodes tenant',
  'GET /api/v1/customer/:customerId/node/:nodeId/TenderType tenant',
  'GET /api/v1/customer/:customerId/node/:nodeId/TenderType/All tenant',
  'GET /api/v1/customer/:customerId/node/:nodeId/Term tenant',
  'GET /api/v1/customer/:customerId/node/:nodeId/Term/All tenant',
  'GET /api/v1/customer/:customerId/node/:nodeId/Term/Search tenant',
  'GET /api/v1/customer/:customerId/node/:nodeId/TimeZones tenant',
  'GET /api/v1/customer/:customerId/node/:nodeId/TradeAgreement tenant',
  'GET /api/v1/customer/:customerId/node/:nodeId/TradeAgreement/All tenant',
  'GET /api/v1/customer/:customerId/node/:nodeId/TradeAgreement/SPAAll tenant',
  'GET /api/v1/customer/:customerId/node/:nodeId/customer/:accountCustomerId tenant control-panel:view',
  'GET /api/v1/sso/metadata public',
  'GET /api/v1/sso/ssoStart public',
  'POST /api/v1/customer/:customerId/node/:nodeId/Category tenant control-panel:act',
  'POST /api/v1/customer/:customerId/node/:nodeId/CommodityCategories tenant control-panel:act',
  'POST /api/v1/customer/:customerId/node/:nodeId/CustomerSsoSaml/Metadata tenant control-panel.sso-settings:act',
  'POST /api/v1/customer/:customerId/node/:nodeId/IrrevocablePeriods tenant control-panel:act',
  'POST /api/v1/customer/:customerId/node/:nodeId/LeadAgencyName tenant control-panel:act',
  'POST /api/v1/customer/:customerId/node/:nodeId/OnlineSubmissionTemplate tenant control-panel:act',
  'POST /api/v1/customer/:customerId/node/:nodeId/TenderType tenant control-panel:act',
  'POST /api/v1/customer/:customerId/node/:nodeId/Term tenant control-panel:act',
  'POST /api/v1/customer/:customerId/node/:nodeId/TradeAgreement tenant control-panel:act',
  'POST /api/v1/sso/acs public cross-site',
  'PUT /api/v1/customer/:customerId/node/:nodeId/Category tenant control-panel:act',
  'PUT /api/v1/customer/:customerId/node/:nodeId/CommodityCategories tenant control-panel:act',
  'PUT /api/v1/customer/:customerId/node/:nodeId/CustomerSsoSaml tenant control-panel.sso-settings:act',
  'PUT /api/v1/customer/:customerId/node/:nodeId/IrrevocablePeriods tenant control-panel:act',
  'PUT /api/v1/customer/:customerId/node/:nodeId/LeadAgencyName tenant control-panel:act',
  'PUT /api/v1/customer/:customerId/node/:nodeId/OnlineSubmissionTemplate tenant control-panel:act',
  'PUT /api/v1/customer/:customerId/node/:nodeId/Resources tenant control-panel:act',
  'PUT /api/v1/customer/:customerId/node/:nodeId/TenderNodes tenant control-panel:act',
  'PUT /api/v1/customer/:customerId/node/:nodeId/TenderType tenant control-panel:act',
  'PUT /api/v1/customer/:customerId/node/:nodeId/Term tenant control-panel:act',
  'PUT /api/v1/customer/:customerId/node/:nodeId/TradeAgreement tenant control-panel:act',
  'PUT /api/v1/customer/:customerId/node/:nodeId/customer/:accountCustomerId tenant control-panel:act',
  'GET /healthz public',
  'POST /api/v1/login/loginType public',
  'POST /api/v1/login public',
  'POST /api/v1/login/validate session',
  'POST /api/v1/login/signoff session',
  'POST /api/v1/login/switchAgency session',
  'GET /api/v1/Utilities/RefreshSession session',
  'GET /api/v1/customer/All session',
  'POST /api/v1/auth/forgot-password public',
  'POST /api/v1/auth/verify-email public',
  'POST /api/v1/auth/change-forgotten-password public',
  'GET /api/v1/customer/:customerId session',
  'GET /api/v1/customer/:customerId/node/:nodeId/CustomerNode tenant',
  'GET /api/v1/customer/:customerId/node/:nodeId/Tenders/TenderNode tenant',
  'GET /api/v1/customer/:customerId/node/:nodeId/Hosts tenant',
  'GET /api/v1/customer/:customerId/node/:nodeId/RoutePermissions/All tenant',
  'GET /api/v1/customer/:customerId/node/:nodeId/Permissions/All tenant',
  'GET /api/v1/customer/:customerId/node/:nodeId/Users tenant team:view',
  'POST /api/v1/customer/:customerId/node/:nodeId/Users tenant team:act',
  'PUT /api/v1/customer/:customerId/node/:nodeId/Users tenant team:act',
  'PUT /api/v1/customer/:customerId/node/:nodeId/Users/:id/teamMember tenant',
  'PUT /api/v1/customer/:customerId/node/:nodeId/Users/Unlock tenant team:act',
  'PUT /api/v1/customer/:customerId/node/:nodeId/Users/Status tenant team:act',
  'DELETE /api/v1/customer/:customerId/node/:nodeId/Users tenant team:act',
  'POST /api/v1/customer/:customerId/node/:nodeId/Users/Upload tenant',
  'GET /api/v1/customer/:customerId/node/:nodeId/Users/Avatar tenant',
  'GET /api/v1/customer/:customerId/node/:nodeId/UserGroups tenant',
  'POST /api/v1/customer/:customerId/node/:nodeId/UserGroups tenant team:act',
  'PUT /api/v1/customer/:customerId/node/:nodeId/UserGroups tenant team:act',
  'DELETE /api/v1/customer/:customerId/node/:nodeId/UserGroups tenant team:act',
  'POST /api/v1/customer/:customerId/node/:nodeId/UserGroups/Users tenant team:act',
  'DELETE /api/v1/customer/:customerId/node/:nodeId/UserGroups/Users tenant team:act',
  'GET /api/v1/customer/:customerId/node/:nodeId/Departments tenant',
  'GET /api/v1/customer/:customerId/node/:nodeId/Departments/All tenant',
  'POST /api/v1/customer/:customerId/node/:nodeId/Departments tenant control-panel:act',
  'PUT /api/v1/customer/:customerId/node/:nodeId/Departments/UpdateName tenant control-panel:act',
  'DELETE /api/v1/customer/:customerId/node/:nodeId/Departments tenant control-panel:act',
  'GET /api/v1/customer/:customerId/node/:nodeId/Divisions tenant',
  'POST /api/v1/customer/:customerId/node/:nodeId/Divisions tenant control-panel:act',
  'PUT /api/v1/customer/:customerId/node/:nodeId/Divisions tenant control-panel:act',
  'DELETE /api/v1/customer/:customerId/node/:nodeId/Divisions tenant control-panel:act',
  'GET /api/v1/customer/:customerId/node/:nodeId/Projects tenant project:view',
  'POST /api/v1/customer/:customerId/node/:nodeId/Projects tenant projects.new:act',
  'PUT /api/v1/customer/:customerId/node/:nodeId/Projects tenant project.build:act',
  'PUT /api/v1/customer/:customerId/node/:nodeId/Projects/status tenant project.build:act',
  'GET /api/v1/customer/:customerId/node/:nodeId/Projects/Checklist tenant project.build:view',
  'DELETE /api/v1/customer/:customerId/node/:nodeId/Projects tenant project.build:act',
  'POST /api/v1/customer/:customerId/node/:nodeId/Projects/Copy tenant projects:view',
  'POST /api/v1/customer/:customerId/node/:nodeId/Projects/Convert tenant projects.new:act',
  'GET /api/v1/customer/:customerId/node/:nodeId/Projects/Templates tenant projects:view',
  'POST /api/v1/customer/:customerId/node/:nodeId/Projects/Search tenant projects:view',
  'POST /api/v1/customer/:customerId/node/:nodeId/Projects/Search/Export tenant projects:view',
  'GET /api/v1/customer/:customerId/node/:nodeId/Projects/ProjectDropdown tenant projects:view',
  'GET /api/v1/customer/:customerId/node/:nodeId/Projects/ProjectsProperties tenant projects:view',
  'GET /api/v1/customer/:customerId/node/:nodeId/Projects/Share tenant project:view',
  'GET /api/v1/customer/:customerId/node/:nodeId/Projects/HTML tenant project:view',
  'GET /api/v1/customer/:customerId/node/:nodeId/Projects/WebDemo tenant project:view',
  'GET /api/v1/customer/:customerId/node/:nodeId/Projects/Preview tenant project:view',
  'GET /api/v1/customer/:customerId/node/:nodeId/plantakers tenant project.source:view',
  'POST /api/v1/customer/:customerId/node/:nodeId/plantakers tenant project.source:act',
  'PUT /api/v1/customer/:customerId/node/:nodeId/plantakers tenant project.source:act',
  'GET /api/v1/customer/:customerId/node/:nodeId/plantakers/Export tenant project.source:view',
  'GET /api/v1/customer/:customerId/node/:nodeId/Meetings/Attendance tenant project.source:view',
  'PUT /api/v1/customer/:customerId/node/:nodeId/Meetings/Attendance tenant project.source:act',
  'GET /api/v1/customer/:customerId/node/:nodeId/SignInSheet tenant project.source:view',
  'GET /api/v1/portal/:agency public',
  'GET /api/v1/portal/:agency/Categories public',
  'GET /api/v1/portal/:agency/Opportunities public',
  'GET /api/v1/portal/:agency/Opportunities/:projectId public',
  'POST /api/v1/portal/:agency/Opportunities/:projectId/Register supplier',
  'GET /api/v1/portal/:agency/MyOpportunities supplier',
  'GET /api/v1/portal/:agency/Opportunities/:projectId/Documents/:documentId supplier',
  'GET /api/v1/portal/:agency/Opportunities/:projectId/Addenda/:addendumId supplier',
  'GET /api/v1/public/opportunities/:customerId/:projectId public',
  'GET /api/v1/customer/:customerId/node/:nodeId/SavedSearchCriteria tenant projects:view',
  'POST /api/v1/customer/:customerId/node/:nodeId/SavedSearchCriteria tenant projects:view',
  'DELETE /api/v1/customer/:customerId/node/:nodeId/SavedSearchCriteria tenant projects:view',
  // Project team, journal, tasks, comments and activity feed (issue 4)
  'GET /api/v1/customer/:customerId/node/:nodeId/projectRoles tenant',
  'GET /api/v1/customer/:customerId/node/:nodeId/projectUsers tenant project:view',
  'GET /api/v1/customer/:customerId/node/:nodeId/projectUsers/Assignable tenant project:view',
  'POST /api/v1/customer/:customerId/node/:nodeId/projectUsers tenant project.build:act',
  'PUT /api/v1/customer/:customerId/node/:nodeId/projectUsers tenant project:view',
  'DELETE /api/v1/customer/:customerId/node/:nodeId/projectUsers tenant project.build:act',
  'GET /api/v1/customer/:customerId/node/:nodeId/ProjectJournals/All tenant project:view',
  'POST /api/v1/customer/:customerId/node/:nodeId/ProjectJournals tenant project:act',
  'PUT /api/v1/customer/:customerId/node/:nodeId/ProjectJournals tenant project:act',
  'POST /api/v1/customer/:customerId/node/:nodeId/ProjectJournals/Pinned tenant project:act',
  'DELETE /api/v1/customer/:customerId/node/:nodeId/ProjectJournals tenant project:act',
  'POST /api/v1/customer/:customerId/node/:nodeId/ProjectJournalComments tenant project:act',
  'DELETE /api/v1/customer/:customerId/node/:nodeId/ProjectJournalComments tenant project:act',
  'POST /api/v1/customer/:customerId/node/:nodeId/ProjectJournalDocuments tenant project:act',
  'GET /api/v1/customer/:customerId/node/:nodeId/ProjectJournalDocuments/Download tenant project:view',
  'DELETE /api/v1/customer/:customerId/node/:nodeId/ProjectJournalDocuments tenant project:act',
  'GET /api/v1/customer/:customerId/node/:nodeId/ProjectTask tenant project:view',
  'GET /api/v1/customer/:customerId/node/:nodeId/ProjectTask/GetByUser tenant project:view',
  'POST /api/v1/customer/:customerId/node/:nodeId/ProjectTask tenant project:act',
  'PUT /api/v1/customer/:customerId/node/:nodeId/ProjectTask tenant project:act',
  'DELETE /api/v1/customer/:customerId/node/:nodeId/ProjectTask tenant project:act',
  'GET /api/v1/customer/:customerId/node/:nodeId/ProjectComments tenant project:view',
  'GET /api/v1/customer/:customerId/node/:nodeId/ProjectComments/Dashboard tenant project:view',
  'POST /api/v1/customer/:customerId/node/:nodeId/ProjectComments tenant project:act',
  'GET /api/v1/customer/:customerId/node/:nodeId/AuditEvents/ActivityAggregates tenant project:view',
  'GET /api/v1/customer/:customerId/node/:nodeId/AuditEvents/Search tenant project:view',
  'GET /api/v1/customer/:customerId/node/:nodeId/AuditEvents/Export tenant project:view',
  'PUT /api/v1/customer/:customerId/node/:nodeId/AuditEvents/Clear tenant project.build:act',
  'GET /api/v1/customer/:customerId/node/:nodeId/Documents/SearchByTender tenant project.build:view',
  'GET /api/v1/customer/:customerId/node/:nodeId/Documents/Download tenant project.build:view',
  'POST /api/v1/customer/:customerId/node/:nodeId/Documents tenant project.build:act',
  'PUT /api/v1/customer/:customerId/node/:nodeId/Documents tenant project.build:act',
  'DELETE /api/v1/customer/:customerId/node/:nodeId/Documents tenant project.build:act',
  'PUT /api/v1/customer/:customerId/node/:nodeId/Documents/SortOrder tenant project.build:act',
  'GET /api/v1/customer/:customerId/node/:nodeId/TenderCompliance tenant project.build:view',
  'POST /api/v1/customer/:customerId/node/:nodeId/TenderCompliance tenant project.build:act',
  'PUT /api/v1/customer/:customerId/node/:nodeId/TenderCompliance tenant project.build:act',
  'DELETE /api/v1/customer/:customerId/node/:nodeId/TenderCompliance tenant project.build:act',
  'PUT /api/v1/customer/:customerId/node/:nodeId/TenderCompliance/SortOrder tenant project.build:act',
  'GET /api/v1/customer/:customerId/node/:nodeId/Submissions tenant project.source:view sealed',
  'POST /api/v1/customer/:customerId/node/:nodeId/Submissions/Unseal tenant project.source:act',
  'POST /api/v1/customer/:customerId/node/:nodeId/Submissions/HardCopy tenant project.source:act',
  'GET /api/v1/customer/:customerId/node/:nodeId/Submissions/Compliance tenant project.source:view sealed',
  'GET /api/v1/customer/:customerId/node/:nodeId/Submissions/:id tenant project.source:view sealed',
  'GET /api/v1/customer/:customerId/node/:nodeId/Submissions/:id/Files/:fileId tenant project.source:view sealed',
  'PUT /api/v1/customer/:customerId/node/:nodeId/Submissions/:id/Comments tenant project.source:act',
  'PUT /api/v1/customer/:customerId/node/:nodeId/Submissions/:id/Compliance tenant project.source:act',
  'PUT /api/v1/customer/:customerId/node/:nodeId/submissions/withdraw/:id tenant project.source:act',
  'DELETE /api/v1/customer/:customerId/node/:nodeId/plantakers/HardCopySubmission tenant project.source:act',
  'GET /api/v1/customer/:customerId/node/:nodeId/Exports/OpeningSheet tenant project.source:view sealed',
  'GET /api/v1/customer/:customerId/node/:nodeId/Exports/BidAnalysis tenant project.source:view sealed',
  'GET /api/v1/customer/:customerId/node/:nodeId/Exports/Compliance tenant project.source:view sealed',
  'GET /api/v1/customer/:customerId/node/:nodeId/Exports/NoBid tenant project.source:view',
  'GET /api/v1/customer/:customerId/node/:nodeId/Exports/SupplierActivity tenant project.source:view',
  'GET /api/v1/customer/:customerId/node/:nodeId/Exports/ProjectSummary tenant project.source:view',
  'GET /api/v1/customer/:customerId/node/:nodeId/Exports/CompletedSubmission tenant project.source:view sealed',
  'POST /api/v1/customer/:customerId/node/:nodeId/Exports/CompletedSubmissionsAll tenant project.source:view',
  'GET /api/v1/customer/:customerId/node/:nodeId/Exports/CompletedSubmissionsAll tenant project.source:view',
  'GET /api/v1/customer/:customerId/node/:nodeId/Exports/CompletedSubmissionsAll/Download tenant project.source:view sealed',
  'GET /api/v1/customer/:customerId/node/:nodeId/VendorQuestions tenant project.source:view',
  'POST /api/v1/customer/:customerId/node/:nodeId/VendorQuestions tenant project.source:act',
  'PUT /api/v1/customer/:customerId/node/:nodeId/VendorQuestions tenant project.source:act',
  'POST /api/v1/customer/:customerId/node/:nodeId/Exports/VendorQuestions tenant project.source:view',
  'GET /api/v1/portal/:agency/Opportunities/:projectId/Questions supplier',
  'POST /api/v1/portal/:agency/Opportunities/:projectId/Questions supplier',
  'GET /api/v1/customer/:customerId/node/:nodeId/Addenda tenant project.source:view',
  'POST /api/v1/customer/:customerId/node/:nodeId/Addenda tenant project.source:act',
  'POST /api/v1/customer/:customerId/node/:nodeId/Addenda/FromQuestions tenant project.source:act',
  'GET /api/v1/customer/:customerId/node/:nodeId/Addenda/Download tenant project.source:view',
  'GET /api/v1/customer/:customerId/node/:nodeId/VendorInvitations tenant project.build:view',
  'GET /api/v1/customer/:customerId/node/:nodeId/VendorInvitations/LookupEmailInvitee tenant project.build:view',
  'POST /api/v1/customer/:customerId/node/:nodeId/VendorInvitations tenant project.build:act',
  'PUT /api/v1/customer/:customerId/node/:nodeId/VendorInvitations tenant project.build:act',
  'DELETE /api/v1/customer/:customerId/node/:nodeId/VendorInvitations tenant project.build:act',
  'GET /api/v1/customer/:customerId/node/:nodeId/TenderRequirements tenant project.build:view',
  'PUT /api/v1/customer/:customerId/node/:nodeId/TenderRequirements tenant project.build:act',
  'POST /api/v1/customer/:customerId/node/:nodeId/TenderRequirements/Unlock tenant project.build:act',
  'GET /api/v1/customer/:customerId/node/:nodeId/TenderUploadRequirements tenant project.build:view',
  'POST /api/v1/customer/:customerId/node/:nodeId/TenderUploadRequirements tenant project.build:act',
  'PUT /api/v1/customer/:customerId/node/:nodeId/TenderUploadRequirements tenant project.build:act',
  'DELETE /api/v1/customer/:customerId/node/:nodeId/TenderUploadRequirements tenant project.build:act',
  'PUT /api/v1/customer/:customerId/node/:nodeId/TenderUploadRequirements/SortOrder tenant project.build:act',
  'GET /api/v1/customer/:customerId/node/:nodeId/TenderBonds tenant project.build:view',
  'POST /api/v1/customer/:customerId/node/:nodeId/TenderBonds tenant project.build:act',
  'PUT /api/v1/customer/:customerId/node/:nodeId/TenderBonds tenant project.build:act',
  'DELETE /api/v1/customer/:customerId/node/:nodeId/TenderBonds tenant project.build:act',
  'PUT /api/v1/customer/:customerId/node/:nodeId/TenderBonds/SortOrder tenant project.build:act',
  'GET /api/v1/customer/:customerId/node/:nodeId/TenderTables tenant project.build:view',
  'PUT /api/v1/customer/:customerId/node/:nodeId/TenderTables tenant project.build:act',
  'DELETE /api/v1/customer/:customerId/node/:nodeId/TenderTables tenant project.build:act',
  'PUT /api/v1/customer/:customerId/node/:nodeId/TenderTables/SortOrder tenant project.build:act',
  'POST /api/v1/customer/:customerId/node/:nodeId/TenderTables/Copy/:id tenant project.build:act',
  'POST /api/v1/customer/:customerId/node/:nodeId/TenderTables/CopyAll tenant project.build:act',
  'GET /api/v1/customer/:customerId/node/:nodeId/TenderTables/Search tenant project.build:view',
  'GET /api/v1/customer/:customerId/node/:nodeId/TenderTables/Summary tenant project.build:view',
  'GET /api/v1/customer/:customerId/node/:nodeId/TenderTableColumns/:id tenant project.build:view',
  'GET /api/v1/customer/:customerId/node/:nodeId/TenderTableRows/:id tenant project.build:view',
  'GET /api/v1/customer/:customerId/node/:nodeId/TenderTableRowColumns/:id tenant project.build:view',
  'GET /api/v1/customer/:customerId/node/:nodeId/ShoppingCart/Taxes tenant project.build:view',
  'GET /api/v1/customer/:customerId/node/:nodeId/ShoppingCart/Tax tenant project.build:view',
  'POST /api/v1/customer/:customerId/node/:nodeId/ShoppingCart/Taxes tenant control-panel:act',
  'PUT /api/v1/customer/:customerId/node/:nodeId/ShoppingCart/Taxes tenant control-panel:act',
  'DELETE /api/v1/customer/:customerId/node/:nodeId/ShoppingCart/Taxes tenant control-panel:act',
  'POST /api/v1/portal/:agency/Register public',
  'POST /api/v1/portal/:agency/Register/Verify public',
  'POST /api/v1/portal/:agency/Register/Resend public',
  'POST /api/v1/portal/:agency/SignIn public',
  'POST /api/v1/portal/:agency/SignOut supplier',
  'GET /api/v1/portal/:agency/Session supplier',
  'POST /api/v1/portal/:agency/PasswordReset public',
  'POST /api/v1/portal/:agency/PasswordReset/Confirm public',
  'PUT /api/v1/portal/:agency/Password supplier',
  'GET /api/v1/portal/:agency/Profile supplier',
  'PUT /api/v1/portal/:agency/Profile supplier',
  'POST /api/v1/portal/:agency/Contacts supplier',
  'PUT /api/v1/portal/:agency/Contacts/:id supplier',
  'DELETE /api/v1/portal/:agency/Contacts/:id supplier',
  'GET /api/v1/customer/:customerId/node/:nodeId/Vendors tenant suppliers:view',
  'GET /api/v1/features public',
  'POST /features/update session',
  'GET /api/v1/portal/:agency/Opportunities/:projectId/Bid supplier sealed',
  'PUT /api/v1/portal/:agency/Opportunities/:projectId/Bid supplier sealed',
  'POST /api/v1/portal/:agency/Opportunities/:projectId/Bid/Files supplier',
  'DELETE /api/v1/portal/:agency/Opportunities/:projectId/Bid/Files/:fileId supplier',
  'POST /api/v1/portal/:agency/Opportunities/:projectId/Bid/Submit supplier',
  'GET /api/v1/portal/:agency/Opportunities/:projectId/Bid/Receipt/:submissionId supplier',
  'POST /api/v1/portal/:agency/Opportunities/:projectId/Bid/Withdraw/:submissionId supplier',
  'POST /api/v1/portal/:agency/Opportunities/:projectId/NoBid supplier',
];

describe.each(databaseKinds())('route table, documentation and protocol rules on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('lists every route with its access, and only the reviewed ones', () => {
    const actual = t.routes.map((r) => {
      const access = r.access;
      const suffix =
        access?.kind === 'tenant' && access.route
          ? ` ${access.route}:${access.need}`
          : access?.kind === 'public' && access.crossSite
            ? ' cross-site'
            : '';
      return `${r.method} ${r.url} ${access?.kind ?? 'NONE'}${suffix}${r.sealed ? ' sealed' : ''}`;
    });
    expect(actual.sort()).toEqual([...expectedRoutes].sort());
    const sealed = actual.filter((line) => line.endsWith(' sealed')).length;
    console.info(
      `route inventory: ${actual.length} routes, ${sealed} can answer sealed content, 0 undeclared`,
    );
  });

  it('refuses to start with a route that declares no access', async () => {
    const { buildApp } = await import('../app.ts');
    const built = await buildApp({ config: t.ctx.config, db: t.database.db, logger: false });
    expect(() => built.app.get('/api/v1/unguarded', async () => 'x')).toThrow(/declares no access/);
    await built.app.close();
  });

  it('serves OpenAPI 3 at /api/docs/json listing every route, and the UI at /api/docs', async () => {
    const json = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(json.statusCode).toBe(200);
    const doc = json.json() as { openapi: string; paths: Record<string, Record<string, unknown>> };
    expect(doc.openapi).toMatch(/^3\./);
    for (const route of t.routes.filter((r) => r.url !== '/healthz')) {
      const path = route.url.replace(/:(\w+)/g, '{$1}');
      expect(doc.paths[path]?.[route.method.toLowerCase()], `${route.method} ${path}`).toBeDefined();
    }
    const ui = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect([200, 302]).toContain(ui.statusCode);
  });

  it('matches paths case-insensitively and keeps parameter values', async () => {
    const { cookie, info } = await signIn(t, 'admin@demo.procura.local');
    const lower = await t.app.inject({
      method: 'GET',
      url: `/API/V1/customer/${info.customer.id}/NODE/${info.tenderNode.id}/users?limit=2`,
      headers: { cookie },
    });
    expect(lower.statusCode).toBe(200);
    expect(lower.json().data.userDTO.count).toBe(2);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/v1/LOGIN/LOGINTYPE',
          headers: jsonHeaders,
          payload: { domain: 'demo' },
        })
      ).statusCode,
    ).toBe(200);
  });

  it("answers unknown API paths with 404 'Not Found'", async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/NoSuchThing' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual(['Not Found']);
    expect(response.headers['x-message-keys']).toBe('notFound');
  });

  it('answers in French when asked, falling back to English otherwise', async () => {
    const ask = (language: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/login/loginType',
        headers: { ...jsonHeaders, 'accept-language': language },
        payload: { domain: 'nowhere' },
      });
    expect((await ask('fr-CA,fr;q=0.9')).json()).toEqual(['Courriel ou domaine non valide.']);
    expect((await ask('de-DE')).json()).toEqual(['Invalid email or domain.']);
  });

  it('wraps lists in the envelope with values and count', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/features' });
    const body = response.json();
    expect(Object.keys(body)).toEqual(['data']);
    expect(body.data.featureDTO.count).toBe(body.data.featureDTO.values.length);
  });
});
