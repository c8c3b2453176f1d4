import type { EnvelopeFieldType, EnvelopeStatus, SignerStatus } from '@procura/contract';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  date,
  doublePrecision,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { at, customerId } from './columns.ts';
import { contracts } from './contracts.ts';
import { money } from './projects.ts';

/**
 * An agency's contract builder licence (000 §3 Licence configuration): whether it may send
 * e-signature envelopes and whom to remind as its transactions run out. One per agency; the row
 * belongs to the licensed agency (customer_id), managed by product support's site administrators.
 */
export const contractBuilderLicences = pgTable(
  'contract_builder_licences',
  {
    customerId: customerId(),
    id: integer('id').generatedAlwaysAsIdentity(),
    allowContractBuilder: boolean('allow_contract_builder').notNull().default(true),
    contactEmail: text('contact_email').notNull(),
    version: integer('version').notNull().default(0),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.customerId, t.id] }),
    uniqueIndex('contract_builder_licences_agency_uq').on(t.customerId),
  ],
);

/**
 * A licence's billing periods (calendar days): transactions purchased at a price each, and how
 * many envelopes sent used. `reminded` holds the thresholds (25, 5, 0) already mailed.
 */
export const contractBuilderBillingPeriods = pgTable(
  'contract_builder_billing_periods',
  {
    customerId: customerId(),
    id: integer('id').generatedAlwaysAsIdentity(),
    licenceId: integer('licence_id').notNull(),
    dateStart: date('date_start').notNull(),
    dateEnd: date('date_end').notNull(),
    transactionPurchased: integer('transaction_purchased').notNull().default(100),
    pricePerTransaction: money('price_per_transaction').notNull(),
    transactionUsed: integer('transaction_used').notNull().default(0),
    reminded: integer('reminded').array().notNull().default([]),
  },
  (t) => [
    primaryKey({ columns: [t.customerId, t.id] }),
    foreignKey({
      columns: [t.customerId, t.licenceId],
      foreignColumns: [contractBuilderLicences.customerId, contractBuilderLicences.id],
    }).onDelete('cascade'),
  ],
);

/**
 * An e-signature envelope of a contract (000 §3 Envelope): In Progress until every signer signed,
 * then Completed with its signed PDF. `sent_at` null: not sent yet; `correcting`: sent, then
 * opened for correction, unavailable to signers until sent again (000 §4).
 */
export const contractEnvelopes = pgTable(
  'contract_envelopes',
  {
    customerId: customerId(),
    id: integer('id').generatedAlwaysAsIdentity(),
    contractId: integer('contract_id').notNull(),
    name: text('name').notNull(),
    number: text('number').notNull().default(''),
    message: text('message').notNull().default(''),
    language: text('language').notNull().default('en'),
    timezone: text('timezone').notNull(),
    emailReminders: boolean('email_reminders').notNull().default(true),
    notarization: boolean('notarization').notNull().default(false),
    inPersonSigning: boolean('in_person_signing').notNull().default(false),
    reviewBeforeCompletion: boolean('review_before_completion').notNull().default(false),
    status: text('status').$type<EnvelopeStatus>().notNull().default('In Progress'),
    sentAt: at('sent_at'),
    correcting: boolean('correcting').notNull().default(false),
    /** A transaction of the licence was used for it (the first send; a resend uses none). */
    transactionUsedAt: at('transaction_used_at'),
    completedAt: at('completed_at'),
    signedStorageKey: text('signed_storage_key'),
    createdById: integer('created_by_id'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.customerId, t.id] }),
    foreignKey({
      columns: [t.customerId, t.contractId],
      foreignColumns: [contracts.customerId, contracts.id],
    }).onDelete('cascade'),
    index('contract_envelopes_contract_idx').on(t.customerId, t.contractId),
  ],
);

const ofEnvelope = (t: { customerId: AnyPgColumn; envelopeId: AnyPgColumn }) =>
  foreignKey({
    columns: [t.customerId, t.envelopeId],
    foreignColumns: [contractEnvelopes.customerId, contractEnvelopes.id],
  }).onDelete('cascade');

/** The envelope's signers in order; each signs through an emailed link (hash kept, never the token). */
export const envelopeSigners = pgTable(
  'envelope_signers',
  {
    customerId: customerId(),
    id: integer('id').generatedAlwaysAsIdentity(),
    envelopeId: integer('envelope_id').notNull(),
    sortOrder: integer('sort_order').notNull(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    status: text('status').$type<SignerStatus>().notNull().default('Pending'),
    tokenHash: text('token_hash'),
    sentAt: at('sent_at'),
    remindedAt: at('reminded_at'),
    signedAt: at('signed_at'),
    signedFrom: text('signed_from'),
    signatureType: text('signature_type'),
    signature: text('signature'),
    initials: text('initials'),
  },
  (t) => [
    primaryKey({ columns: [t.customerId, t.id] }),
    ofEnvelope(t),
    uniqueIndex('envelope_signers_email_uq').on(t.customerId, t.envelopeId, sql`lower(${t.email})`),
    uniqueIndex('envelope_signers_token_uq').on(t.tokenHash),
  ],
);

/** The envelope's documents: the file as sent, and the PDF that is signed (itself, or its conversion). */
export const envelopeDocuments = pgTable(
  'envelope_documents',
  {
    customerId: customerId(),
    id: integer('id').generatedAlwaysAsIdentity(),
    envelopeId: integer('envelope_id').notNull(),
    sortOrder: integer('sort_order').notNull(),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    sizeInByte: integer('size_in_byte').notNull(),
    storageKey: text('storage_key').notNull(),
    sha256: text('sha256').notNull(),
    pdfStorageKey: text('pdf_storage_key'),
    pageCount: integer('page_count'),
    converted: boolean('converted').notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.customerId, t.id] }), ofEnvelope(t)],
);

/** Fields placed on PDF pages for a signer: where (fractions of the page), what, and the value given. */
export const envelopeFields = pgTable(
  'envelope_fields',
  {
    customerId: customerId(),
    id: integer('id').generatedAlwaysAsIdentity(),
    envelopeId: integer('envelope_id').notNull(),
    documentId: integer('document_id').notNull(),
    signerId: integer('signer_id').notNull(),
    type: text('type').$type<EnvelopeFieldType>().notNull(),
    page: integer('page').notNull(),
    x: doublePrecision('x').notNull(),
    y: doublePrecision('y').notNull(),
    width: doublePrecision('width').notNull(),
    height: doublePrecision('height').notNull(),
    required: boolean('required').notNull().default(true),
    label: text('label').notNull().default(''),
    value: text('value'),
  },
  (t) => [
    primaryKey({ columns: [t.customerId, t.id] }),
    ofEnvelope(t),
    foreignKey({
      columns: [t.customerId, t.documentId],
      foreignColumns: [envelopeDocuments.customerId, envelopeDocuments.id],
    }).onDelete('cascade'),
    foreignKey({
      columns: [t.customerId, t.signerId],
      foreignColumns: [envelopeSigners.customerId, envelopeSigners.id],
    }).onDelete('cascade'),
  ],
);

/** A signer's short session, exchanged once for the emailed link's token (as award approvers'). */
export const signerSessions = pgTable(
  'signer_sessions',
  {
    customerId: customerId(),
    id: integer('id').generatedAlwaysAsIdentity(),
    tokenHash: text('token_hash').notNull(),
    envelopeId: integer('envelope_id').notNull(),
    signerId: integer('signer_id').notNull(),
    expiresAt: at('expires_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.customerId, t.id] }),
    uniqueIndex('signer_sessions_token_uq').on(t.tokenHash),
    foreignKey({
      columns: [t.customerId, t.signerId],
      foreignColumns: [envelopeSigners.customerId, envelopeSigners.id],
    }).onDelete('cascade'),
  ],
);
