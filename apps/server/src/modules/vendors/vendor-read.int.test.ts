import type { AgencyVendor, VendorSearchRow } from '@procura/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditTrail, valuesOf } from '../../../test/api.ts';
import { createTestApp, databaseKinds, type TestApp } from '../../../test/harness.ts';
import { type Caller, directoryWorld, type Supplier } from '../../../test/vendor-directory.ts';
import { vendorContacts, vendors } from '../../db/schema/index.ts';
import { asSystem } from '../../platform/tenancy.ts';

type World = Awaited<ReturnType<typeof directoryWorld>>;

const keys = (response: { headers: Record<string, unknown> }) => response.headers['x-message-keys'];

describe.each(databaseKinds())("the agency's read and changes of a supplier on %s", (kind) => {
  let t: TestApp;
  let buyer: Caller;
  let lead: Caller;
  let customerId: number;
  /** A word only this file's suppliers carry, so the seeded and other suppliers stay out of the counts. */
  let tag: string;
  let s: World['s'];
  let foreign: Supplier;

  const advanced = (body: object, caller: Caller = buyer) =>
    caller.call('POST', '/Vendors/AdvancedSearch', { searchText: tag, ...body });

  beforeAll(async () => {
    t = await createTestApp(kind);
    ({ buyer, lead, customerId, tag, s, foreign } = await directoryWorld(t));
  });
  afterAll(async () => {
    await t?.close();
  });

  it("reads the agency's supplier with its contacts and what only the agency holds, and 404s another agency's", async () => {
    const read = await buyer.call('GET', `/Vendors?vendorId=${s.beta.vendorId}`);
    expect(read.statusCode, read.body).toBe(200);
    const vendor = valuesOf<AgencyVendor>(read)[0];
    expect(vendor).toMatchObject({
      id: s.beta.vendorId,
      companyName: `Beta Bridges ${tag}`,
      isActive: true,
      accountStatus: 'Active',
      internalNotes: '',
      emailVerified: true,
      bidCount: 1,
      vendorPaySubscription: { status: 'Expired' },
    });
    expect(vendor?.contacts.map((c) => c.email)).toEqual([s.beta.email]);
    expect(vendor?.registeredAt).toMatch(/^\d{4}-/);
    expect(JSON.stringify(read.json())).not.toMatch(/argon|passwordHash|failedLogins/);

    const hidden = await buyer.call('GET', `/Vendors?vendorId=${foreign.vendorId}`);
    const missing = await buyer.call('GET', '/Vendors?vendorId=987654');
    expect([hidden.statusCode, missing.statusCode]).toEqual([404, 404]);
    expect(hidden.body).toBe(missing.body);
    expect((await buyer.call('GET', '/Vendors?vendorId=abc')).statusCode).toBe(400);
    expect(keys(await buyer.call('GET', '/Vendors'))).toBe('vendorInvalidId');
  });

  it("saves the agency's fields, audits them in the supplier's feed, and needs the edit right", async () => {
    const body = {
      id: s.delta.vendorId,
      internalNotes: '  Reliable on drainage work  ',
      isLocalVendor: true,
      emergencyVendor: true,
      vendorDiversityVerified: true,
      isActive: false,
    };
    expect((await buyer.call('PUT', '/Vendors/', body)).statusCode).toBe(403);
    const saved = await lead.call('PUT', '/Vendors/', body);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(valuesOf<AgencyVendor>(saved)[0]).toMatchObject({
      internalNotes: 'Reliable on drainage work',
      isLocalVendor: true,
      emergencyVendor: true,
      vendorDiversityVerified: true,
      isActive: false,
      accountStatus: 'Inactive',
      companyName: `Delta Drains ${tag}`,
    });
    const trail = await auditTrail(t, customerId, 'vendor', s.delta.vendorId);
    expect(trail.at(-1)).toMatchObject({
      action: 'vendor.agencyUpdated',
      vendorId: s.delta.vendorId,
      companyName: `Delta Drains ${tag}`,
      actorUserId: lead.info.user.id,
      before: {
        internalNotes: '',
        isLocalVendor: false,
        emergencyVendor: false,
        vendorDiversityVerified: false,
        isActive: true,
      },
    });
    // The supplier's own profile never shows the notes.
    const own = await s.delta.call('GET', '/Profile');
    expect(own.body).not.toContain('Reliable on drainage');

    const foreignPut = await lead.call('PUT', '/Vendors/', { ...body, id: foreign.vendorId });
    const missingPut = await lead.call('PUT', '/Vendors/', { ...body, id: 987_654 });
    expect([foreignPut.statusCode, missingPut.statusCode]).toEqual([404, 404]);
    expect(foreignPut.body).toBe(missingPut.body);
    const long = await lead.call('PUT', '/Vendors/', { ...body, internalNotes: 'x'.repeat(5001) });
    expect(keys(long)).toBe('invalidParameter');
    expect(keys(await lead.call('PUT', '/Vendors/', { ...body, id: 0 }))).toBe('vendorInvalidId');
    // Northwind's supplier is untouched.
    const [untouched] = await asSystem(t.database.db, (tx) =>
      tx.select().from(vendors).where(eq(vendors.id, foreign.vendorId)),
    );
    expect(untouched?.internalNotes).toBe('');
    await asSystem(t.database.db, (tx) =>
      tx
        .update(vendors)
        .set({ isActive: true })
        .where(and(eq(vendors.customerId, customerId), eq(vendors.id, s.delta.vendorId))),
    );
  });

  it('keeps the last sign-in of any contact and the primary contact’s verification', async () => {
    const later = new Date(t.clock.now().getTime() + 60_000);
    await asSystem(t.database.db, async (tx) => {
      await tx.insert(vendorContacts).values({
        customerId,
        vendorId: s.under.vendorId,
        firstName: 'Second',
        lastName: 'Contact',
        email: `second-${tag}@supplier.test`,
        lastLoginAt: later,
      });
      await tx
        .update(vendorContacts)
        .set({ emailVerifiedAt: null })
        .where(and(eq(vendorContacts.customerId, customerId), eq(vendorContacts.id, s.under.contactId)));
    });
    const vendor = valuesOf<AgencyVendor>(
      await buyer.call('GET', `/Vendors?vendorId=${s.under.vendorId}`),
    )[0];
    expect(vendor?.lastLoginAt).toBe(later.toISOString());
    expect(vendor?.emailVerified).toBe(false);
    const [row] = valuesOf<VendorSearchRow>(await advanced({ searchText: 'Under_Score' }));
    expect(row?.lastLoginAt).toBe(later.toISOString());
    expect(row?.primaryContact).toBe('Sam Supplier');
  });
});
