import { Anchor, Group, Stack, Text } from '@mantine/core';
import { formatZoned, type ProjectTask, projectLinkOf, taskDescriptionPreview } from '@procura/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSession } from '../../../platform/session/session-context.tsx';
import { useMyTasks } from '../api/dashboard-queries.ts';
import { WidgetQuery } from './widget-card.tsx';

function TaskItem({ task, timeZone }: { task: ProjectTask; timeZone: string }) {
  const { t } = useTranslation();
  const overdue = new Date(task.dueDate).getTime() < Date.now();
  return (
    <Stack gap={2} data-testid={`dashboard-task-${task.id}`}>
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Text size="sm" fw={600} truncate>
          {task.subject}
        </Text>
        <Text size="xs" c={overdue ? 'red' : 'dimmed'} style={{ flexShrink: 0 }}>
          {t('dashTaskDue', { date: formatZoned(new Date(task.dueDate), timeZone) })}
        </Text>
      </Group>
      {task.description ? (
        <Text size="sm" c="dimmed" data-testid="task-description">
          {taskDescriptionPreview(task.description)}
        </Text>
      ) : null}
      <Anchor component={Link} to={projectLinkOf(task.project.id, task.project.phase)} size="xs">
        {task.project.number} {task.project.name}
      </Anchor>
    </Stack>
  );
}

/** My Tasks: my open tasks due within 15 days, overdue ones first as the server orders them. */
export function TasksWidget() {
  const { t } = useTranslation();
  const { info } = useSession();
  const query = useMyTasks();
  return (
    <WidgetQuery query={query} isEmpty={(list) => list.length === 0} emptyText={t('dashTasksNone')} lines={6}>
      {(tasks) => (
        <Stack gap="sm">
          {tasks.map((task) => (
            <TaskItem key={task.id} task={task} timeZone={info.customer.timezone} />
          ))}
        </Stack>
      )}
    </WidgetQuery>
  );
}
