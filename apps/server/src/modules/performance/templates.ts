import {
  type PerformanceTemplate,
  type performanceTemplateInputSchema,
  scoreCardProblems,
} from '@procura/contract';
import type { z } from 'zod';
import { byActor, recordAudit } from '../../platform/audit.ts';
import type { AppContext } from '../../platform/context.ts';
import { AppError, badRequest } from '../../platform/errors.ts';
import { type Actor, inTenant, type Tx } from '../../platform/tenancy.ts';
import { findGroup } from './group-queries.ts';
import { nameTakenOnNode } from './name-queries.ts';
import { nameTaken, naming } from './node-names.ts';
import { presentTemplate } from './presenters-settings.ts';
import { readPerformanceSettings } from './settings-queries.ts';
import {
  countEvaluationsByTemplate,
  deleteTemplate,
  findTemplate,
  findTemplates,
  insertTemplate,
  updateTemplate,
} from './template-queries.ts';

/**
 * Score card templates (issue 23 §1; 000 §3 Evaluation; decision 352): a node's cards that
 * evaluations copy when they are made. A card is checked against the node's rating scale; names
 * are unique per node ignoring case; a template that evaluations were made from is deactivated,
 * never deleted.
 */

type TemplateInput = z.output<typeof performanceTemplateInputSchema>;

const templateNotFound = () => new AppError(404, 'invalidPerformanceTemplateId');

async function requireTemplate(tx: Tx, actor: Actor, id: number, forUpdate = false) {
  const row = await findTemplate(tx, actor.customerId, actor.nodeId, id, forUpdate);
  if (!row) throw templateNotFound();
  return row;
}

async function templateOf(tx: Tx, actor: Actor, id: number): Promise<PerformanceTemplate> {
  const { template, groupName } = await requireTemplate(tx, actor, id);
  const counts = await countEvaluationsByTemplate(tx, actor.customerId, [template.id]);
  return presentTemplate(template, groupName, counts.get(template.id) ?? 0);
}

/**
 * What is refused before a template is saved: a group that is not the node's (held so that it is
 * not deleted under the template), a name another template has, a card the node's scale cannot rate.
 */
async function checkTemplate(tx: Tx, actor: Actor, input: TemplateInput, exceptId?: number) {
  if (
    input.assessmentGroupId !== null &&
    !(await findGroup(tx, actor.customerId, actor.nodeId, input.assessmentGroupId, 'share'))
  ) {
    throw badRequest({ key: 'invalidAssessmentGroupId', params: { field: 'assessmentGroupId' } });
  }
  if (await nameTakenOnNode(tx, 'template', actor, input.name, exceptId)) {
    throw nameTaken(input.name);
  }
  const { finalRating } = await readPerformanceSettings(tx, actor.customerId, actor.nodeId);
  const problems = scoreCardProblems(input.card, finalRating.ratingScale);
  if (problems.length > 0) {
    throw badRequest(...problems.map((p) => ({ key: p.key, params: { field: `card.${p.field}` } })));
  }
}

const fieldsOf = (input: TemplateInput) => ({
  name: input.name,
  description: input.description,
  guide: input.guide,
  assessmentGroupId: input.assessmentGroupId,
  isActive: input.isActive,
  card: input.card,
});

function audit(
  tx: Tx,
  ctx: AppContext,
  actor: Actor,
  id: number,
  event: { action: string; before?: unknown; after?: unknown },
) {
  return recordAudit(tx, ctx.clock, {
    ...byActor(actor),
    entityType: 'performanceTemplate',
    entityId: id,
    ...event,
  });
}

async function templatesOf(tx: Tx, actor: Actor): Promise<PerformanceTemplate[]> {
  const rows = await findTemplates(tx, actor.customerId, actor.nodeId);
  const counts = await countEvaluationsByTemplate(
    tx,
    actor.customerId,
    rows.map((r) => r.template.id),
  );
  return rows.map((r) => presentTemplate(r.template, r.groupName, counts.get(r.template.id) ?? 0));
}

/** GET /PerformanceTemplate: the node's templates, active or not, by name. */
export async function listTemplates(ctx: AppContext, actor: Actor): Promise<PerformanceTemplate[]> {
  return inTenant(ctx.db, actor.customerId, (tx) => templatesOf(tx, actor));
}

/** GET /PerformanceTemplate/{id}. */
export async function readTemplate(ctx: AppContext, actor: Actor, id: number): Promise<PerformanceTemplate> {
  return inTenant(ctx.db, actor.customerId, (tx) => templateOf(tx, actor, id));
}

/** POST /PerformanceTemplate. */
export async function createTemplate(
  ctx: AppContext,
  actor: Actor,
  input: TemplateInput,
): Promise<PerformanceTemplate> {
  return naming(
    input.name,
    inTenant(ctx.db, actor.customerId, async (tx) => {
      await checkTemplate(tx, actor, input);
      const now = ctx.clock.now();
      const row = await insertTemplate(tx, {
        customerId: actor.customerId,
        nodeId: actor.nodeId,
        ...fieldsOf(input),
        createdById: actor.userId,
        createdAt: now,
        updatedAt: now,
      });
      await audit(tx, ctx, actor, row.id, { action: 'performanceTemplate.created', after: fieldsOf(input) });
      return templateOf(tx, actor, row.id);
    }),
  );
}

/**
 * PUT /PerformanceTemplate/{id}: the whole template as the editor shows it. 000 §4's reset of
 * points and weights on a change of scoring method is the editor's (cardWithMethod, the same
 * function the contract gives us), because the body carries the worths entered under the new
 * method: resetting them here, before the check, would zero what the user just typed and refuse
 * every change of method (performanceCriterionNeedsWorth). The check below is what guarantees
 * that no worth reaches an evaluation unless it is valid under the method it is saved with.
 */
export async function changeTemplate(
  ctx: AppContext,
  actor: Actor,
  id: number,
  input: TemplateInput,
): Promise<PerformanceTemplate> {
  return naming(
    input.name,
    inTenant(ctx.db, actor.customerId, async (tx) => {
      const { template } = await requireTemplate(tx, actor, id, true);
      await checkTemplate(tx, actor, input, template.id);
      await updateTemplate(tx, actor.customerId, template.id, {
        ...fieldsOf(input),
        updatedAt: ctx.clock.now(),
      });
      await audit(tx, ctx, actor, template.id, {
        action: 'performanceTemplate.updated',
        before: fieldsOf(template),
        after: fieldsOf(input),
      });
      return templateOf(tx, actor, template.id);
    }),
  );
}

/** A delete that loses to an evaluation made from the template at the same moment. */
function isForeignKeyViolation(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && typeof e === 'object' && depth < 4; depth++) {
    if ((e as { code?: unknown }).code === '23503') return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * DELETE /PerformanceTemplate/{id}: refused while evaluations were made from it (deactivate it
 * instead). Answers the node's templates left.
 */
export async function removeTemplate(
  ctx: AppContext,
  actor: Actor,
  id: number,
): Promise<PerformanceTemplate[]> {
  try {
    return await inTenant(ctx.db, actor.customerId, async (tx) => {
      const { template } = await requireTemplate(tx, actor, id, true);
      const counts = await countEvaluationsByTemplate(tx, actor.customerId, [template.id]);
      if ((counts.get(template.id) ?? 0) > 0) throw badRequest('performanceTemplateInUse');
      await deleteTemplate(tx, actor.customerId, template.id);
      await audit(tx, ctx, actor, template.id, {
        action: 'performanceTemplate.deleted',
        before: { name: template.name },
      });
      return templatesOf(tx, actor);
    });
  } catch (error) {
    if (isForeignKeyViolation(error)) throw badRequest('performanceTemplateInUse');
    throw error;
  }
}
