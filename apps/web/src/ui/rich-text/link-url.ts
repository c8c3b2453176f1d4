import { linkSchemes } from './palette.ts';

const schemePattern = /^([a-z][a-z0-9+.-]*):/i;

// Browsers drop tabs and newlines inside URLs, so "java\tscript:" would still run: refuse them,
// and spaces and other control characters with them.
function hasSpaceOrControl(url: string): boolean {
  return [...url].some((character) => {
    const code = character.charCodeAt(0);
    return code <= 0x20 || code === 0x7f;
  });
}

/**
 * The link to store for what the user typed, or null when it is refused: only the schemes the
 * server keeps (000 §5). An address without a scheme ("www.example.org") is taken as https.
 */
export function normaliseLinkUrl(typed: string): string | null {
  const url = typed.trim();
  if (url === '' || hasSpaceOrControl(url) || url.startsWith('/') || url.startsWith('\\')) return null;
  const scheme = schemePattern.exec(url)?.[1];
  if (scheme === undefined) return `https://${url}`;
  return isAllowedLinkUrl(url) ? url : null;
}

/** Whether a link already in the text (typed, pasted or loaded) may stay a link. */
export function isAllowedLinkUrl(url: string): boolean {
  if (hasSpaceOrControl(url.trim())) return false;
  const scheme = schemePattern.exec(url.trim())?.[1]?.toLowerCase();
  return scheme !== undefined && (linkSchemes as readonly string[]).includes(scheme);
}
