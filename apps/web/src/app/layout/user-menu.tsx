import { Group, Menu, Text, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSession } from '../../platform/session/session-context.tsx';
import { useSignOut } from '../../platform/session/session-queries.ts';
import { fullNameOf, UserAvatar } from '../../ui/user-avatar.tsx';
import { AgencySwitchDialog } from './agency-switch-dialog.tsx';

/** The user menu (000 §2 Navigation): profile, the agency switch for site administrators, logout. */
export function UserMenu() {
  const { t } = useTranslation();
  const { info } = useSession();
  const signOut = useSignOut();
  const [switching, switchDialog] = useDisclosure(false);
  const name = fullNameOf(info.user);

  return (
    <>
      <Menu position="bottom-end" width={260} withinPortal>
        <Menu.Target>
          <UnstyledButton aria-label={t('userMenu')} data-testid="user-menu">
            <Group gap="xs" wrap="nowrap">
              <UserAvatar person={info.user} size="sm" />
              <Text size="sm" fw={500} visibleFrom="sm">
                {name}
              </Text>
            </Group>
          </UnstyledButton>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Label>{info.customer.displayName}</Menu.Label>
          <Menu.Item component={Link} to={`/team/teammember/${info.user.id}`}>
            {t('profile')}
          </Menu.Item>
          {info.user.isSiteAdmin ? (
            <Menu.Item onClick={switchDialog.open}>{t('switchAgency')}</Menu.Item>
          ) : null}
          <Menu.Divider />
          <Menu.Item color="red" onClick={() => void signOut()}>
            {t('logout')}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      {info.user.isSiteAdmin ? <AgencySwitchDialog opened={switching} onClose={switchDialog.close} /> : null}
    </>
  );
}
