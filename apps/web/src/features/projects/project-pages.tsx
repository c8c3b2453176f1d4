import { Tabs } from '@mantine/core';
import type { Project } from '@procura/contract';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { ProjectActivitiesPage } from '../activity/index.ts';
import { ProjectCommentsPanel } from '../comments/index.ts';
import { CompliancePage } from '../compliance/pages/compliance-page.tsx';
import { DocumentsPage } from '../documents/pages/documents-page.tsx';
import { FormEditorPage } from '../forms/index.ts';
import { InvitationsPage } from '../invitations/pages/invitations-page.tsx';
import { ProjectJournalPanel } from '../journal/index.ts';
import { ProjectTeamPage } from '../project-team/index.ts';
import { RequirementsPage } from '../requirements/index.ts';
import { ProjectTasksPanel } from '../tasks/index.ts';

/** The journal drawer: the project's journal, its tasks and its comments, one tab each. */
function ProjectCollaboration({ project }: { project: Project }) {
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

/**
 * Project pages that other areas provide, each a component taking the loaded project; the shell
 * mounts them.
 */
export const projectPages: Record<
  'documents' | 'compliance' | 'invitations' | 'requirements' | 'form' | 'team' | 'activities' | 'journal',
  ComponentType<{ project: Project }>
> = {
  documents: DocumentsPage,
  compliance: CompliancePage,
  invitations: InvitationsPage,
  requirements: RequirementsPage,
  form: FormEditorPage,
  team: ProjectTeamPage,
  activities: ProjectActivitiesPage,
  journal: ProjectCollaboration,
};
