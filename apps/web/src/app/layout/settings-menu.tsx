import { ActionIcon, Menu, Text } from '@mantine/core';
import { isFeatureEnabled } from '@procura/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useCanVisit } from '../../platform/access/use-access.ts';
import { links } from '../../platform/links.ts';
import { useSession } from '../../platform/session/session-context.tsx';
import { SettingsIcon } from '../../ui/icons.tsx';

/**
 * The settings menu (000 §2 Navigation), the evaluator portal first. It closes on outside click
 * and on navigation: it remembers the location it was opened at, so any route change closes it
 * without an effect.
 * The control panel and its project settings show to people whose route access lets them view it;
 * the contract-builder dashboard, to site administrators only.
 */
export function SettingsMenu() {
  const { t } = useTranslation();
  const location = useLocation();
  const { features, info } = useSession();
  const canVisit = useCanVisit();
  const [openedAt, setOpenedAt] = useState<string | null>(null);
  const opened = openedAt === location.key;
  const showDebug = import.meta.env.DEV && isFeatureEnabled(features, 'DEBUG_VIEW');

  return (
    <Menu
      opened={opened}
      onChange={(open) => setOpenedAt(open ? location.key : null)}
      position="bottom-end"
      width={260}
      closeOnClickOutside
    >
      <Menu.Target>
        <ActionIcon variant="subtle" size="lg" aria-label={t('settingsMenu')} data-testid="settings-menu">
          <SettingsIcon />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {/* Open to every signed-in user: the server shows each person only the teams they are on. */}
        <Menu.Item component={Link} to="/evaluator">
          {t('navEvaluatorPortal')}
        </Menu.Item>
        {canVisit('/control-panel') ? (
          <Menu.Item component={Link} to="/control-panel">
            {t('navControlPanel')}
          </Menu.Item>
        ) : null}
        {canVisit('/control-panel/project-settings') ? (
          <Menu.Item component={Link} to="/control-panel/project-settings">
            {t('projectSettingsTitle')}
          </Menu.Item>
        ) : null}
        {/* Licences are product support's: the server answers site administrators only. */}
        {info.user.isSiteAdmin ? (
          <Menu.Item component={Link} to="/contract-builder-dashboard">
            {t('navContractBuilderDashboard')}
          </Menu.Item>
        ) : null}
        {canVisit('/team/all') ? (
          <Menu.Item component={Link} to="/team/all">
            {t('navTeam')}
          </Menu.Item>
        ) : null}
        {canVisit('/messages') ? (
          <Menu.Item component={Link} to="/messages">
            {t('messageCentre')}
          </Menu.Item>
        ) : null}
        {isFeatureEnabled(features, 'documentation') ? (
          <Menu.Item component={Link} to="/docs">
            {t('docs')}
          </Menu.Item>
        ) : null}
        <Menu.Item component="a" href={links.help} target="_blank" rel="noreferrer">
          {t('help')}
        </Menu.Item>
        {showDebug ? (
          <Menu.Item component={Link} to="/debug-view">
            {t('debugView')}
          </Menu.Item>
        ) : null}
        <Menu.Divider />
        <Menu.Label>{t('supportHeading')}</Menu.Label>
        {links.supportPhone ? (
          <Menu.Item component="a" href={`tel:${links.supportPhone}`}>
            <Text size="sm">{t('supportPhone', { phone: links.supportPhone })}</Text>
          </Menu.Item>
        ) : null}
        <Menu.Item component="a" href={`mailto:${links.supportEmail}`}>
          <Text size="sm">{t('supportEmail', { email: links.supportEmail })}</Text>
        </Menu.Item>
        <Menu.Item component="a" href={links.supportTicket} target="_blank" rel="noreferrer">
          {t('supportTicket')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
