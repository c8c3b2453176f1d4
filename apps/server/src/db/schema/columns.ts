import { type AnyPgColumn, foreignKey, integer, timestamp } from 'drizzle-orm/pg-core';
import { tenders } from './projects.ts';
import { customers } from './tenancy.ts';

/**
 * Column shapes every tenant table repeats: instants in UTC, and the agency that leads each
 * primary key (DESIGN: tenancy is the distribution key).
 */
export const at = (name: string) => timestamp(name, { withTimezone: true });

export const customerId = () =>
  integer('customer_id')
    .notNull()
    .references(() => customers.id);

/** A row of a source: removed with its source. */
export const ofTender = (t: { customerId: AnyPgColumn; tenderId: AnyPgColumn }) =>
  foreignKey({
    columns: [t.customerId, t.tenderId],
    foreignColumns: [tenders.customerId, tenders.id],
  }).onDelete('cascade');
