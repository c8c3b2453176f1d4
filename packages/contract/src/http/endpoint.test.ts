import { describe, expect, it } from 'vitest';
import { commentEndpoints } from '../endpoints/comments.ts';
import { endpointUrl, tenantPath } from './endpoint.ts';

describe('endpointUrl', () => {
  it('fills the path parameters and drops empty query values', () => {
    expect(
      endpointUrl(
        commentEndpoints.list,
        { customerId: 3, nodeId: 7 },
        { projectId: 12, start: 0, keywords: '' },
      ),
    ).toBe('/api/v1/customer/3/node/7/ProjectComments?projectId=12&start=0');
  });

  it('encodes what it puts in the path and the query, and repeats a list', () => {
    const endpoint = { path: tenantPath('/Things/:name') };
    expect(
      endpointUrl(endpoint, { customerId: 1, nodeId: 2, name: 'a/b c' }, { ids: [1, 2], q: 'x&y' }),
    ).toBe('/api/v1/customer/1/node/2/Things/a%2Fb%20c?ids=1&ids=2&q=x%26y');
  });

  it('refuses a path parameter it was not given', () => {
    expect(() => endpointUrl(commentEndpoints.add, { customerId: 1 })).toThrow(/:nodeId/);
  });
});
