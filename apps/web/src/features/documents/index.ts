/**
 * What other features use of documents (issue 21 §2: through this file only): Build > Documents,
 * lazy, loading as its own chunk when the project workspace first shows it.
 */
export { DocumentsPage } from './pages/lazy-pages.ts';
