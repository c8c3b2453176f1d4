// The real server (apps/server/src/main.ts: database, migrations, pg-boss jobs, listen) in a
// process of its own, so the load generator does not share its event loop and its resident
// memory can be read from /proc.
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createWriteStream, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const mainPath = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../apps/server/src/main.ts');

export type ServerProcess = {
  pid: number;
  origin: string;
  /** Resident memory in bytes (VmRSS), or null once the process is gone. */
  rss(): number | null;
  /** CPU time the process has used so far (user + system), in seconds. */
  cpuSeconds(): number;
  /** Whether it exited before stop() asked it to (a crash), with its exit code or signal. */
  crashed(): string | null;
  stop(): Promise<void>;
};

function readRss(pid: number): number | null {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = /VmRSS:\s+(\d+) kB/.exec(status)?.[1];
    return kb ? Number(kb) * 1024 : null;
  } catch {
    return null;
  }
}

function readCpuSeconds(pid: number): number {
  try {
    // Fields 14 and 15 of /proc/<pid>/stat (after the parenthesised name): user and system ticks.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return 0;
  }
}

function exited(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });
}

/**
 * Starts the server on 127.0.0.1:`port` over `dataDir` with `env` (DATABASE_URL...) and a fresh
 * master key, and resolves once it listens. Its output goes to `dataDir`/server.log, where a
 * crash's stack can be read afterwards.
 */
export async function startServer(options: {
  port: number;
  dataDir: string;
  env: Record<string, string>;
}): Promise<ServerProcess> {
  const logFile = path.join(options.dataDir, 'server.log');
  // BENCH_SERVER_NODE_ARGS, e.g. --cpu-prof, profiles the server.
  const nodeArgs = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', mainPath], {
    env: {
      ...process.env,
      PORT: String(options.port),
      HOST: '127.0.0.1',
      DATA_DIR: options.dataDir,
      LOG_LEVEL: 'warn',
      APP_ENV: 'production',
      PROCURA_MASTER_KEY: randomBytes(32).toString('base64'),
      SMTP_URL: '',
      // Every simulated supplier calls from this one address: the limits would measure themselves.
      RATE_LIMITS: 'off',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const log = createWriteStream(logFile);
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);
  let stopping = false;
  let exit: string | null = null;
  child.once('exit', (code, signal) => {
    exit = `exit ${code ?? signal}`;
  });
  await new Promise<void>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      if (chunk.toString().includes('is running at')) {
        child.stdout?.off('data', onData);
        resolve();
      }
    };
    child.stdout?.on('data', onData);
    child.once('exit', () => reject(new Error(`server exited while starting; see ${logFile}`)));
  });
  const pid = child.pid ?? 0;
  return {
    pid,
    origin: `http://127.0.0.1:${options.port}`,
    rss: () => readRss(pid),
    cpuSeconds: () => readCpuSeconds(pid),
    crashed: () => (stopping ? null : exit),
    stop: async () => {
      stopping = true;
      child.kill('SIGTERM');
      await exited(child);
      log.end();
    },
  };
}

/** Samples the process's resident memory every `everyMs` until stopped: baseline and peak. */
export function sampleRss(server: ServerProcess, everyMs = 50) {
  const samples: number[] = [];
  const take = () => {
    const value = server.rss();
    if (value !== null) samples.push(value);
  };
  take();
  const timer = setInterval(take, everyMs);
  return {
    stop() {
      clearInterval(timer);
      take();
      return { first: samples[0] ?? 0, peak: Math.max(...samples), samples: samples.length };
    },
  };
}
