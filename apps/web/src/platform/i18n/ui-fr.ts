import { uiApproverFr } from './ui-approver-fr.ts';
import { uiAwardApprovalsFr } from './ui-award-approvals-fr.ts';
import { uiAwardsFr } from './ui-awards-fr.ts';
import { uiBidsFr } from './ui-bids-fr.ts';
import { uiBuildFr } from './ui-build-fr.ts';
import { uiCollaborationFr } from './ui-collaboration-fr.ts';
import { uiCommonFr } from './ui-common-fr.ts';
import { uiContractBuilderFr } from './ui-contract-builder-fr.ts';
import { uiContractsFr } from './ui-contracts-fr.ts';
import { uiControlPanelFr } from './ui-control-panel-fr.ts';
import { uiDashboardFr } from './ui-dashboard-fr.ts';
import { uiEditorFr } from './ui-editor-fr.ts';
import { uiEmailFr } from './ui-email-fr.ts';
import { uiEmailSettingsFr } from './ui-email-settings-fr.ts';
import type { UiKey } from './ui-en.ts';
import { uiEnvelopesFr } from './ui-envelopes-fr.ts';
import { uiEvaluationsFr } from './ui-evaluations-fr.ts';
import { uiEvaluatorFr } from './ui-evaluator-fr.ts';
import { uiExportsFr } from './ui-exports-fr.ts';
import { uiFormsFr } from './ui-forms-fr.ts';
import { uiIntakeFr } from './ui-intake-fr.ts';
import { uiIntakePublicFr } from './ui-intake-public-fr.ts';
import { uiMessagesFr } from './ui-messages-fr.ts';
import { uiPerformanceDashboardFr } from './ui-performance-dashboard-fr.ts';
import { uiPerformanceFr } from './ui-performance-fr.ts';
import { uiPerformanceSettingsFr } from './ui-performance-settings-fr.ts';
import { uiPerformanceWarningsFr } from './ui-performance-warnings-fr.ts';
import { uiPortalFr } from './ui-portal-fr.ts';
import { uiProjectsFr } from './ui-projects-fr.ts';
import { uiQuestionsFr } from './ui-questions-fr.ts';
import { uiReportCentreFr } from './ui-report-centre-fr.ts';
import { uiReportsFr } from './ui-reports-fr.ts';
import { uiRequirementsFr } from './ui-requirements-fr.ts';
import { uiSnapshotFr } from './ui-snapshot-fr.ts';
import { uiSourcingFr } from './ui-sourcing-fr.ts';
import { uiSubmissionsFr } from './ui-submissions-fr.ts';
import { uiSupplierAccountFr } from './ui-supplier-account-fr.ts';
import { uiTeamFr } from './ui-team-fr.ts';
import { uiVendorListsFr } from './ui-vendor-lists-fr.ts';
import { uiVendorsFr } from './ui-vendors-fr.ts';

/** French texts of the interface; the type makes a missing key a type error, not an English gap. */
export const uiFr: Record<UiKey, string> = {
  ...uiCommonFr,
  ...uiTeamFr,
  ...uiControlPanelFr,
  ...uiProjectsFr,
  ...uiCollaborationFr,
  ...uiBuildFr,
  ...uiFormsFr,
  ...uiSubmissionsFr,
  ...uiExportsFr,
  ...uiBidsFr,
  ...uiQuestionsFr,
  ...uiSupplierAccountFr,
  ...uiPortalFr,
  ...uiSourcingFr,
  ...uiEditorFr,
  ...uiRequirementsFr,
  ...uiAwardsFr,
  ...uiAwardApprovalsFr,
  ...uiApproverFr,
  ...uiEvaluationsFr,
  ...uiEvaluatorFr,
  ...uiContractsFr,
  ...uiContractBuilderFr,
  ...uiEnvelopesFr,
  ...uiSnapshotFr,
  ...uiDashboardFr,
  ...uiVendorsFr,
  ...uiVendorListsFr,
  ...uiPerformanceFr,
  ...uiPerformanceSettingsFr,
  ...uiPerformanceDashboardFr,
  ...uiPerformanceWarningsFr,
  ...uiIntakeFr,
  ...uiIntakePublicFr,
  ...uiEmailFr,
  ...uiEmailSettingsFr,
  ...uiMessagesFr,
  ...uiReportsFr,
  ...uiReportCentreFr,
};
