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
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.customerId, t.id] }),
    index('vendors_name_idx').on(t.customerId, sql`lower(${t.companyName})`),
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

/** Single-use email tokens of supplier accounts: 'verify' (email verification) or 'reset' (password). */
export const supplierTokens = pgTable(
  'supplier_tokens',
  {
    customerId: customerId(),
    id: integer('id').generatedAlwaysAsIdentity(),
    contactId: integer('contact_id').notNull(),
    purpose: text('purpose', { enum: ['verify', 'reset'] }).notNull(),
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
