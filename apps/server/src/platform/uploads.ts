import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { type Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';

export type StreamedUpload = { size: number; head: Buffer; accepted: boolean };

/**
 * Streams an upload to `target` one chunk at a time, never holding the file in memory. The first
 * `headBytes` are kept for a content check; once `accept(head)` says no, the rest is read and
 * dropped (the request is still drained) and nothing stays on disk. The size counts every byte.
 */
export async function streamUpload(
  source: Readable,
  target: string,
  options: { headBytes: number; accept(head: Buffer): boolean },
): Promise<StreamedUpload> {
  let head = Buffer.alloc(0);
  let size = 0;
  let decision: boolean | null = null;
  const decide = () => {
    decision ??= options.accept(head);
    return decision;
  };
  const gate = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      size += chunk.length;
      if (head.length < options.headBytes) {
        head = Buffer.concat([head, chunk.subarray(0, options.headBytes - head.length)]);
      }
      if (head.length >= options.headBytes && !decide()) return done();
      done(null, chunk);
    },
    flush(done) {
      decide();
      done();
    },
  });
  try {
    await pipeline(source, gate, createWriteStream(target));
  } catch (error) {
    await rm(target, { force: true });
    throw error;
  }
  const accepted = decide();
  if (!accepted) await rm(target, { force: true });
  return { size, head, accepted };
}
