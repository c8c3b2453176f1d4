import type { UseFormReturnType } from '@mantine/form';
import { translateFieldError } from '../../../../ui/field-error.ts';
import type { IntakeFormValues } from '../intake-form-model.ts';

export type IntakeForm = UseFormReturnType<IntakeFormValues>;

/** A field's input props with its message in the reader's language (the contract names keys). */
export function fieldProps(form: IntakeForm, path: string) {
  const props = form.getInputProps(path);
  return { ...props, error: translateFieldError(props.error) };
}
