import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditTrail, signedInCaller, valuesOf } from '../../../test/api.ts';
import { createTestApp, databaseKinds, type TestApp } from '../../../test/harness.ts';
import { insertProject } from '../../../test/projects.ts';
import { inTenant } from '../../platform/tenancy.ts';
import { projectTeamUserIds } from './service.ts';

type Caller = Awaited<ReturnType<typeof signedInCaller>>;
type Member = {
  id: number;
  userId: number;
  roleId: string;
  roleName: string;
  questionEmails: boolean;
  projectId: number;
};

describe.each(databaseKinds())('project team on %s', (kind) => {
  let t: TestApp;
  let buyer: Caller;
  let siteAdmin: Caller;
  let evaluator: Caller;
  let projectId: number;
  const keys = (response: { headers: Record<string, unknown> }) => response.headers['x-message-keys'];
  const userId = (name: string) => t.seed.demoUsers.get(`${name}@demo.procura.local`) as number;

  beforeAll(async () => {
    t = await createTestApp(kind);
    buyer = await signedInCaller(t, 'buyer@demo.procura.local');
    siteAdmin = await signedInCaller(t, 'siteadmin@demo.procura.local');
    evaluator = await signedInCaller(t, 'evaluator@demo.procura.local');
    ({ projectId } = await insertProject(t, {
      customerId: t.seed.demoCustomerId,
      nodeId: buyer.info.tenderNode.id,
      createdById: userId('buyer'),
    }));
  });
  afterAll(async () => {
    await t?.close();
  });

  it('lists the six project roles with stable ids, in English or French', async () => {
    const roles = valuesOf<{ id: string; name: string; siteAdminOnly: boolean }>(
      await buyer.call('GET', '/projectRoles'),
    );
    expect(roles.map((r) => r.id)).toEqual([
      'purchasingTeamMember',
      'contractAdministrator',
      'evaluator',
      'projectTeamMember',
      'procurementLead',
      'departmentProjectLead',
    ]);
    expect(roles[0]?.name).toBe('Purchasing Team Member (Purchasing Rep)');
    expect(roles.filter((r) => r.siteAdminOnly).map((r) => r.id)).toEqual(['procurementLead']);
    const french = await t.app.inject({
      method: 'GET',
      url: `${buyer.tenantPath}/projectRoles`,
      headers: { cookie: buyer.cookie, 'accept-language': 'fr' },
    });
    expect(valuesOf<{ name: string }>(french)[2]?.name).toBe('Évaluateur');
  });

  it('adds active users in roles, refuses duplicates and inactive or unknown people', async () => {
    const added = await buyer.call('POST', '/projectUsers', {
      projectId,
      userId: userId('evaluator'),
      roleId: 'evaluator',
    });
    expect(added.statusCode, added.body).toBe(200);
    const member = valuesOf<Member>(added)[0] as Member;
    expect(member).toMatchObject({ roleId: 'evaluator', roleName: 'Evaluator', questionEmails: false });

    // The same person in another role is fine; the same role twice is not.
    const second = await buyer.call('POST', '/projectUsers', {
      projectId,
      userId: userId('evaluator'),
      roleId: 'projectTeamMember',
      questionEmails: true,
    });
    expect(second.statusCode).toBe(200);
    const duplicate = await buyer.call('POST', '/projectUsers', {
      projectId,
      userId: userId('evaluator'),
      roleId: 'evaluator',
    });
    expect(duplicate.statusCode).toBe(400);
    expect(keys(duplicate)).toBe('projectUserExists');

    const stranger = await buyer.call('POST', '/projectUsers', {
      projectId,
      userId: 999999,
      roleId: 'evaluator',
    });
    expect(keys(stranger)).toBe('projectUserNotActive');
    await buyer.call('PUT', `/Users/Status?active=false&userId=${userId('lead')}`);
    const admin = await signedInCaller(t, 'admin@demo.procura.local');
    await admin.call('PUT', `/Users/Status?active=false&userId=${userId('lead')}`);
    const inactive = await buyer.call('POST', '/projectUsers', {
      projectId,
      userId: userId('lead'),
      roleId: 'evaluator',
    });
    expect(keys(inactive)).toBe('projectUserNotActive');
    await admin.call('PUT', `/Users/Status?active=true&userId=${userId('lead')}`);

    const team = valuesOf<Member>(await buyer.call('GET', `/projectUsers?projectId=${projectId}`));
    expect(team.map((m) => m.roleId).sort()).toEqual(['evaluator', 'projectTeamMember']);
    const byRole = valuesOf<Member>(await buyer.call('GET', '/projectUsers?roleId=projectTeamMember'));
    expect(byRole.map((m) => m.projectId)).toEqual([projectId]);

    const trail = await auditTrail(t, t.seed.demoCustomerId, 'projectUser', member.id);
    expect(trail[0]).toMatchObject({ action: 'projectUser.added', projectId });
  });

  it('lists the active users work can go to, for anyone on the project', async () => {
    const people = valuesOf<{ id: number; firstName: string; email: string }>(
      await evaluator.call('GET', '/projectUsers/Assignable'),
    );
    expect(people.map((p) => p.email)).toContain('buyer@demo.procura.local');
    expect(people.every((p) => p.email.endsWith('@demo.procura.local'))).toBe(true);
  });

  it('lets only product support assign or remove the Procurement Lead', async () => {
    const refused = await buyer.call('POST', '/projectUsers', {
      projectId,
      userId: userId('lead'),
      roleId: 'procurementLead',
    });
    expect(refused.statusCode).toBe(403);
    expect(keys(refused)).toBe('projectLeadSiteAdminOnly');
    expect(refused.json()).toEqual(['Only product support can assign or remove the Procurement Lead role.']);

    const assigned = await siteAdmin.call('POST', '/projectUsers', {
      projectId,
      userId: userId('lead'),
      roleId: 'procurementLead',
    });
    expect(assigned.statusCode, assigned.body).toBe(200);
    const lead = valuesOf<Member>(assigned)[0] as Member;
    const removal = await buyer.call('DELETE', `/projectUsers?projectUserId=${lead.id}`);
    expect(removal.statusCode).toBe(403);
    expect(keys(removal)).toBe('projectLeadSiteAdminOnly');
    expect((await siteAdmin.call('DELETE', `/projectUsers?projectUserId=${lead.id}`)).statusCode).toBe(200);
    expect((await siteAdmin.call('DELETE', `/projectUsers?projectUserId=${lead.id}`)).statusCode).toBe(404);
  });

  it('lets members opt themselves in to question emails; others need the Build action right', async () => {
    const added = await buyer.call('POST', '/projectUsers', {
      projectId,
      userId: userId('evaluator'),
      roleId: 'contractAdministrator',
    });
    const member = valuesOf<Member>(added)[0] as Member;
    const own = await evaluator.call('PUT', '/projectUsers', { id: member.id, questionEmails: true });
    expect(own.statusCode, own.body).toBe(200);
    expect(valuesOf<Member>(own)[0]?.questionEmails).toBe(true);

    const buyerMembership = valuesOf<Member>(
      await buyer.call('POST', '/projectUsers', {
        projectId,
        userId: userId('buyer'),
        roleId: 'purchasingTeamMember',
      }),
    )[0] as Member;
    // The evaluator holds Build view only: they may not change the buyer's choice, nor add people.
    expect(
      (await evaluator.call('PUT', '/projectUsers', { id: buyerMembership.id, questionEmails: true }))
        .statusCode,
    ).toBe(403);
    expect(
      (
        await evaluator.call('POST', '/projectUsers', {
          projectId,
          userId: userId('admin'),
          roleId: 'evaluator',
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (await buyer.call('PUT', '/projectUsers', { id: buyerMembership.id, questionEmails: true })).statusCode,
    ).toBe(200);

    const optedIn = await inTenant(t.database.db, t.seed.demoCustomerId, (tx) =>
      projectTeamUserIds(tx, t.seed.demoCustomerId, projectId, { questionEmailsOnly: true }),
    );
    expect(optedIn).toEqual([userId('buyer'), userId('evaluator')].sort((a, b) => a - b));
    const everyone = await inTenant(t.database.db, t.seed.demoCustomerId, (tx) =>
      projectTeamUserIds(tx, t.seed.demoCustomerId, projectId),
    );
    expect(new Set(everyone)).toEqual(new Set([userId('buyer'), userId('evaluator')]));
  });

  it('refuses bad input with 400 and keeps other agencies out', async () => {
    for (const body of [
      {},
      { projectId, userId: userId('buyer'), roleId: 'boss' },
      { projectId: 'x', userId: 1, roleId: 'evaluator' },
      { projectId, userId: -1, roleId: 'evaluator' },
    ]) {
      const response = await buyer.call('POST', '/projectUsers', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await buyer.call('GET', '/projectUsers')).statusCode).toBe(400);
    expect((await buyer.call('GET', '/projectUsers?roleId=boss')).statusCode).toBe(400);
    expect((await buyer.call('DELETE', '/projectUsers?projectUserId=abc')).statusCode).toBe(400);
    expect((await buyer.call('PUT', '/projectUsers', { id: 1 })).statusCode).toBe(400);
    expect((await buyer.call('GET', '/projectUsers?projectId=999999')).statusCode).toBe(404);

    const northwind = await signedInCaller(t, 'admin@northwind.procura.local', 'northwind');
    expect((await northwind.call('GET', `/projectUsers?projectId=${projectId}`)).statusCode).toBe(404);
    expect(valuesOf(await northwind.call('GET', '/projectUsers?roleId=evaluator'))).toEqual([]);
    const team = valuesOf<Member>(await buyer.call('GET', `/projectUsers?projectId=${projectId}`));
    const first = team[0] as Member;
    expect((await northwind.call('DELETE', `/projectUsers?projectUserId=${first.id}`)).statusCode).toBe(404);
    expect(
      (await northwind.call('PUT', '/projectUsers', { id: first.id, questionEmails: true })).statusCode,
    ).toBe(404);
    expect(
      (
        await northwind.call('POST', '/projectUsers', {
          projectId,
          userId: userId('buyer'),
          roleId: 'evaluator',
        })
      ).statusCode,
    ).toBe(404);
    // Demo's own path from a northwind session is an agency mismatch.
    const crossPath = await t.app.inject({
      method: 'GET',
      url: `${buyer.tenantPath}/projectUsers?projectId=${projectId}`,
      headers: { cookie: northwind.cookie },
    });
    expect(crossPath.statusCode).toBe(403);
  });
});
