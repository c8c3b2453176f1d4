import { uiApproverEn } from './ui-approver-en.ts';
import { uiAwardApprovalsEn } from './ui-award-approvals-en.ts';
import { uiAwardsEn } from './ui-awards-en.ts';
import { uiBidsEn } from './ui-bids-en.ts';
import { uiBuildEn } from './ui-build-en.ts';
import { uiCollaborationEn } from './ui-collaboration-en.ts';
import { uiCommonEn } from './ui-common-en.ts';
import { uiContractBuilderEn } from './ui-contract-builder-en.ts';
import { uiContractsEn } from './ui-contracts-en.ts';
import { uiControlPanelEn } from './ui-control-panel-en.ts';
import { uiDashboardEn } from './ui-dashboard-en.ts';
import { uiEditorEn } from './ui-editor-en.ts';
import { uiEmailEn } from './ui-email-en.ts';
import { uiEmailSettingsEn } from './ui-email-settings-en.ts';
import { uiEnvelopesEn } from './ui-envelopes-en.ts';
import { uiEvaluationsEn } from './ui-evaluations-en.ts';
import { uiEvaluatorEn } from './ui-evaluator-en.ts';
import { uiExportsEn } from './ui-exports-en.ts';
import { uiFormsEn } from './ui-forms-en.ts';
import { uiIntakeEn } from './ui-intake-en.ts';
import { uiIntakePublicEn } from './ui-intake-public-en.ts';
import { uiMessagesEn } from './ui-messages-en.ts';
import { uiPerformanceDashboardEn } from './ui-performance-dashboard-en.ts';
import { uiPerformanceEn } from './ui-performance-en.ts';
import { uiPerformanceSettingsEn } from './ui-performance-settings-en.ts';
import { uiPerformanceWarningsEn } from './ui-performance-warnings-en.ts';
import { uiPortalEn } from './ui-portal-en.ts';
import { uiProjectsEn } from './ui-projects-en.ts';
import { uiQuestionsEn } from './ui-questions-en.ts';
import { uiReportCentreEn } from './ui-report-centre-en.ts';
import { uiReportsEn } from './ui-reports-en.ts';
import { uiRequirementsEn } from './ui-requirements-en.ts';
import { uiSnapshotEn } from './ui-snapshot-en.ts';
import { uiSourcingEn } from './ui-sourcing-en.ts';
import { uiSubmissionsEn } from './ui-submissions-en.ts';
import { uiSupplierAccountEn } from './ui-supplier-account-en.ts';
import { uiTeamEn } from './ui-team-en.ts';
import { uiVendorListsEn } from './ui-vendor-lists-en.ts';
import { uiVendorsEn } from './ui-vendors-en.ts';

/**
 * English texts of the interface. Server messages are not here: they come from the contract's
 * catalogue, which i18n/index.ts merges in. Placeholders use `{name}`, as the catalogue does.
 */
export const uiEn = {
  ...uiCommonEn,
  ...uiTeamEn,
  ...uiControlPanelEn,
  ...uiProjectsEn,
  ...uiCollaborationEn,
  ...uiBuildEn,
  ...uiFormsEn,
  ...uiSubmissionsEn,
  ...uiExportsEn,
  ...uiBidsEn,
  ...uiQuestionsEn,
  ...uiSupplierAccountEn,
  ...uiPortalEn,
  ...uiSourcingEn,
  ...uiEditorEn,
  ...uiRequirementsEn,
  ...uiAwardsEn,
  ...uiAwardApprovalsEn,
  ...uiApproverEn,
  ...uiEvaluationsEn,
  ...uiEvaluatorEn,
  ...uiContractsEn,
  ...uiContractBuilderEn,
  ...uiEnvelopesEn,
  ...uiSnapshotEn,
  ...uiDashboardEn,
  ...uiVendorsEn,
  ...uiVendorListsEn,
  ...uiPerformanceEn,
  ...uiPerformanceSettingsEn,
  ...uiPerformanceDashboardEn,
  ...uiPerformanceWarningsEn,
  ...uiIntakeEn,
  ...uiIntakePublicEn,
  ...uiEmailEn,
  ...uiEmailSettingsEn,
  ...uiMessagesEn,
  ...uiReportsEn,
  ...uiReportCentreEn,
} as const;

export type UiKey = keyof typeof uiEn;
