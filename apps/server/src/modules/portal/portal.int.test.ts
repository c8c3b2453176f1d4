import type { Opportunity, OpportunitySummary, SubmissionStatus } from '@procura/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInCaller, valuesOf } from '../../../test/api.ts';
import { createTestApp, databaseKinds, type TestApp } from '../../../test/harness.ts';
import {
  insertDocument,
  insertInvitation,
  insertMeeting,
  insertOpportunity,
  insertPlanTaker,
} from '../../../test/portal.ts';
import { createReferences } from '../../../test/projects.ts';
import { signedInSupplier } from '../../../test/suppliers.ts';
import { projectUsers, submissions } from '../../db/schema/index.ts';
import { asSystem } from '../../platform/tenancy.ts';

type Caller = Awaited<ReturnType<typeof signedInCaller>>;
type Page = { data: { opportunityDTO: { values: OpportunitySummary[]; count: number; total: number } } };

describe.each(databaseKinds())('the public portal on %s', (kind) => {
  let t: TestApp;
  let buyer: Caller;
  let at: { customerId: number; nodeId: number };
  let categoryId: number;
  beforeAll(async () => {
    t = await createTestApp(kind);
    buyer = await signedInCaller(t, 'buyer@demo.procura.local');
    const admin = await signedInCaller(t, 'admin@demo.procura.local');
    at = { customerId: buyer.info.customer.id, nodeId: buyer.info.tenderNode.id };
    categoryId = (await createReferences(admin)).categoryId;
  });
  afterAll(async () => {
    await t?.close();
  });

  const get = (path: string, cookie?: string) =>
    t.app.inject({ method: 'GET', url: `/api/v1/portal/demo${path}`, headers: cookie ? { cookie } : {} });
  const list = async (query: string, cookie?: string) => {
    const response = await get(`/Opportunities?${query}`, cookie);
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as Page).data.opportunityDTO;
  };
  const page = async (projectId: number, cookie?: string) => {
    const response = await get(`/Opportunities/${projectId}`, cookie);
    expect(response.statusCode, response.body).toBe(200);
    return valuesOf<Opportunity>(response)[0] as Opportunity;
  };

  it('answers the agency with the server clock, and 404 for an unknown agency', async () => {
    t.clock.set(new Date('2026-03-02T14:00:00Z'));
    const response = await get('');
    const agency = response.json() as { serverTime: string };
    expect(agency).toMatchObject({ name: 'City of Demo', domain: 'demo', timezone: 'America/Toronto' });
    // The test clock runs on from the instant set: the answer is the server's, not the browser's.
    expect(Date.parse(agency.serverTime) - Date.parse('2026-03-02T14:00:00Z')).toBeLessThan(5_000);
    expect(Date.parse(agency.serverTime)).toBeGreaterThanOrEqual(Date.parse('2026-03-02T14:00:00Z'));
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/portal/nowhere' })).statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/v1/portal/nowhere/Opportunities' })).statusCode,
    ).toBe(404);
  });

  it('lists open public opportunities by closing date with search, category, closing soon and paging', async () => {
    const tag = `Lst${Math.random().toString(36).slice(2, 7)}`;
    const late = await insertOpportunity(t, at, { name: `${tag} bridge deck`, closesInDays: 40 });
    const soon = await insertOpportunity(t, at, {
      name: `${tag} culvert`,
      closesInDays: 3,
      categoryIds: [categoryId],
    });
    const mid = await insertOpportunity(t, at, { name: `${tag} sidewalks`, closesInDays: 20 });
    await insertOpportunity(t, at, { name: `${tag} draft`, status: 'Design_Mode_Pending' });
    await insertOpportunity(t, at, { name: `${tag} cancelled`, status: 'Cancelled' });

    const all = await list(`searchText=${tag}`);
    expect(all.values.map((o) => o.id)).toEqual([soon.projectId, mid.projectId, late.projectId]);
    expect(all.total).toBe(3);
    expect(all.values[0]).toMatchObject({ status: 'open', categories: ['Works'], isRegistered: false });

    const second = await list(`searchText=${tag}&start=1&limit=1`);
    expect(second.values.map((o) => o.id)).toEqual([mid.projectId]);
    expect(second.total).toBe(3);
    // A page past the end still says how many there are.
    const beyond = await list(`searchText=${tag}&start=5&limit=1`);
    expect(beyond.values).toEqual([]);
    expect(beyond.total).toBe(3);

    const categories = (await get('/Categories')).json() as {
      data: { categoryDTO: { values: { id: number }[] } };
    };
    expect(categories.data.categoryDTO.values.map((c) => c.id)).toContain(categoryId);
    expect((await list(`searchText=${tag}&categoryId=${categoryId}`)).values.map((o) => o.id)).toEqual([
      soon.projectId,
    ]);
    expect((await list(`searchText=${tag}&closingWithinDays=7`)).values.map((o) => o.id)).toEqual([
      soon.projectId,
    ]);
    expect((await list(`searchText=${tag}&closingWithinDays=30`)).total).toBe(2);
    expect((await list(`searchText=${tag.toLowerCase()}%20CULVERT`)).values.map((o) => o.id)).toEqual([
      soon.projectId,
    ]);
    // A literal % is searched as itself, not as a wildcard.
    expect((await list(`searchText=${tag}%25`)).total).toBe(0);
    expect((await get('/Opportunities?status=draft')).statusCode).toBe(400);
  });

  it('lists planned notices, closed and awarded results under their own tabs', async () => {
    const tag = `Tab${Math.random().toString(36).slice(2, 7)}`;
    const planned = await insertOpportunity(t, at, {
      name: `${tag} planned`,
      status: 'Planned',
      closesInDays: null,
    });
    const upcoming = await insertOpportunity(t, at, { name: `${tag} upcoming`, status: 'Upcoming' });
    const closed = await insertOpportunity(t, at, {
      name: `${tag} closed`,
      status: 'Closed',
      closesInDays: -5,
    });
    const unofficial = await insertOpportunity(t, at, {
      name: `${tag} unofficial`,
      status: 'Unofficial_Results',
      closesInDays: -1,
    });
    const awarded = await insertOpportunity(t, at, {
      name: `${tag} awarded`,
      status: 'Awarded',
      closesInDays: -30,
    });
    expect((await list(`searchText=${tag}&status=planned`)).values.map((o) => o.id)).toEqual([
      upcoming.projectId,
      planned.projectId,
    ]);
    expect((await list(`searchText=${tag}&status=closed`)).values.map((o) => o.id)).toEqual([
      unofficial.projectId,
      closed.projectId,
    ]);
    const awardedList = await list(`searchText=${tag}&status=awarded`);
    expect(awardedList.values.map((o) => [o.id, o.status])).toEqual([[awarded.projectId, 'awarded']]);
    expect((await list(`searchText=${tag}`)).total).toBe(0);
  });

  it('shows invitational and limited sources only to a signed-in supplier whose company was invited', async () => {
    const tag = `Inv${Math.random().toString(36).slice(2, 7)}`;
    const invited = await signedInSupplier(t, { companyName: `${tag} Invited Ltd` });
    const other = await signedInSupplier(t, { companyName: `${tag} Other Ltd` });
    const priv = await insertOpportunity(t, at, { name: `${tag} private`, procurementMethod: 'Private' });
    const limited = await insertOpportunity(t, at, { name: `${tag} limited`, procurementMethod: 'Limited' });
    const informal = await insertOpportunity(t, at, {
      name: `${tag} informal`,
      procurementMethod: 'Informal',
    });
    await insertInvitation(t, at.customerId, priv.tenderId, invited.email.toUpperCase());
    await insertInvitation(t, at.customerId, limited.tenderId, invited.email);
    await insertInvitation(t, at.customerId, informal.tenderId, invited.email);

    expect((await list(`searchText=${tag}`)).total).toBe(0);
    expect((await list(`searchText=${tag}`, other.cookie)).total).toBe(0);
    expect((await list(`searchText=${tag}`, invited.cookie)).values.map((o) => o.id).sort()).toEqual(
      [priv.projectId, limited.projectId].sort(),
    );
    expect((await get(`/Opportunities/${priv.projectId}`)).statusCode).toBe(404);
    expect((await get(`/Opportunities/${priv.projectId}`, other.cookie)).statusCode).toBe(404);
    expect((await page(priv.projectId, invited.cookie)).name).toBe(`${tag} private`);
    expect((await get(`/Opportunities/${informal.projectId}`, invited.cookie)).statusCode).toBe(404);
  });

  it('answers 404 for a project of another agency, a draft or an unknown id', async () => {
    const north = await signedInCaller(t, 'admin@northwind.procura.local', 'northwind');
    const theirs = await insertOpportunity(t, {
      customerId: north.info.customer.id,
      nodeId: north.info.tenderNode.id,
    });
    const draft = await insertOpportunity(t, at, { status: 'Design_Mode_Pending' });
    for (const id of [theirs.projectId, draft.projectId, 99_999_999]) {
      const response = await get(`/Opportunities/${id}`);
      expect(response.statusCode).toBe(404);
      expect(response.headers['x-message-keys']).toBe('invalidProjectId');
    }
    const northwind = await t.app.inject({
      method: 'GET',
      url: `/api/v1/portal/northwind/Opportunities/${theirs.projectId}`,
    });
    expect(northwind.statusCode).toBe(200);
  });

  it('honours the plan takers, meetings and documents flags', async () => {
    const shown = await insertOpportunity(t, at, { settings: { hasSiteMeetings: true } });
    await insertPlanTaker(t, at.customerId, shown.tenderId, 'Zeta Paving');
    await insertPlanTaker(t, at.customerId, shown.tenderId, 'acme Roads');
    const date = new Date(t.clock.now().getTime() + 5 * 86_400_000);
    await insertMeeting(t, at.customerId, shown.tenderId, {
      description: 'Walkthrough',
      date,
      isMandatory: true,
    });
    await insertMeeting(t, at.customerId, shown.tenderId, {
      description: 'Staff only',
      date,
      showToPublic: false,
    });
    const document = await insertDocument(t, at.customerId, shown.tenderId, 'Drawings.pdf', 'drawings');
    const open = await page(shown.projectId);
    expect(open.planTakers).toEqual(['acme Roads', 'Zeta Paving']);
    expect(open.meetings).toEqual([
      expect.objectContaining({ description: 'Walkthrough', isMandatory: true, date: date.toISOString() }),
    ]);
    expect(open.documents).toEqual([
      { id: document.id, fileName: 'Drawings.pdf', sizeInByte: 8, pageCount: 3 },
    ]);
    expect(open.timezone).toBe('America/Toronto');
    expect(Math.abs(Date.parse(open.serverTime) - t.clock.now().getTime())).toBeLessThan(5_000);

    const variants: [Partial<import('@procura/contract').TenderInput>, keyof Opportunity][] = [
      [{ showPlanTakers: false }, 'planTakers'],
      [{ isHidePlanTakers: true }, 'planTakers'],
      [{ hasSiteMeetings: false }, 'meetings'],
      [{ hasSiteMeetings: true, isHideBidMeetings: true }, 'meetings'],
      [{ isHideBidDocuments: true }, 'documents'],
    ];
    for (const [settings, field] of variants) {
      const hidden = await insertOpportunity(t, at, { settings });
      await insertPlanTaker(t, at.customerId, hidden.tenderId, 'Acme Roads');
      await insertMeeting(t, at.customerId, hidden.tenderId, { date });
      await insertDocument(t, at.customerId, hidden.tenderId, 'Specs.pdf', 'specs');
      expect((await page(hidden.projectId))[field], JSON.stringify(settings)).toBeNull();
    }
  });

  it('shows purchasing reps and team members as the flags say, contacts only with showTeamMembersContact', async () => {
    const lead = buyer.info.user.id;
    const shown = await insertOpportunity(t, at, {
      projectLeadId: lead,
      settings: { showPurchasingRepsOnPublic: true, showTeamMembers: true, showTeamMembersContact: false },
    });
    const evaluator = await signedInCaller(t, 'evaluator@demo.procura.local');
    const admin = await signedInCaller(t, 'admin@demo.procura.local');
    await asSystem(t.database.db, (tx) =>
      tx.insert(projectUsers).values([
        {
          customerId: at.customerId,
          projectId: shown.projectId,
          userId: admin.info.user.id,
          roleId: 'projectTeamMember',
        },
        {
          customerId: at.customerId,
          projectId: shown.projectId,
          userId: evaluator.info.user.id,
          roleId: 'evaluator',
        },
      ]),
    );
    const withTeam = await page(shown.projectId);
    expect(withTeam.purchasingReps).toEqual([
      expect.objectContaining({ role: 'Procurement Lead', email: expect.stringContaining('@') }),
    ]);
    expect(withTeam.teamMembers).toEqual([
      expect.objectContaining({ role: 'Project Team Member', email: null }),
    ]);

    const contacts = await insertOpportunity(t, at, {
      projectLeadId: lead,
      settings: { showPurchasingRepsOnPublic: false, showTeamMembers: true, showTeamMembersContact: true },
    });
    await asSystem(t.database.db, (tx) =>
      tx.insert(projectUsers).values({
        customerId: at.customerId,
        projectId: contacts.projectId,
        userId: admin.info.user.id,
        roleId: 'projectTeamMember',
      }),
    );
    const withContacts = await page(contacts.projectId);
    expect(withContacts.purchasingReps).toBeNull();
    expect(withContacts.teamMembers?.[0]?.email).toContain('@');

    const none = await insertOpportunity(t, at, {
      settings: { showPurchasingRepsOnPublic: false, showTeamMembers: false },
    });
    expect(await page(none.projectId)).toMatchObject({ purchasingReps: null, teamMembers: null });
  });

  it('shows bidder names on closed results only as showSubmitted allows, and never before a sealed source is unsealed', async () => {
    const bid = (tenderId: number, companyName: string, status: SubmissionStatus = 'complete') =>
      asSystem(t.database.db, (tx) =>
        tx
          .insert(submissions)
          .values({ customerId: at.customerId, tenderId, companyName, contactEmail: 'x@y.test', status }),
      );
    const names = await insertOpportunity(t, at, {
      status: 'Closed',
      closesInDays: -1,
      settings: { closingMethod: 'UNSEALED', resultsDisplay: 2 },
    });
    await bid(names.tenderId, 'Acme Roads');
    await bid(names.tenderId, 'Gone Ltd', 'withdrawn');
    expect((await page(names.projectId)).bidders).toEqual(['Acme Roads']);

    const hiddenNames = await insertOpportunity(t, at, {
      status: 'Closed',
      closesInDays: -1,
      settings: { closingMethod: 'UNSEALED', resultsDisplay: 1 },
    });
    await bid(hiddenNames.tenderId, 'Acme Roads');
    expect((await page(hiddenNames.projectId)).bidders).toBeNull();

    const sealed = await insertOpportunity(t, at, {
      status: 'Closed',
      closesInDays: -1,
      settings: { closingMethod: 'SEALED', resultsDisplay: 2 },
    });
    await bid(sealed.tenderId, 'Acme Roads');
    expect((await page(sealed.projectId)).bidders).toBeNull();

    const open = await insertOpportunity(t, at, {
      settings: { closingMethod: 'UNSEALED', resultsDisplay: 2 },
    });
    await bid(open.tenderId, 'Acme Roads');
    const openPage = await page(open.projectId);
    expect(openPage.bidders).toBeNull();
    expect(JSON.stringify(openPage)).not.toMatch(/price|sealed/i);
  });
});
