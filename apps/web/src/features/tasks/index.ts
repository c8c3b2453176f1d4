export { ProjectTasksPanel } from './components/project-tasks-panel.tsx';
