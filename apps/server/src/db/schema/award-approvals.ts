import type { ApprovalStatus, ApproverKind, ApproverRole, ApproverStatus } from '@procura/contract';
import {
  bigint,
  boolean,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { at, customerId, ofTender } from './columns.ts';
import { users } from './people.ts';
import { submissions } from './requirements.ts';

/**
 * The award approval workflow (000 §3 Award approval): a report on one supplier of a source, its
 * ordered documents and the ordered people who approve or review it. Statuses are the words of
 * 000 §3, kept as text (the contract's enumerations check them).
 */
export const awardApprovals = pgTable(
  'award_approvals',
  {
    customerId: customerId(),
    id: integer('id').generatedAlwaysAsIdentity(),
    tenderId: integer('tender_id').notNull(),
    submissionId: integer('submission_id').notNull(),
    reportName: text('report_name').notNull(),
    reportNumber: text('report_number').notNull(),
    status: text('status').$type<ApprovalStatus>().notNull(),
    cancelReason: text('cancel_reason').notNull().default(''),
    sentAt: at('sent_at'),
    createdBy: integer('created_by').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.customerId, t.id] }),
    ofTender(t),
    foreignKey({
      columns: [t.customerId, t.submissionId],
      foreignColumns: [submissions.customerId, submissions.id],
    }).onDelete('cascade'),
    foreignKey({ columns: [t.customerId, t.createdBy], foreignColumns: [users.customerId, users.id] }),
    index('award_approvals_tender_idx').on(t.customerId, t.tenderId),
  ],
);

/** A document of an approval, stored on disk like bid documents (the key is random). */
export const awardApprovalDocuments = pgTable(
  'award_approval_documents',
  {
    customerId: customerId(),
    id: integer('id').generatedAlwaysAsIdentity(),
    approvalId: integer('approval_id').notNull(),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    storageKey: text('storage_key').notNull(),
    sortOrder: integer('sort_order').notNull(),
    isSummaryReport: boolean('is_summary_report').notNull().default(false),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.customerId, t.id] }),
    foreignKey({
      columns: [t.customerId, t.approvalId],
      foreignColumns: [awardApprovals.customerId, awardApprovals.id],
    }).onDelete('cascade'),
    index('award_approval_documents_approval_idx').on(t.customerId, t.approvalId, t.sortOrder),
  ],
);

/**
 * A person of an approval's workflow, in order. The emailed link's token is kept only as a hash;
 * it is exchanged once (linkUsedAt) for a short approver session.
 */
export const awardApprovalWorkflows = pgTable(
  'award_approval_workflows',
  {
    customerId: customerId(),
    id: integer('id').generatedAlwaysAsIdentity(),
    approvalId: integer('approval_id').notNull(),
    kind: text('kind').$type<ApproverKind>().notNull(),
    userId: integer('user_id'),
    fullName: text('full_name').notNull(),
    /** Lower case: an email is in an approval once (000 §5). */
    email: text('email').notNull(),
    title: text('title').notNull().default(''),
    role: text('role').$type<ApproverRole>().notNull(),
    status: text('status').$type<ApproverStatus>().notNull().default('Draft'),
    sortOrder: integer('sort_order').notNull(),
    comments: text('comments').notNull().default(''),
    linkTokenHash: text('link_token_hash'),
    linkExpiresAt: at('link_expires_at'),
    linkUsedAt: at('link_used_at'),
    emailSentAt: at('email_sent_at'),
    decidedAt: at('decided_at'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.customerId, t.id] }),
    foreignKey({
      columns: [t.customerId, t.approvalId],
      foreignColumns: [awardApprovals.customerId, awardApprovals.id],
    }).onDelete('cascade'),
    foreignKey({ columns: [t.customerId, t.userId], foreignColumns: [users.customerId, users.id] }),
    uniqueIndex('award_approval_workflows_email_uq').on(t.customerId, t.approvalId, t.email),
    uniqueIndex('award_approval_workflows_link_uq').on(t.linkTokenHash),
    index('award_approval_workflows_order_idx').on(t.customerId, t.approvalId, t.sortOrder),
  ],
);

/** An approver's short session, begun by exchanging the emailed link (the cookie holds the token). */
export const approverSessions = pgTable(
  'approver_sessions',
  {
    customerId: customerId(),
    id: integer('id').generatedAlwaysAsIdentity(),
    workflowId: integer('workflow_id').notNull(),
    tokenHash: text('token_hash').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    expiresAt: at('expires_at').notNull(),
    endedAt: at('ended_at'),
  },
  (t) => [
    primaryKey({ columns: [t.customerId, t.id] }),
    foreignKey({
      columns: [t.customerId, t.workflowId],
      foreignColumns: [awardApprovalWorkflows.customerId, awardApprovalWorkflows.id],
    }).onDelete('cascade'),
    uniqueIndex('approver_sessions_token_uq').on(t.tokenHash),
  ],
);
