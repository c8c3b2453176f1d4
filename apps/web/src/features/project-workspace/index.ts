/**
 * The project workspace (issue 21 §2): the project shell at /projects/{id}/* with its header,
 * actions and menu, composing every area's project pages (mounts/). It stands above the areas it
 * mounts, so no feature imports it; app/routes.tsx loads pages/project-shell.tsx as its own chunk.
 */
export { ProjectShell } from './pages/project-shell.tsx';
