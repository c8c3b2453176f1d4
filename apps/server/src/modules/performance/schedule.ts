import {
  addDays,
  type createPerformanceEvaluationSchema,
  dueStatus,
  type EvaluationSlot,
  evaluationSlotProblems,
  type MessageKey,
  type PerformanceEvaluation,
  type PerformanceEvaluationRow,
  type PerformanceWorkflow,
  rangesFor,
  type reviewerInputSchema,
  reviewOrder,
  type schedulePerformanceEvaluationsSchema,
  scheduleProblems,
  type WorkflowRole,
} from '@procura/contract';
import type { z } from 'zod';
import type { ReviewerAssignment } from '../../db/schema/index.ts';
import { byActor, recordAudit } from '../../platform/audit.ts';
import type { AppContext } from '../../platform/context.ts';
import { AppError, badRequest } from '../../platform/errors.ts';
import { type Actor, inTenant, type Tx } from '../../platform/tenancy.ts';
import { registerContractPerformance } from '../contracts/index.ts';
import { agencyToday } from '../customers/index.ts';
import { requireVendor } from '../vendors/index.ts';
import { describeEvaluation, presentEvaluationRow } from './evaluation-presenters.ts';
import {
  type EvaluationValues,
  findEvaluationRows,
  insertEvaluation,
  insertEvent,
} from './evaluation-queries.ts';
import type { EvaluationViewer } from './evaluation-rights.ts';
import { notifyWaiting } from './mail.ts';
import { readPerformanceSettings } from './settings-queries.ts';
import {
  findActivePeople,
  findRatedContract,
  findTemplateWithRanges,
  type RatedContract,
} from './setup-queries.ts';

/**
 * Making evaluations (issue 23 §2, the wizard): a single one, or a schedule of interims and a final
 * across a contract's term. Each copies its template's card and guide and the node's workflow and
 * ranges (decision 352), names its reviewers, and is Scheduled until its evaluation date, then a
 * draft (In Progress when it has an evaluator).
 */

type Setup = Omit<z.output<typeof createPerformanceEvaluationSchema>, keyof EvaluationSlot>;
type ReviewerInput = z.output<typeof reviewerInputSchema>;
type Place = { customerId: number; nodeId: number };

const problemsAnswer = (problems: { key: MessageKey; field: string }[]) =>
  badRequest(...problems.map((p) => ({ key: p.key, params: { field: p.field } })));

/** 400 invalidUserId unless every id is an active user of the agency. */
export async function assertActiveUsers(tx: Tx, customerId: number, ids: number[], field: string) {
  const found = new Set((await findActivePeople(tx, customerId, ids)).map((p) => p.id));
  if (ids.some((id) => !found.has(id))) throw badRequest({ key: 'invalidUserId', params: { field } });
}

/** Who a role falls to when the wizard names no one: the project's leads, the settings' defaults. */
function defaultReviewer(
  role: WorkflowRole,
  workflow: PerformanceWorkflow,
  contract: Pick<RatedContract, 'projectLeadId' | 'procurementLeadId'> | null,
): number | null {
  switch (role) {
    case 'projectLead':
      return contract?.projectLeadId ?? null;
    case 'procurementLead':
      return contract?.procurementLeadId ?? null;
    case 'projectLeadManager':
      return workflow.defaultReviewers.projectLeadManagerId;
    case 'purchasingManager':
      return workflow.defaultReviewers.purchasingManagerId;
    case 'director':
      return workflow.defaultReviewers.directorId;
  }
}

/**
 * The reviewers of an evaluation in review order: the roles given (else the node's workflow), each
 * with the user named or the role's default. A required role with no one is refused
 * (performanceReviewerMissing), as is anyone who is not an active user of the agency.
 */
export async function assignReviewers(
  tx: Tx,
  customerId: number,
  input: readonly ReviewerInput[] | undefined,
  workflow: PerformanceWorkflow,
  contract: Pick<RatedContract, 'projectLeadId' | 'procurementLeadId'> | null,
): Promise<ReviewerAssignment[]> {
  const roles = reviewOrder(input ? input.map((r) => r.role) : workflow.workflowRoles);
  const assigned = roles.map((role) => ({
    role,
    userId: input?.find((r) => r.role === role)?.userId ?? defaultReviewer(role, workflow, contract),
  }));
  const missing = assigned.find((r) => r.userId === null);
  if (missing) throw badRequest({ key: 'performanceReviewerMissing', params: { role: missing.role } });
  await assertActiveUsers(
    tx,
    customerId,
    assigned.flatMap((r) => (r.userId === null ? [] : [r.userId])),
    'reviewers',
  );
  return assigned;
}

/** The node's contract with the supplier on it (404 for another node's, 400 for a stranger supplier). */
export async function requireRatedContract(tx: Tx, place: Place, contractId: number, vendorId: number) {
  const contract = await findRatedContract(tx, place, contractId, vendorId);
  if (!contract) throw new AppError(404, 'invalidContractId');
  if (!contract.vendorOnContract) {
    throw badRequest({ key: 'performanceVendorNotOnContract', params: { field: 'vendorId' } });
  }
  return contract;
}

/** The node's active template with the ranges its evaluations are rated on. */
async function requireActiveTemplate(tx: Tx, place: Place, templateId: number) {
  const found = await findTemplateWithRanges(tx, place, templateId);
  const field = { field: 'performanceTemplateId' };
  if (!found) throw badRequest({ key: 'invalidPerformanceTemplateId', params: field });
  if (!found.template.isActive) throw badRequest({ key: 'performanceTemplateInactive', params: field });
  return found;
}

/** The rows of the evaluations to make, one per slot, everything checked. */
async function planEvaluations(
  tx: Tx,
  ctx: AppContext,
  actor: Actor,
  setup: Setup,
  slots: readonly EvaluationSlot[],
  today: string,
) {
  const place = { customerId: actor.customerId, nodeId: actor.nodeId };
  const { template, groupRanges } = await requireActiveTemplate(tx, place, setup.performanceTemplateId);
  const vendor = await requireVendor(tx, actor.customerId, setup.vendorId);
  const contract =
    setup.contractId === null ? null : await requireRatedContract(tx, place, setup.contractId, vendor.id);
  const { workflow, finalRating } = await readPerformanceSettings(tx, actor.customerId, actor.nodeId);
  const reviewers = await assignReviewers(tx, actor.customerId, setup.reviewers, workflow, contract);
  if (setup.evaluatorId !== null) {
    await assertActiveUsers(tx, actor.customerId, [setup.evaluatorId], 'evaluatorId');
  }
  const now = ctx.clock.now();
  const values = slots.map(
    (slot): EvaluationValues => ({
      customerId: actor.customerId,
      nodeId: actor.nodeId,
      vendorId: vendor.id,
      contractId: contract?.id ?? null,
      templateId: template.id,
      templateName: template.name,
      guide: template.guide,
      ...slot,
      expiresOn: addDays(slot.evaluationDate, workflow.evaluationWindowDays),
      status: slot.evaluationDate > today ? 'Scheduled' : dueStatus(setup.evaluatorId !== null),
      evaluatorId: setup.evaluatorId,
      reviewers,
      approvedRoles: [],
      supplierReview: setup.supplierReview ?? workflow.supplierReview,
      supplierReviewDays: workflow.supplierReviewDays,
      allowAppeal: setup.allowAppeal ?? workflow.allowAppeal,
      commentsVisibleToSupplier: setup.commentsVisibleToSupplier ?? workflow.commentsVisibleToSupplier,
      attachmentsVisibleToSupplier:
        setup.attachmentsVisibleToSupplier ?? workflow.attachmentsVisibleToSupplier,
      card: template.card,
      ratingScale: finalRating.ratingScale,
      ranges: rangesFor(finalRating.ranges, groupRanges),
      ndaTemplate: workflow.ndaTemplate,
      conflictOfInterestTemplate: workflow.conflictOfInterestTemplate,
      createdById: actor.userId,
      createdAt: now,
      updatedAt: now,
    }),
  );
  return { values, vendor, contract };
}

/** Saves the planned evaluations with their 'created' event and audit, and mails those due now. */
async function saveEvaluations(
  tx: Tx,
  ctx: AppContext,
  actor: Actor,
  plan: Awaited<ReturnType<typeof planEvaluations>>,
) {
  if (plan.contract) await registerContractPerformance(tx, actor.customerId, plan.contract.id);
  const saved = [];
  for (const values of plan.values) {
    const row = await insertEvaluation(tx, values);
    await insertEvent(tx, {
      customerId: row.customerId,
      evaluationId: row.id,
      action: 'created',
      fromStatus: null,
      toStatus: row.status,
      userId: actor.userId,
      createdAt: row.createdAt,
    });
    await recordAudit(tx, ctx.clock, {
      ...byActor(actor),
      action: 'performanceEvaluation.created',
      entityType: 'performanceEvaluation',
      entityId: row.id,
      vendorId: plan.vendor.id,
      companyName: plan.vendor.companyName,
      projectId: plan.contract?.projectId ?? null,
      after: {
        type: row.type,
        templateName: row.templateName,
        evaluationDate: row.evaluationDate,
        status: row.status,
        contractId: row.contractId,
      },
    });
    if (row.status !== 'Scheduled') await notifyWaiting(tx, ctx, row, { reason: 'due' });
    saved.push(row);
  }
  return saved;
}

/** POST /PerformanceEvaluation: the wizard's single evaluation. */
export async function createEvaluation(
  ctx: AppContext,
  viewer: EvaluationViewer,
  input: z.output<typeof createPerformanceEvaluationSchema>,
): Promise<PerformanceEvaluation> {
  const { type, periodStart, periodEnd, evaluationDate, ...setup } = input;
  const slot = { type, periodStart, periodEnd, evaluationDate };
  return inTenant(ctx.db, viewer.customerId, async (tx) => {
    const today = await agencyToday(tx, viewer.customerId, ctx.clock.now());
    const problems = evaluationSlotProblems(slot, today);
    if (problems.length > 0) throw problemsAnswer(problems);
    const plan = await planEvaluations(tx, ctx, viewer, setup, [slot], today);
    const [row] = await saveEvaluations(tx, ctx, viewer, plan);
    if (!row) throw new Error('performance evaluation not saved');
    return describeEvaluation(tx, viewer, row);
  });
}

/** POST /Contracts/PerformanceEvaluation: interims and a final across the contract's term. */
export async function scheduleEvaluations(
  ctx: AppContext,
  viewer: EvaluationViewer,
  input: z.output<typeof schedulePerformanceEvaluationsSchema>,
): Promise<PerformanceEvaluationRow[]> {
  const { slots, ...setup } = input;
  return inTenant(ctx.db, viewer.customerId, async (tx) => {
    const today = await agencyToday(tx, viewer.customerId, ctx.clock.now());
    const problems = scheduleProblems(slots, today);
    if (problems.length > 0) throw problemsAnswer(problems);
    const plan = await planEvaluations(tx, ctx, viewer, setup, slots, today);
    const saved = await saveEvaluations(tx, ctx, viewer, plan);
    const rows = await findEvaluationRows(
      tx,
      viewer.customerId,
      saved.map((row) => row.id),
    );
    return rows.map(presentEvaluationRow);
  });
}
