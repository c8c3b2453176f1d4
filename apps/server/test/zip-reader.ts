import { inflateRawSync } from 'node:zlib';

/**
 * Reads a whole zip archive from its central directory (tests and checks only: it holds the
 * archive in memory). Stored and deflated entries; Zip64 end records and fields.
 */
export function readZip(bytes: Buffer): Map<string, Buffer> {
  let end = bytes.length - 22;
  while (end >= 0 && bytes.readUInt32LE(end) !== 0x06054b50) end--;
  if (end < 0) throw new Error('not a zip archive');
  let count = bytes.readUInt16LE(end + 10);
  let at = bytes.readUInt32LE(end + 16);
  const locator = end - 20;
  if (locator >= 0 && bytes.readUInt32LE(locator) === 0x07064b50) {
    const record = Number(bytes.readBigUInt64LE(locator + 8));
    if (bytes.readUInt32LE(record) !== 0x06064b50) throw new Error('broken Zip64 end record');
    count = Number(bytes.readBigUInt64LE(record + 32));
    at = Number(bytes.readBigUInt64LE(record + 48));
  }
  const files = new Map<string, Buffer>();
  for (let i = 0; i < count; i++) {
    if (bytes.readUInt32LE(at) !== 0x02014b50) throw new Error('broken central directory');
    const method = bytes.readUInt16LE(at + 10);
    const nameLength = bytes.readUInt16LE(at + 28);
    const extraLength = bytes.readUInt16LE(at + 30);
    const commentLength = bytes.readUInt16LE(at + 32);
    const name = bytes.subarray(at + 46, at + 46 + nameLength).toString('utf8');
    // Values that did not fit in 4 bytes are in the Zip64 field, in this order.
    const wide = zip64Values(bytes.subarray(at + 46 + nameLength, at + 46 + nameLength + extraLength));
    const [, compressed, local] = [at + 24, at + 20, at + 42].map((field) => {
      const value = bytes.readUInt32LE(field);
      return value === 0xffff_ffff ? (wide.shift() ?? value) : value;
    }) as [number, number, number];
    const dataStart = local + 30 + bytes.readUInt16LE(local + 26) + bytes.readUInt16LE(local + 28);
    const data = bytes.subarray(dataStart, dataStart + compressed);
    files.set(name, method === 8 ? inflateRawSync(data) : Buffer.from(data));
    at += 46 + nameLength + extraLength + commentLength;
  }
  return files;
}

function zip64Values(extra: Buffer): number[] {
  for (let at = 0; at + 4 <= extra.length; at += 4 + extra.readUInt16LE(at + 2)) {
    if (extra.readUInt16LE(at) !== 0x0001) continue;
    const values: number[] = [];
    for (let n = 0; n < extra.readUInt16LE(at + 2) / 8; n++)
      values.push(Number(extra.readBigUInt64LE(at + 4 + 8 * n)));
    return values;
  }
  return [];
}
