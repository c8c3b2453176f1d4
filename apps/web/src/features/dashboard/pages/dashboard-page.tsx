import { Badge, Group, Stack, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../platform/session/session-context.tsx';
import { EmptyResult, ErrorState, PageLoader } from '../../../ui/page-states.tsx';
import { fullNameOf, UserAvatar } from '../../../ui/user-avatar.tsx';
import { DashboardGrid } from '../components/dashboard-grid.tsx';
import { DashboardToolbar } from '../components/dashboard-toolbar.tsx';
import { OverviewTabProvider } from '../hooks/overview-tab.tsx';
import { useDashboardLayout } from '../hooks/use-dashboard-layout.ts';

/**
 * The buyer dashboard (000 §2 Dashboard screens): the welcome line, then the buyer's own grid of
 * widgets, arranged as they left it (saved per user).
 */
export function DashboardPage() {
  const { t } = useTranslation();
  const { info } = useSession();
  useDocumentTitle(t('dashboardTitle'));
  const board = useDashboardLayout();

  let content: ReactNode;
  if (board.query.isPending) content = <PageLoader />;
  else if (board.query.isError)
    content = (
      <ErrorState
        title={t('dashLayoutLoadFailed')}
        message={board.query.error.message}
        onRetry={() => void board.query.refetch()}
      />
    );
  else if (board.items.length === 0)
    content = <EmptyResult title={t('dashBoardEmpty')} description={t('dashBoardEmptyHint')} />;
  else
    content = (
      <DashboardGrid
        items={board.items}
        onPlace={board.place}
        onToggleSize={board.toggleSize}
        onRemove={board.remove}
      />
    );

  return (
    <OverviewTabProvider>
      <Stack>
        <Group justify="space-between" align="flex-end" wrap="wrap">
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
          <DashboardToolbar
            addable={board.addable}
            disabled={!board.query.isSuccess}
            onAdd={board.add}
            onReset={board.reset}
          />
        </Group>
        {content}
      </Stack>
    </OverviewTabProvider>
  );
}
