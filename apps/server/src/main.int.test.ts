import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** The process `npm start` runs: migrate, seed an empty database, listen, print, stop on SIGTERM. */
describe('the server process', () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'procura-main-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  async function start(port: number) {
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, 'main.ts')], {
      env: {
        ...process.env,
        PORT: String(port),
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        LOG_LEVEL: 'warn',
        INIT_CWD: '',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    const deadline = Date.now() + 90_000;
    while (!output.includes('is running at')) {
      if (Date.now() > deadline || child.exitCode !== null)
        throw new Error(`server did not start:\n${output}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    return { child, output: () => output, exited };
  }

  it('seeds an empty database once, prints the URL and demo logins, and exits cleanly on SIGTERM', async () => {
    const port = await freePort();
    const first = await start(port);
    expect(first.output()).toContain(`is running at http://localhost:${port}`);
    expect(first.output()).toContain('demo agency seeded');
    expect(first.output()).toContain(
      `http://localhost:${port}/portal/demo (supplier supplier@demo.procura.local`,
    );
    expect(first.output()).toMatch(/demo\s+admin@demo\.procura\.local\s+Procura!Demo2026/);
    const health = await fetch(`http://127.0.0.1:${port}/healthz`);
    expect(await health.json()).toEqual({ status: 'ok' });
    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);

    // The data persists under DATA_DIR: a second start does not seed again, and sign-in works.
    const second = await start(port);
    expect(second.output()).not.toContain('demo agency seeded');
    const login = await fetch(`http://127.0.0.1:${port}/api/v1/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-requested-with': 'procura' },
      body: JSON.stringify({
        domain: 'demo',
        username: 'buyer@demo.procura.local',
        password: 'Procura!Demo2026',
      }),
    });
    expect(login.status).toBe(200);
    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);
    // Two starts of a real process, each migrating PGlite: on a loaded two-core machine a minute is short.
  }, 240_000);
});
