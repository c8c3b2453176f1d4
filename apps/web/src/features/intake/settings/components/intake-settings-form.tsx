import { Alert, MultiSelect, Stack, Switch } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type IntakeSettings, type IntakeSettingsInput, intakeSettingsInputSchema } from '@procura/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUnsavedChanges } from '../../../../platform/session/unsaved-changes.ts';
import { translateFieldError } from '../../../../ui/field-error.ts';
import { applyRefusal } from '../../../../ui/form-errors.ts';
import { RichTextEditor } from '../../../../ui/rich-text/lazy-rich-text-editor.tsx';
import { schemaErrors } from '../../../../ui/schema-errors.ts';
import { fullNameOf } from '../../../../ui/user-avatar.tsx';
import { FormActions } from '../../../control-panel/index.ts';
import { useAllTeamMembers } from '../../../team/index.ts';
import { useIntakeDepartments } from '../../api/settings-queries.ts';

/** The form holds the selects' strings; the contract's input holds ids. */
type Values = Omit<IntakeSettingsInput, 'departmentIds' | 'notifyUserIds'> & {
  departmentIds: string[];
  notifyUserIds: string[];
};

const valuesOf = (settings: IntakeSettingsInput): Values => ({
  enableIntake: settings.enableIntake,
  enableIntakeEssentials: settings.enableIntakeEssentials,
  guide: settings.guide,
  departmentIds: settings.departmentIds.map(String),
  notifyUserIds: settings.notifyUserIds.map(String),
});

const inputOf = (values: Values): IntakeSettingsInput => ({
  ...values,
  departmentIds: values.departmentIds.map(Number),
  notifyUserIds: values.notifyUserIds.map(Number),
});

const fieldOfKey: Record<string, keyof Values> = {
  intakeDepartmentInvalid: 'departmentIds',
  invalidUserId: 'notifyUserIds',
};

/** A name for every chosen id, even one no longer listed, so a saved choice always reads. */
function withChosen(options: { value: string; label: string }[], chosen: string[]) {
  const missing = chosen.filter((value) => !options.some((option) => option.value === value));
  return [...options, ...missing.map((value) => ({ value, label: `#${value}` }))];
}

/** Whether the agency takes requests, the guide, the departments offered and who hears of requests. */
export function IntakeSettingsForm({
  settings,
  readOnly,
  onSave,
}: {
  settings: IntakeSettings;
  readOnly: boolean;
  onSave: (input: IntakeSettingsInput) => Promise<IntakeSettings>;
}) {
  const { t } = useTranslation();
  const departments = useIntakeDepartments();
  const members = useAllTeamMembers();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: valuesOf(settings),
    validate: (values) => schemaErrors(intakeSettingsInputSchema, inputOf(values)),
  });
  useUnsavedChanges(form.isDirty());

  const submit = form.onSubmit(async (values) => {
    setFailure(null);
    try {
      const saved = valuesOf(await onSave(inputOf(values)));
      form.setValues(saved);
      form.resetDirty(saved);
    } catch (error) {
      setFailure(applyRefusal(form, error, fieldOfKey));
    }
  });

  const { departmentIds, notifyUserIds } = form.values;
  const departmentOptions = withChosen(
    (departments.data ?? []).map((department) => ({ value: String(department.id), label: department.name })),
    departmentIds,
  );
  const peopleOptions = withChosen(
    (members.data ?? [])
      .filter((member) => !member.inActive || notifyUserIds.includes(String(member.id)))
      .map((member) => ({ value: String(member.id), label: fullNameOf(member) }))
      .sort((a, b) => a.label.localeCompare(b.label)),
    notifyUserIds,
  );
  const multi = (path: 'departmentIds' | 'notifyUserIds') => {
    const props = form.getInputProps(path);
    return {
      ...props,
      error: translateFieldError(props.error),
      disabled: readOnly,
      searchable: true,
      clearable: true,
    };
  };

  return (
    <form onSubmit={submit} noValidate data-testid="intake-settings-form">
      <Stack>
        {failure ? (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        ) : null}
        <Switch
          label={t('intakeSettingsEnable')}
          description={t('intakeSettingsEnableHint')}
          {...form.getInputProps('enableIntake', { type: 'checkbox' })}
          disabled={readOnly}
        />
        <Switch
          label={t('intakeSettingsEssentials')}
          description={t('intakeSettingsEssentialsHint')}
          {...form.getInputProps('enableIntakeEssentials', { type: 'checkbox' })}
          disabled={readOnly}
        />
        <RichTextEditor
          label={t('intakeSettingsGuide')}
          value={form.values.guide}
          onChange={(html) => form.setFieldValue('guide', html)}
          readOnly={readOnly}
          error={translateFieldError(form.errors.guide)}
        />
        <MultiSelect
          label={t('intakeSettingsDepartments')}
          description={
            departmentIds.length === 0
              ? t('intakeSettingsDepartmentsAll')
              : t('intakeSettingsDepartmentsHint')
          }
          data={departmentOptions}
          placeholder={departments.isPending ? t('intakeSettingsLoadingChoices') : undefined}
          {...multi('departmentIds')}
          data-testid="intake-departments"
        />
        <MultiSelect
          label={t('intakeSettingsNotify')}
          description={notifyUserIds.length === 0 ? t('intakeSettingsNobody') : t('intakeSettingsNotifyHint')}
          data={peopleOptions}
          placeholder={members.isPending ? t('intakeSettingsLoadingChoices') : undefined}
          {...multi('notifyUserIds')}
          data-testid="intake-notify"
        />
        <FormActions
          justify="flex-end"
          routeName="control-panel"
          controlId="saveIntakeSettings"
          testId="intake-settings-save"
          dirty={form.isDirty()}
          valid={form.isValid()}
          submitting={form.submitting}
          readOnly={readOnly}
          onDiscard={() => form.reset()}
        />
      </Stack>
    </form>
  );
}
