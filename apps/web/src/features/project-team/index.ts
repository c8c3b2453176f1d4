/**
 * What other features use of the project team (issue 21 §2: through this file only): who may be
 * assigned, and the project's Team page, lazy, loading as its own chunk when the project workspace
 * first shows it.
 */
export { type AssignableUser, useAssignableUsers } from './api/project-team-queries.ts';
export { ProjectTeamPage } from './pages/lazy-pages.ts';
