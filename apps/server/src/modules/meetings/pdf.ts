/**
 * A small PDF writer for printed forms such as the sign-in sheet: US Letter pages of Helvetica
 * text and ruled lines, nothing more (decision 116). Text is WinAnsi: characters outside Latin-1
 * print as '?', which a sheet people sign by hand can bear; no dependency is needed for so little.
 */

export type PdfText = { kind: 'text'; x: number; y: number; size: number; text: string; bold?: boolean };
export type PdfLine = { kind: 'line'; x1: number; y1: number; x2: number; y2: number };
export type PdfItem = PdfText | PdfLine;

export const pageWidth = 612;
export const pageHeight = 792;

/** Escapes text for a PDF string literal, Latin-1 only. */
function pdfString(text: string): string {
  let out = '';
  for (const char of text.normalize('NFC')) {
    const code = char.codePointAt(0) ?? 63;
    const byte = code > 255 || (code < 32 && code !== 9) ? 63 : code;
    if (byte === 40 || byte === 41 || byte === 92) out += `\\${String.fromCharCode(byte)}`;
    else if (byte > 126) out += `\\${byte.toString(8).padStart(3, '0')}`;
    else out += String.fromCharCode(byte);
  }
  return `(${out})`;
}

function pageContent(items: readonly PdfItem[]): string {
  return items
    .map((item) =>
      item.kind === 'text'
        ? `BT /${item.bold ? 'F2' : 'F1'} ${item.size} Tf ${item.x} ${item.y} Td ${pdfString(item.text)} Tj ET`
        : `0.5 w ${item.x1} ${item.y1} m ${item.x2} ${item.y2} l S`,
    )
    .join('\n');
}

/** A PDF document of the given pages, each a list of items placed in points from the bottom left. */
export function writePdf(pages: readonly (readonly PdfItem[])[], title: string): Buffer {
  const objects: string[] = [];
  // push answers the new length, which is the object number (numbers start at 1).
  const add = (body: string) => objects.push(body);
  const catalog = add('');
  const pagesObject = add('');
  const regular = add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>');
  const bold = add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>');
  const info = add(`<< /Title ${pdfString(title)} /Producer (Procura) >>`);
  const kids: number[] = [];
  for (const items of pages.length > 0 ? pages : [[]]) {
    const content = pageContent(items);
    const stream = add(
      `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
    );
    kids.push(
      add(
        `<< /Type /Page /Parent ${pagesObject} 0 R /MediaBox [0 0 ${pageWidth} ${pageHeight}] ` +
          `/Resources << /Font << /F1 ${regular} 0 R /F2 ${bold} 0 R >> >> /Contents ${stream} 0 R >>`,
      ),
    );
  }
  objects[catalog - 1] = `<< /Type /Catalog /Pages ${pagesObject} 0 R >>`;
  objects[pagesObject - 1] =
    `<< /Type /Pages /Kids [${kids.map((k) => `${k} 0 R`).join(' ')}] /Count ${kids.length} >>`;

  let body = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root ${catalog} 0 R /Info ${info} 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}
