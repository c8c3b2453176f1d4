import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditTrail, signedInCaller, valuesOf } from '../../../test/api.ts';
import { createTestApp, databaseKinds, type TestApp } from '../../../test/harness.ts';

type Division = { id: number; departmentId: number; name: string };
type Department = {
  id: number;
  name: string;
  divisions?: Division[];
  userGroups?: { id: number; name: string }[];
};
type Caller = Awaited<ReturnType<typeof signedInCaller>>;

describe.each(databaseKinds())('departments and divisions on %s', (kind) => {
  let t: TestApp;
  let admin: Caller;

  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = await signedInCaller(t, 'admin@demo.procura.local');
  });
  afterAll(async () => {
    await t?.close();
  });

  const keys = (response: { headers: Record<string, unknown> }) => response.headers['x-message-keys'];
  const createDepartment = async (name: string, caller: Caller = admin) => {
    const response = await caller.call('POST', '/Departments', { name });
    expect(response.statusCode, response.body).toBe(200);
    return valuesOf<Department>(response)[0] as Department;
  };
  const createDivision = async (departmentId: number, name: string) => {
    const response = await admin.call('POST', '/Divisions', { departmentId, name });
    expect(response.statusCode, response.body).toBe(200);
    return valuesOf<Division>(response)[0] as Division;
  };

  it('creates and renames departments with names unique in the agency, case-insensitively', async () => {
    const finance = await createDepartment('  Finance ');
    expect(finance.name).toBe('Finance');
    const duplicate = await admin.call('POST', '/Departments', { name: 'FINANCE' });
    expect(duplicate.statusCode).toBe(400);
    expect(keys(duplicate)).toBe('nameAlreadyExists');
    const blank = await admin.call('POST', '/Departments', { name: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(keys(blank)).toBe('nameRequired');

    const parks = await createDepartment('Parks');
    const rename = (id: number, name: string) => admin.call('PUT', '/Departments/UpdateName', { id, name });
    expect(valuesOf<Department>(await rename(parks.id, 'Parks and Recreation'))[0]?.name).toBe(
      'Parks and Recreation',
    );
    expect((await rename(parks.id, 'parks and recreation')).statusCode).toBe(200);
    expect(keys(await rename(parks.id, 'finance'))).toBe('nameAlreadyExists');
    expect((await rename(999999, 'Nowhere')).statusCode).toBe(404);
    // Another agency may use the same name and does not see ours.
    const northwind = await signedInCaller(t, 'admin@northwind.procura.local', 'northwind');
    await createDepartment('Finance', northwind);
    const theirs = valuesOf<Department>(await northwind.call('GET', '/Departments'));
    expect(theirs.map((d) => d.name)).toEqual(['Finance']);
    expect((await northwind.call('DELETE', `/Departments?departmentId=${finance.id}`)).statusCode).toBe(404);

    const trail = await auditTrail(t, t.seed.demoCustomerId, 'department', parks.id);
    expect(trail.map((e) => e.action)).toEqual([
      'department.created',
      'department.renamed',
      'department.renamed',
    ]);
    expect(trail[1]).toMatchObject({ before: { name: 'Parks' }, after: { name: 'Parks and Recreation' } });
  });

  it('manages divisions: unique per department, movable, listed by department', async () => {
    const roads = await createDepartment('Roads');
    const water = await createDepartment('Water');
    const paving = await createDivision(roads.id, 'Paving');
    expect(paving).toMatchObject({ departmentId: roads.id, name: 'Paving' });
    const duplicate = await admin.call('POST', '/Divisions', { departmentId: roads.id, name: 'PAVING' });
    expect(keys(duplicate)).toBe('nameAlreadyExists');
    // The same name in another department is fine.
    await createDivision(water.id, 'Paving');
    const orphan = await admin.call('POST', '/Divisions', { departmentId: 999999, name: 'Lost' });
    expect(orphan.statusCode).toBe(400);
    expect(keys(orphan)).toBe('invalidDepartmentId');

    const signs = await createDivision(roads.id, 'Signs');
    const listed = valuesOf<Division>(await admin.call('GET', `/Divisions?departmentId=${roads.id}`));
    expect(listed.map((d) => d.name)).toEqual(['Paving', 'Signs']);
    expect((await admin.call('GET', '/Divisions?departmentId=999999')).statusCode).toBe(404);

    const renamed = await admin.call('PUT', '/Divisions', { id: signs.id, name: 'Signals' });
    expect(valuesOf<Division>(renamed)[0]).toMatchObject({ name: 'Signals', departmentId: roads.id });
    // Moving into a department that already has the name is refused; elsewhere it moves.
    expect(
      keys(await admin.call('PUT', '/Divisions', { id: paving.id, name: 'Paving', departmentId: water.id })),
    ).toBe('nameAlreadyExists');
    const moved = await admin.call('PUT', '/Divisions', {
      id: signs.id,
      name: 'Signals',
      departmentId: water.id,
    });
    expect(valuesOf<Division>(moved)[0]?.departmentId).toBe(water.id);
    expect((await admin.call('PUT', '/Divisions', { id: 999999, name: 'Ghost' })).statusCode).toBe(404);

    expect((await admin.call('DELETE', `/Divisions?divisionId=${signs.id}`)).statusCode).toBe(200);
    expect((await admin.call('DELETE', `/Divisions?divisionId=${signs.id}`)).statusCode).toBe(404);
    const trail = await auditTrail(t, t.seed.demoCustomerId, 'division', signs.id);
    expect(trail.map((e) => e.action)).toEqual([
      'division.created',
      'division.updated',
      'division.updated',
      'division.deleted',
    ]);
  });

  it('lists departments with their divisions and groups on request, and all of them', async () => {
    const fleet = await createDepartment('Fleet');
    await createDivision(fleet.id, 'Garage');
    const group = await admin.call('POST', '/UserGroups', {
      name: 'Fleet managers',
      departmentId: fleet.id,
      permissions: [],
    });
    expect(group.statusCode).toBe(200);

    const plain = valuesOf<Department>(await admin.call('GET', '/Departments'));
    expect(plain.find((d) => d.id === fleet.id)).toEqual({ id: fleet.id, name: 'Fleet' });
    const full = valuesOf<Department>(
      await admin.call('GET', '/Departments?filter.fields=Divisions,UserGroups'),
    );
    expect(full.find((d) => d.id === fleet.id)).toMatchObject({
      divisions: [{ name: 'Garage', departmentId: fleet.id }],
      userGroups: [{ name: 'Fleet managers' }],
    });
    const names = full.map((d) => d.name);
    expect(names).toEqual([...names].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())));
    const all = valuesOf<Department>(await admin.call('GET', '/Departments/All'));
    expect(all.find((d) => d.id === fleet.id)?.divisions?.map((d) => d.name)).toEqual(['Garage']);
  });

  it('refuses to delete a department while a group uses it, then deletes it with its divisions', async () => {
    const library = await createDepartment('Library');
    await createDivision(library.id, 'Branches');
    const group = valuesOf<{ id: number }>(
      await admin.call('POST', '/UserGroups', {
        name: 'Librarians',
        departmentId: library.id,
        permissions: [],
      }),
    )[0];
    const refused = await admin.call('DELETE', `/Departments?departmentId=${library.id}`);
    expect(refused.statusCode).toBe(400);
    expect(keys(refused)).toBe('dropdownOptionInUse');

    await admin.call('PUT', '/UserGroups', {
      id: group?.id,
      name: 'Librarians',
      departmentId: null,
      permissions: [],
    });
    const deleted = await admin.call('DELETE', `/Departments?departmentId=${library.id}`);
    expect(deleted.statusCode).toBe(200);
    expect((await admin.call('GET', `/Divisions?departmentId=${library.id}`)).statusCode).toBe(404);
    expect((await admin.call('DELETE', `/Departments?departmentId=${library.id}`)).statusCode).toBe(404);
    const trail = await auditTrail(t, t.seed.demoCustomerId, 'department', library.id);
    expect(trail.at(-1)).toMatchObject({
      action: 'department.deleted',
      before: { name: 'Library', divisions: ['Branches'] },
    });
  });

  it('lets any user of the agency read departments, and only control-panel managers change them', async () => {
    const evaluator = await signedInCaller(t, 'evaluator@demo.procura.local');
    expect((await evaluator.call('GET', '/Departments?filter.fields=Divisions')).statusCode).toBe(200);
    expect((await evaluator.call('GET', '/Departments/All')).statusCode).toBe(200);
    const anyDepartment = valuesOf<Department>(await evaluator.call('GET', '/Departments'))[0];
    expect((await evaluator.call('GET', `/Divisions?departmentId=${anyDepartment?.id}`)).statusCode).toBe(
      200,
    );
    // Procurement leads may view the control panel but not manage it.
    const lead = await signedInCaller(t, 'lead@demo.procura.local');
    for (const caller of [evaluator, lead]) {
      const responses = await Promise.all([
        caller.call('POST', '/Departments', { name: 'Forbidden' }),
        caller.call('PUT', '/Departments/UpdateName', { id: anyDepartment?.id, name: 'Forbidden' }),
        caller.call('DELETE', `/Departments?departmentId=${anyDepartment?.id}`),
        caller.call('POST', '/Divisions', { departmentId: anyDepartment?.id, name: 'Forbidden' }),
        caller.call('PUT', '/Divisions', { id: 1, name: 'Forbidden' }),
        caller.call('DELETE', '/Divisions?divisionId=1'),
      ]);
      expect(responses.map((r) => r.statusCode)).toEqual([403, 403, 403, 403, 403, 403]);
    }
  });
});
