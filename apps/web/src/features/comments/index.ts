export { ProjectCommentsPanel } from './components/project-comments-panel.tsx';
