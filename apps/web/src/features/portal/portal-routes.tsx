import { portalPath } from '@procura/contract';
import { Navigate, Route, Routes } from 'react-router';
import { BidPageRoute } from '../bids/pages/bid-page.tsx';
import { BidReceiptRoute } from '../bids/pages/receipt-page.tsx';
import { AccountPage } from '../supplier-account/pages/account-page.tsx';
import { ForgotPasswordPage } from '../supplier-account/pages/forgot-password-page.tsx';
import { RegisterPage } from '../supplier-account/pages/register-page.tsx';
import { ResetPasswordPage } from '../supplier-account/pages/reset-password-page.tsx';
import { SupplierSignInPage } from '../supplier-account/pages/sign-in-page.tsx';
import { VerifyEmailPage } from '../supplier-account/pages/verify-email-page.tsx';
import { MyOpportunitiesPage } from './pages/my-opportunities-page.tsx';
import { OpportunitiesPage } from './pages/opportunities-page.tsx';
import { OpportunityPage } from './pages/opportunity-page.tsx';
import { PortalLayout } from './pages/portal-layout.tsx';
import { usePortalAgency } from './supplier-session.tsx';

/** An unknown portal page goes to the agency's opportunities. */
function ToPortalHome() {
  return <Navigate to={portalPath(usePortalAgency())} replace />;
}

/**
 * The supplier portal of one agency (`/portal/{agency}/...`, DESIGN: two audiences, one app): no
 * staff app bar, its own supplier session. Every page sits in `PortalLayout`, the portal's one
 * header (agency, server clock, sign in or account). Each area of the portal adds its pages here.
 */
export function PortalRoutes() {
  return (
    <Routes>
      <Route element={<PortalLayout />}>
        <Route index element={<OpportunitiesPage />} />
        <Route path="opportunities/:projectId" element={<OpportunityPage />} />
        <Route path="opportunities/:projectId/bid" element={<BidPageRoute />} />
        <Route path="opportunities/:projectId/bid/receipt/:submissionId" element={<BidReceiptRoute />} />
        <Route path="my-opportunities" element={<MyOpportunitiesPage />} />
        <Route path="register" element={<RegisterPage />} />
        <Route path="verify-email" element={<VerifyEmailPage />} />
        <Route path="sign-in" element={<SupplierSignInPage />} />
        <Route path="forgot-password" element={<ForgotPasswordPage />} />
        <Route path="reset-password" element={<ResetPasswordPage />} />
        <Route path="account" element={<AccountPage />} />
      </Route>
      <Route path="*" element={<ToPortalHome />} />
    </Routes>
  );
}
