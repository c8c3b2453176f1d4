import { Anchor, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { formatZoned } from '@procura/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../platform/session/session-context.tsx';
import { EmptyResult, ErrorState, PageLoader } from '../../../ui/page-states.tsx';
import { ProjectPicker, useProject } from '../../projects/index.ts';
import { ProjectTasksPanel } from '../../tasks/index.ts';
import { useMyTasks } from '../api/message-centre-queries.ts';

/** The chosen project's tasks, completed ones included, with create and edit (the tasks area's panel). */
function ChosenProjectTasks({ projectId }: { projectId: number }) {
  const { t } = useTranslation();
  const project = useProject(projectId);
  if (project.isPending) return <PageLoader />;
  if (project.isError) {
    return (
      <ErrorState
        title={t('projectLoadFailed')}
        message={project.error.message}
        onRetry={() => void project.refetch()}
      />
    );
  }
  if (project.data === null) return <EmptyResult title={t('projectNotFound')} />;
  return <ProjectTasksPanel project={project.data} />;
}

/**
 * Tasks: the user's open tasks across projects, and a project's whole task history with create
 * and edit. Tasks belong to a project, so a project is chosen first (or from one of my tasks).
 */
export function TasksTab() {
  const { t } = useTranslation();
  const { info } = useSession();
  const zone = info.customer.timezone;
  const mine = useMyTasks(info.user.id);
  const [projectId, setProjectId] = useState<number | null>(null);

  function myTasks() {
    if (mine.isPending) return <Skeleton height={120} data-testid="my-tasks-loading" />;
    if (mine.isError) {
      return (
        <ErrorState
          title={t('tasksLoadError')}
          message={mine.error.message}
          onRetry={() => void mine.refetch()}
        />
      );
    }
    if (mine.data.length === 0) return <Text size="sm">{t('messagesMyTasksEmpty')}</Text>;
    return (
      <Table data-testid="my-tasks" verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('messagesColumnTask')}</Table.Th>
            <Table.Th>{t('messagesColumnProject')}</Table.Th>
            <Table.Th>{t('messagesColumnDue')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {mine.data.map((task) => (
            <Table.Tr key={task.id}>
              <Table.Td>{task.subject}</Table.Td>
              <Table.Td>
                <Anchor
                  component="button"
                  type="button"
                  size="sm"
                  onClick={() => setProjectId(task.projectId)}
                >
                  {task.project.name}
                </Anchor>
              </Table.Td>
              <Table.Td>{formatZoned(new Date(task.dueDate), zone)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    );
  }

  return (
    <Stack>
      <Title order={3}>{t('messagesMyTasks')}</Title>
      {myTasks()}
      <ProjectPicker
        label={t('messagesTasksProject')}
        description={t('messagesTasksProjectHint')}
        value={projectId}
        onChange={setProjectId}
        testId="tasks-project"
      />
      {projectId === null ? null : <ChosenProjectTasks key={projectId} projectId={projectId} />}
    </Stack>
  );
}
