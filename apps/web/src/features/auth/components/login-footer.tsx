import { Anchor, Group, Stack, Text } from '@mantine/core';
import { buildVersion } from '@procura/contract';
import { useTranslation } from 'react-i18next';
import { links } from '../../../platform/links.ts';

/** Privacy policy, support and product links, the version and the current year (000 §2 /login). */
export function LoginFooter() {
  const { t } = useTranslation();
  return (
    <Stack component="footer" gap={4} align="center" data-testid="login-footer">
      <Group gap="md" justify="center">
        <Anchor href={links.privacyPolicy} size="sm" target="_blank" rel="noreferrer">
          {t('privacyPolicy')}
        </Anchor>
        <Anchor href={`mailto:${links.supportEmail}`} size="sm">
          {t('contactSupport')}
        </Anchor>
        <Anchor href={links.productHome} size="sm" target="_blank" rel="noreferrer">
          {t('productHome')}
        </Anchor>
      </Group>
      <Text size="xs" c="dimmed">
        {t('version', { version: buildVersion })} · {t('copyright', { year: new Date().getFullYear() })}
      </Text>
    </Stack>
  );
}
