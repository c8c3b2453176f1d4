import type { TenderTableForm } from '@procura/contract';
import { and, eq } from 'drizzle-orm';
import {
  categories,
  departments,
  divisions,
  dropdownOptions,
  nodes,
  onlineSubmissionTemplates,
  projectComments,
  projectJournalComments,
  projectJournalDocuments,
  projectJournals,
  projectTasks,
  projectUsers,
  savedSearches,
  submissionFiles,
  taxTypes,
  tenderBonds,
  tenderComplianceItems,
  tenderInvitations,
  tenderUploadRequirements,
  userGroups,
  users,
  vendorQuestions,
} from '../../src/db/schema/index.ts';
import { asSystem } from '../../src/platform/tenancy.ts';
import { signedInCaller } from '../api.ts';
import type { TestApp } from '../harness.ts';
import { insertAddendum, insertDocument, insertMeeting, insertOpportunity } from '../portal.ts';
import { insertPlanTaker } from '../sourcing.ts';
import { insertSealedSubmission } from '../submissions.ts';
import { signedInSupplier } from '../suppliers.ts';
import { priceForm } from '../tables.ts';
import { insertAwardRows } from './award-world.ts';
import { insertEmailRows } from './email-world.ts';
import { writeExport } from './export-world.ts';
import type { IdKind } from './id-kinds.ts';
import { insertIntakeRows } from './intake-world.ts';
import { insertPerformanceRows } from './performance-world.ts';
import { insertReportRows } from './report-world.ts';
import { insertSupplierRows } from './supplier-world.ts';

export type { IdKind } from './id-kinds.ts';

/** One agency's rows: ids of every kind (the ones to use in A's own requests first) and its marks. */
export type AgencyWorld = {
  domain: string;
  customerId: number;
  nodeId: number;
  ids: Record<IdKind, (number | string)[]>;
  /** Strings only this agency's rows carry: found in another agency's answer, they are a leak. */
  marks: string[];
  /** The text written into this agency's rows. */
  mark: string;
  /** Its award approval's first step and link, for the approver prober. */
  approval: { approvalId: number; workflowId: number; token: string };
  /** Its sent envelope's signer and link, for the signer prober. */
  envelope: { envelopeId: number; signerId: number; token: string };
};

/** The support agency's ids add more foreign ids of the kinds it holds (customer, nodes, groups). */
export async function supportIds(t: TestApp): Promise<Partial<Record<IdKind, number[]>>> {
  const customerId = t.seed.supportCustomerId;
  return asSystem(t.database.db, async (tx) => ({
    customer: [customerId],
    node: (await tx.select().from(nodes).where(eq(nodes.customerId, customerId))).map((n) => n.id),
    userGroup: (await tx.select().from(userGroups).where(eq(userGroups.customerId, customerId))).map(
      (g) => g.id,
    ),
  }));
}

/**
 * One of everything the routes take an id of, in agency `domain`, through the administrator's
 * calls where that is one call (the form) and straight into the database elsewhere; every name
 * carries `mark`. The bidder has a sealed submission with a file; a second Open source has none.
 */
export async function buildAgencyWorld(
  t: TestApp,
  domain: string,
  mark: string,
  seedMarks: string[],
): Promise<AgencyWorld> {
  const admin = await signedInCaller(t, `admin@${domain}.procura.local`, domain);
  const customerId = admin.info.customer.id;
  const nodeId = admin.info.tenderNode.id;
  const at = { customerId, nodeId };
  const first = await insertOpportunity(t, at, { name: `${mark} Bridge`, description: `${mark} works` });
  const second = await insertOpportunity(t, at, { name: `${mark} Culvert` });
  const saved = await admin.call(
    'PUT',
    '/TenderTables',
    priceForm(first.tenderId, [[`${mark} line`, '2', '3']]),
  );
  if (saved.statusCode !== 200) throw new Error(`form not saved: ${saved.body}`);
  const form = saved.json() as TenderTableForm;
  const meeting = await insertMeeting(t, customerId, first.tenderId, {
    description: `${mark} site visit`,
    date: null,
  });
  const document = await insertDocument(
    t,
    customerId,
    first.tenderId,
    `${mark}-spec.txt`,
    `${mark} document body`,
  );
  const addendum = await insertAddendum(t, customerId, first.tenderId, 1, `${mark} addendum body`);
  const otherDocument = await insertDocument(t, customerId, second.tenderId, `${mark}-2.txt`, `${mark} 2`);
  const otherAddendum = await insertAddendum(t, customerId, second.tenderId, 1, `${mark} 2 addendum`);
  const bidder = await signedInSupplier(t, {
    agency: domain,
    companyName: `${mark} Bidder`,
    firstName: mark,
  });
  const taker = await insertPlanTaker(t, customerId, second.tenderId, { companyName: `${mark} Taker` });
  const rows = await asSystem(t.database.db, async (tx) => {
    const one = async <Row extends { id: number }>(query: Promise<Row[]>) => {
      const [row] = await query;
      if (!row) throw new Error('world row not inserted');
      return row.id;
    };
    // Several ids of a kind: the suite probes with each.
    const ids = async <Row extends { id: number }>(query: Promise<Row[]>) =>
      (await query).map((row) => row.id);
    const named = { customerId, name: `${mark} item` };
    const tender = { ...named, tenderId: first.tenderId };
    const user = await one(
      tx
        .insert(users)
        .values({
          customerId,
          email: `${mark}@world.test`,
          username: `${mark}@world.test`,
          firstName: mark,
          lastName: mark,
        })
        .returning(),
    );
    const department = await ids(
      tx
        .insert(departments)
        .values([named, { ...named, name: `${mark} 2` }])
        .returning(),
    );
    const journal = await one(
      tx
        .insert(projectJournals)
        .values({ customerId, projectId: first.projectId, note: `${mark} note` })
        .returning(),
    );
    const list = (name: string) =>
      ids(
        tx
          .insert(dropdownOptions)
          .values(['', ' 2'].map((suffix) => ({ ...named, list: name, name: `${mark} ${name}${suffix}` })))
          .returning(),
      );
    const category = (kind: 'category' | 'commodity') =>
      ids(
        tx
          .insert(categories)
          .values(['', '-2'].map((suffix) => ({ ...named, kind, code: `${mark}-${kind}${suffix}` })))
          .returning(),
      );
    return {
      user,
      userGroup: await one(
        tx
          .insert(userGroups)
          .values({ ...named, nodeId })
          .returning(),
      ),
      department,
      division: await ids(
        tx
          .insert(divisions)
          .values(department.map((departmentId) => ({ ...named, departmentId })))
          .returning(),
      ),
      leadAgencyName: await list('leadAgencyName'),
      irrevocablePeriod: await list('irrevocablePeriod'),
      tenderType: await list('tenderType'),
      term: await list('term'),
      tradeAgreement: await list('tradeAgreement'),
      awardException: await list('awardException'),
      category: await category('category'),
      commodity: await category('commodity'),
      submissionTemplate: await one(
        tx
          .insert(onlineSubmissionTemplates)
          .values({ ...named, groupName: mark, body: `${mark} body` })
          .returning(),
      ),
      taxType: await one(
        tx
          .insert(taxTypes)
          .values({ ...named, percentage: '13' })
          .returning(),
      ),
      complianceItem: await ids(
        tx
          .insert(tenderComplianceItems)
          .values([tender, { ...tender, name: `${mark} 2` }])
          .returning(),
      ),
      invitation: await one(
        tx
          .insert(tenderInvitations)
          .values({ ...tender, email: `${mark}@invited.test` })
          .returning(),
      ),
      uploadRequirement: await ids(
        tx
          .insert(tenderUploadRequirements)
          .values([tender, { ...tender, name: `${mark} 2` }])
          .returning(),
      ),
      bond: await ids(
        tx
          .insert(tenderBonds)
          .values(
            [5, 10].map((amount) => ({
              ...tender,
              name: `${mark} ${amount}`,
              amountType: 'Percentage' as const,
              amount: String(amount),
            })),
          )
          .returning(),
      ),
      question: await one(
        tx
          .insert(vendorQuestions)
          .values({
            customerId,
            tenderId: first.tenderId,
            companyName: `${mark} Asker`,
            fullName: mark,
            email: `${mark}@asker.test`,
            question: `${mark} question?`,
            askedAt: t.clock.now(),
          })
          .returning(),
      ),
      journal,
      journalComment: await one(
        tx
          .insert(projectJournalComments)
          .values({ customerId, journalId: journal, comment: `${mark} c` })
          .returning(),
      ),
      journalDocument: await one(
        tx
          .insert(projectJournalDocuments)
          .values({
            customerId,
            journalId: journal,
            fileName: `${mark}.txt`,
            contentType: 'text/plain',
            sizeInByte: 4,
            storageKey: document.storageKey,
          })
          .returning(),
      ),
      task: await one(
        tx
          .insert(projectTasks)
          .values({ customerId, projectId: first.projectId, subject: `${mark} task`, dueDate: t.clock.now() })
          .returning(),
      ),
      comment: await one(
        tx
          .insert(projectComments)
          .values({ customerId, projectId: first.projectId, comment: `${mark} comment` })
          .returning(),
      ),
      projectUser: await one(
        tx
          .insert(projectUsers)
          .values({ customerId, projectId: first.projectId, userId: user, roleId: 'projectTeamMember' })
          .returning(),
      ),
      savedSearch: await one(
        tx
          .insert(savedSearches)
          .values({
            customerId,
            ownerId: admin.info.user.id,
            type: 'Project',
            name: `${mark} search`,
            criteria: {},
          })
          .returning(),
      ),
    };
  });
  const bid = await insertSealedSubmission(t, { customerId, tenderId: first.tenderId }, bidder, {
    price: { forms: [] },
    answers: { notes: `${mark} answer` },
    files: [{ fileName: `${mark}.txt`, contentType: 'text/plain', content: Buffer.from(`${mark} file`) }],
  });
  const [file] = await asSystem(t.database.db, (tx) =>
    tx.select().from(submissionFiles).where(eq(submissionFiles.submissionId, bid.submission.id)),
  );
  const award = await insertAwardRows(
    t,
    { customerId, tenderId: first.tenderId, submissionId: bid.submission.id, userId: admin.info.user.id },
    mark,
  );
  const supplierIds = await insertSupplierRows(
    t,
    { customerId, vendorId: bidder.vendorId, userId: admin.info.user.id, storageKey: document.storageKey },
    mark,
  );
  const performanceIds = await insertPerformanceRows(
    t,
    {
      customerId,
      nodeId,
      vendorId: bidder.vendorId,
      contractId: Number(award.ids.contract?.[0]),
      userId: admin.info.user.id,
      storageKey: document.storageKey,
    },
    mark,
  );
  const intakeIds = await insertIntakeRows(t, { customerId, nodeId, storageKey: document.storageKey }, mark);
  // The first source's mail to the bidder (its project and source ids, the bidder's supplier and contact).
  const place = { customerId, nodeId, userId: admin.info.user.id, storageKey: document.storageKey };
  const emailIds = await insertEmailRows(t, { ...first, ...bidder, ...place }, mark);
  const reportIds = await insertReportRows(t, place, mark);
  const exportId = await writeExport(t, { customerId, nodeId, userId: admin.info.user.id, ...first }, mark);
  const [seededGroup] = await asSystem(t.database.db, (tx) =>
    tx
      .select()
      .from(userGroups)
      .where(and(eq(userGroups.customerId, customerId), eq(userGroups.name, 'Buyers'))),
  );
  return {
    domain,
    customerId,
    nodeId,
    mark,
    marks: [mark, ...seedMarks],
    approval: award.approval,
    envelope: award.envelope,
    ids: {
      ...Object.fromEntries(Object.entries(rows).map(([kind, id]) => [kind, [id].flat()])),
      customer: [customerId],
      node: [nodeId, admin.info.customerNode.id],
      user: [rows.user, admin.info.user.id],
      userGroup: [rows.userGroup, seededGroup?.id ?? 0],
      project: [first.projectId, second.projectId],
      tender: [first.tenderId, second.tenderId],
      meeting: [meeting.id],
      document: [document.id, otherDocument.id],
      addendum: [addendum.id, otherAddendum.id],
      table: [form.table.id],
      column: form.columns.map((c) => c.id).slice(0, 2),
      row: form.rows.map((r) => r.id).slice(0, 2),
      planTaker: [taker.id, bid.planTakerId ?? 0],
      vendor: [bidder.vendorId],
      contact: [bidder.contactId],
      submission: [bid.submission.id],
      submissionFile: [file?.id ?? 0],
      ...award.ids,
      ...supplierIds,
      ...performanceIds,
      exportJob: [exportId],
      ...intakeIds,
      ...emailIds,
      ...reportIds,
    } as unknown as Record<IdKind, (number | string)[]>,
  };
}

/** The ids of `kind` in the world, each agency's as a list. */
export function idsOf(world: AgencyWorld, kind: IdKind): (number | string)[] {
  return world.ids[kind].filter((id) => id !== 0);
}

/** The supplier of `world` that probes the portal, registered on its first source (no bid yet). */
export async function portalProber(t: TestApp, world: AgencyWorld) {
  const supplier = await signedInSupplier(t, { agency: world.domain, companyName: `${world.mark} Prober` });
  await insertPlanTaker(t, world.customerId, Number(world.ids.tender[0]), {
    vendorId: supplier.vendorId,
    contactId: supplier.contactId,
    companyName: supplier.companyName,
    email: supplier.email,
  });
  return supplier;
}
