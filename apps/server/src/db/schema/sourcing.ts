import type { ComplianceReviewStatus, QuestionStatus } from '@procura/contract';
import { sql } from 'drizzle-orm';
import {
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
import { tenderComplianceItems, tenderMeetings } from './projects.ts';
import { submissions } from './requirements.ts';

/**
 * Plan takers: suppliers registered for a source (Registered Suppliers tab, 001 §7 plantakers).
 * A supplier registers once per source from the portal; the buyer may add a company by hand
 * (vendor null) for a hard-copy bid.
 */
export const planTakers = pgTable(
  'plan_takers',
  {
    customerId: customerId(),
    id: integer('id').generatedAlwaysAsIdentity(),
    tenderId: integer('tender_id').notNull(),
    vendorId: integer('vendor_id'),
    contactId: integer('contact_id'),
    companyName: text('company_name').notNull(),
    contactName: text('contact_name').notNull().default(''),
    email: text('email').notNull().default(''),
    phone: text('phone').notNull().default(''),
    /** Added by the buyer (not self-registered on the portal). */
    addedById: integer('added_by_id'),
    registeredAt: at('registered_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.customerId, t.id] }),
    ofTender(t),
    uniqueIndex('plan_takers_vendor_uq')
      .on(t.customerId, t.tenderId, t.vendorId)
      .where(sql`${t.vendorId} is not null`),
    index('plan_takers_tender_idx').on(t.customerId, t.tenderId, t.registeredAt),
    // A supplier's history and directory facts (issue 22) read its rows by supplier.
    index('plan_takers_vendor_idx').on(t.customerId, t.vendorId),
  ],
);

/** Each download of a bid document or an addendum by a plan taker (recorded, 000 §3 Source). */
export const planTakerDownloads = pgTable(
  'plan_taker_downloads',
  {
    customerId: customerId(),
    id: integer('id').generatedAlwaysAsIdentity(),
    tenderId: integer('tender_id').notNull(),
    planTakerId: integer('plan_taker_id').notNull(),
    documentId: integer('document_id'),
    addendumId: integer('addendum_id'),
    downloadedAt: at('downloaded_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.customerId, t.id] }),
    ofTender(t),
    foreignKey({
      columns: [t.customerId, t.planTakerId],
      foreignColumns: [planTakers.customerId, planTakers.id],
    }).onDelete('cascade'),
    index('plan_taker_downloads_taker_idx').on(t.customerId, t.planTakerId),
  ],
);

/** Attendance at a site meeting (attendance tracking, sign-in sheet). */
export const meetingAttendance = pgTable(
  'meeting_attendance',
  {
    customerId: customerId(),
    id: integer('id').generatedAlwaysAsIdentity(),
    meetingId: integer('meeting_id').notNull(),
    planTakerId: integer('plan_taker_id').notNull(),
    attended: boolean('attended').notNull(),
    attendeeName: text('attendee_name').notNull().default(''),
    recordedById: integer('recorded_by_id'),
    recordedAt: at('recorded_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.customerId, t.id] }),
    foreignKey({
      columns: [t.customerId, t.meetingId],
      foreignColumns: [tenderMeetings.customerId, tenderMeetings.id],
    }).onDelete('cascade'),
    foreignKey({
      columns: [t.customerId, t.planTakerId],
      foreignColumns: [planTakers.customerId, planTakers.id],
    }).onDelete('cascade'),
    uniqueIndex('meeting_attendance_uq').on(t.customerId, t.meetingId, t.planTakerId),
  ],
);

/** Addenda of a source: a file with its page count, numbered in order of issue (000 §3 Addendum). */
export const tenderAddenda = pgTable(
  'tender_addenda',
  {
    customerId: customerId(),
    id: integer('id').generatedAlwaysAsIdentity(),
    tenderId: integer('tender_id').notNull(),
    number: integer('number').notNull(),
    title: text('title').notNull().default(''),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    sizeInByte: integer('size_in_byte').notNull(),
    storageKey: text('storage_key').notNull(),
    pageCount: integer('page_count'),
    createdById: integer('created_by_id'),
    createdAt: at('created_at').notNull(),
    notifiedAt: at('notified_at'),
  },
  (t) => [
    primaryKey({ columns: [t.customerId, t.id] }),
    ofTender(t),
    uniqueIndex('tender_addenda_number_uq').on(t.customerId, t.tenderId, t.number),
  ],
);

/** Suppliers' questions and the buyer's answers (000 §3 Question; 001 §7 VendorQuestions). */
export const vendorQuestions = pgTable(
  'vendor_questions',
  {
    customerId: customerId(),
    id: integer('id').generatedAlwaysAsIdentity(),
    tenderId: integer('tender_id').notNull(),
    vendorId: integer('vendor_id'),
    contactId: integer('contact_id'),
    companyName: text('company_name').notNull(),
    fullName: text('full_name').notNull(),
    /** How the question is attributed when published (never the company unless the buyer says). */
    displayName: text('display_name').notNull().default(''),
    email: text('email').notNull(),
    question: text('question').notNull(),
    answer: text('answer').notNull().default(''),
    /** Complete or Incomplete. */
    status: text('status').$type<QuestionStatus>().notNull().default('Incomplete'),
    sendResponseToSupplier: boolean('send_response_to_supplier').notNull().default(false),
    /** The addendum that published the answer, if any. */
    addendumId: integer('addendum_id'),
    askedAt: at('asked_at').notNull(),
    answeredAt: at('answered_at'),
    answeredById: integer('answered_by_id'),
  },
  (t) => [
    primaryKey({ columns: [t.customerId, t.id] }),
    ofTender(t),
    index('vendor_questions_tender_idx').on(t.customerId, t.tenderId, t.status),
    index('vendor_questions_vendor_idx').on(t.customerId, t.vendorId),
  ],
);

/** The data key of a source's sealed submissions, wrapped by the master key (platform/sealing.ts). */
export const tenderSealKeys = pgTable(
  'tender_seal_keys',
  {
    customerId: customerId(),
    tenderId: integer('tender_id').notNull(),
    /** base64 of iv | tag | the 32-byte data key encrypted by the master key (AES-256-GCM). */
    wrappedKey: text('wrapped_key').notNull(),
    /** Which master key wrapped it (the key's SHA-256 prefix), so a rotated master key is noticed. */
    masterKeyId: text('master_key_id').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.customerId, t.tenderId] }), ofTender(t)],
);

/** A file a supplier uploaded for an upload requirement; stored encrypted under the source's data key. */
export const submissionFiles = pgTable(
  'submission_files',
  {
    customerId: customerId(),
    id: integer('id').generatedAlwaysAsIdentity(),
    submissionId: integer('submission_id').notNull(),
    uploadRequirementId: integer('upload_requirement_id'),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    sizeInByte: integer('size_in_byte').notNull(),
    storageKey: text('storage_key').notNull(),
    sha256: text('sha256').notNull(),
    uploadedAt: at('uploaded_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.customerId, t.id] }),
    foreignKey({
      columns: [t.customerId, t.submissionId],
      foreignColumns: [submissions.customerId, submissions.id],
    }).onDelete('cascade'),
    index('submission_files_submission_idx').on(t.customerId, t.submissionId),
  ],
);

/** The buyer's compliance checklist per submission (Source Compliance tab). */
export const submissionCompliance = pgTable(
  'submission_compliance',
  {
    customerId: customerId(),
    id: integer('id').generatedAlwaysAsIdentity(),
    submissionId: integer('submission_id').notNull(),
    complianceItemId: integer('compliance_item_id').notNull(),
    /** Compliant, Non-Compliant or Not Reviewed. */
    status: text('status').$type<ComplianceReviewStatus>().notNull(),
    comment: text('comment').notNull().default(''),
    reviewedById: integer('reviewed_by_id'),
    reviewedAt: at('reviewed_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.customerId, t.id] }),
    foreignKey({
      columns: [t.customerId, t.submissionId],
      foreignColumns: [submissions.customerId, submissions.id],
    }).onDelete('cascade'),
    foreignKey({
      columns: [t.customerId, t.complianceItemId],
      foreignColumns: [tenderComplianceItems.customerId, tenderComplianceItems.id],
    }).onDelete('cascade'),
    uniqueIndex('submission_compliance_uq').on(t.customerId, t.submissionId, t.complianceItemId),
  ],
);
