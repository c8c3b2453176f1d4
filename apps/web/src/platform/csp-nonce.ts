declare global {
  /**
   * The nonce bundled libraries look for when they add a <style> element of their own (the name is
   * webpack's, the convention outlived it).
   */
  var __webpack_nonce__: string | undefined;
}

/**
 * The nonce of this page's Content-Security-Policy (issue 20 §1). The server writes a fresh one
 * into each index.html it serves (`<meta name="csp-nonce">`); the policy admits a <style> element
 * only with it, so every style element the app or a library adds carries it: Mantine's (through
 * getStyleNonce), Tiptap's, and those of the frames the app writes, which inherit the page's policy.
 * Undefined where the page came without one (the Vite dev server, component tests): no policy then.
 */
export function cspNonce(): string | undefined {
  if (typeof document === 'undefined') return undefined;
  const content = document.querySelector('meta[name="csp-nonce"]')?.getAttribute('content') ?? '';
  // Base64 only: the value goes into attributes of markup the app writes.
  return /^[A-Za-z0-9+/=_-]+$/.test(content) ? content : undefined;
}

/**
 * Hands the nonce to the libraries that find it on the global rather than in a prop the app could
 * pass: react-remove-scroll under Mantine's modals and drawers (its scroll-bar style, through
 * get-nonce) and react-draggable under the dashboard grid (its user-select style while dragging).
 * Called once, before the first render.
 */
export function shareCspNonce(): void {
  const nonce = cspNonce();
  if (nonce) globalThis.__webpack_nonce__ = nonce;
}

/** ` nonce="…"` for a <style> tag the app writes itself, or nothing without a nonce. */
export function nonceAttribute(): string {
  const nonce = cspNonce();
  return nonce ? ` nonce="${nonce}"` : '';
}

/**
 * A whole page (srcdoc) whose own head styles may apply: the nonce goes on the <style> tags before
 * `</head>` only, so markup in the body (a text someone wrote) never gains it.
 */
export function withHeadStyleNonce(html: string): string {
  const attribute = nonceAttribute();
  const headEnd = html.search(/<\/head>/i);
  if (!attribute || headEnd < 0) return html;
  return html.slice(0, headEnd).replace(/<style>/gi, `<style${attribute}>`) + html.slice(headEnd);
}
