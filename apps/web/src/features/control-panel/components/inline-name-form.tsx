import { NumberInput, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useUnsavedChanges } from '../../../platform/session/unsaved-changes.ts';
import { translateFieldError } from '../../../ui/field-error.ts';
import { applyRefusal } from '../../../ui/form-errors.ts';
import { InlineFormRow } from './inline-form-row.tsx';

/** A list entry as typed: its name and, for periods and terms, a number of days or months. */
export type NameDraft = { name: string; value: number | null };
type Values = { name: string; value: number | string };

const nameFieldOfKey: Record<string, keyof Values> = {
  nameAlreadyExists: 'name',
  nameRequired: 'name',
  invalidParameter: 'name',
};

function draftOf(values: Values): NameDraft {
  return { name: values.name.trim(), value: typeof values.value === 'number' ? values.value : null };
}

/**
 * Adds or renames one entry of a list in place (departments, divisions, drop-down options). The
 * contract's schema, passed in as `validate`, decides what is valid; a refusal such as a name
 * already taken shows under the name. Adding clears the form for the next entry.
 */
export function InlineNameForm({
  label,
  valueLabel,
  initial,
  submitLabel,
  validate,
  onSubmit,
  onCancel,
}: {
  label: string;
  /** When given, a whole number beside the name (days of a period, months of a term). */
  valueLabel?: string;
  initial?: NameDraft;
  submitLabel: string;
  validate: (draft: NameDraft) => Record<string, string>;
  onSubmit: (draft: NameDraft) => Promise<void>;
  onCancel?: () => void;
}) {
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: { name: initial?.name ?? '', value: initial?.value ?? '' },
    validate: (values) => validate(draftOf(values)),
    validateInputOnBlur: true,
  });
  useUnsavedChanges(form.isDirty());

  const submit = form.onSubmit(async (values) => {
    setFailure(null);
    try {
      await onSubmit(draftOf(values));
      if (!initial) form.reset();
    } catch (error) {
      setFailure(applyRefusal(form, error, nameFieldOfKey));
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
        buttonSize="sm"
      >
        <TextInput aria-label={label} placeholder={label} size="sm" flex="1 1 200px" {...field('name')} />
        {valueLabel ? (
          <NumberInput
            aria-label={valueLabel}
            placeholder={valueLabel}
            size="sm"
            w={140}
            allowDecimal={false}
            allowNegative={false}
            clampBehavior="none"
            {...field('value')}
          />
        ) : null}
      </InlineFormRow>
    </form>
  );
}
