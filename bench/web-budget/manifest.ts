import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/** One entry of Vite's build manifest (`build.manifest: true`), the fields the budget reads. */
type ManifestChunk = {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
};
type Manifest = Record<string, ManifestChunk>;

/** A built web: its manifest, and the gzip size of each emitted file, read once. */
export type BuiltWeb = {
  entry: string;
  manifest: Manifest;
  gzipBytes: (file: string) => Promise<number>;
};

export async function readBuiltWeb(distDir: string): Promise<BuiltWeb> {
  const manifest = JSON.parse(
    await readFile(path.join(distDir, '.vite', 'manifest.json'), 'utf8'),
  ) as Manifest;
  const entries = Object.keys(manifest).filter((key) => manifest[key]?.isEntry);
  const [entry] = entries;
  if (entries.length !== 1 || !entry)
    throw new Error(`expected one entry in the manifest, found ${entries.length}`);
  const sizes = new Map<string, Promise<number>>();
  const gzipBytes = (file: string) => {
    let size = sizes.get(file);
    if (!size) {
      // zlib's default level, as a server or proxy compressing on the fly would send it.
      size = readFile(path.join(distDir, file)).then((bytes) => gzipSync(bytes).length);
      sizes.set(file, size);
    }
    return size;
  };
  return { entry, manifest, gzipBytes };
}

function chunkOf(web: BuiltWeb, key: string): ManifestChunk {
  const chunk = web.manifest[key];
  if (!chunk) throw new Error(`${key} is not in the manifest: is it still loaded with import()?`);
  return chunk;
}

/** The JavaScript files a chunk brings: itself and its static imports, recursively. */
export function staticClosure(web: BuiltWeb, keys: readonly string[]): Set<string> {
  const files = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = chunkOf(web, key);
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of keys) visit(key);
  return files;
}

/** Every module some chunk loads with import(): each must belong to a route of the budget. */
export function lazyModules(web: BuiltWeb): Set<string> {
  return new Set(Object.values(web.manifest).flatMap((chunk) => chunk.dynamicImports ?? []));
}

export async function totalGzip(web: BuiltWeb, files: Iterable<string>): Promise<number> {
  const sizes = await Promise.all([...files].map(web.gzipBytes));
  return sizes.reduce((sum, size) => sum + size, 0);
}
