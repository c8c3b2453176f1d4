// One cell edit in a 500-row, 12-column form (issue 5's benchmark): builds a page that mounts the
// supplier's view or the buyer's editor (production React, vite), drives Debian's chromium through
// playwright-core, types one digit into a cell many times, and reports how long each edit takes
// from the input event to the new total being committed, laid out, and on the next frame.
//   npm run form-edit -w @procura/bench -- [runs=5] [edits=50] [rows=500]
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { computeTable } from '@procura/contract';
import react from '@vitejs/plugin-react';
import type { Browser, CDPSession, Page } from 'playwright-core';
import { build } from 'vite';
import { launchBrowser } from '../e2e/support/browser.ts';
import { largeForm } from './form-edit/large-form.ts';

const runs = Number(process.argv[2] ?? 5);
const edits = Number(process.argv[3] ?? 50);
const rowCount = Number(process.argv[4] ?? 500);
const warmUp = 5;

type Sample = { start: number; commit: number; layout: number; frame: number };
type View = 'supplier' | 'editor';

/**
 * Installed before the page's scripts (as text: it runs in the page, not in Node). For each input
 * event: the event's own time stamp; a mutation observer on the total notes when React has
 * committed the new figure, then forces style and layout (what the browser must do before it can
 * paint); a message posted from the next animation frame notes when that frame has been produced.
 */
const measure = `
  window.benchSamples = [];
  document.addEventListener('input', (event) => {
    const sample = { start: event.timeStamp, commit: 0, layout: 0, frame: 0 };
    const total = document.querySelector('[data-testid="form-total"]');
    const observer = new MutationObserver(() => {
      observer.disconnect();
      sample.commit = performance.now();
      void document.body.offsetHeight;
      sample.layout = performance.now();
    });
    if (total) observer.observe(total, { childList: true, characterData: true, subtree: true });
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => {
        sample.frame = performance.now();
        observer.disconnect();
        window.benchSamples.push(sample);
      };
      channel.port2.postMessage(null);
    });
  }, true);
`;

type Samples = { benchSamples: Sample[] };

/** What the renderer's main thread spent on an edit (Chrome's own accounting), and its process's CPU time. */
type Work = { script: number; style: number; layout: number; task: number; cpu: number };

async function mainThreadTotals(cdp: CDPSession) {
  const { metrics } = (await cdp.send('Performance.getMetrics')) as {
    metrics: { name: string; value: number }[];
  };
  const of = (name: string) => (metrics.find((m) => m.name === name)?.value ?? 0) * 1000;
  return {
    script: of('ScriptDuration'),
    style: of('RecalcStyleDuration'),
    layout: of('LayoutDuration'),
    task: of('TaskDuration'),
  };
}

/** CPU time of the renderer processes, in ms: unlike wall time, it does not grow while others use the cores. */
async function rendererCpu(cdp: CDPSession) {
  const { processInfo } = (await cdp.send('SystemInfo.getProcessInfo')) as {
    processInfo: { type: string; cpuTime: number }[];
  };
  return processInfo.filter((p) => p.type === 'renderer').reduce((sum, p) => sum + p.cpuTime, 0) * 1000;
}

async function buildPage(): Promise<string> {
  const outDir = await mkdtemp(path.join(os.tmpdir(), 'procura-form-bench-'));
  await build({
    root: fileURLToPath(new URL('./form-edit/', import.meta.url)),
    configFile: false,
    plugins: [react()],
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true },
  });
  return outDir;
}

const contentTypes: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
};

async function serve(dir: string) {
  const server = createServer((request, response) => {
    const pathname = new URL(request.url ?? '/', 'http://bench').pathname;
    const file = path.join(dir, pathname === '/' ? 'index.html' : pathname);
    if (!file.startsWith(dir)) return void response.writeHead(404).end();
    readFile(file).then(
      (body) =>
        response
          .writeHead(200, { 'content-type': contentTypes[path.extname(file)] ?? 'application/octet-stream' })
          .end(body),
      () => response.writeHead(404).end(),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/` };
}

/** One page load: the time to the grid on screen, then the warm-up and timed edits. */
async function run(page: Page, browserCdp: CDPSession, url: string, view: View) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  const work: Work[] = [];
  const opened = Date.now();
  await page.goto(`${url}?view=${view}`);
  await page.waitForSelector(`[role="grid"] [aria-rowindex="${rowCount + 1}"]`, { state: 'attached' });
  const mountMs = Date.now() - opened;
  // The supplier prices a line; the buyer changes an estimate (both in the subtotal).
  const column = view === 'supplier' ? 'Unit Price' : 'Estimate';
  for (let i = 0; i < warmUp + edits; i++) {
    // 37 is prime to 500: every edit is in another row, and the digit typed is never what the cell held.
    const index = (i * 37) % rowCount;
    const digit = String((i % 9) + 1);
    await page.focus(`[aria-label="${column}, line ${index + 1}"]`);
    const before = { ...(await mainThreadTotals(cdp)), cpu: await rendererCpu(browserCdp) };
    await page.keyboard.press(digit);
    await page.waitForFunction(
      (count) => (globalThis as unknown as Samples).benchSamples.length >= count,
      i + 1,
      { polling: 50 },
    );
    const after = { ...(await mainThreadTotals(cdp)), cpu: await rendererCpu(browserCdp) };
    if (i >= warmUp) {
      work.push({
        script: after.script - before.script,
        style: after.style - before.style,
        layout: after.layout - before.layout,
        task: after.task - before.task,
        cpu: after.cpu - before.cpu,
      });
    }
  }
  const samples = await page.evaluate(() => (globalThis as unknown as Samples).benchSamples);
  const timed = samples.slice(warmUp);
  if (timed.some((s) => s.commit === 0)) throw new Error(`${view}: an edit did not change the total`);
  return { mountMs, timed, work };
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
};
const ms = (value: number) => value.toFixed(1);

const median = (values: number[]) => percentile(values, 50);
const line = (cells: (string | number)[]) => `| ${cells.join(' | ')} |`;

/** The engine alone on the same form, in Node's V8: what one recalculation costs without the browser. */
function engineAlone(form: ReturnType<typeof largeForm>) {
  const times: number[] = [];
  const cells = [...form.cells];
  for (let i = 0; i < 220; i++) {
    const cell = cells[(i * 37) % cells.length];
    if (cell) cells[(i * 37) % cells.length] = { ...cell, value: String(i % 9) };
    const started = performance.now();
    computeTable(form.table, form.columns, form.rows, cells, { checkRequired: true });
    if (i >= 20) times.push(performance.now() - started);
  }
  return times;
}

async function main() {
  const form = largeForm(rowCount);
  const engine = engineAlone(form);
  const dir = await buildPage();
  const { server, url } = await serve(dir);
  const browser = await launchBrowser();
  const browserCdp = await (browser as Browser).newBrowserCDPSession();
  console.log(
    `chromium ${browser.version()}, ${os.cpus().length} cores, ${Math.round(os.totalmem() / 2 ** 30)} GiB, load ${os.loadavg()[0]?.toFixed(1)}`,
  );
  console.log(
    `${rowCount} rows x ${form.columns.length} columns, ${runs} runs x ${edits} edits (+${warmUp} warm-up)\n`,
  );
  const wall: string[] = [];
  const busy: string[] = [];
  try {
    for (const view of ['supplier', 'editor'] as const) {
      const mounts: number[] = [];
      const all: Sample[] = [];
      const work: Work[] = [];
      for (let r = 0; r < runs; r++) {
        const page = await browser.newPage({ viewport: { width: 1600, height: 1000 } });
        await page.addInitScript(`window.benchForm = ${JSON.stringify(form)};`);
        await page.addInitScript(measure);
        const result = await run(page, browserCdp, url, view);
        mounts.push(result.mountMs);
        all.push(...result.timed);
        work.push(...result.work);
        await page.close();
      }
      const since = (pick: (s: Sample) => number) => all.map((s) => pick(s) - s.start);
      const pair = (values: number[]) => `${ms(percentile(values, 50))} / ${ms(percentile(values, 95))}`;
      wall.push(
        line([
          view,
          median(mounts),
          pair(since((s) => s.commit)),
          pair(since((s) => s.layout)),
          pair(since((s) => s.frame)),
        ]),
      );
      const of = (pick: (w: Work) => number) => pair(work.map(pick));
      busy.push(
        line([
          view,
          of((w) => w.script),
          of((w) => w.style),
          of((w) => w.layout),
          of((w) => w.task),
          of((w) => w.cpu),
        ]),
      );
    }
  } finally {
    await browser.close();
    server.close();
    await rm(dir, { recursive: true, force: true });
  }
  console.log(
    `computeTable alone (Node), ms: p50 ${ms(percentile(engine, 50))}, p95 ${ms(percentile(engine, 95))}\n`,
  );
  console.log('Wall time from the input event, ms (p50 / p95):\n');
  console.log('| view | mount ms (median) | to commit | to layout | to next frame |');
  console.log('|---|---|---|---|---|');
  for (const row of wall) console.log(row);
  console.log(
    "\nWork per edit, ms (p50 / p95): the renderer main thread by Chrome's metrics, and renderer CPU time:\n",
  );
  console.log('| view | script | style | layout | all main-thread tasks | renderer CPU |');
  console.log('|---|---|---|---|---|---|');
  for (const row of busy) console.log(row);
}

await main();
