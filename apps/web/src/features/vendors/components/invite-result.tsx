import { Alert, List, Stack, Text } from '@mantine/core';
import type { InviteVendorsResult } from '@procura/contract';
import { useTranslation } from 'react-i18next';

type SkipReason = InviteVendorsResult['skipped'][number]['reason'];

const reasonLabelKeys = {
  alreadyInvited: 'inviteSkippedAlreadyInvited',
  noContact: 'inviteSkippedNoContact',
  inactive: 'inviteSkippedInactive',
} as const satisfies Record<SkipReason, string>;

/** What inviting did: the companies invited (with the address mailed) and those skipped, with why. */
export function InviteResult({ result }: { result: InviteVendorsResult }) {
  const { t } = useTranslation();
  return (
    <Stack gap="xs" data-testid="invite-result">
      <Alert color={result.invited.length > 0 ? 'green' : 'yellow'} role="status">
        {t('inviteResultInvited', { count: result.invited.length })}
      </Alert>
      {result.invited.length > 0 ? (
        <List size="sm" data-testid="invite-result-invited">
          {result.invited.map((invited) => (
            <List.Item key={invited.vendorId}>
              {invited.companyName}{' '}
              <Text span size="xs" c="dimmed">
                {invited.email}
              </Text>
            </List.Item>
          ))}
        </List>
      ) : null}
      {result.skipped.length > 0 ? (
        <>
          <Text size="sm" fw={500}>
            {t('inviteResultSkipped', { count: result.skipped.length })}
          </Text>
          <List size="sm" data-testid="invite-result-skipped">
            {result.skipped.map((skipped) => (
              <List.Item key={skipped.vendorId}>
                {t('inviteSkippedLine', {
                  name: skipped.companyName,
                  reason: t(reasonLabelKeys[skipped.reason]),
                })}
              </List.Item>
            ))}
          </List>
        </>
      ) : null}
    </Stack>
  );
}
