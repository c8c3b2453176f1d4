import type { EndpointDefinition } from '@procura/contract';
import * as contract from '@procura/contract';
import { describe, expect, it } from 'vitest';
import { expectedRoutes } from '../../test/route-inventory.ts';

/**
 * Every route is declared once in the contract (issue 21 §1). The route inventory is the list of
 * routes the app serves; each must come from a declaration in `contract/src/endpoints/` (the
 * health check aside), and a declaration no route serves fails too.
 */

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

  it('declare every route', () => {
    const undeclared = served.filter((route) => !declared.includes(route) && route !== 'GET /healthz');
    expect(undeclared, 'declare new routes in contract/src/endpoints').toEqual([]);
  });
});
