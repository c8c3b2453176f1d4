import {
  boolean,
  date,
  foreignKey,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { at, customerId } from './columns.ts';
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
