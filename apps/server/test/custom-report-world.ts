import { sql } from 'drizzle-orm';
import {
  awards,
  categories,
  contractOptionTerms,
  contractPurchaseOrders,
  contracts,
  contractVendors,
  departments,
  divisions,
  planTakers,
  projectUsers,
  submissions,
  tenderAddenda,
  tenders,
  users,
  vendorQuestions,
  vendors,
} from '../src/db/schema/index.ts';
import { tenantRow } from '../src/platform/query.ts';
import { asSystem, type Tx } from '../src/platform/tenancy.ts';
import {
  type Category,
  type ContractSpec,
  commodityNames,
  defaultCreatedAt,
  defaultUpdatedAt,
  type Person,
  people,
  projectName,
  projectSpecs,
  type SourceSpec,
  type When,
} from './custom-report-specs.ts';
import type { TestApp } from './harness.ts';
import { insertProject } from './projects.ts';
import { one, type Place } from './report-world.ts';

/**
 * Seeds the agency of custom-report-specs.ts: references (departments, people, categories,
 * suppliers) in this agency only, then each project at its place with its source and contract.
 */

/** The ids the seed gave: projects by number, and the references the filters name. */
export type CustomWorld = {
  projectIds: Map<string, number>;
  departmentIds: Record<'Roads' | 'Parks', number>;
  personIds: Record<Person, number>;
  categoryIds: Record<Category, number>;
};

const sentinel = sql`'9999-12-31 23:59:59-05'::timestamptz`;
const instant = (when: When | undefined) =>
  when === undefined ? null : when === 'sentinel' ? sentinel : sql`${when}::timestamptz`;

async function seedReferences(tx: Tx, customerId: number, nodeId: number) {
  const department = async (name: string) =>
    (await one(tx.insert(departments).values({ customerId, name }).returning())).id;
  const departmentIds = { Roads: await department('Roads'), Parks: await department('Parks') };
  const division = await one(
    tx
      .insert(divisions)
      .values({ customerId, departmentId: departmentIds.Roads, name: 'Paving' })
      .returning(),
  );
  const personIds = {} as Record<Person, number>;
  for (const person of people) {
    const [firstName = '', lastName = ''] = person.split(' ');
    const email = `${firstName.toLowerCase()}@custom-report.test`;
    personIds[person] = (
      await one(
        tx.insert(users).values({ customerId, email, username: email, firstName, lastName }).returning(),
      )
    ).id;
  }
  const category = async (kind: 'category' | 'commodity', code: string, name: string) =>
    (await one(tx.insert(categories).values({ customerId, kind, code, name }).returning())).id;
  const categoryIds = {
    Asphalt: await category('category', 'C1', 'Asphalt'),
    Bridges: await category('category', 'C2', 'Bridges'),
  };
  const commodityIds = {
    '72-100': await category('commodity', '72-100', commodityNames['72-100']),
    '72-200': await category('commodity', '72-200', commodityNames['72-200']),
  };
  const vendorIds = new Map<string, number>();
  for (const name of ['Beacon', 'Gamma Build', 'Dropped']) {
    const vendor = await one(
      tx.insert(vendors).values({ customerId, belongsToNodeId: nodeId, companyName: name }).returning(),
    );
    vendorIds.set(name, vendor.id);
  }
  return { departmentIds, divisionId: division.id, personIds, categoryIds, commodityIds, vendorIds };
}
type References = Awaited<ReturnType<typeof seedReferences>>;

async function seedSource(tx: Tx, customerId: number, tenderId: number, source: SourceSpec) {
  await tx
    .update(tenders)
    .set({
      settings: sql`jsonb_set(${tenders.settings}, '{submission}', ${String(source.submission ?? 1)}::jsonb)`,
      dateAvailable: instant(source.published),
      dateClosing: instant(source.closing),
      questionDeadline: instant(source.deadline),
      datePlannedNotice: instant(source.plannedNotice),
      dateSentToPurchasing: instant(source.sentToPurchasing),
      dateEstimatedAward: instant(source.estimatedAward),
    })
    .where(tenantRow(tenders.id, customerId, tenderId));
  const at = new Date('2026-06-01T12:00:00Z');
  for (let n = 0; n < (source.planTakers ?? 0); n++) {
    await tx.insert(planTakers).values({ customerId, tenderId, companyName: `Taker ${n}`, registeredAt: at });
  }
  for (let n = 0; n < (source.questions ?? 0); n++) {
    await tx.insert(vendorQuestions).values({
      customerId,
      tenderId,
      companyName: `Asker ${n}`,
      fullName: 'Ana Asker',
      email: `asker${n}@q.test`,
      question: 'When?',
      askedAt: at,
    });
  }
  for (let n = 1; n <= (source.addenda ?? 0); n++) {
    await tx.insert(tenderAddenda).values({
      customerId,
      tenderId,
      number: n,
      fileName: `addendum-${n}.pdf`,
      contentType: 'application/pdf',
      sizeInByte: 10,
      storageKey: `addenda/${tenderId}/${n}`,
      createdAt: at,
    });
  }
  for (const bid of source.bids ?? []) {
    const submission = await one(
      tx
        .insert(submissions)
        .values({
          customerId,
          tenderId,
          companyName: bid.company,
          contactEmail: 'bid@bid.test',
          status: bid.status,
          isNoBid: bid.noBid,
        })
        .returning(),
    );
    const award = (source.awards ?? []).find((a) => a.company === bid.company);
    if (award) {
      await tx.insert(awards).values({
        customerId,
        tenderId,
        submissionId: submission.id,
        awardAmount: award.amount,
        awardDate: award.day,
      });
    }
  }
}

async function seedContract(
  tx: Tx,
  customerId: number,
  projectId: number,
  spec: ContractSpec,
  refs?: References,
) {
  const contract = await one(
    tx
      .insert(contracts)
      .values({
        customerId,
        projectId,
        name: `Contract of ${projectId}`,
        number: `K-${projectId}`,
        status: spec.status,
        termEnd: spec.termEnd ?? null,
        hasWarrantyPeriod: spec.hasWarranty ?? false,
        warrantyStart: spec.warrantyStart ?? null,
        warrantyEnd: spec.warrantyEnd ?? null,
        initialTermStart: spec.initialTermStart ?? null,
        initialTermEnd: spec.initialTermEnd ?? null,
        firmPricingStart: spec.firmFrom ?? null,
        firmPricingEnd: spec.firmTo ?? null,
        substantialCompletionDate: spec.substantial ?? null,
        startedAt: spec.startedAt ? new Date(spec.startedAt) : null,
        closedAt: spec.closedAt ? new Date(spec.closedAt) : null,
        amount: spec.amount ?? null,
        contigencyAmount: spec.contingency ?? null,
        totalProjectValue: spec.totalProjectValue ?? null,
        isTerm: spec.isTerm ?? false,
        hasOptionYears: (spec.options ?? []).length > 0,
      })
      .returning(),
  );
  const contractId = contract.id;
  for (const [sortOrder, isTaken] of (spec.options ?? []).entries()) {
    await tx.insert(contractOptionTerms).values({ customerId, contractId, sortOrder, isTaken });
  }
  for (const amount of spec.orders ?? []) {
    await tx.insert(contractPurchaseOrders).values({ customerId, contractId, amount, date: '2026-03-01' });
  }
  for (const supplier of spec.suppliers ?? []) {
    const vendorId = refs?.vendorIds.get(supplier.name) ?? 0;
    await tx.insert(contractVendors).values({ customerId, contractId, vendorId, isActive: supplier.active });
  }
  for (const admin of spec.admins ?? []) {
    const userId = refs?.personIds[admin] ?? 0;
    await tx.insert(projectUsers).values({ customerId, projectId, userId, roleId: 'contractAdministrator' });
  }
  // Another role on the team is no contract administrator.
  if (refs && spec.admins) {
    const userId = refs.personIds['Lena Lead'];
    await tx.insert(projectUsers).values({ customerId, projectId, userId, roleId: 'buyer' });
  }
}

/** Seeds every spec at its place; references (people, departments...) exist in this agency only. */
export async function seedCustomWorld(
  t: TestApp,
  places: Record<Place, { customerId: number; nodeId: number }>,
): Promise<CustomWorld> {
  const here = places.here;
  const refs = await asSystem(t.database.db, (tx) => seedReferences(tx, here.customerId, here.nodeId));
  const projectIds = new Map<string, number>();
  for (const spec of projectSpecs) {
    const at = places[spec.place ?? 'here'];
    const ours = at.customerId === here.customerId ? refs : undefined;
    const person = (who: Person | undefined) => (who && ours ? ours.personIds[who] : null);
    const { projectId, tenderId } = await insertProject(t, at, {
      name: projectName(spec.number),
      number: spec.number,
      type: spec.type,
      status: spec.status,
      phase: spec.phase ?? 'Build',
      procurementMethod: spec.method ?? 'Public',
      classification: spec.classification ?? null,
      departmentId: spec.department && ours ? ours.departmentIds[spec.department] : null,
      divisionId: spec.division && ours ? ours.divisionId : null,
      projectLeadId: person(spec.lead),
      departmentProjectLeadId: person(spec.departmentLead),
      createdById: person(spec.createdBy),
      categoryIds: ours ? (spec.categories ?? []).map((c) => ours.categoryIds[c]) : [],
      commodityCodeIds: ours ? (spec.commodities ?? []).map((c) => ours.commodityIds[c]) : [],
      description: spec.description ?? '',
      estimatedValue: spec.estimatedValue ?? null,
      estimatedAnnualValue: spec.estimatedAnnualValue ?? null,
      internalReferenceNumber: spec.internalReference ?? '',
      isCooperative: spec.cooperative ?? false,
      isPlanned: spec.planned ?? false,
      intakeRequestId: spec.fromIntake ? 4242 : null,
      createdAt: new Date(spec.createdAt ?? defaultCreatedAt),
      updatedAt: new Date(spec.updatedAt ?? defaultUpdatedAt),
    });
    projectIds.set(spec.number, projectId);
    await asSystem(t.database.db, async (tx) => {
      if (spec.source) await seedSource(tx, at.customerId, tenderId, spec.source);
      if (spec.laterTender) {
        const later = await one(
          tx.insert(tenders).values({ customerId: at.customerId, projectId, settings: {} }).returning(),
        );
        await seedSource(tx, at.customerId, later.id, {
          submission: 0,
          closing: '2026-06-14T12:00:00.000Z',
          planTakers: 5,
          awards: [],
        });
      }
      if (spec.contract) await seedContract(tx, at.customerId, projectId, spec.contract, ours);
    });
  }
  return {
    projectIds,
    departmentIds: refs.departmentIds,
    personIds: refs.personIds,
    categoryIds: refs.categoryIds,
  };
}
