import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInCaller } from '../../../test/api.ts';
import { databaseKinds } from '../../../test/harness.ts';
import { type IntakeWorld, intakeWorld, keys } from '../../../test/intake-staff.ts';
import { createReferences } from '../../../test/projects.ts';

describe.each(databaseKinds())('intake settings on %s', (kind) => {
  let w: IntakeWorld;

  beforeAll(async () => {
    w = await intakeWorld(kind);
  });
  afterAll(async () => {
    await w?.close();
  });

  it('answers intake off until saved, then what was saved, the guide cleaned, and the node flag set', async () => {
    const first = await w.admin.call('GET', '/IntakeSettings');
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({
      enableIntake: false,
      enableIntakeEssentials: false,
      guide: '',
      departmentIds: [],
      notifyUserIds: [],
      linkPath: `/#/intake-request?cid=${w.place.customerId}&nid=${w.place.nodeId}`,
    });

    const { departmentId } = await createReferences(w.admin);
    const saved = await w.admin.call('PUT', '/IntakeSettings', {
      enableIntake: true,
      enableIntakeEssentials: true,
      guide:
        '<p>Tell us <strong>what</strong> you need.</p><script>alert(1)</script><img src=x onerror="alert(2)">',
      departmentIds: [departmentId, departmentId],
      notifyUserIds: [w.buyer.info.user.id],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const body = saved.json() as { guide: string; departmentIds: number[] };
    expect(body.guide).toContain('<strong>what</strong>');
    expect(body.guide).not.toMatch(/script|onerror/);
    expect(body.departmentIds).toEqual([departmentId]);
    expect((await w.admin.call('GET', '/IntakeSettings')).json()).toEqual(saved.json());

    // The node's flag is what the session and the dashboard read.
    const again = await signedInCaller(w.t, 'admin@demo.procura.local');
    expect(again.info.tenderNode).toMatchObject({ enableIntakeEssentials: true });
  });

  it('refuses another agency’s department and a person who is not an active user of the agency', async () => {
    const before = (await w.admin.call('GET', '/IntakeSettings')).json();
    const base = {
      enableIntake: true,
      enableIntakeEssentials: false,
      guide: '',
      departmentIds: [],
      notifyUserIds: [],
    };
    const department = await w.admin.call('PUT', '/IntakeSettings', { ...base, departmentIds: [999_999] });
    expect(department.statusCode).toBe(400);
    expect(keys(department)).toBe('intakeDepartmentInvalid');
    const person = await w.admin.call('PUT', '/IntakeSettings', {
      ...base,
      notifyUserIds: [w.northwind.info.user.id],
    });
    expect(person.statusCode).toBe(400);
    expect(keys(person)).toBe('invalidUserId');
    expect((await w.admin.call('GET', '/IntakeSettings')).json()).toEqual(before);
  });

  it('needs the control panel right to change them', async () => {
    const refused = await w.evaluator.call('PUT', '/IntakeSettings', {
      enableIntake: false,
      enableIntakeEssentials: false,
      guide: '',
      departmentIds: [],
      notifyUserIds: [],
    });
    expect(refused.statusCode).toBe(403);
  });
});
