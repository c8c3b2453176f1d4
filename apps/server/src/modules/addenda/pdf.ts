import { PDFDocument, type PDFFont, StandardFonts } from 'pdf-lib';
import { printable } from '../../platform/pdf-text.ts';

/**
 * The PDFs of addenda: the page count of an uploaded file, and the addendum made from answered
 * questions (pdf-lib, no native parts).
 */

/**
 * Pages of a PDF, or null when the bytes are not a readable PDF or have no page (a file with 0
 * pages is not a PDF to count). Encrypted PDFs are counted too: their page tree is not encrypted.
 */
export async function pdfPageCount(bytes: Uint8Array): Promise<number | null> {
  try {
    const document = await PDFDocument.load(bytes, { ignoreEncryption: true, updateMetadata: false });
    const pages = document.getPageCount();
    return pages > 0 ? pages : null;
  } catch {
    return null;
  }
}

const pageSize: [number, number] = [612, 792]; // US Letter, in points
const margin = 56;
const lineGap = 4;

/** Breaks a paragraph into lines no wider than `width`, breaking words longer than a line. */
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
      line = '';
      let rest = word;
      while (font.widthOfTextAtSize(rest, size) > width) {
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

export type AddendumQuestion = { question: string; answer: string; displayName: string };

/**
 * The addendum made from answered questions: a heading (agency, project, addendum number and
 * title, date), then each question with its answer, attributed by its display name only. The
 * asking company never appears unless the buyer wrote it as the display name.
 */
export async function questionsAddendumPdf(input: {
  agencyName: string;
  projectTitle: string;
  number: number;
  title: string;
  issuedOn: string;
  questions: AddendumQuestion[];
}): Promise<Buffer> {
  const document = await PDFDocument.create();
  document.setTitle(`Addendum ${input.number}${input.title ? ` - ${input.title}` : ''}`);
  document.setProducer('Procura');
  document.setCreator('Procura');
  const regular = await document.embedFont(StandardFonts.Helvetica);
  const bold = await document.embedFont(StandardFonts.HelveticaBold);
  const width = pageSize[0] - 2 * margin;
  let page = document.addPage(pageSize);
  let y = pageSize[1] - margin;

  const write = (text: string, font: PDFFont, size: number, indent = 0) => {
    for (const line of wrap(font, size, printable(font, text), width - indent)) {
      if (y - size < margin) {
        page = document.addPage(pageSize);
        y = pageSize[1] - margin;
      }
      y -= size;
      page.drawText(line, { x: margin + indent, y, size, font });
      y -= lineGap;
    }
  };
  const space = (points: number) => {
    y -= points;
  };

  write(input.agencyName, bold, 12);
  write(input.projectTitle, regular, 12);
  space(8);
  write(
    `Addendum ${input.number} / Addenda ${input.number}${input.title ? `: ${input.title}` : ''}`,
    bold,
    16,
  );
  write(input.issuedOn, regular, 10);
  space(12);
  write('Questions and answers / Questions et réponses', bold, 13);
  space(6);
  for (const [index, item] of input.questions.entries()) {
    const by = item.displayName.trim();
    write(`Q${index + 1}.${by ? ` (${by})` : ''}`, bold, 11);
    write(item.question, regular, 11, 12);
    space(2);
    write('Answer / Réponse :', bold, 11);
    write(item.answer, regular, 11, 12);
    space(10);
  }
  return Buffer.from(await document.save());
}
