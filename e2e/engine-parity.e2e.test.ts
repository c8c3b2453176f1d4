import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import type { Browser, Page } from 'playwright-core';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type RandomForm,
  randomForm,
  serialiseComputed,
} from '../packages/contract/src/forms/form-arbitrary.ts';
import { computeTable } from '../packages/contract/src/forms/table-engine.ts';
import { launchBrowser } from './support/browser.ts';

/**
 * Issue 5: "the same input gives the same output on the server and in the browser bundle". The
 * engine is bundled for the browser the way the web app is (Vite, minified) and run in Chromium;
 * Node runs the source as the server does. Both answer random forms, compared byte for byte.
 */
const engineEntry = fileURLToPath(new URL('../packages/contract/src/forms/table-engine.ts', import.meta.url));

async function browserBundle(): Promise<string> {
  const output = await build({
    configFile: false,
    logLevel: 'silent',
    build: {
      write: false,
      minify: true,
      lib: { entry: engineEntry, formats: ['iife'], name: 'ProcuraEngine' },
    },
  });
  const [result] = Array.isArray(output) ? output : [output];
  const chunk = result && 'output' in result ? result.output[0] : undefined;
  if (chunk?.type !== 'chunk') throw new Error('the engine bundle has no code');
  return chunk.code;
}

describe('the form engine in the browser bundle', () => {
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    browser = await launchBrowser();
    page = await browser.newPage();
    await page.setContent('<!doctype html><title>engine</title>');
    await page.addScriptTag({ content: await browserBundle() });
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('computes every random form exactly as Node does', async () => {
    const forms = fc.sample(randomForm, { numRuns: 300, seed: 5 });
    const inNode = forms.map((f) => serialiseComputed(computeTable(f.table, f.columns, f.rows, f.cells)));
    const inBrowser = await page.evaluate((all: RandomForm[]) => {
      const engine = (window as unknown as { ProcuraEngine: { computeTable: typeof computeTable } })
        .ProcuraEngine;
      return all.map((f) =>
        JSON.stringify(engine.computeTable(f.table, f.columns, f.rows, f.cells), (_key, v) =>
          typeof v === 'bigint' ? `${v}n` : v,
        ),
      );
    }, forms);
    expect(inBrowser).toHaveLength(forms.length);
    inBrowser.forEach((answer, i) => {
      expect(answer, `form ${i}`).toBe(inNode[i]);
    });
    // The sample is not trivial: it holds money, division by zero and mistyped cells.
    expect(inNode.some((answer) => answer.includes('formDivisionByZero'))).toBe(true);
    expect(inNode.some((answer) => answer.includes('formCellNotNumeric'))).toBe(true);
  });
});
