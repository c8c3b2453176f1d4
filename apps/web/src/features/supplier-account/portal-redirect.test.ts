import { describe, expect, it } from 'vitest';
import { portalRedirect } from './portal-redirect.ts';

describe('portalRedirect', () => {
  it.each([
    [null, '/portal/demo'],
    ['/portal/demo/opportunities/3?tab=docs', '/portal/demo/opportunities/3?tab=docs'],
    ['/portal/demo', '/portal/demo'],
    ['/portal/northwind/account', '/portal/demo'],
    ['/portal/demoX/account', '/portal/demo'],
    ['//evil.example/portal/demo', '/portal/demo'],
    ['https://evil.example/', '/portal/demo'],
    ['/projects', '/portal/demo'],
    ['/portal/demo/sign-in?redirect=x', '/portal/demo'],
  ])('%s goes to %s', (value, expected) => {
    expect(portalRedirect('demo', value)).toBe(expected);
  });
});
