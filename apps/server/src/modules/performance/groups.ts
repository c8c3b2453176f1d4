import {
  type AssessmentGroup,
  type assessmentGroupInputSchema,
  performanceSettingRules,
} from '@procura/contract';
import type { z } from 'zod';
import { byActor, recordAudit } from '../../platform/audit.ts';
import type { AppContext } from '../../platform/context.ts';
import { AppError, badRequest } from '../../platform/errors.ts';
import { type Actor, inTenant, type Tx } from '../../platform/tenancy.ts';
import {
  countGroups,
  countTemplatesByGroup,
  deleteGroup,
  findGroup,
  findGroups,
  insertGroup,
  updateGroup,
} from './group-queries.ts';
import { nameTakenOnNode } from './name-queries.ts';
import { nameTaken, naming } from './node-names.ts';
import { presentGroup } from './presenters-settings.ts';

/**
 * Assessment groups (issue 23 §1; decision 356): kinds of work a node rates on their own ranges,
 * or on the node's when a group has none. Names are unique per node ignoring case; a group that
 * templates belong to is not deleted.
 */

type GroupInput = z.output<typeof assessmentGroupInputSchema>;

const groupNotFound = () => new AppError(404, 'invalidAssessmentGroupId');

async function groupsOf(tx: Tx, actor: Actor): Promise<AssessmentGroup[]> {
  const rows = await findGroups(tx, actor.customerId, actor.nodeId);
  const counts = await countTemplatesByGroup(
    tx,
    actor.customerId,
    rows.map((r) => r.id),
  );
  return rows.map((row) => presentGroup(row, counts.get(row.id) ?? 0));
}

function audit(
  tx: Tx,
  ctx: AppContext,
  actor: Actor,
  id: number,
  event: { action: string; before?: unknown; after?: unknown },
) {
  return recordAudit(tx, ctx.clock, {
    ...byActor(actor),
    entityType: 'assessmentGroup',
    entityId: id,
    ...event,
  });
}

/** GET /PerformanceAssessmentGroups: the node's groups by name. */
export async function listGroups(ctx: AppContext, actor: Actor): Promise<AssessmentGroup[]> {
  return inTenant(ctx.db, actor.customerId, (tx) => groupsOf(tx, actor));
}

/** POST /PerformanceAssessmentGroups: at most performanceSettingRules.maxGroups per node. */
export async function createGroup(
  ctx: AppContext,
  actor: Actor,
  input: GroupInput,
): Promise<AssessmentGroup> {
  return naming(
    input.name,
    inTenant(ctx.db, actor.customerId, async (tx) => {
      if ((await countGroups(tx, actor.customerId, actor.nodeId)) >= performanceSettingRules.maxGroups) {
        throw badRequest({ key: 'invalidParameter', params: { field: 'name' } });
      }
      if (await nameTakenOnNode(tx, 'group', actor, input.name)) throw nameTaken(input.name);
      const now = ctx.clock.now();
      const row = await insertGroup(tx, {
        customerId: actor.customerId,
        nodeId: actor.nodeId,
        ...input,
        createdAt: now,
        updatedAt: now,
      });
      await audit(tx, ctx, actor, row.id, { action: 'assessmentGroup.created', after: input });
      return presentGroup(row, 0);
    }),
  );
}

/** PUT /PerformanceAssessmentGroups/{id}: its name, description and ranges (null: the node's). */
export async function changeGroup(
  ctx: AppContext,
  actor: Actor,
  id: number,
  input: GroupInput,
): Promise<AssessmentGroup> {
  return naming(
    input.name,
    inTenant(ctx.db, actor.customerId, async (tx) => {
      const before = await findGroup(tx, actor.customerId, actor.nodeId, id, 'update');
      if (!before) throw groupNotFound();
      if (await nameTakenOnNode(tx, 'group', actor, input.name, before.id)) {
        throw nameTaken(input.name);
      }
      const row = await updateGroup(tx, actor.customerId, before.id, {
        ...input,
        updatedAt: ctx.clock.now(),
      });
      await audit(tx, ctx, actor, row.id, {
        action: 'assessmentGroup.updated',
        before: { name: before.name, description: before.description, ranges: before.ranges },
        after: input,
      });
      const counts = await countTemplatesByGroup(tx, actor.customerId, [row.id]);
      return presentGroup(row, counts.get(row.id) ?? 0);
    }),
  );
}

/**
 * DELETE /PerformanceAssessmentGroups/{id}: refused while templates belong to it. The group is
 * held first, so a template being saved into it either finishes first (and is counted) or finds
 * it gone. Answers the node's groups left.
 */
export async function removeGroup(ctx: AppContext, actor: Actor, id: number): Promise<AssessmentGroup[]> {
  return inTenant(ctx.db, actor.customerId, async (tx) => {
    const group = await findGroup(tx, actor.customerId, actor.nodeId, id, 'update');
    if (!group) throw groupNotFound();
    const counts = await countTemplatesByGroup(tx, actor.customerId, [group.id]);
    if ((counts.get(group.id) ?? 0) > 0) throw badRequest('performanceAssessmentGroupInUse');
    await deleteGroup(tx, actor.customerId, group.id);
    await audit(tx, ctx, actor, group.id, {
      action: 'assessmentGroup.deleted',
      before: { name: group.name },
    });
    return groupsOf(tx, actor);
  });
}
