// Seeds the demo generator at scale into a fresh embedded database and reports how long it took:
//   npm run seed -w @procura/bench -- [extraAgencies] [extraUsersPerAgency]
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { openDatabase, seedDemo } from '@procura/server';

const extraAgencies = Number(process.argv[2] ?? 20);
const extraUsersPerAgency = Number(process.argv[3] ?? 200);

const database = await openDatabase({ kind: 'pglite' });
const started = performance.now();
await seedDemo(database.db, { extraAgencies, extraUsersPerAgency });
const seconds = (performance.now() - started) / 1000;
const agencies = extraAgencies + 3;
const usersPerSecond = ((agencies - 1) * extraUsersPerAgency) / seconds;
console.log(
  JSON.stringify({
    machine: `${os.cpus().length} cores, ${Math.round(os.totalmem() / 2 ** 30)} GiB`,
    agencies,
    extraUsersPerAgency,
    seconds: Number(seconds.toFixed(2)),
    usersPerSecond: Math.round(usersPerSecond),
  }),
);
await database.close();
