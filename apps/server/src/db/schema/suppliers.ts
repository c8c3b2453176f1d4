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

/**
 * A supplier company (000 §3 Supplier, 001 §3 Vendor). A supplier registers on an agency's portal
 * and belongs to that agency (belongsToNodeId is its tender node): suppliers are agency data like
 * everything else, under the same row-level security (docs/decisions/).
 */
export const vendors = pgTable(
  'vendors',
  {
    customerId: customerId(),
    id: integer('id').generatedAlwaysAsIdentity(),
    belongsToNodeId: integer('belongs_to_node_id').notNull(),
    companyName: text('company_name').notNull(),
    relevantName: text('relevant_name').notNull().default(''),
    address1: text('address1').notNull().default(''),
    address2: text('address2').notNull().default(''),
    city: text('city').notNull().default(''),
    provinceState: text('province_state').notNull().default(''),
    postalCode: text('postal_code').notNull().default(''),
    country: text('country').notNull().default(''),
    phone: text('phone').notNull().default(''),
    phoneExtension: text('phone_extension').notNull().default(''),
    fax: text('fax').notNull().default(''),
    website: text('website').notNull().default(''),
    hstNumber: text('hst_number').notNull().default(''),
    isLocalVendor: boolean('is_local_vendor').notNull().default(false),
    emergencyVendor: boolean('emergency_vendor').notNull().default(false),
    categoryIds: integer('category_ids').array().notNull().default(sql`'{}'::integer[]`),
    previousCompanyName: text('previous_company_name').notNull().default(''),
    otherCompanyNames: text('other_company_names').notNull().default(''),
    certifiedDiverseSupplier: boolean('certified_diverse_supplier').notNull().default(false),
    diversityClassification: text('diversity_classification').notNull().default(''),
    vendorDiversityVerified: boolean('vendor_diversity_verified').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    testVendor: boolean('test_vendor').notNull().default(false),
    isDeleted: boolean('is_deleted').notNull().default(false),
    /** The agency's own notes on the company: never shown to the supplier (PUT /Vendors/). */
    internalNotes: text('internal_notes').notNull().default(''),
    /** The last day of the supplier's paid subscription; null when it never subscribed. */
    subscriptionExpiresOn: date('subscription_expires_on', { mode: 'string' }),
    /** Whether the supplier takes this agency's opportunity notices (001 §3 agencyNotifications). */
    agencyNotifications: boolean('agency_notifications').notNull().default(true),
    /** Added by the agency (issue 22 §5) rather than registered by the supplier. */
    addedById: integer('added_by_id'),
    /**
     * Every name of the company in lower case, what the directory's text search reads. A column
     * rather than an expression: under row-level security only a condition made of leakproof
     * functions may use an index, and lower() and || are not (ILIKE is, migration 0006).
     */
    searchNames: text('search_names').generatedAlwaysAs(
      sql`lower(company_name || ' ' || relevant_name || ' ' || previous_company_name || ' ' || other_company_names)`,
    ),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.customerId, t.id] }),
    index('vendors_name_idx').on(t.customerId, sql`lower(${t.companyName})`),
    // The directory's name search: literal text anywhere in any of the company's names.
    index('vendors_search_names_trgm_idx').using('gin', sql`${t.searchNames} gin_trgm_ops`),
    // The directory sorted by city (the other sorts have theirs: name, registration).
    index('vendors_city_idx').on(t.customerId, sql`lower(${t.city})`, t.id),
    index('vendors_created_idx').on(t.customerId, t.createdAt),
    index('vendors_categories_idx').using('gin', t.categoryIds),
  ],
);

/**
 * A supplier's contacts, at most 10 (issue 6). A contact with a password is a supplier account that
 * signs in to the portal; its email is unique among the agency's supplier accounts.
 */
export const vendorContacts = pgTable(
  'vendor_contacts',
  {
    customerId: customerId(),
    id: integer('id').generatedAlwaysAsIdentity(),
    vendorId: integer('vendor_id').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    title: text('title').notNull().default(''),
    email: text('email').notNull(),
    phone: text('phone').notNull().default(''),
    isPrimary: boolean('is_primary').notNull().default(false),
    passwordHash: text('password_hash'),
    emailVerifiedAt: at('email_verified_at'),
    lastLoginAt: at('last_login_at'),
    failedLogins: integer('failed_logins').notNull().default(0),
    lockedUntil: at('locked_until'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.customerId, t.id] }),
    foreignKey({
      columns: [t.customerId, t.vendorId],
      foreignColumns: [vendors.customerId, vendors.id],
    }).onDelete('cascade'),
    index('vendor_contacts_vendor_idx').on(t.customerId, t.vendorId),
    uniqueIndex('vendor_contacts_account_email_uq')
      .on(t.customerId, sql`lower(${t.email})`)
      .where(sql`${t.passwordHash} is not null`),
  ],
);

/** Signed-in supplier sessions: separate from staff sessions, their own cookie, token stored hashed. */
export const supplierSessions = pgTable(
  'supplier_sessions',
  {
    customerId: customerId(),
    id: integer('id').generatedAlwaysAsIdentity(),
    tokenHash: text('token_hash').notNull(),
    vendorId: integer('vendor_id').notNull(),
    contactId: integer('contact_id').notNull(),
    createdAt: at('created_at').notNull(),
    lastSeenAt: at('last_seen_at').notNull(),
    expiresAt: at('expires_at').notNull(),
    endedAt: at('ended_at'),
  },
  (t) => [
    primaryKey({ columns: [t.customerId, t.id] }),
    uniqueIndex('supplier_sessions_token_uq').on(t.tokenHash),
    foreignKey({
      columns: [t.customerId, t.contactId],
      foreignColumns: [vendorContacts.customerId, vendorContacts.id],
    }).onDelete('cascade'),
  ],
);

/**
 * Single-use email tokens of supplier accounts: 'verify' (email verification), 'reset' (password) or
 * 'claim' (the account of a company the agency added).
 */
export const supplierTokens = pgTable(
  'supplier_tokens',
  {
    customerId: customerId(),
    id: integer('id').generatedAlwaysAsIdentity(),
    contactId: integer('contact_id').notNull(),
    purpose: text('purpose', { enum: ['verify', 'reset', 'claim'] }).notNull(),
    tokenHash: text('token_hash').notNull(),
    createdAt: at('created_at').notNull(),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
  },
  (t) => [
    primaryKey({ columns: [t.customerId, t.id] }),
    uniqueIndex('supplier_tokens_token_uq').on(t.tokenHash),
    foreignKey({
      columns: [t.customerId, t.contactId],
      foreignColumns: [vendorContacts.customerId, vendorContacts.id],
    }).onDelete('cascade'),
  ],
);

/** The agency's internal comments on a supplier (issue 22 §2): never shown to the supplier. */
export const vendorComments = pgTable(
  'vendor_comments',
  {
    customerId: customerId(),
    id: integer('id').generatedAlwaysAsIdentity(),
    vendorId: integer('vendor_id').notNull(),
    userId: integer('user_id'),
    comment: text('comment').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.customerId, t.id] }),
    foreignKey({
      columns: [t.customerId, t.vendorId],
      foreignColumns: [vendors.customerId, vendors.id],
    }).onDelete('cascade'),
    index('vendor_comments_vendor_idx').on(t.customerId, t.vendorId, t.createdAt),
  ],
);

/**
 * A supplier's documents with the agency (000 §3 Supplier document), files under DATA_DIR/files.
 * A supplier's upload waits for approval; expired is read off `expiry_date`.
 */
export const vendorDocuments = pgTable(
  'vendor_documents',
  {
    customerId: customerId(),
    id: integer('id').generatedAlwaysAsIdentity(),
    vendorId: integer('vendor_id').notNull(),
    displayName: text('display_name').notNull(),
    effectiveDate: date('effective_date', { mode: 'string' }).notNull(),
    expiryDate: date('expiry_date', { mode: 'string' }),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    sizeInByte: bigint('size_in_byte', { mode: 'number' }).notNull(),
    storageKey: text('storage_key').notNull(),
    approved: boolean('approved').notNull().default(true),
    uploadedById: integer('uploaded_by_id'),
    uploadedByContactId: integer('uploaded_by_contact_id'),
    expiryNoticeSentAt: at('expiry_notice_sent_at'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.customerId, t.id] }),
    foreignKey({
      columns: [t.customerId, t.vendorId],
      foreignColumns: [vendors.customerId, vendors.id],
    }).onDelete('cascade'),
    index('vendor_documents_vendor_idx').on(t.customerId, t.vendorId),
    index('vendor_documents_expiry_idx').on(t.customerId, t.expiryDate),
  ],
);

/** Supplier lists (000 §3): Personal (the owner's) or Shared (the agency's), optionally rotational. */
export const vendorLists = pgTable(
  'vendor_lists',
  {
    customerId: customerId(),
    id: integer('id').generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    visibility: text('visibility', { enum: ['Personal', 'Shared'] }).notNull(),
    isRotational: boolean('is_rotational').notNull().default(false),
    ownerId: integer('owner_id'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.customerId, t.id] }),
    uniqueIndex('vendor_lists_name_uq').on(t.customerId, t.ownerId, sql`lower(${t.name})`),
  ],
);

/** A list's members; a rotational list records each member's last turn (when and for which source). */
export const vendorListMembers = pgTable(
  'vendor_list_members',
  {
    customerId: customerId(),
    listId: integer('list_id').notNull(),
    vendorId: integer('vendor_id').notNull(),
    addedAt: at('added_at').notNull().defaultNow(),
    addedById: integer('added_by_id'),
    lastTurnAt: at('last_turn_at'),
    lastTurnTenderId: integer('last_turn_tender_id'),
  },
  (t) => [
    primaryKey({ columns: [t.customerId, t.listId, t.vendorId] }),
    foreignKey({
      columns: [t.customerId, t.listId],
      foreignColumns: [vendorLists.customerId, vendorLists.id],
    }).onDelete('cascade'),
    foreignKey({
      columns: [t.customerId, t.vendorId],
      foreignColumns: [vendors.customerId, vendors.id],
    }).onDelete('cascade'),
    index('vendor_list_members_vendor_idx').on(t.customerId, t.vendorId),
  ],
);
