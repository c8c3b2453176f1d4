/**
 * What other features use of projects (issue 21 §2: through this file only): the project, its
 * form and status, its dialogs and display rules. The Build pages are lazy: each loads as its own
 * chunk when the project workspace (features/project-workspace) first shows it.
 */
export {
  convertProject,
  copyProject,
  deleteProject,
  fetchPreview,
  fetchProjectLink,
  type ProjectLinkKind,
  projectKeys,
  useActiveOptions,
  useProject,
} from './api/project-queries.ts';
export { numberOf } from './components/build-form-parts.tsx';
export { ConvertDialog, CopyProjectDialog, ReasonDialog } from './components/project-dialogs.tsx';
export { ProjectFormProvider, useProjectForm } from './components/project-form-context.tsx';
export { ProjectPicker } from './components/project-picker.tsx';
export { useActionAllowed, useHolds } from './components/use-project-rights.ts';
export { useStatusChange } from './components/use-status-change.ts';
export { BuildDatesPage, BuildDetailsPage, BuildPublishPage, BuildSettingsPage } from './pages/lazy-pages.ts';
export {
  methodLabelKeys,
  phaseLabelKeys,
  statusColors,
  statusLabelKeys,
  typeLabelKeys,
} from './presenters.ts';
