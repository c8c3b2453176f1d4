import { NavLink, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useCanVisit } from '../../platform/access/use-access.ts';
import { useSession } from '../../platform/session/session-context.tsx';
import { ControlPanelIcon, DashboardIcon, ProjectsIcon, SuppliersIcon, TeamIcon } from '../../ui/icons.tsx';

function NavSvg({ children }: { children: ReactNode }) {
  return (
    <svg
      width={18}
      height={18}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}

/** An envelope, for the Message Centre: drawn here as the shared icons have no mail icon. */
const MessagesIcon = () => (
  <NavSvg>
    <rect x="3" y="5" width="18" height="14" rx="2" />
    <path d="m3 7 9 6 9-6" />
  </NavSvg>
);

/** A bar chart, for Reports. */
const ReportsIcon = () => (
  <NavSvg>
    <path d="M4 20h16" />
    <path d="M7 16v-5M12 16V6M17 16v-8" />
  </NavSvg>
);

type NavItem = {
  label: string;
  to: string;
  icon: ReactNode;
  isActive: (pathname: string) => boolean;
  /** Sub-entries shown under the item (Projects: search and create). */
  children?: { label: string; to: string; testId: string; isActive: (pathname: string) => boolean }[];
};

/**
 * The main navigation (000 §2 Navigation). It lists only areas that exist and that the user may
 * view. The Supplier Dashboard shows beside the Dashboard
 * only where the tender node has the contractor-performance feature.
 */
export function MainNav({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const canVisit = useCanVisit();
  const { info } = useSession();
  const items: NavItem[] = [
    { label: t('navDashboard'), to: '/', icon: <DashboardIcon />, isActive: (path) => path === '/' },
    ...(info.tenderNode.contractorPerformance
      ? [
          {
            label: t('navSupplierDashboard'),
            to: '/supplier-dashboard',
            icon: <DashboardIcon />,
            isActive: (path: string) => path.startsWith('/supplier-dashboard'),
          },
        ]
      : []),
    {
      label: t('navProjects'),
      to: '/projects',
      icon: <ProjectsIcon />,
      isActive: (path) => path.startsWith('/projects'),
      children: [
        {
          label: t('navProjectSearch'),
          to: '/projects',
          testId: 'nav-projects-search',
          isActive: (path) => path === '/projects' || /^\/projects\/\d+/.test(path),
        },
        {
          label: t('navProjectCreate'),
          to: '/projects/new/newproject',
          testId: 'nav-projects-new',
          isActive: (path) => path.startsWith('/projects/new'),
        },
      ],
    },
    {
      label: t('navSuppliers'),
      to: '/suppliers',
      icon: <SuppliersIcon />,
      isActive: (path) => path.startsWith('/suppliers'),
    },
    {
      label: t('navTeam'),
      to: '/team/all',
      icon: <TeamIcon />,
      isActive: (path) => path.startsWith('/team'),
    },
    {
      label: t('navMessageCentre'),
      to: '/messages',
      icon: <MessagesIcon />,
      isActive: (path) => path.startsWith('/messages'),
    },
    {
      label: t('navReports'),
      to: '/reports/library',
      icon: <ReportsIcon />,
      isActive: (path) => path.startsWith('/reports'),
      children: [
        {
          label: t('navReportLibrary'),
          to: '/reports/library',
          testId: 'nav-reports-library',
          isActive: (path) => path.startsWith('/reports/library'),
        },
        {
          label: t('navReportCentre'),
          to: '/reports/center',
          testId: 'nav-reports-center',
          isActive: (path) => path.startsWith('/reports/center'),
        },
      ],
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
        .map((item) =>
          item.children ? (
            <NavLink
              key={item.to}
              label={item.label}
              leftSection={item.icon}
              active={item.isActive(pathname)}
              defaultOpened
              childrenOffset={28}
            >
              {item.children
                .filter((child) => canVisit(child.to))
                .map((child) => (
                  <NavLink
                    key={child.to}
                    component={Link}
                    to={child.to}
                    label={child.label}
                    active={child.isActive(pathname)}
                    aria-current={child.isActive(pathname) ? 'page' : undefined}
                    onClick={onNavigate}
                    data-testid={child.testId}
                  />
                ))}
            </NavLink>
          ) : (
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
          ),
        )}
    </Stack>
  );
}
