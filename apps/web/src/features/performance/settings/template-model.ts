import {
  type CardProblem,
  type CardResult,
  type PerformanceTemplate,
  type PerformanceTemplateInput,
  type RatingScale,
  type ScoreCard,
  scoreCard,
  scoreCardProblems,
} from '@procura/contract';

/**
 * The template editor's values and the pure steps between them, the server's shape and the
 * contract's rules. The editor keeps what people typed, so a number input being cleared holds ''
 * until it is filled again: the schema names that field, and the live totals count it as 0.
 */

export type CardSectionValues = ScoreCard['sections'][number];
export type CardCriterionValues = CardSectionValues['criteria'][number];

export type TemplateValues = {
  name: string;
  description: string;
  guide: string;
  /** The Select's value: the group's id as text, or null for none. */
  assessmentGroupId: string | null;
  isActive: boolean;
  card: ScoreCard;
};

const keyAlphabet = 'abcdefghijklmnopqrstuvwxyz0123456789';

/**
 * A new section's or criterion's key: short, of the characters the contract allows, and unique in
 * the card. Scores and comments refer to it, so it is made once, on the client, and never changes.
 */
export function newCardKey(prefix: 's' | 'c', taken: ReadonlySet<string>): string {
  for (;;) {
    const bytes = crypto.getRandomValues(new Uint8Array(8));
    const key = `${prefix}-${Array.from(bytes, (byte) => keyAlphabet[byte % keyAlphabet.length]).join('')}`;
    if (!taken.has(key)) return key;
  }
}

/** Every key the card uses, sections and criteria alike. */
export function keysOf(card: ScoreCard): Set<string> {
  return new Set(card.sections.flatMap((s) => [s.key, ...s.criteria.map((c) => c.key)]));
}

export function emptyCriterion(taken: ReadonlySet<string>): CardCriterionValues {
  return { key: newCardKey('c', taken), name: '', description: '', worth: 0 };
}

/** A section comes with one empty criterion: the contract refuses a section without any. */
export function emptySection(taken: ReadonlySet<string>): CardSectionValues {
  const key = newCardKey('s', taken);
  return {
    key,
    name: '',
    description: '',
    weight: 0,
    criteria: [emptyCriterion(new Set([...taken, key]))],
  };
}

export function newTemplateValues(): TemplateValues {
  return {
    name: '',
    description: '',
    guide: '',
    assessmentGroupId: null,
    isActive: true,
    card: {
      scoringMethod: 'points',
      decimalPlaces: 0,
      minScore: 0,
      maxScore: 10,
      // A lone section carries the whole card, which the section weight scale accepts as it is.
      sections: [{ ...emptySection(new Set()), weight: 100 }],
    },
  };
}

export function valuesOf(template: PerformanceTemplate): TemplateValues {
  return {
    name: template.name,
    description: template.description,
    guide: template.guide,
    assessmentGroupId: template.assessmentGroupId === null ? null : String(template.assessmentGroupId),
    isActive: template.isActive,
    card: template.card,
  };
}

/**
 * A number input's value as a number. The input hands over text while it is not a plain number
 * yet ('' when cleared, '05' with a leading zero): text that reads as a number counts as one, the
 * rest stays not-a-number, so the schema names its field.
 */
export function typedNumber(value: unknown): number {
  if (typeof value === 'number') return value;
  if (typeof value !== 'string' || value.trim() === '') return Number.NaN;
  return Number(value);
}

/** The body of POST and PUT /PerformanceTemplate. */
export function toInput(values: TemplateValues): PerformanceTemplateInput {
  const { card } = values;
  return {
    name: values.name,
    description: values.description,
    guide: values.guide,
    assessmentGroupId: values.assessmentGroupId === null ? null : Number(values.assessmentGroupId),
    isActive: values.isActive,
    card: {
      scoringMethod: card.scoringMethod,
      decimalPlaces: typedNumber(card.decimalPlaces),
      minScore: typedNumber(card.minScore),
      maxScore: typedNumber(card.maxScore),
      sections: card.sections.map((section) => ({
        ...section,
        weight: typedNumber(section.weight),
        criteria: section.criteria.map((criterion) => ({
          ...criterion,
          worth: typedNumber(criterion.worth),
        })),
      })),
    },
  };
}

/** The card as the live totals read it: what is not a number yet counts as 0. */
function countedCard(card: ScoreCard): ScoreCard {
  const counted = (value: unknown) => {
    const number = typedNumber(value);
    return Number.isFinite(number) ? number : 0;
  };
  return {
    ...card,
    decimalPlaces: counted(card.decimalPlaces),
    minScore: counted(card.minScore),
    maxScore: counted(card.maxScore),
    sections: card.sections.map((section) => ({
      ...section,
      weight: counted(section.weight),
      criteria: section.criteria.map((criterion) => ({ ...criterion, worth: counted(criterion.worth) })),
    })),
  };
}

/** What each section and the whole card are worth (points, or weight in percent). */
export function cardTotals(card: ScoreCard, scale: RatingScale): CardResult {
  return scoreCard(countedCard(card), {}, scale);
}

/** Why the card cannot be saved yet, by the contract's rules. */
export function cardProblems(card: ScoreCard, scale: RatingScale): CardProblem[] {
  return scoreCardProblems(countedCard(card), scale);
}

/** The sections' weights added up, for the section weight scale's indicator. */
export function sectionWeightTotal(card: ScoreCard): number {
  const total = countedCard(card).sections.reduce((sum, s) => sum + s.weight, 0);
  return Math.round(total * 1000) / 1000;
}

/** Whether any criterion is worth something: changing the scoring method would lose it. */
export function hasWorth(card: ScoreCard): boolean {
  return card.sections.some((s) => s.criteria.some((c) => (typedNumber(c.worth) || 0) !== 0));
}
