import { Alert, NumberInput, Paper, SimpleGrid, Stack, Switch, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { formatProjectNumber, type ProjectSettings, projectSettingsSchema } from '@procura/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { UiKey } from '../../../platform/i18n/ui-en.ts';
import { useUnsavedChanges } from '../../../platform/session/unsaved-changes.ts';
import { translateFieldError } from '../../../ui/field-error.ts';
import { applyRefusal } from '../../../ui/form-errors.ts';
import { schemaErrors } from '../../../ui/schema-errors.ts';
import { FormActions } from './form-actions.tsx';
import {
  boundsOf,
  type NumberField,
  type ProjectSettingsValues,
  toSettings,
  valuesOf,
} from './project-settings-model.ts';

const validate = (values: ProjectSettingsValues) => schemaErrors(projectSettingsSchema, toSettings(values));

const numberLabels: Record<NumberField, { label: UiKey; description: UiKey }> = {
  projectNumberPadding: { label: 'numberPaddingLabel', description: 'numberPaddingDescription' },
  nextProjectNumber: { label: 'nextProjectNumberLabel', description: 'nextProjectNumberDescription' },
  notificationMonths: { label: 'notificationMonthsLabel', description: 'notificationMonthsDescription' },
  submissionsRequiredToUnseal: {
    label: 'submissionsToUnsealLabel',
    description: 'submissionsToUnsealDescription',
  },
  optionalRows: { label: 'optionalRowsLabel', description: 'optionalRowsDescription' },
};

const projectFieldOfKey: Record<string, keyof ProjectSettingsValues> = {
  invalidProjectNumber: 'projectNumberPrefix',
};

/**
 * Project settings of the tender node (000 §5 Project): how project numbers are made, with a live
 * example of the next one, and the node's notification and submission defaults. Out-of-range
 * numbers are kept as typed and explained rather than clamped: silently turning a padding of 15
 * into 14 would change every number the agency issues without anyone having chosen it.
 */
export function ProjectSettingsForm({
  settings,
  readOnly,
  onSave,
}: {
  settings: ProjectSettings;
  readOnly: boolean;
  onSave: (settings: ProjectSettings) => Promise<ProjectSettings>;
}) {
  const { t } = useTranslation();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<ProjectSettingsValues>({
    mode: 'controlled',
    initialValues: valuesOf(settings),
    validate,
    validateInputOnBlur: true,
  });
  useUnsavedChanges(form.isDirty());

  const submit = form.onSubmit(async (values) => {
    setFailure(null);
    try {
      const saved = valuesOf(await onSave(toSettings(values)));
      form.setValues(saved);
      form.resetDirty(saved);
    } catch (error) {
      setFailure(applyRefusal(form, error, projectFieldOfKey));
    }
  });

  const field = (path: keyof ProjectSettingsValues) => {
    const props = form.getInputProps(path);
    return { ...props, error: translateFieldError(props.error), disabled: readOnly };
  };
  const numberInput = (path: NumberField) => (
    <NumberInput
      key={path}
      label={t(numberLabels[path].label)}
      description={t(numberLabels[path].description)}
      required
      {...boundsOf(path)}
      allowDecimal={false}
      allowNegative={false}
      clampBehavior="none"
      {...field(path)}
    />
  );

  // The example follows the form as typed, but only from values the server would accept.
  const draft = toSettings(form.values);
  const draftErrors = validate(form.values);
  const example =
    draftErrors.projectNumberPrefix || draftErrors.projectNumberPadding || draftErrors.nextProjectNumber
      ? null
      : formatProjectNumber(draft, draft.nextProjectNumber);

  return (
    <form onSubmit={submit} noValidate data-testid="project-settings-form">
      <Stack>
        {failure ? (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        ) : null}
        <Switch
          label={t('autoGenerateNumberLabel')}
          description={t('autoGenerateNumberDescription')}
          {...form.getInputProps('autoGenerateProjectNumber', { type: 'checkbox' })}
          disabled={readOnly}
        />
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <TextInput
            label={t('numberPrefixLabel')}
            description={t('numberPrefixDescription')}
            {...field('projectNumberPrefix')}
          />
          {numberInput('projectNumberPadding')}
          {numberInput('nextProjectNumber')}
        </SimpleGrid>
        <Paper withBorder p="sm" bg="var(--mantine-color-gray-light)">
          <Text size="sm" c="dimmed">
            {t('nextNumberExample')}
          </Text>
          <Text fw={600} ff="monospace" data-testid="next-number-example">
            {example ?? t('nextNumberExampleUnavailable')}
          </Text>
        </Paper>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          {numberInput('notificationMonths')}
          {numberInput('submissionsRequiredToUnseal')}
          {numberInput('optionalRows')}
        </SimpleGrid>
        <Switch
          label={t('allowInformalProjectsLabel')}
          description={t('allowInformalProjectsDescription')}
          {...form.getInputProps('allowInformalProjects', { type: 'checkbox' })}
          disabled={readOnly}
          data-testid="allow-informal-projects"
        />
        <FormActions
          justify="flex-end"
          routeName="control-panel"
          controlId="saveProjectSettings"
          testId="project-settings-save"
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
