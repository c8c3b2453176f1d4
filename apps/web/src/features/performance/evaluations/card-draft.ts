import {
  type CardResult,
  type CardScores,
  isScoreEditable,
  isScoreOnScale,
  type PerformanceEvaluation,
  type PerformanceRating,
  ratingOf,
  scoreCard,
  type UpdatePerformanceEvaluation,
} from '@procura/contract';

/**
 * The evaluator's card as the page edits it: scores as typed ('' while empty), comments by
 * criterion key and the general comments. Totals and the rating are the contract's scoreCard() and
 * ratingOf(), the functions the server stores its result with, so the live figures are the saved ones.
 */
export type CardDraft = {
  scores: Record<string, number | ''>;
  comments: Record<string, string>;
  generalComments: string;
};

export function draftOf(evaluation: PerformanceEvaluation): CardDraft {
  const scores: Record<string, number | ''> = {};
  const comments: Record<string, string> = {};
  for (const section of evaluation.card.sections) {
    for (const criterion of section.criteria) {
      scores[criterion.key] = evaluation.scores[criterion.key] ?? '';
      comments[criterion.key] = evaluation.comments[criterion.key] ?? '';
    }
  }
  return { scores, comments, generalComments: evaluation.generalComments };
}

/** A typed score: a number, or null while empty or not a number yet. */
export function readScore(value: number | string | undefined): number | null {
  if (value === '' || value === undefined) return null;
  const score = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(score) ? score : null;
}

/** Whether a typed score may be saved: empty, or on the card's scale in its steps. */
export function isScoreValid(value: number | string | undefined, evaluation: PerformanceEvaluation): boolean {
  const score = readScore(value);
  return score === null ? value === '' || value === undefined : isScoreOnScale(score, evaluation.card);
}

/** The scores that count: a score off the scale counts as not scored until it is put right. */
export function countedScores(draft: CardDraft, evaluation: PerformanceEvaluation): CardScores {
  const scores: Record<string, number | null> = {};
  for (const [key, value] of Object.entries(draft.scores)) {
    scores[key] = isScoreValid(value, evaluation) ? readScore(value) : null;
  }
  return scores;
}

/** The live totals and rating of the card as typed. */
export function liveResult(
  draft: CardDraft,
  evaluation: PerformanceEvaluation,
): { result: CardResult; rating: PerformanceRating | null } {
  const result = scoreCard(evaluation.card, countedScores(draft, evaluation), evaluation.ratingScale);
  // Before the first score there is no result to rate (0% would read as Unacceptable).
  if (result.scored === 0) return { result: { ...result, percent: null }, rating: null };
  return { result, rating: result.percent === null ? null : ratingOf(result.percent, evaluation.ranges) };
}

export function hasInvalidScore(draft: CardDraft, evaluation: PerformanceEvaluation): boolean {
  return Object.values(draft.scores).some((value) => !isScoreValid(value, evaluation));
}

/** Whether the draft differs from what the server holds. */
export function isDirty(draft: CardDraft, evaluation: PerformanceEvaluation): boolean {
  const saved = draftOf(evaluation);
  return (
    draft.generalComments !== saved.generalComments ||
    Object.keys(saved.scores).some(
      (key) =>
        readScore(draft.scores[key]) !== readScore(saved.scores[key]) ||
        draft.comments[key] !== saved.comments[key],
    )
  );
}

/** PUT /PerformanceEvaluation/{id}'s body: the whole card as typed, with the version read. */
export function toUpdateBody(
  draft: CardDraft,
  evaluation: PerformanceEvaluation,
): UpdatePerformanceEvaluation {
  const scores: Record<string, number | null> = {};
  for (const key of Object.keys(draft.scores)) scores[key] = readScore(draft.scores[key]);
  return {
    scores,
    comments: draft.comments,
    generalComments: draft.generalComments,
    version: evaluation.version,
  };
}

/** Whether the caller may score now: the server says edit, and the status lets scores change. */
export const canScore = (evaluation: PerformanceEvaluation) =>
  evaluation.can.edit && isScoreEditable(evaluation.status);

/** The declarations still owed before scoring (000 §3; decision 358): only the texts the agency has. */
export function declarationsOwed(evaluation: PerformanceEvaluation) {
  return {
    nda: evaluation.ndaTemplate.trim() !== '' && evaluation.ndaAcceptedAt === null,
    conflict: evaluation.conflictOfInterestTemplate.trim() !== '' && evaluation.noConflictDeclaredAt === null,
  };
}
