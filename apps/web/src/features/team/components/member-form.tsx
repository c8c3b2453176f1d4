import {
  Alert,
  Button,
  Checkbox,
  Group,
  MultiSelect,
  PasswordInput,
  Radio,
  SimpleGrid,
  Stack,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import type { TeamMember, UserGroup } from '@procura/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUnsavedChanges } from '../../../platform/session/unsaved-changes.ts';
import { translateFieldError } from '../../../ui/field-error.ts';
import { applyRefusal } from '../../../ui/form-errors.ts';
import { PasswordChecklist } from '../../../ui/password-checklist.tsx';
import {
  initialMemberValues,
  type MemberFormMode,
  type MemberFormValues,
  memberFieldOfKey,
  validateMember,
} from '../member-form-model.ts';

type Field = keyof MemberFormValues;

/**
 * Adds a team member or edits one (000 §5 Team member). A field's message shows once the field
 * has been left, never before; save stays disabled until the whole form is valid, and the live
 * checklist shows what the password still needs. A server refusal lands under its field
 * (userEmailExists under the email) or above the form.
 */
export function MemberForm({
  mode,
  member,
  groups,
  onSave,
  onCancel,
}: {
  mode: MemberFormMode;
  member?: TeamMember;
  groups: Pick<UserGroup, 'id' | 'name'>[];
  onSave: (values: MemberFormValues) => Promise<void>;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<MemberFormValues>({
    mode: 'controlled',
    initialValues: initialMemberValues(member),
    validate: validateMember(mode, member?.id ?? 0),
    validateInputOnBlur: true,
  });
  // Unsaved edits block an agency switch, which would discard them (000 §2).
  useUnsavedChanges(form.isDirty());

  const submit = form.onSubmit(async (values) => {
    setFailure(null);
    try {
      await onSave(values);
      if (mode === 'edit') {
        const saved = { ...values, setPassword: false, password: '', confirmPassword: '' };
        form.setValues(saved);
        form.resetDirty(saved);
      }
    } catch (error) {
      setFailure(applyRefusal(form, error, memberFieldOfKey));
    }
  });

  const field = (path: Field) => {
    const props = form.getInputProps(path);
    return { ...props, error: translateFieldError(props.error) };
  };
  const showPassword = mode === 'create' || form.values.setPassword;

  return (
    <form onSubmit={submit} noValidate data-testid="member-form">
      <Stack>
        {failure ? (
          <Alert color="red" role="alert" data-testid="member-form-failure">
            {failure}
          </Alert>
        ) : null}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label={t('givenNameLabel')} required autoComplete="off" {...field('firstName')} />
          <TextInput label={t('surnameLabel')} required autoComplete="off" {...field('lastName')} />
          <TextInput label={t('emailLabel')} required type="email" autoComplete="off" {...field('email')} />
          <TextInput
            label={t('columnUsername')}
            description={t('usernameDefaultsToEmail')}
            placeholder={form.values.email}
            autoComplete="off"
            {...field('username')}
          />
        </SimpleGrid>
        {mode === 'edit' ? (
          <Checkbox
            label={t('setNewPassword')}
            {...form.getInputProps('setPassword', { type: 'checkbox' })}
            onChange={(event) => {
              form.setFieldValue('setPassword', event.currentTarget.checked);
              form.setFieldValue('password', '');
              form.setFieldValue('confirmPassword', '');
            }}
          />
        ) : null}
        {showPassword ? (
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Stack gap="xs">
              <PasswordInput
                label={mode === 'create' ? t('passwordLabel') : t('newPasswordLabel')}
                required
                autoComplete="new-password"
                {...field('password')}
              />
              <PasswordChecklist password={form.values.password} />
            </Stack>
            <PasswordInput
              label={mode === 'create' ? t('passwordConfirmationLabel') : t('confirmPasswordLabel')}
              required
              autoComplete="new-password"
              {...field('confirmPassword')}
            />
          </SimpleGrid>
        ) : null}
        <Radio.Group label={t('statusLabel')} required {...field('status')}>
          <Group mt={4}>
            <Radio value="active" label={t('statusActive')} />
            <Radio value="inactive" label={t('statusInactive')} />
          </Group>
        </Radio.Group>
        <Checkbox
          label={t('purchaser')}
          description={t('purchaserDescription')}
          {...form.getInputProps('purchaser', { type: 'checkbox' })}
        />
        <MultiSelect
          label={t('columnGroups')}
          placeholder={form.values.groupIds.length === 0 ? t('noGroups') : undefined}
          data={groups.map((group) => ({ value: String(group.id), label: group.name }))}
          searchable
          clearable
          nothingFoundMessage={t('noMatches')}
          {...field('groupIds')}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {t('cancel')}
          </Button>
          <Button
            type="submit"
            disabled={!form.isValid()}
            loading={form.submitting}
            data-testid="member-save"
          >
            {mode === 'create' ? t('addTeamMember') : t('save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
