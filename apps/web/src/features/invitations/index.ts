/**
 * What other features use of invitations (issue 21 §2: through this file only): Build >
 * Invitations, lazy, loading as its own chunk when the project workspace first shows it.
 */
export { InvitationsPage } from './pages/lazy-pages.ts';
