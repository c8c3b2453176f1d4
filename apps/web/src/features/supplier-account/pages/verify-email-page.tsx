import { Alert, Anchor, Stack } from '@mantine/core';
import { portalPath } from '@procura/contract';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { isApiError } from '../../../platform/api/client.ts';
import { ErrorState, PageLoader } from '../../../ui/page-states.tsx';
import { usePortalAgency, useRefreshSupplierSession } from '../../portal/index.ts';
import { verifySupplierEmail } from '../api/accounts-queries.ts';
import { AccountCard } from '../components/account-card.tsx';
import { portalRedirect } from '../portal-redirect.ts';

/**
 * /portal/{agency}/verify-email?token=: the link of the verification mail. Verifying signs the
 * supplier in, then goes to the portal (or ?redirect); a used or expired link says so and offers
 * sign-in, where an unverified account can ask for a new link.
 */
export function VerifyEmailPage() {
  const { t } = useTranslation();
  const agency = usePortalAgency();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const refresh = useRefreshSupplierSession(agency);
  const verify = useQuery({
    // Outside the ['portal', agency] keys the session refresh invalidates: a link is spent once.
    queryKey: ['supplierVerifyEmail', agency, token],
    queryFn: () => verifySupplierEmail(agency, token),
    enabled: token !== '',
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });
  const target = portalRedirect(agency, params.get('redirect'));
  useEffect(() => {
    if (!verify.isSuccess) return;
    void refresh().then(() => navigate(target, { replace: true }));
  }, [verify.isSuccess, refresh, navigate, target]);

  function body() {
    const refused = verify.isError && isApiError(verify.error) && verify.error.status === 400;
    if (token === '' || refused) {
      return (
        <Stack>
          <Alert color="red" role="alert" data-testid="verify-link-invalid">
            {t('supplierLinkInvalid')}
          </Alert>
          <Anchor component={Link} to={portalPath(agency, '/sign-in')}>
            {t('supplierGoToSignIn')}
          </Anchor>
        </Stack>
      );
    }
    if (verify.isError) {
      return (
        <ErrorState
          title={t('supplierVerifyFailed')}
          message={verify.error.message}
          onRetry={() => void verify.refetch()}
        />
      );
    }
    if (verify.isSuccess) {
      return (
        <Alert color="green" role="status" data-testid="verify-done">
          {t('supplierEmailVerified')}
        </Alert>
      );
    }
    return <PageLoader label={t('supplierVerifying')} />;
  }

  return <AccountCard title={t('supplierVerifyTitle')}>{body()}</AccountCard>;
}
