import { eq } from 'drizzle-orm';
import {
  awards,
  contractBuilderBillingPeriods,
  contractBuilderLicences,
  contractDocuments,
  contractPurchaseOrders,
  contracts,
  contractVendorInvitations,
  contractVendors,
  dropdownOptions,
  submissions,
  tenders,
} from '../../src/db/schema/index.ts';
import { asSystem } from '../../src/platform/tenancy.ts';
import type { TestApp } from '../harness.ts';
import { insertPendingApproval } from './approval-world.ts';
import { insertSentEnvelope } from './envelope-world.ts';
import { insertEvaluation } from './evaluation-world.ts';

/**
 * The award phase's rows of an agency's world, on one source and bid: an award, an approval
 * waiting on its approver and an evaluation with `userId` on its team; their ids by kind.
 */
export async function insertAwardRows(
  t: TestApp,
  place: { customerId: number; tenderId: number; submissionId: number; userId: number },
  mark: string,
) {
  const { customerId, tenderId, submissionId } = place;
  const [award] = await asSystem(t.database.db, (tx) =>
    tx.insert(awards).values({ customerId, tenderId, submissionId, valueNotes: mark }).returning(),
  );
  const approval = await insertPendingApproval(
    t,
    { customerId, tenderId, submissionId, createdBy: place.userId },
    mark,
  );
  const evaluation = await insertEvaluation(t, { customerId, tenderId, memberUserId: place.userId }, mark);
  const { envelope, envelopeIds, ...contract } = await insertContractRows(t, place, mark);
  return {
    approval,
    envelope,
    ids: {
      award: [award?.id ?? 0],
      awardApproval: [approval.approvalId],
      approvalWorkflow: [approval.workflowId],
      approvalDocument: [approval.documentId],
      evaluation: [evaluation.evaluationId],
      evaluationSection: [evaluation.sectionId],
      evaluationCriterion: [evaluation.criterionId],
      evaluationMember: [evaluation.memberId],
      reviewMeeting: [evaluation.reviewMeetingId],
      ...contract,
      ...envelopeIds,
    },
  };
}

/** The source's project's contract with the bidder on it, an invitation, a purchase order and its PO type. */
async function insertContractRows(
  t: TestApp,
  place: { customerId: number; tenderId: number; submissionId: number },
  mark: string,
) {
  const { customerId } = place;
  return asSystem(t.database.db, async (tx) => {
    const [tender] = await tx.select().from(tenders).where(eq(tenders.id, place.tenderId));
    const [bid] = await tx.select().from(submissions).where(eq(submissions.id, place.submissionId));
    const [contract] = await tx
      .insert(contracts)
      .values({ customerId, projectId: tender?.projectId ?? 0, name: `${mark} contract`, amount: '1000.00' })
      .returning();
    if (!contract) throw new Error('contract not inserted');
    if (bid?.vendorId) {
      await tx
        .insert(contractVendors)
        .values({ customerId, contractId: contract.id, vendorId: bid.vendorId });
    }
    const [invitation] = await tx
      .insert(contractVendorInvitations)
      .values({ customerId, contractId: contract.id, email: `${mark}@invited.test`, companyName: mark })
      .returning();
    const [poType] = await tx
      .insert(dropdownOptions)
      .values({ customerId, list: 'contractPoType', name: `${mark} PO type` })
      .returning();
    const [order] = await tx
      .insert(contractPurchaseOrders)
      .values({
        customerId,
        contractId: contract.id,
        poTypeId: poType?.id ?? null,
        amount: '10.00',
        date: '2026-01-01',
        poNumber: `${mark}-PO`,
      })
      .returning();
    const [documentType] = await tx
      .insert(dropdownOptions)
      .values({ customerId, list: 'insuranceType', name: `${mark} insurance` })
      .returning();
    const [document] = await tx
      .insert(contractDocuments)
      .values({
        customerId,
        contractId: contract.id,
        category: 'insurance',
        vendorId: bid?.vendorId ?? null,
        typeId: documentType?.id ?? null,
        displayName: `${mark} insurance`,
        expiryDate: '2020-01-01',
        approved: false,
        fileName: `${mark}.pdf`,
        contentType: 'application/pdf',
        sizeInByte: 10,
        storageKey: `documents/${customerId}/${mark}-missing`,
      })
      .returning();
    const [licence] = await tx
      .insert(contractBuilderLicences)
      .values({ customerId, contactEmail: `${mark}@licence.test` })
      .returning();
    const [period] = await tx
      .insert(contractBuilderBillingPeriods)
      .values({
        customerId,
        licenceId: licence?.id ?? 0,
        dateStart: '2026-01-01',
        dateEnd: '2026-12-31',
        pricePerTransaction: '10.00',
      })
      .returning();
    return { contract, licence, period, invitation, order, poType, document, documentType };
  }).then(async (rows) => {
    const envelope = await insertSentEnvelope(
      t,
      { customerId, tenderId: place.tenderId, contractId: rows.contract.id },
      mark,
    );
    const { contract, licence, period, invitation, order, poType, document, documentType } = rows;
    return {
      envelope,
      envelopeIds: {
        envelope: [envelope.envelopeId],
        envelopeSigner: [envelope.signerId],
        envelopeDocument: [envelope.documentId],
        envelopeField: [envelope.fieldId],
      },
      licence: [licence?.id ?? 0],
      billingPeriod: [period?.id ?? 0],
      contract: [contract.id],
      contractDocument: [document?.id ?? 0],
      contractDocumentType: [documentType?.id ?? 0],
      contractInvitation: [invitation?.id ?? 0],
      purchaseOrder: [order?.id ?? 0],
      contractPoType: [poType?.id ?? 0],
    };
  });
}
