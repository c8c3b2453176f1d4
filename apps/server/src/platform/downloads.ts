import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { downloadPolicy } from './security-headers.ts';

/**
 * Content-Disposition with the file's own name: an ASCII fallback and the UTF-8 name (RFC 6266),
 * so no quote or line break can escape the header.
 */
export function attachmentHeader(fileName: string, kind: 'attachment' | 'inline' = 'attachment'): string {
  const fallback = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${kind}; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

export const xlsxContentType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * Sends a stored file or a made one (a Buffer, whose length is its size) as a download, never
 * sniffed, rendered as this origin's page (its own policy) or kept by a cache: the one way the portal, plan-taker, meeting, question and
 * addendum downloads answer.
 */
export function sendDownload(
  reply: FastifyReply,
  file: {
    fileName: string;
    contentType: string;
    size?: number;
    stream: Readable | Buffer;
    /** inline: shown in the browser's own viewer (a PDF preview); otherwise downloaded. */
    disposition?: 'attachment' | 'inline';
  },
) {
  const size = file.size ?? (Buffer.isBuffer(file.stream) ? file.stream.length : undefined);
  if (size !== undefined) reply.header('content-length', size);
  const disposition = file.disposition ?? 'attachment';
  return reply
    .type(file.contentType)
    .header('content-disposition', attachmentHeader(file.fileName, disposition))
    .header('content-security-policy', downloadPolicy(disposition))
    .header('cache-control', 'no-store')
    .header('x-content-type-options', 'nosniff')
    .send(file.stream);
}

/** Sends a file made for this download (a zip in a temporary folder) and removes it once sent. */
export async function sendMadeFile(
  reply: FastifyReply,
  made: { file: string; cleanup(): Promise<void> },
  file: { fileName: string; contentType: string },
) {
  const size = (await stat(made.file)).size;
  const stream = createReadStream(made.file);
  stream.on('close', () => void made.cleanup());
  return sendDownload(reply, { ...file, size, stream });
}
