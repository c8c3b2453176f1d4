import { describe, expect, it } from 'vitest';
import { isEncryptedPdf, isPdf } from './pdf.ts';

const pdf = (trailer: string) =>
  Buffer.from(
    `%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer\n<< /Size 5 /Root 1 0 R ${trailer} >>\n%%EOF\n`,
  );

describe('pdf inspection', () => {
  it('recognises a PDF by its marker, even after a few leading bytes', () => {
    expect(isPdf(pdf(''))).toBe(true);
    expect(isPdf(Buffer.concat([Buffer.alloc(100, 0x20), pdf('')]))).toBe(true);
    expect(isPdf(Buffer.from('PK\u0003\u0004 a zip, not a pdf'))).toBe(false);
  });

  it('finds the encryption dictionary by reference or inline, and only in PDFs', () => {
    const secured = pdf('/Encrypt 4 0 R /ID [<ab><cd>]');
    expect(isEncryptedPdf(secured, secured)).toBe(true);
    const inline = pdf('/Encrypt << /Filter /Standard /V 2 >>');
    expect(isEncryptedPdf(inline, inline)).toBe(true);
    const plain = pdf('/Info 2 0 R');
    expect(isEncryptedPdf(plain, plain)).toBe(false);
    // The word alone, in text, is not a trailer entry.
    const mention = pdf('/Title (How to /Encrypt files)');
    expect(isEncryptedPdf(mention, mention)).toBe(false);
    const notPdf = Buffer.from('/Encrypt 4 0 R');
    expect(isEncryptedPdf(notPdf, notPdf)).toBe(false);
  });
});
