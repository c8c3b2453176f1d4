import { ActionIcon, Alert, Button, Group, Stack, Table, Text, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { saveResourcesSchema } from '@procura/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { i18n } from '../../../platform/i18n/index.ts';
import { useUnsavedChanges } from '../../../platform/session/unsaved-changes.ts';
import { translateFieldError } from '../../../ui/field-error.ts';
import { readRefusal } from '../../../ui/form-errors.ts';
import { CrossIcon } from '../../../ui/icons.tsx';
import { schemaErrors } from '../../../ui/schema-errors.ts';
import type { Resource } from '../api/content-queries.ts';
import { FormActions } from './form-actions.tsx';

type Values = { rows: Resource[] };

function validate(values: Values): Record<string, string> {
  const rows = values.rows.map((row) => ({ key: row.key.trim(), value: row.value }));
  const errors = schemaErrors(saveResourcesSchema, rows, 'rows.');
  // Keys are unique per agency: a second row with the same key would silently overwrite the first.
  const seen = new Set<string>();
  rows.forEach((row, index) => {
    if (row.key && seen.has(row.key)) errors[`rows.${index}.key`] ??= i18n.t('resourceKeyDuplicate');
    seen.add(row.key);
  });
  return errors;
}

/**
 * What to send: every row as typed, and an empty value for each key that was removed, since the
 * server sets the listed keys only and an empty value is how a key is removed.
 */
export function resourceChanges(original: readonly Resource[], rows: readonly Resource[]): Resource[] {
  const kept = rows.map((row) => ({ key: row.key.trim(), value: row.value }));
  const keys = new Set(kept.map((row) => row.key));
  const removed = original.filter((row) => !keys.has(row.key)).map((row) => ({ key: row.key, value: '' }));
  return [...kept, ...removed];
}

/**
 * The agency's resource texts: wording that replaces the product's default for a key. Rows are
 * added and removed here and saved together; an emptied value restores the default.
 */
export function ResourcesEditor({
  resources,
  readOnly,
  onSave,
}: {
  resources: Resource[];
  readOnly: boolean;
  /** Answers the agency's resources as stored after the change. */
  onSave: (changes: Resource[]) => Promise<Resource[]>;
}) {
  const { t } = useTranslation();
  const [failure, setFailure] = useState<string | null>(null);
  const [original, setOriginal] = useState<Resource[]>(resources);
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: { rows: resources },
    validate,
    validateInputOnBlur: true,
  });
  useUnsavedChanges(form.isDirty());

  const submit = form.onSubmit(async (values) => {
    setFailure(null);
    try {
      const stored = await onSave(resourceChanges(original, values.rows));
      setOriginal(stored);
      form.setValues({ rows: stored });
      form.resetDirty({ rows: stored });
    } catch (error) {
      setFailure(readRefusal(error, {}).general);
    }
  });
  const field = (path: string) => {
    const props = form.getInputProps(path);
    return { ...props, error: translateFieldError(props.error), disabled: readOnly };
  };

  return (
    <form onSubmit={submit} noValidate data-testid="resources-form">
      <Stack>
        {failure ? (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        ) : null}
        {form.values.rows.length === 0 ? (
          <Text c="dimmed" size="sm">
            {t('resourcesEmpty')}
          </Text>
        ) : (
          <Table verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th w="35%">{t('resourceKey')}</Table.Th>
                <Table.Th>{t('resourceValue')}</Table.Th>
                {readOnly ? null : <Table.Th w={48} />}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {form.values.rows.map((row, index) => (
                // Rows have no id until saved; the index is their identity while editing.
                // biome-ignore lint/suspicious/noArrayIndexKey: see above.
                <Table.Tr key={index}>
                  <Table.Td valign="top">
                    <TextInput
                      aria-label={t('resourceKeyOf', { index: index + 1 })}
                      {...field(`rows.${index}.key`)}
                    />
                  </Table.Td>
                  <Table.Td valign="top">
                    <Textarea
                      aria-label={t('resourceValueOf', { index: index + 1 })}
                      autosize
                      minRows={1}
                      maxRows={6}
                      {...field(`rows.${index}.value`)}
                    />
                  </Table.Td>
                  {readOnly ? null : (
                    <Table.Td valign="top">
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        aria-label={t('removeResource', { name: row.key || String(index + 1) })}
                        onClick={() => form.removeListItem('rows', index)}
                      >
                        <CrossIcon />
                      </ActionIcon>
                    </Table.Td>
                  )}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
        <Text size="xs" c="dimmed">
          {t('resourceEmptyValueHint')}
        </Text>
        <Group justify="space-between">
          {readOnly ? (
            <div />
          ) : (
            <Button variant="light" onClick={() => form.insertListItem('rows', { key: '', value: '' })}>
              {t('addResource')}
            </Button>
          )}
          <FormActions
            routeName="control-panel"
            controlId="saveResources"
            testId="resources-save"
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
