import { Button, Group, Stack, Switch, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { saveOnlineSubmissionTemplateSchema } from '@procura/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUnsavedChanges } from '../../../platform/session/unsaved-changes.ts';
import { translateFieldError } from '../../../ui/field-error.ts';
import { applyRefusal } from '../../../ui/form-errors.ts';
import { RichTextEditor } from '../../../ui/rich-text/lazy-rich-text-editor.tsx';
import { schemaErrors } from '../../../ui/schema-errors.ts';
import type { SaveTemplate, Template, TemplateGroupName } from '../api/content-queries.ts';
import { FormActions } from './form-actions.tsx';

type Values = { name: string; active: boolean; body: string };

const templateFieldOfKey: Record<string, keyof Values> = {
  nameAlreadyExists: 'name',
  nameRequired: 'name',
  invalidParameter: 'name',
};

function valuesOf(template: Template | null): Values {
  return { name: template?.name ?? '', active: template?.active ?? true, body: template?.body ?? '' };
}

/**
 * One online submission template: name, whether it is offered, and its body in the rich-text
 * editor. The editor is what-you-see-is-what-you-get and the server cleans the body on save, so
 * once saved the editor shows the body as stored; there is no separate preview.
 */
export function TemplateForm({
  template,
  group,
  readOnly,
  onSave,
  onDelete,
}: {
  template: Template | null;
  group: TemplateGroupName;
  readOnly: boolean;
  /** Answers the template as stored; its body is what the editor shows from then on. */
  onSave: (template: SaveTemplate) => Promise<Template>;
  onDelete?: () => void;
}) {
  const { t } = useTranslation();
  const [failure, setFailure] = useState<string | null>(null);
  const [saved, setSaved] = useState<Template | null>(template);
  const toPayload = (values: Values): SaveTemplate => ({
    ...(saved ? { id: saved.id } : {}),
    groupName: group,
    name: values.name.trim(),
    body: values.body,
    active: values.active,
  });
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: valuesOf(template),
    validate: (values) => schemaErrors(saveOnlineSubmissionTemplateSchema, toPayload(values)),
    validateInputOnBlur: true,
  });
  useUnsavedChanges(form.isDirty());

  const submit = form.onSubmit(async (values) => {
    setFailure(null);
    try {
      const stored = await onSave(toPayload(values));
      setSaved(stored);
      // The form now shows the body as stored, so what is edited next is what the server kept.
      form.setValues(valuesOf(stored));
      form.resetDirty(valuesOf(stored));
    } catch (error) {
      setFailure(applyRefusal(form, error, templateFieldOfKey));
    }
  });
  const field = (path: keyof Values) => {
    const props = form.getInputProps(path);
    return { ...props, error: translateFieldError(props.error), disabled: readOnly };
  };

  return (
    <form onSubmit={submit} noValidate data-testid="template-form">
      <Stack>
        <Group align="flex-end">
          <TextInput label={t('templateName')} required flex="1 1 240px" {...field('name')} />
          <Switch
            label={t('templateActive')}
            {...form.getInputProps('active', { type: 'checkbox' })}
            disabled={readOnly}
            mb={8}
          />
        </Group>
        <RichTextEditor
          label={t('templateBody')}
          value={form.values.body}
          onChange={(html) => form.setFieldValue('body', html)}
          onBlur={() => form.validateField('body')}
          error={translateFieldError(form.errors.body)}
          readOnly={readOnly}
        />
        {failure ? (
          <Text c="red" size="sm" role="alert">
            {failure}
          </Text>
        ) : null}
        <Group justify="space-between">
          <div>
            {saved && onDelete && !readOnly ? (
              <Button variant="subtle" color="red" onClick={onDelete}>
                {t('deleteTemplate')}
              </Button>
            ) : null}
          </div>
          <FormActions
            routeName="control-panel"
            controlId="saveTemplate"
            testId="template-save"
            dirty={form.isDirty()}
            valid={form.isValid()}
            submitting={form.submitting}
            readOnly={readOnly}
            onDiscard={() => form.reset()}
          />
        </Group>
      </Stack>
    </form>
  );
}
