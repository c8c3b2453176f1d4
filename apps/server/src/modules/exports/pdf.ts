import { PDFDocument, type PDFFont, type PDFPage, StandardFonts } from 'pdf-lib';

/**
 * The PDFs of the Source exports (a completed submission, the project summary): US Letter pages
 * of Helvetica text flowing down, with headings and label/value lines (pdf-lib, decision 163).
 * The standard fonts write WinAnsi only: other characters print as '?'.
 */

const pageSize: [number, number] = [612, 792];
const margin = 54;
const gap = 4;

export type ReportWriter = {
  title(text: string): void;
  heading(text: string): void;
  text(text: string, options?: { bold?: boolean; indent?: number; size?: number }): void;
  /** "Label: value" on one line (wrapped when long). */
  pair(label: string, value: string, indent?: number): void;
  space(points?: number): void;
  save(): Promise<Buffer>;
};

function wrap(font: PDFFont, size: number, text: string, width: number): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split(/\r?\n/)) {
    let line = '';
    for (const word of paragraph.split(/ +/)) {
      const candidate = line ? `${line} ${word}` : word;
      if (font.widthOfTextAtSize(candidate, size) <= width) {
        line = candidate;
        continue;
      }
      if (line) lines.push(line);
      let rest = word;
      while (rest.length > 1 && font.widthOfTextAtSize(rest, size) > width) {
        let cut = rest.length - 1;
        while (cut > 1 && font.widthOfTextAtSize(rest.slice(0, cut), size) > width) cut--;
        lines.push(rest.slice(0, cut));
        rest = rest.slice(cut);
      }
      line = rest;
    }
    lines.push(line);
  }
  return lines;
}

/** Starts a report PDF with its document title. */
export async function createReport(documentTitle: string): Promise<ReportWriter> {
  const document = await PDFDocument.create();
  document.setTitle(documentTitle);
  document.setProducer('Procura');
  document.setCreator('Procura');
  const regular = await document.embedFont(StandardFonts.Helvetica);
  const bold = await document.embedFont(StandardFonts.HelveticaBold);
  const printable = new Map<string, boolean>();
  const clean = (font: PDFFont, text: string) => {
    let out = '';
    for (const char of text.replace(/\t/g, '    ')) {
      let ok = printable.get(char);
      if (ok === undefined) {
        try {
          font.encodeText(char);
          ok = true;
        } catch {
          ok = false;
        }
        printable.set(char, ok);
      }
      out += ok ? char : '?';
    }
    return out;
  };
  const width = pageSize[0] - 2 * margin;
  let page: PDFPage = document.addPage(pageSize);
  let y = pageSize[1] - margin;

  const write = (text: string, font: PDFFont, size: number, indent = 0) => {
    for (const line of wrap(font, size, clean(font, text), width - indent)) {
      if (y - size < margin) {
        page = document.addPage(pageSize);
        y = pageSize[1] - margin;
      }
      y -= size;
      page.drawText(line, { x: margin + indent, y, size, font });
      y -= gap;
    }
  };

  return {
    title: (text) => write(text, bold, 16),
    heading(text) {
      y -= 8;
      write(text, bold, 12);
    },
    text: (text, options = {}) =>
      write(text, options.bold ? bold : regular, options.size ?? 10, options.indent ?? 0),
    pair: (label, value, indent = 0) => write(`${label}: ${value}`, regular, 10, indent),
    space(points = 6) {
      y -= points;
    },
    save: async () => Buffer.from(await document.save()),
  };
}
