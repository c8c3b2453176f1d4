import { Navigate, Route, Routes } from 'react-router';
import { FeatureGate } from '../platform/access/feature-gate.tsx';
import { RouteGuard } from '../platform/access/route-guard.tsx';
import { loadAreaTexts } from '../platform/i18n/index.ts';
import { lazyPage } from '../ui/lazy-page.tsx';
import { loadAppLayout } from './layout/load-app-layout.ts';
import { RequireSession } from './require-session.tsx';

// Each page is its own chunk (decision 210), so the login page loads only the login page. The
// session gate stays in the entry: the session check starts at once, not after a chunk.
const fullScreen = { fullScreen: true };

const LoginPage = lazyPage(
  () => import('../features/auth/pages/login-page.tsx').then((m) => m.LoginPage),
  fullScreen,
);
const MaintenanceLandingPage = lazyPage(
  () => import('../features/auth/pages/maintenance-landing-page.tsx').then((m) => m.MaintenanceLandingPage),
  fullScreen,
);
const ResetPasswordPage = lazyPage(
  () => import('../features/auth/pages/reset-password-page.tsx').then((m) => m.ResetPasswordPage),
  fullScreen,
);
// The portal and the signed-in frame bring every area's texts with them (decision 212).
const PortalRoutes = lazyPage(
  () => Promise.all([import('./portal-routes.tsx'), loadAreaTexts()]).then(([m]) => m.PortalRoutes),
  fullScreen,
);
// The award approver's page (issue 8 §4): public, with its texts, which are area texts.
const ApproverPage = lazyPage(
  () =>
    Promise.all([
      import('../features/award-approvals/approver/pages/approver-page.tsx'),
      loadAreaTexts(),
    ]).then(([m]) => m.ApproverPage),
  fullScreen,
);
// The e-signature signing page (issue 9 §3): public like the approver's, with its texts.
const SigningPage = lazyPage(
  () =>
    Promise.all([
      import('../features/contract-builder/signing/pages/signing-page.tsx'),
      loadAreaTexts(),
    ]).then(([m]) => m.SigningPage),
  fullScreen,
);
// The public intake form (issue 24 §1): no session, its texts with it.
const IntakeRequestPage = lazyPage(
  () =>
    Promise.all([import('../features/intake/public/pages/intake-request-page.tsx'), loadAreaTexts()]).then(
      ([m]) => m.IntakeRequestPage,
    ),
  fullScreen,
);
const AppLayout = lazyPage(loadAppLayout, fullScreen);

const DashboardPage = lazyPage(() =>
  import('../features/dashboard/pages/dashboard-page.tsx').then((m) => m.DashboardPage),
);
const ProjectSearchPage = lazyPage(() =>
  import('../features/projects/pages/project-search-page.tsx').then((m) => m.ProjectSearchPage),
);
const ProjectWizardPage = lazyPage(() =>
  import('../features/projects/pages/project-wizard-page.tsx').then((m) => m.ProjectWizardPage),
);
const ProjectShell = lazyPage(() =>
  import('../features/project-workspace/pages/project-shell.tsx').then((m) => m.ProjectShell),
);
const SupplierDirectoryPage = lazyPage(() =>
  import('../features/vendors/pages/supplier-directory-page.tsx').then((m) => m.SupplierDirectoryPage),
);
const SupplierProfilePage = lazyPage(() =>
  import('../features/vendors/pages/supplier-profile-page.tsx').then((m) => m.SupplierProfilePage),
);
const PerformanceEvaluationPage = lazyPage(() =>
  import('../features/performance/evaluations/evaluation-page.tsx').then((m) => m.EvaluationPage),
);
const TeamListPage = lazyPage(() =>
  import('../features/team/pages/team-list-page.tsx').then((m) => m.TeamListPage),
);
const TeamMemberPage = lazyPage(() =>
  import('../features/team/pages/team-member-page.tsx').then((m) => m.TeamMemberPage),
);
const AddTeamMemberPage = lazyPage(() =>
  import('../features/team/pages/add-team-member-page.tsx').then((m) => m.AddTeamMemberPage),
);
const GroupsPage = lazyPage(() => import('../features/team/pages/groups-page.tsx').then((m) => m.GroupsPage));
const GroupPage = lazyPage(() => import('../features/team/pages/group-page.tsx').then((m) => m.GroupPage));
const ControlPanelPage = lazyPage(() =>
  import('../features/control-panel/pages/control-panel-page.tsx').then((m) => m.ControlPanelPage),
);
const AccountInformationPage = lazyPage(() =>
  import('../features/control-panel/pages/account-information-page.tsx').then(
    (m) => m.AccountInformationPage,
  ),
);
const ProjectSettingsPage = lazyPage(() =>
  import('../features/control-panel/pages/project-settings-page.tsx').then((m) => m.ProjectSettingsPage),
);
const DropdownSettingsPage = lazyPage(() =>
  import('../features/control-panel/pages/dropdown-settings-page.tsx').then((m) => m.DropdownSettingsPage),
);
const ContractSettingsPage = lazyPage(() =>
  import('../features/control-panel/pages/contract-settings-page.tsx').then((m) => m.ContractSettingsPage),
);
const SystemContentPage = lazyPage(() =>
  import('../features/control-panel/pages/system-content-page.tsx').then((m) => m.SystemContentPage),
);
const LibraryContentPage = lazyPage(() =>
  import('../features/control-panel/pages/library-content-page.tsx').then((m) => m.LibraryContentPage),
);
const SsoSettingsPage = lazyPage(() =>
  import('../features/control-panel/pages/sso-settings-page.tsx').then((m) => m.SsoSettingsPage),
);
const EvaluationSettingsPage = lazyPage(() =>
  import('../features/performance/settings/pages/evaluation-settings-page.tsx').then(
    (m) => m.EvaluationSettingsPage,
  ),
);
const SupplierPerformanceSettingsPage = lazyPage(() =>
  import('../features/performance/settings/pages/supplier-performance-settings-page.tsx').then(
    (m) => m.SupplierPerformanceSettingsPage,
  ),
);
const IntakeSettingsPage = lazyPage(() =>
  import('../features/intake/settings/pages/intake-settings-page.tsx').then((m) => m.IntakeSettingsPage),
);
const IntakeRequestViewPage = lazyPage(() =>
  import('../features/intake/requests/pages/intake-request-view-page.tsx').then(
    (m) => m.IntakeRequestViewPage,
  ),
);
const EmailNotificationsPage = lazyPage(() =>
  import('../features/email/templates/pages/email-notifications-page.tsx').then(
    (m) => m.EmailNotificationsPage,
  ),
);
const MessageCentrePage = lazyPage(() =>
  import('../features/messages/pages/message-centre-page.tsx').then((m) => m.MessageCentrePage),
);
const ReportLibraryPage = lazyPage(() =>
  import('../features/reports/pages/report-library-page.tsx').then((m) => m.ReportLibraryPage),
);
const ReportCentrePage = lazyPage(() =>
  import('../features/reports/centre/pages/report-centre-page.tsx').then((m) => m.ReportCentrePage),
);
const ContractBuilderDashboardPage = lazyPage(() =>
  import('../features/contract-builder/licences/pages/contract-builder-dashboard-page.tsx').then(
    (m) => m.ContractBuilderDashboardPage,
  ),
);
const EvaluatorListPage = lazyPage(() =>
  import('../features/evaluations/evaluator/pages/evaluator-list-page.tsx').then((m) => m.EvaluatorListPage),
);
const EvaluatorPage = lazyPage(() =>
  import('../features/evaluations/evaluator/pages/evaluator-page.tsx').then((m) => m.EvaluatorPage),
);
const SupplierDashboardPage = lazyPage(() =>
  import('../features/performance/dashboard/supplier-dashboard-page.tsx').then(
    (m) => m.SupplierDashboardPage,
  ),
);
const DocsPage = lazyPage(() => import('../features/docs/pages/docs-page.tsx').then((m) => m.DocsPage));
const DebugViewPage = lazyPage(() =>
  import('../features/debug/pages/debug-view-page.tsx').then((m) => m.DebugViewPage),
);

/**
 * The route table (000 §2). Every page loads as its own chunk, with the app's loader meanwhile.
 * Public routes have no app bar. Signed-in routes pass RequireSession
 * (session, flags, permissions), then the layout, then RouteGuard, which maps the path to its
 * contract route name (access/route-names.ts) and resolves access. Unknown paths go to /.
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route path="/login" element={<LoginPage />} />
      <Route path="/portal/:agency/*" element={<PortalRoutes />} />
      <Route path="/approval/:approvalId/approver/:workflowId" element={<ApproverPage />} />
      <Route path="/esignature/landing" element={<SigningPage />} />
      <Route path="/intake-request" element={<IntakeRequestPage />} />
      <Route
        path="/resetpassword"
        element={
          <FeatureGate feature="resetPassword">
            <ResetPasswordPage mode="reset" />
          </FeatureGate>
        }
      />
      <Route
        path="/verifyEmail"
        element={
          <FeatureGate feature="resetPassword">
            <ResetPasswordPage mode="verify" />
          </FeatureGate>
        }
      />
      <Route path="/maintenance/landing" element={<MaintenanceLandingPage />} />
      <Route element={<RequireSession />}>
        <Route element={<AppLayout />}>
          <Route element={<RouteGuard />}>
            <Route index element={<DashboardPage />} />
            <Route path="supplier-dashboard" element={<SupplierDashboardPage />} />
            <Route path="projects" element={<ProjectSearchPage />} />
            <Route path="projects/new" element={<Navigate to="/projects/new/newproject" replace />} />
            <Route path="projects/new/:isPlanned" element={<ProjectWizardPage />} />
            {/* An intake request, by its own id: it may have no project yet (decision 365). */}
            <Route path="projects/:intakeRequestId/intake" element={<IntakeRequestViewPage />} />
            {/* The project shell routes its own areas and Build pages (project-workspace/pages/project-shell.tsx). */}
            <Route path="projects/:projectId/*" element={<ProjectShell />} />
            {/* The profile routes its own tabs (vendors/pages/supplier-profile-page.tsx). */}
            <Route path="suppliers" element={<SupplierDirectoryPage />} />
            <Route path="suppliers/:vendorId/*" element={<SupplierProfilePage />} />
            <Route
              path="performance/evaluations/:performanceEvaluationId"
              element={<PerformanceEvaluationPage />}
            />
            <Route path="team" element={<Navigate to="/team/all" replace />} />
            <Route path="team/all" element={<TeamListPage />} />
            <Route path="team/teammember/:userId" element={<TeamMemberPage />} />
            <Route path="team/addteammember" element={<AddTeamMemberPage />} />
            <Route path="team/groups" element={<GroupsPage />} />
            <Route path="team/groups/:groupId" element={<GroupPage />} />
            <Route path="control-panel" element={<ControlPanelPage />} />
            <Route path="control-panel/account-information" element={<AccountInformationPage />} />
            <Route path="control-panel/project-settings" element={<ProjectSettingsPage />} />
            <Route path="control-panel/intake-settings" element={<IntakeSettingsPage />} />
            <Route path="control-panel/email-notifications" element={<EmailNotificationsPage />} />
            <Route path="messages" element={<MessageCentrePage />} />
            <Route path="reports" element={<Navigate to="/reports/library" replace />} />
            <Route path="reports/library" element={<ReportLibraryPage />} />
            <Route path="reports/center" element={<ReportCentrePage />} />
            <Route path="control-panel/dropdown-settings" element={<DropdownSettingsPage />} />
            <Route path="control-panel/contract-settings" element={<ContractSettingsPage />} />
            <Route path="control-panel/system-content" element={<SystemContentPage />} />
            <Route path="control-panel/library-content" element={<LibraryContentPage />} />
            <Route path="control-panel/sso-settings" element={<SsoSettingsPage />} />
            <Route path="control-panel/evaluation-settings" element={<EvaluationSettingsPage />} />
            <Route path="control-panel/supplier-performance" element={<SupplierPerformanceSettingsPage />} />
            <Route path="contract-builder-dashboard" element={<ContractBuilderDashboardPage />} />
            {/* The evaluator's portal (issue 8 §1): no route name, so open to every signed-in user. */}
            <Route path="evaluator" element={<EvaluatorListPage />} />
            <Route path="evaluator/:evaluationId" element={<EvaluatorPage />} />
            <Route
              path="docs"
              element={
                <FeatureGate feature="documentation" redirectTo="/">
                  <DocsPage />
                </FeatureGate>
              }
            />
            <Route
              path="debug-view"
              element={
                <FeatureGate feature="DEBUG_VIEW" devOnly>
                  <DebugViewPage />
                </FeatureGate>
              }
            />
          </Route>
          <Route path="*" element={<Navigate to="/" replace />} />
        </Route>
      </Route>
    </Routes>
  );
}
