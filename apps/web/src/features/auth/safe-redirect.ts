import { isLoginPath } from '../../platform/api/client.ts';

/**
 * The `redirect` query, kept only when it is a path of this app: an absolute or protocol-relative
 * address would let a crafted link send people elsewhere after signing in (an open redirect), and a
 * login path would bring them straight back here.
 */
export function safeRedirect(value: string | null): string | null {
  if (!value?.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  const pathname = value.split(/[?#]/)[0] ?? value;
  return isLoginPath(pathname) ? null : value;
}
