import { Alert, Button, Group, List, Stack, Text } from '@mantine/core';
import { formatZoned, type SentEmail } from '@procura/contract';
import { useTranslation } from 'react-i18next';

/**
 * Step 4: what the server took. A copy refused as it went (the server's answer beside it) is
 * listed in a notice that stays until the wizard is left, never a passing notification.
 */
export function SentStep({
  email,
  timeZone,
  onReset,
  onClose,
}: {
  email: SentEmail;
  timeZone: string;
  onReset: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const failed = email.recipients.filter((r) => r.status === 'failed');
  const scheduled = email.status === 'scheduled' && email.sendDateUtc !== null;
  return (
    <Stack>
      <Alert color={failed.length > 0 ? 'yellow' : 'green'} data-testid="email-sent-summary">
        <Text size="sm">
          {scheduled
            ? t('emailWizardScheduledSummary', {
                count: email.recipientCount,
                when: formatZoned(new Date(email.sendDateUtc ?? ''), timeZone),
              })
            : t('emailWizardSentSummary', { count: email.recipientCount })}
        </Text>
        <Text size="sm" c="dimmed">
          {email.subject}
        </Text>
      </Alert>
      {failed.length > 0 ? (
        <Alert color="red" role="alert" title={t('emailSendFailures')} data-testid="email-copy-failures">
          <List size="sm">
            {failed.map((r) => (
              <List.Item key={r.id}>
                {`${r.name || r.email} <${r.email}>`}
                {r.error ? `: ${r.error}` : ''}
              </List.Item>
            ))}
          </List>
        </Alert>
      ) : null}
      <Group justify="flex-end">
        <Button variant="default" onClick={onReset}>
          {t('emailWizardNewEmail')}
        </Button>
        <Button onClick={onClose}>{t('close')}</Button>
      </Group>
    </Stack>
  );
}
