import { PasswordInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PasswordChecklist } from '../../../ui/password-checklist.tsx';

type FieldProps = Record<string, unknown>;

/**
 * A new password, the checklist of the password rule as it is typed, and its confirmation: the
 * reset page and the account's password tab. The props are the form's input props of each field.
 */
export function NewPasswordFields({
  password,
  value,
  confirmation,
}: {
  password: FieldProps;
  value: string;
  confirmation: FieldProps;
}) {
  const { t } = useTranslation();
  return (
    <>
      <PasswordInput label={t('supplierNewPassword')} autoComplete="new-password" required {...password} />
      <PasswordChecklist password={value} />
      <PasswordInput
        label={t('supplierConfirmPassword')}
        autoComplete="new-password"
        required
        {...confirmation}
      />
    </>
  );
}
