import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { SubmissionPrice } from '@procura/contract';
import { and, eq } from 'drizzle-orm';
import { submissionFiles, users } from '../../src/db/schema/index.ts';
import { asSystem } from '../../src/platform/tenancy.ts';
import { signedInCaller } from '../api.ts';
import { openSourceForBids, registerPlanTaker } from '../bids.ts';
import { createTestApp, type DatabaseKind, type TestApp } from '../harness.ts';
import { insertAddendum, insertDocument, insertMeeting } from '../portal.ts';
import { insertProject } from '../projects.ts';
import { insertSealedSubmission, setProjectStatus } from '../submissions.ts';
import { signedInSupplier } from '../suppliers.ts';
import type { FuzzHints } from './fuzz-arbitrary.ts';

const adminName = 'admin@demo.procura.local';
const day = 86_400_000;

type Ids = Record<string, number[]>;

/** A small agency world: an open source with a bid, a closed one, a draft, their parts, a supplier. */
async function seedSources(t: TestApp, admin: Awaited<ReturnType<typeof signedInCaller>>) {
  const customerId = admin.info.customer.id;
  const nodeId = admin.info.tenderNode.id;
  const closing = new Date(t.clock.now().getTime() + 20 * day);
  const open = await openSourceForBids(t, admin, { closing });
  const closed = await openSourceForBids(t, admin, { closing });
  const draft = await insertProject(t, { customerId, nodeId });
  const bidder = await signedInSupplier(t, { companyName: 'Fuzz Bidder' });
  const price = (form: typeof open.form): SubmissionPrice => ({
    forms: [{ tenderTableId: form.table.id, addedRowIds: [], cells: [] }],
  });
  const bid = (source: typeof open) =>
    insertSealedSubmission(t, { customerId, tenderId: source.tenderId }, bidder, {
      price: price(source.form),
      files: [
        {
          fileName: 'bond.txt',
          contentType: 'text/plain',
          content: Buffer.from('bond'),
          uploadRequirementId: source.uploadRequirementId,
        },
      ],
    });
  const openBid = await bid(open);
  const closedBid = await bid(closed);
  await setProjectStatus(t, customerId, closed.projectId, 'Unofficial_Results');
  const fileIds = await asSystem(t.database.db, (tx) =>
    tx
      .select({ id: submissionFiles.id })
      .from(submissionFiles)
      .where(eq(submissionFiles.customerId, customerId)),
  );
  const meeting = await insertMeeting(t, customerId, open.tenderId, { date: closing });
  const document = await insertDocument(t, customerId, open.tenderId, 'specification.txt', 'Scope of work');
  const addendum = await insertAddendum(t, customerId, open.tenderId, 1, 'Changed scope');
  const sources = [open, closed];
  const submissionIds = [openBid.submission.id, closedBid.submission.id];
  return {
    projectId: [open.projectId, closed.projectId, draft.projectId],
    tenderId: [open.tenderId, closed.tenderId, draft.tenderId],
    tenderTableId: sources.map((s) => s.form.table.id),
    uploadRequirementId: sources.map((s) => s.uploadRequirementId),
    complianceItemId: sources.map((s) => s.complianceItemId),
    submissionId: submissionIds,
    planTakerId: [openBid.planTakerId ?? 0, closedBid.planTakerId ?? 0],
    fileId: fileIds.map((f) => f.id),
    meetingId: [meeting.id],
    documentId: [document.id],
    addendumId: [addendum.id],
    vendorId: [bidder.vendorId],
    contactId: [bidder.contactId],
  } satisfies Ids;
}

/** Field names that name the same kind of row as another. */
const aliases: Record<string, string> = {
  tendercomplianceid: 'complianceitemid',
  tenderuploadrequirementid: 'uploadrequirementid',
  accountcustomerid: 'customerid',
};

function idHints(ids: Ids, domain: string): FuzzHints {
  const byName = new Map(Object.entries(ids).map(([name, values]) => [name.toLowerCase(), values]));
  const everything = [
    ...new Set([...Object.values(ids).flat(), ...Array.from({ length: 20 }, (_, i) => i + 1)]),
  ];
  return {
    idsFor(name) {
      const singular = name.toLowerCase().replace(/ids$/, 'id');
      return byName.get(aliases[singular] ?? singular) ?? everything;
    },
    stringsFor: (name) => (name === 'agency' || name === 'domain' ? [domain] : []),
  };
}

export type FuzzWorld = Awaited<ReturnType<typeof createFuzzWorld>>;

/**
 * The app over a seeded database with the demo administrator (every right) and a supplier of the
 * demo portal signed in, and real ids of the demo agency by field name for the generator. The
 * administrator's own account stays out of the id hints (fuzzed calls could deactivate it), and
 * `keepSignedIn` signs both in again after a call that ended their sessions.
 */
export async function createFuzzWorld(kind: DatabaseKind) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'procura-fuzz-'));
  const t = await createTestApp(kind, { config: { dataDir } });
  let admin = await signedInCaller(t, adminName);
  let supplier = await signedInSupplier(t, { companyName: 'Fuzz Supplier' });
  const customerId = admin.info.customer.id;
  const sources = await seedSources(t, admin);
  for (const tenderId of sources.tenderId.slice(0, 2)) await registerPlanTaker(t, supplier, tenderId);
  const adminId = admin.info.user.id;
  const ids: Ids = {
    ...sources,
    customerId: [customerId],
    nodeId: [admin.info.tenderNode.id, admin.info.customerNode.id],
    userId: [...t.seed.demoUsers.values()].filter((id) => id !== adminId),
    vendorId: [...sources.vendorId, supplier.vendorId],
    contactId: [...sources.contactId, supplier.contactId],
  };
  const hints = idHints(ids, supplier.agency.domain);

  /** Both sessions, as cookies: each guard reads the one its route needs. */
  const cookies = () => `${admin.cookie}; ${supplier.cookie}`;

  async function keepSignedIn() {
    const staff = await t.app.inject({
      method: 'GET',
      url: `${admin.tenantPath}/Languages`,
      headers: { cookie: admin.cookie },
    });
    if (staff.statusCode !== 200) {
      // A fuzzed call may have locked, deactivated or signed out the administrator: put the account back.
      await asSystem(t.database.db, (tx) =>
        tx
          .update(users)
          .set({ inActive: false, failedLoginCount: 0, lockedAt: null })
          .where(and(eq(users.customerId, customerId), eq(users.id, adminId))),
      );
      admin = await signedInCaller(t, adminName);
    }
    const portal = await t.app.inject({
      method: 'GET',
      url: `${supplier.portalPath}/Session`,
      headers: { cookie: supplier.cookie },
    });
    if (portal.statusCode !== 200) {
      supplier = await signedInSupplier(t, { companyName: 'Fuzz Supplier' });
      for (const tenderId of sources.tenderId.slice(0, 2)) await registerPlanTaker(t, supplier, tenderId);
    }
  }

  return {
    t,
    hints,
    cookies,
    keepSignedIn,
    close: async () => {
      await t.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
