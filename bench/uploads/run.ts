// Uploads (issue 7 deliverable 4), against the real server in its own process:
//   npm run uploads -w @procura/bench -- [--kind pglite|postgres] [--size 1073741824] [--refusals 10]
//                                        [--full-disk-mb 64] [--port 4320]
// 1. a 1 GiB project document (POST /Documents, the 1 GB limit of 000 §Limits) streamed from disk,
//    the server's resident memory sampled from /proc, the time set against `cp` of the same file on
//    the same disk; 2. 1 GiB + 1 byte, `--refusals` times: 413 each time, no file, no record;
//    3. a tmpfs of `--full-disk-mb` mounted over DATA_DIR/files (needs root) and a bigger upload:
//    a 4xx/507 catalogue answer, nothing left behind.
import { execFileSync } from 'node:child_process';
import { mkdir, mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { csrfHeader, csrfHeaderValue } from '@procura/contract';
import { demoLogins, seedDemo } from '@procura/server';
import { request } from 'undici';
import { type DatabaseKind, makeBenchDatabase } from '../served/bench-database.ts';
import { insertDraftSource } from '../served/draft-source.ts';
import { type ServerProcess, sampleRss, startServer } from '../served/server-process.ts';
import { multipartFileBody, writeBigFile } from './big-file.ts';

const { values: args } = parseArgs({
  options: {
    kind: { type: 'string', default: 'pglite' },
    size: { type: 'string', default: String(1024 ** 3) },
    refusals: { type: 'string', default: '10' },
    'full-disk-mb': { type: 'string', default: '64' },
    port: { type: 'string', default: '4320' },
  },
});
const size = Number(args.size);
const mib = (bytes: number) => Math.round((bytes / 1048576) * 10) / 10;

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'procura-uploads-'));
const bigFile = path.join(dataDir, 'upload.bin');
const smallFile = path.join(dataDir, 'warm-up.bin');
await writeBigFile(bigFile, size);
await writeBigFile(smallFile, 1 << 20);

// The plain copy on the same disk: the floor the upload is measured against (best of three).
const copyTimes: number[] = [];
for (let i = 0; i < 3; i++) {
  const started = performance.now();
  execFileSync('cp', [bigFile, path.join(dataDir, 'copy.bin')]);
  copyTimes.push((performance.now() - started) / 1000);
  await rm(path.join(dataDir, 'copy.bin'));
}
const copySeconds = Math.min(...copyTimes);

const bench = await makeBenchDatabase(args.kind as DatabaseKind, dataDir, 'procura_uploads');
const setUp = await bench.open();
await seedDemo(setUp.db);
const { tenderId } = await insertDraftSource(setUp.db, { name: 'Uploads bench', number: 'UP-1' });
await setUp.close();

const server = await startServer({
  port: Number(args.port),
  dataDir,
  env: bench.env,
});
const buyer = demoLogins.find((l) => l.username === 'buyer@demo.procura.local');
const login = await request(`${server.origin}/api/v1/login`, {
  method: 'POST',
  headers: { 'content-type': 'application/json', [csrfHeader]: csrfHeaderValue },
  body: JSON.stringify({ username: buyer?.username, password: buyer?.password, domain: buyer?.domain }),
});
const info = (await login.body.json()) as { customer: { id: number }; tenderNode: { id: number } };
const cookie = String(login.headers['set-cookie'] ?? '').split(';')[0] ?? '';
const documents = `${server.origin}/api/v1/customer/${info.customer.id}/node/${info.tenderNode.id}/Documents`;
const headers = { [csrfHeader]: csrfHeaderValue, cookie };

let uploads = 0;
async function upload(extraBytes = 0, file = { path: bigFile, size }) {
  uploads += 1;
  const multipart = multipartFileBody(
    { tenderId: String(tenderId) },
    { ...file, name: `drawings-${uploads}.zip`, extraBytes },
  );
  const started = performance.now();
  try {
    const response = await request(`${documents}`, {
      method: 'POST',
      headers: {
        ...headers,
        'content-type': multipart.contentType,
        'content-length': String(multipart.length),
      },
      body: multipart.body(),
      headersTimeout: 600_000,
      bodyTimeout: 600_000,
    });
    const body = await response.body.text();
    const keys = String(response.headers['x-message-keys'] ?? '');
    return { status: response.statusCode, keys, body, seconds: (performance.now() - started) / 1000 };
  } catch (error) {
    return {
      status: 0,
      keys: (error as Error).message,
      body: '',
      seconds: (performance.now() - started) / 1000,
    };
  }
}

async function listDocuments(): Promise<{ id: number }[]> {
  const response = await request(`${documents}/SearchByTender?tenderId=${tenderId}`, { headers });
  const body = (await response.body.json()) as { data: { documentDTO: { values: { id: number }[] } } };
  return body.data.documentDTO.values;
}

/** Every file under DATA_DIR/files (stored documents and any partial `.part`). */
async function storedFiles(): Promise<string[]> {
  const root = path.join(dataDir, 'files');
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
}

async function measuredUpload(target: ServerProcess) {
  const memory = sampleRss(target);
  const answer = await upload();
  return { answer, rss: memory.stop() };
}

// 1. The 1 GiB upload, after a small one (then deleted) so the upload path is loaded before the baseline.
const warmUp = await upload(0, { path: smallFile, size: 1 << 20 });
const warmId = (JSON.parse(warmUp.body) as { data: { documentDTO: { values: { id: number }[] } } }).data
  .documentDTO.values[0]?.id;
await request(`${documents}?documentId=${warmId}`, { method: 'DELETE', headers }).then((r) => r.body.dump());
const accepted = await measuredUpload(server);
const ok = accepted.answer.status === 200;
const growth = accepted.rss.peak - accepted.rss.first;
console.info(
  `uploads: ${mib(size)} MiB accepted ${ok ? 'yes' : `NO (${accepted.answer.status} ${accepted.answer.keys})`} in ` +
    `${accepted.answer.seconds.toFixed(1)} s = ${mib(size / accepted.answer.seconds)} MiB/s; cp of the same file ` +
    `${copySeconds.toFixed(1)} s = ${mib(size / copySeconds)} MiB/s (upload at ${Math.round((copySeconds / accepted.answer.seconds) * 100)}% of cp); ` +
    `server RSS ${mib(accepted.rss.first)} MiB before, peak ${mib(accepted.rss.peak)} MiB, growth ${mib(growth)} MiB ` +
    `(${accepted.rss.samples} samples)`,
);
const afterAccepted = { records: (await listDocuments()).length, files: (await storedFiles()).length };

// 2. One byte over the limit, refused every time, leaving nothing.
const refusals: { status: number; keys: string; seconds: number }[] = [];
for (let i = 0; i < Number(args.refusals); i++) {
  const answer = await upload(1);
  refusals.push({ status: answer.status, keys: answer.keys, seconds: answer.seconds });
}
const afterRefusals = { records: (await listDocuments()).length, files: await storedFiles() };
const refused413 = refusals.filter((r) => r.status === 413).length;
console.info(
  `uploads: ${mib(size)} MiB + 1 byte: ${refused413}/${refusals.length} answered 413 (${[...new Set(refusals.map((r) => `${r.status} ${r.keys}`))].join(', ')}), ` +
    `median ${refusals
      .map((r) => r.seconds)
      .sort((a, b) => a - b)
      [Math.floor(refusals.length / 2)]?.toFixed(1)} s each; ` +
    `records ${afterAccepted.records} -> ${afterRefusals.records}, files ${afterAccepted.files} -> ${afterRefusals.files.length}`,
);

// 3. A full disk mid-upload: a small tmpfs over DATA_DIR/files.
const filesDir = path.join(dataDir, 'files');
await mkdir(filesDir, { recursive: true });
let fullDisk = 'not run';
try {
  execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${args['full-disk-mb']}m`, 'tmpfs', filesDir]);
  try {
    const before = (await listDocuments()).length;
    const answer = await upload();
    const left = await storedFiles();
    const after = (await listDocuments()).length;
    const used = execFileSync('df', ['--output=used', '-B1', filesDir]).toString().split('\n')[1]?.trim();
    fullDisk =
      `${answer.status} ${answer.keys} after ${answer.seconds.toFixed(1)} s; records ${before} -> ${after}; ` +
      `files left on the tmpfs ${left.length} (${used} bytes used)`;
  } finally {
    execFileSync('umount', [filesDir]);
  }
} catch (error) {
  fullDisk = `could not mount a tmpfs: ${(error as Error).message}`;
}
console.info(`uploads: full disk (${args['full-disk-mb']} MiB tmpfs) mid-upload: ${fullDisk}`);
console.info(
  `uploads: server ${server.crashed() ? `CRASHED (${server.crashed()})` : 'alive'}; load average ${os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}`,
);

await server.stop();
await bench.drop();
if (!process.env.BENCH_KEEP) await rm(dataDir, { recursive: true, force: true });
