import { NavLink, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { ControlPanelIcon, DashboardIcon, TeamIcon } from '../../ui/icons.tsx';
import { useCanVisit } from '../access/use-access.ts';

type NavItem = { label: string; to: string; icon: ReactNode; isActive: (pathname: string) => boolean };

/**
 * The main navigation (000 §2 Navigation). It lists only areas that exist and that the user may
 * view; projects, suppliers and reports join it when their screens do.
 */
export function MainNav({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const canVisit = useCanVisit();
  const items: NavItem[] = [
    { label: t('navDashboard'), to: '/', icon: <DashboardIcon />, isActive: (path) => path === '/' },
    {
      label: t('navTeam'),
      to: '/team/all',
      icon: <TeamIcon />,
      isActive: (path) => path.startsWith('/team'),
    },
    {
      label: t('navControlPanel'),
      to: '/control-panel',
      icon: <ControlPanelIcon />,
      isActive: (path) => path.startsWith('/control-panel'),
    },
  ];
  return (
    <Stack component="nav" aria-label={t('mainNavigation')} gap={4}>
      {items
        .filter((item) => canVisit(item.to))
        .map((item) => (
          <NavLink
            key={item.to}
            component={Link}
            to={item.to}
            label={item.label}
            leftSection={item.icon}
            active={item.isActive(pathname)}
            aria-current={item.isActive(pathname) ? 'page' : undefined}
            onClick={onNavigate}
          />
        ))}
    </Stack>
  );
}
