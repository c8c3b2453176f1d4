import { ModalsProvider } from '@mantine/modals';
import { portalPath } from '@procura/contract';
import { Navigate, Route, Routes } from 'react-router';
import { usePortalAgency } from '../features/portal/index.ts';
import { OpportunitiesPage } from '../features/portal/pages/opportunities-page.tsx';
import { PortalLayout } from '../features/portal/pages/portal-layout.tsx';
import { lazyPage } from '../ui/lazy-page.tsx';

// The portal's home comes with the portal's chunk; every other page loads on its first visit.
const OpportunityPage = lazyPage(() =>
  import('../features/portal/pages/opportunity-page.tsx').then((m) => m.OpportunityPage),
);
const MyOpportunitiesPage = lazyPage(() =>
  import('../features/portal/pages/my-opportunities-page.tsx').then((m) => m.MyOpportunitiesPage),
);
const MyContractsPage = lazyPage(() =>
  import('../features/portal/pages/my-contracts-page.tsx').then((m) => m.MyContractsPage),
);
const SupplierContractPage = lazyPage(() =>
  import('../features/portal/pages/supplier-contract-page.tsx').then((m) => m.SupplierContractPage),
);
const MyEvaluationsPage = lazyPage(() =>
  import('../features/performance/portal/my-evaluations-page.tsx').then((m) => m.MyEvaluationsPage),
);
const SupplierEvaluationPage = lazyPage(() =>
  import('../features/performance/portal/evaluation-page.tsx').then((m) => m.SupplierEvaluationPage),
);
const BidPageRoute = lazyPage(() =>
  import('../features/bids/pages/bid-page.tsx').then((m) => m.BidPageRoute),
);
const BidReceiptRoute = lazyPage(() =>
  import('../features/bids/pages/receipt-page.tsx').then((m) => m.BidReceiptRoute),
);
const RegisterPage = lazyPage(() =>
  import('../features/supplier-account/pages/register-page.tsx').then((m) => m.RegisterPage),
);
const VerifyEmailPage = lazyPage(() =>
  import('../features/supplier-account/pages/verify-email-page.tsx').then((m) => m.VerifyEmailPage),
);
const SupplierSignInPage = lazyPage(() =>
  import('../features/supplier-account/pages/sign-in-page.tsx').then((m) => m.SupplierSignInPage),
);
const ForgotPasswordPage = lazyPage(() =>
  import('../features/supplier-account/pages/forgot-password-page.tsx').then((m) => m.ForgotPasswordPage),
);
const ResetPasswordPage = lazyPage(() =>
  import('../features/supplier-account/pages/reset-password-page.tsx').then((m) => m.ResetPasswordPage),
);
const AccountPage = lazyPage(() =>
  import('../features/supplier-account/pages/account-page.tsx').then((m) => m.AccountPage),
);
const SupplierDocumentsPage = lazyPage(() =>
  import('../features/supplier-account/pages/documents-page.tsx').then((m) => m.DocumentsPage),
);

/** An unknown portal page goes to the agency's opportunities. */
function ToPortalHome() {
  return <Navigate to={portalPath(usePortalAgency())} replace />;
}

/**
 * The supplier portal of one agency (`/portal/{agency}/...`, DESIGN: two audiences, one app): no
 * staff app bar, its own supplier session. Every page sits in `PortalLayout`, the portal's one
 * header (agency, server clock, sign in or account), with the dialogs' provider. Each area of the
 * portal adds its pages here.
 */
export function PortalRoutes() {
  return (
    <ModalsProvider>
      <Routes>
        <Route element={<PortalLayout />}>
          <Route index element={<OpportunitiesPage />} />
          <Route path="opportunities/:projectId" element={<OpportunityPage />} />
          <Route path="opportunities/:projectId/bid" element={<BidPageRoute />} />
          <Route path="opportunities/:projectId/bid/receipt/:submissionId" element={<BidReceiptRoute />} />
          <Route path="my-opportunities" element={<MyOpportunitiesPage />} />
          <Route path="contracts" element={<MyContractsPage />} />
          <Route path="contracts/:contractId" element={<SupplierContractPage />} />
          <Route path="performance" element={<MyEvaluationsPage />} />
          <Route path="performance/:performanceEvaluationId" element={<SupplierEvaluationPage />} />
          <Route path="register" element={<RegisterPage />} />
          <Route path="verify-email" element={<VerifyEmailPage />} />
          <Route path="sign-in" element={<SupplierSignInPage />} />
          <Route path="forgot-password" element={<ForgotPasswordPage />} />
          <Route path="reset-password" element={<ResetPasswordPage />} />
          <Route path="account" element={<AccountPage />} />
          <Route path="account/documents" element={<SupplierDocumentsPage />} />
        </Route>
        <Route path="*" element={<ToPortalHome />} />
      </Routes>
    </ModalsProvider>
  );
}
