import { Tabs } from '@mantine/core';
import type { Project } from '@procura/contract';
import { useTranslation } from 'react-i18next';
import { ProjectCommentsPanel } from '../../comments/index.ts';
import { ProjectJournalPanel } from '../../journal/index.ts';
import { ProjectTasksPanel } from '../../tasks/index.ts';

/** The journal drawer: the project's journal, its tasks and its comments, one tab each. */
export function ProjectCollaboration({ project }: { project: Project }) {
  const { t } = useTranslation();
  return (
    <Tabs defaultValue="journal" keepMounted={false}>
      <Tabs.List>
        <Tabs.Tab value="journal">{t('projectJournal')}</Tabs.Tab>
        <Tabs.Tab value="tasks">{t('tasksTitle')}</Tabs.Tab>
        <Tabs.Tab value="comments">{t('commentsTitle')}</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="journal" pt="md">
        <ProjectJournalPanel project={project} />
      </Tabs.Panel>
      <Tabs.Panel value="tasks" pt="md">
        <ProjectTasksPanel project={project} />
      </Tabs.Panel>
      <Tabs.Panel value="comments" pt="md">
        <ProjectCommentsPanel project={project} />
      </Tabs.Panel>
    </Tabs>
  );
}
