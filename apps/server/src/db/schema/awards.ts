import {
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
import { at, customerId, ofTender } from './columns.ts';
import { dropdownOptions } from './lists.ts';
import { money } from './projects.ts';
import { submissions } from './requirements.ts';

/**
 * The companies a source is awarded to (000 §3 Award): one row per successful company, which is
 * a complete submission of the source. Amounts are money to the cent; the award date is a
 * calendar date in the agency's time zone.
 */
export const awards = pgTable(
  'awards',
  {
    customerId: customerId(),
    id: integer('id').generatedAlwaysAsIdentity(),
    tenderId: integer('tender_id').notNull(),
    submissionId: integer('submission_id').notNull(),
    awardAmount: money('award_amount'),
    provisionalAmount: money('provisional_amount'),
    subtotal: money('subtotal'),
    taxAmount: money('tax_amount'),
    awardDate: date('award_date'),
    actualTotalProjectValue: money('actual_total_project_value'),
    actualTotalAnnualValue: money('actual_total_annual_value'),
    awardExceptionId: integer('award_exception_id'),
    displayToPublic: boolean('display_to_public').notNull().default(false),
    valueNotes: text('value_notes').notNull().default(''),
    contractNumber: text('contract_number').notNull().default(''),
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
    foreignKey({
      columns: [t.customerId, t.awardExceptionId],
      foreignColumns: [dropdownOptions.customerId, dropdownOptions.id],
    }),
    // A company is awarded once per source.
    uniqueIndex('awards_submission_uq').on(t.customerId, t.tenderId, t.submissionId),
    index('awards_exception_idx').on(t.customerId, t.awardExceptionId),
  ],
);
