// The big file on disk and the multipart body that streams it: nothing here holds more than one
// chunk in memory, so the bench's own process stays small too.
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { createReadStream, createWriteStream } from 'node:fs';
import { Readable } from 'node:stream';

/** Writes `size` bytes of random-looking content (one random MiB, each copy stamped with its index). */
export async function writeBigFile(path: string, size: number): Promise<void> {
  const block = randomBytes(1 << 20);
  const out = createWriteStream(path);
  for (let written = 0, index = 0; written < size; index++) {
    const chunk = Buffer.from(block.subarray(0, Math.min(block.length, size - written)));
    chunk.writeUInt32BE(index, 0);
    if (!out.write(chunk)) await once(out, 'drain');
    written += chunk.length;
  }
  out.end();
  await once(out, 'finish');
}

/**
 * A multipart/form-data body of `fields` then one file part holding the file at `path` plus
 * `extraBytes` more bytes, with its exact length (so the server sees a normal sized request).
 */
export function multipartFileBody(
  fields: Record<string, string>,
  file: { path: string; size: number; name: string; extraBytes?: number },
) {
  const boundary = `----procura-bench-${randomBytes(8).toString('hex')}`;
  const head = Buffer.from(
    [
      ...Object.entries(fields).map(
        ([name, value]) =>
          `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      ),
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\n`,
      'Content-Type: application/octet-stream\r\n\r\n',
    ].join(''),
  );
  const extra = Buffer.alloc(file.extraBytes ?? 0, 0x2a);
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  async function* parts() {
    yield head;
    for await (const chunk of createReadStream(file.path, { highWaterMark: 1 << 20 })) yield chunk as Buffer;
    if (extra.length > 0) yield extra;
    yield tail;
  }
  return {
    contentType: `multipart/form-data; boundary=${boundary}`,
    length: head.length + file.size + extra.length + tail.length,
    body: () => Readable.from(parts(), { objectMode: false }),
  };
}
