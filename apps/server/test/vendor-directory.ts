/**
 * The supplier directory's test world (vendors/*.int.test.ts): six suppliers of the demo agency
 * named with a tag only they carry (so seeded suppliers stay out of the counts), one of another
 * agency, a category, and traits the criteria read: place, local, emergency, diversity,
 * subscription, registration, names, activity and one complete bid.
 */
import { and, eq } from 'drizzle-orm';
import { categories, vendors } from '../src/db/schema/index.ts';
import { asSystem, inTenant } from '../src/platform/tenancy.ts';
import { signedInCaller } from './api.ts';
import type { TestApp } from './harness.ts';
import { insertProject } from './projects.ts';
import { insertSealedSubmission } from './submissions.ts';
import { signedInSupplier } from './suppliers.ts';

export type Caller = Awaited<ReturnType<typeof signedInCaller>>;
export type Supplier = Awaited<ReturnType<typeof signedInSupplier>>;

export async function directoryWorld(t: TestApp) {
  const buyer = await signedInCaller(t, 'buyer@demo.procura.local');
  const lead = await signedInCaller(t, 'lead@demo.procura.local');
  const northwind = await signedInCaller(t, 'admin@northwind.procura.local', 'northwind');
  const customerId = t.seed.demoCustomerId;
  const tag = `Zqv${Math.random().toString(36).slice(2, 7)}`;
  const make = (name: string) => signedInSupplier(t, { companyName: `${name} ${tag}` });
  const s = {
    alpha: await make('Alpha Paving'),
    beta: await make('Beta Bridges'),
    gamma: await make('Gamma Gravel'),
    delta: await make('Delta Drains'),
    percent: await make('100% Concrete'),
    under: await make('Under_Score Ltd'),
  };
  const foreign = await signedInSupplier(t, { agency: 'northwind', companyName: `Foreign ${tag}` });
  const [row] = await inTenant(t.database.db, customerId, (tx) =>
    tx.insert(categories).values({ customerId, kind: 'category', code: 'VD-1', name: 'Paving' }).returning(),
  );
  const category = row?.id ?? 0;
  const day = 86_400_000;
  const now = t.clock.now().getTime();
  await asSystem(t.database.db, async (tx) => {
    const set = (supplier: Supplier, values: Partial<typeof vendors.$inferInsert>) =>
      tx
        .update(vendors)
        .set(values)
        .where(and(eq(vendors.customerId, customerId), eq(vendors.id, supplier.vendorId)));
    await set(s.alpha, {
      city: 'Ottawa',
      provinceState: 'ON',
      isLocalVendor: true,
      categoryIds: [category],
      subscriptionExpiresOn: new Date(now + 30 * day).toISOString().slice(0, 10),
      relevantName: 'Asphalt specialists',
      createdAt: new Date(now - 40 * day),
    });
    await set(s.beta, {
      city: 'ottawa',
      emergencyVendor: true,
      certifiedDiverseSupplier: true,
      diversityClassification: 'Women-owned',
      subscriptionExpiresOn: new Date(now - 2 * day).toISOString().slice(0, 10),
      createdAt: new Date(now - 20 * day),
    });
    await set(s.gamma, { isActive: false, country: 'USA', previousCompanyName: 'Old Quarry Inc' });
    await set(s.delta, { otherCompanyNames: 'DD Pipes' });
  });
  // Beta has a complete bid with the agency.
  const { tenderId } = await insertProject(t, { customerId, nodeId: buyer.info.tenderNode.id });
  await insertSealedSubmission(t, { customerId, tenderId }, s.beta, { price: { forms: [] } });
  return { buyer, lead, northwind, customerId, tag, s, foreign, category };
}
