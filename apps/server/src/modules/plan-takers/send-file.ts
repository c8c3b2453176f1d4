import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';

/**
 * Content-Disposition with the file's own name: an ASCII fallback and the UTF-8 name (RFC 6266),
 * as the bid documents' download writes it, so no quote or line break can escape the header.
 */
export function attachmentHeader(fileName: string): string {
  const fallback = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

/** Sends a file as a download, never sniffed or cached by shared caches. */
export function sendDownload(
  reply: FastifyReply,
  file: { fileName: string; contentType: string; size: number; stream: Readable | Buffer },
) {
  return reply
    .type(file.contentType)
    .header('content-length', file.size)
    .header('content-disposition', attachmentHeader(file.fileName))
    .header('cache-control', 'private, no-cache')
    .header('x-content-type-options', 'nosniff')
    .send(file.stream);
}
