import { and, asc, desc, eq, ne, type SQL, sql } from 'drizzle-orm';
import {
  meetingAttendance,
  planTakerDownloads,
  planTakers,
  projectDocuments,
  projects,
  submissions,
  tenderAddenda,
  tenders,
  vendorContacts,
  vendors,
} from '../../db/schema/index.ts';
import { tenantJoin, tenantRow } from '../../platform/query.ts';
import type { Tx } from '../../platform/tenancy.ts';

export type PlanTakerRow = typeof planTakers.$inferSelect;

export async function findPlanTakerOfVendor(tx: Tx, customerId: number, tenderId: number, vendorId: number) {
  const [row] = await tx
    .select()
    .from(planTakers)
    .where(
      and(
        eq(planTakers.customerId, customerId),
        eq(planTakers.tenderId, tenderId),
        eq(planTakers.vendorId, vendorId),
      ),
    );
  return row;
}

export async function findPlanTaker(tx: Tx, customerId: number, id: number) {
  const [row] = await tx
    .select()
    .from(planTakers)
    .where(tenantRow(planTakers.id, customerId, id));
  return row;
}

/** A company name already on the source's list (ignoring case), other than `exceptId`. */
export async function findPlanTakerByName(
  tx: Tx,
  customerId: number,
  tenderId: number,
  name: string,
  exceptId = 0,
) {
  const [row] = await tx
    .select({ id: planTakers.id })
    .from(planTakers)
    .where(
      and(
        eq(planTakers.customerId, customerId),
        eq(planTakers.tenderId, tenderId),
        sql`lower(${planTakers.companyName}) = lower(${name})`,
        ne(planTakers.id, exceptId),
      ),
    );
  return row;
}

/** The supplier's company and signed-in contact, as the registration copies them. */
export async function findSupplierAccount(tx: Tx, customerId: number, vendorId: number, contactId: number) {
  const [row] = await tx
    .select({ vendor: vendors, contact: vendorContacts })
    .from(vendors)
    .innerJoin(vendorContacts, tenantJoin(vendorContacts.vendorId, vendors.id))
    .where(
      and(eq(vendors.customerId, customerId), eq(vendors.id, vendorId), eq(vendorContacts.id, contactId)),
    );
  return row;
}

export async function insertPlanTaker(tx: Tx, values: typeof planTakers.$inferInsert) {
  const [row] = await tx.insert(planTakers).values(values).onConflictDoNothing().returning();
  return row;
}

export async function updatePlanTakerRow(
  tx: Tx,
  customerId: number,
  id: number,
  values: Pick<PlanTakerRow, 'companyName' | 'contactName' | 'email' | 'phone'>,
) {
  const [row] = await tx
    .update(planTakers)
    .set(values)
    .where(tenantRow(planTakers.id, customerId, id))
    .returning();
  return row;
}

// Correlated subqueries name the outer table in full: drizzle writes a bare column inside sql``.
const downloadsOf = sql<number>`(select count(*)::int from ${planTakerDownloads} d
  where d.customer_id = plan_takers.customer_id and d.plan_taker_id = plan_takers.id)`;
const lastDownloadOf = sql<string | null>`(select max(d.downloaded_at) from ${planTakerDownloads} d
  where d.customer_id = plan_takers.customer_id and d.plan_taker_id = plan_takers.id)`;
const attendedOf = sql<number>`(select count(*)::int from ${meetingAttendance} a
  where a.customer_id = plan_takers.customer_id and a.plan_taker_id = plan_takers.id and a.attended)`;
// A complete bid only (no-bids included): drafts are the supplier's own until submitted.
const hasSubmissionOf = sql<boolean>`exists (select 1 from ${submissions} s
  where s.customer_id = plan_takers.customer_id and s.tender_id = plan_takers.tender_id
  and s.status = 'complete'
  and (s.plan_taker_id = plan_takers.id or (plan_takers.vendor_id is not null and s.vendor_id = plan_takers.vendor_id)))`;

/** One page of a source's plan takers with their downloads, attendance and bids, oldest first. */
export async function findPlanTakersPage(
  tx: Tx,
  customerId: number,
  tenderId: number,
  page: { start: number; limit: number; onlyId?: number },
) {
  const where = and(
    eq(planTakers.customerId, customerId),
    eq(planTakers.tenderId, tenderId),
    page.onlyId === undefined ? undefined : eq(planTakers.id, page.onlyId),
  );
  const rows = await tx
    .select({
      planTaker: planTakers,
      downloadsCount: downloadsOf,
      lastDownloadAt: lastDownloadOf,
      meetingsAttended: attendedOf,
      hasSubmission: hasSubmissionOf,
    })
    .from(planTakers)
    .where(where)
    .orderBy(asc(planTakers.registeredAt), asc(planTakers.id))
    .limit(page.limit)
    .offset(page.start);
  const [total] = await tx.select({ count: sql<number>`count(*)::int` }).from(planTakers).where(where);
  return { rows, total: total?.count ?? 0 };
}

/** Plan takers and each of their downloads (a line per download; none gives one line), at most `cap` + 1 lines. */
export async function findExportLines(tx: Tx, customerId: number, tenderId: number, cap: number) {
  return tx
    .select({
      companyName: planTakers.companyName,
      contactName: planTakers.contactName,
      email: planTakers.email,
      phone: planTakers.phone,
      registeredAt: planTakers.registeredAt,
      addedById: planTakers.addedById,
      downloadedAt: planTakerDownloads.downloadedAt,
      documentName: projectDocuments.fileName,
      addendumNumber: tenderAddenda.number,
      addendumName: tenderAddenda.fileName,
    })
    .from(planTakers)
    .leftJoin(planTakerDownloads, tenantJoin(planTakerDownloads.planTakerId, planTakers.id))
    .leftJoin(projectDocuments, tenantJoin(projectDocuments.id, planTakerDownloads.documentId))
    .leftJoin(tenderAddenda, tenantJoin(tenderAddenda.id, planTakerDownloads.addendumId))
    .where(and(eq(planTakers.customerId, customerId), eq(planTakers.tenderId, tenderId)))
    .orderBy(
      asc(planTakers.registeredAt),
      asc(planTakers.id),
      asc(planTakerDownloads.downloadedAt),
      asc(planTakerDownloads.id),
    )
    .limit(cap + 1);
}

export async function insertDownload(tx: Tx, values: typeof planTakerDownloads.$inferInsert) {
  await tx.insert(planTakerDownloads).values(values);
}

export async function findDocumentOfTender(tx: Tx, customerId: number, tenderId: number, documentId: number) {
  const [row] = await tx
    .select()
    .from(projectDocuments)
    .where(
      and(
        eq(projectDocuments.customerId, customerId),
        eq(projectDocuments.tenderId, tenderId),
        eq(projectDocuments.id, documentId),
      ),
    );
  return row;
}

export async function findAddendumOfTender(tx: Tx, customerId: number, tenderId: number, addendumId: number) {
  const [row] = await tx
    .select()
    .from(tenderAddenda)
    .where(
      and(
        eq(tenderAddenda.customerId, customerId),
        eq(tenderAddenda.tenderId, tenderId),
        eq(tenderAddenda.id, addendumId),
      ),
    );
  return row;
}

/** The opportunities a supplier registered for, latest registration first. */
export async function findRegistrationsOfVendor(
  tx: Tx,
  customerId: number,
  nodeId: number,
  vendorId: number,
  start: number,
  limit: number,
) {
  const where: SQL | undefined = and(
    eq(planTakers.customerId, customerId),
    eq(planTakers.vendorId, vendorId),
    eq(projects.nodeId, nodeId),
  );
  const base = () =>
    tx
      .select({ planTaker: planTakers, tender: tenders, project: projects })
      .from(planTakers)
      .innerJoin(tenders, tenantJoin(tenders.id, planTakers.tenderId))
      .innerJoin(projects, tenantJoin(projects.id, tenders.projectId));
  const rows = await base()
    .where(where)
    .orderBy(desc(planTakers.registeredAt), desc(planTakers.id))
    .limit(limit)
    .offset(start);
  const [total] = await tx
    .select({ count: sql<number>`count(*)::int` })
    .from(planTakers)
    .innerJoin(tenders, tenantJoin(tenders.id, planTakers.tenderId))
    .innerJoin(projects, tenantJoin(projects.id, tenders.projectId))
    .where(where);
  return { rows, total: total?.count ?? 0 };
}

export async function findPlanTakersOfTender(tx: Tx, customerId: number, tenderId: number) {
  return tx
    .select()
    .from(planTakers)
    .where(and(eq(planTakers.customerId, customerId), eq(planTakers.tenderId, tenderId)))
    .orderBy(sql`lower(${planTakers.companyName})`, asc(planTakers.id));
}
