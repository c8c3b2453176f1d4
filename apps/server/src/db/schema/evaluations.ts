import type { EvaluationStatus, ScoringMethod } from '@procura/contract';
import {
  type AnyPgColumn,
  boolean,
  foreignKey,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { at, customerId, ofTender } from './columns.ts';
import { users } from './people.ts';
import { submissions } from './requirements.ts';

/**
 * The bid evaluation of a source (issue 8 §1): one per source, its sections and criteria, its
 * team, review meetings, each supplier's status and every evaluator's scores. Worths and scores
 * are exact decimals (the consensus rounds them once, to the evaluation's decimal places).
 */
export const evaluations = pgTable(
  'evaluations',
  {
    customerId: customerId(),
    id: integer('id').generatedAlwaysAsIdentity(),
    tenderId: integer('tender_id').notNull(),
    status: text('status').$type<EvaluationStatus>().notNull().default('Draft'),
    scoringMethod: text('scoring_method').$type<ScoringMethod>().notNull().default('points'),
    decimalPlaces: integer('decimal_places').notNull().default(2),
    minScore: integer('min_score').notNull().default(0),
    maxScore: integer('max_score').notNull().default(10),
    ndaTemplate: text('nda_template').notNull().default(''),
    conflictTemplate: text('conflict_template').notNull().default(''),
    scoreCardTemplate: text('score_card_template').notNull().default(''),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.customerId, t.id] }),
    ofTender(t),
    uniqueIndex('evaluations_tender_uq').on(t.customerId, t.tenderId),
  ],
);

/** A row of an evaluation: removed with it. */
const ofEvaluation = (t: { customerId: AnyPgColumn; evaluationId: AnyPgColumn }) =>
  foreignKey({
    columns: [t.customerId, t.evaluationId],
    foreignColumns: [evaluations.customerId, evaluations.id],
  }).onDelete('cascade');

export const evaluationSections = pgTable(
  'evaluation_sections',
  {
    customerId: customerId(),
    id: integer('id').generatedAlwaysAsIdentity(),
    evaluationId: integer('evaluation_id').notNull(),
    name: text('name').notNull(),
    sortOrder: integer('sort_order').notNull(),
  },
  (t) => [primaryKey({ columns: [t.customerId, t.id] }), ofEvaluation(t)],
);

export const evaluationCriteria = pgTable(
  'evaluation_criteria',
  {
    customerId: customerId(),
    id: integer('id').generatedAlwaysAsIdentity(),
    evaluationId: integer('evaluation_id').notNull(),
    sectionId: integer('section_id').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    kind: text('kind').notNull().default('scored'),
    worth: numeric('worth', { precision: 8, scale: 2 }).notNull().default('0'),
    sortOrder: integer('sort_order').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.customerId, t.id] }),
    ofEvaluation(t),
    foreignKey({
      columns: [t.customerId, t.sectionId],
      foreignColumns: [evaluationSections.customerId, evaluationSections.id],
    }),
    index('evaluation_criteria_order_idx').on(t.customerId, t.evaluationId, t.sortOrder),
  ],
);

/** An evaluator: the NDA accepted and a conflict declared (or not) before any submission is seen. */
export const evaluationTeam = pgTable(
  'evaluation_team',
  {
    customerId: customerId(),
    id: integer('id').generatedAlwaysAsIdentity(),
    evaluationId: integer('evaluation_id').notNull(),
    userId: integer('user_id').notNull(),
    ndaAcceptedAt: at('nda_accepted_at'),
    hasConflict: boolean('has_conflict'),
    conflictNote: text('conflict_note').notNull().default(''),
    submittedAt: at('submitted_at'),
  },
  (t) => [
    primaryKey({ columns: [t.customerId, t.id] }),
    ofEvaluation(t),
    foreignKey({ columns: [t.customerId, t.userId], foreignColumns: [users.customerId, users.id] }),
    uniqueIndex('evaluation_team_user_uq').on(t.customerId, t.evaluationId, t.userId),
    index('evaluation_team_user_idx').on(t.customerId, t.userId),
  ],
);

export const evaluationMeetings = pgTable(
  'evaluation_meetings',
  {
    customerId: customerId(),
    id: integer('id').generatedAlwaysAsIdentity(),
    evaluationId: integer('evaluation_id').notNull(),
    startsAt: at('starts_at').notNull(),
    location: text('location').notNull().default(''),
    notes: text('notes').notNull().default(''),
  },
  (t) => [primaryKey({ columns: [t.customerId, t.id] }), ofEvaluation(t)],
);

/** A supplier's standing in the evaluation: Evaluating unless disqualified (with the reason). */
export const evaluationSuppliers = pgTable(
  'evaluation_suppliers',
  {
    customerId: customerId(),
    evaluationId: integer('evaluation_id').notNull(),
    submissionId: integer('submission_id').notNull(),
    status: text('status').notNull(),
    reason: text('reason').notNull().default(''),
  },
  (t) => [
    primaryKey({ columns: [t.customerId, t.evaluationId, t.submissionId] }),
    ofEvaluation(t),
    foreignKey({
      columns: [t.customerId, t.submissionId],
      foreignColumns: [submissions.customerId, submissions.id],
    }).onDelete('cascade'),
  ],
);

export const evaluationScores = pgTable(
  'evaluation_scores',
  {
    customerId: customerId(),
    evaluationId: integer('evaluation_id').notNull(),
    memberId: integer('member_id').notNull(),
    submissionId: integer('submission_id').notNull(),
    criterionId: integer('criterion_id').notNull(),
    score: numeric('score', { precision: 10, scale: 4 }),
    comment: text('comment').notNull().default(''),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.customerId, t.memberId, t.submissionId, t.criterionId] }),
    ofEvaluation(t),
    foreignKey({
      columns: [t.customerId, t.memberId],
      foreignColumns: [evaluationTeam.customerId, evaluationTeam.id],
    }).onDelete('cascade'),
    foreignKey({
      columns: [t.customerId, t.criterionId],
      foreignColumns: [evaluationCriteria.customerId, evaluationCriteria.id],
    }).onDelete('cascade'),
    foreignKey({
      columns: [t.customerId, t.submissionId],
      foreignColumns: [submissions.customerId, submissions.id],
    }).onDelete('cascade'),
    index('evaluation_scores_evaluation_idx').on(t.customerId, t.evaluationId),
  ],
);
