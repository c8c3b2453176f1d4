import { Badge, Button, Drawer, Group, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { methodLabelKeys, statusColors, statusLabelKeys, useProjectForm } from '../../projects/index.ts';
import { projectPages } from '../mounts/project-pages.tsx';
import { ProjectActions } from './project-actions.tsx';
import { ProjectMenu } from './project-menu.tsx';

/** Name, number, status and method of the project, with its actions, menu and journal. */
export function ProjectHeader() {
  const { t } = useTranslation();
  const { project, saveRequired } = useProjectForm();
  const [journalOpen, journal] = useDisclosure(false);
  const Journal = projectPages.journal;

  return (
    <Group justify="space-between" align="flex-start" wrap="wrap" gap="md">
      <Stack gap={4}>
        <Title order={2} data-testid="project-name">
          {project.name}
        </Title>
        <Group gap="xs">
          {project.number ? (
            <Text c="dimmed" ff="monospace" data-testid="project-number">
              {project.number}
            </Text>
          ) : null}
          <Badge
            color={statusColors[project.status]}
            data-testid="project-status"
            data-status={project.status}
          >
            {t(statusLabelKeys[project.status])}
          </Badge>
          <Badge variant="outline" data-testid="project-method">
            {t(methodLabelKeys[project.procurementMethod])}
          </Badge>
          {project.isPlanned ? <Badge variant="light">{t('plannedNotice')}</Badge> : null}
          {saveRequired ? (
            <Badge color="yellow" variant="light" data-testid="project-unsaved">
              {t('unsavedChanges')}
            </Badge>
          ) : null}
        </Group>
      </Stack>
      <Group gap="xs">
        <ProjectActions />
        <Button
          variant="subtle"
          component={Link}
          to={`/projects/${project.id}/snapshot`}
          data-testid="project-snapshot-open"
        >
          {t('snapshotOpen')}
        </Button>
        <Button variant="subtle" onClick={journal.open} data-testid="project-journal-open">
          {t('projectJournal')}
        </Button>
        <ProjectMenu />
      </Group>
      <Drawer
        opened={journalOpen}
        onClose={journal.close}
        position="right"
        title={t('projectJournal')}
        closeButtonProps={{ 'aria-label': t('close') }}
      >
        <Journal project={project} />
      </Drawer>
    </Group>
  );
}
