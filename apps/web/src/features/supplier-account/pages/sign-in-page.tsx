import { Alert, Anchor, Button, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { portalPath, supplierSignInSchema } from '@procura/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { isApiError } from '../../../platform/api/client.ts';
import { translateFieldError } from '../../../ui/field-error.ts';
import { readRefusal } from '../../../ui/form-errors.ts';
import { schemaErrors } from '../../../ui/schema-errors.ts';
import { usePortalAgency, useRefreshSupplierSession } from '../../portal/index.ts';
import { signInSupplier } from '../api/accounts-queries.ts';
import { AccountCard } from '../components/account-card.tsx';
import { ResendVerification } from '../components/resend-verification.tsx';
import { portalRedirect } from '../portal-redirect.ts';

type Refusal = { kind: 'invalid' | 'locked' | 'unverified' | 'other'; message: string; email: string };

function refusalOf(error: unknown, email: string): Refusal {
  const message = readRefusal(error, {}).general ?? '';
  if (!isApiError(error)) return { kind: 'other', message, email };
  if (error.status === 429) return { kind: 'locked', message, email };
  if (error.status === 403 && error.keys.includes('supplierEmailNotVerified'))
    return { kind: 'unverified', message, email };
  if (error.status === 400) return { kind: 'invalid', message, email };
  return { kind: 'other', message, email };
}

/**
 * /portal/{agency}/sign-in: a supplier signs in and goes back where it came from (?redirect, a
 * page of this portal only). A locked account says for how long and offers the reset; an
 * unverified one offers a new verification link.
 */
export function SupplierSignInPage() {
  const { t } = useTranslation();
  const agency = usePortalAgency();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const refresh = useRefreshSupplierSession(agency);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const form = useForm({
    mode: 'controlled',
    initialValues: { email: '', password: '' },
    validate: (values) => schemaErrors(supplierSignInSchema, values),
    validateInputOnBlur: true,
  });
  const field = (path: 'email' | 'password') => {
    const props = form.getInputProps(path);
    return { ...props, error: translateFieldError(props.error) };
  };

  const submit = form.onSubmit(async (values) => {
    setRefusal(null);
    try {
      await signInSupplier(agency, values.email, values.password);
      await refresh();
      void navigate(portalRedirect(agency, params.get('redirect')), { replace: true });
    } catch (error) {
      setRefusal(refusalOf(error, values.email.trim()));
      form.setFieldValue('password', '');
    }
  });

  return (
    <AccountCard title={t('supplierSignInTitle')}>
      <form onSubmit={submit} noValidate>
        <Stack>
          {refusal ? (
            <Alert
              color={refusal.kind === 'unverified' ? 'yellow' : 'red'}
              role="alert"
              data-testid={`sign-in-${refusal.kind}`}
            >
              <Stack gap="xs">
                {refusal.message}
                {refusal.kind === 'locked' ? (
                  <Anchor component={Link} to={portalPath(agency, '/forgot-password')} size="sm">
                    {t('supplierForgotPassword')}
                  </Anchor>
                ) : null}
              </Stack>
            </Alert>
          ) : null}
          {refusal?.kind === 'unverified' ? (
            <ResendVerification agency={agency} email={refusal.email} />
          ) : null}
          <TextInput
            label={t('supplierEmail')}
            type="email"
            autoComplete="username"
            required
            {...field('email')}
          />
          <PasswordInput
            label={t('supplierPassword')}
            autoComplete="current-password"
            required
            {...field('password')}
          />
          <Button type="submit" loading={form.submitting} data-testid="sign-in-submit">
            {t('supplierSignIn')}
          </Button>
          <Group justify="space-between">
            <Anchor component={Link} to={portalPath(agency, '/forgot-password')} size="sm">
              {t('supplierForgotPassword')}
            </Anchor>
            <Anchor component={Link} to={portalPath(agency, '/register')} size="sm">
              {t('supplierCreateAccount')}
            </Anchor>
          </Group>
        </Stack>
      </form>
    </AccountCard>
  );
}
