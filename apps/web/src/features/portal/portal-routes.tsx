import { Navigate, Route, Routes } from 'react-router';
import { MyOpportunitiesPage } from './pages/my-opportunities-page.tsx';
import { OpportunitiesPage } from './pages/opportunities-page.tsx';
import { OpportunityPage } from './pages/opportunity-page.tsx';
import { PortalLayout } from './pages/portal-layout.tsx';

/**
 * The supplier portal of one agency (`/portal/{agency}/...`, DESIGN: two audiences, one app): no
 * staff app bar, its own supplier session. Each area of the portal adds its pages here.
 */
export function PortalRoutes() {
  return (
    <Routes>
      <Route element={<PortalLayout />}>
        <Route index element={<OpportunitiesPage />} />
        <Route path="opportunities/:projectId" element={<OpportunityPage />} />
        <Route path="my-opportunities" element={<MyOpportunitiesPage />} />
      </Route>
      <Route path="*" element={<Navigate to="/login" replace />} />
    </Routes>
  );
}
