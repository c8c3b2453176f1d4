import {
  type Award,
  type AwardedSubmission,
  type AwardInput,
  type AwardPhase,
  type AwardSummary,
  actionReaching,
  awardDateRefusal,
  awardPhaseStatusOf,
  isSourceClosed,
  sumMoney,
  type updateAwardSchema,
} from '@procura/contract';
import type { z } from 'zod';
import { byActor, recordAudit } from '../../platform/audit.ts';
import type { AppContext } from '../../platform/context.ts';
import { AppError, badRequest, forbidden, isUniqueViolation, type Problem } from '../../platform/errors.ts';
import { type Actor, inTenant, type Tx } from '../../platform/tenancy.ts';
import { agencyTimeZone } from '../customers/index.ts';
import type { Viewer } from '../projects/index.ts';
import {
  findProject,
  findTender,
  findTenderById,
  type ProjectRow,
  type TenderRow,
} from '../projects/index.ts';
import {
  type AwardWithNames,
  approvalStateOf,
  closeApprovedApprovals,
  countAwards,
  deleteAwardRow,
  findAwardOfNode,
  findAwardsOfTender,
  findCompleteSubmission,
  insertAward,
  isActiveAwardException,
  updateAwardRow,
} from './queries.ts';

/**
 * Awards (issue 8 §2; 000 §3 Award, §4 awarding rules, §5 amounts and dates): the Awards tab's
 * companies, the award phase and summary, and the checks of the Award action.
 */

type AwardFields = Omit<AwardInput, 'projectId'>;

const awardNotFound = () => new AppError(404, 'invalidAwardId');
const alreadyAwarded = () => new AppError(409, 'awardCompanyAlreadyAwarded');
const money = (value: string | null) => (value === null ? null : Number(value));
const moneyText = (value: number | null) => (value === null ? null : value.toFixed(2));

function present(row: AwardWithNames, projectId: number): Award {
  return {
    id: row.id,
    projectId,
    tenderId: row.tenderId,
    submissionId: row.submissionId,
    companyName: row.companyName,
    vendorId: row.vendorId,
    awardAmount: money(row.awardAmount),
    provisionalAmount: money(row.provisionalAmount),
    subtotal: money(row.subtotal),
    taxAmount: money(row.taxAmount),
    awardDate: row.awardDate,
    actualTotalProjectValue: money(row.actualTotalProjectValue),
    actualTotalAnnualValue: money(row.actualTotalAnnualValue),
    awardExceptionId: row.awardExceptionId,
    awardExceptionName: row.awardExceptionName,
    displayToPublic: row.displayToPublic,
    valueNotes: row.valueNotes,
    contractNumber: row.contractNumber,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The project (locked for a write: the Award action reads the same awards) and its source. */
async function projectAndSource(tx: Tx, actor: Actor, projectId: number, forUpdate = false) {
  const project = await findProject(tx, actor, projectId, { forUpdate });
  return { project, tender: await findTender(tx, actor, project.id) };
}

/** Awards change only once the source has closed: before, there is no bid to award. */
export function assertSourceClosed(project: ProjectRow) {
  if (!isSourceClosed(project.status)) throw new AppError(409, 'awardSourceNotClosed');
}

/** The columns of an award as entered, once every rule of 000 §4 and §5 holds; else 409 or 400. */
async function checkedValues(tx: Tx, project: ProjectRow, tender: TenderRow, input: AwardFields) {
  assertSourceClosed(project);
  const problems: Problem[] = [];
  const customerId = project.customerId;
  if (!(await findCompleteSubmission(tx, customerId, tender.id, input.submissionId))) {
    problems.push({ key: 'awardSubmissionInvalid', params: { field: 'submissionId' } });
  }
  if (
    input.awardExceptionId !== null &&
    !(await isActiveAwardException(tx, customerId, input.awardExceptionId))
  ) {
    problems.push({ key: 'awardExceptionInvalid', params: { field: 'awardExceptionId' } });
  }
  const dateRefusal = awardDateRefusal(
    input.awardDate,
    tender.dateClosing,
    await agencyTimeZone(tx, customerId),
  );
  if (dateRefusal) problems.push({ key: dateRefusal, params: { field: 'awardDate' } });
  if (problems.length > 0) throw badRequest(...problems);
  return {
    submissionId: input.submissionId,
    awardAmount: moneyText(input.awardAmount),
    provisionalAmount: moneyText(input.provisionalAmount),
    subtotal: moneyText(input.subtotal),
    taxAmount: moneyText(input.taxAmount),
    awardDate: input.awardDate,
    actualTotalProjectValue: moneyText(input.actualTotalProjectValue),
    actualTotalAnnualValue: moneyText(input.actualTotalAnnualValue),
    awardExceptionId: input.awardExceptionId,
    displayToPublic: input.displayToPublic,
    valueNotes: input.valueNotes,
    contractNumber: input.contractNumber,
  };
}

/** A company awarded twice on a source breaks the unique index; the transaction rolls back. */
async function mappingDuplicates<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw alreadyAwarded();
    throw error;
  }
}

async function reread(tx: Tx, actor: Actor, awardId: number): Promise<Award> {
  const found = await findAwardOfNode(tx, actor, awardId);
  if (!found) throw awardNotFound();
  return present(found.award, found.projectId);
}

/** GET /Awards?projectId: the companies awarded on the project's source. */
export async function listAwards(ctx: AppContext, actor: Actor, projectId: number): Promise<Award[]> {
  return inTenant(ctx.db, actor.customerId, async (tx) => {
    const { tender } = await projectAndSource(tx, actor, projectId);
    const rows = await findAwardsOfTender(tx, actor.customerId, tender.id);
    return rows.map((row) => present(row, projectId));
  });
}

/** POST /Awards: awards a company that submitted a complete bid, once the source has closed. */
export async function createAward(ctx: AppContext, actor: Actor, input: AwardInput): Promise<Award> {
  return mappingDuplicates(() =>
    inTenant(ctx.db, actor.customerId, async (tx) => {
      const { project, tender } = await projectAndSource(tx, actor, input.projectId, true);
      const values = await checkedValues(tx, project, tender, input);
      const row = await insertAward(tx, { customerId: actor.customerId, tenderId: tender.id, ...values });
      if (!row) throw new Error('award not saved');
      const bidder = await findCompleteSubmission(tx, actor.customerId, tender.id, values.submissionId);
      await recordAudit(tx, ctx.clock, {
        ...byActor(actor),
        action: 'award.created',
        entityType: 'award',
        entityId: row.id,
        projectId: project.id,
        companyName: bidder?.companyName ?? null,
        vendorId: bidder?.vendorId ?? null,
        after: values,
      });
      return reread(tx, actor, row.id);
    }),
  );
}

/** PUT /Awards: changes an award's company, amounts, dates and flags under the same rules. */
export async function updateAward(
  ctx: AppContext,
  actor: Actor,
  input: z.infer<typeof updateAwardSchema>,
): Promise<Award> {
  return mappingDuplicates(() =>
    inTenant(ctx.db, actor.customerId, async (tx) => {
      const found = await findAwardOfNode(tx, actor, input.id);
      if (!found) throw awardNotFound();
      const { project, tender } = await projectAndSource(tx, actor, found.projectId, true);
      const values = await checkedValues(tx, project, tender, input);
      const now = ctx.clock.now();
      await updateAwardRow(tx, actor.customerId, input.id, { ...values, updatedAt: now });
      const bidder = await findCompleteSubmission(tx, actor.customerId, tender.id, values.submissionId);
      await recordAudit(tx, ctx.clock, {
        ...byActor(actor),
        action: 'award.updated',
        entityType: 'award',
        entityId: input.id,
        projectId: project.id,
        companyName: bidder?.companyName ?? null,
        vendorId: bidder?.vendorId ?? null,
        before: { submissionId: found.award.submissionId, awardAmount: found.award.awardAmount },
        after: values,
      });
      return reread(tx, actor, input.id);
    }),
  );
}

/** DELETE /Awards?id: the company is no longer awarded (while the source's awards may change). */
export async function deleteAward(ctx: AppContext, actor: Actor, awardId: number): Promise<void> {
  await inTenant(ctx.db, actor.customerId, async (tx) => {
    const found = await findAwardOfNode(tx, actor, awardId);
    if (!found) throw awardNotFound();
    const project = await findProject(tx, actor, found.projectId, { forUpdate: true });
    assertSourceClosed(project);
    await deleteAwardRow(tx, actor.customerId, awardId);
    await recordAudit(tx, ctx.clock, {
      ...byActor(actor),
      action: 'award.deleted',
      entityType: 'award',
      entityId: awardId,
      projectId: project.id,
      before: { submissionId: found.award.submissionId, companyName: found.award.companyName },
    });
  });
}

/** GET Awards/AwardPhaseStatus?projectId. */
export async function awardPhase(ctx: AppContext, actor: Actor, projectId: number): Promise<AwardPhase> {
  return inTenant(ctx.db, actor.customerId, async (tx) => {
    const { project, tender } = await projectAndSource(tx, actor, projectId);
    const n = await countAwards(tx, actor.customerId, tender.id);
    const approval = await approvalStateOf(tx, actor.customerId, tender.id);
    const status = project.status;
    return {
      projectId,
      status: awardPhaseStatusOf({ projectStatus: status, awards: n, approval }),
      awardedCompanies: n,
      canAward: actionReaching(status, 'Awarded') === 'award' && approval !== 'pending',
    };
  });
}

/** GET awards/summary?projectId: the awarded companies and their totals beside the estimates. */
export async function awardSummary(ctx: AppContext, actor: Actor, projectId: number): Promise<AwardSummary> {
  return inTenant(ctx.db, actor.customerId, async (tx) => {
    const { project, tender } = await projectAndSource(tx, actor, projectId);
    const rows = await findAwardsOfTender(tx, actor.customerId, tender.id);
    return {
      projectId,
      status: awardPhaseStatusOf({
        projectStatus: project.status,
        awards: rows.length,
        approval: await approvalStateOf(tx, actor.customerId, tender.id),
      }),
      estimatedValue: money(project.estimatedValue),
      estimatedAnnualValue: money(project.estimatedAnnualValue),
      dateClosing: tender.dateClosing?.toISOString() ?? null,
      companies: rows.map((row) => ({
        awardId: row.id,
        submissionId: row.submissionId,
        companyName: row.companyName,
        vendorId: row.vendorId,
        awardAmount: money(row.awardAmount),
        awardDate: row.awardDate,
        displayToPublic: row.displayToPublic,
      })),
      totalAwardAmount: sumMoney(rows.map((r) => money(r.awardAmount))),
      totalActualProjectValue: sumMoney(rows.map((r) => money(r.actualTotalProjectValue))),
      totalActualAnnualValue: sumMoney(rows.map((r) => money(r.actualTotalAnnualValue))),
    };
  });
}

/** GET Submissions/Awarded?tenderId: the source's submissions that won an award. */
export async function awardedSubmissions(
  ctx: AppContext,
  actor: Actor,
  tenderId: number,
): Promise<AwardedSubmission[]> {
  return inTenant(ctx.db, actor.customerId, async (tx) => {
    await findTenderById(tx, actor, tenderId);
    const rows = await findAwardsOfTender(tx, actor.customerId, tenderId);
    return rows.map((row) => ({
      submissionId: row.submissionId,
      awardId: row.id,
      companyName: row.companyName,
      awardAmount: money(row.awardAmount),
    }));
  });
}

/**
 * The Award action's own rules (000 §4), inside PUT /Projects/status: the Award edit right, no
 * approval pending, and at least one awarded company unless the buyer confirmed awarding without
 * one. Approved approvals close with the award.
 */
export async function beginAward(
  tx: Tx,
  ctx: AppContext,
  viewer: Viewer,
  tenderId: number,
  confirmNoAward: boolean,
) {
  if (!viewer.isSiteAdmin && !viewer.held.has('AWARD_EDIT')) throw forbidden('noPermission');
  if ((await approvalStateOf(tx, viewer.customerId, tenderId)) === 'pending') {
    throw new AppError(409, 'awardApprovalPending');
  }
  if ((await countAwards(tx, viewer.customerId, tenderId)) === 0 && !confirmNoAward) {
    throw new AppError(409, 'awardNoAwardedCompany');
  }
  await closeApprovedApprovals(tx, viewer.customerId, tenderId, ctx.clock.now());
}
