import { inflateSync } from 'node:zlib';

/**
 * The text a pdf-lib document draws with its standard fonts, page streams in order, one string per
 * `Tj`: the streams are inflated and the hex strings read as WinAnsi (Latin-1 for the letters
 * tests use). Enough to assert what a generated PDF says without a PDF reader.
 */
export function pdfStrings(bytes: Uint8Array): string[] {
  const raw = Buffer.from(bytes);
  const strings: string[] = [];
  let at = 0;
  for (;;) {
    const start = raw.indexOf('stream', at, 'latin1');
    if (start < 0) break;
    let from = start + 'stream'.length;
    if (raw[from] === 0x0d) from++;
    if (raw[from] === 0x0a) from++;
    const end = raw.indexOf('endstream', from, 'latin1');
    if (end < 0) break;
    at = end + 'endstream'.length;
    let content: string;
    try {
      content = inflateSync(raw.subarray(from, end)).toString('latin1');
    } catch {
      content = raw.subarray(from, end).toString('latin1');
    }
    for (const match of content.matchAll(/<([0-9A-Fa-f]*)>\s*Tj|\(((?:\\.|[^\\)])*)\)\s*Tj/g)) {
      strings.push(
        match[1] !== undefined ? Buffer.from(match[1], 'hex').toString('latin1') : (match[2] ?? ''),
      );
    }
  }
  return strings;
}
