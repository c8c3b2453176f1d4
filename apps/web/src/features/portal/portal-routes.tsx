import { Navigate, Route, Routes } from 'react-router';
import { AccountPage } from '../supplier-account/pages/account-page.tsx';
import { ForgotPasswordPage } from '../supplier-account/pages/forgot-password-page.tsx';
import { RegisterPage } from '../supplier-account/pages/register-page.tsx';
import { ResetPasswordPage } from '../supplier-account/pages/reset-password-page.tsx';
import { SupplierSignInPage } from '../supplier-account/pages/sign-in-page.tsx';
import { VerifyEmailPage } from '../supplier-account/pages/verify-email-page.tsx';

/**
 * The supplier portal of one agency (`/portal/{agency}/...`, DESIGN: two audiences, one app): no
 * staff app bar, its own supplier session. Each area of the portal adds its pages here.
 */
export function PortalRoutes() {
  return (
    <Routes>
      <Route path="register" element={<RegisterPage />} />
      <Route path="verify-email" element={<VerifyEmailPage />} />
      <Route path="sign-in" element={<SupplierSignInPage />} />
      <Route path="forgot-password" element={<ForgotPasswordPage />} />
      <Route path="reset-password" element={<ResetPasswordPage />} />
      <Route path="account" element={<AccountPage />} />
      <Route path="*" element={<Navigate to="/login" replace />} />
    </Routes>
  );
}
