import { Alert, Anchor, Button, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { isComplexPassword, portalPath } from '@procura/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { translateFieldError } from '../../../ui/field-error.ts';
import { readRefusal } from '../../../ui/form-errors.ts';
import { usePortalAgency, useRefreshSupplierSession } from '../../portal/index.ts';
import { confirmPasswordReset } from '../api/accounts-queries.ts';
import { AccountCard } from '../components/account-card.tsx';
import { NewPasswordFields } from '../components/new-password-fields.tsx';

/**
 * /portal/{agency}/reset-password?token=: chooses a new password from the mailed link. Every
 * session of the account ends, so the page then points to sign-in.
 */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  const agency = usePortalAgency();
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const refresh = useRefreshSupplierSession(agency);
  const [done, setDone] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm({
    mode: 'controlled',
    initialValues: { password: '', confirmPassword: '' },
    validate: {
      password: (value) => (isComplexPassword(value) ? null : 'passwordNotComplex'),
      confirmPassword: (value, values) => (value === values.password ? null : t('passwordMismatch')),
    },
    validateInputOnBlur: true,
  });
  const field = (path: 'password' | 'confirmPassword') => {
    const props = form.getInputProps(path);
    return { ...props, error: translateFieldError(props.error) };
  };

  const submit = form.onSubmit(async (values) => {
    setFailure(null);
    try {
      setDone(await confirmPasswordReset(agency, token, values.password));
      await refresh();
    } catch (error) {
      setFailure(readRefusal(error, {}).general);
    }
  });

  function body() {
    if (token === '') {
      return (
        <Alert color="red" role="alert" data-testid="reset-link-invalid">
          {t('supplierLinkInvalid')}
        </Alert>
      );
    }
    if (done) {
      return (
        <Alert color="green" role="status" data-testid="reset-done">
          {done}
        </Alert>
      );
    }
    return (
      <form onSubmit={submit} noValidate>
        <Stack>
          {failure ? (
            <Alert color="red" role="alert">
              {failure}
            </Alert>
          ) : null}
          <NewPasswordFields
            password={field('password')}
            value={form.values.password}
            confirmation={field('confirmPassword')}
          />
          <Button type="submit" loading={form.submitting}>
            {t('supplierSetPassword')}
          </Button>
        </Stack>
      </form>
    );
  }

  return (
    <AccountCard title={t('supplierResetTitle')}>
      <Stack>
        {body()}
        <Anchor component={Link} to={portalPath(agency, '/sign-in')} size="sm">
          {t('supplierGoToSignIn')}
        </Anchor>
      </Stack>
    </AccountCard>
  );
}
