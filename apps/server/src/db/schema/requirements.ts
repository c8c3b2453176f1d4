import type {
  BondAmountType,
  PromptPayDiscountType,
  RequirementFacts,
  RequirementSection,
  SubmissionStatus,
  TableTax,
  TableType,
  TotalCalculation,
} from '@procura/contract';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
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
import { at, customerId, ofTender } from './columns.ts';

/**
 * A source's submission requirements apart from its forms (000 §2 submission-requirements): which
 * sections are included, each section's text, the specifications title and the security settings.
 * One row per source, made on first save; `version` guards concurrent edits.
 */
export const tenderRequirements = pgTable(
  'tender_requirements',
  {
    customerId: customerId(),
    tenderId: integer('tender_id').notNull(),
    sections: jsonb('sections').$type<RequirementFacts['sections']>().notNull().default({}),
    texts: jsonb('texts').$type<Partial<Record<RequirementSection, string>>>().notNull().default({}),
    specificationsTitle: text('specifications_title').notNull().default(''),
    bondTitle: text('bond_title').notNull().default(''),
    allowDigitalBonds: boolean('allow_digital_bonds').notNull().default(false),
    version: integer('version').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.customerId, t.tenderId] }), ofTender(t)],
);

/** Documents suppliers must upload (the Documents section; at most 10, names unique per source). */
export const tenderUploadRequirements = pgTable(
  'tender_upload_requirements',
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
    ofTender(t),
    uniqueIndex('tender_upload_requirements_name_uq').on(t.customerId, t.tenderId, sql`lower(${t.name})`),
  ],
);

/** Bonds and other security suppliers must provide (the Security section). */
export const tenderBonds = pgTable(
  'tender_bonds',
  {
    customerId: customerId(),
    id: integer('id').generatedAlwaysAsIdentity(),
    tenderId: integer('tender_id').notNull(),
    name: text('name').notNull(),
    amountType: text('amount_type').$type<BondAmountType>().notNull(),
    amount: numeric('amount', { precision: 15, scale: 2 }).notNull(),
    description: text('description').notNull().default(''),
    isRequired: boolean('is_required').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.customerId, t.id] }), ofTender(t)],
);

/** The agency's tax types (ShoppingCart/Taxes), copied into a form's taxes when chosen. */
export const taxTypes = pgTable(
  'tax_types',
  {
    customerId: customerId(),
    id: integer('id').generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    percentage: numeric('percentage', { precision: 9, scale: 4 }).notNull(),
    active: boolean('active').notNull().default(true),
  },
  (t) => [
    primaryKey({ columns: [t.customerId, t.id] }),
    uniqueIndex('tax_types_name_uq').on(t.customerId, sql`lower(${t.name})`),
  ],
);

/**
 * A form of a source (001 §3 tender table). Deleted forms stay, with sort order 9999, because
 * submissions may hold answers to them; a live form's name is unique within its source.
 */
export const tenderTables = pgTable(
  'tender_tables',
  {
    customerId: customerId(),
    id: integer('id').generatedAlwaysAsIdentity(),
    tenderId: integer('tender_id').notNull(),
    tableType: text('table_type').$type<TableType>().notNull(),
    name: text('name').notNull(),
    isLineNumberIncluded: boolean('is_line_number_included').notNull().default(true),
    startNumber: integer('start_number').notNull().default(1),
    isIncludedForSummary: boolean('is_included_for_summary').notNull().default(true),
    isAutoComputeTax: boolean('is_auto_compute_tax').notNull().default(false),
    sortOrder: integer('sort_order').notNull().default(0),
    isRequired: boolean('is_required').notNull().default(true),
    headingText: text('heading_text').notNull().default(''),
    footerText: text('footer_text').notNull().default(''),
    allowPlantakerToAddRows: boolean('allow_plantaker_to_add_rows').notNull().default(false),
    maximumOptionalRows: integer('maximum_optional_rows').notNull().default(0),
    deleted: boolean('deleted').notNull().default(false),
    /** [{ taxId, taxType, percentage }]: the rates as chosen, so a later change to a tax type does not reprice a form. */
    taxes: jsonb('taxes').$type<TableTax[]>().notNull().default([]),
    hasPromptPayDiscount: boolean('has_prompt_pay_discount').notNull().default(false),
    promptPayDiscountType: text('prompt_pay_discount_type')
      .$type<PromptPayDiscountType>()
      .notNull()
      .default('Percentage'),
    promptPayDiscount: numeric('prompt_pay_discount', { precision: 21, scale: 6 }),
    version: integer('version').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.customerId, t.id] }),
    ofTender(t),
    index('tender_tables_tender_idx').on(t.customerId, t.tenderId, t.tableType),
    uniqueIndex('tender_tables_name_uq')
      .on(t.customerId, t.tenderId, sql`lower(${t.name})`)
      .where(sql`not ${t.deleted}`),
    index('tender_tables_name_trgm_idx').using('gin', sql`${t.name} gin_trgm_ops`),
  ],
);

const ofTable = (t: { customerId: AnyPgColumn; tenderTableId: AnyPgColumn }) =>
  foreignKey({
    columns: [t.customerId, t.tenderTableId],
    foreignColumns: [tenderTables.customerId, tenderTables.id],
  }).onDelete('cascade');

export const tenderTableColumns = pgTable(
  'tender_table_columns',
  {
    customerId: customerId(),
    id: integer('id').generatedAlwaysAsIdentity(),
    tenderTableId: integer('tender_table_id').notNull(),
    name: text('name').notNull().default(''),
    columnTypeName: text('column_type_name').notNull().default('DescriptiveText'),
    sortOrder: integer('sort_order').notNull().default(0),
    isEditableOnPublic: boolean('is_editable_on_public').notNull().default(false),
    columnWidth: integer('column_width').notNull().default(150),
    isRequired: boolean('is_required').notNull().default(false),
    isSubtotalIncluded: boolean('is_subtotal_included').notNull().default(false),
    isHiddenOnPublic: boolean('is_hidden_on_public').notNull().default(false),
    deleted: boolean('deleted').notNull().default(false),
    /** { operator, leftColumnId, rightColumnId } for a Total column. */
    totalCalculation: jsonb('total_calculation').$type<TotalCalculation>(),
    /** The choices of a Dropdown List column. */
    options: jsonb('options').notNull().default([]),
  },
  (t) => [
    primaryKey({ columns: [t.customerId, t.id] }),
    ofTable(t),
    index('tender_table_columns_table_idx').on(t.customerId, t.tenderTableId),
  ],
);

export const tenderTableRows = pgTable(
  'tender_table_rows',
  {
    customerId: customerId(),
    id: integer('id').generatedAlwaysAsIdentity(),
    tenderTableId: integer('tender_table_id').notNull(),
    isRequired: boolean('is_required').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
    isDynamicRow: boolean('is_dynamic_row').notNull().default(false),
    deleted: boolean('deleted').notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.customerId, t.id] }),
    ofTable(t),
    index('tender_table_rows_table_idx').on(t.customerId, t.tenderTableId),
  ],
);

/** The buyer's own cell values (descriptions, quantities, estimates); suppliers' answers live with submissions. */
export const tenderTableCells = pgTable(
  'tender_table_cells',
  {
    customerId: customerId(),
    id: integer('id').generatedAlwaysAsIdentity(),
    tenderTableId: integer('tender_table_id').notNull(),
    rowId: integer('row_id').notNull(),
    columnId: integer('column_id').notNull(),
    value: text('value'),
    deleted: boolean('deleted').notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.customerId, t.id] }),
    ofTable(t),
    uniqueIndex('tender_table_cells_uq').on(t.customerId, t.tenderTableId, t.rowId, t.columnId),
  ],
);

/**
 * A supplier's submission to a source (000 §3 Submission). Issue 5 needs its status to lock and
 * withdraw on requirement changes; the supplier portal (issue 6) adds the supplier, the sealed
 * answers and the receipt.
 */
export const submissions = pgTable(
  'submissions',
  {
    customerId: customerId(),
    id: integer('id').generatedAlwaysAsIdentity(),
    tenderId: integer('tender_id').notNull(),
    companyName: text('company_name').notNull(),
    contactEmail: text('contact_email').notNull(),
    /** complete, incomplete or withdrawn. */
    status: text('status').$type<SubmissionStatus>().notNull().default('incomplete'),
    isHardCopy: boolean('is_hard_copy').notNull().default(false),
    submittedAt: at('submitted_at'),
    withdrawnAt: at('withdrawn_at'),
    withdrawnReason: text('withdrawn_reason'),
    createdAt: at('created_at').notNull().defaultNow(),
    /** The supplier and its registration for the source; null on a hard copy of an unregistered company. */
    vendorId: integer('vendor_id'),
    contactId: integer('contact_id'),
    planTakerId: integer('plan_taker_id'),
    /** A no-bid response (000 §3 Source onlineSubmissionShowNoBid) and its reason. */
    isNoBid: boolean('is_no_bid').notNull().default(false),
    noBidReason: text('no_bid_reason').notNull().default(''),
    /**
     * The two sealed parts (000 §4: price and submission sealed separately), each AES-256-GCM
     * under the source's data key (tender_seal_keys), as base64 of iv | tag | ciphertext. Only
     * platform/sealing.ts reads them, and only after the source is unsealed.
     */
    priceSealed: text('price_sealed'),
    submissionSealed: text('submission_sealed'),
    /** SHA-256 (hex) of what was submitted, as on the receipt: recomputed from the decrypted parts. */
    contentSha256: text('content_sha256'),
    receiptNumber: text('receipt_number'),
    /** The buyer's private comments (Submissions tab); never shown to suppliers. */
    privateComments: text('private_comments').notNull().default(''),
    enteredById: integer('entered_by_id'),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.customerId, t.id] }),
    ofTender(t),
    index('submissions_tender_idx').on(t.customerId, t.tenderId, t.status),
    // A supplier's bids: the directory's bid count and "has bid with us", its history.
    index('submissions_vendor_idx').on(t.customerId, t.vendorId, t.status),
  ],
);
