import { Select, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { saveCategorySchema } from '@procura/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUnsavedChanges } from '../../../platform/session/unsaved-changes.ts';
import { translateFieldError } from '../../../ui/field-error.ts';
import { applyRefusal } from '../../../ui/form-errors.ts';
import { schemaErrors } from '../../../ui/schema-errors.ts';
import { InlineFormRow } from './inline-form-row.tsx';

export type CategoryDraft = { code: string; name: string; parentId: number | null };
type Values = { code: string; name: string; parentId: string | null };

const categoryFieldOfKey: Record<string, keyof Values> = {
  codeAlreadyExists: 'code',
  numberRequired: 'code',
  nameRequired: 'name',
  nameAlreadyExists: 'name',
  invalidCategoryId: 'parentId',
};

function draftOf(values: Values): CategoryDraft {
  return {
    code: values.code.trim(),
    name: values.name.trim(),
    parentId: values.parentId === null ? null : Number(values.parentId),
  };
}

/**
 * Adds a category (code, name, optional parent) or changes one's code and name. The parent is
 * chosen only when adding: moving a category under another could make a loop, which the server
 * does not check beyond a category being its own parent.
 */
export function CategoryForm({
  initial,
  parents,
  submitLabel,
  onSubmit,
  onCancel,
}: {
  initial?: CategoryDraft;
  /** Offered as parents when adding; empty when editing. */
  parents: { value: string; label: string }[];
  submitLabel: string;
  onSubmit: (draft: CategoryDraft) => Promise<void>;
  onCancel?: () => void;
}) {
  const { t } = useTranslation();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: {
      code: initial?.code ?? '',
      name: initial?.name ?? '',
      parentId: initial?.parentId == null ? null : String(initial.parentId),
    },
    validate: (values) => schemaErrors(saveCategorySchema, draftOf(values)),
    validateInputOnBlur: true,
  });
  useUnsavedChanges(form.isDirty());

  const submit = form.onSubmit(async (values) => {
    setFailure(null);
    try {
      await onSubmit(draftOf(values));
      if (!initial) form.reset();
    } catch (error) {
      setFailure(applyRefusal(form, error, categoryFieldOfKey));
    }
  });
  const field = (path: keyof Values) => {
    const props = form.getInputProps(path);
    return { ...props, error: translateFieldError(props.error) };
  };

  return (
    <form onSubmit={submit} noValidate>
      <InlineFormRow
        submitLabel={submitLabel}
        valid={form.isValid()}
        submitting={form.submitting}
        failure={failure}
        onCancel={onCancel}
      >
        <TextInput
          aria-label={t('categoryCode')}
          placeholder={t('categoryCode')}
          w={140}
          {...field('code')}
        />
        <TextInput
          aria-label={t('categoryName')}
          placeholder={t('categoryName')}
          flex="1 1 200px"
          {...field('name')}
        />
        {initial ? null : (
          <Select
            aria-label={t('categoryParent')}
            placeholder={t('categoryNoParent')}
            data={parents}
            searchable
            clearable
            nothingFoundMessage={t('noMatches')}
            w={240}
            {...field('parentId')}
          />
        )}
      </InlineFormRow>
    </form>
  );
}
