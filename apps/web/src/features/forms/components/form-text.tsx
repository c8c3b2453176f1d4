import { Text, Textarea } from '@mantine/core';
import { tableRules } from '@procura/contract';
import { memo } from 'react';

/**
 * A form's heading or footer text: edited by the buyer, shown to suppliers above and below the
 * grid. One component for both, so moving to the shared rich-text editor changes this file only.
 * Memoised: an autosizing editor measures itself when it renders, which forces the page's layout,
 * and a cell edit elsewhere must not pay for that.
 */
export const FormText = memo(function FormText({
  label,
  value,
  onChange,
  disabled = false,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  disabled?: boolean;
}) {
  return (
    <Textarea
      label={label}
      autosize
      minRows={2}
      maxRows={10}
      maxLength={tableRules.maxTextLength}
      value={value}
      disabled={disabled}
      onChange={(event) => onChange(event.currentTarget.value)}
    />
  );
});

/** The heading or footer as suppliers see it; nothing when it is empty. */
export function FormTextView({ value, testId }: { value: string; testId: string }) {
  if (value.trim() === '') return null;
  return (
    <Text size="sm" style={{ whiteSpace: 'pre-wrap' }} data-testid={testId}>
      {value}
    </Text>
  );
}
