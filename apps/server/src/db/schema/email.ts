import type { CopyStatus, EmailStatus, EmailTemplateGroup } from '@procura/contract';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { at, customerId } from './columns.ts';
import { nodes } from './tenancy.ts';

/**
 * Mail buyers write (issue 25). An email is one send: its compose fields, when it goes, and the
 * project, contract or supplier it is about; each recipient gets a copy of its own through the
 * outbox (outboxId once queued), so a copy's status is its outbox row's. Templates and the
 * restricted domains belong to the node, as the control panel's other settings do.
 */
export const emails = pgTable(
  'emails',
  {
    customerId: customerId(),
    id: integer('id').generatedAlwaysAsIdentity(),
    nodeId: integer('node_id').notNull(),
    projectId: integer('project_id'),
    tenderId: integer('tender_id'),
    contractId: integer('contract_id'),
    vendorId: integer('vendor_id'),
    sender: text('sender').notNull().default(''),
    replyTo: text('reply_to').notNull(),
    ccs: jsonb('ccs').$type<string[]>().notNull().default([]),
    bccs: jsonb('bccs').$type<string[]>().notNull().default([]),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    groupName: text('group_name'),
    status: text('status').$type<EmailStatus>().notNull(),
    sendDateUtc: at('send_date_utc'),
    forwardedFromId: integer('forwarded_from_id'),
    createdById: integer('created_by_id'),
    createdAt: at('created_at').notNull().defaultNow(),
    sentAt: at('sent_at'),
  },
  (t) => [
    primaryKey({ columns: [t.customerId, t.id] }),
    foreignKey({ columns: [t.customerId, t.nodeId], foreignColumns: [nodes.customerId, nodes.id] }),
    index('emails_tender_idx').on(t.customerId, t.tenderId, t.status),
    index('emails_node_idx').on(t.customerId, t.nodeId, t.status, t.createdAt),
  ],
);

export const emailRecipients = pgTable(
  'email_recipients',
  {
    customerId: customerId(),
    id: integer('id').generatedAlwaysAsIdentity(),
    emailId: integer('email_id').notNull(),
    kind: text('kind').$type<'projectUser' | 'contact' | 'invitation' | 'forward'>().notNull(),
    projectUserId: integer('project_user_id'),
    contactId: integer('contact_id'),
    invitationId: integer('invitation_id'),
    vendorId: integer('vendor_id'),
    name: text('name').notNull().default(''),
    companyName: text('company_name'),
    address: text('address').notNull(),
    /** The copy in the outbox, once queued; its status is the copy's. */
    outboxId: integer('outbox_id'),
    /** A copy that never reached the outbox (a restricted domain found at send time). */
    status: text('status').$type<CopyStatus>(),
    error: text('error'),
  },
  (t) => [
    primaryKey({ columns: [t.customerId, t.id] }),
    foreignKey({
      columns: [t.customerId, t.emailId],
      foreignColumns: [emails.customerId, emails.id],
    }).onDelete('cascade'),
    index('email_recipients_email_idx').on(t.customerId, t.emailId),
    index('email_recipients_vendor_idx').on(t.customerId, t.vendorId),
  ],
);

/** The one attachment of a mail: uploaded before the send, claimed by it. */
export const emailDocuments = pgTable(
  'email_documents',
  {
    customerId: customerId(),
    id: integer('id').generatedAlwaysAsIdentity(),
    nodeId: integer('node_id').notNull(),
    emailId: integer('email_id'),
    storageKey: text('storage_key').notNull(),
    fileName: text('file_name').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    contentType: text('content_type').notNull(),
    uploadedById: integer('uploaded_by_id').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.customerId, t.id] }),
    index('email_documents_email_idx').on(t.customerId, t.emailId),
  ],
);

export const emailTemplates = pgTable(
  'email_templates',
  {
    customerId: customerId(),
    id: integer('id').generatedAlwaysAsIdentity(),
    nodeId: integer('node_id').notNull(),
    groupName: text('group_name').$type<EmailTemplateGroup>().notNull(),
    language: text('language').$type<'en' | 'fr'>().notNull().default('en'),
    name: text('name').notNull(),
    active: boolean('active').notNull().default(true),
    sender: text('sender').notNull().default(''),
    cc: text('cc').notNull().default(''),
    bcc: text('bcc').notNull().default(''),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    updatedById: integer('updated_by_id'),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.customerId, t.id] }),
    foreignKey({ columns: [t.customerId, t.nodeId], foreignColumns: [nodes.customerId, nodes.id] }),
    uniqueIndex('email_templates_name_uq').on(
      t.customerId,
      t.nodeId,
      t.groupName,
      t.language,
      sql`lower(${t.name})`,
    ),
  ],
);

export const emailSettings = pgTable(
  'email_settings',
  {
    customerId: customerId(),
    nodeId: integer('node_id').notNull(),
    restrictedDomains: jsonb('restricted_domains').$type<string[]>().notNull().default([]),
    updatedById: integer('updated_by_id'),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.customerId, t.nodeId] }),
    foreignKey({ columns: [t.customerId, t.nodeId], foreignColumns: [nodes.customerId, nodes.id] }),
  ],
);
