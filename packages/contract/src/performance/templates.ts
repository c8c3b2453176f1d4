/**
 * Score card templates (000 §3 Evaluation: scoring method points or weights, decimal places,
 * min/max score, score card template, guide template; 001 §7 PerformanceTemplate). A template is
 * the card an evaluation copies when it is made: later changes to the template leave existing
 * evaluations as they were scored.
 */
import { z } from 'zod';
import { scoringMethods } from '../evaluations/scoring.ts';
import type { MessageKey } from '../messages/catalogue.ts';
import { idParamSchema, idSchema } from '../validation/ids.ts';
import { type RatingScale, withScoringMethod } from './scoring.ts';

export const performanceTemplateRules = {
  nameMax: 200,
  textMax: 4000,
  guideMax: 20_000,
  maxSections: 20,
  maxCriteria: 100,
  maxDecimalPlaces: 4,
  scoreLimit: 1000,
  keyMax: 40,
} as const;

const name = z
  .string()
  .trim()
  .min(1, 'performanceNameRequired')
  .max(performanceTemplateRules.nameMax, 'invalidParameter');
const text = z.string().trim().max(performanceTemplateRules.textMax, 'invalidParameter').default('');
/** A criterion's or section's stable key within its card: scores and comments refer to it. */
const cardKey = z
  .string()
  .trim()
  .min(1, 'invalidParameter')
  .max(performanceTemplateRules.keyMax, 'invalidParameter')
  .regex(/^[A-Za-z0-9_-]+$/, 'invalidParameter');
const worth = z
  .number({ error: 'invalidParameter' })
  .min(0, 'invalidParameter')
  .max(10_000, 'invalidParameter');

export const cardCriterionSchema = z.object({
  key: cardKey,
  name,
  description: text,
  /** Points (points method) or weight in percent of the card (weights method). */
  worth,
});
export type CardCriterionInput = z.input<typeof cardCriterionSchema>;

export const cardSectionSchema = z.object({
  key: cardKey,
  name,
  description: text,
  /** The section's weight in percent, read by the section weight rating scale. */
  weight: z
    .number({ error: 'invalidParameter' })
    .min(0, 'invalidParameter')
    .max(100, 'invalidParameter')
    .default(0),
  criteria: z
    .array(cardCriterionSchema)
    .min(1, 'performanceCardNeedsCriteria')
    .max(performanceTemplateRules.maxCriteria),
});

export const scoreCardSchema = z.object({
  scoringMethod: z.enum(scoringMethods),
  decimalPlaces: z.number().int().min(0).max(performanceTemplateRules.maxDecimalPlaces),
  minScore: z.number().min(-performanceTemplateRules.scoreLimit).max(performanceTemplateRules.scoreLimit),
  maxScore: z.number().min(-performanceTemplateRules.scoreLimit).max(performanceTemplateRules.scoreLimit),
  sections: z
    .array(cardSectionSchema)
    .min(1, 'performanceCardNeedsCriteria')
    .max(performanceTemplateRules.maxSections, 'invalidParameter'),
});
export type ScoreCard = z.output<typeof scoreCardSchema>;
export type ScoreCardInput = z.input<typeof scoreCardSchema>;

export type CardProblem = { key: MessageKey; field: string };

/**
 * Why a card cannot be used: its scale must rise (min below max); keys must be unique; with
 * weights, the criteria's weights add up to 100; under the section weight scale, the sections'
 * weights add up to 100; every criterion must be worth something.
 */
export function scoreCardProblems(card: ScoreCard, ratingScale: RatingScale): CardProblem[] {
  const problems: CardProblem[] = [];
  if (card.minScore >= card.maxScore) problems.push({ key: 'performanceScaleInvalid', field: 'maxScore' });
  const keys = card.sections.flatMap((s) => [`s:${s.key}`, ...s.criteria.map((c) => `c:${c.key}`)]);
  if (new Set(keys).size !== keys.length) problems.push({ key: 'invalidParameter', field: 'sections' });
  const criteria = card.sections.flatMap((s) => s.criteria);
  if (criteria.length > performanceTemplateRules.maxCriteria)
    problems.push({ key: 'invalidParameter', field: 'sections' });
  if (criteria.some((c) => c.worth <= 0))
    problems.push({ key: 'performanceCriterionNeedsWorth', field: 'sections' });
  const sum = (values: number[]) => Math.round(values.reduce((a, b) => a + b, 0) * 1000) / 1000;
  if (card.scoringMethod === 'weights' && sum(criteria.map((c) => c.worth)) !== 100) {
    problems.push({ key: 'performanceWeightsNot100', field: 'sections' });
  }
  if (ratingScale === 'sectionWeight' && sum(card.sections.map((s) => s.weight)) !== 100) {
    problems.push({ key: 'performanceSectionWeightsNot100', field: 'sections' });
  }
  return problems;
}

/** The card as saved after a change of scoring method: points and weights reset (000 §4). */
export const cardWithMethod = (card: ScoreCard, method: ScoreCard['scoringMethod']): ScoreCard =>
  withScoringMethod(card, method);

/** POST /PerformanceTemplate and PUT /PerformanceTemplate/{id}. */
export const performanceTemplateInputSchema = z.object({
  name,
  description: text,
  /** The guide evaluators read beside the card (000 §3 guide template). */
  guide: z.string().trim().max(performanceTemplateRules.guideMax, 'invalidParameter').default(''),
  assessmentGroupId: idSchema('invalidAssessmentGroupId').nullable().default(null),
  isActive: z.boolean().default(true),
  card: scoreCardSchema,
});
export type PerformanceTemplateInput = z.input<typeof performanceTemplateInputSchema>;

export const performanceTemplateSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  guide: z.string(),
  assessmentGroupId: z.number().int().nullable(),
  assessmentGroupName: z.string().nullable(),
  isActive: z.boolean(),
  card: scoreCardSchema,
  /** Evaluations made from it (a used template is archived rather than deleted). */
  evaluationCount: z.number().int(),
  updatedAt: z.string(),
});
export type PerformanceTemplate = z.infer<typeof performanceTemplateSchema>;

export const performanceTemplateParamsSchema = z.object({
  performanceTemplateId: idParamSchema('invalidPerformanceTemplateId'),
});
