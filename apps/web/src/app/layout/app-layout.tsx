import { AppShell, Burger, Group, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { ModalsProvider } from '@mantine/modals';
import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router';
import { MainNav } from './main-nav.tsx';
import { SessionTimeoutDialog } from './session-timeout-dialog.tsx';
import { SettingsMenu } from './settings-menu.tsx';
import { UserMenu } from './user-menu.tsx';

/**
 * The frame of every signed-in screen: header with menus, navigation, content, timeout dialog,
 * and the dialogs' provider (providers.tsx says why it is here).
 */
export function AppLayout() {
  const { t } = useTranslation();
  const [navOpened, nav] = useDisclosure(false);

  return (
    <ModalsProvider>
      <AppShell
        header={{ height: 60 }}
        navbar={{ width: 220, breakpoint: 'sm', collapsed: { mobile: !navOpened } }}
        padding="lg"
      >
        <AppShell.Header>
          <Group h="100%" px="md" justify="space-between" wrap="nowrap">
            <Group gap="sm" wrap="nowrap">
              <Burger
                opened={navOpened}
                onClick={nav.toggle}
                hiddenFrom="sm"
                size="sm"
                aria-label={t('toggleNavigation')}
              />
              <Text component={Link} to="/" fw={700} size="lg" c="inherit" td="none">
                {t('appName')}
              </Text>
            </Group>
            <Group gap="xs" wrap="nowrap">
              <SettingsMenu />
              <UserMenu />
            </Group>
          </Group>
        </AppShell.Header>
        <AppShell.Navbar p="sm">
          <MainNav onNavigate={nav.close} />
        </AppShell.Navbar>
        <AppShell.Main>
          <Outlet />
        </AppShell.Main>
        <SessionTimeoutDialog />
      </AppShell>
    </ModalsProvider>
  );
}
