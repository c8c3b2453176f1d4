import { Alert, Button, Group, PasswordInput, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { isComplexPassword } from '@procura/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { translateFieldError } from '../../../ui/field-error.ts';
import { applyRefusal } from '../../../ui/form-errors.ts';
import { notifySaved } from '../../../ui/notify.ts';
import { changePassword } from '../api/accounts-queries.ts';
import { NewPasswordFields } from './new-password-fields.tsx';

type Values = { oldPassword: string; newPassword: string; confirmPassword: string };

/** Changes the signed-in supplier's password (the old one first); other sessions end. */
export function PasswordForm({ agency }: { agency: string }) {
  const { t } = useTranslation();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: { oldPassword: '', newPassword: '', confirmPassword: '' },
    validate: {
      oldPassword: (value) => (value ? null : 'requiredField'),
      newPassword: (value) => (isComplexPassword(value) ? null : 'passwordNotComplex'),
      confirmPassword: (value, values) => (value === values.newPassword ? null : t('passwordMismatch')),
    },
    validateInputOnBlur: true,
  });
  const field = (path: keyof Values) => {
    const props = form.getInputProps(path);
    return { ...props, error: translateFieldError(props.error) };
  };
  const submit = form.onSubmit(async (values) => {
    setFailure(null);
    try {
      notifySaved(await changePassword(agency, values.oldPassword, values.newPassword));
      form.reset();
    } catch (error) {
      setFailure(
        applyRefusal(form, error, { oldPasswordIncorrect: 'oldPassword', passwordNotComplex: 'newPassword' }),
      );
    }
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack maw={420}>
        {failure ? (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        ) : null}
        <PasswordInput
          label={t('supplierOldPassword')}
          autoComplete="current-password"
          required
          {...field('oldPassword')}
        />
        <NewPasswordFields
          password={field('newPassword')}
          value={form.values.newPassword}
          confirmation={field('confirmPassword')}
        />
        <Group>
          <Button type="submit" loading={form.submitting} data-testid="password-save">
            {t('supplierChangePassword')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
