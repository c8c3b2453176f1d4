/**
 * Full-page navigation and the current address, behind one object: the 401 rule and sign-out
 * leave the single-page app on purpose (nothing of the old session survives a page load), and
 * tests replace these methods because jsdom cannot navigate.
 */
export const browser = {
  assign(url: string): void {
    window.location.assign(url);
  },
  replace(url: string): void {
    window.location.replace(url);
  },
  /** A full reload: what recovers from a page chunk that failed to load (ui/lazy-page.tsx). */
  reload(): void {
    window.location.reload();
  },
  /** Path, query and hash of the current page: what a redirect back should restore. */
  currentPath(): string {
    const { pathname, search, hash } = window.location;
    return `${pathname}${search}${hash}`;
  },
  pathname(): string {
    return window.location.pathname;
  },
};
