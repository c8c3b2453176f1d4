import type { Classification, IntakeLocation, IntakeStatus } from '@procura/contract';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  foreignKey,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { at, customerId } from './columns.ts';
import { nodes } from './tenancy.ts';

/**
 * Intake requests (issue 24). A request belongs to the node its link names; its department,
 * division, lead and bid type are ids read by join, so a renamed or removed one changes the
 * names shown, never the request. Dates are calendar times without a zone (001 §5 stores
 * YYYY-MM-DDTHH:mm:ss; the posting date at 12:00).
 */
export const intakeSettings = pgTable(
  'intake_settings',
  {
    customerId: customerId(),
    nodeId: integer('node_id').notNull(),
    enableIntake: boolean('enable_intake').notNull().default(false),
    guide: text('guide').notNull().default(''),
    departmentIds: jsonb('department_ids').$type<number[]>().notNull().default([]),
    notifyUserIds: jsonb('notify_user_ids').$type<number[]>().notNull().default([]),
    updatedById: integer('updated_by_id'),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.customerId, t.nodeId] }),
    foreignKey({ columns: [t.customerId, t.nodeId], foreignColumns: [nodes.customerId, nodes.id] }),
  ],
);

export const intakeRequests = pgTable(
  'intake_requests',
  {
    customerId: customerId(),
    id: integer('id').generatedAlwaysAsIdentity(),
    nodeId: integer('node_id').notNull(),
    status: integer('status').$type<IntakeStatus>().notNull().default(1),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    departmentId: integer('department_id'),
    divisionId: integer('division_id'),
    procurementLeadId: integer('procurement_lead_id'),
    consultantFirstName: text('consultant_first_name'),
    consultantLastName: text('consultant_last_name'),
    consultantEmail: text('consultant_email'),
    projectName: text('project_name').notNull(),
    classification: text('classification').$type<Classification>(),
    description: text('description').notNull().default(''),
    bidTypeId: integer('bid_type_id'),
    applyToProject: text('apply_to_project').notNull().default(''),
    categoryIds: jsonb('category_ids').$type<number[]>().notNull().default([]),
    isSiteVisit: boolean('is_site_visit').notNull().default(false),
    locations: jsonb('locations').$type<IntakeLocation[]>().notNull().default([]),
    estimatedPostingDate: timestamp('estimated_posting_date', { mode: 'string' }),
    deliveryConstructionStartDate: timestamp('delivery_construction_start_date', { mode: 'string' }),
    supplierEmails: text('supplier_emails').notNull().default(''),
    projectBudget: numeric('project_budget', { precision: 16, scale: 2 }),
    estimatedTotalProjectValue: numeric('estimated_total_project_value', { precision: 16, scale: 2 }),
    declineReason: text('decline_reason'),
    decidedById: integer('decided_by_id'),
    decidedAt: at('decided_at'),
    projectId: integer('project_id'),
    dateCreatedUtc: at('date_created_utc').notNull().defaultNow(),
    modifiedByUserId: integer('modified_by_user_id'),
    dateModifiedUtc: at('date_modified_utc'),
  },
  (t) => [
    primaryKey({ columns: [t.customerId, t.id] }),
    foreignKey({ columns: [t.customerId, t.nodeId], foreignColumns: [nodes.customerId, nodes.id] }),
    index('intake_requests_node_status_idx').on(t.customerId, t.nodeId, t.status, t.dateCreatedUtc),
    uniqueIndex('intake_requests_project_uq')
      .on(t.customerId, t.projectId)
      .where(sql`${t.projectId} is not null`),
  ],
);

/**
 * A document a requester uploaded. It arrives before its request (the form uploads as files are
 * chosen), so it is held by a token's hash until the request claims it; unclaimed ones are swept.
 */
export const intakeDocuments = pgTable(
  'intake_documents',
  {
    customerId: customerId(),
    id: integer('id').generatedAlwaysAsIdentity(),
    nodeId: integer('node_id').notNull(),
    intakeRequestId: integer('intake_request_id'),
    uploadTokenHash: text('upload_token_hash').notNull(),
    storageKey: text('storage_key').notNull(),
    fileName: text('file_name').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    contentType: text('content_type').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.customerId, t.id] }),
    foreignKey({
      columns: [t.customerId, t.intakeRequestId],
      foreignColumns: [intakeRequests.customerId, intakeRequests.id],
    }).onDelete('cascade'),
    index('intake_documents_request_idx').on(t.customerId, t.intakeRequestId),
    uniqueIndex('intake_documents_token_uq').on(t.uploadTokenHash),
  ],
);
