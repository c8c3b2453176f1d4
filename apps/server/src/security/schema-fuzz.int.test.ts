import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { suiteDatabaseKinds } from '../../test/harness.ts';
import { caseArbitrary, type Finding, operationOf, sendCase } from '../../test/security/fuzz-requests.ts';
import { createFuzzWorld, type FuzzWorld } from '../../test/security/fuzz-world.ts';
import type { RouteRecord } from '../platform/access.ts';

/** The fixed seed of every run; each operation's own seed derives from it and the operation's name. */
const seed = 20_260_707;
/** Requests per operation (at least 100: issue 7); FUZZ_RUNS raises it for a longer local run. */
const numRuns = Number(process.env.FUZZ_RUNS ?? 100);
const profile = process.env.FUZZ_PROFILE === '1';
/** FUZZ_ONLY=text limits a local run to the operations whose method and path contain it. */
const only = process.env.FUZZ_ONLY ?? '';

function seedOf(operation: string): number {
  let hash = seed;
  for (const char of operation) hash = (Math.imul(hash, 31) + char.charCodeAt(0)) >>> 0;
  return hash;
}

/** Reads first, then writes, deletes last: the fixture stays whole while most calls run against it. */
function inOrder(routes: RouteRecord[]): RouteRecord[] {
  const rank = (method: string) => (method === 'GET' ? 0 : method === 'DELETE' ? 2 : 1);
  return [...routes].sort(
    (a, b) => rank(a.method) - rank(b.method) || operationOf(a).localeCompare(operationOf(b)),
  );
}

// About 26,000 signed-in requests: minutes on an idle machine, far longer on a loaded one (every
// request loads its session); the timeout is generous and no assertion reads the time.
describe.each(suiteDatabaseKinds())('schema fuzz on %s', (kind) => {
  let world: FuzzWorld;
  beforeAll(async () => {
    world = await createFuzzWorld(kind);
  });
  afterAll(async () => {
    await world?.close();
  });

  it('answers every generated request below 500, with message keys on 4xx and within its response schema', async () => {
    const findings: Finding[] = [];
    const statuses = new Map<string, number>();
    let requests = 0;
    let schemaChecks = 0;
    const operations = inOrder(world.t.routes).filter((r) => operationOf(r).includes(only));
    console.info(`schema fuzz: seed ${seed}, ${numRuns} runs per operation`);
    for (const route of operations) {
      const operation = operationOf(route);
      const started = performance.now();
      const cases = fc.sample(caseArbitrary(route, world.hints), { seed: seedOf(operation), numRuns });
      for (const fuzz of cases) {
        const answer = await sendCase(world, route, fuzz);
        requests++;
        if (answer.checkedSchema) schemaChecks++;
        const family = `${String(answer.status)[0]}xx`;
        statuses.set(family, (statuses.get(family) ?? 0) + 1);
        findings.push(...answer.findings);
      }
      await world.keepSignedIn();
      if (profile) console.info(`${Math.round(performance.now() - started)} ms ${operation}`);
    }
    const count = (what: string) => findings.filter((f) => f.problem.startsWith(what)).length;
    console.info(
      `schema fuzz: ${operations.length} operations, ${requests} requests, ${count('5xx')} 5xx, ${count('schema break')} schema breaks` +
        ` (${schemaChecks} 2xx answers checked against their schema; ${[...statuses].map(([k, v]) => `${k} ${v}`).join(', ')};` +
        ` ${findings.length} findings in all)`,
    );
    const byOperation = new Map<string, Finding[]>();
    for (const f of findings)
      byOperation.set(`${f.operation} ${f.problem}`, [
        ...(byOperation.get(`${f.operation} ${f.problem}`) ?? []),
        f,
      ]);
    const report = [...byOperation].map(
      ([key, list]) => `${key}: ${list.length}x, e.g. ${list[0]?.status} ${list[0]?.url} -> ${list[0]?.body}`,
    );
    expect(report).toEqual([]);
  }, 1_800_000);
});
