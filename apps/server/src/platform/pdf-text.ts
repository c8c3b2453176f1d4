import type { PDFFont } from 'pdf-lib';

/**
 * Text for pdf-lib's standard fonts (Helvetica and its kin), which write WinAnsi only: a character
 * the font cannot encode becomes '?', so a name in another script still prints (standing in for the letters)
 * instead of failing the whole document. Tabs become four spaces; line breaks are kept for the
 * caller to split on (drawing one fails); other control characters become '?'.
 * The answer per character is cached on the font, which is asked once per character.
 */
const encodable = new WeakMap<PDFFont, Map<string, boolean>>();

export function printable(font: PDFFont, text: string): string {
  let cache = encodable.get(font);
  if (!cache) {
    cache = new Map();
    encodable.set(font, cache);
  }
  let out = '';
  for (const char of text.normalize('NFC').replace(/\t/g, '    ')) {
    if (char === '\n' || char === '\r') {
      out += char;
      continue;
    }
    let ok = cache.get(char);
    if (ok === undefined) {
      ok = (char.codePointAt(0) ?? 0) >= 32;
      if (ok) {
        try {
          font.encodeText(char);
        } catch {
          ok = false;
        }
      }
      cache.set(char, ok);
    }
    out += ok ? char : '?';
  }
  return out;
}

/** `text` cut with an ellipsis ("...") so that it is no wider than `width` points at `size`. */
export function fitted(font: PDFFont, size: number, text: string, width: number): string {
  if (font.widthOfTextAtSize(text, size) <= width) return text;
  let cut = text.length;
  while (cut > 0 && font.widthOfTextAtSize(`${text.slice(0, cut)}...`, size) > width) cut--;
  return `${text.slice(0, cut).trimEnd()}...`;
}
