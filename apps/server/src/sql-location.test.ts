import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * One way to touch data (issue 21 §4): in an area, SQL is written only in its `queries.ts` (or a
 * `<topic>-queries.ts` beside it); services, routes and presenters call those. Platform keeps the
 * infrastructure's own tables (audit, outbox, rate limits, seal keys, tenancy) and the seed writes
 * demo rows: neither is an area.
 */
const srcDir = path.dirname(fileURLToPath(import.meta.url));
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
  it('runs SQL in an area only from its queries files', () => {
    const outside = areaSources(path.join(srcDir, 'modules'))
      .filter((file) => !/(^|-)queries\.ts$/.test(path.basename(file)))
      .filter((file) => runsSql.test(readFileSync(file, 'utf8')))
      .map((file) => path.relative(srcDir, file).split(path.sep).join('/'));
    expect(outside, 'SQL outside queries.ts: move it into the area’s queries.ts').toEqual([]);
  });
});
