// `npm run bench`: every run whose figures bench/RESULTS.md records, one after another, in the
// order the file gives them. Each run prints its own table; this runner stops at the first that
// fails. `--only word,word` keeps the runs whose name holds a word (e.g. `--only api,surge`);
// `--skip word` leaves some out (`--skip 1m`: each 1M-project run loads for 35 to 45 minutes, and
// the PGlite one holds its whole database in the process, about 14 GiB of memory).
import { spawnSync } from 'node:child_process';
import os from 'node:os';

type Run = { name: string; script: string; args: string[] };

// The API cases of issue 7's tables; the dashboard's (issue 10) have a run of their own.
const issue7Cases = ['--cases', 'sign-in,search,project load,plan-taker,portal'];

const runs: Run[] = [
  { name: 'seed', script: 'seed', args: ['5', '200'] },
  { name: 'search 100k postgres', script: 'search', args: ['100000', 'postgres', '15'] },
  { name: 'vendors 100k postgres', script: 'vendors', args: ['100000', '50000', 'postgres', '30'] },
  { name: 'form-edit', script: 'form-edit', args: ['5', '50', '500'] },
  { name: 'scale 100k pglite', script: 'scale', args: ['--projects', '100000', '--db', 'pglite'] },
  { name: 'api 10k pglite', script: 'api', args: ['--db', 'pglite', '--projects', '10000', ...issue7Cases] },
  {
    name: 'api 10k postgres',
    script: 'api',
    args: ['--db', 'postgres', '--projects', '10000', ...issue7Cases],
  },
  {
    name: 'api 100k pglite',
    script: 'api',
    args: ['--db', 'pglite', '--projects', '100000', ...issue7Cases],
  },
  {
    name: 'api 100k postgres',
    script: 'api',
    args: ['--db', 'postgres', '--projects', '100000', ...issue7Cases],
  },
  {
    name: 'api 100k postgres dashboard',
    script: 'api',
    args: ['--db', 'postgres', '--projects', '100000', '--cases', 'dashboard', '--runs', '3'],
  },
  {
    name: 'api 1m postgres',
    script: 'api',
    args: ['--db', 'postgres', '--projects', '1000000', ...issue7Cases],
  },
  { name: 'api 1m pglite', script: 'api', args: ['--db', 'pglite', '--projects', '1000000', ...issue7Cases] },
  { name: 'surge postgres', script: 'surge', args: ['--kind', 'postgres', '--minutes', '5'] },
  {
    name: 'surge postgres interrupted',
    script: 'surge',
    args: [
      '--kind',
      'postgres',
      '--minutes',
      '3',
      '--submissions',
      '120',
      '--reads',
      '10',
      '--interrupt',
      '3',
    ],
  },
  {
    name: 'surge postgres interrupted target',
    script: 'surge',
    args: ['--kind', 'postgres', '--minutes', '5', '--interrupt', '3'],
  },
  {
    name: 'surge pglite',
    script: 'surge',
    args: ['--kind', 'pglite', '--minutes', '3', '--submissions', '120', '--reads', '10'],
  },
  { name: 'uploads', script: 'uploads', args: [] },
  { name: 'web-budget', script: 'web-budget', args: [] },
];

function listOption(flag: string): string[] {
  const at = process.argv.indexOf(flag);
  const value = at >= 0 ? process.argv[at + 1] : undefined;
  return value ? value.split(',').map((w) => w.trim().toLowerCase()) : [];
}

const only = listOption('--only');
const skip = listOption('--skip');
const chosen = runs.filter(
  (run) =>
    (only.length === 0 || only.some((w) => run.name.includes(w))) && !skip.some((w) => run.name.includes(w)),
);

console.info(
  `bench: ${chosen.length} runs on ${os.cpus().length} cores, ${Math.round(os.totalmem() / 2 ** 30)} GiB, ` +
    `Node ${process.version}, load average ${(os.loadavg()[0] ?? 0).toFixed(2)}`,
);
for (const run of chosen) {
  console.info(`\n=== ${run.name}: npm run ${run.script} -w @procura/bench -- ${run.args.join(' ')}`);
  const started = Date.now();
  const result = spawnSync('npm', ['run', run.script, '-w', '@procura/bench', '--', ...run.args], {
    stdio: 'inherit',
  });
  console.info(`=== ${run.name}: exit ${result.status} after ${Math.round((Date.now() - started) / 1000)} s`);
  if (result.status !== 0) process.exit(result.status ?? 1);
}
