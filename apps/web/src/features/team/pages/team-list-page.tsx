import { Button, Group, Stack, TextInput } from '@mantine/core';
import { useDebouncedValue, useDocumentTitle } from '@mantine/hooks';
import { listLimits } from '@procura/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PermissionLock } from '../../../platform/access/permission-lock.tsx';
import { SearchIcon } from '../../../ui/icons.tsx';
import { EmptyResult, ErrorState } from '../../../ui/page-states.tsx';
import { Pager } from '../../../ui/pager.tsx';
import { useMemberActions } from '../api/member-actions.ts';
import { useTeamMembers, useUserGroups } from '../api/team-queries.ts';
import { ListPageHeader } from '../components/list-page-header.tsx';
import { TeamTable, TeamTableSkeleton } from '../components/team-table.tsx';
import { TeamTabs } from '../components/team-tabs.tsx';

// One stable empty list, so the memoised table is not re-rendered while the groups load.
const noGroups: never[] = [];

/** Typing pauses this long before the list is asked again (001 §9: input debounce). */
export const searchDebounceMs = 300;

/**
 * /team/all: the agency's team members, searchable and paged (000 §2, 000 §5 Pagination), with
 * the add button and each row's actions, locked for people who may only look.
 */
export function TeamListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const actions = useMemberActions();
  useDocumentTitle(t('teamTitle'));
  const [searchText, setSearchText] = useState('');
  const [search] = useDebouncedValue(searchText.trim(), searchDebounceMs);
  const [page, setPage] = useState(1);
  const pageSize = listLimits.defaultPageSize;
  const members = useTeamMembers({ page, search, pageSize });
  // Group names are a nicety: the list still shows when they fail to load.
  const groups = useUserGroups();

  function content() {
    if (members.isPending) return <TeamTableSkeleton />;
    if (members.isError) {
      return (
        <ErrorState
          title={t('teamLoadFailed')}
          message={members.error.message}
          onRetry={() => void members.refetch()}
        />
      );
    }
    const { values, total } = members.data;
    if (values.length === 0) {
      return <EmptyResult title={search ? t('teamNoMatch', { search }) : t('teamEmpty')} />;
    }
    return (
      <Stack>
        <TeamTable
          members={values}
          groups={groups.data ?? noGroups}
          busyId={actions.busyId}
          onAction={actions.run}
        />
        <Pager page={page} total={total} pageSize={pageSize} onChange={setPage} />
      </Stack>
    );
  }

  return (
    <Stack>
      <TeamTabs active="members" />
      <ListPageHeader
        title={t('teamTitle')}
        count={members.data ? t('teamCount', { count: members.data.total }) : null}
        countTestId="team-count"
      >
        <Group align="flex-end" wrap="wrap">
          <TextInput
            label={t('teamSearchLabel')}
            placeholder={t('teamSearchPlaceholder')}
            leftSection={<SearchIcon size={16} />}
            value={searchText}
            onChange={(event) => {
              setSearchText(event.currentTarget.value);
              setPage(1);
            }}
            type="search"
            w={{ base: '100%', sm: 320 }}
            data-testid="team-search"
          />
          <PermissionLock routeName="team.all" controlId="addTeamMember">
            <Button onClick={() => void navigate('/team/addteammember')}>{t('addTeamMember')}</Button>
          </PermissionLock>
        </Group>
      </ListPageHeader>
      {content()}
    </Stack>
  );
}
