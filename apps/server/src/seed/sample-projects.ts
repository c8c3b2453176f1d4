import { type ProjectStatus, type TenderInput, tenderDefaults } from '@procura/contract';
import { and, eq } from 'drizzle-orm';
import {
  categories,
  departments,
  divisions,
  nodes,
  projects,
  taxTypes,
  tenders,
  vendorContacts,
  vendors,
} from '../db/schema/index.ts';
import type { Clock } from '../platform/clock.ts';
import type { Tx } from '../platform/tenancy.ts';

const day = 24 * 60 * 60 * 1000;

/**
 * A few projects for the demo agency, so `npm start` opens on a search with something to find:
 * one published, one in progress, one scheduled, one planned notice; the tax types price forms
 * compute; and a verified supplier account for the portal. Not used by tests.
 */
/** The demo portal's supplier account (npm start only): signs in at /portal/demo. */
export const demoSupplier = {
  email: 'supplier@demo.procura.local',
  companyName: 'Maple Road Supplies',
} as const;

export async function seedSampleProjects(
  tx: Tx,
  clock: Clock,
  customerId: number,
  leadId: number,
  passwordHash: string,
) {
  const [node] = await tx
    .select()
    .from(nodes)
    .where(and(eq(nodes.customerId, customerId), eq(nodes.kind, 'tender')));
  if (!node) return;
  const [vendor] = await tx
    .insert(vendors)
    .values({ customerId, belongsToNodeId: node.id, companyName: demoSupplier.companyName, city: 'Toronto' })
    .returning();
  if (vendor) {
    await tx.insert(vendorContacts).values({
      customerId,
      vendorId: vendor.id,
      firstName: 'Sam',
      lastName: 'Supplier',
      email: demoSupplier.email,
      isPrimary: true,
      passwordHash,
      emailVerifiedAt: clock.now(),
    });
  }
  const [department] = await tx.insert(departments).values({ customerId, name: 'Public Works' }).returning();
  if (!department) return;
  await tx.insert(taxTypes).values([
    { customerId, name: 'HST', percentage: '13' },
    { customerId, name: 'GST', percentage: '5' },
    { customerId, name: 'PST', percentage: '8' },
  ]);
  const [division] = await tx
    .insert(divisions)
    .values({ customerId, departmentId: department.id, name: 'Roads' })
    .returning();
  const [category] = await tx
    .insert(categories)
    .values({ customerId, kind: 'category', code: '72', name: 'Construction services' })
    .returning();
  const now = clock.now().getTime();
  const at = (days: number) => new Date(now + days * day);
  const samples: {
    name: string;
    status: ProjectStatus;
    isPlanned?: boolean;
    dates: Partial<Record<'dateAvailable' | 'dateClosing' | 'questionDeadline', Date>>;
  }[] = [
    {
      name: 'Main Street resurfacing',
      status: 'Open',
      dates: { dateAvailable: at(-2), dateClosing: at(28), questionDeadline: at(18) },
    },
    { name: 'City Hall roof replacement', status: 'Design_Mode_Pending', dates: {} },
    {
      name: 'Snow clearing services 2027',
      status: 'Open_Scheduled',
      dates: { dateAvailable: at(3), dateClosing: at(40) },
    },
    { name: 'Library furniture (planned)', status: 'Planned', isPlanned: true, dates: {} },
  ];
  for (const [i, sample] of samples.entries()) {
    const [row] = await tx
      .insert(projects)
      .values({
        customerId,
        nodeId: node.id,
        name: sample.name,
        number: `DEMO-${String(i + 1).padStart(4, '0')}`,
        type: 'SOURCE',
        status: sample.status,
        procurementMethod: 'Public',
        isPlanned: sample.isPlanned ?? false,
        createdById: leadId,
        projectLeadId: leadId,
        departmentId: department.id,
        divisionId: division?.id ?? null,
        categoryIds: category ? [category.id] : [],
        classification: 'Construction',
        description: `${sample.name} for the City of Demo.`,
        estimatedValue: String(250000 * (i + 1)),
      })
      .returning();
    if (!row) continue;
    const { meetings: _m, ...settings }: TenderInput = { ...tenderDefaults, isHideBidDocuments: true };
    await tx.insert(tenders).values({ customerId, projectId: row.id, settings, ...sample.dates });
  }
  await tx
    .update(nodes)
    .set({ projectNumberPrefix: 'DEMO-', nextProjectNumber: samples.length + 1 })
    .where(and(eq(nodes.customerId, customerId), eq(nodes.id, node.id)));
}
