export { ProjectJournalPanel } from './components/project-journal-panel.tsx';
