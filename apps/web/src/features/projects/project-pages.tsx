import type { Project } from '@procura/contract';
import type { ComponentType } from 'react';
import { lazyPage } from '../../ui/lazy-page.tsx';

/**
 * Project pages that other areas provide, each a component taking the loaded project; the shell
 * mounts them. Each loads as its own chunk on first use (decision 210): the import names the page's
 * module, not its area's index, which other chunks import statically.
 */
export const projectPages: Record<
  'documents' | 'compliance' | 'invitations' | 'requirements' | 'form' | 'team' | 'activities' | 'journal',
  ComponentType<{ project: Project }>
> = {
  documents: lazyPage(() => import('../documents/pages/documents-page.tsx').then((m) => m.DocumentsPage)),
  compliance: lazyPage(() => import('../compliance/pages/compliance-page.tsx').then((m) => m.CompliancePage)),
  invitations: lazyPage(() =>
    import('../invitations/pages/invitations-page.tsx').then((m) => m.InvitationsPage),
  ),
  requirements: lazyPage(() =>
    import('../requirements/pages/requirements-page.tsx').then((m) => m.RequirementsPage),
  ),
  form: lazyPage(() => import('../forms/pages/form-editor-page.tsx').then((m) => m.FormEditorPage)),
  team: lazyPage(() => import('../project-team/pages/project-team-page.tsx').then((m) => m.ProjectTeamPage)),
  activities: lazyPage(() =>
    import('../activity/pages/project-activities-page.tsx').then((m) => m.ProjectActivitiesPage),
  ),
  // The journal drawer: the project's journal, its tasks and its comments.
  journal: lazyPage(() =>
    import('./components/project-collaboration.tsx').then((m) => m.ProjectCollaboration),
  ),
};
