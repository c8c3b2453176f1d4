/**
 * What other features use of project meetings (issue 21 §2: through this file only): the sign-in
 * sheet's address, and Source > Project Meetings, lazy, loading as its own chunk when the project
 * workspace first shows it.
 */
export { signInSheetUrl } from './api/meetings-queries.ts';
export { MeetingsPage } from './pages/lazy-pages.ts';
