import { readFileSync } from 'node:fs';
import { rateLimits } from '@procura/contract';
import { describe, expect, it } from 'vitest';
import { readConfig, unsafeConfiguration } from './config.ts';

describe('configuration', () => {
  it('refuses plain http on a reachable host in production, unless behind a TLS proxy', () => {
    const start = (env: Record<string, string>) => unsafeConfiguration(readConfig(env));
    // npm start: loopback, http.
    expect(start({})).toBeNull();
    expect(start({ HOST: '::1' })).toBeNull();
    // Reachable from other machines over http: refused, with what to do.
    expect(start({ HOST: '0.0.0.0' })).toMatch(/TRUST_PROXY/);
    expect(start({ HOST: '0.0.0.0', PUBLIC_URL: 'https://tenders.example.gov' })).toMatch(/TLS proxy/);
    expect(start({ HOST: '0.0.0.0', TRUST_PROXY: 'true' })).toMatch(/PUBLIC_URL/);
    // Behind a TLS proxy that says so.
    expect(
      start({ HOST: '0.0.0.0', PUBLIC_URL: 'https://tenders.example.gov', TRUST_PROXY: 'true' }),
    ).toBeNull();
    // Development and tests may listen anywhere.
    expect(start({ HOST: '0.0.0.0', APP_ENV: 'test' })).toBeNull();
  });

  it('reads TRUST_PROXY as off, on, or the proxies to trust', () => {
    expect(readConfig({}).trustProxy).toBe(false);
    expect(readConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(readConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(readConfig({ TRUST_PROXY: '127.0.0.1, 10.0.0.0/8' }).trustProxy).toEqual([
      '127.0.0.1',
      '10.0.0.0/8',
    ]);
  });

  it('keeps the rate limits on unless told RATE_LIMITS=off', () => {
    expect(readConfig({}).rateLimits).toBe(true);
    expect(readConfig({ RATE_LIMITS: 'off' }).rateLimits).toBe(false);
  });
});

describe('the README settings', () => {
  const readme = readFileSync(new URL('../../../../README.md', import.meta.url), 'utf8');

  it.each(Object.entries(rateLimits))('list the %s limit as the contract sets it', (name, rule) => {
    const row = readme.split('\n').find((line) => line.startsWith(`| \`${name}\` |`));
    expect(row, `README row of ${name}`).toBeDefined();
    const [, , calls, window] = row?.split('|').map((cell) => cell.trim()) ?? [];
    expect(calls).toBe(String(rule.max));
    expect(window).toBe(`${rule.windowSeconds / 60} min`);
  });

  it.each(['TRUST_PROXY', 'RATE_LIMITS'])('document %s', (name) => {
    expect(readme).toContain(`| \`${name}\` |`);
  });
});
