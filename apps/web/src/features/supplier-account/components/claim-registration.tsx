import {
  Alert,
  Anchor,
  Button,
  Fieldset,
  Group,
  PasswordInput,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { claimSupplierSchema, portalPath, type SupplierClaim } from '@procura/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { isApiError } from '../../../platform/api/client.ts';
import { translateFieldError } from '../../../ui/field-error.ts';
import { applyRefusal } from '../../../ui/form-errors.ts';
import { ErrorState, PageLoader } from '../../../ui/page-states.tsx';
import { PasswordChecklist } from '../../../ui/password-checklist.tsx';
import { schemaErrors } from '../../../ui/schema-errors.ts';
import { usePortalAgency, useRefreshSupplierSession } from '../../portal/index.ts';
import { claimSupplierAccount, fetchClaimDetails } from '../api/accounts-queries.ts';
import { AccountCard } from './account-card.tsx';
import { CompanyFields, type CompanyValues, companyPayload, emptyCompany } from './company-fields.tsx';

type ClaimValues = {
  company: CompanyValues;
  contact: { firstName: string; lastName: string; email: string; phone: string; title: string };
  password: string;
  confirmPassword: string;
};

/** The form as the agency's entry fills it: the company's name, place and phone, the contact's names and address. */
export function claimValuesOf(claim: SupplierClaim): ClaimValues {
  const { firstName, lastName, email, ...company } = claim;
  return {
    company: { ...emptyCompany, ...company },
    contact: { firstName, lastName, email, phone: '', title: '' },
    password: '',
    confirmPassword: '',
  };
}

const payloadOf = (token: string, values: ClaimValues) => ({
  token,
  company: companyPayload(values.company),
  contact: values.contact,
  password: values.password,
});

const fieldOfKey: Record<string, string> = {
  supplierCategoryInvalid: 'company.categories',
  passwordNotComplex: 'password',
};

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
  const [failure, setFailure] = useState<string | null>(null);
  const [spent, setSpent] = useState<string | null>(null);
  const form = useForm<ClaimValues>({
    mode: 'controlled',
    initialValues: claimValuesOf(claim),
    validate: (values) => {
      const errors: Record<string, string> = schemaErrors(claimSupplierSchema, payloadOf(token, values));
      if (values.confirmPassword !== values.password) errors.confirmPassword = t('passwordMismatch');
      return errors;
    },
    validateInputOnBlur: true,
  });
  const field = (path: string) => {
    const props = form.getInputProps(path);
    return { ...props, error: translateFieldError(props.error) };
  };

  const submit = form.onSubmit(async (values) => {
    setFailure(null);
    try {
      await claimSupplierAccount(agency, payloadOf(token, values));
      // Signed in, as after verifying an address: the portal home with the new session.
      await refresh();
      void navigate(portalPath(agency), { replace: true });
    } catch (error) {
      if (isApiError(error) && error.keys.includes('supplierClaimInvalid')) {
        setSpent(error.messages.join(' '));
        return;
      }
      setFailure(applyRefusal(form, error, fieldOfKey));
    }
  });

  if (spent) return <InvalidClaim agency={agency} message={spent} />;
  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <Text size="sm" c="dimmed">
          {t('supplierClaimIntro')}
        </Text>
        {failure ? (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        ) : null}
        <CompanyFields
          form={form}
          prefix="company."
          agency={agency}
          diverse={form.values.company.certifiedDiverseSupplier}
        />
        <Fieldset legend={t('supplierContactLegend')}>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label={t('supplierFirstName')} required {...field('contact.firstName')} />
            <TextInput label={t('supplierLastName')} required {...field('contact.lastName')} />
            <TextInput
              label={t('supplierEmail')}
              description={t('supplierClaimEmailFixed')}
              required
              readOnly
              type="email"
              autoComplete="email"
              {...field('contact.email')}
            />
            <TextInput label={t('supplierContactPhone')} {...field('contact.phone')} />
            <TextInput label={t('supplierTitle')} {...field('contact.title')} />
          </SimpleGrid>
        </Fieldset>
        <Fieldset legend={t('supplierPasswordLegend')}>
          <Stack>
            <PasswordInput
              label={t('supplierPassword')}
              required
              autoComplete="new-password"
              {...field('password')}
            />
            <PasswordChecklist password={form.values.password} />
            <PasswordInput
              label={t('supplierConfirmPassword')}
              required
              autoComplete="new-password"
              {...field('confirmPassword')}
            />
          </Stack>
        </Fieldset>
        <Group justify="flex-end">
          <Button type="submit" loading={form.submitting} data-testid="claim-submit">
            {t('supplierClaimButton')}
          </Button>
        </Group>
      </Stack>
    </form>
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
