import { ActionIcon, Code, CopyButton, Group, Stack, Text, Title, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { UiKey } from '../../../platform/i18n/ui-en.ts';
import { CheckIcon, CopyIcon } from '../../../ui/icons.tsx';
import type { SsoSettingsAnswer } from '../api/sso-queries.ts';

type ServiceProvider = SsoSettingsAnswer['serviceProvider'];

const rows: { field: keyof ServiceProvider; label: UiKey }[] = [
  { field: 'entityId', label: 'spEntityId' },
  { field: 'acsUrl', label: 'spAcsUrl' },
  { field: 'metadataUrl', label: 'spMetadataUrl' },
];

/**
 * What the identity provider's administrator needs to register Procura: read-only, each with a
 * copy button, since these are pasted into another system character for character.
 */
export function ServiceProviderDetails({ serviceProvider }: { serviceProvider: ServiceProvider }) {
  const { t } = useTranslation();
  return (
    <Stack gap="xs" data-testid="service-provider">
      <Title order={2} size="h4">
        {t('serviceProviderTitle')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('serviceProviderIntro')}
      </Text>
      {rows.map(({ field, label }) => (
        <div key={field}>
          <Text size="sm" fw={500}>
            {t(label)}
          </Text>
          <Group gap="xs" wrap="nowrap">
            <Code style={{ overflowWrap: 'anywhere' }}>{serviceProvider[field]}</Code>
            <CopyButton value={serviceProvider[field]} timeout={2000}>
              {({ copied, copy }) => (
                <Tooltip label={copied ? t('copied') : t('copy')} withArrow>
                  <ActionIcon
                    variant="subtle"
                    color={copied ? 'teal' : 'gray'}
                    onClick={copy}
                    aria-label={t('copyValue', { name: t(label) })}
                  >
                    {copied ? <CheckIcon size={16} /> : <CopyIcon size={16} />}
                  </ActionIcon>
                </Tooltip>
              )}
            </CopyButton>
          </Group>
        </div>
      ))}
    </Stack>
  );
}
