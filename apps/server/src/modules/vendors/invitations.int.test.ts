import type { InvitationTender, InviteVendorsResult, VendorListDetail } from '@procura/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInCaller, valuesOf } from '../../../test/api.ts';
import { createTestApp, databaseKinds, type TestApp } from '../../../test/harness.ts';
import { insertProject } from '../../../test/projects.ts';
import { insertVendors } from '../../../test/vendor-lists.ts';
import { auditEvents, outbox, tenderInvitations, vendorContacts, vendors } from '../../db/schema/index.ts';
import { asSystem } from '../../platform/tenancy.ts';

type Caller = Awaited<ReturnType<typeof signedInCaller>>;
const keys = (response: { headers: Record<string, unknown> }) => response.headers['x-message-keys'];

describe.each(databaseKinds())('inviting suppliers of the directory on %s', (kind) => {
  let t: TestApp;
  let lead: Caller;
  let evaluator: Caller;
  let northwind: Caller;

  beforeAll(async () => {
    t = await createTestApp(kind);
    lead = await signedInCaller(t, 'lead@demo.procura.local');
    evaluator = await signedInCaller(t, 'evaluator@demo.procura.local');
    northwind = await signedInCaller(t, 'admin@northwind.procura.local', 'northwind');
  });
  afterAll(async () => {
    await t?.close();
  });

  const project = (overrides: Parameters<typeof insertProject>[2] = {}) =>
    insertProject(
      t,
      { customerId: lead.info.customer.id, nodeId: lead.info.tenderNode.id },
      { procurementMethod: 'Private', ...overrides },
    );
  const suppliers = (names: string[]) =>
    insertVendors(t, lead.info.customer.id, lead.info.tenderNode.id, names);
  async function rotationalList(name: string, vendorIds: number[]) {
    const response = await lead.call('POST', '/VendorLists', {
      name,
      visibility: 'Shared',
      isRotational: true,
      vendorIds,
    });
    expect(response.statusCode, response.body).toBe(200);
    return valuesOf<VendorListDetail>(response)[0] as VendorListDetail;
  }
  const invite = (body: Record<string, unknown>, caller = lead) =>
    caller.call('POST', '/VendorInvitations/Vendors', body);
  const result = (response: { json(): unknown }) =>
    valuesOf<InviteVendorsResult>(response)[0] as InviteVendorsResult;
  const invitedIds = (response: { json(): unknown }) => result(response).invited.map((i) => i.vendorId);
  const invitationsOf = (tenderId: number) =>
    asSystem(t.database.db, (tx) =>
      tx
        .select()
        .from(tenderInvitations)
        .where(
          and(
            eq(tenderInvitations.customerId, lead.info.customer.id),
            eq(tenderInvitations.tenderId, tenderId),
          ),
        ),
    );
  const turnOrder = async (listId: number) =>
    (valuesOf<VendorListDetail>(await lead.call('GET', `/VendorLists/${listId}/`))[0] as VendorListDetail)
      .turnOrder;

  it('hands a rotational list out in turn across projects: A, B, C, then D, E, F, then the least recent again', async () => {
    const [a, b, c, d, e, f] = await suppliers(['A Co', 'B Co', 'C Co', 'D Co', 'E Co', 'F Co']);
    const list = await rotationalList('Rotation', [a, b, c, d, e, f] as number[]);
    expect(list.turnOrder).toEqual([a, b, c, d, e, f]);

    const first = await project({ name: 'Culvert repair' });
    const one = await invite({ tenderId: first.tenderId, vendorListId: list.id, count: 3 });
    expect(one.statusCode, one.body).toBe(200);
    expect(invitedIds(one)).toEqual([a, b, c]);
    expect(result(one).skipped).toEqual([]);
    const rows = await invitationsOf(first.tenderId);
    expect(rows.map((r) => [r.vendorId, r.vendorListId, r.companyName])).toEqual([
      [a, list.id, 'A Co'],
      [b, list.id, 'B Co'],
      [c, list.id, 'C Co'],
    ]);
    expect(rows[0]).toMatchObject({ contactName: 'Pat A', notifiedAt: null });
    expect(await turnOrder(list.id)).toEqual([d, e, f, a, b, c]);
    const detail = valuesOf<VendorListDetail>(await lead.call('GET', `/VendorLists/${list.id}/`))[0];
    expect(detail?.members.find((m) => m.vendorId === a)).toMatchObject({
      lastTurnProjectId: first.projectId,
      lastTurnProjectName: 'Culvert repair',
    });
    // Each invitation is in the supplier's activity feed.
    const [event] = await asSystem(t.database.db, (tx) =>
      tx
        .select()
        .from(auditEvents)
        .where(and(eq(auditEvents.action, 'invitation.created'), eq(auditEvents.vendorId, a as number))),
    );
    expect(event).toMatchObject({ projectId: first.projectId, companyName: 'A Co' });

    t.clock.advance(60_000);
    const second = await project();
    expect(invitedIds(await invite({ tenderId: second.tenderId, vendorListId: list.id, count: 3 }))).toEqual([
      d,
      e,
      f,
    ]);
    t.clock.advance(60_000);
    const third = await project();
    expect(invitedIds(await invite({ tenderId: third.tenderId, vendorListId: list.id, count: 2 }))).toEqual([
      a,
      b,
    ]);
    expect(await turnOrder(list.id)).toEqual([c, d, e, f, a, b]);
  });

  it('skips the inactive, those without a primary contact and the already invited, keeping their turn', async () => {
    const [active1, inactive, noContact, invited, active2, active3] = (await suppliers([
      'One Co',
      'Inactive Co',
      'No Contact Co',
      'Invited Co',
      'Two Co',
      'Three Co',
    ])) as number[];
    await asSystem(t.database.db, async (tx) => {
      await tx
        .update(vendors)
        .set({ isActive: false })
        .where(eq(vendors.id, inactive as number));
      await tx.delete(vendorContacts).where(eq(vendorContacts.vendorId, noContact as number));
    });
    const list = await rotationalList('Skips', [
      active1,
      inactive,
      noContact,
      invited,
      active2,
      active3,
    ] as number[]);
    const { tenderId } = await project();
    // The supplier was invited by its address before it was picked from the directory.
    const [contact] = await asSystem(t.database.db, (tx) =>
      tx
        .select()
        .from(vendorContacts)
        .where(eq(vendorContacts.vendorId, invited as number)),
    );
    expect(
      (await lead.call('POST', '/VendorInvitations', { tenderId, email: contact?.email.toUpperCase() }))
        .statusCode,
    ).toBe(200);

    const response = await invite({ tenderId, vendorListId: list.id, count: 3 });
    expect(response.statusCode, response.body).toBe(200);
    expect(invitedIds(response)).toEqual([active1, active2, active3]);
    expect(result(response).skipped).toEqual([
      { vendorId: inactive, companyName: 'Inactive Co', reason: 'inactive' },
      { vendorId: noContact, companyName: 'No Contact Co', reason: 'noContact' },
      { vendorId: invited, companyName: 'Invited Co', reason: 'alreadyInvited' },
    ]);
    // The skipped keep their place at the front.
    expect(await turnOrder(list.id)).toEqual([inactive, noContact, invited, active1, active2, active3]);

    // By ids, the same rules; the ids of another agency are refused.
    const direct = await invite({ tenderId, vendorIds: [active1, inactive] });
    expect(invitedIds(direct)).toEqual([]);
    expect(result(direct).skipped.map((s) => s.reason)).toEqual(['alreadyInvited', 'inactive']);
    const [foreign] = await insertVendors(t, northwind.info.customer.id, northwind.info.tenderNode.id, [
      'Far Co',
    ]);
    const refused = await invite({ tenderId, vendorIds: [foreign] });
    expect(refused.statusCode).toBe(400);
    expect(keys(refused)).toBe('vendorInvalidId');
  });

  it('invites in one transaction: a refusal leaves no invitation and moves no turn', async () => {
    const [x, y] = (await suppliers(['X Co', 'Y Co'])) as number[];
    const list = await rotationalList('Atomic', [x, y] as number[]);
    const { tenderId } = await project();
    // 999 invitations already: two more would pass the 1000 of a source.
    await asSystem(t.database.db, (tx) =>
      tx.insert(tenderInvitations).values(
        Array.from({ length: 999 }, (_, i) => ({
          customerId: lead.info.customer.id,
          tenderId,
          email: `bulk${i}@example.test`,
          invitedAt: new Date(),
        })),
      ),
    );
    const refused = await invite({ tenderId, vendorListId: list.id, count: 2 });
    expect(refused.statusCode).toBe(400);
    expect(keys(refused)).toBe('invitationLimitReached');
    expect((await invitationsOf(tenderId)).filter((r) => r.vendorId !== null)).toEqual([]);
    const detail = valuesOf<VendorListDetail>(await lead.call('GET', `/VendorLists/${list.id}/`))[0];
    expect(detail?.members.every((m) => m.lastTurnAt === null)).toBe(true);
    // One fits.
    expect(invitedIds(await invite({ tenderId, vendorListId: list.id, count: 1 }))).toEqual([x]);
  });

  it('mails at once on an open project, and refuses a list that does not rotate, a closed project and a viewer', async () => {
    const [z] = (await suppliers(['Zed Co'])) as number[];
    const { tenderId } = await project({ status: 'Open' });
    const open = await invite({ tenderId, vendorIds: [z] });
    expect(open.statusCode, open.body).toBe(200);
    const email = result(open).invited[0]?.email ?? '';
    const mails = await asSystem(t.database.db, (tx) =>
      tx
        .select()
        .from(outbox)
        .where(and(eq(outbox.toAddress, email), eq(outbox.kind, 'tenderInvitation'))),
    );
    expect(mails).toHaveLength(1);

    const plain = await lead.call('POST', '/VendorLists', {
      name: 'Plain',
      visibility: 'Shared',
      vendorIds: [z],
    });
    const plainId = valuesOf<VendorListDetail>(plain)[0]?.id;
    const notRotational = await invite({ tenderId, vendorListId: plainId, count: 1 });
    expect(notRotational.statusCode).toBe(400);
    expect(keys(notRotational)).toBe('vendorListNotRotational');

    const closed = await project({ status: 'Closed' });
    const late = await invite({ tenderId: closed.tenderId, vendorIds: [z] });
    expect(late.statusCode).toBe(409);
    expect(keys(late)).toBe('buildNotEditable');
    expect((await invite({ tenderId, vendorIds: [z] }, evaluator)).statusCode).toBe(403);
  });

  it('answers another agency’s source or list like missing ones', async () => {
    const [w] = (await suppliers(['W Co'])) as number[];
    const list = await rotationalList('Mine', [w] as number[]);
    const theirs = await insertProject(t, {
      customerId: northwind.info.customer.id,
      nodeId: northwind.info.tenderNode.id,
    });
    for (const tenderId of [theirs.tenderId, 2_000_000_000]) {
      const response = await invite({ tenderId, vendorListId: list.id, count: 1 });
      expect(response.statusCode).toBe(404);
      expect(keys(response)).toBe('invitationInvalidTender');
    }
    const theirList = await northwind.call('POST', '/VendorLists', {
      name: 'NW',
      visibility: 'Shared',
      isRotational: true,
    });
    const { tenderId } = await project();
    for (const vendorListId of [valuesOf<VendorListDetail>(theirList)[0]?.id, 2_000_000_000]) {
      const response = await invite({ tenderId, vendorListId, count: 1 });
      expect(response.statusCode).toBe(404);
      expect(keys(response)).toBe('invalidVendorListId');
    }
  });

  it('finds the sources taking invitations by name or number, saying whether a supplier is invited', async () => {
    const [s] = (await suppliers(['Search Co'])) as number[];
    const design = await project({ name: 'Harbour dredging', number: 'HD-2026' });
    const open = await project({ name: 'Harbour lights', status: 'Open' });
    await project({ name: 'Harbour closed', status: 'Closed' });
    await project({ name: 'Harbour template', type: 'TEMPLATE', status: 'Template' });
    await invite({ tenderId: open.tenderId, vendorIds: [s] });

    const found = valuesOf<InvitationTender>(
      await lead.call('GET', `/VendorInvitations/SearchTender?searchText=harbour&vendorId=${s}`),
    );
    expect(found.map((f) => [f.projectName, f.invited])).toEqual([
      ['Harbour dredging', false],
      ['Harbour lights', true],
    ]);
    expect(found[0]).toMatchObject({
      tenderId: design.tenderId,
      projectNumber: 'HD-2026',
      status: 'Design_Mode_Pending',
    });
    const byNumber = valuesOf<InvitationTender>(
      await lead.call('GET', '/VendorInvitations/SearchTender?searchText=hd-2026'),
    );
    expect(byNumber.map((f) => f.tenderId)).toEqual([design.tenderId]);
    // Literal text: a % matches nothing.
    expect(valuesOf(await lead.call('GET', '/VendorInvitations/SearchTender?searchText=%25'))).toEqual([]);
  });
  it('searches the directory for a source: active suppliers only, each saying whether it is invited', async () => {
    const [kept, gone, asked] = (await suppliers([
      'Quarry Stone One',
      'Quarry Stone Two',
      'Quarry Stone Three',
    ])) as number[];
    await asSystem(t.database.db, (tx) =>
      tx
        .update(vendors)
        .set({ isActive: false })
        .where(eq(vendors.id, gone as number)),
    );
    const { tenderId } = await project();
    await invite({ tenderId, vendorIds: [asked] });
    const search = (body: Record<string, unknown>, caller = lead) =>
      caller.call('POST', '/VendorInvitations/SearchCriteria', { tenderId, ...body });
    const response = await search({ searchText: 'quarry stone', criteria: { accountStatus: 'Inactive' } });
    expect(response.statusCode, response.body).toBe(200);
    const rows = valuesOf<{ id: number; companyName: string; invited: boolean }>(response);
    expect(rows.map((r) => [r.companyName, r.invited])).toEqual([
      ['Quarry Stone One', false],
      ['Quarry Stone Three', true],
    ]);
    expect(rows.map((r) => r.id)).toEqual([kept, asked]);
    expect((response.json() as { data: { vendorDTO: { total: number } } }).data.vendorDTO.total).toBe(2);
    const short = await search({ searchText: 'qu' });
    expect(short.statusCode).toBe(400);
    expect(keys(short)).toBe('supplierSearchTooShort');
    const theirs = await insertProject(t, {
      customerId: northwind.info.customer.id,
      nodeId: northwind.info.tenderNode.id,
    });
    const foreign = await search({ tenderId: theirs.tenderId });
    expect(foreign.statusCode).toBe(404);
    expect(keys(foreign)).toBe('invitationInvalidTender');
  });
});
