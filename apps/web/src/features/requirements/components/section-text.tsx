import { Textarea } from '@mantine/core';
import type { ReactNode } from 'react';

export type SectionTextProps = {
  value: string;
  onChange: (value: string) => void;
  readOnly?: boolean;
  label?: string;
  error?: ReactNode;
  height?: number;
  'aria-label'?: string;
};

/**
 * A section's rich text. The one place the requirement pages meet the text editor, so moving to
 * the shared rich-text editor changes this file only; until then the markup is edited as text.
 */
export function SectionText({
  value,
  onChange,
  readOnly,
  label,
  error,
  height = 300,
  ...rest
}: SectionTextProps) {
  return (
    <Textarea
      label={label}
      aria-label={rest['aria-label']}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      readOnly={readOnly}
      error={error}
      autosize
      minRows={Math.max(3, Math.round(height / 30))}
      data-testid="section-text"
    />
  );
}
