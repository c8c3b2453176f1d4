import {
  type AgencyVendor,
  accountStatusOf,
  type PerformanceStatus,
  subscriptionStatusOf,
  type Vendor,
  type VendorSearchRow,
} from '@procura/contract';
import type { VendorRow } from '../suppliers/index.ts';
import type { DirectoryRow, PerformanceOfVendor } from './search-queries.ts';

/** Shapes supplier rows for the agency's answers (display shaping only). */

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

/** The company as the supplier keeps it, plus what only the agency holds and reads. */
export function presentAgencyVendor(vendor: Vendor, row: VendorRow, bidCount: number): AgencyVendor {
  // ISO instants sort as text: the newest is the last.
  const logins = vendor.contacts
    .map((c) => c.lastLoginAt)
    .filter((at): at is string => at !== null)
    .sort();
  return {
    ...vendor,
    internalNotes: row.internalNotes,
    accountStatus: accountStatusOf(row.isActive),
    registeredAt: row.createdAt.toISOString(),
    lastLoginAt: logins.at(-1) ?? null,
    emailVerified: vendor.primaryContact?.emailVerified ?? false,
    bidCount,
  };
}

/** What the directory reads for a page's suppliers besides their rows. */
export type DirectoryRowExtras = {
  bidCount: number;
  performance: PerformanceOfVendor | undefined;
  performanceStatus: PerformanceStatus | undefined;
};

/** One row of the directory; the primary contact reads "First Last". */
export function presentDirectoryRow(
  row: DirectoryRow,
  today: string,
  { bidCount, performance, performanceStatus }: DirectoryRowExtras,
): VendorSearchRow {
  return {
    id: row.id,
    companyName: row.companyName,
    relevantName: row.relevantName,
    primaryContact: `${row.contactFirstName ?? ''} ${row.contactLastName ?? ''}`.trim(),
    email: row.contactEmail ?? '',
    phone: row.phone,
    city: row.city,
    provinceState: row.provinceState,
    country: row.country,
    accountStatus: accountStatusOf(row.isActive),
    subscriptionStatus: subscriptionStatusOf(row.subscriptionExpiresOn, today),
    isLocalVendor: row.isLocalVendor,
    emergencyVendor: row.emergencyVendor,
    certifiedDiverseSupplier: row.certifiedDiverseSupplier,
    diversityClassification: row.diversityClassification,
    vendorDiversityVerified: row.vendorDiversityVerified,
    registeredAt: new Date(row.createdAt).toISOString(),
    lastLoginAt: iso(row.lastLoginAt),
    bidCount,
    performanceAverage: performance?.averageScore ?? null,
    performanceLatestRating: performance?.latestRating ?? null,
    performanceStatus: performanceStatus ?? null,
  };
}
