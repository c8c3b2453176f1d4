import { Anchor, Button, Stack, Table } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import type { Department, UserGroup } from '@procura/contract';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { PermissionLock } from '../../../platform/access/permission-lock.tsx';
import { EmptyResult, ErrorState, PageLoader } from '../../../ui/page-states.tsx';
import { useDepartments, useUserGroups } from '../api/team-queries.ts';
import { ListPageHeader } from '../components/list-page-header.tsx';
import { TeamTabs } from '../components/team-tabs.tsx';

function GroupsTable({ groups, departments }: { groups: UserGroup[]; departments: Department[] }) {
  const { t } = useTranslation();
  const departmentName = new Map(departments.map((department) => [department.id, department.name]));
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table striped highlightOnHover data-testid="groups-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('groupNameLabel')}</Table.Th>
            <Table.Th>{t('departmentLabel')}</Table.Th>
            <Table.Th>{t('groupMembersLabel')}</Table.Th>
            <Table.Th>{t('groupPermissionsTitle')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {groups.map((group) => (
            <Table.Tr key={group.id}>
              <Table.Td>
                <Anchor component={Link} to={`/team/groups/${group.id}`} size="sm">
                  {group.name}
                </Anchor>
              </Table.Td>
              <Table.Td>
                {group.departmentId === null ? '—' : (departmentName.get(group.departmentId) ?? '—')}
              </Table.Td>
              <Table.Td>{group.users.length}</Table.Td>
              <Table.Td>{group.permissions.length}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** /team/groups: the node's permission groups, with the way to a new one. */
export function GroupsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('groupsTitle'));
  const navigate = useNavigate();
  const groups = useUserGroups();
  // Department names are a nicety: the list still shows when they fail to load.
  const departments = useDepartments();

  function content() {
    if (groups.isPending) return <PageLoader />;
    if (groups.isError) {
      return (
        <ErrorState
          title={t('groupsLoadFailed')}
          message={groups.error.message}
          onRetry={() => void groups.refetch()}
        />
      );
    }
    if (groups.data.length === 0) return <EmptyResult title={t('groupsEmpty')} />;
    const sorted = [...groups.data].sort((a, b) => a.name.localeCompare(b.name));
    return <GroupsTable groups={sorted} departments={departments.data ?? []} />;
  }

  return (
    <Stack>
      <TeamTabs active="groups" />
      <ListPageHeader
        title={t('groupsTitle')}
        count={groups.data ? t('groupsCount', { count: groups.data.length }) : null}
        countTestId="groups-count"
      >
        <PermissionLock routeName="team.groups" controlId="addUserGroup">
          <Button onClick={() => void navigate('/team/groups/new')}>{t('newGroup')}</Button>
        </PermissionLock>
      </ListPageHeader>
      {content()}
    </Stack>
  );
}
