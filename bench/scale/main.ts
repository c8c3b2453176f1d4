// Loads the scale data into a fresh database and reports rows, seconds and rows per second:
//   npm run scale -w @procura/bench -- [--projects 100000] [--agencies 20] [--seed 1] [--db pglite|postgres]
import os from 'node:os';
import { parseArgs } from 'node:util';
import { type DatabaseKind, openBenchDatabase } from './database.ts';
import { loadScale } from './load.ts';

const { values } = parseArgs({
  options: {
    projects: { type: 'string', default: '100000' },
    agencies: { type: 'string', default: '20' },
    seed: { type: 'string', default: '1' },
    db: { type: 'string', default: 'pglite' },
  },
});
const bench = await openBenchDatabase(values.db as DatabaseKind);
try {
  const { report } = await loadScale(bench, {
    projects: Number(values.projects),
    agencies: Number(values.agencies),
    seed: Number(values.seed),
  });
  console.info(
    JSON.stringify(
      {
        machine: `${os.cpus().length} cores, ${Math.round(os.totalmem() / 2 ** 30)} GiB`,
        loadAverage: os.loadavg().map((n) => Number(n.toFixed(1))),
        database: bench.kind,
        projects: Number(values.projects),
        ...report,
      },
      null,
      2,
    ),
  );
} finally {
  await bench.close();
}
