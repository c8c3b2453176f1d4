import { and, asc, eq } from 'drizzle-orm';
import {
  planTakerDownloads,
  planTakers,
  projectDocuments,
  submissions,
  tenderAddenda,
  vendorContacts,
  vendorQuestions,
} from '../../db/schema/index.ts';
import { tenantJoin } from '../../platform/query.ts';
import type { Tx } from '../../platform/tenancy.ts';

/** SQL of the NoBid, SupplierActivity and ProjectSummary exports; every query names the agency and source. */

/** The source's no-bid responses, oldest first, with the contact's name. */
export async function findNoBids(tx: Tx, customerId: number, tenderId: number) {
  return tx
    .select({
      companyName: submissions.companyName,
      contactEmail: submissions.contactEmail,
      firstName: vendorContacts.firstName,
      lastName: vendorContacts.lastName,
      submittedAt: submissions.submittedAt,
      createdAt: submissions.createdAt,
      reason: submissions.noBidReason,
    })
    .from(submissions)
    .leftJoin(vendorContacts, tenantJoin(vendorContacts.id, submissions.contactId))
    .where(
      and(
        eq(submissions.customerId, customerId),
        eq(submissions.tenderId, tenderId),
        eq(submissions.isNoBid, true),
        eq(submissions.status, 'complete'),
      ),
    )
    .orderBy(asc(submissions.submittedAt), asc(submissions.id));
}

export async function findPlanTakersOf(tx: Tx, customerId: number, tenderId: number) {
  return tx
    .select()
    .from(planTakers)
    .where(and(eq(planTakers.customerId, customerId), eq(planTakers.tenderId, tenderId)))
    .orderBy(asc(planTakers.registeredAt), asc(planTakers.id));
}

export async function findQuestionsOf(tx: Tx, customerId: number, tenderId: number) {
  return tx
    .select({
      id: vendorQuestions.id,
      vendorId: vendorQuestions.vendorId,
      companyName: vendorQuestions.companyName,
      question: vendorQuestions.question,
      status: vendorQuestions.status,
      askedAt: vendorQuestions.askedAt,
      answeredAt: vendorQuestions.answeredAt,
    })
    .from(vendorQuestions)
    .where(and(eq(vendorQuestions.customerId, customerId), eq(vendorQuestions.tenderId, tenderId)))
    .orderBy(asc(vendorQuestions.askedAt), asc(vendorQuestions.id));
}

/** Submissions' times and states only: nothing sealed is read here. */
export async function findSubmissionEvents(tx: Tx, customerId: number, tenderId: number) {
  return tx
    .select({
      id: submissions.id,
      vendorId: submissions.vendorId,
      planTakerId: submissions.planTakerId,
      companyName: submissions.companyName,
      status: submissions.status,
      isNoBid: submissions.isNoBid,
      isHardCopy: submissions.isHardCopy,
      receiptNumber: submissions.receiptNumber,
      submittedAt: submissions.submittedAt,
      withdrawnAt: submissions.withdrawnAt,
      withdrawnReason: submissions.withdrawnReason,
    })
    .from(submissions)
    .where(and(eq(submissions.customerId, customerId), eq(submissions.tenderId, tenderId)))
    .orderBy(asc(submissions.submittedAt), asc(submissions.id));
}

export async function countAddenda(tx: Tx, customerId: number, tenderId: number): Promise<number> {
  const rows = await tx
    .select({ id: tenderAddenda.id })
    .from(tenderAddenda)
    .where(and(eq(tenderAddenda.customerId, customerId), eq(tenderAddenda.tenderId, tenderId)));
  return rows.length;
}

/** Every download of the source's bid documents and addenda, by plan taker, in time order. */
export async function findDownloadsOf(tx: Tx, customerId: number, tenderId: number) {
  return tx
    .select({
      planTakerId: planTakerDownloads.planTakerId,
      downloadedAt: planTakerDownloads.downloadedAt,
      documentName: projectDocuments.fileName,
      addendumNumber: tenderAddenda.number,
      addendumName: tenderAddenda.fileName,
    })
    .from(planTakerDownloads)
    .leftJoin(projectDocuments, tenantJoin(projectDocuments.id, planTakerDownloads.documentId))
    .leftJoin(tenderAddenda, tenantJoin(tenderAddenda.id, planTakerDownloads.addendumId))
    .where(and(eq(planTakerDownloads.customerId, customerId), eq(planTakerDownloads.tenderId, tenderId)))
    .orderBy(asc(planTakerDownloads.downloadedAt), asc(planTakerDownloads.id));
}
