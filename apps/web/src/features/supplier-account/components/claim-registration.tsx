import { Alert, Anchor, Stack } from '@mantine/core';
import { claimSupplierSchema, portalPath, type SupplierClaim } from '@procura/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { isApiError } from '../../../platform/api/client.ts';
import { ErrorState, PageLoader } from '../../../ui/page-states.tsx';
import { usePortalAgency, useRefreshSupplierSession } from '../../portal/index.ts';
import { claimSupplierAccount, fetchClaimDetails } from '../api/accounts-queries.ts';
import { AccountCard } from './account-card.tsx';
import { emptyCompany } from './company-fields.tsx';
import { RegistrationForm, type RegistrationValues, registrationPayload } from './registration-form.tsx';

/** The form as the agency's entry fills it: the company's name, place and phone, the contact's names and address. */
export function claimValuesOf(claim: SupplierClaim): RegistrationValues {
  const { firstName, lastName, email, ...company } = claim;
  return {
    company: { ...emptyCompany, ...company },
    contact: { firstName, lastName, email, phone: '', title: '' },
    password: '',
    confirmPassword: '',
  };
}

function InvalidClaim({ agency, message }: { agency: string; message: string }) {
  const { t } = useTranslation();
  return (
    <Stack>
      <Alert color="red" role="alert" data-testid="claim-invalid">
        {message}
      </Alert>
      <Anchor component={Link} to={portalPath(agency, '/register')} data-testid="claim-register-link">
        {t('supplierClaimRegisterInstead')}
      </Anchor>
      <Anchor component={Link} to={portalPath(agency, '/sign-in')}>
        {t('supplierGoToSignIn')}
      </Anchor>
    </Stack>
  );
}

function ClaimForm({ agency, token, claim }: { agency: string; token: string; claim: SupplierClaim }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const refresh = useRefreshSupplierSession(agency);
  const [spent, setSpent] = useState<string | null>(null);

  async function send(values: RegistrationValues) {
    try {
      await claimSupplierAccount(agency, { token, ...registrationPayload(values) });
      // Signed in, as after verifying an address: the portal home with the new session.
      await refresh();
      void navigate(portalPath(agency), { replace: true });
    } catch (error) {
      if (isApiError(error) && error.keys.includes('supplierClaimInvalid')) {
        setSpent(error.messages.join(' '));
        return;
      }
      throw error;
    }
  }

  if (spent) return <InvalidClaim agency={agency} message={spent} />;
  return (
    <RegistrationForm
      agency={agency}
      initialValues={claimValuesOf(claim)}
      schema={claimSupplierSchema}
      payloadOf={(values) => ({ token, ...registrationPayload(values) })}
      intro={t('supplierClaimIntro')}
      emailFixed
      submitLabel={t('supplierClaimButton')}
      submitTestId="claim-submit"
      onSubmit={send}
    />
  );
}

/**
 * /portal/{agency}/register?claim={token}: the link an agency mails with a company it added (issue
 * 22 §5). The registration form comes filled with what the agency entered, the address fixed (the
 * link proved it); the supplier completes the company and chooses a password, and is signed in.
 * A spent or unknown link says so, with the way to register normally.
 */
export function ClaimRegistration({ token }: { token: string }) {
  const { t } = useTranslation();
  const agency = usePortalAgency();
  const trimmed = token.trim();
  const claim = useQuery({
    // Outside the ['portal', agency] keys the session refresh invalidates: the link is read once.
    queryKey: ['supplierClaim', agency, trimmed],
    queryFn: () => fetchClaimDetails(agency, trimmed),
    enabled: trimmed !== '',
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });

  function body() {
    const refused =
      claim.isError && isApiError(claim.error) && (claim.error.status === 400 || claim.error.status === 404);
    if (trimmed === '' || refused) {
      const message = refused && claim.error ? claim.error.message : t('supplierClaimInvalid');
      return <InvalidClaim agency={agency} message={message} />;
    }
    if (claim.isError)
      return (
        <ErrorState
          title={t('supplierClaimFailed')}
          message={claim.error.message}
          onRetry={() => void claim.refetch()}
        />
      );
    if (claim.isPending) return <PageLoader />;
    return <ClaimForm agency={agency} token={trimmed} claim={claim.data} />;
  }

  return (
    <AccountCard title={t('supplierClaimTitle')} width={820}>
      {body()}
    </AccountCard>
  );
}
