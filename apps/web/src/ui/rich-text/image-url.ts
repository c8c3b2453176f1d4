/**
 * Whether an image's address may stay in the text: http(s), or an embedded picture
 * (`data:image/...`), the sources the server's sanitizer keeps for images. The renderer checks
 * again so that a text that never met the sanitizer (an import, an older version) cannot carry a
 * `javascript:` source or an embedded document into the page.
 */
export function isAllowedImageUrl(src: string | null): boolean {
  if (src === null) return false;
  // Browsers ignore spaces and control characters inside a scheme ("java\tscript:").
  const compact = [...src].filter((c) => c.charCodeAt(0) > 0x20 && c.charCodeAt(0) !== 0x7f).join('');
  return /^(https?:\/\/|data:image\/)/i.test(compact);
}
