import { and, eq } from 'drizzle-orm';
import { nodes, vendorComments, vendorContacts, vendors } from '../db/schema/index.ts';
import type { Clock } from '../platform/clock.ts';
import type { Tx } from '../platform/tenancy.ts';

const day = 24 * 60 * 60 * 1000;

const sampleSuppliers = [
  {
    companyName: 'Northern Asphalt Co.',
    city: 'Sudbury',
    isLocalVendor: true,
    subscriptionDays: 200,
    notes: 'Reliable on resurfacing; ask for the winter rates.',
    comment: 'Met their estimator at the spring trade show.',
    contact: ['Nora', 'Keller', 'nora.keller@northern-asphalt.example'],
  },
  {
    companyName: 'Bright Path Lighting',
    city: 'Toronto',
    isLocalVendor: false,
    subscriptionDays: -10,
    notes: '',
    comment: 'Subscription lapsed last month.',
    contact: ['Omar', 'Haddad', 'omar@brightpath.example'],
  },
  {
    companyName: 'Cedar & Stone Landscaping',
    city: 'Guelph',
    isLocalVendor: true,
    subscriptionDays: null,
    notes: 'Certified diverse; verified in March.',
    comment: '',
    contact: ['Lena', 'Park', 'lena.park@cedarstone.example'],
  },
] as const;

/**
 * A few directory entries the agency added (issue 22 §1, §5; npm start only), with internal notes,
 * subscriptions (active, expired, none) and comments, so /suppliers has something to show.
 */
export async function seedSampleSuppliers(tx: Tx, clock: Clock, customerId: number, leadId: number) {
  const [node] = await tx
    .select({ id: nodes.id })
    .from(nodes)
    .where(and(eq(nodes.customerId, customerId), eq(nodes.kind, 'tender')));
  if (!node) return;
  const today = clock.now().getTime();
  for (const sample of sampleSuppliers) {
    const [vendor] = await tx
      .insert(vendors)
      .values({
        customerId,
        belongsToNodeId: node.id,
        companyName: sample.companyName,
        city: sample.city,
        provinceState: 'ON',
        country: 'Canada',
        isLocalVendor: sample.isLocalVendor,
        certifiedDiverseSupplier: sample.companyName.startsWith('Cedar'),
        diversityClassification: sample.companyName.startsWith('Cedar') ? 'Women-owned' : '',
        internalNotes: sample.notes,
        subscriptionExpiresOn:
          sample.subscriptionDays === null
            ? null
            : new Date(today + sample.subscriptionDays * day).toISOString().slice(0, 10),
        addedById: leadId,
      })
      .returning();
    if (!vendor) continue;
    const [firstName, lastName, email] = sample.contact;
    await tx
      .insert(vendorContacts)
      .values({ customerId, vendorId: vendor.id, firstName, lastName, email, isPrimary: true });
    if (sample.comment) {
      await tx
        .insert(vendorComments)
        .values({ customerId, vendorId: vendor.id, userId: leadId, comment: sample.comment });
    }
  }
}
