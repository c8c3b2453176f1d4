import { Button, Group, type MantineSize, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The body of a form that adds or changes one entry in place: its fields in a row with the submit
 * button (enabled once the form is valid) and, when given, Cancel; a refusal shows beneath.
 */
export function InlineFormRow({
  children,
  submitLabel,
  valid,
  submitting,
  failure,
  onCancel,
  buttonSize,
}: {
  children: ReactNode;
  submitLabel: string;
  valid: boolean;
  submitting: boolean;
  failure: string | null;
  onCancel?: () => void;
  buttonSize?: MantineSize;
}) {
  const { t } = useTranslation();
  return (
    <Stack gap={4}>
      <Group align="flex-start" gap="xs" wrap="wrap">
        {children}
        <Button type="submit" size={buttonSize} disabled={!valid} loading={submitting}>
          {submitLabel}
        </Button>
        {onCancel ? (
          <Button size={buttonSize} variant="default" onClick={onCancel}>
            {t('cancel')}
          </Button>
        ) : null}
      </Group>
      {failure ? (
        <Text c="red" size="sm" role="alert">
          {failure}
        </Text>
      ) : null}
    </Stack>
  );
}
