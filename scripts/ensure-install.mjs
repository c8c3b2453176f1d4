#!/usr/bin/env node
// Installs what a fresh clone is missing before `npm start` or `npm test`:
// npm packages when node_modules is absent or older than the lock file, and with --browser,
// Debian's chromium for the browser tests (never a downloaded browser build).
import { execSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';

const run = (command) => execSync(command, { stdio: 'inherit' });

const lock = 'package-lock.json';
const installed = 'node_modules/.package-lock.json';
if (!existsSync(installed) || statSync(installed).mtimeMs < statSync(lock).mtimeMs) {
  console.log('Installing npm packages...');
  // Not `npm ci`: npm leaves some platform-specific optional packages out of the lock file
  // and `npm ci` then refuses it; `npm install` keeps to the locked versions and completes it.
  run('npm install --no-audit --no-fund');
}

if (process.argv.includes('--browser')) {
  const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (!existsSync(chromium)) {
    console.log('Installing Debian chromium for the browser tests...');
    const sudo = process.getuid?.() === 0 ? '' : 'sudo ';
    run(`${sudo}apt-get update -qq`);
    run(`${sudo}env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium`);
  }
}
