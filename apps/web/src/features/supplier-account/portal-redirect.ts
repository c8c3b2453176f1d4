import { portalPath } from '@procura/contract';

const accountPages = ['/sign-in', '/register', '/verify-email', '/forgot-password', '/reset-password'];

/**
 * Where a supplier goes after signing in or verifying: the `redirect` query when it is a page of
 * this agency's portal (never another site, another agency or a sign-in page), else the portal.
 */
export function portalRedirect(agency: string, value: string | null): string {
  const home = portalPath(agency);
  if (!value || value.startsWith('//') || value.startsWith('/\\')) return home;
  const pathname = value.split(/[?#]/)[0] ?? value;
  const inPortal = pathname === home || pathname.startsWith(`${home}/`);
  if (!inPortal || accountPages.some((page) => pathname === `${home}${page}`)) return home;
  return value;
}
