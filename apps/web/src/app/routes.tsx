import { Navigate, Route, Routes } from 'react-router';
import { LoginPage } from '../features/auth/pages/login-page.tsx';
import { MaintenanceLandingPage } from '../features/auth/pages/maintenance-landing-page.tsx';
import { ResetPasswordPage } from '../features/auth/pages/reset-password-page.tsx';
import { AccountInformationPage } from '../features/control-panel/pages/account-information-page.tsx';
import { ControlPanelPage } from '../features/control-panel/pages/control-panel-page.tsx';
import { DropdownSettingsPage } from '../features/control-panel/pages/dropdown-settings-page.tsx';
import { LibraryContentPage } from '../features/control-panel/pages/library-content-page.tsx';
import { ProjectSettingsPage } from '../features/control-panel/pages/project-settings-page.tsx';
import { SsoSettingsPage } from '../features/control-panel/pages/sso-settings-page.tsx';
import { SystemContentPage } from '../features/control-panel/pages/system-content-page.tsx';
import { DashboardPage } from '../features/dashboard/pages/dashboard-page.tsx';
import { DebugViewPage } from '../features/debug/pages/debug-view-page.tsx';
import { DocsPage } from '../features/docs/pages/docs-page.tsx';
import { PortalRoutes } from '../features/portal/portal-routes.tsx';
import { ProjectSearchPage } from '../features/projects/pages/project-search-page.tsx';
import { ProjectShell } from '../features/projects/pages/project-shell.tsx';
import { ProjectWizardPage } from '../features/projects/pages/project-wizard-page.tsx';
import { AddTeamMemberPage } from '../features/team/pages/add-team-member-page.tsx';
import { GroupPage } from '../features/team/pages/group-page.tsx';
import { GroupsPage } from '../features/team/pages/groups-page.tsx';
import { TeamListPage } from '../features/team/pages/team-list-page.tsx';
import { TeamMemberPage } from '../features/team/pages/team-member-page.tsx';
import { FeatureGate } from './access/feature-gate.tsx';
import { RouteGuard } from './access/route-guard.tsx';
import { AppLayout } from './layout/app-layout.tsx';
import { RequireSession } from './session/require-session.tsx';

/**
 * The route table (000 §2). Public routes have no app bar. Signed-in routes pass RequireSession
 * (session, flags, permissions), then the layout, then RouteGuard, which maps the path to its
 * contract route name (access/route-names.ts) and resolves access. Unknown paths go to /.
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route path="/login" element={<LoginPage />} />
      <Route path="/portal/:agency/*" element={<PortalRoutes />} />
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
            <Route path="projects" element={<ProjectSearchPage />} />
            <Route path="projects/new" element={<Navigate to="/projects/new/newproject" replace />} />
            <Route path="projects/new/:isPlanned" element={<ProjectWizardPage />} />
            {/* The project shell routes its own areas and Build pages (pages/project-shell.tsx). */}
            <Route path="projects/:projectId/*" element={<ProjectShell />} />
            <Route path="team" element={<Navigate to="/team/all" replace />} />
            <Route path="team/all" element={<TeamListPage />} />
            <Route path="team/teammember/:userId" element={<TeamMemberPage />} />
            <Route path="team/addteammember" element={<AddTeamMemberPage />} />
            <Route path="team/groups" element={<GroupsPage />} />
            <Route path="team/groups/:groupId" element={<GroupPage />} />
            <Route path="control-panel" element={<ControlPanelPage />} />
            <Route path="control-panel/account-information" element={<AccountInformationPage />} />
            <Route path="control-panel/project-settings" element={<ProjectSettingsPage />} />
            <Route path="control-panel/dropdown-settings" element={<DropdownSettingsPage />} />
            <Route path="control-panel/system-content" element={<SystemContentPage />} />
            <Route path="control-panel/library-content" element={<LibraryContentPage />} />
            <Route path="control-panel/sso-settings" element={<SsoSettingsPage />} />
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
