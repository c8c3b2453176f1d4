export { ProjectTeamPage } from './pages/project-team-page.tsx';
