import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { type Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';

export type StreamedUpload = { size: number; head: Buffer; tail: Buffer; accepted: boolean };

/**
 * Streams an upload to `target` one chunk at a time, never holding the file in memory. The first
 * `headBytes` are kept for a content check; once `accept(head)` says no, the rest is read and
 * dropped (the request is still drained) and nothing stays on disk. The size counts every byte.
 * With `tailBytes`, the last bytes are kept too (a PDF's trailer says whether it is encrypted).
 */
export async function streamUpload(
  source: Readable,
  target: string,
  options: { headBytes: number; tailBytes?: number; accept(head: Buffer): boolean },
): Promise<StreamedUpload> {
  let head = Buffer.alloc(0);
  let size = 0;
  const tailBytes = options.tailBytes ?? 0;
  // Recent chunks, dropped from the front once the rest still covers tailBytes: no copy per chunk.
  const recent: Buffer[] = [];
  let recentSize = 0;
  const keepTail = (chunk: Buffer) => {
    if (tailBytes === 0) return;
    recent.push(chunk);
    recentSize += chunk.length;
    while (recent.length > 1 && recentSize - (recent[0]?.length ?? 0) >= tailBytes) {
      recentSize -= recent.shift()?.length ?? 0;
    }
  };
  let decision: boolean | null = null;
  const decide = () => {
    decision ??= options.accept(head);
    return decision;
  };
  const gate = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      size += chunk.length;
      keepTail(chunk);
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
  const tail = Buffer.concat(recent);
  return { size, head, tail: tail.subarray(Math.max(0, tail.length - tailBytes)), accepted };
}
