import type {
  OpeningState,
  SubmissionDetail,
  SubmissionSummary,
  SubmissionsQuery,
  TenderTableForm,
} from '@procura/contract';
import { byActor, recordAudit } from '../../platform/audit.ts';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { type Actor, inTenant, type Tx } from '../../platform/tenancy.ts';
import { agencyTimeZone } from '../customers/index.ts';
import { completedSubmissionCount, findTenderById } from '../projects/index.ts';
import {
  answeredForms,
  formsOfSource,
  openingState,
  priceTotalsOf,
  readAnswers,
  readableParts,
  readPrice,
  type Source,
  sourceIsClosed,
  type UnsealedParts,
  unsealedParts,
  unsealsAtClosing,
} from './opening.ts';
import {
  findBondNames,
  findComplianceItems,
  findContactName,
  findFilesOf,
  findSubmission,
  findSubmissionsPage,
  findUploadRequirementNames,
  type SubmissionRow,
  updateSubmission,
} from './queries.ts';
import { unsealAtClosing } from './unseal.ts';

/**
 * The buyer's Submissions tab (000 §4: submissions appear only after the source closes). Before
 * closing, the list answers the number of complete submissions and nothing else (decision 140);
 * after, each submission with what is not sealed, and the price totals once the price part is
 * unsealed.
 */

export const submissionNotFound = () => new AppError(404, 'submissionNotFound');

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** The source of the actor's node, and once closed with "automatically display", unsealed by the system. */
export async function openSource(tx: Tx, ctx: AppContext, actor: Actor, tenderId: number): Promise<Source> {
  const source = await findTenderById(tx, actor, tenderId);
  const automatic = unsealsAtClosing(source.tender);
  const pending = !source.tender.priceUnsealedAt || !source.tender.submissionUnsealedAt;
  if (automatic && pending && sourceIsClosed(source)) {
    return { ...source, tender: await unsealAtClosing(tx, ctx, source) };
  }
  return source;
}

function presentSummary(
  row: SubmissionRow,
  contactName: string,
  parts: UnsealedParts,
  priceTotals: SubmissionSummary['priceTotals'],
): SubmissionSummary {
  return {
    id: row.id,
    tenderId: row.tenderId,
    companyName: row.companyName,
    contactName,
    contactEmail: row.contactEmail,
    status: row.status,
    submittedAt: iso(row.submittedAt),
    withdrawnAt: iso(row.withdrawnAt),
    isHardCopy: row.isHardCopy,
    isNoBid: row.isNoBid,
    noBidReason: row.noBidReason,
    priceSealed: !parts.price,
    submissionSealed: !parts.submission,
    privateComments: row.privateComments,
    receiptNumber: row.receiptNumber,
    receiptHash: row.contentSha256,
    priceTotals,
  };
}

async function priceTotals(
  tx: Tx,
  ctx: AppContext,
  row: SubmissionRow,
  parts: UnsealedParts,
  forms: Map<number, TenderTableForm>,
): Promise<SubmissionSummary['priceTotals']> {
  if (!parts.price) return null;
  if (!row.priceSealed) return [];
  return priceTotalsOf(forms, await readPrice(tx, ctx, row));
}

/** The Submissions tab: where the source stands, and a page of its submissions once it has closed. */
export async function listSubmissions(
  ctx: AppContext,
  actor: Actor,
  query: SubmissionsQuery,
): Promise<{ opening: OpeningState; values: SubmissionSummary[]; total: number }> {
  return inTenant(ctx.db, actor.customerId, async (tx) => {
    const source = await openSource(tx, ctx, actor, query.tenderId);
    const completeCount = await completedSubmissionCount(tx, actor.customerId, query.tenderId);
    const opening = openingState(source, completeCount, await agencyTimeZone(tx, actor.customerId));
    if (!opening.isClosed) return { opening, values: [], total: 0 };
    const parts = await unsealedParts(tx, source.tender);
    const forms = parts.price ? await formsOfSource(tx, actor.customerId, query.tenderId) : new Map();
    const page = await findSubmissionsPage(tx, actor.customerId, query.tenderId, query);
    const values: SubmissionSummary[] = [];
    for (const { submission, firstName, lastName } of page.rows) {
      const name = firstName === null ? '' : `${firstName} ${lastName ?? ''}`.trim();
      const readable = readableParts(parts, submission);
      values.push(
        presentSummary(submission, name, readable, await priceTotals(tx, ctx, submission, readable, forms)),
      );
    }
    return { opening, values, total: page.total };
  });
}

/** A submission of a closed source, 404 before closing (it does not appear yet) or outside the node. */
export async function requireVisibleSubmission(
  tx: Tx,
  ctx: AppContext,
  actor: Actor,
  id: number,
  forUpdate = false,
) {
  const found = await findSubmission(tx, actor, id, { forUpdate });
  if (!found) throw submissionNotFound();
  const source = await openSource(tx, ctx, actor, found.tender.id);
  if (!sourceIsClosed(source)) throw submissionNotFound();
  return { submission: found.submission, ...source };
}

/** One submission whole: its answers once the submission part is unsealed, its prices once the price part is. */
export async function getSubmission(ctx: AppContext, actor: Actor, id: number): Promise<SubmissionDetail> {
  return inTenant(ctx.db, actor.customerId, async (tx) => {
    const { submission, tender } = await requireVisibleSubmission(tx, ctx, actor, id);
    const parts = readableParts(await unsealedParts(tx, tender), submission);
    const forms =
      parts.price || parts.submission ? await formsOfSource(tx, actor.customerId, tender.id) : new Map();
    const summary = presentSummary(
      submission,
      await findContactName(tx, actor.customerId, submission.contactId),
      parts,
      await priceTotals(tx, ctx, submission, parts, forms),
    );
    const prices = parts.price
      ? { forms: answeredForms(forms, (await readPrice(tx, ctx, submission)).forms) }
      : null;
    let answers: SubmissionDetail['answers'] = null;
    if (parts.submission) {
      const content = await readAnswers(tx, ctx, submission);
      const items = new Map(
        (await findComplianceItems(tx, actor.customerId, tender.id)).map((i) => [i.id, i.name]),
      );
      const bonds = await findBondNames(tx, actor.customerId, tender.id);
      const requirements = await findUploadRequirementNames(tx, actor.customerId, tender.id);
      const files = await findFilesOf(tx, actor.customerId, submission.id);
      answers = {
        forms: answeredForms(forms, content.forms),
        compliance: content.compliance.map((answer) => ({
          ...answer,
          name: items.get(answer.complianceItemId) ?? '',
        })),
        bonds: content.bonds.map((bond) => ({ ...bond, name: bonds.get(bond.bondId) ?? '' })),
        files: files.map((file) => ({
          id: file.id,
          fileName: file.fileName,
          contentType: file.contentType,
          sizeInByte: file.sizeInByte,
          uploadRequirementId: file.uploadRequirementId,
          uploadRequirementName:
            file.uploadRequirementId === null ? '' : (requirements.get(file.uploadRequirementId) ?? ''),
        })),
        notes: content.notes,
      };
    }
    return { ...summary, answers, prices };
  });
}

/** The buyer's private comments on a submission (never shown to suppliers). */
export async function saveComments(
  ctx: AppContext,
  actor: Actor,
  id: number,
  privateComments: string,
): Promise<SubmissionSummary> {
  return inTenant(ctx.db, actor.customerId, async (tx) => {
    const { submission, project, tender } = await requireVisibleSubmission(tx, ctx, actor, id, true);
    const row = await updateSubmission(tx, actor.customerId, id, {
      privateComments,
      updatedAt: ctx.clock.now(),
    });
    await recordAudit(tx, ctx.clock, {
      ...byActor(actor),
      action: 'submission.commented',
      entityType: 'submission',
      entityId: id,
      before: { privateCommentsLength: submission.privateComments.length },
      after: { privateCommentsLength: privateComments.length },
      projectId: project.id,
      companyName: submission.companyName,
      vendorId: submission.vendorId,
    });
    const parts = readableParts(await unsealedParts(tx, tender), row);
    const forms = parts.price ? await formsOfSource(tx, actor.customerId, tender.id) : new Map();
    return presentSummary(
      row,
      await findContactName(tx, actor.customerId, row.contactId),
      parts,
      await priceTotals(tx, ctx, row, parts, forms),
    );
  });
}
