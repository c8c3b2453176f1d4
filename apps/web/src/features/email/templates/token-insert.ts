/** How a token reads in a template: `#Name#` (000 §3), a wizard token or one a notice declares. */
export const tokenText = (token: string) => `#${token}#`;

/**
 * Puts `token` in a plain text (the subject) where the caret is, replacing what is selected; with
 * no caret known it goes at the end. Answers the new text and where the caret goes next, so a
 * second click follows the first.
 */
export function insertToken(
  text: string,
  token: string,
  selection: { start: number; end: number } | null,
): { text: string; caret: number } {
  const inserted = tokenText(token);
  const start = Math.min(selection?.start ?? text.length, text.length);
  const end = Math.max(start, Math.min(selection?.end ?? start, text.length));
  return { text: text.slice(0, start) + inserted + text.slice(end), caret: start + inserted.length };
}

/**
 * Adds `token` at the end of an editor's HTML: inside its last paragraph when it ends with one, so
 * the token continues the last line, else as a paragraph of its own. The shared editor exposes no
 * caret, so the body's palette appends (issue 25 §3: at the cursor or appending).
 */
export function appendToken(html: string, token: string): string {
  const inserted = tokenText(token);
  if (html.trim() === '') return `<p>${inserted}</p>`;
  const lastParagraph = /<\/p>\s*$/;
  if (lastParagraph.test(html)) {
    const emptyParagraph = /<p>(?:<br\s*\/?>)?<\/p>\s*$/;
    if (emptyParagraph.test(html)) return html.replace(emptyParagraph, `<p>${inserted}</p>`);
    return html.replace(lastParagraph, ` ${inserted}</p>`);
  }
  return `${html}<p>${inserted}</p>`;
}
