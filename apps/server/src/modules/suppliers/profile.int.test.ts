import type { Vendor, VendorContact } from '@procura/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditTrail, valuesOf } from '../../../test/api.ts';
import { createTestApp, databaseKinds, type TestApp } from '../../../test/harness.ts';
import { signedInSupplier } from '../../../test/suppliers.ts';
import { categories } from '../../db/schema/index.ts';
import { inTenant } from '../../platform/tenancy.ts';
import { portalAgency } from '../customers/index.ts';

const keys = (response: { headers: Record<string, unknown> }) => response.headers['x-message-keys'];
type Supplier = Awaited<ReturnType<typeof signedInSupplier>>;

describe.each(databaseKinds())('supplier profile and contacts on %s', (kind) => {
  let t: TestApp;
  let categoryIds: { active: number; inactive: number; northwind: number };
  beforeAll(async () => {
    t = await createTestApp(kind);
    const add = async (agency: string, code: string, active: boolean) => {
      const { customerId } = await portalAgency(t.ctx, agency);
      const [row] = await inTenant(t.database.db, customerId, (tx) =>
        tx
          .insert(categories)
          .values({ customerId, kind: 'category', code, name: `Category ${code}`, active })
          .returning(),
      );
      return row?.id ?? 0;
    };
    categoryIds = {
      active: await add('demo', 'S-10', true),
      inactive: await add('demo', 'S-20', false),
      northwind: await add('northwind', 'S-30', true),
    };
  });
  afterAll(async () => {
    await t?.close();
  });

  const profileOf = async (supplier: Supplier) => valuesOf<Vendor>(await supplier.call('GET', '/Profile'))[0];
  const contact = (n: number, extra: object = {}) => ({
    firstName: `Contact${n}`,
    lastName: 'Person',
    email: `contact${n}@company.test`,
    ...extra,
  });

  it('lists the agency active categories publicly, and saves the profile with them', async () => {
    const listed = await t.app.inject({ method: 'GET', url: '/api/v1/portal/demo/Categories' });
    const codes = valuesOf<{ id: number; code: string }>(listed).map((c) => c.code);
    expect(codes).toContain('S-10');
    expect(codes).not.toContain('S-20');
    expect(codes).not.toContain('S-30');

    const supplier = await signedInSupplier(t, { companyName: 'Maple Works' });
    const before = await profileOf(supplier);
    expect(before).toMatchObject({ companyName: 'Maple Works', city: 'Toronto' });
    expect(before?.primaryContact?.id).toBe(supplier.contactId);

    const saved = await supplier.call('PUT', '/Profile', {
      companyName: 'Maple Works Inc.',
      relevantName: 'Maple',
      address1: '1 King St',
      city: 'Ottawa',
      provinceState: 'ON',
      postalCode: 'K1A 0A1',
      country: 'Canada',
      phone: '613-555-0100',
      website: 'https://maple.test',
      hstNumber: '987654321RT0001',
      isLocalVendor: true,
      categories: [categoryIds.active],
      previousCompanyName: 'Maple Co',
      certifiedDiverseSupplier: true,
      diversityClassification: 'Women-owned',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(valuesOf<Vendor>(saved)[0]).toMatchObject({
      companyName: 'Maple Works Inc.',
      city: 'Ottawa',
      isLocalVendor: true,
      categories: [{ id: categoryIds.active, code: 'S-10' }],
      diversityClassification: 'Women-owned',
    });
    const trail = await auditTrail(t, supplier.agency.customerId, 'vendor', supplier.vendorId);
    expect(trail.at(-1)).toMatchObject({ action: 'vendor.updated', companyName: 'Maple Works Inc.' });

    for (const wrong of [categoryIds.inactive, categoryIds.northwind]) {
      const refused = await supplier.call('PUT', '/Profile', { companyName: 'X', categories: [wrong] });
      expect(refused.statusCode).toBe(400);
      expect(keys(refused)).toBe('supplierCategoryInvalid');
    }
    const noName = await supplier.call('PUT', '/Profile', { companyName: '' });
    expect(keys(noName)).toBe('requiredField');
    expect((await profileOf(supplier))?.companyName).toBe('Maple Works Inc.');
    // The session answer follows the new name.
    expect(
      (await supplier.call('GET', '/Session')).json().data.supplierSessionDTO.values[0].companyName,
    ).toBe('Maple Works Inc.');
  });

  it('keeps at most 10 contacts, each email once in the company', async () => {
    const supplier = await signedInSupplier(t);
    for (let n = 2; n <= 10; n++) {
      const added = await supplier.call('POST', '/Contacts', contact(n));
      expect(added.statusCode, added.body).toBe(200);
      expect(valuesOf<VendorContact>(added)).toHaveLength(n);
    }
    const eleventh = await supplier.call('POST', '/Contacts', contact(11));
    expect(eleventh.statusCode).toBe(400);
    expect(keys(eleventh)).toBe('supplierContactLimit');

    const contacts = (await profileOf(supplier))?.contacts ?? [];
    expect(contacts).toHaveLength(10);
    const third = contacts.find((c) => c.email === 'contact3@company.test');
    const sameEmail = await supplier.call(
      'PUT',
      `/Contacts/${third?.id}`,
      contact(3, { email: 'CONTACT2@company.test' }),
    );
    expect(keys(sameEmail)).toBe('supplierContactEmailInUse');
    const deleted = await supplier.call('DELETE', `/Contacts/${third?.id}`);
    expect(deleted.statusCode).toBe(200);
    expect(valuesOf<VendorContact>(deleted)).toHaveLength(9);
    expect((await supplier.call('POST', '/Contacts', contact(12))).statusCode).toBe(200);
  });

  it('keeps exactly one primary contact and never deletes the signed-in one', async () => {
    const supplier = await signedInSupplier(t);
    const added = valuesOf<VendorContact>(
      await supplier.call('POST', '/Contacts', contact(1, { title: 'Sales' })),
    );
    const other = added.find((c) => c.id !== supplier.contactId);
    expect(other).toMatchObject({ isPrimary: false, hasAccount: false });

    const self = await supplier.call('DELETE', `/Contacts/${supplier.contactId}`);
    expect(self.statusCode).toBe(400);
    expect(keys(self)).toBe('supplierCannotDeleteSelf');

    const unmark = await supplier.call('PUT', `/Contacts/${supplier.contactId}`, {
      firstName: 'Sam',
      lastName: 'Supplier',
      email: supplier.email,
      isPrimary: false,
    });
    expect(unmark.statusCode).toBe(400);
    expect(keys(unmark)).toBe('vendorMissingPrimaryContact');

    const moved = await supplier.call('PUT', `/Contacts/${other?.id}`, contact(1, { isPrimary: true }));
    expect(moved.statusCode, moved.body).toBe(200);
    const after = valuesOf<VendorContact>(moved);
    expect(after.filter((c) => c.isPrimary).map((c) => c.id)).toEqual([other?.id]);

    const primaryDelete = await supplier.call('DELETE', `/Contacts/${other?.id}`);
    expect(keys(primaryDelete)).toBe('vendorMissingPrimaryContact');

    // Another company's contact is not found.
    const stranger = await signedInSupplier(t);
    expect((await stranger.call('PUT', `/Contacts/${other?.id}`, contact(1))).statusCode).toBe(404);
    expect((await stranger.call('DELETE', `/Contacts/${other?.id}`)).statusCode).toBe(404);
  });

  it("refuses an account's email another account of the portal signs in with", async () => {
    const first = await signedInSupplier(t);
    const second = await signedInSupplier(t);
    const taken = await second.call('PUT', `/Contacts/${second.contactId}`, {
      firstName: 'Sam',
      lastName: 'Supplier',
      email: first.email,
      isPrimary: true,
    });
    expect(taken.statusCode).toBe(400);
    expect(keys(taken)).toBe('supplierEmailInUse');
  });
});
