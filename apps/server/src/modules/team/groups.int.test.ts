import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditTrail, signedInCaller, valuesOf } from '../../../test/api.ts';
import { createTestApp, databaseKinds, type TestApp } from '../../../test/harness.ts';

type Group = {
  id: number;
  name: string;
  departmentId: number | null;
  users: { id: number; email: string }[];
  permissions: string[];
};
type Caller = Awaited<ReturnType<typeof signedInCaller>>;

describe.each(databaseKinds())('user groups on %s', (kind) => {
  let t: TestApp;
  let admin: Caller;
  let departmentId: number;

  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = await signedInCaller(t, 'admin@demo.procura.local');
    const department = await admin.call('POST', '/Departments', { name: 'Public Works' });
    departmentId = valuesOf<{ id: number }>(department)[0]?.id ?? 0;
  });
  afterAll(async () => {
    await t?.close();
  });

  const keys = (response: { headers: Record<string, unknown> }) => response.headers['x-message-keys'];
  const userId = (email: string) => t.seed.demoUsers.get(email) ?? 0;
  const groupsOf = async (caller: Caller = admin) => valuesOf<Group>(await caller.call('GET', '/UserGroups'));
  const createGroup = async (body: Record<string, unknown>) => {
    const response = await admin.call('POST', '/UserGroups', body);
    expect(response.statusCode, response.body).toBe(200);
    return valuesOf<Group>(response)[0] as Group;
  };

  it('lists the node groups with members, permissions and department, to any user of the agency', async () => {
    const evaluator = await signedInCaller(t, 'evaluator@demo.procura.local');
    const groups = await groupsOf(evaluator);
    expect(groups.map((g) => g.name)).toEqual([
      'Administrators',
      'Buyers',
      'Evaluators',
      'Procurement Leads',
    ]);
    const administrators = groups.find((g) => g.name === 'Administrators');
    expect(administrators?.users.map((u) => u.email)).toEqual(['admin@demo.procura.local']);
    expect(administrators?.permissions).toContain('TEAM_MEMBERS_EDIT');
    expect(administrators?.departmentId).toBeNull();
    const one = valuesOf<Group>(await evaluator.call('GET', `/UserGroups?userGroupId=${administrators?.id}`));
    expect(one.map((g) => g.name)).toEqual(['Administrators']);
    // Another agency's groups are not listed.
    const northwind = await signedInCaller(t, 'admin@northwind.procura.local', 'northwind');
    const theirs = await groupsOf(northwind);
    expect(theirs.some((g) => groups.some((mine) => mine.id === g.id))).toBe(false);
  });

  it('creates a group with a department and permissions, and refuses duplicates and unknown departments', async () => {
    const group = await createGroup({
      name: 'Road Crew',
      departmentId,
      permissions: ['BUILD_VIEW', 'SOURCE_VIEW'],
    });
    expect(group).toMatchObject({
      name: 'Road Crew',
      departmentId,
      users: [],
      permissions: ['BUILD_VIEW', 'SOURCE_VIEW'],
    });
    const duplicate = await admin.call('POST', '/UserGroups', { name: '  road crew ', permissions: [] });
    expect(duplicate.statusCode).toBe(400);
    expect(keys(duplicate)).toBe('userGroupDuplicateName');
    const department = await admin.call('POST', '/UserGroups', {
      name: 'Elsewhere',
      departmentId: 999999,
      permissions: [],
    });
    expect(department.statusCode).toBe(400);
    expect(keys(department)).toBe('userGroupDepartmentNotFound');
    const permission = await admin.call('POST', '/UserGroups', {
      name: 'Odd',
      permissions: ['NOT_A_PERMISSION'],
    });
    expect(permission.statusCode).toBe(400);
    expect(keys(permission)).toBe('userGroupInvalidPermission');
    const nameless = await admin.call('POST', '/UserGroups', { name: ' ', permissions: [] });
    expect(keys(nameless)).toBe('userGroupNameRequired');
    const [created] = await auditTrail(t, t.seed.demoCustomerId, 'userGroup', group.id);
    expect(created).toMatchObject({
      action: 'userGroup.created',
      after: { name: 'Road Crew', departmentId },
    });
  });

  it('updates a group: renames, replaces permissions, keeps or clears the department', async () => {
    const group = await createGroup({ name: 'Inspectors', departmentId, permissions: ['BUILD_VIEW'] });
    const update = (body: Record<string, unknown>) =>
      admin.call('PUT', '/UserGroups', { id: group.id, ...body });
    const renamed = await update({ name: 'INSPECTORS', permissions: ['AWARD_VIEW', 'REPORTS_VIEW'] });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(valuesOf<Group>(renamed)[0]).toMatchObject({
      name: 'INSPECTORS',
      departmentId,
      permissions: ['AWARD_VIEW', 'REPORTS_VIEW'],
    });
    const cleared = await update({ name: 'Inspectors', departmentId: null, permissions: [] });
    expect(valuesOf<Group>(cleared)[0]).toMatchObject({ departmentId: null, permissions: [] });
    const taken = await update({ name: 'administrators', permissions: [] });
    expect(keys(taken)).toBe('userGroupDuplicateName');
    const unknown = await admin.call('PUT', '/UserGroups', { id: 999999, name: 'Ghosts', permissions: [] });
    expect(unknown.statusCode).toBe(404);
    expect(keys(unknown)).toBe('userGroupNotFound');
    const missingId = await admin.call('PUT', '/UserGroups', { name: 'No id', permissions: [] });
    expect(missingId.statusCode).toBe(400);
    expect(keys(missingId)).toBe('userGroupInvalidId');
    const trail = await auditTrail(t, t.seed.demoCustomerId, 'userGroup', group.id);
    expect(trail.map((e) => e.action)).toEqual([
      'userGroup.created',
      'userGroup.updated',
      'userGroup.updated',
    ]);
    expect(trail[1]).toMatchObject({
      before: { name: 'Inspectors', permissions: ['BUILD_VIEW'] },
      after: { name: 'INSPECTORS', permissions: ['AWARD_VIEW', 'REPORTS_VIEW'] },
    });
  });

  it('adds and removes every listed user to and from every listed group; the rights follow at once', async () => {
    const viewers = await createGroup({ name: 'Team viewers', permissions: ['TEAM_MEMBERS_VIEW'] });
    const other = await createGroup({ name: 'Second group', permissions: [] });
    const buyer = await signedInCaller(t, 'buyer@demo.procura.local');
    expect((await buyer.call('GET', '/Users')).statusCode).toBe(403);

    const members = {
      userIds: [userId('buyer@demo.procura.local'), userId('evaluator@demo.procura.local')],
      groupIds: [viewers.id, other.id],
    };
    const added = await admin.call('POST', '/UserGroups/Users', members);
    expect(added.statusCode, added.body).toBe(200);
    for (const group of valuesOf<Group>(added)) {
      expect(group.users.map((u) => u.email).sort()).toEqual([
        'buyer@demo.procura.local',
        'evaluator@demo.procura.local',
      ]);
    }
    // Adding again changes nothing.
    expect((await admin.call('POST', '/UserGroups/Users', members)).statusCode).toBe(200);
    expect((await buyer.call('GET', '/Users')).statusCode).toBe(200);

    const removed = await admin.call('DELETE', '/UserGroups/Users', {
      userIds: [userId('buyer@demo.procura.local')],
      groupIds: [viewers.id],
    });
    expect(removed.statusCode).toBe(200);
    expect(valuesOf<Group>(removed)[0]?.users.map((u) => u.email)).toEqual(['evaluator@demo.procura.local']);
    expect((await buyer.call('GET', '/Users')).statusCode).toBe(403);

    const unknownGroup = await admin.call('POST', '/UserGroups/Users', {
      userIds: members.userIds,
      groupIds: [999999],
    });
    expect(unknownGroup.statusCode).toBe(404);
    expect(keys(unknownGroup)).toBe('userGroupNotFound');
    const unknownUser = await admin.call('POST', '/UserGroups/Users', {
      userIds: [999999],
      groupIds: [viewers.id],
    });
    expect(unknownUser.statusCode).toBe(404);
    const empty = await admin.call('POST', '/UserGroups/Users', { userIds: [], groupIds: [viewers.id] });
    expect(empty.statusCode).toBe(400);

    const trail = await auditTrail(t, t.seed.demoCustomerId, 'userGroup', viewers.id);
    expect(trail.map((e) => e.action)).toEqual([
      'userGroup.created',
      'userGroup.membersAdded',
      'userGroup.membersAdded',
      'userGroup.membersRemoved',
    ]);
  });

  it('deletes a group and its memberships; another agency cannot touch it', async () => {
    const group = await createGroup({ name: 'Short lived', permissions: ['TEAM_MEMBERS_VIEW'] });
    await admin.call('POST', '/UserGroups/Users', {
      userIds: [userId('buyer@demo.procura.local')],
      groupIds: [group.id],
    });
    const northwind = await signedInCaller(t, 'admin@northwind.procura.local', 'northwind');
    const foreign = await northwind.call('DELETE', `/UserGroups?userGroupId=${group.id}`);
    expect(foreign.statusCode).toBe(404);

    const deleted = await admin.call('DELETE', `/UserGroups?userGroupId=${group.id}`);
    expect(deleted.statusCode).toBe(200);
    expect(valuesOf<Group>(deleted)[0]?.name).toBe('Short lived');
    expect((await groupsOf()).some((g) => g.id === group.id)).toBe(false);
    const buyer = await signedInCaller(t, 'buyer@demo.procura.local');
    expect((await buyer.call('GET', '/Users')).statusCode).toBe(403);
    expect((await admin.call('DELETE', `/UserGroups?userGroupId=${group.id}`)).statusCode).toBe(404);
    const trail = await auditTrail(t, t.seed.demoCustomerId, 'userGroup', group.id);
    expect(trail.at(-1)).toMatchObject({
      action: 'userGroup.deleted',
      before: { name: 'Short lived', userIds: [userId('buyer@demo.procura.local')] },
    });
  });

  it('refuses group writes without the team action right', async () => {
    const lead = await signedInCaller(t, 'lead@demo.procura.local');
    const [first] = await groupsOf();
    const responses = await Promise.all([
      lead.call('PUT', '/UserGroups', { id: first?.id, name: 'Renamed', permissions: [] }),
      lead.call('DELETE', `/UserGroups?userGroupId=${first?.id}`),
      lead.call('DELETE', '/UserGroups/Users', {
        userIds: [userId('admin@demo.procura.local')],
        groupIds: [first?.id],
      }),
    ]);
    expect(responses.map((r) => r.statusCode)).toEqual([403, 403, 403]);
  });
});
