import { Alert, Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { portalPath, supplierEmailSchema } from '@procura/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { translateFieldError } from '../../../ui/field-error.ts';
import { readRefusal } from '../../../ui/form-errors.ts';
import { schemaErrors } from '../../../ui/schema-errors.ts';
import { usePortalAgency } from '../../portal/index.ts';
import { requestPasswordReset } from '../api/accounts-queries.ts';
import { AccountCard } from '../components/account-card.tsx';

/** /portal/{agency}/forgot-password: mails a reset link; the answer never says whether the account exists. */
export function ForgotPasswordPage() {
  const { t } = useTranslation();
  const agency = usePortalAgency();
  const [sent, setSent] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm({
    mode: 'controlled',
    initialValues: { email: '' },
    validate: (values) => schemaErrors(supplierEmailSchema, values),
    validateInputOnBlur: true,
  });
  const props = form.getInputProps('email');

  const submit = form.onSubmit(async (values) => {
    setFailure(null);
    try {
      setSent(await requestPasswordReset(agency, values.email));
    } catch (error) {
      setFailure(readRefusal(error, {}).general);
    }
  });

  return (
    <AccountCard title={t('supplierForgotTitle')}>
      {sent ? (
        <Stack>
          <Alert color="green" role="status" data-testid="reset-sent">
            {sent}
          </Alert>
          <Anchor component={Link} to={portalPath(agency, '/sign-in')}>
            {t('supplierGoToSignIn')}
          </Anchor>
        </Stack>
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack>
            <Text size="sm" c="dimmed">
              {t('supplierForgotIntro')}
            </Text>
            {failure ? (
              <Alert color="red" role="alert">
                {failure}
              </Alert>
            ) : null}
            <TextInput
              label={t('supplierEmail')}
              type="email"
              autoComplete="email"
              required
              {...props}
              error={translateFieldError(props.error)}
            />
            <Button type="submit" loading={form.submitting}>
              {t('supplierSendResetLink')}
            </Button>
            <Anchor component={Link} to={portalPath(agency, '/sign-in')} size="sm">
              {t('supplierGoToSignIn')}
            </Anchor>
          </Stack>
        </form>
      )}
    </AccountCard>
  );
}
