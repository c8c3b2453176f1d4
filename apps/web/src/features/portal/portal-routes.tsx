import { Navigate, Route, Routes } from 'react-router';

/**
 * The supplier portal of one agency (`/portal/{agency}/...`, DESIGN: two audiences, one app): no
 * staff app bar, its own supplier session. Each area of the portal adds its pages here.
 */
export function PortalRoutes() {
  return (
    <Routes>
      <Route path="*" element={<Navigate to="/login" replace />} />
    </Routes>
  );
}
