import { Alert, Anchor, Stack, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ErrorState, PageLoader } from '../../../ui/page-states.tsx';
import { verifyResetToken } from '../api/auth-queries.ts';
import { AuthLayout } from '../components/auth-layout.tsx';
import { NewPasswordForm } from '../components/new-password-form.tsx';

/**
 * /resetpassword and /verifyEmail: the links mailed for a forgotten password and for a new
 * account's first password. Both carry email and token; the token is checked before the form
 * shows, so an expired link says so at once instead of after the user typed a password.
 */
export function ResetPasswordPage({ mode }: { mode: 'reset' | 'verify' }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const email = params.get('email')?.trim() ?? '';
  const token = params.get('token')?.trim() ?? '';
  const title = mode === 'reset' ? t('resetPasswordTitle') : t('verifyEmailTitle');
  useDocumentTitle(title);

  const check = useQuery({
    queryKey: ['resetToken', email, token],
    queryFn: () => verifyResetToken(email, token),
    enabled: email !== '' && token !== '',
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });

  function body() {
    if (email === '' || token === '' || check.data === false) {
      return (
        <Stack>
          <Alert color="red" role="alert" data-testid="reset-link-invalid">
            {t('resetLinkInvalid')}
          </Alert>
          <Anchor component={Link} to="/login">
            {t('backToLogin')}
          </Anchor>
        </Stack>
      );
    }
    if (check.isPending) return <PageLoader label={t('verifyingLink')} />;
    if (check.isError) {
      return (
        <ErrorState
          title={t('resetFailed')}
          message={check.error.message}
          onRetry={() => void check.refetch()}
        />
      );
    }
    return <NewPasswordForm email={email} token={token} />;
  }

  return (
    <AuthLayout>
      <Stack>
        <Title order={2} size="h3">
          {title}
        </Title>
        {body()}
      </Stack>
    </AuthLayout>
  );
}
