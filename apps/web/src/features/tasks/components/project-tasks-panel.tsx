import { Badge, Button, Card, Checkbox, Group, Modal, Skeleton, Stack, Text, Title } from '@mantine/core';
import { formatZoned, type Project, type ProjectTask } from '@procura/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteAccess } from '../../../platform/access/use-access.ts';
import { useSession } from '../../../platform/session/session-context.tsx';
import { confirmAction } from '../../../ui/confirm-action.tsx';
import { EmptyResult, ErrorState } from '../../../ui/page-states.tsx';
import { Pager } from '../../../ui/pager.tsx';
import { fullNameOf } from '../../../ui/user-avatar.tsx';
import { useAssignableUsers } from '../../project-team/index.ts';
import { useProjectTasks, useTaskChanges } from '../api/tasks-queries.ts';
import { TaskForm, type TaskFormValues } from './task-form.tsx';

const pageSize = 10;

/** The project's tasks, for the project's drawer: open first by due date, then completed ones. */
export function ProjectTasksPanel({ project }: { project: Project }) {
  const { t } = useTranslation();
  const zone = useSession().info.customer.timezone;
  const canAct = useRouteAccess('project')?.canAct ?? false;
  const tasks = useProjectTasks(project.id);
  const people = useAssignableUsers();
  const changes = useTaskChanges();
  const [editing, setEditing] = useState<ProjectTask | 'new' | null>(null);
  const [page, setPage] = useState(1);

  async function save(values: TaskFormValues) {
    if (editing === 'new') await changes.create.mutateAsync({ projectId: project.id, ...values });
    else if (editing)
      await changes.update.mutateAsync({ id: editing.id, ...values, completed: editing.completed });
    setEditing(null);
  }

  function toggle(task: ProjectTask, completed: boolean) {
    changes.update.mutate({
      id: task.id,
      subject: task.subject,
      description: task.description,
      assignedUserIds: task.assignedUserIds,
      dueDate: task.dueDate,
      reminderDate: task.reminderDate,
      completed,
      notify: true,
    });
  }

  function list() {
    if (tasks.isPending) return <Skeleton height={120} data-testid="tasks-loading" />;
    if (tasks.isError) {
      return (
        <ErrorState
          title={t('tasksLoadError')}
          message={tasks.error.message}
          onRetry={() => void tasks.refetch()}
        />
      );
    }
    if (tasks.data.length === 0) return <EmptyResult title={t('tasksEmpty')} />;
    return (
      <Stack>
        {tasks.data.slice((page - 1) * pageSize, page * pageSize).map((task) => (
          <Card withBorder key={task.id} data-testid={`task-${task.id}`}>
            <Group justify="space-between" align="flex-start" wrap="nowrap">
              <Checkbox
                checked={task.completed}
                disabled={!canAct}
                onChange={(event) => toggle(task, event.currentTarget.checked)}
                aria-label={t('taskCompleteLabel', { subject: task.subject })}
                label={
                  <Stack gap={2}>
                    <Text size="sm" fw={500} td={task.completed ? 'line-through' : undefined}>
                      {task.subject}
                    </Text>
                    {task.description ? (
                      <Text size="xs" c="dimmed" style={{ whiteSpace: 'pre-wrap' }}>
                        {task.description}
                      </Text>
                    ) : null}
                    <Text size="xs">
                      {t('taskDue', { date: formatZoned(new Date(task.dueDate), zone) })}
                      {task.reminderDate
                        ? ` · ${t('taskReminder', { date: formatZoned(new Date(task.reminderDate), zone) })}`
                        : ''}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {task.assignedUsers.map(fullNameOf).join(', ')}
                    </Text>
                  </Stack>
                }
              />
              <Group gap={4} wrap="nowrap">
                {task.completed ? <Badge color="green">{t('taskCompleted')}</Badge> : null}
                <Button size="xs" variant="default" disabled={!canAct} onClick={() => setEditing(task)}>
                  {t('taskEdit')}
                </Button>
                <Button
                  size="xs"
                  variant="subtle"
                  color="red"
                  disabled={!canAct}
                  onClick={() =>
                    confirmAction({
                      title: t('taskDeleteTitle'),
                      message: t('taskDeleteConfirm', { subject: task.subject }),
                      confirmLabel: t('delete'),
                      danger: true,
                      onConfirm: () => changes.remove.mutate(task.id),
                    })
                  }
                >
                  {t('delete')}
                </Button>
              </Group>
            </Group>
          </Card>
        ))}
        <Pager page={page} total={tasks.data.length} pageSize={pageSize} onChange={setPage} />
      </Stack>
    );
  }

  return (
    <Stack data-testid="project-tasks-panel">
      <Group justify="space-between">
        <Title order={3}>{t('tasksTitle')}</Title>
        <Button disabled={!canAct || people.isPending || people.isError} onClick={() => setEditing('new')}>
          {t('taskAdd')}
        </Button>
      </Group>
      {list()}
      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={editing === 'new' ? t('taskAdd') : t('taskEdit')}
        size="lg"
        closeButtonProps={{ 'aria-label': t('close') }}
      >
        {editing !== null ? (
          <TaskForm
            task={editing === 'new' ? null : editing}
            people={people.data ?? []}
            onSubmit={save}
            onCancel={() => setEditing(null)}
          />
        ) : null}
      </Modal>
    </Stack>
  );
}
