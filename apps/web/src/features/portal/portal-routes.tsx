import { Navigate, Route, Routes } from 'react-router';
import { BidPageRoute } from '../bids/pages/bid-page.tsx';
import { BidReceiptRoute } from '../bids/pages/receipt-page.tsx';

/**
 * The supplier portal of one agency (`/portal/{agency}/...`, DESIGN: two audiences, one app): no
 * staff app bar, its own supplier session. Each area of the portal adds its pages here.
 */
export function PortalRoutes() {
  return (
    <Routes>
      <Route path="opportunities/:projectId/bid" element={<BidPageRoute />} />
      <Route path="opportunities/:projectId/bid/receipt/:submissionId" element={<BidReceiptRoute />} />
      <Route path="*" element={<Navigate to="/login" replace />} />
    </Routes>
  );
}
