import { supplierSession } from '@procura/contract';
import { vendorContacts, vendors } from '../src/db/schema/index.ts';
import { portalAgency } from '../src/modules/customers/index.ts';
import { createSupplierSession } from '../src/modules/suppliers/sessions.ts';
import { hashPassword } from '../src/platform/secrets.ts';
import { inTenant } from '../src/platform/tenancy.ts';
import { jsonHeaders, type TestApp } from './harness.ts';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export const supplierPasswordForTests = 'Supplier-Pass-2026!';

/**
 * A verified supplier account of an agency's portal, made directly in the database (the
 * registration journey has its own tests), signed in: `call('GET', '/Opportunities')` calls
 * `/api/v1/portal/{agency}/Opportunities` with its cookie.
 */
export async function signedInSupplier(
  t: TestApp,
  options: { agency?: string; companyName?: string; email?: string; firstName?: string } = {},
) {
  const agencyName = options.agency ?? 'demo';
  const agency = await portalAgency(t.ctx, agencyName);
  const email = options.email ?? `bids-${Math.random().toString(36).slice(2, 10)}@supplier.test`;
  const passwordHash = await hashPassword(supplierPasswordForTests);
  const account = await inTenant(t.database.db, agency.customerId, async (tx) => {
    const [vendor] = await tx
      .insert(vendors)
      .values({
        customerId: agency.customerId,
        belongsToNodeId: agency.tenderNodeId,
        companyName: options.companyName ?? `Supplier ${email.split('@')[0]}`,
        city: 'Toronto',
        country: 'Canada',
      })
      .returning();
    if (!vendor) throw new Error('vendor not inserted');
    const [contact] = await tx
      .insert(vendorContacts)
      .values({
        customerId: agency.customerId,
        vendorId: vendor.id,
        firstName: options.firstName ?? 'Sam',
        lastName: 'Supplier',
        email,
        isPrimary: true,
        passwordHash,
        emailVerifiedAt: t.clock.now(),
      })
      .returning();
    if (!contact) throw new Error('contact not inserted');
    const session = await createSupplierSession(tx, t.ctx, {
      customerId: agency.customerId,
      vendorId: vendor.id,
      contactId: contact.id,
    });
    return { vendor, contact, token: session.token };
  });
  const cookie = `${supplierSession.cookieName}=${account.token}`;
  const portalPath = `/api/v1/portal/${agency.domain}`;
  const call = (method: Method, path: string, payload?: unknown) =>
    t.app.inject({
      method,
      url: `${portalPath}${path}`,
      headers: { ...jsonHeaders, cookie },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  return {
    agency,
    vendorId: account.vendor.id,
    contactId: account.contact.id,
    companyName: account.vendor.companyName,
    email,
    cookie,
    portalPath,
    call,
  };
}
