/**
 * What other features use of the project snapshot (issue 21 §2: through this file only): the page
 * (000 §2 /projects/{id}/snapshot, opened from the project header), lazy, loading as its own chunk.
 */
export { SnapshotPage } from './pages/lazy-pages.ts';
