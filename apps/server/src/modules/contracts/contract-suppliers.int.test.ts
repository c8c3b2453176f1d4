import type { Contract, ContractVendorInvitation, PurchaseOrderList } from '@procura/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInCaller, valuesOf } from '../../../test/api.ts';
import { insertAwardedProject, insertVendor } from '../../../test/contracts.ts';
import { createTestApp, databaseKinds, jsonHeaders, type TestApp } from '../../../test/harness.ts';
import { outboxMailTo } from '../../../test/requirements.ts';
import { signedInSupplier } from '../../../test/suppliers.ts';

type Caller = Awaited<ReturnType<typeof signedInCaller>>;
const keys = (response: { headers: Record<string, unknown> }) => response.headers['x-message-keys'];

describe.each(databaseKinds())('contracts: suppliers, invitations and purchase orders on %s', (kind) => {
  let t: TestApp;
  let buyer: Caller;
  let admin: Caller;
  const at = () => ({ customerId: buyer.info.customer.id, nodeId: buyer.info.tenderNode.id });

  beforeAll(async () => {
    t = await createTestApp(kind);
    buyer = await signedInCaller(t, 'buyer@demo.procura.local');
    admin = await signedInCaller(t, 'admin@demo.procura.local');
  });
  afterAll(async () => {
    await t?.close();
  });

  async function contract(amounts: { amount?: number | null; contigencyAmount?: number | null } = {}) {
    const { projectId } = await insertAwardedProject(t, at(), [
      { companyName: 'Northern Paving', registered: true, awardAmount: 1000, awardDate: null },
    ]);
    const response = await buyer.call('POST', '/Contracts', { projectId, ...amounts });
    const [started] = valuesOf<Contract>(response);
    if (!started) throw new Error(response.body);
    return started;
  }

  it('adds, deactivates, activates and removes suppliers, refusing twice and strangers', async () => {
    const { id, vendors } = await contract();
    const vendorId = await insertVendor(t, at(), 'Second Supplier Inc.');
    const path = `/Contracts/${id}/Supplier/${vendorId}`;
    const found = valuesOf<{ vendorId: number }>(
      await buyer.call('GET', '/Contracts/SupplierLookup?search=second%20SUPP'),
    );
    expect(found.map((v) => v.vendorId)).toContain(vendorId);
    // The search text is literal: a wildcard matches itself only.
    expect(valuesOf(await buyer.call('GET', '/Contracts/SupplierLookup?search=%25%25%25'))).toEqual([]);
    const short = await buyer.call('GET', '/Contracts/SupplierLookup?search=se');
    expect(short.statusCode).toBe(400);
    expect(keys(short)).toBe('supplierSearchTooShort');
    const [added] = valuesOf<Contract>(await buyer.call('POST', path));
    expect(added?.vendors.map((v) => v.companyName)).toEqual(['Northern Paving', 'Second Supplier Inc.']);
    const twice = await buyer.call('POST', path);
    expect(twice.statusCode).toBe(409);
    expect(keys(twice)).toBe('contractSupplierAlreadyAdded');

    const [off] = valuesOf<Contract>(await buyer.call('PUT', `${path}/Deactivate`));
    expect(off?.vendors.find((v) => v.vendorId === vendorId)?.isActive).toBe(false);
    const [on] = valuesOf<Contract>(await buyer.call('PUT', `${path}/Activate`));
    expect(on?.vendors.find((v) => v.vendorId === vendorId)?.isActive).toBe(true);
    const [removed] = valuesOf<Contract>(await buyer.call('DELETE', path));
    expect(removed?.vendors.map((v) => v.vendorId)).toEqual(vendors.map((v) => v.vendorId));

    for (const method of ['DELETE', 'PUT'] as const) {
      const missing = await buyer.call(method, method === 'PUT' ? `${path}/Activate` : path);
      expect(missing.statusCode).toBe(404);
      expect(keys(missing)).toBe('contractSupplierNotInContract');
    }
    const stranger = await buyer.call('POST', `/Contracts/${id}/Supplier/999999`);
    expect(stranger.statusCode).toBe(404);
    expect(keys(stranger)).toBe('invalidVendorId');
    const northwind = await signedInSupplier(t, { agency: 'northwind' });
    const foreign = await buyer.call('POST', `/Contracts/${id}/Supplier/${northwind.vendorId}`);
    expect(foreign.statusCode).toBe(404);
  });

  it('invites an unregistered company by email; it joins the contract once it registers and verifies', async () => {
    const { id } = await contract();
    const invite = (body: object) =>
      buyer.call('POST', '/ContractVendorInvitations', { contractId: id, ...body });
    const bad = await invite({ email: 'not-an-address', companyName: 'X' });
    expect(bad.statusCode).toBe(400);
    expect(keys(bad)).toBe('errorInvalidEmail');
    const registered = await signedInSupplier(t);
    const known = await invite({ email: registered.email.toUpperCase(), companyName: 'Known' });
    expect(known.statusCode).toBe(409);
    expect(keys(known)).toBe('contractInvitationRegistered');

    const email = `newco-${Math.random().toString(36).slice(2, 8)}@newco.test`;
    const [invitation] = valuesOf<ContractVendorInvitation>(
      await invite({ email, companyName: 'NewCo Paving', contactName: 'Nia Cole' }),
    );
    expect(invitation).toMatchObject({
      email,
      companyName: 'NewCo Paving',
      acceptedAt: null,
      vendorId: null,
    });
    const again = await invite({ email: email.toUpperCase() });
    expect(again.statusCode).toBe(409);
    expect(keys(again)).toBe('invitationAlreadyInvited');
    const [mail] = await outboxMailTo(t, email, 'contractVendorInvitation');
    expect(mail?.subject).toContain('Winter road maintenance');
    expect(mail?.textBody).toContain('/portal/demo/register');

    const post = (path: string, payload: object) =>
      t.app.inject({ method: 'POST', url: `/api/v1/portal/demo${path}`, headers: jsonHeaders, payload });
    await post('/Register', {
      company: { companyName: 'NewCo Paving', city: 'Hamilton', country: 'Canada' },
      contact: { firstName: 'Nia', lastName: 'Cole', email, title: 'Owner' },
      password: 'Sturdy-Pass-42!',
    });
    const [verify] = await outboxMailTo(t, email, 'supplierVerifyEmail');
    const token = verify?.textBody.match(/token=([\w-]+)/)?.[1] ?? '';
    expect((await post('/Register/Verify', { token })).statusCode).toBe(200);

    const [joined] = valuesOf<Contract>(await buyer.call('GET', `/Contracts/${id}`));
    expect(joined?.vendors.map((v) => v.companyName)).toContain('NewCo Paving');
    const [accepted] = valuesOf<ContractVendorInvitation>(
      await buyer.call('GET', `/ContractVendorInvitations?contractId=${id}`),
    );
    expect(accepted?.acceptedAt).not.toBeNull();

    const gone = await buyer.call(
      'DELETE',
      `/ContractVendorInvitations?contractVendorInvitationId=${invitation?.id}`,
    );
    expect(gone.statusCode).toBe(200);
    expect(valuesOf(await buyer.call('GET', `/ContractVendorInvitations?contractId=${id}`))).toEqual([]);
    const missing = await buyer.call(
      'DELETE',
      `/ContractVendorInvitations?contractVendorInvitationId=${invitation?.id}`,
    );
    expect(missing.statusCode).toBe(404);
    expect(keys(missing)).toBe('invalidContractInvitationId');
  });

  it('keeps purchase orders within the amount plus contingency, to the cent, and writes nothing refused', async () => {
    const { id } = await contract({ amount: 1000, contigencyAmount: 100.1 });
    const path = `/Contracts/${id}/PurchaseOrders`;
    const order = (changes: object = {}) => ({
      poTypeId: null,
      amount: 600,
      date: '2026-05-01',
      poNumber: 'PO-1',
      note: '',
      contingencyUsed: 0,
      ...changes,
    });
    const [first] = valuesOf<PurchaseOrderList>(await buyer.call('POST', path, order()));
    expect(first?.totals).toMatchObject({ limit: 1100.1, ordered: 600, remaining: 500.1 });

    const over = await buyer.call('POST', path, order({ amount: 500.11, poNumber: 'PO-2' }));
    expect(over.statusCode).toBe(400);
    expect(keys(over)).toBe('purchaseOrderOverContract');
    const refused = async (changes: object, key: string) => {
      const response = await buyer.call('POST', path, order(changes));
      expect(response.statusCode, response.body).toBe(400);
      expect(keys(response)).toBe(key);
    };
    await refused({ poNumber: '', note: '' }, 'purchaseOrderNumberOrNote');
    await refused({ amount: 10, contingencyUsed: 11 }, 'purchaseOrderContingencyAboveAmount');
    await refused({ amount: 200, contingencyUsed: 100.11 }, 'purchaseOrderOverContingency');
    await refused({ amount: 0.001 }, 'invalidParameter');
    await refused({ date: null }, 'requiredField');
    await refused({ poTypeId: 999999 }, 'invalidParameter');
    const [listed] = valuesOf<PurchaseOrderList>(await buyer.call('GET', path));
    expect(listed?.orders).toHaveLength(1);

    const [typed] = valuesOf<{ id: number }>(
      await admin.call('POST', '/ContractPOTypes', { name: `Blanket ${Math.random()}` }),
    );
    const [exact] = valuesOf<PurchaseOrderList>(
      await buyer.call(
        'POST',
        path,
        order({
          amount: 500.1,
          poNumber: '',
          note: 'Phone order',
          contingencyUsed: 100.1,
          poTypeId: typed?.id,
        }),
      ),
    );
    expect(exact?.totals).toMatchObject({
      ordered: 1100.1,
      remaining: 0,
      contingencyUsed: 100.1,
      contingencyRemaining: 0,
    });
    expect(exact?.orders.map((o) => o.poTypeName)).toEqual([null, expect.stringContaining('Blanket')]);
    const inUse = await admin.call('DELETE', `/ContractPOTypes?id=${typed?.id}`);
    expect(inUse.statusCode).toBe(400);
    expect(keys(inUse)).toBe('dropdownOptionInUse');

    const firstId = exact?.orders[0]?.id ?? 0;
    const raised = await buyer.call('PUT', `${path}/${firstId}`, order({ amount: 600.01 }));
    expect(raised.statusCode).toBe(400);
    expect(keys(raised)).toBe('purchaseOrderOverContract');
    const [lowered] = valuesOf<PurchaseOrderList>(
      await buyer.call('PUT', `${path}/${firstId}`, order({ amount: 550 })),
    );
    expect(lowered?.totals.remaining).toBe(50);
    const [left] = valuesOf<PurchaseOrderList>(await buyer.call('DELETE', `${path}/${firstId}`));
    expect(left?.orders).toHaveLength(1);
    const gone = await buyer.call('DELETE', `${path}/${firstId}`);
    expect(gone.statusCode).toBe(404);
    expect(keys(gone)).toBe('invalidPurchaseOrderId');
  });

  it('asks for the contract amount before the first order', async () => {
    const { id } = await contract({ amount: null });
    const response = await buyer.call('POST', `/Contracts/${id}/PurchaseOrders`, {
      poTypeId: null,
      amount: 5,
      date: '2026-05-01',
      poNumber: 'PO-9',
      note: '',
      contingencyUsed: 0,
    });
    expect(response.statusCode).toBe(400);
    expect(keys(response)).toBe('purchaseOrderContractAmountMissing');
  });
});
