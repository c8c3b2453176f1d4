/**
 * What other features use of activity (issue 21 §2: through this file only): the project's
 * Activities page, lazy, loading as its own chunk when the project workspace first shows it.
 */
export { ProjectActivitiesPage } from './pages/lazy-pages.ts';
