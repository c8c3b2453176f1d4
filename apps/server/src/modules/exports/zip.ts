import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createZip } from '../../platform/zip.ts';
import { openFile } from '../documents/index.ts';

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
