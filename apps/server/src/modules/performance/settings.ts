import {
  evaluationLifecycleNames,
  evaluationTypes,
  type FinalRating,
  type PerformanceWorkflow,
  performanceEvaluationStatuses,
  performanceStatuses,
  reviewOrder,
} from '@procura/contract';
import { byActor, recordAudit } from '../../platform/audit.ts';
import type { AppContext } from '../../platform/context.ts';
import { badRequest } from '../../platform/errors.ts';
import { type Actor, inTenant, type Tx } from '../../platform/tenancy.ts';
import { findActiveUserIds } from '../project-team/index.ts';
import {
  type PerformanceSettings,
  readPerformanceSettings,
  writePerformanceSettings,
} from './settings-queries.ts';

/**
 * The node's supplier performance settings (issue 23 §1; decision 352): the workflow a new
 * evaluation starts with, and the rating scale with the final rating ranges. Both change with the
 * control panel's manage right; evaluations already made keep what they copied.
 */

/** GET /PerformanceWorkflow. */
export async function getWorkflow(ctx: AppContext, actor: Actor): Promise<PerformanceWorkflow> {
  return inTenant(ctx.db, actor.customerId, async (tx) => {
    const settings = await readPerformanceSettings(tx, actor.customerId, actor.nodeId);
    return settings.workflow;
  });
}

/** 400 invalidUserId (naming the field) unless each default reviewer is an active user of the agency. */
async function checkReviewers(tx: Tx, customerId: number, workflow: PerformanceWorkflow) {
  const named = Object.entries(workflow.defaultReviewers).filter(
    (entry): entry is [string, number] => entry[1] !== null,
  );
  const found = await findActiveUserIds(
    tx,
    customerId,
    named.map(([, id]) => id),
  );
  const missing = named.filter(([, id]) => !found.has(id));
  if (missing.length > 0) {
    throw badRequest(
      ...missing.map(([field]) => ({
        key: 'invalidUserId' as const,
        params: { field: `defaultReviewers.${field}` },
      })),
    );
  }
}

async function save(
  tx: Tx,
  ctx: AppContext,
  actor: Actor,
  change: Partial<PerformanceSettings>,
  action: string,
): Promise<PerformanceSettings> {
  const before = await readPerformanceSettings(tx, actor.customerId, actor.nodeId);
  const after = await writePerformanceSettings(tx, actor.customerId, actor.nodeId, actor.userId, change);
  const part = Object.keys(change) as (keyof PerformanceSettings)[];
  await recordAudit(tx, ctx.clock, {
    ...byActor(actor),
    action,
    entityType: 'performanceSettings',
    entityId: actor.nodeId,
    before: Object.fromEntries(part.map((key) => [key, before[key]])),
    after: change,
  });
  return after;
}

/**
 * PUT /PerformanceWorkflow: the reviewers are kept once each in the order they review, so the
 * stored list reads as the workflow runs.
 */
export async function updateWorkflow(
  ctx: AppContext,
  actor: Actor,
  input: PerformanceWorkflow,
): Promise<PerformanceWorkflow> {
  return inTenant(ctx.db, actor.customerId, async (tx) => {
    await checkReviewers(tx, actor.customerId, input);
    const workflow = { ...input, workflowRoles: reviewOrder(input.workflowRoles) };
    const saved = await save(tx, ctx, actor, { workflow }, 'performanceSettings.workflowUpdated');
    return saved.workflow;
  });
}

/** GET /FinalRating. */
export async function getFinalRating(ctx: AppContext, actor: Actor): Promise<FinalRating> {
  return inTenant(ctx.db, actor.customerId, async (tx) => {
    const settings = await readPerformanceSettings(tx, actor.customerId, actor.nodeId);
    return settings.finalRating;
  });
}

/** PUT /FinalRating: the contract's schema has refused ranges that are not in order. */
export async function updateFinalRating(
  ctx: AppContext,
  actor: Actor,
  input: FinalRating,
): Promise<FinalRating> {
  return inTenant(ctx.db, actor.customerId, async (tx) => {
    const saved = await save(
      tx,
      ctx,
      actor,
      { finalRating: input },
      'performanceSettings.finalRatingUpdated',
    );
    return saved.finalRating;
  });
}

/** GET /Statuses: every evaluation status with its lifecycle name (001 §9). */
export const evaluationStatusItems = () =>
  performanceEvaluationStatuses.map((status) => ({
    status,
    lifecycleName: evaluationLifecycleNames[status],
  }));

/** GET /PerformanceEvaluationType. */
export const evaluationTypeItems = () => evaluationTypes.map((type) => ({ type }));

/** GET /PerformanceStatuses/All: the statuses a supplier may be put in (decision 357). */
export const performanceStatusItems = () => performanceStatuses.map((status) => ({ status }));
