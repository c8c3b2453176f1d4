import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { EndpointDefinition } from '@procura/contract';
import * as contract from '@procura/contract';
import { describe, expect, it } from 'vitest';
import { expectedRoutes } from '../../test/route-inventory.ts';

/**
 * Every route is declared once in the contract (issue 21 §1). The route inventory is the list of
 * routes the app serves; each must come from a declaration in `contract/src/endpoints/`, except
 * those recorded in test/fixtures/undeclared-routes.txt before their area moved: a list that only
 * shrinks (UPDATE_UNDECLARED_ROUTES=1 rewrites it). A declaration no route serves fails too.
 */
const debtFile = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../test/fixtures/undeclared-routes.txt',
);

const isEndpoint = (value: unknown): value is EndpointDefinition =>
  typeof value === 'object' && value !== null && 'method' in value && 'path' in value && 'access' in value;

/** A group's endpoints, and those of the groups inside it (one set per drop-down list). */
const endpointsOf = (group: unknown): EndpointDefinition[] =>
  isEndpoint(group)
    ? [group]
    : typeof group === 'object' && group !== null
      ? Object.values(group).flatMap(endpointsOf)
      : [];

const declared = Object.entries(contract)
  .filter(([name]) => name.endsWith('Endpoints'))
  .flatMap(([, group]) => endpointsOf(group))
  .map((endpoint) => `${endpoint.method} ${endpoint.path}`);

const served = expectedRoutes.map((line) => line.split(' ').slice(0, 2).join(' '));

describe('endpoint declarations', () => {
  it('serve every declared endpoint, each declared once', () => {
    expect(declared.filter((route) => !served.includes(route))).toEqual([]);
    expect(declared.length - new Set(declared).size).toBe(0);
  });

  it('declare every route but the recorded ones, a list that only shrinks', () => {
    const undeclared = served.filter((route) => !declared.includes(route) && route !== 'GET /healthz').sort();
    if (process.env.UPDATE_UNDECLARED_ROUTES === '1') writeFileSync(debtFile, `${undeclared.join('\n')}\n`);
    const debt = readFileSync(debtFile, 'utf8').trim().split('\n').filter(Boolean);
    expect(
      undeclared.filter((route) => !debt.includes(route)),
      'declare new routes in contract/src/endpoints',
    ).toEqual([]);
    expect(
      debt.filter((route) => !undeclared.includes(route)),
      'declared now: remove them from the list',
    ).toEqual([]);
    console.info(
      `endpoints: ${declared.length} declared, ${undeclared.length} still written in routes files`,
    );
  });
});
