/** The Build > submission-requirements pages (000 §2), mounted by the project shell. */
export { RequirementsPage } from './pages/requirements-page.tsx';
