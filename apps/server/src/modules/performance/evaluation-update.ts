import {
  addDays,
  daysBetween,
  dueStatus,
  isCompleted,
  isOpen,
  isScoreEditable,
  isScoreOnScale,
  type PerformanceEvaluation,
  type PerformanceEvaluationStatus,
  reviewingRole,
  type ScoreCard,
  type updatePerformanceEvaluationSchema,
  withScoringMethod,
} from '@procura/contract';
import type { z } from 'zod';
import { byActor, recordAudit } from '../../platform/audit.ts';
import type { AppContext } from '../../platform/context.ts';
import { AppError, badRequest, forbidden } from '../../platform/errors.ts';
import { inTenant, type Tx } from '../../platform/tenancy.ts';
import { agencyToday } from '../customers/index.ts';
import { describeEvaluation, storedResult } from './evaluation-presenters.ts';
import {
  type EvaluationRow,
  type EvaluationValues,
  insertEvent,
  updateEvaluation,
} from './evaluation-queries.ts';
import { assertVersion, type EvaluationViewer, mayWork, requireEvaluation } from './evaluation-rights.ts';
import { notifyWaiting } from './mail.ts';
import { assertActiveUsers, assignReviewers, requireRatedContract } from './schedule.ts';
import { readPerformanceSettings } from './settings-queries.ts';

/**
 * PUT /PerformanceEvaluation/{id} (issue 23 §2; decisions 354, 358): the evaluator's work (scores,
 * comments, declarations) while the status lets it change, and an editor's set-up (evaluator,
 * reviewers, evaluation date, the card's method and worths). After every change the percent and
 * rating kept on the row are computed again.
 */

type Input = z.output<typeof updatePerformanceEvaluationSchema>;

const notEditable = () => new AppError(409, 'performanceNotEditable');
const field = (name: string) => ({ field: name });

const criterionKeys = (card: ScoreCard) =>
  new Set(card.sections.flatMap((s) => s.criteria.map((c) => c.key)));

function assertKeys(card: ScoreCard, values: Record<string, unknown>, name: string) {
  const keys = criterionKeys(card);
  const unknown = Object.keys(values).find((key) => !keys.has(key));
  if (unknown !== undefined)
    throw badRequest({ key: 'invalidParameter', params: field(`${name}.${unknown}`) });
}

/** The evaluator, reviewers and evaluation date: an editor's, while the evaluation is not over. */
async function setUp(
  tx: Tx,
  row: EvaluationRow,
  input: Input,
  today: string,
): Promise<Partial<EvaluationValues>> {
  const values: Partial<EvaluationValues> = {};
  if (input.evaluatorId !== undefined && input.evaluatorId !== row.evaluatorId) {
    if (input.evaluatorId !== null) {
      await assertActiveUsers(tx, row.customerId, [input.evaluatorId], 'evaluatorId');
    }
    // A new evaluator declares for themselves.
    Object.assign(values, {
      evaluatorId: input.evaluatorId,
      ndaAcceptedAt: null,
      noConflictDeclaredAt: null,
    });
  }
  if (input.reviewers !== undefined) {
    // The contract only lends its project's leads as defaults: a supplier since taken off it
    // leaves the roles to be named.
    const contract =
      row.contractId === null
        ? null
        : await requireRatedContract(tx, row, row.contractId, row.vendorId).catch(() => null);
    const { workflow } = await readPerformanceSettings(tx, row.customerId, row.nodeId);
    const reviewers = await assignReviewers(tx, row.customerId, input.reviewers, workflow, contract);
    const current = reviewingRole(row.status);
    if (current !== null && !reviewers.some((r) => r.role === current)) throw notEditable();
    values.reviewers = reviewers;
    values.approvedRoles = row.approvedRoles.filter((role) => reviewers.some((r) => r.role === role));
  }
  if (input.evaluationDate !== undefined && input.evaluationDate !== row.evaluationDate) {
    if (!isOpen(row.status)) throw notEditable();
    if (input.evaluationDate < today) {
      throw badRequest({ key: 'performanceEvaluationDateInPast', params: field('evaluationDate') });
    }
    values.evaluationDate = input.evaluationDate;
    values.expiresOn = addDays(input.evaluationDate, daysBetween(row.evaluationDate, row.expiresOn));
  }
  return values;
}

/** The card's scoring method and worths: an editor's, while the evaluation is a draft. */
function reshapeCard(row: EvaluationRow, input: Input): Partial<EvaluationValues> {
  if (input.scoringMethod === undefined && input.worths === undefined) return {};
  if (row.status !== 'Draft-Unassigned' && row.status !== 'In Progress') throw notEditable();
  let card = row.card;
  let scores = row.scores;
  if (input.scoringMethod !== undefined && input.scoringMethod !== card.scoringMethod) {
    // 000 §4: points do not carry over as weights, nor scores given against them.
    card = withScoringMethod(card, input.scoringMethod);
    scores = {};
  }
  if (input.worths !== undefined) {
    const worths = input.worths;
    assertKeys(card, worths, 'worths');
    card = {
      ...card,
      sections: card.sections.map((s) => ({
        ...s,
        criteria: s.criteria.map((c) => ({ ...c, worth: worths[c.key] ?? c.worth })),
      })),
    };
  }
  return { card, scores };
}

/** The evaluator's scores and comments, after the declarations the agency asks for (decision 358). */
function evaluatorWork(
  row: EvaluationRow,
  viewer: EvaluationViewer,
  input: Input,
  now: Date,
  shaped: { card: ScoreCard; scores: Record<string, number | null> },
): Partial<EvaluationValues> {
  const values: Partial<EvaluationValues> = {};
  if (input.acceptNda || input.declareNoConflict) {
    if (row.evaluatorId !== viewer.userId) throw forbidden('performanceNotYourStep');
    if (input.acceptNda) values.ndaAcceptedAt = row.ndaAcceptedAt ?? now;
    if (input.declareNoConflict) values.noConflictDeclaredAt = row.noConflictDeclaredAt ?? now;
  }
  const writes =
    input.scores !== undefined || input.comments !== undefined || input.generalComments !== undefined;
  if (!writes) return values;
  if (!isScoreEditable(row.status)) throw notEditable();
  if (input.scores !== undefined) {
    const nda = values.ndaAcceptedAt ?? row.ndaAcceptedAt;
    const noConflict = values.noConflictDeclaredAt ?? row.noConflictDeclaredAt;
    if (
      (row.ndaTemplate.trim() !== '' && nda === null) ||
      (row.conflictOfInterestTemplate.trim() !== '' && noConflict === null)
    ) {
      throw badRequest('performanceDeclarationsRequired');
    }
    assertKeys(shaped.card, input.scores, 'scores');
    const scores = { ...shaped.scores };
    for (const [key, score] of Object.entries(input.scores)) {
      if (score === null) {
        delete scores[key];
        continue;
      }
      if (!isScoreOnScale(score, shaped.card)) {
        throw badRequest({ key: 'performanceScoreInvalid', params: field(`scores.${key}`) });
      }
      scores[key] = score;
    }
    values.scores = scores;
  }
  if (input.comments !== undefined) {
    assertKeys(shaped.card, input.comments, 'comments');
    const comments = { ...row.comments };
    for (const [key, text] of Object.entries(input.comments)) {
      if (text === '') delete comments[key];
      else comments[key] = text;
    }
    values.comments = comments;
  }
  if (input.generalComments !== undefined) values.generalComments = input.generalComments;
  return values;
}

/** The status a change of evaluator or date leads to: due when its day has come, assigned or not. */
function statusAfter(row: EvaluationRow, values: Partial<EvaluationValues>, today: string) {
  const evaluatorId = values.evaluatorId === undefined ? row.evaluatorId : values.evaluatorId;
  const date = values.evaluationDate ?? row.evaluationDate;
  if (row.status === 'Scheduled') return date <= today ? dueStatus(evaluatorId !== null) : row.status;
  if (row.status === 'Draft-Unassigned' || row.status === 'In Progress')
    return dueStatus(evaluatorId !== null);
  return row.status;
}

export async function changeEvaluation(
  ctx: AppContext,
  viewer: EvaluationViewer,
  id: number,
  input: Input,
): Promise<PerformanceEvaluation> {
  return inTenant(ctx.db, viewer.customerId, async (tx) => {
    const row = await requireEvaluation(tx, viewer, id, true);
    if (!mayWork(viewer, row)) throw forbidden();
    assertVersion(row, input.version);
    const setsUp =
      input.evaluatorId !== undefined ||
      input.reviewers !== undefined ||
      input.evaluationDate !== undefined ||
      input.scoringMethod !== undefined ||
      input.worths !== undefined;
    if (setsUp && !viewer.canAct) throw forbidden();
    if (setsUp && (isCompleted(row.status) || row.status === 'Expired')) throw notEditable();
    const now = ctx.clock.now();
    const today = await agencyToday(tx, viewer.customerId, now);
    const values = { ...(await setUp(tx, row, input, today)), ...reshapeCard(row, input) };
    const working = { ...row, ...values } as EvaluationRow;
    Object.assign(values, evaluatorWork(working, viewer, input, now, working));
    const status: PerformanceEvaluationStatus = statusAfter(row, values, today);
    const next = { ...row, ...values, status } as EvaluationRow;
    const saved = await updateEvaluation(tx, row.customerId, row.id, {
      ...values,
      ...storedResult(next),
      status,
      version: row.version + 1,
      updatedAt: now,
    });
    if (status !== row.status) {
      await insertEvent(tx, {
        customerId: row.customerId,
        evaluationId: row.id,
        action: 'due',
        fromStatus: row.status,
        toStatus: status,
        userId: viewer.userId,
        createdAt: now,
      });
    }
    const evaluatorChanged = values.evaluatorId !== undefined && values.evaluatorId !== null;
    if (status !== row.status || (evaluatorChanged && saved.status === 'In Progress')) {
      await notifyWaiting(tx, ctx, saved, { reason: 'due' });
    }
    await recordAudit(tx, ctx.clock, {
      ...byActor(viewer),
      action: 'performanceEvaluation.updated',
      entityType: 'performanceEvaluation',
      entityId: row.id,
      vendorId: row.vendorId,
      before: { status: row.status, percent: row.percent },
      after: { changed: Object.keys(values).sort(), status, percent: saved.percent },
    });
    return describeEvaluation(tx, viewer, saved);
  });
}
