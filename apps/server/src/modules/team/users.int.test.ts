import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditTrail, signedInCaller, valuesOf } from '../../../test/api.ts';
import { createTestApp, databaseKinds, jsonHeaders, signIn, type TestApp } from '../../../test/harness.ts';
import { users } from '../../db/schema/index.ts';
import { asSystem } from '../../platform/tenancy.ts';

type Member = {
  id: number;
  email: string;
  username: string;
  firstName: string;
  inActive: boolean;
  locked: boolean;
  purchaser: boolean;
  groupIds: number[];
  permissions?: string[];
};
type Caller = Awaited<ReturnType<typeof signedInCaller>>;

const freshPassword = 'Fresh!Start2026';
const newMember = (email: string, extra: Record<string, unknown> = {}) => ({
  email,
  firstName: 'Nora',
  lastName: 'Quinn',
  password: freshPassword,
  confirmPassword: freshPassword,
  inActive: false,
  ...extra,
});

describe.each(databaseKinds())('team members on %s', (kind) => {
  let t: TestApp;
  let admin: Caller;
  let groupIds: Record<string, number>;
  let seq = 0;
  const uniqueEmail = () => `member${++seq}@demo.procura.local`;

  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = await signedInCaller(t, 'admin@demo.procura.local');
    const groups = valuesOf<{ id: number; name: string }>(await admin.call('GET', '/UserGroups'));
    groupIds = Object.fromEntries(groups.map((g) => [g.name, g.id]));
  });
  afterAll(async () => {
    await t?.close();
  });

  const demoUser = (email: string) => t.seed.demoUsers.get(email) ?? 0;
  const create = async (email: string, extra: Record<string, unknown> = {}) => {
    const response = await admin.call('POST', '/Users', newMember(email, extra));
    expect(response.statusCode, response.body).toBe(200);
    return valuesOf<Member>(response)[0] as Member;
  };
  const keys = (response: { headers: Record<string, unknown> }) => response.headers['x-message-keys'];
  /** Signs in from one client address: the lock-out counts per account and address. */
  const login = (username: string, password = freshPassword) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/login',
      headers: jsonHeaders,
      payload: { username, password, domain: 'demo' },
      remoteAddress: '127.0.0.77',
    });

  it('adds a member with groups: username defaults to the email, the password is stored as argon2id', async () => {
    const email = uniqueEmail();
    const member = await create(email, { groupIds: [groupIds.Buyers], purchaser: true });
    expect(member).toMatchObject({ email, username: email, inActive: false, purchaser: true, locked: false });
    expect(member.groupIds).toEqual([groupIds.Buyers]);
    const [row] = await asSystem(t.database.db, (tx) =>
      tx.select().from(users).where(eq(users.id, member.id)),
    );
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
    expect((await login(email)).statusCode).toBe(200);

    const [created] = await auditTrail(t, t.seed.demoCustomerId, 'user', member.id);
    expect(created).toMatchObject({ action: 'user.created', actorUserId: admin.info.user.id });
    expect(JSON.stringify(created?.after)).not.toContain('argon2');
    expect(created?.after).toMatchObject({ email, groupIds: [groupIds.Buyers] });
  });

  it('refuses an email already used by an active user, case-insensitively, but reuses an inactive one', async () => {
    const taken = await admin.call('POST', '/Users', newMember('LEAD@demo.procura.local'));
    expect(taken.statusCode).toBe(400);
    expect(keys(taken)).toBe('userEmailExists');
    // Another agency's user with the same address is no conflict.
    const email = uniqueEmail();
    const first = await create(email);
    expect((await admin.call('PUT', `/Users/Status?active=false&userId=${first.id}`)).statusCode).toBe(200);
    const second = await create(email.toUpperCase());
    expect(second.id).not.toBe(first.id);
    // Reactivating the first would give two active users one email.
    const back = await admin.call('PUT', `/Users/Status?active=true&userId=${first.id}`);
    expect(back.statusCode).toBe(400);
    expect(keys(back)).toBe('userEmailExists');
    // An inactive user may be created with a taken email; it stays inactive.
    const dormant = await create('buyer@demo.procura.local', { inActive: true });
    expect(dormant.inActive).toBe(true);
  });

  it('checks input: complex password, matching confirmation, known groups, required names', async () => {
    const weak = await admin.call(
      'POST',
      '/Users',
      newMember(uniqueEmail(), { password: 'weak', confirmPassword: 'weak' }),
    );
    expect(weak.statusCode).toBe(400);
    expect(keys(weak)).toContain('passwordNotComplex');
    const mismatch = await admin.call(
      'POST',
      '/Users',
      newMember(uniqueEmail(), { confirmPassword: 'Other!Pass2026' }),
    );
    expect(keys(mismatch)).toBe('passwordMismatch');
    const group = await admin.call('POST', '/Users', newMember(uniqueEmail(), { groupIds: [999999] }));
    expect(group.statusCode).toBe(400);
    expect(keys(group)).toBe('userInvalidGroup');
    const nameless = await admin.call('POST', '/Users', newMember(uniqueEmail(), { firstName: '  ' }));
    expect(keys(nameless)).toBe('userFirstNameRequired');
    const badEmail = await admin.call('POST', '/Users', newMember('not-an-email'));
    expect(keys(badEmail)).toBe('userInvalidEmail');
  });

  it('edits a member: groups replace memberships, the email rule excludes the member, a new password is optional', async () => {
    const member = await create(uniqueEmail(), { groupIds: [groupIds.Buyers] });
    const edit = (changes: Record<string, unknown>) =>
      admin.call('PUT', '/Users', {
        id: member.id,
        email: member.email,
        firstName: 'Nora',
        lastName: 'Quinn-Lee',
        inActive: false,
        ...changes,
      });
    const saved = await edit({ groupIds: [groupIds.Evaluators, groupIds['Procurement Leads']] });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(valuesOf<Member>(saved)[0]?.groupIds.sort()).toEqual(
      [groupIds.Evaluators, groupIds['Procurement Leads']].sort(),
    );
    const taken = await edit({ email: 'Admin@Demo.procura.local' });
    expect(taken.statusCode).toBe(400);
    expect(keys(taken)).toBe('userEmailExists');
    const renamed = await edit({ email: `renamed.${member.email}` });
    // The username followed the email, so it follows the change.
    expect(valuesOf<Member>(renamed)[0]).toMatchObject({
      email: `renamed.${member.email}`,
      username: `renamed.${member.email}`,
    });
    const withPassword = await edit({
      email: `renamed.${member.email}`,
      password: 'Second!Pass2026',
      confirmPassword: 'Second!Pass2026',
    });
    expect(withPassword.statusCode).toBe(200);
    expect((await login(`renamed.${member.email}`, 'Second!Pass2026')).statusCode).toBe(200);
    const trail = await auditTrail(t, t.seed.demoCustomerId, 'user', member.id);
    expect(trail.filter((e) => e.action === 'user.updated')).toHaveLength(3);
    expect(trail.filter((e) => e.action === 'user.updated').at(-1)?.after).toMatchObject({
      passwordChanged: true,
    });
  });

  it('answers 404 for unknown users and for users of another agency', async () => {
    const northwindAdmin = await signIn(t, 'admin@northwind.procura.local', 'northwind');
    const otherId = northwindAdmin.info.user.id;
    for (const id of [999999, otherId]) {
      const status = await admin.call('PUT', `/Users/Status?active=false&userId=${id}`);
      expect(status.statusCode).toBe(404);
      expect(status.json()).toEqual(['Not Found']);
      expect((await admin.call('PUT', `/Users/Unlock?userid=${id}`)).statusCode).toBe(404);
      expect((await admin.call('DELETE', `/Users?userId=${id}`)).statusCode).toBe(404);
      const edit = await admin.call('PUT', '/Users', {
        id,
        email: 'x@northwind.procura.local',
        firstName: 'X',
        lastName: 'Y',
        inActive: false,
      });
      expect(edit.statusCode).toBe(404);
    }
    expect(valuesOf(await admin.call('GET', `/Users?userId=${otherId}`))).toEqual([]);
  });

  it('refuses to let anyone deactivate or delete themselves', async () => {
    const self = admin.info.user.id;
    const status = await admin.call('PUT', `/Users/Status?active=false&userId=${self}`);
    expect(status.statusCode).toBe(400);
    expect(keys(status)).toBe('cannotDeactivateSelf');
    const edit = await admin.call('PUT', '/Users', {
      id: self,
      email: 'admin@demo.procura.local',
      firstName: 'Alex',
      lastName: 'Morgan',
      inActive: true,
    });
    expect(keys(edit)).toBe('cannotDeactivateSelf');
    const deleteSelf = await admin.call('DELETE', `/Users?userId=${self}`);
    expect(deleteSelf.statusCode).toBe(400);
    expect(keys(deleteSelf)).toBe('cannotDeleteSelf');
  });

  it('deactivation ends the sessions; reactivation leaves the user in no group, by status or by edit', async () => {
    const member = await create(uniqueEmail(), { groupIds: [groupIds.Buyers, groupIds.Evaluators] });
    const session = await signIn(t, member.email, 'demo', freshPassword);
    const off = await admin.call('PUT', `/Users/Status?active=false&userId=${member.id}`);
    expect(valuesOf<Member>(off)[0]).toMatchObject({ inActive: true });
    expect(valuesOf<Member>(off)[0]?.groupIds).toHaveLength(2);
    const validate = await t.app.inject({
      method: 'POST',
      url: '/api/v1/login/validate',
      headers: { ...jsonHeaders, cookie: session.cookie },
    });
    expect(validate.statusCode).toBe(401);
    expect((await login(member.email)).statusCode).toBe(401);

    const on = await admin.call('PUT', `/Users/Status?active=true&userId=${member.id}`);
    expect(valuesOf<Member>(on)[0]).toMatchObject({ inActive: false, groupIds: [] });
    expect((await login(member.email)).statusCode).toBe(200);
    const trail = await auditTrail(t, t.seed.demoCustomerId, 'user', member.id);
    expect(trail.map((e) => e.action)).toEqual(
      expect.arrayContaining(['user.created', 'user.deactivated', 'user.activated']),
    );

    // The same rule through the edit form: groups sent with the reactivation are not kept.
    await admin.call('PUT', '/Users', {
      id: member.id,
      email: member.email,
      firstName: 'Nora',
      lastName: 'Quinn',
      inActive: true,
      groupIds: [groupIds.Buyers],
    });
    const edited = await admin.call('PUT', '/Users', {
      id: member.id,
      email: member.email,
      firstName: 'Nora',
      lastName: 'Quinn',
      inActive: false,
      groupIds: [groupIds.Buyers],
    });
    expect(valuesOf<Member>(edited)[0]).toMatchObject({ inActive: false, groupIds: [] });
  });

  it('unlock lets a locked-out user sign in again', async () => {
    const email = 'evaluator@demo.procura.local';
    for (let i = 0; i < 5; i++) await login(email, 'Wrong!Password1');
    expect((await login(email, 'Procura!Demo2026')).statusCode).toBe(429);
    const listed = valuesOf<Member>(await admin.call('GET', `/Users?userId=${demoUser(email)}`))[0];
    expect(listed?.locked).toBe(true);
    const unlocked = await admin.call('PUT', `/Users/Unlock?userid=${demoUser(email)}`);
    expect(unlocked.statusCode).toBe(200);
    expect(valuesOf<Member>(unlocked)[0]?.locked).toBe(false);
    expect((await login(email, 'Procura!Demo2026')).statusCode).toBe(200);
    const trail = await auditTrail(t, t.seed.demoCustomerId, 'user', demoUser(email));
    expect(trail.at(-2)).toMatchObject({
      action: 'user.unlocked',
      after: { lockedAt: null, failedLoginCount: 0 },
    });
    // The query name is accepted in either spelling, and is required.
    expect((await admin.call('PUT', `/Users/Unlock?userId=${demoUser(email)}`)).statusCode).toBe(200);
    expect((await admin.call('PUT', '/Users/Unlock')).statusCode).toBe(400);
  });

  it('deletes softly: the user cannot sign in, their session ends, and they vanish from lists and groups', async () => {
    const member = await create(uniqueEmail(), { groupIds: [groupIds.Buyers] });
    const session = await signIn(t, member.email, 'demo', freshPassword);
    const deleted = await admin.call('DELETE', `/Users?userId=${member.id}`);
    expect(deleted.statusCode).toBe(200);
    expect(valuesOf<Member>(deleted)[0]).toMatchObject({ id: member.id, inActive: true, groupIds: [] });
    const after = await t.app.inject({
      method: 'GET',
      url: `${session.tenantPath}/UserGroups`,
      headers: { cookie: session.cookie },
    });
    expect(after.statusCode).toBe(401);
    expect((await login(member.email)).statusCode).toBe(401);
    const everyone = valuesOf<Member>(await admin.call('GET', '/Users'));
    expect(everyone.some((u) => u.id === member.id)).toBe(false);
    expect(valuesOf(await admin.call('GET', `/Users/?userId=${member.id}`))).toEqual([]);
    const groups = valuesOf<{ users: { id: number }[] }>(await admin.call('GET', '/UserGroups'));
    expect(groups.flatMap((g) => g.users).some((u) => u.id === member.id)).toBe(false);
    expect((await admin.call('DELETE', `/Users?userId=${member.id}`)).statusCode).toBe(404);
    const [row] = await asSystem(t.database.db, (tx) =>
      tx
        .select()
        .from(users)
        .where(and(eq(users.customerId, t.seed.demoCustomerId), eq(users.id, member.id))),
    );
    expect(row).toMatchObject({ deleted: true, inActive: true });
    const trail = await auditTrail(t, t.seed.demoCustomerId, 'user', member.id);
    expect(trail.at(-1)).toMatchObject({ action: 'user.deleted', before: { groupIds: [groupIds.Buyers] } });
    // Its email is free again.
    await create(member.email);
  });

  it('lets TEAM_MEMBERS_VIEW read the team but refuses every write without TEAM_MEMBERS_EDIT', async () => {
    const lead = await signedInCaller(t, 'lead@demo.procura.local');
    expect((await lead.call('GET', '/Users')).statusCode).toBe(200);
    const buyerId = demoUser('buyer@demo.procura.local');
    const writes = [
      lead.call('POST', '/Users', newMember(uniqueEmail())),
      lead.call('PUT', '/Users', {
        id: buyerId,
        email: 'buyer@demo.procura.local',
        firstName: 'S',
        lastName: 'T',
        inActive: false,
      }),
      lead.call('PUT', `/Users/Status?active=false&userId=${buyerId}`),
      lead.call('PUT', `/Users/Unlock?userid=${buyerId}`),
      lead.call('DELETE', `/Users?userId=${buyerId}`),
      lead.call('POST', '/UserGroups', { name: 'Nope', permissions: [] }),
      lead.call('POST', '/UserGroups/Users', { userIds: [buyerId], groupIds: [groupIds.Buyers] }),
    ];
    for (const response of await Promise.all(writes)) {
      expect(response.statusCode).toBe(403);
      expect(keys(response)).toBe('noPermission');
    }
    const buyer = await signedInCaller(t, 'buyer@demo.procura.local');
    expect((await buyer.call('GET', '/Users')).statusCode).toBe(403);
  });

  it('filters purchasers, adds permission ids on request, and answers one user by id with or without the slash', async () => {
    const purchasers = valuesOf<Member>(await admin.call('GET', '/Users?isPurchaser=true'));
    expect(purchasers.length).toBeGreaterThanOrEqual(2);
    expect(purchasers.every((u) => u.purchaser)).toBe(true);
    expect(purchasers.map((u) => u.email)).toEqual(
      expect.arrayContaining(['lead@demo.procura.local', 'buyer@demo.procura.local']),
    );
    expect((await admin.call('GET', '/Users?isPurchaser=maybe')).statusCode).toBe(400);

    const plain = valuesOf<Member>(await admin.call('GET', '/Users'));
    expect(plain.every((u) => u.permissions === undefined)).toBe(true);
    const withPermissions = valuesOf<Member>(await admin.call('GET', '/Users?filter.fields=permissions'));
    const adminRow = withPermissions.find((u) => u.email === 'admin@demo.procura.local');
    expect(adminRow?.permissions).toContain('TEAM_MEMBERS_EDIT');
    const siteAdmin = withPermissions.find((u) => u.email === 'siteadmin@demo.procura.local');
    expect(siteAdmin?.permissions).toEqual([]);

    const id = demoUser('lead@demo.procura.local');
    for (const path of [`/Users/?userId=${id}`, `/Users?userId=${id}`]) {
      const one = valuesOf<Member>(await admin.call('GET', path));
      expect(one.map((u) => u.email)).toEqual(['lead@demo.procura.local']);
    }
  });
});
