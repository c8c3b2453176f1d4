/**
 * What the first and last bytes of an upload say about a PDF, read while it streams: whether it is
 * one at all (the %PDF- marker within the first 1024 bytes, as readers accept it), and whether it
 * is secured. An encrypted PDF names its encryption dictionary in the trailer, at the end of the
 * file (or in the first-page trailer near the start of a linearized one).
 */

export const pdfHeadBytes = 8 * 1024;
export const pdfTailBytes = 64 * 1024;

const encryptEntry = /\/Encrypt\s*(?:\d+\s+\d+\s+R|<<)/;

export function isPdf(head: Buffer): boolean {
  return head.subarray(0, 1024).includes('%PDF-');
}

export function isEncryptedPdf(head: Buffer, tail: Buffer): boolean {
  return (
    isPdf(head) && (encryptEntry.test(tail.toString('latin1')) || encryptEntry.test(head.toString('latin1')))
  );
}
