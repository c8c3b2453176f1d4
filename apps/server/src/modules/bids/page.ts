import {
  type BidPage,
  type BidReceipt,
  type OwnSubmission,
  requirementSections,
  type SubmissionAnswers,
  type SubmissionPrice,
  submissionAnswersSchema,
  submissionPriceSchema,
} from '@procura/contract';
import { tenderBonds, tenderUploadRequirements } from '../../db/schema/index.ts';
import type { AppContext } from '../../platform/context.ts';
import { openSealed } from '../../platform/sealing.ts';
import type { SupplierContext } from '../../platform/supplier-session.ts';
import type { Tx } from '../../platform/tenancy.ts';
import { findItemsOfTender } from '../projects/index.ts';
import { requirementsAnswer } from '../requirements/index.ts';
import { loadBidForms, publicForm } from './forms.ts';
import { bidGate, settingsOf } from './gate.ts';
import {
  draftOf,
  findAgencyTimezone,
  findComplianceItems,
  findFilesOf,
  findOwnSubmissions,
  type ProjectRow,
  type SubmissionFileRow,
  type SubmissionRow,
  type TenderRow,
} from './queries.ts';

/** The draft's two parts, decrypted for their owner (openSealed with the supplier as reader). */
export async function openDraft(
  tx: Tx,
  ctx: AppContext,
  row: SubmissionRow,
  vendorId: number,
): Promise<{ price: SubmissionPrice; answers: SubmissionAnswers; priceText: Buffer; answersText: Buffer }> {
  const reader = { kind: 'supplier', vendorId } as const;
  const priceText = row.priceSealed
    ? await openSealed(tx, ctx, row, reader, 'price', row.priceSealed)
    : Buffer.from(JSON.stringify({ forms: [] }));
  const answersText = row.submissionSealed
    ? await openSealed(tx, ctx, row, reader, 'submission', row.submissionSealed)
    : Buffer.from(
        JSON.stringify(submissionAnswersSchema.parse({ forms: [], compliance: [], bonds: [], files: [] })),
      );
  return {
    price: submissionPriceSchema.parse(JSON.parse(priceText.toString('utf8'))),
    answers: submissionAnswersSchema.parse(JSON.parse(answersText.toString('utf8'))),
    priceText,
    answersText,
  };
}

export const iso = (date: Date | null) => (date === null ? null : date.toISOString());

export function presentFile(row: SubmissionFileRow) {
  return {
    id: row.id,
    uploadRequirementId: row.uploadRequirementId,
    fileName: row.fileName,
    sizeInByte: row.sizeInByte,
    sha256: row.sha256,
    uploadedAt: row.uploadedAt.toISOString(),
  };
}

function presentOwn(row: SubmissionRow): OwnSubmission {
  return {
    id: row.id,
    status: row.status,
    isNoBid: row.isNoBid,
    submittedAt: iso(row.submittedAt),
    withdrawnAt: iso(row.withdrawnAt),
    receiptNumber: row.receiptNumber,
  };
}

/** GET .../Bid's answer, read inside the caller's transaction. */
export async function bidPageOf(
  tx: Tx,
  ctx: AppContext,
  supplier: SupplierContext,
  project: ProjectRow,
  tender: TenderRow,
): Promise<BidPage> {
  const { customerId } = supplier;
  const own = await findOwnSubmissions(tx, customerId, tender.id, supplier.vendorId);
  const gate = await bidGate(tx, ctx, { project, tender, vendorId: supplier.vendorId, own });
  const forms = await loadBidForms(tx, customerId, tender.id);
  const requirements = await requirementsAnswer(tx, project, tender.id);
  const draftRow = draftOf(own);
  let draft: BidPage['draft'] = null;
  if (draftRow) {
    const parts = await openDraft(tx, ctx, draftRow, supplier.vendorId);
    const files = await findFilesOf(tx, customerId, draftRow.id);
    draft = {
      submissionId: draftRow.id,
      price: parts.price,
      answers: parts.answers,
      files: files.map(presentFile),
      updatedAt: draftRow.updatedAt.toISOString(),
    };
  }
  const settings = settingsOf(tender);
  return {
    projectId: project.id,
    tenderId: tender.id,
    projectName: project.name,
    projectNumber: project.number,
    timezone: await findAgencyTimezone(tx, customerId),
    dateClosing: iso(tender.dateClosing),
    serverTime: gate.now.toISOString(),
    sections: requirementSections
      .filter((section) => requirements.sections[section]?.isIncluded)
      .map((section) => ({ section, text: requirements.texts[section] ?? '' })),
    priceForms: forms.stored.filter((f) => forms.price.has(f.table.id)).map(publicForm),
    otherForms: forms.stored.filter((f) => forms.other.has(f.table.id)).map(publicForm),
    uploadRequirements: (await findItemsOfTender(tx, tenderUploadRequirements, customerId, tender.id)).map(
      (row) => ({
        id: row.id,
        tenderId: row.tenderId,
        name: row.name,
        description: row.description,
        isRequired: row.isRequired,
        sortOrder: row.sortOrder,
      }),
    ),
    bonds: (await findItemsOfTender(tx, tenderBonds, customerId, tender.id)).map((row) => ({
      id: row.id,
      tenderId: row.tenderId,
      name: row.name,
      amountType: row.amountType as 'DollarAmount' | 'Percentage',
      amount: row.amount,
      description: row.description,
      isRequired: row.isRequired,
      sortOrder: row.sortOrder,
    })),
    complianceItems: (await findComplianceItems(tx, customerId, tender.id)).map((row) => ({
      id: row.id,
      name: row.name,
      description: row.description,
      isRequired: row.isRequired,
    })),
    draft,
    submissions: own.filter((s) => s.id !== draftRow?.id).map(presentOwn),
    mayBid: gate.refusal === null,
    whyNot: gate.refusal,
    allowMultipleSubmissions: settings.allowMultipleSubmissions,
    showNoBid: settings.onlineSubmissionShowNoBid,
  };
}

/** A submitted bid's receipt. */
export async function receiptOf(tx: Tx, project: ProjectRow, row: SubmissionRow): Promise<BidReceipt> {
  const files = await findFilesOf(tx, row.customerId, row.id);
  return {
    submissionId: row.id,
    projectId: project.id,
    projectName: project.name,
    projectNumber: project.number,
    companyName: row.companyName,
    status: row.status,
    receiptNumber: row.receiptNumber ?? '',
    submittedAt: iso(row.submittedAt) ?? '',
    timezone: await findAgencyTimezone(tx, row.customerId),
    contentSha256: row.contentSha256 ?? '',
    files: files.map((f) => ({ fileName: f.fileName, sizeInByte: f.sizeInByte, sha256: f.sha256 })),
  };
}
