import { readFileSync, writeFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';

/**
 * The OpenAPI document's operations against a snapshot taken before issue 21's restructuring
 * (endpoints declared in the contract): each operation with its parameters, whether it takes a
 * body and the statuses it documents. A refactoring keeps them; a new or changed call updates the
 * snapshot on purpose (UPDATE_OPENAPI_SNAPSHOT=1) and the diff shows it in review.
 */
const snapshotFile = new URL('../../test/fixtures/openapi-operations.txt', import.meta.url);

type Operation = {
  parameters?: { in: string; name: string; required?: boolean }[];
  requestBody?: unknown;
  responses?: Record<string, unknown>;
};

function operationLines(doc: { paths: Record<string, Record<string, Operation>> }): string[] {
  const lines: string[] = [];
  for (const [path, operations] of Object.entries(doc.paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      const parameters = (operation.parameters ?? [])
        .map((p) => `${p.in}:${p.name}${p.required ? '!' : ''}`)
        .sort()
        .join(',');
      const statuses = Object.keys(operation.responses ?? {})
        .sort()
        .join(',');
      lines.push(
        `${method.toUpperCase()} ${path} [${parameters}]${operation.requestBody ? ' body' : ''} -> ${statuses}`,
      );
    }
  }
  return lines.sort();
}

describe('the OpenAPI operations', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite');
  });
  afterAll(async () => {
    await t?.close();
  });

  it('stay as the snapshot lists them', async () => {
    const json = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    const actual = operationLines(json.json());
    if (process.env.UPDATE_OPENAPI_SNAPSHOT === '1') writeFileSync(snapshotFile, `${actual.join('\n')}\n`);
    const expected = readFileSync(snapshotFile, 'utf8').trim().split('\n');
    expect(actual).toEqual(expected);
    console.info(`openapi: ${actual.length} operations as in the snapshot`);
  });
});
