import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditTrail, signedInCaller, valuesOf } from '../../../test/api.ts';
import { createTestApp, databaseKinds, jsonHeaders, signIn, type TestApp } from '../../../test/harness.ts';
import { users } from '../../db/schema/index.ts';
import { asSystem } from '../../platform/tenancy.ts';

/** PUT /Users/{id}/teamMember: a user's own profile and password (000 §5 Login and account). */

const freshPassword = 'Fresh!Start2026';

describe.each(databaseKinds())('own profile on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => {
    await t?.close();
  });

  const demoUser = (email: string) => t.seed.demoUsers.get(email) ?? 0;
  const keys = (response: { headers: Record<string, unknown> }) => response.headers['x-message-keys'];
  const login = (username: string, password = freshPassword) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/login',
      headers: jsonHeaders,
      payload: { username, password, domain: 'demo' },
    });
  const create = async (email: string) => {
    const admin = await signedInCaller(t, 'admin@demo.procura.local');
    const response = await admin.call('POST', '/Users', {
      email,
      firstName: 'Nora',
      lastName: 'Quinn',
      password: freshPassword,
      confirmPassword: freshPassword,
      inActive: false,
    });
    expect(response.statusCode, response.body).toBe(200);
    return valuesOf<{ id: number }>(response)[0] as { id: number };
  };

  it('lets a user edit only their own profile, and change their password with the right old one', async () => {
    const email = 'profile@demo.procura.local';
    const member = await create(email);
    const me = await signedInCaller(t, email, 'demo', freshPassword);
    const other = await signIn(t, email, 'demo', freshPassword);
    const profile = (changes: Record<string, unknown>, id = member.id) =>
      me.call('PUT', `/Users/${id}/teamMember`, { firstName: 'Nora', lastName: 'Quinn', email, ...changes });

    const renamed = await profile({ firstName: 'Norah' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(valuesOf<{ firstName: string }>(renamed)[0]?.firstName).toBe('Norah');
    expect((await profile({}, demoUser('buyer@demo.procura.local'))).statusCode).toBe(403);
    expect(keys(await profile({ email: 'buyer@demo.procura.local' }))).toBe('userEmailExists');

    const wrong = await profile({
      oldPassword: 'Not!MyPassword1',
      newPassword: 'Brand!NewPass1',
      confirmPassword: 'Brand!NewPass1',
    });
    expect(wrong.statusCode).toBe(401);
    expect(keys(wrong)).toBe('oldPasswordIncorrect');
    // The session survives a wrong old password.
    expect((await me.call('GET', '/UserGroups')).statusCode).toBe(200);
    const weak = await profile({
      oldPassword: freshPassword,
      newPassword: 'weakpass',
      confirmPassword: 'weakpass',
    });
    expect(weak.statusCode).toBe(400);
    expect(keys(weak)).toContain('passwordNotComplex');
    const missingOld = await profile({ newPassword: 'Brand!NewPass1', confirmPassword: 'Brand!NewPass1' });
    expect(missingOld.statusCode).toBe(400);

    const changed = await profile({
      oldPassword: freshPassword,
      newPassword: 'Brand!NewPass1',
      confirmPassword: 'Brand!NewPass1',
    });
    expect(changed.statusCode).toBe(200);
    expect((await me.call('GET', '/UserGroups')).statusCode).toBe(200);
    const otherSession = await t.app.inject({
      method: 'POST',
      url: '/api/v1/login/validate',
      headers: { ...jsonHeaders, cookie: other.cookie },
    });
    expect(otherSession.statusCode).toBe(401);
    expect((await login(email, 'Brand!NewPass1')).statusCode).toBe(200);
    const trail = await auditTrail(t, t.seed.demoCustomerId, 'user', member.id);
    expect(trail.at(-2)).toMatchObject({ action: 'user.profileUpdated', after: { passwordChanged: true } });

    // A user whose password was never set is told to ask an administrator.
    await asSystem(t.database.db, (tx) =>
      tx.update(users).set({ passwordHash: null }).where(eq(users.id, member.id)),
    );
    const never = await profile({
      oldPassword: 'x',
      newPassword: 'Brand!NewPass2',
      confirmPassword: 'Brand!NewPass2',
    });
    expect(never.statusCode).toBe(400);
    expect(keys(never)).toBe('passwordNeverSet');
  });
});
