import { Box } from '@mantine/core';
import type { ReactNode } from 'react';
import { RichTextEditor } from '../../../ui/rich-text/lazy-rich-text-editor.tsx';

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
 * A section's rich text, edited with the shared rich-text editor: the one place the requirement
 * pages meet it. The value is HTML, '' for an empty text; read-only, the text shows without the
 * toolbar. The wrapper keeps the `section-text` test id so end-to-end tests can find the text.
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
    <Box data-testid="section-text">
      <RichTextEditor
        label={label}
        aria-label={rest['aria-label']}
        value={value}
        onChange={onChange}
        readOnly={readOnly}
        error={error}
        height={height}
      />
    </Box>
  );
}
