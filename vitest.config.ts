import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { LongTestsFirst } from './scripts/long-tests-first.ts';

// One runner, four tiers. Server and e2e files each start their own database, so they run in
// forked processes with limited parallelism (PGlite takes up to 0.9 GB per instance).
export default defineConfig({
  test: {
    sequence: { sequencer: LongTestsFirst },
    projects: [
      {
        test: {
          name: 'contract',
          include: ['packages/contract/src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.int.test.ts', 'apps/server/src/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['apps/server/test/global-setup.ts'],
          pool: 'forks',
          maxWorkers: 2,
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        extends: 'apps/web/vite.config.ts',
        test: {
          name: 'web',
          root: 'apps/web',
          include: ['src/**/*.test.tsx', 'src/**/*.test.ts'],
          environment: 'jsdom',
          setupFiles: ['src/test/setup.ts'],
          // Files share their worker's window and modules: loading jsdom, React, Mantine and every
          // page again for each of 100 files took three quarters of the run. The setup file still
          // runs for each file and resets what tests change (storage, mocks, timers, object URLs);
          // `--isolate` brings per-file isolation back to track down a leak between files.
          isolate: false,
          // Vitest's default keeps a core for its main process, whose work (transforms) is done in
          // the first seconds: on CI's two cores one worker then ran every file alone (about 160 s
          // for the suite here, against 110 s with two).
          maxWorkers: Math.max(2, availableParallelism() - 1),
          testTimeout: 20_000,
          // The setup's first hook loads every lazy page a file's modules declare (src/test/setup.ts):
          // on a loaded two-core machine that transform took over the default 10 s.
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.e2e.test.ts'],
          environment: 'node',
          // A Content-Security-Policy violation in the browser fails the test (issue 20 §1).
          setupFiles: ['e2e/support/setup.ts'],
          pool: 'forks',
          maxWorkers: 1,
          fileParallelism: false,
          testTimeout: 120_000,
          hookTimeout: 180_000,
          // A poll waits on the browser as long as a Playwright action does (30 s): the default
          // second fails a journey on a loaded machine though nothing is wrong.
          expect: { poll: { timeout: 30_000 } },
        },
      },
    ],
  },
});
