import { Badge, Group, Stack, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../app/session/session-context.tsx';
import { fullNameOf, UserAvatar } from '../../../ui/user-avatar.tsx';

/** The buyer dashboard (000 §2 Dashboard screens): the welcome line; the widget grid comes later. */
export function DashboardPage() {
  const { t } = useTranslation();
  const { info } = useSession();
  useDocumentTitle(t('dashboardTitle'));
  return (
    <Stack>
      <Group gap="md" data-testid="dashboard-welcome">
        <UserAvatar person={info.user} size="lg" />
        <Stack gap={4}>
          <Title order={1} size="h2">
            {t('welcome', { name: fullNameOf(info.user) })}
          </Title>
          <Group gap="xs">
            <Badge variant="light">{t('roleBuyer')}</Badge>
            <Badge variant="outline" color="gray">
              {info.customer.displayName}
            </Badge>
          </Group>
        </Stack>
      </Group>
    </Stack>
  );
}
