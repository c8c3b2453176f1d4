import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditTrail, signedInCaller, valuesOf } from '../../../test/api.ts';
import { createTestApp, databaseKinds, type TestApp } from '../../../test/harness.ts';
import { insertProject } from '../../../test/projects.ts';
import { insertVendors } from '../../../test/vendor-lists.ts';
import { outbox, tenderInvitations, vendors } from '../../db/schema/index.ts';
import { asSystem, inTenant } from '../../platform/tenancy.ts';
import { notifyInvitations } from './service.ts';

type Invitation = {
  id: number;
  tenderId: number;
  email: string;
  companyName: string;
  contactName: string;
  invitedBy: { id: number; fullName: string } | null;
  notifiedAt: string | null;
  vendorId: number | null;
};
type Caller = Awaited<ReturnType<typeof signedInCaller>>;

describe.each(databaseKinds())('vendor invitations on %s', (kind) => {
  let t: TestApp;
  let buyer: Caller;
  beforeAll(async () => {
    t = await createTestApp(kind);
    buyer = await signedInCaller(t, 'buyer@demo.procura.local');
  });
  afterAll(async () => {
    await t?.close();
  });

  const keys = (response: { headers: Record<string, unknown> }) => response.headers['x-message-keys'];
  const actor = () => ({
    customerId: buyer.info.customer.id,
    nodeId: buyer.info.tenderNode.id,
    userId: buyer.info.user.id,
  });
  const newProject = (overrides: Parameters<typeof insertProject>[2] = {}) =>
    insertProject(
      t,
      { customerId: buyer.info.customer.id, nodeId: buyer.info.tenderNode.id },
      {
        procurementMethod: 'Private',
        ...overrides,
      },
    );
  const invite = (tenderId: number, email: string, extra: Record<string, string> = {}, caller = buyer) =>
    caller.call('POST', '/VendorInvitations', { tenderId, email, ...extra });
  const list = async (tenderId: number, caller = buyer) =>
    valuesOf<Invitation>(await caller.call('GET', `/VendorInvitations?tenderId=${tenderId}`));
  const mailTo = (address: string) =>
    asSystem(t.database.db, (tx) =>
      tx
        .select()
        .from(outbox)
        .where(and(eq(outbox.toAddress, address), eq(outbox.kind, 'tenderInvitation'))),
    );

  it('invites by email, lists, looks an address up and deletes, each change in the project feed', async () => {
    const { projectId, tenderId } = await newProject();
    const created = await invite(tenderId, ' Bids@Acme.example ', {
      companyName: 'Acme Paving',
      contactName: 'Wile E.',
    });
    expect(created.statusCode, created.body).toBe(200);
    const invitation = valuesOf<Invitation>(created)[0];
    expect(invitation).toMatchObject({
      tenderId,
      email: 'Bids@Acme.example',
      companyName: 'Acme Paving',
      contactName: 'Wile E.',
      invitedBy: { id: buyer.info.user.id },
      notifiedAt: null,
    });
    // Not published yet: nothing is mailed.
    expect(await mailTo('Bids@Acme.example')).toEqual([]);
    expect((await list(tenderId)).map((i) => i.email)).toEqual(['Bids@Acme.example']);

    const lookup = await buyer.call(
      'GET',
      `/VendorInvitations/LookupEmailInvitee?tenderId=${tenderId}&email=bids@acme.EXAMPLE`,
    );
    expect(valuesOf(lookup)[0]).toEqual({
      tenderId,
      email: 'bids@acme.EXAMPLE',
      invited: true,
      invitationId: invitation?.id,
    });
    const unknown = await buyer.call(
      'GET',
      `/VendorInvitations/LookupEmailInvitee?tenderId=${tenderId}&email=new@acme.example`,
    );
    expect(valuesOf(unknown)[0]).toMatchObject({ invited: false, invitationId: null });
    const invalid = await buyer.call(
      'GET',
      `/VendorInvitations/LookupEmailInvitee?tenderId=${tenderId}&email=not-an-email`,
    );
    expect(invalid.statusCode).toBe(400);

    const edited = await buyer.call('PUT', '/VendorInvitations', {
      id: invitation?.id,
      companyName: 'Acme Paving Ltd',
      contactName: '',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(valuesOf<Invitation>(edited)[0]).toMatchObject({
      email: 'Bids@Acme.example',
      companyName: 'Acme Paving Ltd',
      contactName: '',
    });

    const removed = await buyer.call('DELETE', `/VendorInvitations?vendorInvitationId=${invitation?.id}`);
    expect(removed.statusCode).toBe(200);
    expect(await list(tenderId)).toEqual([]);
    const trail = await auditTrail(t, buyer.info.customer.id, 'invitation', invitation?.id ?? 0);
    expect(trail.map((e) => [e.action, e.projectId, e.companyName])).toEqual([
      ['invitation.created', projectId, 'Acme Paving'],
      ['invitation.updated', projectId, 'Acme Paving Ltd'],
      ['invitation.deleted', projectId, 'Acme Paving Ltd'],
    ]);
  });

  it('refuses the same address twice in a source, ignoring case, and an invalid address', async () => {
    const { tenderId } = await newProject();
    expect((await invite(tenderId, 'sales@beta.example')).statusCode).toBe(200);
    const again = await invite(tenderId, 'SALES@beta.example');
    expect(again.statusCode).toBe(400);
    expect(keys(again)).toBe('invitationAlreadyInvited');
    expect(again.json()).toEqual(['Already invited for this email address.']);
    const bad = await invite(tenderId, 'sales@@beta');
    expect(bad.statusCode).toBe(400);
    expect(keys(bad)).toBe('errorInvalidEmail');
    expect((await invite((await newProject()).tenderId, 'sales@beta.example')).statusCode).toBe(200);
  });

  it('notifyInvitations mails each pending invitation once through the outbox and marks it notified', async () => {
    const { projectId, tenderId } = await newProject({ name: 'Road salt supply', number: 'RFQ-77' });
    await invite(tenderId, 'one@salt.example', { companyName: 'Salt One' });
    await invite(tenderId, 'two@salt.example');
    const mailed = await inTenant(t.database.db, buyer.info.customer.id, (tx) =>
      notifyInvitations(tx, t.ctx, actor(), tenderId),
    );
    expect(mailed).toBe(2);
    const [mail] = await mailTo('one@salt.example');
    expect(mail).toMatchObject({ status: 'pending', subject: 'Invitation to bid: RFQ-77 Road salt supply' });
    expect(mail?.textBody).toContain('invites Salt One to bid on "RFQ-77 Road salt supply"');
    expect(mail?.textBody).toContain(t.ctx.config.publicUrl);
    expect(await mailTo('two@salt.example')).toHaveLength(1);
    expect((await list(tenderId)).every((i) => i.notifiedAt !== null)).toBe(true);

    // A second call (a republish) mails nobody again; a new invitation only that one.
    const again = await inTenant(t.database.db, buyer.info.customer.id, (tx) =>
      notifyInvitations(tx, t.ctx, actor(), tenderId),
    );
    expect(again).toBe(0);
    await invite(tenderId, 'three@salt.example');
    expect(
      await inTenant(t.database.db, buyer.info.customer.id, (tx) =>
        notifyInvitations(tx, t.ctx, actor(), tenderId),
      ),
    ).toBe(1);
    expect(await mailTo('one@salt.example')).toHaveLength(1);
    const trail = await auditTrail(t, buyer.info.customer.id, 'tender', tenderId);
    expect(
      trail.filter((e) => e.action === 'invitations.notified').map((e) => [e.projectId, e.after]),
    ).toEqual([
      [projectId, { emails: ['one@salt.example', 'two@salt.example'] }],
      [projectId, { emails: ['three@salt.example'] }],
    ]);
  });

  it('mails at once when the project is already open, and stops once it is closed', async () => {
    const open = await newProject({ status: 'Open' });
    const created = valuesOf<Invitation>(await invite(open.tenderId, 'late@open.example'))[0];
    expect(created?.notifiedAt).not.toBeNull();
    expect(await mailTo('late@open.example')).toHaveLength(1);
    const scheduled = await newProject({ status: 'Open_Scheduled' });
    expect(
      valuesOf<Invitation>(await invite(scheduled.tenderId, 'soon@open.example'))[0]?.notifiedAt,
    ).toBeNull();

    const closed = await newProject({ status: 'Closed' });
    const refused = await invite(closed.tenderId, 'too-late@open.example');
    expect(refused.statusCode).toBe(409);
    expect(keys(refused)).toBe('buildNotEditable');
  });

  it('names the supplier of the directory each invitation is for (issue 23 §3 warnings)', async () => {
    const customerId = buyer.info.customer.id;
    const [paving, roofing] = (await insertVendors(t, customerId, buyer.info.tenderNode.id, [
      'Invited Paving',
      'Invited Roofing',
    ])) as [number, number];
    const northwind = await signedInCaller(t, 'admin@northwind.procura.local', 'northwind');
    const [faraway] = (await insertVendors(t, northwind.info.customer.id, northwind.info.tenderNode.id, [
      'Invited Faraway',
    ])) as [number];
    const { tenderId } = await newProject();
    const created = await invite(tenderId, `INVITED-PAVING-${paving}@suppliers.test`);
    expect(valuesOf<Invitation>(created)[0]?.vendorId).toBe(paving);
    await invite(tenderId, 'nobody@directory.example');
    await invite(tenderId, `invited-faraway-${faraway}@suppliers.test`);
    const named = async () => (await list(tenderId)).map((i) => i.vendorId);
    // Another agency's supplier at the address is not this agency's entry.
    expect(await named()).toEqual([paving, null, null]);

    // An invitation made for a supplier of the directory names it, whatever its address.
    await asSystem(t.database.db, (tx) =>
      tx
        .update(tenderInvitations)
        .set({ vendorId: roofing })
        .where(
          and(
            eq(tenderInvitations.tenderId, tenderId),
            eq(tenderInvitations.email, 'nobody@directory.example'),
          ),
        ),
    );
    await asSystem(t.database.db, (tx) =>
      tx.update(vendors).set({ isDeleted: true }).where(eq(vendors.id, paving)),
    );
    expect(await named()).toEqual([null, roofing, null]);
  });

  it('keeps invitations within their agency and node and needs the Build rights', async () => {
    const { tenderId } = await newProject();
    const invitation = valuesOf<Invitation>(await invite(tenderId, 'private@gamma.example'))[0];
    const northwind = await signedInCaller(t, 'admin@northwind.procura.local', 'northwind');
    const foreign = await northwind.call('GET', `/VendorInvitations?tenderId=${tenderId}`);
    expect(foreign.statusCode).toBe(404);
    expect(keys(foreign)).toBe('invitationInvalidTender');
    expect((await invite(tenderId, 'x@northwind.example', {}, northwind)).statusCode).toBe(404);
    expect(
      (await northwind.call('DELETE', `/VendorInvitations?vendorInvitationId=${invitation?.id}`)).statusCode,
    ).toBe(404);

    const evaluator = await signedInCaller(t, 'evaluator@demo.procura.local');
    expect(await list(tenderId, evaluator)).toHaveLength(1);
    expect((await invite(tenderId, 'viewer@gamma.example', {}, evaluator)).statusCode).toBe(403);
    expect((await buyer.call('GET', '/VendorInvitations?tenderId=x')).statusCode).toBe(400);
    expect((await buyer.call('DELETE', '/VendorInvitations?vendorInvitationId=-1')).statusCode).toBe(400);
  });
});
