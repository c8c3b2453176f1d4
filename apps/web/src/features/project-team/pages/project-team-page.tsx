import { Button, Card, Group, Skeleton, Stack, Switch, Table, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import {
  canAssignProjectRole,
  isProjectRoleId,
  listLimits,
  type Project,
  type ProjectUser,
} from '@procura/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteAccess } from '../../../platform/access/use-access.ts';
import { useSession } from '../../../platform/session/session-context.tsx';
import { confirmAction } from '../../../ui/confirm-action.tsx';
import { EmptyResult, ErrorState } from '../../../ui/page-states.tsx';
import { Pager } from '../../../ui/pager.tsx';
import { SelectionCell, SelectionHeaderCell, useRowSelection } from '../../../ui/row-selection.tsx';
import { fullNameOf, UserAvatar } from '../../../ui/user-avatar.tsx';
import {
  aboutProject,
  contactKey,
  EmailButton,
  EmailSelectedButton,
  useMayEmail,
} from '../../email/index.ts';
import {
  useAssignableUsers,
  useProjectRoles,
  useProjectTeamChanges,
  useProjectUsers,
} from '../api/project-team-queries.ts';
import { AddMemberForm } from '../components/add-member-form.tsx';

/**
 * /projects/{id}/team: who works on the project and in which role (000 §2, §6). People with the
 * Build action right add and remove members; everyone may opt themselves in or out of question
 * emails. The Procurement Lead role stays with product support.
 */
export function ProjectTeamPage({ project }: { project: Project }) {
  const { t } = useTranslation();
  useDocumentTitle(t('projectTeamPageTitle', { number: project.number }));
  const { info, subject } = useSession();
  const mayEditTeam = useRouteAccess('project.build')?.canAct ?? false;
  const team = useProjectUsers(project.id);
  const roles = useProjectRoles();
  const people = useAssignableUsers();
  const changes = useProjectTeamChanges(project.id);
  const [page, setPage] = useState(1);
  const pageSize = listLimits.defaultPageSize;
  const shown = team.data?.slice((page - 1) * pageSize, page * pageSize) ?? [];
  // The wizard offers inactive (and deleted) users as unreachable: they cannot be ticked here either.
  const emailable = (member: ProjectUser) => !member.user.inActive && !member.user.deleted;
  const selection = useRowSelection(
    shown.filter(emailable).map((member) => member.id),
    page,
  );
  const mayEmail = useMayEmail();
  const about = aboutProject(project, ['projectUsers']);
  const preselected = selection.chosen.map((id) => contactKey('projectUser', id));

  function remove(member: ProjectUser) {
    confirmAction({
      title: t('projectTeamRemoveTitle'),
      message: t('projectTeamRemoveConfirm', { name: fullNameOf(member.user), role: member.roleName }),
      confirmLabel: t('projectTeamRemove'),
      danger: true,
      onConfirm: () => changes.remove.mutate(member.id),
    });
  }

  function mayRemove(member: ProjectUser) {
    return mayEditTeam && (!isProjectRoleId(member.roleId) || canAssignProjectRole(member.roleId, subject));
  }

  function content() {
    if (team.isPending) return <Skeleton height={160} data-testid="team-loading" />;
    if (team.isError) {
      return (
        <ErrorState
          title={t('projectTeamLoadError')}
          message={team.error.message}
          onRetry={() => void team.refetch()}
        />
      );
    }
    if (team.data.length === 0) return <EmptyResult title={t('projectTeamNoMembers')} />;
    return (
      <Stack>
        <Table.ScrollContainer minWidth={640}>
          <Table data-testid="project-team-table" verticalSpacing="sm">
            <Table.Thead>
              <Table.Tr>
                {mayEmail ? <SelectionHeaderCell selection={selection} /> : null}
                <Table.Th>{t('projectTeamColumnMember')}</Table.Th>
                <Table.Th>{t('projectTeamColumnRole')}</Table.Th>
                <Table.Th>{t('projectTeamColumnQuestionEmails')}</Table.Th>
                <Table.Th>{t('columnActions')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {shown.map((member) => (
                <Table.Tr key={member.id} data-testid={`project-member-${member.id}`}>
                  {mayEmail ? (
                    <SelectionCell
                      selection={selection}
                      rowKey={member.id}
                      name={fullNameOf(member.user)}
                      unavailable={emailable(member) ? null : t('projectTeamMemberNotEmailable')}
                    />
                  ) : null}
                  <Table.Td>
                    <Group gap="sm" wrap="nowrap">
                      <UserAvatar person={member.user} size="sm" />
                      <div>
                        <Text size="sm">{fullNameOf(member.user)}</Text>
                        <Text size="xs" c="dimmed">
                          {member.user.email}
                          {member.user.inActive ? ` · ${t('projectTeamMemberInactive')}` : ''}
                        </Text>
                      </div>
                    </Group>
                  </Table.Td>
                  <Table.Td>{member.roleName}</Table.Td>
                  <Table.Td>
                    <Switch
                      aria-label={t('projectTeamQuestionEmailsFor', { name: fullNameOf(member.user) })}
                      checked={member.questionEmails}
                      disabled={!(mayEditTeam || member.userId === info.user.id) || changes.update.isPending}
                      onChange={(event) =>
                        changes.update.mutate({ id: member.id, questionEmails: event.currentTarget.checked })
                      }
                    />
                  </Table.Td>
                  <Table.Td>
                    <Button
                      variant="subtle"
                      color="red"
                      size="xs"
                      disabled={!mayRemove(member)}
                      title={mayRemove(member) || !mayEditTeam ? undefined : t('projectLeadSiteAdminOnly')}
                      onClick={() => remove(member)}
                    >
                      {t('projectTeamRemove')}
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        <Pager page={page} total={team.data.length} pageSize={pageSize} onChange={setPage} />
      </Stack>
    );
  }

  return (
    <Stack>
      <Group justify="space-between">
        <div>
          <Title order={2}>{t('projectTeamPageHeading')}</Title>
          <Text c="dimmed" size="sm">
            {project.number} · {project.name}
          </Text>
        </div>
        <Group>
          <EmailSelectedButton about={about} preselected={preselected} />
          <EmailButton about={about} />
        </Group>
      </Group>
      <Card withBorder>
        {roles.isError || people.isError ? (
          <ErrorState
            title={t('projectTeamPickersError')}
            onRetry={() => {
              void roles.refetch();
              void people.refetch();
            }}
          />
        ) : (
          <AddMemberForm
            roles={roles.data ?? []}
            people={people.data ?? []}
            disabled={!mayEditTeam || roles.isPending || people.isPending}
            onAdd={(input) => changes.add.mutateAsync({ projectId: project.id, ...input })}
          />
        )}
        {!mayEditTeam ? (
          <Text size="sm" c="dimmed" mt="sm">
            {t('projectTeamViewOnly')}
          </Text>
        ) : null}
      </Card>
      {content()}
    </Stack>
  );
}
