import type {
  FinalRating,
  PerformanceEvaluationStatus,
  PerformanceRating,
  PerformanceStatus,
  PerformanceWorkflow,
  RatingRanges,
  RatingScale,
  ScoreCard,
  WorkflowRole,
} from '@procura/contract';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { at, customerId } from './columns.ts';
import { contracts } from './contracts.ts';
import { vendors } from './suppliers.ts';
import { nodes } from './tenancy.ts';

/**
 * Supplier performance (issue 23). Settings, templates and evaluations belong to a node, as
 * projects do; a supplier's status log belongs to the agency, as the supplier does. An evaluation
 * copies its template's card and the agency's workflow and ranges when it is made, so later
 * changes to either leave it as it was set up.
 */
export const performanceSettings = pgTable(
  'performance_settings',
  {
    customerId: customerId(),
    nodeId: integer('node_id').notNull(),
    workflow: jsonb('workflow').$type<PerformanceWorkflow>().notNull(),
    finalRating: jsonb('final_rating').$type<FinalRating>().notNull(),
    updatedById: integer('updated_by_id'),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.customerId, t.nodeId] }),
    foreignKey({ columns: [t.customerId, t.nodeId], foreignColumns: [nodes.customerId, nodes.id] }),
  ],
);

export const performanceAssessmentGroups = pgTable(
  'performance_assessment_groups',
  {
    customerId: customerId(),
    id: integer('id').generatedAlwaysAsIdentity(),
    nodeId: integer('node_id').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    ranges: jsonb('ranges').$type<RatingRanges>(),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.customerId, t.id] }),
    foreignKey({ columns: [t.customerId, t.nodeId], foreignColumns: [nodes.customerId, nodes.id] }),
    uniqueIndex('performance_assessment_groups_name_uq').on(t.customerId, t.nodeId, sql`lower(${t.name})`),
  ],
);

export const performanceTemplates = pgTable(
  'performance_templates',
  {
    customerId: customerId(),
    id: integer('id').generatedAlwaysAsIdentity(),
    nodeId: integer('node_id').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    guide: text('guide').notNull().default(''),
    assessmentGroupId: integer('assessment_group_id'),
    isActive: boolean('is_active').notNull().default(true),
    card: jsonb('card').$type<ScoreCard>().notNull(),
    createdById: integer('created_by_id'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.customerId, t.id] }),
    foreignKey({ columns: [t.customerId, t.nodeId], foreignColumns: [nodes.customerId, nodes.id] }),
    foreignKey({
      columns: [t.customerId, t.assessmentGroupId],
      foreignColumns: [performanceAssessmentGroups.customerId, performanceAssessmentGroups.id],
    }),
    uniqueIndex('performance_templates_name_uq').on(t.customerId, t.nodeId, sql`lower(${t.name})`),
  ],
);

export type ReviewerAssignment = { role: WorkflowRole; userId: number | null };

export const performanceEvaluations = pgTable(
  'performance_evaluations',
  {
    customerId: customerId(),
    id: integer('id').generatedAlwaysAsIdentity(),
    nodeId: integer('node_id').notNull(),
    vendorId: integer('vendor_id').notNull(),
    contractId: integer('contract_id'),
    templateId: integer('template_id').notNull(),
    templateName: text('template_name').notNull(),
    guide: text('guide').notNull().default(''),
    type: text('type').$type<'Interim' | 'Final' | 'Custom'>().notNull(),
    periodStart: date('period_start', { mode: 'string' }).notNull(),
    periodEnd: date('period_end', { mode: 'string' }).notNull(),
    evaluationDate: date('evaluation_date', { mode: 'string' }).notNull(),
    /** The last day it may be submitted (evaluation date and the agency's window). */
    expiresOn: date('expires_on', { mode: 'string' }).notNull(),
    status: text('status').$type<PerformanceEvaluationStatus>().notNull(),
    evaluatorId: integer('evaluator_id'),
    reviewers: jsonb('reviewers').$type<ReviewerAssignment[]>().notNull().default([]),
    /** The roles that approved since the last submission (a return clears them). */
    approvedRoles: jsonb('approved_roles').$type<WorkflowRole[]>().notNull().default([]),
    supplierReview: boolean('supplier_review').notNull(),
    supplierReviewDays: integer('supplier_review_days').notNull(),
    allowAppeal: boolean('allow_appeal').notNull(),
    commentsVisibleToSupplier: boolean('comments_visible_to_supplier').notNull(),
    attachmentsVisibleToSupplier: boolean('attachments_visible_to_supplier').notNull(),
    card: jsonb('card').$type<ScoreCard>().notNull(),
    scores: jsonb('scores').$type<Record<string, number | null>>().notNull().default({}),
    comments: jsonb('comments').$type<Record<string, string>>().notNull().default({}),
    generalComments: text('general_comments').notNull().default(''),
    ratingScale: text('rating_scale').$type<RatingScale>().notNull(),
    ranges: jsonb('ranges').$type<RatingRanges>().notNull(),
    /** Kept current with the scores, so lists, results and the dashboard read them from the row. */
    percent: numeric('percent', { precision: 7, scale: 2, mode: 'number' }),
    rating: text('rating').$type<PerformanceRating>(),
    ndaTemplate: text('nda_template').notNull().default(''),
    conflictOfInterestTemplate: text('conflict_of_interest_template').notNull().default(''),
    ndaAcceptedAt: at('nda_accepted_at'),
    noConflictDeclaredAt: at('no_conflict_declared_at'),
    supplierReviewEndsOn: date('supplier_review_ends_on', { mode: 'string' }),
    supplierComment: text('supplier_comment').notNull().default(''),
    appealReason: text('appeal_reason'),
    appealRequestedAt: at('appeal_requested_at'),
    appealMeetingDate: date('appeal_meeting_date', { mode: 'string' }),
    appealOutcome: text('appeal_outcome').notNull().default(''),
    appealCompletedAt: at('appeal_completed_at'),
    submittedAt: at('submitted_at'),
    completedAt: at('completed_at'),
    /** The agency's calendar day it completed (the supplier's latest result). */
    completedOn: date('completed_on', { mode: 'string' }),
    createdById: integer('created_by_id'),
    version: integer('version').notNull().default(0),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.customerId, t.id] }),
    foreignKey({ columns: [t.customerId, t.nodeId], foreignColumns: [nodes.customerId, nodes.id] }),
    foreignKey({ columns: [t.customerId, t.vendorId], foreignColumns: [vendors.customerId, vendors.id] }),
    foreignKey({
      columns: [t.customerId, t.contractId],
      foreignColumns: [contracts.customerId, contracts.id],
    }).onDelete('cascade'),
    foreignKey({
      columns: [t.customerId, t.templateId],
      foreignColumns: [performanceTemplates.customerId, performanceTemplates.id],
    }),
    // A supplier's evaluations and results; a contract's; the dashboard's by status and day.
    index('performance_evaluations_vendor_idx').on(t.customerId, t.vendorId, t.status),
    index('performance_evaluations_contract_idx').on(t.customerId, t.contractId),
    index('performance_evaluations_node_idx').on(t.customerId, t.nodeId, t.status, t.evaluationDate),
    index('performance_evaluations_evaluator_idx').on(t.customerId, t.evaluatorId),
    index('performance_evaluations_template_idx').on(t.customerId, t.templateId),
  ],
);

/** Each step of an evaluation's workflow, who took it and their comment (the evaluation's history). */
export const performanceEvaluationEvents = pgTable(
  'performance_evaluation_events',
  {
    customerId: customerId(),
    id: integer('id').generatedAlwaysAsIdentity(),
    evaluationId: integer('evaluation_id').notNull(),
    action: text('action').notNull(),
    fromStatus: text('from_status').$type<PerformanceEvaluationStatus>(),
    toStatus: text('to_status').$type<PerformanceEvaluationStatus>().notNull(),
    userId: integer('user_id'),
    /** The supplier contact who acted on the portal. */
    contactId: integer('contact_id'),
    comment: text('comment').notNull().default(''),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.customerId, t.id] }),
    foreignKey({
      columns: [t.customerId, t.evaluationId],
      foreignColumns: [performanceEvaluations.customerId, performanceEvaluations.id],
    }).onDelete('cascade'),
    index('performance_evaluation_events_evaluation_idx').on(t.customerId, t.evaluationId, t.id),
  ],
);

/** The general input's attachments, files under DATA_DIR/files. */
export const performanceEvaluationDocuments = pgTable(
  'performance_evaluation_documents',
  {
    customerId: customerId(),
    id: integer('id').generatedAlwaysAsIdentity(),
    evaluationId: integer('evaluation_id').notNull(),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    sizeInByte: bigint('size_in_byte', { mode: 'number' }).notNull(),
    storageKey: text('storage_key').notNull(),
    uploadedById: integer('uploaded_by_id'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.customerId, t.id] }),
    foreignKey({
      columns: [t.customerId, t.evaluationId],
      foreignColumns: [performanceEvaluations.customerId, performanceEvaluations.id],
    }).onDelete('cascade'),
    index('performance_evaluation_documents_evaluation_idx').on(t.customerId, t.evaluationId),
  ],
);

/** A supplier's performance statuses: at most one not complete (the current), the rest history. */
export const performanceVendorStatusLogs = pgTable(
  'performance_vendor_status_logs',
  {
    customerId: customerId(),
    id: integer('id').generatedAlwaysAsIdentity(),
    nodeId: integer('node_id').notNull(),
    vendorId: integer('vendor_id').notNull(),
    status: text('status').$type<PerformanceStatus>().notNull(),
    comments: text('comments').notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    complete: boolean('complete').notNull().default(false),
    createdById: integer('created_by_id'),
    createdAt: at('created_at').notNull().defaultNow(),
    completedAt: at('completed_at'),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.customerId, t.id] }),
    foreignKey({
      columns: [t.customerId, t.vendorId],
      foreignColumns: [vendors.customerId, vendors.id],
    }).onDelete('cascade'),
    // 000 §4: only one active performance status per supplier, held by the database too.
    uniqueIndex('performance_vendor_status_logs_current_uq')
      .on(t.customerId, t.vendorId)
      .where(sql`not ${t.complete}`),
    index('performance_vendor_status_logs_vendor_idx').on(t.customerId, t.vendorId, t.startDate),
  ],
);
