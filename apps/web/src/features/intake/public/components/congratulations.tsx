import { Button, Code, Stack, Text, Title } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckIcon } from '../../../../ui/icons.tsx';

/** What the requester sees once the request is in (000 §2 congratulations page): its reference. */
export function Congratulations({
  agencyName,
  reference,
  onAnother,
}: {
  agencyName: string;
  reference: string;
  onAnother: () => void;
}) {
  const { t } = useTranslation();
  const title = useRef<HTMLHeadingElement>(null);
  // The form was long: moving focus here brings the outcome into view and announces it.
  useEffect(() => title.current?.focus(), []);
  return (
    <Stack align="center" ta="center" py="xl" data-testid="intake-congratulations">
      <CheckIcon size={40} color="var(--mantine-color-green-7)" />
      <Title order={2} ref={title} tabIndex={-1}>
        {t('intakeFormThanksTitle')}
      </Title>
      <Text>{t('intakeFormThanksText', { agency: agencyName })}</Text>
      <Text size="sm" c="dimmed">
        {t('intakeFormReferenceLabel')}
      </Text>
      <Code fz="lg" data-testid="intake-reference">
        {reference}
      </Code>
      <Button variant="default" onClick={onAnother}>
        {t('intakeFormSendAnother')}
      </Button>
    </Stack>
  );
}
