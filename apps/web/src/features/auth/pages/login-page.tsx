import { Alert, Stack } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { type LoginType, type SessionInfo, ssoEndpoints } from '@procura/contract';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { authStorage } from '../../../platform/api/auth-storage.ts';
import { browser } from '../../../platform/api/browser.ts';
import { endpointHref } from '../../../platform/api/endpoint-call.ts';
import { useAdoptSession } from '../../../platform/session/session-queries.ts';
import { PageLoader } from '../../../ui/page-states.tsx';
import { AuthLayout } from '../components/auth-layout.tsx';
import { CredentialsForm } from '../components/credentials-form.tsx';
import { DomainStep, type LoginChoice } from '../components/domain-step.tsx';
import { ForgotPasswordForm } from '../components/forgot-password-form.tsx';
import { safeRedirect } from '../safe-redirect.ts';

// Only a locked account sees this dialog: Mantine's Modal loads with it, not with the page.
const LockoutDialog = lazy(() =>
  import('../components/lockout-dialog.tsx').then((m) => ({ default: m.LockoutDialog })),
);

type Step = 'domain' | 'credentials' | 'forgot' | 'sso';

/** How long a cancelled forgot-password form keeps its text (001 §9: cleared 500 ms after cancel). */
export const clearAfterCancelMs = 500;

/** Where single sign-on starts: a browser navigation, not an API call (001 §7). */
export function ssoStartUrl(domain: string): string {
  return endpointHref(ssoEndpoints.start, { query: { domain } });
}

/**
 * /login (000 §2 Public routes): the domain first, then single sign-on or the local form, with the
 * forgot-password form and the lock-out dialog. The `err` query shows as an error; after signing
 * in the user goes to the `redirect` query, or to the dashboard.
 */
export function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const adoptSession = useAdoptSession();
  const [step, setStep] = useState<Step>('domain');
  const [domain, setDomain] = useState(authStorage.lastDomain);
  const [notice, setNotice] = useState<string | null>(null);
  const [forgotEmail, setForgotEmail] = useState('');
  const [lockout, setLockout] = useState<string | null>(null);
  const clearTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(clearTimer.current), []);

  useDocumentTitle(step === 'forgot' ? t('forgotPasswordTitle') : t('loginTitle'));
  const err = params.get('err');

  function resolved(nextDomain: string, loginType: LoginType, choice: LoginChoice) {
    setDomain(nextDomain);
    authStorage.setLastDomain(nextDomain);
    authStorage.setLoginType(loginType);
    if (loginType === 'sso' || (loginType === 'both' && choice === 'sso')) {
      setStep('sso');
      browser.assign(ssoStartUrl(nextDomain));
      return;
    }
    setNotice(loginType === 'local' && choice === 'sso' ? t('ssoNonSsoDomain') : null);
    setStep('credentials');
  }

  function signedIn(info: SessionInfo) {
    const redirect = authStorage.noRedirect() ? null : safeRedirect(params.get('redirect'));
    authStorage.setNoRedirect(false);
    adoptSession(info);
    void navigate(redirect ?? '/', { replace: true });
  }

  function cancelForgot() {
    setStep('credentials');
    clearTimeout(clearTimer.current);
    clearTimer.current = setTimeout(() => setForgotEmail(''), clearAfterCancelMs);
  }

  function sent(confirmation: string) {
    setForgotEmail('');
    setNotice(confirmation);
    setStep('credentials');
  }

  return (
    <AuthLayout>
      <Stack>
        {err ? (
          <Alert color="red" role="alert" title={t('errorTitle')} data-testid="login-error">
            {err}
          </Alert>
        ) : null}
        {step === 'domain' ? <DomainStep initialDomain={domain} onResolved={resolved} /> : null}
        {step === 'credentials' ? (
          <CredentialsForm
            domain={domain}
            notice={notice}
            onSignedIn={signedIn}
            onLocked={setLockout}
            onForgotPassword={() => {
              clearTimeout(clearTimer.current);
              setNotice(null);
              setStep('forgot');
            }}
            onChangeDomain={() => {
              setNotice(null);
              setStep('domain');
            }}
          />
        ) : null}
        {step === 'forgot' ? (
          <ForgotPasswordForm
            domain={domain}
            email={forgotEmail}
            onEmailChange={setForgotEmail}
            onCancel={cancelForgot}
            onSent={sent}
          />
        ) : null}
        {step === 'sso' ? <PageLoader label={t('redirectingToSso')} /> : null}
      </Stack>
      {lockout === null ? null : (
        <Suspense fallback={null}>
          <LockoutDialog message={lockout} onClose={() => setLockout(null)} />
        </Suspense>
      )}
    </AuthLayout>
  );
}
