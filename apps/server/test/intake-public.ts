import type { IntakeSubmission } from '@procura/contract';
import { and, eq } from 'drizzle-orm';
import { categories, departments, divisions, dropdownOptions, nodes, users } from '../src/db/schema/index.ts';
import { writeIntakeSettings } from '../src/modules/intake/settings-queries.ts';
import { asSystem, inTenant } from '../src/platform/tenancy.ts';
import type { TestApp } from './harness.ts';

/** The public intake form's test world (issue 24 §1): agencies, settings and a valid submission. */
export type IntakeWorld = Awaited<ReturnType<typeof intakeWorld>>;

export const tenderNodeOf = async (t: TestApp, customerId: number) => {
  const [node] = await asSystem(t.database.db, (tx) =>
    tx
      .select({ id: nodes.id })
      .from(nodes)
      .where(and(eq(nodes.customerId, customerId), eq(nodes.kind, 'tender'))),
  );
  if (!node) throw new Error('no tender node');
  return node.id;
};

/**
 * City of Demo takes intake requests on its tender node, offering Public Works (division Roads)
 * but not Parks; one bid type and one category of each are inactive; the administrator, a retired
 * user and the evaluator are to be told of new requests. Northwind has intake off.
 */
export async function intakeWorld(t: TestApp) {
  const customerId = t.seed.demoCustomerId;
  const nodeId = await tenderNodeOf(t, customerId);
  const user = (name: string) => t.seed.demoUsers.get(`${name}@demo.procura.local`) ?? 0;
  const ids = await asSystem(t.database.db, async (tx) => {
    const idsOf = (rows: { id: number }[]) => rows.map((row) => row.id);
    const [works = 0, parks = 0] = idsOf(
      await tx
        .insert(departments)
        .values([
          { customerId, name: 'Public Works' },
          { customerId, name: 'Parks' },
        ])
        .returning(),
    );
    const [roads = 0, trails = 0] = idsOf(
      await tx
        .insert(divisions)
        .values([
          { customerId, departmentId: works, name: 'Roads' },
          { customerId, departmentId: parks, name: 'Trails' },
        ])
        .returning(),
    );
    const [rfp = 0, retiredType = 0] = idsOf(
      await tx
        .insert(dropdownOptions)
        .values([
          { customerId, list: 'tenderType', name: 'RFP' },
          { customerId, list: 'tenderType', name: 'Old type', active: false },
        ])
        .returning(),
    );
    const [construction = 0] = idsOf(
      await tx
        .insert(categories)
        .values({ customerId, kind: 'category', code: '72', name: 'Construction services' })
        .returning(),
    );
    const [paving = 0, retiredCategory = 0] = idsOf(
      await tx
        .insert(categories)
        .values([
          { customerId, kind: 'category', code: '72.1', name: 'Paving', parentId: construction },
          { customerId, kind: 'category', code: '99', name: 'Retired', active: false },
        ])
        .returning(),
    );
    const retired = 'retired@demo.procura.local';
    const [retiredUser = 0] = idsOf(
      await tx
        .insert(users)
        .values({
          customerId,
          email: retired,
          username: retired,
          firstName: 'Ret',
          lastName: 'Ired',
          purchaser: true,
          inActive: true,
        })
        .returning(),
    );
    return {
      ...{
        works,
        parks,
        roads,
        trails,
        rfp,
        retiredType,
        construction,
        paving,
        retiredCategory,
        retiredUser,
      },
      ...{ admin: user('admin'), lead: user('lead'), buyer: user('buyer'), evaluator: user('evaluator') },
    };
  });
  const settings = {
    enableIntake: true,
    enableIntakeEssentials: false,
    guide: '<p>Ask <strong>early</strong>.</p>',
    departmentIds: [ids.works],
    notifyUserIds: [ids.admin, ids.retiredUser, ids.evaluator],
  };
  await inTenant(t.database.db, customerId, (tx) =>
    writeIntakeSettings(tx, customerId, nodeId, ids.admin, settings),
  );
  return { customerId, nodeId, ids, settings };
}

/** A complete request from the form, as the web sends it. */
export function submission(w: IntakeWorld, changes: Partial<IntakeSubmission> = {}): IntakeSubmission {
  return {
    customerId: w.customerId,
    nodeId: w.nodeId,
    contactDetails: {
      firstName: 'Robin',
      lastName: 'Hale',
      email: 'robin.hale@example.com',
      departmentId: w.ids.works,
      divisionId: w.ids.roads,
      procurementLeadId: w.ids.lead,
      consultant: { firstName: '', lastName: '', email: '' },
    },
    projectDetail: {
      projectName: 'Sidewalk repairs 2027',
      classification: null,
      description: 'Repair the sidewalks of the east end.',
      bidType: w.ids.rfp,
      categoryIds: [w.ids.paving],
      isSiteVisit: true,
      locations: [{ streetAddress: '1 Main St', city: 'Demo' }],
      estimatedPostingDate: '2027-03-01',
      deliveryConstructionStartDate: '2027-05-01',
      supplierEmails: 'a@example.com; b@example.com',
    },
    financialDetails: { projectBudget: 125000.5, estimatedTotalProjectValue: 250000 },
    documentTokens: [],
    website: '',
    ...changes,
  };
}
