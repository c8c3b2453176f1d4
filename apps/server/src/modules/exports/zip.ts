import { once } from 'node:events';
import { createWriteStream, type WriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { crc32, createDeflateRaw } from 'node:zlib';
import { openFile } from '../documents/index.ts';

/**
 * A small streaming zip writer (decision 161): entries are deflated as they stream into the file,
 * never held whole in memory, with their sizes and CRC in a data descriptor after each one. No
 * dependency: node's zlib deflates and computes the CRC-32. Zip64 is not written, so an archive
 * and each entry stay under 4 GiB (far above the upload limits of a submission's files).
 */

const limit = 0xffff_ffff;

type Entry = { name: Buffer; crc: number; compressed: number; size: number; offset: number };

function dosDateTime(date: Date): { time: number; day: number } {
  const year = Math.max(1980, date.getUTCFullYear());
  return {
    time: (date.getUTCHours() << 11) | (date.getUTCMinutes() << 5) | Math.floor(date.getUTCSeconds() / 2),
    day: ((year - 1980) << 9) | ((date.getUTCMonth() + 1) << 5) | date.getUTCDate(),
  };
}

/** A name safe inside an archive: no absolute paths, no '..', no characters Windows refuses. */
export function safeEntryName(name: string): string {
  return name
    .split('/')
    .map((part) =>
      [...part]
        .map((char) => (char.charCodeAt(0) < 32 || '\\:*?"<>|'.includes(char) ? '_' : char))
        .join('')
        .trim(),
    )
    .filter((part) => part !== '' && part !== '.' && part !== '..')
    .join('/');
}

export type ZipWriter = {
  /** Adds an entry from bytes or a stream; entries are written one after the other. */
  add(name: string, content: Buffer | Readable): Promise<void>;
  /** Writes the central directory and closes the file. */
  finish(): Promise<void>;
  /** Stops and closes the file (its content is then not a valid archive). */
  abort(): Promise<void>;
};

/** Starts an archive at `file`; `modifiedAt` stamps every entry. */
export function createZip(file: string, modifiedAt: Date): ZipWriter {
  const out: WriteStream = createWriteStream(file, { mode: 0o600 });
  const entries: Entry[] = [];
  const names = new Set<string>();
  const stamp = dosDateTime(modifiedAt);
  let offset = 0;

  const write = async (bytes: Buffer) => {
    offset += bytes.length;
    if (!out.write(bytes)) await once(out, 'drain');
  };
  const uniqueName = (name: string) => {
    const clean = safeEntryName(name) || 'file';
    let candidate = clean;
    const dot = clean.lastIndexOf('.');
    const split = dot > clean.lastIndexOf('/') + 1;
    const stem = split ? clean.slice(0, dot) : clean;
    const ext = split ? clean.slice(dot) : '';
    for (let n = 2; names.has(candidate.toLowerCase()); n++) candidate = `${stem} (${n})${ext}`;
    names.add(candidate.toLowerCase());
    return candidate;
  };

  return {
    async add(name, content) {
      const entryName = Buffer.from(uniqueName(name), 'utf8');
      const start = offset;
      const header = Buffer.alloc(30);
      header.writeUInt32LE(0x04034b50, 0);
      header.writeUInt16LE(20, 4); // version needed
      header.writeUInt16LE(0x0808, 6); // data descriptor follows; names are UTF-8
      header.writeUInt16LE(8, 8); // deflate
      header.writeUInt16LE(stamp.time, 10);
      header.writeUInt16LE(stamp.day, 12);
      header.writeUInt16LE(entryName.length, 26);
      await write(header);
      await write(entryName);
      let crc = 0;
      let size = 0;
      let compressed = 0;
      const deflate = createDeflateRaw();
      const pumped = (async () => {
        for await (const chunk of deflate as AsyncIterable<Buffer>) {
          compressed += chunk.length;
          await write(chunk);
        }
      })();
      const feed = async (chunk: Buffer) => {
        crc = crc32(chunk, crc);
        size += chunk.length;
        if (!deflate.write(chunk)) await once(deflate, 'drain');
      };
      try {
        if (Buffer.isBuffer(content)) await feed(content);
        else for await (const chunk of content) await feed(Buffer.from(chunk as Buffer));
        deflate.end();
        await pumped;
      } catch (error) {
        deflate.destroy();
        await pumped.catch(() => {});
        throw error;
      }
      if (size > limit || compressed > limit || offset > limit) throw new Error('zip entry too large');
      const descriptor = Buffer.alloc(16);
      descriptor.writeUInt32LE(0x08074b50, 0);
      descriptor.writeUInt32LE(crc >>> 0, 4);
      descriptor.writeUInt32LE(compressed, 8);
      descriptor.writeUInt32LE(size, 12);
      await write(descriptor);
      entries.push({ name: entryName, crc: crc >>> 0, compressed, size, offset: start });
    },

    async finish() {
      const directoryStart = offset;
      for (const entry of entries) {
        const record = Buffer.alloc(46);
        record.writeUInt32LE(0x02014b50, 0);
        record.writeUInt16LE(20, 4); // made by
        record.writeUInt16LE(20, 6); // needed
        record.writeUInt16LE(0x0808, 8);
        record.writeUInt16LE(8, 10);
        record.writeUInt16LE(stamp.time, 12);
        record.writeUInt16LE(stamp.day, 14);
        record.writeUInt32LE(entry.crc, 16);
        record.writeUInt32LE(entry.compressed, 20);
        record.writeUInt32LE(entry.size, 24);
        record.writeUInt16LE(entry.name.length, 28);
        record.writeUInt32LE(entry.offset, 42);
        await write(record);
        await write(entry.name);
      }
      const end = Buffer.alloc(22);
      end.writeUInt32LE(0x06054b50, 0);
      end.writeUInt16LE(entries.length, 8);
      end.writeUInt16LE(entries.length, 10);
      end.writeUInt32LE(offset - directoryStart, 12);
      end.writeUInt32LE(directoryStart, 16);
      await write(end);
      out.end();
      await once(out, 'finish');
    },

    async abort() {
      out.destroy();
      await once(out, 'close').catch(() => {});
    },
  };
}

/** Stored files in one zip, made in a temporary folder the caller removes with `cleanup` once sent. */
export async function zipStoredFiles(
  dataDir: string,
  files: readonly { fileName: string; storageKey: string }[],
  modifiedAt: Date,
  extra: readonly { fileName: string; content: Buffer }[] = [],
) {
  const folder = await mkdtemp(path.join(tmpdir(), 'procura-zip-'));
  const file = path.join(folder, 'documents.zip');
  const zip = createZip(file, modifiedAt);
  try {
    for (const entry of extra) await zip.add(entry.fileName, entry.content);
    for (const stored of files) {
      const opened = await openFile(dataDir, stored.storageKey);
      await zip.add(stored.fileName, opened.stream);
    }
    await zip.finish();
  } catch (error) {
    await zip.abort();
    await rm(folder, { recursive: true, force: true });
    throw error;
  }
  return { file, cleanup: () => rm(folder, { recursive: true, force: true }) };
}
