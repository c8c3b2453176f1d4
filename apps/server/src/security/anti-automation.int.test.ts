import { messageKeysHeader, type RateLimitName, rateLimits } from '@procura/contract';
import { and, eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoPasswordForTests } from '../../test/fixtures.ts';
import {
  createTestApp,
  jsonHeaders,
  suiteDatabaseKinds,
  type TestApp,
  testConfig,
} from '../../test/harness.ts';
import { type PublicCall, publicCalls } from '../../test/security/public-calls.ts';
import { signedInSupplier, supplierPasswordForTests } from '../../test/suppliers.ts';
import { buildApp } from '../app.ts';
import { outbox } from '../db/schema/index.ts';
import { publicAccess, type RouteRecord } from '../platform/access.ts';
import { frozenClock } from '../platform/clock.ts';
import { createRateLimiter, registerRateLimits } from '../platform/rate-limit.ts';
import { asSystem } from '../platform/tenancy.ts';

/**
 * The anti-automation suite (issue 20 §2, §4, §5): every public and sign-in call is limited, each
 * limit holds at its boundary (the Nth call accepted, the N+1th 429 with Retry-After, accepted
 * again once the window has passed on the test clock), the counts hold across two app instances
 * over one database, sign-in locks out the guesser and not the owner, unknown accounts behave as
 * known ones, and mails about an account go out a few times an hour whatever the calls.
 */
describe.each(suiteDatabaseKinds())('anti-automation suite on %s', (kind) => {
  let t: TestApp;
  let probes = 0;
  let address = 0;
  /** A client address of its own (127/8: loopback only, as everything here). */
  const newClient = () => {
    address += 1;
    return `127.9.${address >> 8}.${address & 255}`;
  };

  beforeAll(async () => {
    t = await createTestApp(kind, { clock: frozenClock() });
  });
  afterAll(async () => {
    console.info(`anti-automation (${kind}): ${probes} probes`);
    await t?.close();
  });

  const call = (app: TestApp['app'], probe: PublicCall, from: string, i = 0) => {
    probes += 1;
    if (probe.form) {
      return app.inject({
        method: 'POST',
        url: probe.url,
        remoteAddress: from,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: '',
      });
    }
    return app.inject({
      method: probe.payload ? 'POST' : 'GET',
      url: probe.url,
      remoteAddress: from,
      headers: jsonHeaders,
      ...(probe.payload ? { payload: probe.payload(i) as object } : {}),
    });
  };

  const publicRoutes = () => t.routes.filter((r) => r.access?.kind === 'public');
  const operation = (r: Pick<RouteRecord, 'method' | 'url'>) => `${r.method} ${r.url}`;
  const limitsOf = (r: RouteRecord) => (r.rateLimits ?? []).map((l) => l.limit as RateLimitName);

  it('limits every public route (the health check alone is exempt) and probes each one here', () => {
    const unlimited = publicRoutes()
      .filter((r) => limitsOf(r).length === 0)
      .map(operation);
    expect(unlimited).toEqual(['GET /healthz']);
    const probed = Object.keys(publicCalls(t)).sort();
    const limited = publicRoutes()
      .filter((r) => limitsOf(r).length > 0)
      .map(operation)
      .sort();
    expect(probed).toEqual(limited);
  });

  it('refuses to start with a public route that declares no limits', async () => {
    const app = Fastify();
    registerRateLimits(app, createRateLimiter({ db: t.database.db, clock: t.clock, config: t.ctx.config }));
    await expect(async () => {
      app.get('/api/v1/unguarded', { config: { access: publicAccess } }, async () => ({}));
      await app.ready();
    }).rejects.toThrow(/declares no rate limits/);
    await app.close();
  });

  // Each limit counted by address, probed through the first route of the table that declares it;
  // every other route declaring it must then refuse the same client: they share its count.
  const addressLimits = (Object.keys(rateLimits) as RateLimitName[]).filter((name) =>
    ['publicReads', 'portalSearches', 'tokenChecks', 'accountMailRequests', 'signIn'].includes(name),
  );
  it.each(addressLimits)('holds %s at its boundary, on every route that declares it', async (name) => {
    const rule = rateLimits[name];
    const calls = publicCalls(t);
    const routes = publicRoutes().filter((r) => limitsOf(r).includes(name));
    expect(routes.length).toBeGreaterThan(0);
    const [first, ...others] = Object.keys(calls).filter((op) => routes.some((r) => operation(r) === op));
    const probe = calls[first ?? ''];
    if (!probe) throw new Error(`no probe for ${name}`);
    const client = newClient();
    const start = t.clock.now().getTime();
    for (let i = 1; i <= rule.max; i++) {
      const accepted = await call(t.app, probe, client, i);
      if (accepted.statusCode === 429)
        throw new Error(`${name}: call ${i} of ${rule.max} refused: ${accepted.body}`);
    }
    const refused = await call(t.app, probe, client, rule.max + 1);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers[messageKeysHeader]).toBe('tooManyRequests');
    expect(Number(refused.headers['retry-after'])).toBe(rule.windowSeconds);
    for (const op of others) {
      const other = calls[op];
      if (other) expect((await call(t.app, other, client, 1)).statusCode, op).toBe(429);
    }
    // Another client is not held back by this one.
    expect((await call(t.app, probe, newClient(), 0)).statusCode).not.toBe(429);
    t.clock.set(new Date(start + rule.windowSeconds * 1000 - 1));
    expect((await call(t.app, probe, client, 0)).statusCode).toBe(429);
    t.clock.set(new Date(start + rule.windowSeconds * 1000));
    expect((await call(t.app, probe, client, 0)).statusCode).not.toBe(429);
  });

  it.each([
    [
      'approval step',
      'POST /api/v1/approvals/:approvalId/approver/:workflowId',
      '/api/v1/approvals/1/approver/3',
    ],
    ['signer', 'POST /api/v1/esignature/session', null],
  ] as const)('limits guesses at one %s link from any number of clients', async (_what, op, otherUrl) => {
    const probe = publicCalls(t)[op];
    if (!probe) throw new Error(`no probe for ${op}`);
    for (let i = 1; i <= rateLimits.linkExchanges.max; i++) {
      expect((await call(t.app, probe, newClient(), i)).statusCode).toBe(401);
    }
    const refused = await call(t.app, probe, newClient());
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    // Another link is its own count.
    const other: PublicCall = otherUrl
      ? { ...probe, url: otherUrl }
      : { ...probe, payload: () => ({ envelopeId: 1, signerId: 2, token: 'no-such-token-of-twenty-chars' }) };
    expect((await call(t.app, other, newClient())).statusCode).toBe(401);
  });

  it('counts one limit across two app instances over one database', async () => {
    const second = await buildApp({ config: testConfig(), db: t.database.db, clock: t.clock, logger: false });
    await second.app.ready();
    try {
      const probe = publicCalls(t)['POST /api/v1/auth/verify-email'];
      if (!probe) throw new Error('no probe');
      const client = newClient();
      const statuses: number[] = [];
      for (let i = 0; i <= rateLimits.tokenChecks.max; i++) {
        statuses.push((await call(i % 2 ? second.app : t.app, probe, client, i)).statusCode);
      }
      expect(statuses.filter((s) => s !== 429)).toHaveLength(rateLimits.tokenChecks.max);
      expect(statuses.at(-1)).toBe(429);
      expect((await call(t.app, probe, client)).statusCode).toBe(429);
    } finally {
      await second.app.close();
    }
  });

  it('counts the client a trusted proxy reports, and ignores what a client says of itself otherwise', async () => {
    const probe = publicCalls(t)['POST /api/v1/auth/verify-email'];
    if (!probe) throw new Error('no probe');
    const spoofing = newClient();
    const statuses = new Set<number>();
    for (let i = 0; i <= rateLimits.tokenChecks.max; i++) {
      probes += 1;
      const answer = await t.app.inject({
        method: 'POST',
        url: probe.url,
        headers: { ...jsonHeaders, 'x-forwarded-for': `198.51.100.${i}` },
        payload: probe.payload?.(i) as object,
        remoteAddress: spoofing,
      });
      statuses.add(answer.statusCode);
    }
    // Without TRUST_PROXY the header is the client's own say: the socket's address is counted.
    expect(statuses.has(429)).toBe(true);

    const proxied = await buildApp({
      config: testConfig({ trustProxy: true }),
      db: t.database.db,
      clock: t.clock,
      logger: false,
    });
    await proxied.app.ready();
    try {
      const proxy = newClient();
      const through = (client: string) => {
        probes += 1;
        return proxied.app.inject({
          method: 'POST',
          url: probe.url,
          headers: { ...jsonHeaders, 'x-forwarded-for': client },
          payload: probe.payload?.(0) as object,
          remoteAddress: proxy,
        });
      };
      for (let i = 0; i < rateLimits.tokenChecks.max; i++) {
        expect((await through('127.10.0.1')).statusCode).not.toBe(429);
      }
      expect((await through('127.10.0.1')).statusCode).toBe(429);
      // Another client behind the same proxy has its own count.
      expect((await through('127.10.0.2')).statusCode).not.toBe(429);
    } finally {
      await proxied.app.close();
    }
  });

  describe('sign-in', () => {
    const staffSignIn = (username: string, password: string, from: string) => {
      probes += 1;
      return t.app.inject({
        method: 'POST',
        url: '/api/v1/login',
        headers: jsonHeaders,
        payload: { username, password, domain: 'demo' },
        remoteAddress: from,
      });
    };
    const supplierSignIn = (email: string, password: string, from: string) => {
      probes += 1;
      return t.app.inject({
        method: 'POST',
        url: '/api/v1/portal/demo/SignIn',
        headers: jsonHeaders,
        payload: { email, password },
        remoteAddress: from,
      });
    };

    it('slows password spraying: one client failing across many accounts is stopped, others are not', async () => {
      const sprayer = newClient();
      for (let i = 1; i <= rateLimits.signInFailures.max; i++) {
        expect(
          (await staffSignIn(`sprayed-${i}@demo.procura.local`, 'Summer2026!', sprayer)).statusCode,
        ).toBe(401);
      }
      const stopped = await staffSignIn('admin@demo.procura.local', demoPasswordForTests, sprayer);
      expect(stopped.statusCode).toBe(429);
      expect(stopped.headers[messageKeysHeader]).toBe('tooManyRequests');
      // Supplier sign-in from the same client is the same client.
      expect((await supplierSignIn('anyone@probe.test', 'Summer2026!', sprayer)).statusCode).toBe(429);
      expect(
        (await staffSignIn('admin@demo.procura.local', demoPasswordForTests, newClient())).statusCode,
      ).toBe(200);
    });

    it.each([
      ['staff', 'lead@demo.procura.local', demoPasswordForTests],
      ['supplier', null, supplierPasswordForTests],
    ] as const)(
      'locks a %s account for the guessing client only, and an unknown account alike',
      async (who, login, password) => {
        const account = login ?? (await signedInSupplier(t)).email;
        const signIn = who === 'staff' ? staffSignIn : supplierSignIn;
        const guesser = newClient();
        const known: string[] = [];
        const unknown: string[] = [];
        const unknownLogin = who === 'staff' ? 'no-one-here@demo.procura.local' : 'no-one-here@probe.test';
        const unknownGuesser = newClient();
        for (let i = 0; i < rateLimits.signInLockout.max + 1; i++) {
          const a = await signIn(account, 'Wrong-Pass-1!', guesser);
          const b = await signIn(unknownLogin, 'Wrong-Pass-1!', unknownGuesser);
          known.push(`${a.statusCode} ${a.headers[messageKeysHeader]}`);
          unknown.push(`${b.statusCode} ${b.headers[messageKeysHeader]}`);
        }
        // Same statuses and messages whether the account exists: the fifth failure locks both.
        expect(unknown).toEqual(known);
        expect(known.slice(rateLimits.signInLockout.max - 1).every((s) => s.startsWith('429'))).toBe(true);
        // The right password from the guessing client is refused; from the owner's own, it signs in.
        expect((await signIn(account, password, guesser)).statusCode).toBe(429);
        expect((await signIn(account, password, newClient())).statusCode).toBe(200);
      },
    );

    it('locks an account guessed at from many clients at its ceiling, until an administrator unlocks it', async () => {
      const account = 'buyer@demo.procura.local';
      let last = 0;
      for (let i = 1; i <= rateLimits.signInAccountCeiling.max; i++) {
        last = (await staffSignIn(account, `Wrong-Pass-${i}!`, newClient())).statusCode;
        if (i < rateLimits.signInAccountCeiling.max) expect(last).toBe(401);
      }
      expect(last).toBe(429);
      const owner = await staffSignIn(account, demoPasswordForTests, newClient());
      expect(owner.statusCode).toBe(429);
      expect(owner.headers[messageKeysHeader]).toBe('accountLocked');
      const admin = await staffSignIn('admin@demo.procura.local', demoPasswordForTests, newClient());
      const cookie = `procura_session=${admin.cookies.find((c) => c.name === 'procura_session')?.value}`;
      const base = `/api/v1/customer/${t.seed.demoCustomerId}/node/${admin.json().tenderNode.id}`;
      const buyerId = await userIdOf(account);
      const listed = await t.app.inject({
        method: 'GET',
        url: `${base}/Users?userId=${buyerId}`,
        headers: { cookie },
      });
      expect(listed.json().data.userDTO.values[0].locked).toBe(true);
      const unlocked = await t.app.inject({
        method: 'PUT',
        url: `${base}/Users/Unlock?userid=${buyerId}`,
        headers: { ...jsonHeaders, cookie },
      });
      expect(unlocked.statusCode).toBe(200);
      expect((await staffSignIn(account, demoPasswordForTests, newClient())).statusCode).toBe(200);
    });

    async function userIdOf(email: string): Promise<number> {
      const { users } = await import('../db/schema/index.ts');
      const [row] = await asSystem(t.database.db, (tx) =>
        tx.select({ id: users.id }).from(users).where(eq(users.email, email)),
      );
      if (!row) throw new Error(`no user ${email}`);
      return row.id;
    }
  });

  describe('mail about an account', () => {
    const mailsTo = (to: string, kindOfMail: string) =>
      asSystem(t.database.db, (tx) =>
        tx
          .select()
          .from(outbox)
          .where(and(eq(outbox.toAddress, to), eq(outbox.kind, kindOfMail))),
      );

    it.each([
      ['staff', '/api/v1/auth/forgot-password', 'evaluator@demo.procura.local', 'passwordReset'],
      ['supplier', '/api/v1/portal/demo/PasswordReset', null, 'supplierPasswordReset'],
    ] as const)(
      'mails a %s reset link a few times an hour, however often it is asked',
      async (_who, url, login, kindOfMail) => {
        const email = login ?? (await signedInSupplier(t)).email;
        const start = t.clock.now().getTime();
        const answers = new Set<string>();
        for (let i = 0; i < 40; i++) {
          // Minutes apart, so the supplier portal's own one-a-minute pause is not what holds it.
          t.clock.set(new Date(start + i * 61_000));
          probes += 1;
          const asked = await t.app.inject({
            method: 'POST',
            url,
            headers: jsonHeaders,
            payload: { email },
            remoteAddress: newClient(),
          });
          expect(asked.statusCode).toBe(200);
          answers.add(asked.body);
        }
        // Nothing in the answer tells that the later calls mailed nothing.
        expect(answers.size).toBe(1);
        expect(await mailsTo(email, kindOfMail)).toHaveLength(rateLimits.accountMails.max);
        t.clock.set(new Date(start + rateLimits.accountMails.windowSeconds * 1000 + 1));
        probes += 1;
        await t.app.inject({
          method: 'POST',
          url,
          headers: jsonHeaders,
          payload: { email },
          remoteAddress: newClient(),
        });
        expect(await mailsTo(email, kindOfMail)).toHaveLength(rateLimits.accountMails.max + 1);
      },
    );
  });
});
