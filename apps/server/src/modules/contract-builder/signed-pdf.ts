import { formatZoned } from '@procura/contract';
import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from 'pdf-lib';
import { printable } from '../../platform/pdf-text.ts';

/**
 * The signed PDF of a completed envelope (issue 9 §3): its PDF documents in order with every field
 * stamped where it was placed (typed signatures in an oblique face, drawn ones as their image,
 * initials, dates and text), then a certificate page: who signed, when, from where, and the SHA-256
 * of each document as it was sent. The certificate alone is the envelope's summary.
 */

export type SignedInput = {
  envelope: { name: string; number: string; timezone: string; completedAt: Date };
  agencyName: string;
  documents: { id: number; fileName: string; sha256: string; pdf: Buffer | null }[];
  signers: {
    id: number;
    name: string;
    email: string;
    signedAt: Date;
    signedFrom: string;
    signatureType: 'typed' | 'drawn';
    signature: string;
    initials: string;
  }[];
  fields: {
    documentId: number;
    signerId: number;
    type: string;
    page: number;
    x: number;
    y: number;
    width: number;
    height: number;
    value: string | null;
  }[];
};

const ink = rgb(0.05, 0.12, 0.45);

function pngOf(dataUrl: string): Buffer | null {
  const match = /^data:image\/png;base64,([A-Za-z0-9+/=]+)$/.exec(dataUrl);
  return match?.[1] ? Buffer.from(match[1], 'base64') : null;
}

function fitText(font: PDFFont, text: string, width: number, height: number) {
  const size = Math.max(6, Math.min(height * 0.7, 28));
  const fitted = Math.min(size, (width / Math.max(1, font.widthOfTextAtSize(text, size))) * size);
  return Math.max(5, fitted);
}

async function stamp(
  out: PDFDocument,
  page: PDFPage,
  field: SignedInput['fields'][number],
  signer: SignedInput['signers'][number],
  fonts: { plain: PDFFont; script: PDFFont },
  timezone: string,
) {
  const { width: pw, height: ph } = page.getSize();
  const box = {
    x: field.x * pw,
    y: ph - (field.y + field.height) * ph,
    w: field.width * pw,
    h: field.height * ph,
  };
  const write = (text: string, font: PDFFont) => {
    const clean = printable(font, text);
    const size = fitText(font, clean, box.w, box.h);
    page.drawText(clean, { x: box.x + 2, y: box.y + (box.h - size) / 2 + 1, size, font, color: ink });
  };
  if (field.type === 'signature') {
    const png = signer.signatureType === 'drawn' ? pngOf(signer.signature) : null;
    if (png) {
      const image = await out.embedPng(png);
      const scale = Math.min(box.w / image.width, box.h / image.height);
      page.drawImage(image, { x: box.x, y: box.y, width: image.width * scale, height: image.height * scale });
    } else write(signer.signature, fonts.script);
    return;
  }
  if (field.type === 'initials') write(signer.initials || initialsOf(signer.name), fonts.script);
  else if (field.type === 'date') write(longDate(signer.signedAt, timezone), fonts.plain);
  else write(field.value ?? '', fonts.plain);
}

/** 000 §9: dates read 'MMMM DD, YYYY', on the envelope's clock. */
function longDate(date: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-US', {
    timeZone,
    month: 'long',
    day: '2-digit',
    year: 'numeric',
  }).format(date);
}

export function initialsOf(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .map((part) => part[0]?.toUpperCase() ?? '')
    .join('');
}

/** The certificate page, drawn on `doc`. */
function certificate(doc: PDFDocument, input: SignedInput, fonts: { plain: PDFFont; bold: PDFFont }) {
  let page = doc.addPage([612, 792]);
  let y = 740;
  const line = (text: string, font = fonts.plain, size = 10) => {
    if (y < 60) {
      page = doc.addPage([612, 792]);
      y = 740;
    }
    page.drawText(printable(font, text).slice(0, 110), { x: 50, y, size, font });
    y -= size + 6;
  };
  const { envelope } = input;
  line('Certificate of completion', fonts.bold, 16);
  y -= 6;
  line(`Envelope: ${envelope.number ? `${envelope.number} ` : ''}${envelope.name}`);
  line(`Sent by: ${input.agencyName}`);
  line(`Completed: ${formatZoned(envelope.completedAt, envelope.timezone)}`);
  y -= 8;
  line('Signers', fonts.bold, 12);
  for (const signer of input.signers) {
    line(`${signer.name} <${signer.email}>`, fonts.bold);
    line(`Signed ${formatZoned(signer.signedAt, envelope.timezone)} from ${signer.signedFrom}`);
    line(`Signature: ${signer.signatureType === 'drawn' ? 'drawn' : `typed "${signer.signature}"`}`);
    y -= 4;
  }
  y -= 8;
  line('Documents (SHA-256 of each as sent)', fonts.bold, 12);
  for (const document of input.documents) {
    line(document.fileName, fonts.bold);
    line(document.sha256, fonts.plain, 9);
  }
}

/** The signed PDF and the summary (the certificate alone). */
export async function signedEnvelopePdf(input: SignedInput): Promise<{ signed: Buffer; summary: Buffer }> {
  const out = await PDFDocument.create();
  out.setTitle(input.envelope.name);
  const fonts = {
    plain: await out.embedFont(StandardFonts.Helvetica),
    bold: await out.embedFont(StandardFonts.HelveticaBold),
    script: await out.embedFont(StandardFonts.TimesRomanItalic),
  };
  for (const document of input.documents) {
    if (!document.pdf) continue;
    const source = await PDFDocument.load(document.pdf);
    const pages = await out.copyPages(source, source.getPageIndices());
    for (const page of pages) out.addPage(page);
    for (const field of input.fields.filter((f) => f.documentId === document.id)) {
      const page = pages[field.page - 1];
      const signer = input.signers.find((s) => s.id === field.signerId);
      if (page && signer) await stamp(out, page, field, signer, fonts, input.envelope.timezone);
    }
  }
  certificate(out, input, fonts);
  const summaryDoc = await PDFDocument.create();
  certificate(summaryDoc, input, {
    plain: await summaryDoc.embedFont(StandardFonts.Helvetica),
    bold: await summaryDoc.embedFont(StandardFonts.HelveticaBold),
  });
  return { signed: Buffer.from(await out.save()), summary: Buffer.from(await summaryDoc.save()) };
}
