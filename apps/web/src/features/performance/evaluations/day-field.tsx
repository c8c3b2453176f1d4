import { TextInput } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A calendar day ('YYYY-MM-DD', '' while empty). `min` keeps the browser's picker from offering
 * earlier days (the evaluation date is never in the past, 000 §5); a day typed earlier still shows
 * the rule's message, since the check is the contract's, not the picker's.
 */
export function DayField({
  label,
  value,
  onChange,
  min,
  error,
  testId,
  required = false,
}: {
  label: string;
  value: string;
  onChange: (day: string) => void;
  min?: string;
  error?: ReactNode;
  testId?: string;
  required?: boolean;
}) {
  return (
    <TextInput
      type="date"
      label={label}
      value={value}
      min={min}
      required={required}
      onChange={(event) => onChange(event.currentTarget.value)}
      error={error}
      data-testid={testId}
    />
  );
}
