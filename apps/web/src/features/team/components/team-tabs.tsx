import { Tabs } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useCanVisit } from '../../../platform/access/use-access.ts';

const tabPaths = { members: '/team/all', groups: '/team/groups' } as const;
type TeamTab = keyof typeof tabPaths;

/** Members and Groups, the two lists of /team; a tab the user may not view is not offered. */
export function TeamTabs({ active }: { active: TeamTab }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const canVisit = useCanVisit();
  return (
    <Tabs value={active} onChange={(value) => value && void navigate(tabPaths[value as TeamTab])}>
      <Tabs.List>
        <Tabs.Tab value="members">{t('tabMembers')}</Tabs.Tab>
        {canVisit(tabPaths.groups) ? <Tabs.Tab value="groups">{t('tabGroups')}</Tabs.Tab> : null}
      </Tabs.List>
    </Tabs>
  );
}
