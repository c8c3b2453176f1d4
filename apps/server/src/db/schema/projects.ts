import type {
  ProcurementMethod,
  ProjectPhase,
  ProjectStatus,
  ProjectType,
  TenderInput,
} from '@procura/contract';
import { type SQL, sql } from 'drizzle-orm';
import {
  boolean,
  customType,
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
import { customers, nodes } from './tenancy.ts';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });
export const money = (name: string) => numeric(name, { precision: 15, scale: 2 });
const at = (name: string) => timestamp(name, { withTimezone: true });
const customerId = () =>
  integer('customer_id')
    .notNull()
    .references(() => customers.id);

/**
 * A procurement project (000 §3 Project). Categories, commodity codes and trade agreements are id
 * arrays (GIN-indexed) because they are only ever read and filtered with the project, never alone.
 * `search` is the full-text vector; trigram indexes on name and number serve partial matches.
 */
export const projects = pgTable(
  'projects',
  {
    customerId: customerId(),
    id: integer('id').generatedAlwaysAsIdentity(),
    nodeId: integer('node_id').notNull(),
    name: text('name').notNull(),
    number: text('number').notNull(),
    type: text('type').$type<ProjectType>().notNull(),
    phase: text('phase').$type<ProjectPhase>().notNull().default('Build'),
    status: text('status').$type<ProjectStatus>().notNull(),
    procurementMethod: text('procurement_method').$type<ProcurementMethod>().notNull(),
    isPlanned: boolean('is_planned').notNull().default(false),
    blueprint: text('blueprint'),
    createdById: integer('created_by_id'),
    projectLeadId: integer('project_lead_id'),
    departmentProjectLeadId: integer('department_project_lead_id'),
    departmentId: integer('department_id'),
    divisionId: integer('division_id'),
    description: text('description').notNull().default(''),
    classification: text('classification'),
    categoryIds: integer('category_ids').array().notNull().default(sql`'{}'::integer[]`),
    commodityCodeIds: integer('commodity_code_ids').array().notNull().default(sql`'{}'::integer[]`),
    negotiationType: text('negotiation_type'),
    estimatedAnnualValue: money('estimated_annual_value'),
    estimatedValue: money('estimated_value'),
    termId: integer('term_id'),
    durationMonths: integer('duration_months'),
    deliveryTimeframe: text('delivery_timeframe').notNull().default(''),
    tradeAgreementIds: integer('trade_agreement_ids').array().notNull().default(sql`'{}'::integer[]`),
    taxes: text('taxes').notNull().default(''),
    priceOnline: money('price_online'),
    pricePickup: money('price_pickup'),
    priceShipping: money('price_shipping'),
    internalReferenceNumber: text('internal_reference_number').notNull().default(''),
    contractNumber: text('contract_number').notNull().default(''),
    submissionAddress: text('submission_address').notNull().default(''),
    linkedProjectId: integer('linked_project_id'),
    cancelReason: text('cancel_reason'),
    terminateReason: text('terminate_reason'),
    isCooperative: boolean('is_cooperative').notNull().default(false),
    isLeadAgency: boolean('is_lead_agency').notNull().default(false),
    leadAgencyNameId: integer('lead_agency_name_id'),
    numberOfAgencies: integer('number_of_agencies'),
    participatingAgencies: text('participating_agencies').notNull().default(''),
    hasPromptPayDiscount: boolean('has_prompt_pay_discount').notNull().default(false),
    intakeRequestId: integer('intake_request_id'),
    convertedFromId: integer('converted_from_id'),
    locked: boolean('locked').notNull().default(false),
    version: integer('version').notNull().default(0),
    /** The activity feed shows events after this instant ("clear all" hides, never deletes, audit events). */
    activityClearedAt: at('activity_cleared_at'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
    search: tsvector('search').generatedAlwaysAs(
      (): SQL =>
        sql`to_tsvector('simple', coalesce(${projects.name}, '') || ' ' || coalesce(${projects.number}, '') || ' ' || coalesce(${projects.description}, '') || ' ' || coalesce(${projects.internalReferenceNumber}, '') || ' ' || coalesce(${projects.contractNumber}, ''))`,
    ),
  },
  (t) => [
    primaryKey({ columns: [t.customerId, t.id] }),
    foreignKey({ columns: [t.customerId, t.nodeId], foreignColumns: [nodes.customerId, nodes.id] }),
    uniqueIndex('projects_number_uq')
      .on(t.customerId, sql`lower(${t.number})`)
      .where(sql`${t.number} <> '' and ${t.type} <> 'TEMPLATE'`),
    // With the id, the index holds the search's whole order (ties by id), so a page stops at its rows.
    index('projects_updated_idx').on(t.customerId, t.updatedAt, t.id),
    index('projects_created_idx').on(t.customerId, t.createdAt, t.id),
    index('projects_status_idx').on(t.customerId, t.status),
    // The dashboard counts a node's projects by status, and finds the projects a user leads.
    // Type and lead ride along so the counter and the by-lead widget read the index alone.
    index('projects_node_status_idx').on(t.customerId, t.nodeId, t.status, t.type, t.projectLeadId),
    index('projects_lead_idx').on(t.customerId, t.projectLeadId),
    index('projects_search_idx').using('gin', t.search),
    index('projects_name_trgm_idx').using('gin', sql`${t.name} gin_trgm_ops`),
    index('projects_number_trgm_idx').using('gin', sql`${t.number} gin_trgm_ops`),
    index('projects_category_ids_idx').using('gin', t.categoryIds),
    index('projects_trade_agreement_ids_idx').using('gin', t.tradeAgreementIds),
  ],
);

/** A project's source (tender): its settings and dates (000 §3 Source, Dates). */
export const tenders = pgTable(
  'tenders',
  {
    customerId: customerId(),
    id: integer('id').generatedAlwaysAsIdentity(),
    projectId: integer('project_id').notNull(),
    /**
     * Every non-date setting of tenderInputSchema, as one document read and written whole; the
     * dates are columns because searches, jobs and the dashboard filter and sort on them.
     */
    settings: jsonb('settings').$type<Partial<TenderInput>>().notNull(),
    dateAvailable: at('date_available'),
    dateClosing: at('date_closing'),
    questionDeadline: at('question_deadline'),
    registrationDeadline: at('registration_deadline'),
    dateEstimatedAward: at('date_estimated_award'),
    dateSentToPurchasing: at('date_sent_to_purchasing'),
    datePlannedNotice: at('date_planned_notice'),
    plannedIssueDate: at('planned_issue_date'),
    dateEstimatedAvailability: at('date_estimated_availability'),
    incompleteQuestionNotificationDate: at('incomplete_question_notification_date'),
    /** When the closing job closed the source (000 §4: at the closing time by the server clock). */
    closedAt: at('closed_at'),
    /** Unsealing, each part on its own (000 §4); null while sealed. */
    priceUnsealedAt: at('price_unsealed_at'),
    submissionUnsealedAt: at('submission_unsealed_at'),
    unsealedById: integer('unsealed_by_id'),
    /** The question-deadline reminder to the team was sent (questionReminderEmailDays before). */
    questionReminderSentAt: at('question_reminder_sent_at'),
  },
  (t) => [
    primaryKey({ columns: [t.customerId, t.id] }),
    foreignKey({
      columns: [t.customerId, t.projectId],
      foreignColumns: [projects.customerId, projects.id],
    }).onDelete('cascade'),
    // The dates ride along so sorting projects by them reads the index alone (no row per project).
    index('tenders_project_idx').on(t.customerId, t.projectId, t.dateClosing, t.dateAvailable),
    index('tenders_closing_idx').on(t.customerId, t.dateClosing),
    index('tenders_available_idx').on(t.customerId, t.dateAvailable),
  ],
);

/** Site meetings of a source (000 §3 Dates: description, location, date, start, optional end, mandatory, public). */
export const tenderMeetings = pgTable(
  'tender_meetings',
  {
    customerId: customerId(),
    id: integer('id').generatedAlwaysAsIdentity(),
    tenderId: integer('tender_id').notNull(),
    description: text('description').notNull().default(''),
    location: text('location').notNull().default(''),
    date: at('date'),
    endDate: at('end_date'),
    isMandatory: boolean('is_mandatory').notNull().default(false),
    showToPublic: boolean('show_to_public').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.customerId, t.id] }),
    foreignKey({
      columns: [t.customerId, t.tenderId],
      foreignColumns: [tenders.customerId, tenders.id],
    }).onDelete('cascade'),
    // A source's meetings, read by the dashboard calendar and the Dates page.
    index('tender_meetings_tender_idx').on(t.customerId, t.tenderId, t.date),
  ],
);

/** Bid documents of a source: at most 10, names unique per source (000 §5 Documents and uploads). */
export const projectDocuments = pgTable(
  'project_documents',
  {
    customerId: customerId(),
    id: integer('id').generatedAlwaysAsIdentity(),
    tenderId: integer('tender_id').notNull(),
    fileName: text('file_name').notNull(),
    displayName: text('display_name').notNull(),
    contentType: text('content_type').notNull(),
    sizeInByte: integer('size_in_byte').notNull(),
    storageKey: text('storage_key').notNull(),
    pageCount: integer('page_count'),
    sortOrder: integer('sort_order').notNull().default(0),
    uploadedById: integer('uploaded_by_id'),
    uploadedAt: at('uploaded_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.customerId, t.id] }),
    foreignKey({
      columns: [t.customerId, t.tenderId],
      foreignColumns: [tenders.customerId, tenders.id],
    }).onDelete('cascade'),
    uniqueIndex('project_documents_name_uq').on(t.customerId, t.tenderId, sql`lower(${t.fileName})`),
  ],
);

/** The compliance checklist suppliers answer (Build compliance page). */
export const tenderComplianceItems = pgTable(
  'tender_compliance_items',
  {
    customerId: customerId(),
    id: integer('id').generatedAlwaysAsIdentity(),
    tenderId: integer('tender_id').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    isRequired: boolean('is_required').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.customerId, t.id] }),
    foreignKey({
      columns: [t.customerId, t.tenderId],
      foreignColumns: [tenders.customerId, tenders.id],
    }).onDelete('cascade'),
  ],
);

/** Suppliers invited by email to a source (Build invitations page; required for invitational). */
export const tenderInvitations = pgTable(
  'tender_invitations',
  {
    customerId: customerId(),
    id: integer('id').generatedAlwaysAsIdentity(),
    tenderId: integer('tender_id').notNull(),
    email: text('email').notNull(),
    companyName: text('company_name').notNull().default(''),
    contactName: text('contact_name').notNull().default(''),
    invitedById: integer('invited_by_id'),
    invitedAt: at('invited_at').notNull().defaultNow(),
    notifiedAt: at('notified_at'),
    /** The directory entry invited, and the supplier list it came from (issue 22 §4). */
    vendorId: integer('vendor_id'),
    vendorListId: integer('vendor_list_id'),
  },
  (t) => [
    primaryKey({ columns: [t.customerId, t.id] }),
    foreignKey({
      columns: [t.customerId, t.tenderId],
      foreignColumns: [tenders.customerId, tenders.id],
    }).onDelete('cascade'),
    uniqueIndex('tender_invitations_email_uq').on(t.customerId, t.tenderId, sql`lower(${t.email})`),
  ],
);

/** Project team: a user in a project role (000 §6), optionally opted in to question emails. */
export const projectUsers = pgTable(
  'project_users',
  {
    customerId: customerId(),
    id: integer('id').generatedAlwaysAsIdentity(),
    projectId: integer('project_id').notNull(),
    userId: integer('user_id').notNull(),
    roleId: text('role_id').notNull(),
    questionEmails: boolean('question_emails').notNull().default(false),
    addedAt: at('added_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.customerId, t.id] }),
    foreignKey({
      columns: [t.customerId, t.projectId],
      foreignColumns: [projects.customerId, projects.id],
    }).onDelete('cascade'),
    uniqueIndex('project_users_role_uq').on(t.customerId, t.projectId, t.userId, t.roleId),
    index('project_users_user_idx').on(t.customerId, t.userId),
  ],
);

/** Saved project searches; names unique per owner, case-insensitively (001 §5). */
export const savedSearches = pgTable(
  'saved_searches',
  {
    customerId: customerId(),
    id: integer('id').generatedAlwaysAsIdentity(),
    ownerId: integer('owner_id').notNull(),
    type: text('type').notNull(),
    name: text('name').notNull(),
    shared: boolean('shared').notNull().default(false),
    criteria: jsonb('criteria').$type<Record<string, unknown>>().notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.customerId, t.id] }),
    uniqueIndex('saved_searches_name_uq').on(t.customerId, t.ownerId, t.type, sql`lower(${t.name})`),
  ],
);

/** Project journal entries (001 §3: id, note, pinned, comments) with their documents. */
export const projectJournals = pgTable(
  'project_journals',
  {
    customerId: customerId(),
    id: integer('id').generatedAlwaysAsIdentity(),
    projectId: integer('project_id').notNull(),
    note: text('note').notNull(),
    pinned: boolean('pinned').notNull().default(false),
    createdById: integer('created_by_id'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.customerId, t.id] }),
    foreignKey({
      columns: [t.customerId, t.projectId],
      foreignColumns: [projects.customerId, projects.id],
    }).onDelete('cascade'),
  ],
);

export const projectJournalComments = pgTable(
  'project_journal_comments',
  {
    customerId: customerId(),
    id: integer('id').generatedAlwaysAsIdentity(),
    journalId: integer('journal_id').notNull(),
    comment: text('comment').notNull(),
    createdById: integer('created_by_id'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.customerId, t.id] }),
    foreignKey({
      columns: [t.customerId, t.journalId],
      foreignColumns: [projectJournals.customerId, projectJournals.id],
    }).onDelete('cascade'),
  ],
);

export const projectJournalDocuments = pgTable(
  'project_journal_documents',
  {
    customerId: customerId(),
    id: integer('id').generatedAlwaysAsIdentity(),
    journalId: integer('journal_id').notNull(),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    sizeInByte: integer('size_in_byte').notNull(),
    storageKey: text('storage_key').notNull(),
    uploadedById: integer('uploaded_by_id'),
    uploadedAt: at('uploaded_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.customerId, t.id] }),
    foreignKey({
      columns: [t.customerId, t.journalId],
      foreignColumns: [projectJournals.customerId, projectJournals.id],
    }).onDelete('cascade'),
  ],
);
