import { type CriterionInput, evaluationRules } from '@procura/contract';
import type { AppContext } from '../../platform/context.ts';
import { AppError, badRequest } from '../../platform/errors.ts';
import type { Actor, Tx } from '../../platform/tenancy.ts';
import { changing } from './changes.ts';
import { criteriaOf, scoresOf, sectionsOf, teamOf } from './queries.ts';
import {
  deleteCriterionRow,
  deleteMember,
  deleteSectionRow,
  findActiveUser,
  insertCriterion,
  insertMember,
  insertSection,
  updateCriterionRow,
  updateSectionName,
} from './write-queries.ts';

/**
 * The builder's parts of an evaluation (issue 8 §1 build-evaluation and evaluation-team): sections
 * and criteria while Draft; evaluators until it is Complete.
 */

/** The item of the evaluation an id names, or 404. */
function requireItem<Row extends { id: number }>(
  rows: Row[],
  itemId: number,
  key: 'evaluationSectionInvalid' | 'evaluationCriterionInvalid',
): Row {
  const row = rows.find((r) => r.id === itemId);
  if (!row) throw new AppError(404, key);
  return row;
}

// ---- Sections ----

export function addSection(ctx: AppContext, actor: Actor, evaluationId: number, name: string) {
  return changing(ctx, actor, evaluationId, { draftOnly: true, action: 'sectionAdded' }, async (tx) => {
    const sections = await sectionsOf(tx, actor.customerId, evaluationId);
    if (sections.length >= evaluationRules.maxSections) throw new AppError(409, 'evaluationTooMany');
    const sortOrder = Math.max(0, ...sections.map((s) => s.sortOrder)) + 1;
    await insertSection(tx, { customerId: actor.customerId, evaluationId, name, sortOrder });
    return { name };
  });
}

export function renameSection(
  ctx: AppContext,
  actor: Actor,
  evaluationId: number,
  itemId: number,
  name: string,
) {
  return changing(ctx, actor, evaluationId, { draftOnly: true, action: 'sectionRenamed' }, async (tx) => {
    requireItem(await sectionsOf(tx, actor.customerId, evaluationId), itemId, 'evaluationSectionInvalid');
    await updateSectionName(tx, actor.customerId, itemId, name);
    return { sectionId: itemId, name };
  });
}

export function deleteSection(ctx: AppContext, actor: Actor, evaluationId: number, itemId: number) {
  return changing(ctx, actor, evaluationId, { draftOnly: true, action: 'sectionDeleted' }, async (tx) => {
    requireItem(await sectionsOf(tx, actor.customerId, evaluationId), itemId, 'evaluationSectionInvalid');
    const criteria = await criteriaOf(tx, actor.customerId, evaluationId);
    if (criteria.some((c) => c.sectionId === itemId)) throw new AppError(409, 'evaluationSectionNotEmpty');
    await deleteSectionRow(tx, actor.customerId, itemId);
    return { sectionId: itemId };
  });
}

// ---- Criteria ----

async function checkedCriterion(
  tx: Tx,
  actor: Actor,
  evaluationId: number,
  input: CriterionInput,
  exceptId?: number,
) {
  const sections = await sectionsOf(tx, actor.customerId, evaluationId);
  if (!sections.some((s) => s.id === input.sectionId)) {
    throw badRequest({ key: 'evaluationSectionInvalid', params: { field: 'sectionId' } });
  }
  const criteria = (await criteriaOf(tx, actor.customerId, evaluationId)).filter((c) => c.id !== exceptId);
  if (exceptId === undefined && criteria.length >= evaluationRules.maxCriteria)
    throw new AppError(409, 'evaluationTooMany');
  if (input.kind === 'price' && criteria.some((c) => c.kind === 'price')) {
    throw new AppError(409, 'evaluationPriceCriterionExists');
  }
  return {
    sectionId: input.sectionId,
    name: input.name,
    description: input.description,
    kind: input.kind,
    worth: input.worth.toFixed(2),
    sortOrder: Math.max(0, ...criteria.map((c) => c.sortOrder)) + 1,
  };
}

export function addCriterion(ctx: AppContext, actor: Actor, evaluationId: number, input: CriterionInput) {
  return changing(ctx, actor, evaluationId, { draftOnly: true, action: 'criterionAdded' }, async (tx) => {
    const values = await checkedCriterion(tx, actor, evaluationId, input);
    await insertCriterion(tx, actor.customerId, evaluationId, values);
    return values;
  });
}

export function updateCriterion(
  ctx: AppContext,
  actor: Actor,
  evaluationId: number,
  itemId: number,
  input: CriterionInput,
) {
  return changing(ctx, actor, evaluationId, { draftOnly: true, action: 'criterionChanged' }, async (tx) => {
    const current = requireItem(
      await criteriaOf(tx, actor.customerId, evaluationId),
      itemId,
      'evaluationCriterionInvalid',
    );
    const { sortOrder: _, ...values } = await checkedCriterion(tx, actor, evaluationId, input, itemId);
    await updateCriterionRow(tx, actor.customerId, current.id, values);
    return { criterionId: itemId, ...values };
  });
}

export function deleteCriterion(ctx: AppContext, actor: Actor, evaluationId: number, itemId: number) {
  return changing(ctx, actor, evaluationId, { draftOnly: true, action: 'criterionDeleted' }, async (tx) => {
    requireItem(await criteriaOf(tx, actor.customerId, evaluationId), itemId, 'evaluationCriterionInvalid');
    await deleteCriterionRow(tx, actor.customerId, itemId);
    return { criterionId: itemId };
  });
}

// ---- The team ----

export function addEvaluator(ctx: AppContext, actor: Actor, evaluationId: number, userId: number) {
  return changing(ctx, actor, evaluationId, { action: 'evaluatorAdded' }, async (tx, found) => {
    if (found.evaluation.status === 'Complete') throw new AppError(409, 'evaluationTeamLocked');
    const user = await findActiveUser(tx, actor.customerId, userId);
    if (!user) throw badRequest({ key: 'evaluationEvaluatorInvalid', params: { field: 'userId' } });
    const team = await teamOf(tx, actor.customerId, evaluationId);
    if (team.some((m) => m.member.userId === userId)) throw new AppError(409, 'evaluationEvaluatorExists');
    if (team.length >= evaluationRules.maxTeam) throw new AppError(409, 'evaluationTooMany');
    await insertMember(tx, { customerId: actor.customerId, evaluationId, userId });
    return { userId };
  });
}

export function removeEvaluator(ctx: AppContext, actor: Actor, evaluationId: number, itemId: number) {
  return changing(ctx, actor, evaluationId, { action: 'evaluatorRemoved' }, async (tx) => {
    const team = await teamOf(tx, actor.customerId, evaluationId);
    const member = team.find((m) => m.member.id === itemId);
    if (!member) throw new AppError(404, 'evaluationEvaluatorInvalid');
    // Scores given stay part of the record: an evaluator who scored stays on the team.
    if ((await scoresOf(tx, actor.customerId, evaluationId, [itemId])).length > 0) {
      throw new AppError(409, 'evaluationEvaluatorHasScores');
    }
    await deleteMember(tx, actor.customerId, itemId);
    return { userId: member.member.userId };
  });
}
