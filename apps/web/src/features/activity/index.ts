export { ProjectActivitiesPage } from './pages/project-activities-page.tsx';
