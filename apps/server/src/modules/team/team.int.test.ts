import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, databaseKinds, signIn, type TestApp } from '../../../test/harness.ts';

describe.each(databaseKinds())('team list and route permissions on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { extraUsersPerAgency: 45 });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('pages the team with a total, and searches names and emails', async () => {
    const { cookie, tenantPath } = await signIn(t, 'admin@demo.procura.local');
    const page = async (query: string) => {
      const response = await t.app.inject({
        method: 'GET',
        url: `${tenantPath}/Users?${query}`,
        headers: { cookie },
      });
      expect(response.statusCode).toBe(200);
      return response.json().data.userDTO as {
        values: { email: string; groupIds: number[]; locked: boolean }[];
        count: number;
        total: number;
      };
    };
    const first = await page('offset=0&limit=20');
    expect(first).toMatchObject({ count: 20, total: 50 });
    const third = await page('offset=40&limit=20');
    expect(third).toMatchObject({ count: 10, total: 50 });
    const firstEmails = new Set(first.values.map((u) => u.email));
    expect(third.values.some((u) => firstEmails.has(u.email))).toBe(false);
    const everyone = await page('');
    expect(everyone.count).toBe(50);

    const search = await page('search=Priya');
    expect(search.values.map((u) => u.email)).toEqual(['lead@demo.procura.local']);
    expect((await page('search=priya raman')).total).toBe(1);
    expect((await page('search=%25')).total).toBe(0);
    const lead = await page('search=Priya');
    const one = await page(`userId=${(lead.values[0] as unknown as { id: number }).id}`);
    expect(one.values.map((u) => u.email)).toEqual(['lead@demo.procura.local']);
    expect((await page('userId=999999')).total).toBe(0);
    const admin = (await page('search=admin@demo')).values[0];
    expect(admin?.groupIds.length).toBe(1);
    expect(admin?.locked).toBe(false);
  });

  it('refuses the team list to a user without the team permission, and lets them read route permissions', async () => {
    const { cookie, tenantPath } = await signIn(t, 'evaluator@demo.procura.local');
    const refused = await t.app.inject({ method: 'GET', url: `${tenantPath}/Users`, headers: { cookie } });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual(['You do not have permission to perform this action.']);
    const entries = await t.app.inject({
      method: 'GET',
      url: `${tenantPath}/RoutePermissions/All`,
      headers: { cookie },
    });
    expect(entries.statusCode).toBe(200);
    const team = entries
      .json()
      .data.routePermissionDTO.values.find(
        (e: { routeName: string; controlId?: string | null }) => e.routeName === 'team' && !e.controlId,
      );
    expect(team.permissions).toEqual([
      { id: 'TEAM_MEMBERS_VIEW', canPerformAction: false },
      { id: 'TEAM_MEMBERS_EDIT', canPerformAction: true },
    ]);
    const groups = await t.app.inject({
      method: 'GET',
      url: `${tenantPath}/UserGroups`,
      headers: { cookie },
    });
    expect(groups.json().data.userGroupDTO.values.map((g: { name: string }) => g.name)).toEqual([
      'Administrators',
      'Buyers',
      'Evaluators',
      'Procurement Leads',
    ]);
    const permissions = await t.app.inject({
      method: 'GET',
      url: `${tenantPath}/Permissions/All`,
      headers: { cookie },
    });
    expect(permissions.json().data.permissionDTO.count).toBeGreaterThan(40);
  });

  it('lets a site administrator through every route whatever their groups', async () => {
    const { cookie, tenantPath, info } = await signIn(t, 'siteadmin@demo.procura.local');
    expect(info).toMatchObject({ user: { permissions: [], isSiteAdmin: true } });
    expect(
      (await t.app.inject({ method: 'GET', url: `${tenantPath}/Users`, headers: { cookie } })).statusCode,
    ).toBe(200);
  });

  it('answers the agency, its nodes and hosts', async () => {
    const { cookie, tenantPath, info } = await signIn(t, 'buyer@demo.procura.local');
    const customer = await t.app.inject({
      method: 'GET',
      url: `/api/v1/customer/${info.customer.id}`,
      headers: { cookie },
    });
    expect(customer.json().data.customerDTO.values[0]).toMatchObject({
      domain: 'demo',
      displayName: 'City of Demo',
      timezone: 'America/Toronto',
    });
    const tenderNode = await t.app.inject({
      method: 'GET',
      url: `${tenantPath}/Tenders/TenderNode?tenderNodeId=${info.tenderNode.id}`,
      headers: { cookie },
    });
    expect(tenderNode.json().data.tenderNodeDTO.values[0]).toMatchObject({
      id: info.tenderNode.id,
      kind: 'tender',
    });
    const customerNode = await t.app.inject({
      method: 'GET',
      url: `${tenantPath}/CustomerNode`,
      headers: { cookie },
    });
    expect(customerNode.json().data.customerNodeDTO.values[0]).toMatchObject({
      id: info.customerNode.id,
      kind: 'customer',
    });
    const hosts = await t.app.inject({ method: 'GET', url: `${tenantPath}/Hosts`, headers: { cookie } });
    expect(hosts.json().data.hostDTO.values[0].environment).toBe('test');
  });
});
