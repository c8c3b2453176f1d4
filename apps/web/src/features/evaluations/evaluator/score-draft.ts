import {
  type EvaluatorView,
  earnedScore,
  isScoreOnScale,
  roundTo,
  type Scale,
  type ScoreInput,
} from '@procura/contract';

/**
 * The evaluator's scores while they are typed: the saved ones (the server's page) under the
 * edits not yet saved. A score is kept as typed (NumberInput gives a string while it is not a
 * number yet, such as "7."), so the field never rewrites what the evaluator is typing.
 */
export type Cell = { submissionId: number; criterionId: number; score: number | string; comment: string };
/** The edited cells by cellKey; cells never touched are not here. */
export type Draft = Readonly<Record<string, Cell>>;
type Criterion = EvaluatorView['criteria'][number];

export function cellKey(submissionId: number, criterionId: number): string {
  return `${submissionId}:${criterionId}`;
}

export function scaleOf(view: EvaluatorView): Scale {
  return { minScore: view.minScore, maxScore: view.maxScore, decimalPlaces: view.decimalPlaces };
}

/** The number a typed score holds: null when empty, undefined when it is not a number. */
export function readScore(score: number | string): number | null | undefined {
  if (typeof score === 'number') return Number.isFinite(score) ? score : undefined;
  const trimmed = score.trim();
  if (trimmed === '') return null;
  const read = Number(trimmed);
  return Number.isFinite(read) ? read : undefined;
}

/**
 * Whether a typed score can be sent: empty, or on the scale with the evaluation's decimals. The
 * contract's test the server applies, so the evaluator learns of it before sending.
 */
export function isOnScale(score: number | string, scale: Scale): boolean {
  const value = readScore(score);
  if (value === null) return true;
  if (value === undefined) return false;
  return isScoreOnScale(value, scale);
}

// Cells read the saved scores many times a render: one map per answered page.
const savedByView = new WeakMap<EvaluatorView, Record<string, Cell>>();

function savedCells(view: EvaluatorView): Record<string, Cell> {
  const known = savedByView.get(view);
  if (known) return known;
  const cells: Record<string, Cell> = Object.fromEntries(
    view.scores.map((s) => [
      cellKey(s.submissionId, s.criterionId),
      { submissionId: s.submissionId, criterionId: s.criterionId, score: s.score ?? '', comment: s.comment },
    ]),
  );
  savedByView.set(view, cells);
  return cells;
}

/** What a cell shows: the edit, else the saved score, else empty. */
export function cellOf(view: EvaluatorView, draft: Draft, submissionId: number, criterionId: number): Cell {
  const key = cellKey(submissionId, criterionId);
  return draft[key] ?? savedCells(view)[key] ?? { submissionId, criterionId, score: '', comment: '' };
}

/** The edits that differ from what is saved, as PUT Scores takes them (partial saves allowed). */
export function changedScores(view: EvaluatorView, draft: Draft): ScoreInput['scores'] {
  const saved = savedCells(view);
  return Object.entries(draft)
    .map(([key, cell]) => ({ cell, before: saved[key] }))
    .filter(({ cell, before }) => {
      const score = readScore(cell.score) ?? null;
      const was = before ? (readScore(before.score) ?? null) : null;
      return score !== was || cell.comment.trim() !== (before?.comment ?? '');
    })
    .map(({ cell }) => ({
      submissionId: cell.submissionId,
      criterionId: cell.criterionId,
      score: readScore(cell.score) ?? null,
      comment: cell.comment.trim(),
    }));
}

/** Edits that cannot be sent: a score off the scale, or not a number. */
export function hasInvalidScores(draft: Draft, scale: Scale): boolean {
  return Object.values(draft).some((cell) => !isOnScale(cell.score, scale));
}

/** The criteria an evaluator scores by hand; the price criterion is scored from the price forms. */
export function scoredCriteria(view: EvaluatorView): Criterion[] {
  return view.criteria.filter((c) => c.kind === 'scored');
}

export type Progress = {
  submissionId: number;
  companyName: string;
  scored: number;
  of: number;
  earned: number;
};

/**
 * Per supplier: how many scored criteria hold a score on the scale (saved or typed), and what
 * they earn together, so the evaluator sees what is left before submitting.
 */
export function progressOf(view: EvaluatorView, draft: Draft): Progress[] {
  const scale = scaleOf(view);
  const criteria = scoredCriteria(view);
  return view.suppliers.map((supplier) => {
    let scored = 0;
    let earned = 0;
    for (const criterion of criteria) {
      const { score } = cellOf(view, draft, supplier.submissionId, criterion.id);
      const value = readScore(score);
      if (value === null || value === undefined || !isOnScale(score, scale)) continue;
      scored += 1;
      earned += earnedScore(value, criterion.worth, scale);
    }
    return {
      submissionId: supplier.submissionId,
      companyName: supplier.companyName,
      scored,
      of: criteria.length,
      earned: roundTo(earned, scale.decimalPlaces),
    };
  });
}

/**
 * The edits left once a save answered: those sent drop out (the saved page now holds them),
 * those typed again while the save ran stay.
 */
export function afterSave(draft: Draft, sent: Draft): Draft {
  return Object.fromEntries(Object.entries(draft).filter(([key, cell]) => sent[key] !== cell));
}
