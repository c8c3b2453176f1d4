import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { againstDebt } from '../../../scripts/import-graph.ts';

/**
 * One way to touch data (issue 21 §4): in an area, SQL is written only in its `queries.ts` (or a
 * `<topic>-queries.ts` beside it); services, routes and presenters call those. Platform keeps the
 * infrastructure's own tables (audit, outbox, rate limits, seal keys, tenancy) and the seed writes
 * demo rows: neither is an area. What the code did before the rule is in
 * test/fixtures/sql-outside-queries.txt, a list that only shrinks (UPDATE_SQL_DEBT=1 rewrites it).
 */
const srcDir = path.dirname(fileURLToPath(import.meta.url));
const debtFile = path.join(srcDir, '../test/fixtures/sql-outside-queries.txt');
const runsSql =
  /\b(?:tx|db|ctx\.db)\s*\.\s*(?:select|selectDistinct|selectDistinctOn|insert|update|delete|execute|query)\b/;

function areaSources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return areaSources(full);
    return entry.name.endsWith('.ts') && !entry.name.includes('.test.') ? [full] : [];
  });
}

describe('where SQL is written', () => {
  it('adds no area file outside queries.ts that runs SQL to the recorded debt', () => {
    const outside = areaSources(path.join(srcDir, 'modules'))
      .filter((file) => !/(^|-)queries\.ts$/.test(path.basename(file)))
      .filter((file) => runsSql.test(readFileSync(file, 'utf8')))
      .map((file) => path.relative(srcDir, file).split(path.sep).join('/'));
    const { added, paid } = againstDebt(outside, debtFile, process.env.UPDATE_SQL_DEBT === '1');
    expect(added, 'SQL outside queries.ts: move it into the area’s queries.ts').toEqual([]);
    expect(paid, 'debt paid off: remove these lines from test/fixtures/sql-outside-queries.txt').toEqual([]);
    console.info(`SQL outside queries.ts: ${outside.length} area files (debt)`);
  });
});
