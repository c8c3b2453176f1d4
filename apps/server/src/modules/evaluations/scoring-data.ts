import { type Consensus, consensus } from '@procura/contract';
import type { AppContext } from '../../platform/context.ts';
import type { Tx } from '../../platform/tenancy.ts';
import {
  formsOfSource,
  priceTotalsOf,
  readableParts,
  readPrice,
  unsealedParts,
} from '../submissions/index.ts';
import { presentCriterion } from './presenters.ts';
import {
  criteriaOf,
  type EvaluationWithProject,
  scoresOf,
  suppliersOf,
  teamOf,
  tenderOf,
} from './queries.ts';

/**
 * What scoring reads: the suppliers (complete bids) with their standing and, once the price part
 * is unsealed, their price totals; the evaluators who may score (NDA accepted, no conflict); and
 * the scores of those who submitted, which make the consensus (decision 233).
 */

/** An evaluator may see and score the bids once the NDA is accepted and no conflict is declared. */
export const mayScore = (member: { ndaAcceptedAt: Date | null; hasConflict: boolean | null }) =>
  member.ndaAcceptedAt !== null && member.hasConflict === false;

export async function evaluatedSuppliers(tx: Tx, ctx: AppContext, found: EvaluationWithProject) {
  const { evaluation } = found;
  const tender = await tenderOf(tx, evaluation.customerId, evaluation.tenderId);
  const parts = await unsealedParts(tx, tender);
  const forms = parts.price ? await formsOfSource(tx, evaluation.customerId, tender.id) : new Map();
  const rows = await suppliersOf(tx, evaluation.customerId, evaluation);
  const suppliers = [];
  for (const row of rows) {
    let priceTotal: number | null = null;
    if (readableParts(parts, row.submission).price && row.submission.priceSealed) {
      const totals = priceTotalsOf(forms, await readPrice(tx, ctx, row.submission));
      // Whole cents, so the sum of several forms does not drift.
      priceTotal = totals.reduce((cents, t) => cents + Math.round(Number(t.total) * 100), 0) / 100;
    }
    suppliers.push({
      submissionId: row.submission.id,
      companyName: row.submission.companyName,
      status: (row.status ?? 'Evaluating') as 'Evaluating' | 'Disqualified',
      reason: row.reason ?? '',
      priceTotal,
    });
  }
  return { suppliers, parts };
}

export async function scoringTeam(tx: Tx, found: EvaluationWithProject) {
  const team = await teamOf(tx, found.evaluation.customerId, found.evaluation.id);
  return team.map((t) => t.member).filter(mayScore);
}

/** The consensus of the evaluators who submitted: each supplier's criterion scores, total and rank. */
export async function consensusOf(tx: Tx, ctx: AppContext, found: EvaluationWithProject): Promise<Consensus> {
  const { evaluation } = found;
  const criteria = (await criteriaOf(tx, evaluation.customerId, evaluation.id)).map(presentCriterion);
  const { suppliers, parts } = await evaluatedSuppliers(tx, ctx, found);
  const submitted = (await scoringTeam(tx, found)).filter((m) => m.submittedAt !== null).map((m) => m.id);
  const scores = await scoresOf(tx, evaluation.customerId, evaluation.id, submitted);
  const rows = consensus(
    criteria,
    suppliers.map((s) => ({
      submissionId: s.submissionId,
      priceTotal: s.priceTotal,
      disqualified: s.status === 'Disqualified',
    })),
    scores
      .filter((s) => s.score !== null)
      .map((s) => ({
        evaluatorId: s.memberId,
        submissionId: s.submissionId,
        criterionId: s.criterionId,
        score: Number(s.score),
      })),
    evaluation,
  );
  return {
    evaluationId: evaluation.id,
    status: evaluation.status,
    criteria: criteria.map((c) => ({ id: c.id, name: c.name, kind: c.kind, worth: c.worth })),
    rows: rows
      .map((row) => {
        const supplier = suppliers.find((s) => s.submissionId === row.submissionId);
        return {
          submissionId: row.submissionId,
          companyName: supplier?.companyName ?? '',
          priceTotal: supplier?.priceTotal ?? null,
          disqualified: supplier?.status === 'Disqualified',
          scores: criteria.map((c) => ({ criterionId: c.id, score: row.criteria[c.id] ?? null })),
          total: row.total,
          rank: row.rank,
        };
      })
      .sort((a, b) => (a.rank ?? Number.MAX_SAFE_INTEGER) - (b.rank ?? Number.MAX_SAFE_INTEGER)),
    priceUnsealed: parts.price,
  };
}

/** The Supplier Status tab: each supplier's standing and how many evaluators scored it fully. */
export async function supplierProgress(tx: Tx, ctx: AppContext, found: EvaluationWithProject) {
  const { evaluation } = found;
  const { suppliers } = await evaluatedSuppliers(tx, ctx, found);
  const team = await scoringTeam(tx, found);
  const scored = (await criteriaOf(tx, evaluation.customerId, evaluation.id)).filter(
    (c) => c.kind === 'scored',
  );
  const scores = await scoresOf(
    tx,
    evaluation.customerId,
    evaluation.id,
    team.map((m) => m.id),
  );
  const has = (memberId: number, submissionId: number, criterionId: number) =>
    scores.some(
      (s) =>
        s.memberId === memberId &&
        s.submissionId === submissionId &&
        s.criterionId === criterionId &&
        s.score !== null,
    );
  return suppliers.map((s) => ({
    submissionId: s.submissionId,
    companyName: s.companyName,
    status: s.status,
    reason: s.reason,
    // With only a price criterion there is nothing to score by hand: the formula has scored it.
    scoredBy: team.filter((m) => scored.every((c) => has(m.id, s.submissionId, c.id))).length,
    evaluators: team.length,
  }));
}
