import { Alert, Button, Group, PasswordInput, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { type UpdateOwnProfile, updateOwnProfileSchema } from '@procura/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { translateFieldError } from '../../../ui/field-error.ts';
import { applyRefusal } from '../../../ui/form-errors.ts';
import { PasswordChecklist } from '../../../ui/password-checklist.tsx';

type Profile = { firstName: string; lastName: string; email: string };
type Save = (profile: UpdateOwnProfile) => Promise<void>;

const resolveOwn = schemaResolver(updateOwnProfileSchema, { sync: true });

const profileFieldOfKey: Record<string, keyof Profile> = {
  userEmailExists: 'email',
  userEmailRequired: 'email',
  userInvalidEmail: 'email',
  userFirstNameRequired: 'firstName',
  userLastNameRequired: 'lastName',
};

/** The signed-in user's name and email (PUT Users/{id}/teamMember). */
export function OwnProfileForm({ profile, onSave }: { profile: Profile; onSave: Save }) {
  const { t } = useTranslation();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<Profile>({
    mode: 'controlled',
    initialValues: profile,
    validate: (values) => resolveOwn(values) as Record<string, string>,
    validateInputOnBlur: true,
  });

  const submit = form.onSubmit(async (values) => {
    setFailure(null);
    try {
      await onSave(values);
      form.resetDirty(values);
    } catch (error) {
      setFailure(applyRefusal(form, error, profileFieldOfKey));
    }
  });
  const field = (path: keyof Profile) => {
    const props = form.getInputProps(path);
    return { ...props, error: translateFieldError(props.error) };
  };

  return (
    <form onSubmit={submit} noValidate data-testid="own-profile-form">
      <Stack>
        {failure ? (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        ) : null}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label={t('givenNameLabel')} required autoComplete="given-name" {...field('firstName')} />
          <TextInput label={t('surnameLabel')} required autoComplete="family-name" {...field('lastName')} />
          <TextInput label={t('emailLabel')} required type="email" autoComplete="email" {...field('email')} />
        </SimpleGrid>
        <Group justify="flex-end">
          <Button type="submit" disabled={!form.isValid() || !form.isDirty()} loading={form.submitting}>
            {t('save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

type Passwords = { oldPassword: string; newPassword: string; confirmPassword: string };
const emptyPasswords: Passwords = { oldPassword: '', newPassword: '', confirmPassword: '' };

const passwordFieldOfKey: Record<string, keyof Passwords> = {
  oldPasswordIncorrect: 'oldPassword',
  passwordNeverSet: 'oldPassword',
  passwordNotComplex: 'newPassword',
  passwordMismatch: 'confirmPassword',
};

/**
 * Changing one's own password: the old one, then the new one twice. A wrong old password comes
 * back as 401 oldPasswordIncorrect, shown under the old password; it never signs the user out.
 */
export function ChangePasswordForm({ profile, onSave }: { profile: Profile; onSave: Save }) {
  const { t } = useTranslation();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<Passwords>({
    mode: 'controlled',
    initialValues: emptyPasswords,
    validate: (values) => {
      const errors = resolveOwn({ ...profile, ...values }) as Record<string, string>;
      for (const key of Object.keys(values) as (keyof Passwords)[]) {
        if (values[key] === '') errors[key] = 'requiredField';
      }
      return errors;
    },
    validateInputOnBlur: true,
  });

  const submit = form.onSubmit(async (values) => {
    setFailure(null);
    try {
      await onSave({ ...profile, ...values });
      form.reset();
    } catch (error) {
      setFailure(applyRefusal(form, error, passwordFieldOfKey));
    }
  });
  const field = (path: keyof Passwords) => {
    const props = form.getInputProps(path);
    return { ...props, error: translateFieldError(props.error) };
  };

  return (
    <form onSubmit={submit} noValidate data-testid="change-password-form">
      <Stack maw={420}>
        {failure ? (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        ) : null}
        <PasswordInput
          label={t('oldPasswordLabel')}
          required
          autoComplete="current-password"
          {...field('oldPassword')}
        />
        <PasswordInput
          label={t('newPasswordLabel')}
          required
          autoComplete="new-password"
          {...field('newPassword')}
        />
        <PasswordChecklist password={form.values.newPassword} />
        <PasswordInput
          label={t('confirmPasswordLabel')}
          required
          autoComplete="new-password"
          {...field('confirmPassword')}
        />
        <Group justify="flex-end">
          <Button type="submit" disabled={!form.isValid()} loading={form.submitting}>
            {t('changePasswordButton')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
