import { lockout, session, supplierSession } from '@procura/contract';
import { count, inArray, isNotNull } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fixationProbes, type Probe } from '../../test/auth-probes.ts';
import { demoPasswordForTests } from '../../test/fixtures.ts';
import { createTestApp, databaseKinds, jsonHeaders, type TestApp, testConfig } from '../../test/harness.ts';
import { samlNegativeCases, ssoHarness } from '../../test/saml-negatives.ts';
import { signedInSupplier, supplierPasswordForTests } from '../../test/suppliers.ts';
import { buildApp } from '../app.ts';
import { auditEvents, sessions, users, vendorContacts } from '../db/schema/index.ts';
import { frozenClock } from '../platform/clock.ts';
import { asSystem } from '../platform/tenancy.ts';

/** OWASP's argon2id minimum (secrets.ts follows it): 19 MiB, 2 passes, 1 lane. */
const argonFloor = { m: 19_456, t: 2, p: 1 };
const minute = 60_000;

describe.each(databaseKinds())('auth security suite on %s', (kind) => {
  let t: TestApp;
  /** The auth negative cases this run made, and which of them were wrongly accepted. */
  const refused: string[] = [];
  const accepted: string[] = [];
  let hashesChecked = 0;

  /** Records a negative case; `wasRefused` says the server refused it as it must. */
  function negative(name: string, wasRefused: boolean) {
    (wasRefused ? refused : accepted).push(name);
  }

  beforeAll(async () => {
    t = await createTestApp(kind, { clock: frozenClock() });
  });
  afterEach(() => {
    // Boundary tests move the frozen clock; the SAML library reads the real one.
    t.clock.set(new Date());
  });
  afterAll(async () => {
    console.info(
      `auth (${kind}): ${hashesChecked} argon2id hashes checked, ${refused.length + accepted.length} negative cases, ${refused.length} refused, ${accepted.length} accepted`,
    );
    await t?.close();
  });

  /** The lock-out counts per account and client address: the probes sign in from one client. */
  const attacker = '127.0.0.66';
  const probes = (): Record<'staff' | 'supplier', Probe> => ({
    staff: {
      cookieName: session.cookieName,
      idleMs: session.idleMinutes * minute,
      absoluteMs: session.absoluteHours * 3_600_000,
      signIn: (who, password = demoPasswordForTests, cookie) =>
        t.app.inject({
          method: 'POST',
          url: '/api/v1/login',
          headers: { ...jsonHeaders, ...(cookie ? { cookie } : {}) },
          payload: { username: who, password, domain: 'demo' },
          remoteAddress: attacker,
        }),
      whoIs: async (cookie) => {
        const r = await t.app.inject({
          method: 'POST',
          url: '/api/v1/login/validate',
          headers: { ...jsonHeaders, cookie },
        });
        return r.statusCode === 200 ? (r.json().user.email as string) : r.statusCode;
      },
      signOff: (cookie) =>
        t.app.inject({ method: 'POST', url: '/api/v1/login/signoff', headers: { ...jsonHeaders, cookie } }),
      wrongStatus: 401,
    },
    supplier: {
      cookieName: supplierSession.cookieName,
      idleMs: supplierSession.idleMinutes * minute,
      absoluteMs: supplierSession.absoluteHours * 3_600_000,
      signIn: (who, password = supplierPasswordForTests, cookie) =>
        t.app.inject({
          method: 'POST',
          url: '/api/v1/portal/demo/SignIn',
          headers: { ...jsonHeaders, ...(cookie ? { cookie } : {}) },
          payload: { email: who, password },
          remoteAddress: attacker,
        }),
      whoIs: async (cookie) => {
        const r = await t.app.inject({
          method: 'GET',
          url: '/api/v1/portal/demo/Session',
          headers: { cookie },
        });
        return r.statusCode === 200
          ? (r.json().data.supplierSessionDTO.values[0].email as string)
          : r.statusCode;
      },
      signOff: (cookie) =>
        t.app.inject({
          method: 'POST',
          url: '/api/v1/portal/demo/SignOut',
          headers: { ...jsonHeaders, cookie },
          payload: {},
        }),
      wrongStatus: 400,
    },
  });
  const supplierEmail = async () => (await signedInSupplier(t)).email;

  /** A cookie header for a fresh sign-in, failing loudly when the sign-in itself fails. */
  async function signedIn(probe: Probe, who: string): Promise<string> {
    const response = await probe.signIn(who);
    const cookie = response.cookies.find((c) => c.name === probe.cookieName);
    if (response.statusCode !== 200 || !cookie) throw new Error(`sign-in failed: ${response.body}`);
    return `${probe.cookieName}=${cookie.value}`;
  }

  it('stores argon2id hashes with at least the OWASP memory, passes and lanes, each with its own salt', async () => {
    // Two suppliers register with the same password through the API: their hashes must differ.
    for (const email of ['same-a@hash.test', 'same-b@hash.test']) {
      const registered = await t.app.inject({
        method: 'POST',
        url: '/api/v1/portal/demo/Register',
        headers: jsonHeaders,
        payload: {
          company: { companyName: `Hash ${email}`, city: 'Ottawa', country: 'Canada' },
          contact: { firstName: 'Hash', lastName: 'Probe', email, title: 'Owner' },
          password: 'Same-Password-42!',
        },
      });
      expect(registered.statusCode, registered.body).toBe(200);
    }
    const stored = await asSystem(t.database.db, async (tx) => [
      ...(await tx.select({ hash: users.passwordHash }).from(users).where(isNotNull(users.passwordHash))),
      ...(await tx
        .select({ hash: vendorContacts.passwordHash, email: vendorContacts.email })
        .from(vendorContacts)
        .where(isNotNull(vendorContacts.passwordHash))),
    ]);
    const salts = new Map<string, string>();
    for (const { hash } of stored) {
      const phc = /^\$(argon2(?:id|i|d))\$v=(\d+)\$m=(\d+),t=(\d+),p=(\d+)\$([\w+/]+)\$([\w+/]+)$/.exec(
        hash ?? '',
      );
      expect(phc, `not a PHC argon2 string: ${hash}`).not.toBeNull();
      const [, algorithm, version, m, t2, p, salt, digest] = phc as RegExpExecArray;
      expect({ algorithm, version }).toEqual({ algorithm: 'argon2id', version: '19' });
      expect(Number(m)).toBeGreaterThanOrEqual(argonFloor.m);
      expect(Number(t2)).toBeGreaterThanOrEqual(argonFloor.t);
      expect(Number(p)).toBeGreaterThanOrEqual(argonFloor.p);
      expect(Buffer.from(salt as string, 'base64').length).toBeGreaterThanOrEqual(16);
      expect(Buffer.from(digest as string, 'base64').length).toBeGreaterThanOrEqual(32);
      salts.set(hash as string, salt as string);
      hashesChecked += 1;
    }
    const same = stored.filter((s) => 'email' in s && String(s.email).endsWith('@hash.test'));
    expect(same).toHaveLength(2);
    expect(salts.get(same[0]?.hash ?? '')).not.toBe(salts.get(same[1]?.hash ?? ''));
  });

  it.each(['staff', 'supplier'] as const)(
    'locks a %s account on the fifth failure, to the millisecond',
    async (who) => {
      const probe = probes()[who];
      const login = who === 'staff' ? 'evaluator@demo.procura.local' : await supplierEmail();
      for (let i = 1; i < lockout.maxConsecutiveFailures; i++) {
        expect((await probe.signIn(login, 'Wrong-Pass-1!')).statusCode).toBe(probe.wrongStatus);
      }
      const lockedAt = t.clock.now().getTime();
      const fifth = await probe.signIn(login, 'Wrong-Pass-1!');
      negative(`${who}: fifth failure locks`, fifth.statusCode === 429);
      negative(
        `${who}: locked account refuses the right password`,
        (await probe.signIn(login)).statusCode === 429,
      );
      t.clock.set(new Date(lockedAt + lockout.lockMinutes * minute - 1));
      const early = await probe.signIn(login);
      negative(`${who}: still locked 1 ms before ${lockout.lockMinutes} minutes`, early.statusCode === 429);
      t.clock.set(new Date(lockedAt + lockout.lockMinutes * minute + 1));
      expect((await probe.signIn(login)).statusCode).toBe(200);
      const locks = await asSystem(t.database.db, (tx) =>
        tx
          .select()
          .from(auditEvents)
          .where(inArray(auditEvents.action, ['login.locked', 'supplier.signInLocked'])),
      );
      // The lock is on the record, at the instant of the fifth failure.
      expect(locks.some((e) => e.at.getTime() === lockedAt)).toBe(true);
      expect(accepted).toEqual([]);
    },
  );

  it.each(['staff', 'supplier'] as const)(
    'ends an idle %s session at its idle expiry, to the millisecond',
    async (who) => {
      const probe = probes()[who];
      const login = who === 'staff' ? 'admin@demo.procura.local' : await supplierEmail();
      const start = t.clock.now().getTime();
      const [before, after] = [await signedIn(probe, login), await signedIn(probe, login)];
      t.clock.set(new Date(start + probe.idleMs - 1));
      expect(await probe.whoIs(before)).toBe(login);
      t.clock.set(new Date(start + probe.idleMs + 1));
      negative(
        `${who}: idle session 1 ms past ${probe.idleMs / minute} minutes`,
        (await probe.whoIs(after)) === 401,
      );
      expect(accepted).toEqual([]);
    },
  );

  it.each(['staff', 'supplier'] as const)(
    'ends a busy %s session at its absolute expiry, to the millisecond',
    async (who) => {
      const probe = probes()[who];
      const login = who === 'staff' ? 'admin@demo.procura.local' : await supplierEmail();
      const start = t.clock.now().getTime();
      const [before, after] = [await signedIn(probe, login), await signedIn(probe, login)];
      // Both stay busy: a request every idle period less a minute, up to the absolute expiry.
      for (let at = probe.idleMs - minute; at < probe.absoluteMs; at += probe.idleMs - minute) {
        t.clock.set(new Date(start + at));
        expect([await probe.whoIs(before), await probe.whoIs(after)]).toEqual([login, login]);
      }
      t.clock.set(new Date(start + probe.absoluteMs - 1));
      expect(await probe.whoIs(before)).toBe(login);
      t.clock.set(new Date(start + probe.absoluteMs + 1));
      negative(
        `${who}: busy session 1 ms past ${probe.absoluteMs / 3_600_000} hours`,
        (await probe.whoIs(after)) === 401,
      );
      expect(accepted).toEqual([]);
    },
  );

  it.each(['staff', 'supplier'] as const)(
    'never adopts a %s session cookie set before sign-in',
    async (who) => {
      const probe = probes()[who];
      const [victim, attacker] =
        who === 'staff'
          ? ['lead@demo.procura.local', 'buyer@demo.procura.local']
          : [await supplierEmail(), await supplierEmail()];
      const attackerCookie = await signedIn(probe, attacker);
      for (const { name, wasRefused } of await fixationProbes(probe, victim, attacker, attackerCookie)) {
        negative(`${who}: ${name}`, wasRefused);
      }
      expect(accepted).toEqual([]);
    },
  );

  it('sets session cookies httpOnly, SameSite=Lax, host-only on /, Secure behind https, until the absolute expiry', async () => {
    const https = await buildApp({
      config: testConfig({ publicUrl: 'https://procura.example' }),
      db: t.database.db,
      clock: t.clock,
      logger: false,
    });
    await https.app.ready();
    try {
      for (const [who, probe] of Object.entries(probes())) {
        const login = who === 'staff' ? 'admin@demo.procura.local' : await supplierEmail();
        for (const [scheme, app] of [
          ['http', t.app],
          ['https', https.app],
        ] as const) {
          const response = await app.inject({
            method: 'POST',
            url: who === 'staff' ? '/api/v1/login' : '/api/v1/portal/demo/SignIn',
            headers: jsonHeaders,
            payload:
              who === 'staff'
                ? { username: login, password: demoPasswordForTests, domain: 'demo' }
                : { email: login, password: supplierPasswordForTests },
          });
          // On https the name is __Host-…: only a Secure, host-only cookie on / may carry it.
          const name = scheme === 'https' ? `__Host-${probe.cookieName}` : probe.cookieName;
          const cookie = response.cookies.find((c) => c.name === name);
          expect(cookie, `${who} ${scheme}`).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
          expect(cookie?.domain).toBeUndefined();
          expect(Boolean(cookie?.secure), `${who} ${scheme}`).toBe(scheme === 'https');
          expect(cookie?.value).toMatch(/^[\w-]{43}$/);
          const expires = cookie?.expires?.getTime() ?? 0;
          expect(Math.abs(expires - (t.clock.now().getTime() + probe.absoluteMs))).toBeLessThan(1000);
          const off = await probe.signOff(`${probe.cookieName}=${cookie?.value}`);
          const cleared = off.cookies.find((c) => c.name === probe.cookieName);
          negative(
            `${who} ${scheme}: sign-off clears the cookie`,
            cleared?.value === '' && (cleared?.expires?.getTime() ?? 0) < Date.now(),
          );
        }
      }
    } finally {
      await https.app.close();
    }
    expect(accepted).toEqual([]);
  });

  describe('SAML single sign-on', () => {
    const sso = ssoHarness(() => t);
    beforeAll(() => sso.setUp());

    it('signs in with a valid signed assertion: the control the refusals are measured against', async () => {
      expect((await sso.acceptedOnce()).assertionId).not.toBe('');
    });

    it.each(samlNegativeCases.map((c) => [c.name, c] as const))(
      'refuses %s without signing in',
      async (name, c) => {
        const { SAMLResponse, RelayState } = await c.build(sso);
        const sessionsBefore = await asSystem(t.database.db, (tx) =>
          tx.select({ n: count() }).from(sessions),
        );
        const response = await sso.postAssertion(SAMLResponse, RelayState);
        const sessionsAfter = await asSystem(t.database.db, (tx) => tx.select({ n: count() }).from(sessions));
        const wasRefused =
          response.statusCode === 302 &&
          String(response.headers.location).startsWith('/login?err=') &&
          !response.cookies.some((cookie) => cookie.name === session.cookieName) &&
          sessionsAfter[0]?.n === sessionsBefore[0]?.n;
        negative(`SAML: ${name}`, wasRefused);
        expect(wasRefused, `${name}: ${response.statusCode} ${response.headers.location}`).toBe(true);
        expect(response.headers['x-message-keys']).toBe(c.key);
      },
    );
  });
});
