import { Anchor, AppShell, Button, Container, Group, Stack, Title } from '@mantine/core';
import { portalPath } from '@procura/contract';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useNavigate } from 'react-router';
import { ErrorState, PageLoader } from '../../../ui/page-states.tsx';
import { signOutSupplier, usePortalAgencyInfo } from '../api/opportunities-queries.ts';
import { ServerClock } from '../components/server-clock.tsx';
import { usePortalAgency, useRefreshSupplierSession, useSupplierSession } from '../supplier-session.tsx';

/**
 * The portal's frame for an agency: its name, the server clock in its zone, and the links a
 * supplier needs (opportunities; my opportunities, my contracts, my evaluations and account when
 * signed in; else sign in and register). No staff app bar: suppliers never see it.
 */
export function PortalLayout() {
  const { t } = useTranslation();
  const agency = usePortalAgency();
  const info = usePortalAgencyInfo(agency);
  const session = useSupplierSession(agency);
  const refresh = useRefreshSupplierSession(agency);
  const navigate = useNavigate();

  if (info.isPending) return <PageLoader fullScreen />;
  if (info.isError)
    return (
      <Container size="sm" py="xl">
        <ErrorState
          title={t('portalAgencyFailed')}
          message={info.error.message}
          onRetry={() => void info.refetch()}
        />
      </Container>
    );

  async function signOut() {
    await signOutSupplier(agency).catch(() => {});
    await refresh();
    void navigate(portalPath(agency));
  }

  const supplier = session.data ?? null;
  return (
    <AppShell header={{ height: 72 }} padding="md">
      <AppShell.Header>
        <Container size="lg" h="100%">
          <Group h="100%" justify="space-between" wrap="nowrap">
            <Stack gap={0}>
              <Anchor
                component={Link}
                to={portalPath(agency)}
                c="inherit"
                underline="never"
                data-testid="portal-home-link"
              >
                <Title order={3}>{info.data.name}</Title>
              </Anchor>
              <ServerClock
                serverTime={info.data.serverTime}
                receivedAt={info.data.receivedAt}
                timezone={info.data.timezone}
              />
            </Stack>
            <Group gap="md" component="nav" aria-label={t('portalNavigation')}>
              <Anchor component={Link} to={portalPath(agency)}>
                {t('portalOpportunities')}
              </Anchor>
              {supplier ? (
                <>
                  <Anchor component={Link} to={portalPath(agency, '/my-opportunities')}>
                    {t('portalMyOpportunities')}
                  </Anchor>
                  <Anchor component={Link} to={portalPath(agency, '/contracts')}>
                    {t('portalMyContracts')}
                  </Anchor>
                  <Anchor component={Link} to={portalPath(agency, '/performance')}>
                    {t('portalMyEvaluations')}
                  </Anchor>
                  <Anchor component={Link} to={portalPath(agency, '/account')}>
                    {t('portalAccount')}
                  </Anchor>
                  <Button variant="subtle" size="compact-sm" onClick={() => void signOut()}>
                    {t('portalSignOut')}
                  </Button>
                </>
              ) : (
                <>
                  <Anchor component={Link} to={portalPath(agency, '/sign-in')}>
                    {t('portalSignIn')}
                  </Anchor>
                  <Button component={Link} to={portalPath(agency, '/register')} size="compact-sm">
                    {t('portalRegister')}
                  </Button>
                </>
              )}
            </Group>
          </Group>
        </Container>
      </AppShell.Header>
      <AppShell.Main>
        <Container size="lg">
          <Outlet />
        </Container>
      </AppShell.Main>
    </AppShell>
  );
}
