import { vendorContacts, vendors } from '../src/db/schema/index.ts';
import { asSystem } from '../src/platform/tenancy.ts';
import type { TestApp } from './harness.ts';

/** Suppliers of an agency made in the database, each with a primary contact. */
export async function insertVendors(t: TestApp, customerId: number, nodeId: number, names: string[]) {
  return asSystem(t.database.db, async (tx) => {
    const ids: number[] = [];
    for (const name of names) {
      const [vendor] = await tx
        .insert(vendors)
        .values({ customerId, belongsToNodeId: nodeId, companyName: name, city: 'Toronto' })
        .returning();
      if (!vendor) throw new Error('vendor not inserted');
      const slug = name.toLowerCase().replace(/[^a-z]+/g, '-');
      await tx.insert(vendorContacts).values({
        customerId,
        vendorId: vendor.id,
        firstName: 'Pat',
        lastName: name.split(' ')[0] ?? '',
        email: `${slug}-${vendor.id}@suppliers.test`,
        isPrimary: true,
      });
      ids.push(vendor.id);
    }
    return ids;
  });
}
