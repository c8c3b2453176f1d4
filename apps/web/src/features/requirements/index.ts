/**
 * The Build > submission-requirements pages (000 §2), mounted by the project workspace: lazy, they
 * load as their own chunk when it first shows them.
 */
export { RequirementsPage } from './pages/lazy-pages.ts';
