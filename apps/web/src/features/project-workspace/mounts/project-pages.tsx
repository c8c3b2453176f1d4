import type { Project } from '@procura/contract';
import type { ComponentType } from 'react';
import { lazyPage } from '../../../ui/lazy-page.tsx';
import { ProjectActivitiesPage } from '../../activity/index.ts';
import { CompliancePage } from '../../compliance/index.ts';
import { DocumentsPage } from '../../documents/index.ts';
import { FormEditorPage } from '../../forms/index.ts';
import { InvitationsPage } from '../../invitations/index.ts';
import { ProjectTeamPage } from '../../project-team/index.ts';
import { RequirementsPage } from '../../requirements/index.ts';

/**
 * Project pages that other areas provide, each a component taking the loaded project; the shell
 * mounts them. Each loads as its own chunk on first use (decision 210): each area's index.ts gives
 * a lazy page whose import names the page's module, so the page stays out of the chunks that
 * import the index.
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
  // The journal drawer: the project's journal, its tasks and its comments.
  journal: lazyPage(() =>
    import('../components/project-collaboration.tsx').then((m) => m.ProjectCollaboration),
  ),
};
