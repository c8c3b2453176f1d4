import type { StoredContractStatus } from '@procura/contract';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { at, customerId } from './columns.ts';
import { dropdownOptions } from './lists.ts';
import { money, projects } from './projects.ts';
import { vendors } from './suppliers.ts';

/**
 * A project's contract (000 §3 Contract; issue 9): one per project (decision 236). Dates are
 * calendar days in the agency's zone. `status` holds In Progress, Active, Closed, Closed-Archived or
 * Cancelled; Warranty and Expired are read off `term_end` and `warranty_end`, kept here so that lists
 * and the dashboard can filter on them from an index.
 */
export const contracts = pgTable(
  'contracts',
  {
    customerId: customerId(),
    id: integer('id').generatedAlwaysAsIdentity(),
    projectId: integer('project_id').notNull(),
    name: text('name').notNull(),
    number: text('number').notNull().default(''),
    internalNumber: text('internal_number').notNull().default(''),
    description: text('description').notNull().default(''),
    status: text('status').$type<StoredContractStatus>().notNull().default('In Progress'),
    amount: money('amount'),
    contigencyAmount: money('contigency_amount'),
    totalProjectValue: money('total_project_value'),
    isTerm: boolean('is_term').notNull().default(false),
    hasContractPerformance: boolean('has_contract_performance').notNull().default(false),
    hasWSIB: boolean('has_wsib').notNull().default(false),
    hasInsurance: boolean('has_insurance').notNull().default(false),
    hasContractDocuments: boolean('has_contract_documents').notNull().default(false),
    hasVendorDocuments: boolean('has_vendor_documents').notNull().default(false),
    hasBondsAndSecurity: boolean('has_bonds_and_security').notNull().default(false),
    allowVendorDocumentPublicUpload: boolean('allow_vendor_document_public_upload').notNull().default(false),
    initialTermStart: date('initial_term_start'),
    initialTermEnd: date('initial_term_end'),
    hasOptionYears: boolean('has_option_years').notNull().default(false),
    hasFirmPricingPeriod: boolean('has_firm_pricing_period').notNull().default(false),
    firmPricingStart: date('firm_pricing_start'),
    firmPricingEnd: date('firm_pricing_end'),
    hasWarrantyPeriod: boolean('has_warranty_period').notNull().default(false),
    warrantyStart: date('warranty_start'),
    warrantyEnd: date('warranty_end'),
    substantialCompletionDate: date('substantial_completion_date'),
    /** The end of the initial term or of the last option taken (contract package, contractTermEnd). */
    termEnd: date('term_end'),
    expiryNoticeDays: integer('expiry_notice_days'),
    cancelReason: text('cancel_reason'),
    createdById: integer('created_by_id'),
    startedAt: at('started_at'),
    closedAt: at('closed_at'),
    version: integer('version').notNull().default(0),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.customerId, t.id] }),
    foreignKey({
      columns: [t.customerId, t.projectId],
      foreignColumns: [projects.customerId, projects.id],
    }).onDelete('cascade'),
    uniqueIndex('contracts_project_uq').on(t.customerId, t.projectId),
    // Ending and expired contracts, by the day their term ends (dashboard, reports, notices).
    index('contracts_term_end_idx').on(t.customerId, t.status, t.termEnd),
  ],
);

/** Optional terms (option years) of a contract, in order, and whether each was taken. */
export const contractOptionTerms = pgTable(
  'contract_option_terms',
  {
    customerId: customerId(),
    id: integer('id').generatedAlwaysAsIdentity(),
    contractId: integer('contract_id').notNull(),
    sortOrder: integer('sort_order').notNull(),
    dateStart: date('date_start'),
    dateEnd: date('date_end'),
    isTaken: boolean('is_taken').notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.customerId, t.id] }),
    foreignKey({
      columns: [t.customerId, t.contractId],
      foreignColumns: [contracts.customerId, contracts.id],
    }).onDelete('cascade'),
    index('contract_option_terms_contract_idx').on(t.customerId, t.contractId, t.sortOrder),
  ],
);

/** The suppliers on a contract; a deactivated one stays listed but is out of the contract's work. */
export const contractVendors = pgTable(
  'contract_vendors',
  {
    customerId: customerId(),
    contractId: integer('contract_id').notNull(),
    vendorId: integer('vendor_id').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    fromAward: boolean('from_award').notNull().default(false),
    addedAt: at('added_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.customerId, t.contractId, t.vendorId] }),
    foreignKey({
      columns: [t.customerId, t.contractId],
      foreignColumns: [contracts.customerId, contracts.id],
    }).onDelete('cascade'),
    foreignKey({ columns: [t.customerId, t.vendorId], foreignColumns: [vendors.customerId, vendors.id] }),
    index('contract_vendors_vendor_idx').on(t.customerId, t.vendorId),
  ],
);

/** Companies asked by email to join a contract; accepted when they register with that address. */
export const contractVendorInvitations = pgTable(
  'contract_vendor_invitations',
  {
    customerId: customerId(),
    id: integer('id').generatedAlwaysAsIdentity(),
    contractId: integer('contract_id').notNull(),
    email: text('email').notNull(),
    companyName: text('company_name').notNull().default(''),
    contactName: text('contact_name').notNull().default(''),
    invitedById: integer('invited_by_id'),
    invitedAt: at('invited_at').notNull().defaultNow(),
    acceptedAt: at('accepted_at'),
    vendorId: integer('vendor_id'),
  },
  (t) => [
    primaryKey({ columns: [t.customerId, t.id] }),
    foreignKey({
      columns: [t.customerId, t.contractId],
      foreignColumns: [contracts.customerId, contracts.id],
    }).onDelete('cascade'),
    uniqueIndex('contract_vendor_invitations_email_uq').on(
      t.customerId,
      t.contractId,
      sql`lower(${t.email})`,
    ),
    index('contract_vendor_invitations_email_idx').on(t.customerId, sql`lower(${t.email})`),
  ],
);

/** Purchase orders against a contract (000 §3): amount, date, PO number or note, contingency used. */
export const contractPurchaseOrders = pgTable(
  'contract_purchase_orders',
  {
    customerId: customerId(),
    id: integer('id').generatedAlwaysAsIdentity(),
    contractId: integer('contract_id').notNull(),
    poTypeId: integer('po_type_id'),
    amount: money('amount').notNull(),
    date: date('date').notNull(),
    poNumber: text('po_number').notNull().default(''),
    note: text('note').notNull().default(''),
    contingencyUsed: money('contingency_used').notNull().default('0'),
    createdById: integer('created_by_id'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.customerId, t.id] }),
    foreignKey({
      columns: [t.customerId, t.contractId],
      foreignColumns: [contracts.customerId, contracts.id],
    }).onDelete('cascade'),
    foreignKey({
      columns: [t.customerId, t.poTypeId],
      foreignColumns: [dropdownOptions.customerId, dropdownOptions.id],
    }),
    index('contract_purchase_orders_contract_idx').on(t.customerId, t.contractId, t.date),
    index('contract_purchase_orders_type_idx').on(t.customerId, t.poTypeId),
  ],
);

/**
 * A contract's documents (000 §3 Contract document): insurance, bonds, certificates, vendor and
 * contract documents with their file under DATA_DIR/files. A supplier's upload waits for approval
 * (`approved` false); expired is read off `expiry_date`. `expiry_notice_sent_at` marks the notice
 * N days before expiry as sent, once.
 */
export const contractDocuments = pgTable(
  'contract_documents',
  {
    customerId: customerId(),
    id: integer('id').generatedAlwaysAsIdentity(),
    contractId: integer('contract_id').notNull(),
    category: text('category').notNull(),
    vendorId: integer('vendor_id'),
    typeId: integer('type_id'),
    displayName: text('display_name').notNull(),
    effectiveDate: date('effective_date'),
    expiryDate: date('expiry_date'),
    securityAmount: money('security_amount'),
    visibleToSuppliers: boolean('visible_to_suppliers').notNull().default(false),
    approved: boolean('approved').notNull().default(true),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    sizeInByte: bigint('size_in_byte', { mode: 'number' }).notNull(),
    storageKey: text('storage_key').notNull(),
    uploadedById: integer('uploaded_by_id'),
    uploadedByContactId: integer('uploaded_by_contact_id'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
    expiryNoticeSentAt: at('expiry_notice_sent_at'),
  },
  (t) => [
    primaryKey({ columns: [t.customerId, t.id] }),
    foreignKey({
      columns: [t.customerId, t.contractId],
      foreignColumns: [contracts.customerId, contracts.id],
    }).onDelete('cascade'),
    foreignKey({ columns: [t.customerId, t.vendorId], foreignColumns: [vendors.customerId, vendors.id] }),
    foreignKey({
      columns: [t.customerId, t.typeId],
      foreignColumns: [dropdownOptions.customerId, dropdownOptions.id],
    }),
    index('contract_documents_contract_idx').on(t.customerId, t.contractId, t.category),
    // The node's expired and expiring documents and the notice sweep, by expiry day.
    index('contract_documents_expiry_idx').on(t.customerId, t.expiryDate),
    index('contract_documents_pending_idx').on(t.customerId, t.approved),
    index('contract_documents_type_idx').on(t.customerId, t.typeId),
  ],
);
