import {
  type BidPage,
  type BidReceipt,
  missingAnswers,
  receiptNumberOf,
  type SaveBid,
  type SubmissionAnswers,
  type saveBidSchema,
} from '@procura/contract';
import type { z } from 'zod';
import { tenderBonds, tenderUploadRequirements } from '../../db/schema/index.ts';
import { byVendor, recordAudit } from '../../platform/audit.ts';
import type { AppContext } from '../../platform/context.ts';
import { AppError, badRequest } from '../../platform/errors.ts';
import { enqueueNotice } from '../../platform/notices.ts';
import { receiptHash, sealPart } from '../../platform/sealing.ts';
import type { SupplierContext } from '../../platform/supplier-session.ts';
import { inTenant, type Tx } from '../../platform/tenancy.ts';
import { findItemsOfTender } from '../projects/index.ts';
import { draftStarted, findOrStartDraft, insertOwnSubmission } from './drafts.ts';
import { checkEntries, loadBidForms } from './forms.ts';
import { assertMayBid, bidGate, hasCompleteBid, openRefusal, settingsOf } from './gate.ts';
import { noBidMail, receiptMail, withdrawalMail } from './mail.ts';
import { bidPageOf, openDraft, receiptOf } from './page.ts';
import {
  draftOf,
  findBidder,
  findComplianceItems,
  findFilesOf,
  findOpportunity,
  findOwnSubmission,
  findOwnSubmissions,
  lockOpportunityForBid,
  type SubmissionRow,
  submissionNotFound,
  type TenderRow,
  updateSubmission,
  updateSubmissionReturning,
} from './queries.ts';

/**
 * The supplier's bid (issue 6 §6): drafts sealed on every save, submission by the server clock
 * with a receipt, withdrawal before closing, and no-bid responses. Nothing a supplier enters is
 * stored or audited in clear: both parts go through sealPart, audit events name ids only.
 */

/** GET .../Bid. */
export async function getBid(
  ctx: AppContext,
  supplier: SupplierContext,
  projectId: number,
): Promise<BidPage> {
  return inTenant(ctx.db, supplier.customerId, async (tx) => {
    const { project, tender } = await findOpportunity(tx, supplier, projectId);
    return bidPageOf(tx, ctx, supplier, project, tender);
  });
}

/** Checks the ids a submission part names: compliance items, bonds and their files belong here. */
async function checkAnswerIds(tx: Tx, tender: TenderRow, answers: SubmissionAnswers, fileIds: Set<number>) {
  const items = new Set((await findComplianceItems(tx, tender.customerId, tender.id)).map((i) => i.id));
  if (answers.compliance.some((c) => !items.has(c.complianceItemId)))
    throw badRequest({ key: 'bidItemUnknown', params: { item: 'compliance item' } });
  const bonds = new Set(
    (await findItemsOfTender(tx, tenderBonds, tender.customerId, tender.id)).map((b) => b.id),
  );
  if (answers.bonds.some((b) => !bonds.has(b.bondId) || (b.fileId !== null && !fileIds.has(b.fileId))))
    throw badRequest({ key: 'bidItemUnknown', params: { item: 'bond' } });
}

/** Seals both parts onto the row (the files list always the draft's own files, in upload order). */
async function sealDraft(
  tx: Tx,
  ctx: AppContext,
  row: SubmissionRow,
  price: unknown,
  answers: SubmissionAnswers,
  files: readonly { id: number; uploadRequirementId: number | null }[],
) {
  const ref = { customerId: row.customerId, tenderId: row.tenderId };
  const withFiles: SubmissionAnswers = {
    ...answers,
    files: files
      .filter((f) => f.uploadRequirementId !== null)
      .map((f) => ({ fileId: f.id, uploadRequirementId: f.uploadRequirementId as number })),
  };
  const priceText = Buffer.from(JSON.stringify(price));
  const answersText = Buffer.from(JSON.stringify(withFiles));
  return {
    priceText,
    answersText,
    answers: withFiles,
    priceSealed: await sealPart(tx, ctx, ref, priceText),
    submissionSealed: await sealPart(tx, ctx, ref, answersText),
  };
}

/** PUT .../Bid: saves the draft (status incomplete), both parts sealed. Answers the bid page. */
export async function saveBid(
  ctx: AppContext,
  supplier: SupplierContext,
  projectId: number,
  input: z.output<typeof saveBidSchema>,
): Promise<BidPage> {
  return inTenant(ctx.db, supplier.customerId, async (tx) => {
    const { project, tender } = await lockOpportunityForBid(tx, supplier, projectId);
    const own = await findOwnSubmissions(tx, supplier.customerId, tender.id, supplier.vendorId);
    const gate = await bidGate(tx, ctx, { project, tender, vendorId: supplier.vendorId, own });
    assertMayBid(gate.refusal);
    const forms = await loadBidForms(tx, supplier.customerId, tender.id);
    checkEntries(forms, 'price', input.price.forms, { complete: false });
    checkEntries(forms, 'other', input.answers.forms, { complete: false });
    const { row: draft, started } = await findOrStartDraft(
      tx,
      ctx,
      supplier,
      tender,
      own,
      gate.planTaker?.id ?? 0,
    );
    const files = await findFilesOf(tx, supplier.customerId, draft.id);
    await checkAnswerIds(tx, tender, input.answers, new Set(files.map((f) => f.id)));
    const sealed = await sealDraft(tx, ctx, draft, input.price, input.answers, files);
    await updateSubmission(tx, draft.customerId, draft.id, {
      priceSealed: sealed.priceSealed,
      submissionSealed: sealed.submissionSealed,
      updatedAt: ctx.clock.now(),
    });
    const page = await bidPageOf(tx, ctx, supplier, project, tender);
    // Last: the audit chain's head stays locked until commit, and every audited write of the
    // agency waits for it.
    if (started) await recordAudit(tx, ctx.clock, draftStarted(supplier, draft, project.id));
    await recordAudit(tx, ctx.clock, {
      ...byVendor(supplier),
      action: 'submission.draftSaved',
      entityType: 'submission',
      entityId: draft.id,
      projectId: project.id,
    });
    return page;
  });
}

/**
 * POST .../Bid/Submit: the draft becomes the supplier's submission, stamped by the server clock
 * to the millisecond, with the receipt's hash over both parts and the files' hashes (decision 132),
 * a receipt number and a receipt mail. Refused with the gate's reason or what is missing.
 */
export async function submitBid(
  ctx: AppContext,
  supplier: SupplierContext,
  projectId: number,
): Promise<BidReceipt> {
  return inTenant(ctx.db, supplier.customerId, async (tx) => {
    const { project, tender } = await lockOpportunityForBid(tx, supplier, projectId);
    const own = await findOwnSubmissions(tx, supplier.customerId, tender.id, supplier.vendorId);
    const gate = await bidGate(tx, ctx, { project, tender, vendorId: supplier.vendorId, own });
    assertMayBid(gate.refusal);
    const draft = draftOf(own);
    if (!draft) throw badRequest('bidNoDraft');
    const parts = await openDraft(tx, ctx, draft, supplier.vendorId);
    const forms = await loadBidForms(tx, supplier.customerId, tender.id);
    checkEntries(forms, 'price', parts.price.forms, { complete: true });
    checkEntries(forms, 'other', parts.answers.forms, { complete: true });
    const files = await findFilesOf(tx, supplier.customerId, draft.id);
    await checkAnswerIds(tx, tender, parts.answers, new Set(files.map((f) => f.id)));
    const uploads = await findItemsOfTender(tx, tenderUploadRequirements, tender.customerId, tender.id);
    const bonds = await findItemsOfTender(tx, tenderBonds, tender.customerId, tender.id);
    const items = await findComplianceItems(tx, tender.customerId, tender.id);
    const missing = missingAnswers(parts.answers, files, {
      uploadRequirementIds: uploads.filter((u) => u.isRequired).map((u) => u.id),
      bondIds: bonds.filter((b) => b.isRequired).map((b) => b.id),
      complianceItemIds: items.filter((i) => i.isRequired).map((i) => i.id),
    });
    if (missing.length > 0) {
      const names = new Map<string, string>([
        ...uploads.map((u) => [`bidUploadMissing:${u.id}`, u.name] as const),
        ...bonds.map((b) => [`bidBondMissing:${b.id}`, b.name] as const),
        ...items.map((i) => [`bidComplianceMissing:${i.id}`, i.name] as const),
      ]);
      throw new AppError(
        400,
        missing.map((m) => ({ key: m.key, params: { name: names.get(`${m.key}:${m.id}`) ?? '' } })),
      );
    }
    const sealed = await sealDraft(tx, ctx, draft, parts.price, parts.answers, files);
    const byId = new Map(files.map((f) => [f.id, f.sha256]));
    const contentSha256 = receiptHash(
      sealed.priceText,
      sealed.answersText,
      sealed.answers.files.map((f) => ({ fileId: f.fileId, sha256: byId.get(f.fileId) ?? '' })),
    );
    const bidder = await findBidder(tx, supplier.customerId, supplier.vendorId, supplier.contactId);
    const submittedAt = gate.now;
    const receiptNumber = receiptNumberOf(tender.id, draft.id, contentSha256);
    const saved = await updateSubmissionReturning(tx, draft.customerId, draft.id, {
      status: 'complete',
      submittedAt,
      contentSha256,
      receiptNumber,
      priceSealed: sealed.priceSealed,
      submissionSealed: sealed.submissionSealed,
      companyName: bidder.companyName,
      contactEmail: bidder.email,
      contactId: supplier.contactId,
      planTakerId: gate.planTaker?.id ?? null,
      withdrawnAt: null,
      withdrawnReason: null,
      updatedAt: submittedAt,
    });
    if (!saved) throw new Error('submission not saved');
    const receipt = await receiptOf(tx, project, saved);
    await enqueueNotice(tx, ctx, {
      customerId: supplier.customerId,
      to: bidder.email,
      projectId: project.id,
      ...receiptMail(receipt),
    });
    await recordAudit(tx, ctx.clock, {
      ...byVendor(supplier),
      action: 'submission.submitted',
      entityType: 'submission',
      entityId: saved.id,
      projectId: project.id,
      after: {
        status: 'complete',
        receiptNumber,
        submittedAt: submittedAt.toISOString(),
        files: files.length,
      },
    });
    return receipt;
  });
}

/** GET .../Bid/Receipt/{submissionId}: the supplier's own submitted bid only (else 404). */
export async function getReceipt(
  ctx: AppContext,
  supplier: SupplierContext,
  projectId: number,
  submissionId: number,
): Promise<BidReceipt> {
  return inTenant(ctx.db, supplier.customerId, async (tx) => {
    const { project, tender } = await findOpportunity(tx, supplier, projectId);
    const row = await findOwnSubmission(tx, supplier.customerId, tender.id, supplier.vendorId, submissionId);
    if (row.receiptNumber === null || row.isNoBid) throw submissionNotFound();
    return receiptOf(tx, project, row);
  });
}

/** POST .../Bid/Withdraw/{submissionId}: the supplier's own submitted bid, before closing only. */
export async function withdrawBid(
  ctx: AppContext,
  supplier: SupplierContext,
  projectId: number,
  submissionId: number,
  reason: string,
): Promise<BidPage> {
  return inTenant(ctx.db, supplier.customerId, async (tx) => {
    const { project, tender } = await lockOpportunityForBid(tx, supplier, projectId);
    const row = await findOwnSubmission(tx, supplier.customerId, tender.id, supplier.vendorId, submissionId, {
      forUpdate: true,
    });
    if (row.status !== 'complete' || row.isNoBid) throw new AppError(409, 'bidNotWithdrawable');
    if (openRefusal(project, tender, ctx.clock.now()) !== null)
      throw new AppError(409, 'bidWithdrawAfterClosing');
    const now = ctx.clock.now();
    await updateSubmission(tx, row.customerId, row.id, {
      status: 'withdrawn',
      withdrawnAt: now,
      withdrawnReason: reason,
      updatedAt: now,
    });
    const bidder = await findBidder(tx, supplier.customerId, supplier.vendorId, supplier.contactId);
    await enqueueNotice(tx, ctx, {
      customerId: supplier.customerId,
      to: bidder.email,
      projectId: project.id,
      ...withdrawalMail({ project, receiptNumber: row.receiptNumber ?? '', reason, at: now }),
    });
    await recordAudit(tx, ctx.clock, {
      ...byVendor(supplier),
      action: 'submission.withdrawn',
      entityType: 'submission',
      entityId: row.id,
      projectId: project.id,
      before: { status: row.status },
      after: { status: 'withdrawn', reason },
    });
    return bidPageOf(tx, ctx, supplier, project, tender);
  });
}

/** POST .../NoBid: a no-bid response with its reason, when the source offers it (mailed to noBidEmail). */
export async function sendNoBid(
  ctx: AppContext,
  supplier: SupplierContext,
  projectId: number,
  reason: string,
): Promise<BidPage> {
  return inTenant(ctx.db, supplier.customerId, async (tx) => {
    const { project, tender } = await lockOpportunityForBid(tx, supplier, projectId);
    const settings = settingsOf(tender);
    if (!settings.onlineSubmissionShowNoBid) throw new AppError(409, 'bidNoBidNotOffered');
    const own = await findOwnSubmissions(tx, supplier.customerId, tender.id, supplier.vendorId);
    const gate = await bidGate(tx, ctx, { project, tender, vendorId: supplier.vendorId, own });
    if (gate.refusal && gate.refusal !== 'bidMissedMandatoryMeeting' && gate.refusal !== 'bidNotOnline')
      assertMayBid(gate.refusal);
    if (hasCompleteBid(own)) throw new AppError(409, 'bidAlreadySubmitted');
    if (own.some((s) => s.isNoBid && s.status !== 'withdrawn'))
      throw new AppError(409, 'bidNoBidAlreadySent');
    const { row, bidder } = await insertOwnSubmission(tx, supplier, tender, gate.now, {
      status: 'complete',
      isNoBid: true,
      noBidReason: reason,
      submittedAt: gate.now,
      planTakerId: gate.planTaker?.id ?? null,
    });
    if (settings.noBidEmail.trim() !== '') {
      await enqueueNotice(tx, ctx, {
        customerId: supplier.customerId,
        to: settings.noBidEmail.trim(),
        projectId: project.id,
        ...noBidMail({ project, companyName: bidder.companyName, reason, at: gate.now }),
      });
    }
    await recordAudit(tx, ctx.clock, {
      ...byVendor(supplier),
      action: 'submission.noBid',
      entityType: 'submission',
      entityId: row.id,
      projectId: project.id,
      after: { isNoBid: true, reason },
    });
    return bidPageOf(tx, ctx, supplier, project, tender);
  });
}

export type { SaveBid };
