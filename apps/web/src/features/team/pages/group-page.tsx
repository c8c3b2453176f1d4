import { Anchor, Card, Stack, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import type { UserGroup } from '@procura/contract';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { useControlAccess } from '../../../platform/access/use-access.ts';
import { useNodeRef } from '../../../platform/session/session-context.tsx';
import { confirmAction } from '../../../ui/confirm-action.tsx';
import { notifySaved } from '../../../ui/notify.ts';
import { EmptyResult, ErrorState, PageLoader } from '../../../ui/page-states.tsx';
import { deleteUserGroup } from '../api/group-queries.ts';
import { type GroupDraft, saveGroupWithMembers } from '../api/group-save.ts';
import {
  useAllTeamMembers,
  useDepartments,
  useInvalidateTeam,
  usePermissionList,
  useUserGroups,
} from '../api/team-queries.ts';
import { GroupForm } from '../components/group-form.tsx';

/**
 * /team/groups/{groupId}, and /team/groups/new for a new group. The group comes from the group
 * list (there is no single-group call), so a real-time group update refreshes it too.
 */
export function GroupPage() {
  const { t } = useTranslation();
  const param = useParams().groupId ?? '';
  const creating = param === 'new';
  const groupId = Number(param);
  const node = useNodeRef();
  const navigate = useNavigate();
  const invalidate = useInvalidateTeam();
  const { locked } = useControlAccess('team.groups', 'saveUserGroup');

  const groups = useUserGroups();
  const permissions = usePermissionList();
  const members = useAllTeamMembers();
  // Departments are optional on a group: without them the rest of the form still works.
  const departments = useDepartments();
  const group = creating ? null : (groups.data?.find((candidate) => candidate.id === groupId) ?? null);
  useDocumentTitle(group?.name ?? t(creating ? 'newGroup' : 'groupsTitle'));

  async function save(draft: GroupDraft) {
    const id = await saveGroupWithMembers(node, draft, group);
    notifySaved();
    await invalidate();
    if (creating) await navigate(`/team/groups/${id}`, { replace: true });
  }

  function remove(target: UserGroup) {
    confirmAction({
      title: t('deleteGroupTitle'),
      message: t('deleteGroupConfirm', { name: target.name }),
      confirmLabel: t('delete'),
      danger: true,
      onConfirm: () =>
        void deleteUserGroup(node, target.id)
          .then(async () => {
            notifySaved();
            await invalidate();
            await navigate('/team/groups');
          })
          // The client has shown the refusal; the group stays on screen.
          .catch(() => {}),
    });
  }

  function content() {
    const required = [groups, permissions, members];
    if (required.some((query) => query.isPending)) return <PageLoader />;
    const failed = required.find((query) => query.isError);
    if (failed?.error) {
      return (
        <ErrorState
          title={t('pageLoadFailed')}
          message={failed.error.message}
          onRetry={() => {
            for (const query of required) if (query.isError) void query.refetch();
          }}
        />
      );
    }
    if (!creating && !group) return <EmptyResult title={t('userGroupNotFound')} />;
    return (
      <Card withBorder>
        <GroupForm
          key={group?.id ?? 'new'}
          group={group}
          departments={departments.data ?? []}
          departmentsFailed={departments.isError}
          members={members.data ?? []}
          permissions={permissions.data ?? []}
          locked={locked}
          onSave={save}
          onDelete={() => group && remove(group)}
          onCancel={() => void navigate('/team/groups')}
        />
      </Card>
    );
  }

  return (
    <Stack>
      <Anchor component={Link} to="/team/groups" size="sm">
        {t('backToGroups')}
      </Anchor>
      <Title order={1} size="h2">
        {creating ? t('newGroup') : (group?.name ?? t('groupsTitle'))}
      </Title>
      {content()}
    </Stack>
  );
}
