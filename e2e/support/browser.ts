import { existsSync } from 'node:fs';
import { type Browser, chromium } from 'playwright-core';
import { watchPolicyViolations } from './policy-violations.ts';

/**
 * Debian's chromium, headless, with the flags this closed network needs (no background calls).
 * Playwright gives each launch a fresh temporary profile. Every context it makes (browser.newPage
 * makes one too) watches for Content-Security-Policy violations, so no journey can run without.
 */
export async function launchBrowser(): Promise<Browser> {
  const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (!existsSync(executablePath))
    throw new Error(`no chromium at ${executablePath}: run npm test, which installs it`);
  const browser = await chromium.launch({
    executablePath,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  // Wrapped on the instance: Browser.newPage calls this.newContext, so it is covered as well.
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options) => {
    const context = await newContext(options);
    await watchPolicyViolations(context);
    return context;
  };
  return browser;
}
