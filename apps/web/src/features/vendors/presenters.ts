import type {
  AccountStatus,
  ContractDocumentStatus,
  SubscriptionStatus,
  VendorBidOutcome,
  VendorBidStatus,
  VendorSearchColumn,
} from '@procura/contract';
import type { UiKey } from '../../platform/i18n/ui-en.ts';

/** How the directory and the profile show a supplier's fields and statuses (display rules only). */

export const vendorColumnLabelKeys = {
  companyName: 'supplierColumnCompany',
  primaryContact: 'supplierColumnContact',
  email: 'supplierColumnEmail',
  phone: 'supplierColumnPhone',
  city: 'supplierColumnCity',
  provinceState: 'supplierColumnProvince',
  country: 'supplierColumnCountry',
  accountStatus: 'supplierColumnAccount',
  subscriptionStatus: 'supplierColumnSubscription',
  isLocalVendor: 'supplierColumnLocal',
  emergencyVendor: 'supplierColumnEmergency',
  certifiedDiverseSupplier: 'supplierColumnDiverse',
  diversityClassification: 'supplierColumnDiversity',
  registeredAt: 'supplierColumnRegistered',
  lastLoginAt: 'supplierColumnLastLogin',
  bidCount: 'supplierColumnBids',
  performanceAverage: 'supplierColumnPerformanceAverage',
  performanceLatestRating: 'supplierColumnPerformanceRating',
  performanceStatus: 'supplierColumnPerformanceStatus',
} as const satisfies Record<VendorSearchColumn, UiKey>;

export const accountStatusLabelKeys = {
  Active: 'supplierAccountActive',
  Inactive: 'supplierAccountInactive',
} as const satisfies Record<AccountStatus, UiKey>;

export const accountStatusColors: Record<AccountStatus, string> = { Active: 'green', Inactive: 'gray' };

export const subscriptionLabelKeys = {
  Active: 'supplierSubscriptionActive',
  Expired: 'supplierSubscriptionExpired',
  'Not Subscribed': 'supplierSubscriptionNone',
} as const satisfies Record<SubscriptionStatus, UiKey>;

export const subscriptionColors: Record<SubscriptionStatus, string> = {
  Active: 'blue',
  Expired: 'orange',
  'Not Subscribed': 'gray',
};

export const documentStatusLabelKeys = {
  active: 'supplierDocumentStatusActive',
  expired: 'supplierDocumentStatusExpired',
  'pending approval': 'supplierDocumentStatusPending',
} as const satisfies Record<ContractDocumentStatus, UiKey>;

export const documentStatusColors: Record<ContractDocumentStatus, string> = {
  active: 'green',
  expired: 'red',
  'pending approval': 'yellow',
};

export const bidStatusLabelKeys = {
  complete: 'supplierBidComplete',
  incomplete: 'supplierBidIncomplete',
  withdrawn: 'supplierBidWithdrawn',
  noBid: 'supplierBidNoBid',
} as const satisfies Record<VendorBidStatus, UiKey>;

export const outcomeLabelKeys = {
  awarded: 'supplierOutcomeAwarded',
  notAwarded: 'supplierOutcomeNotAwarded',
  pending: 'supplierOutcomePending',
} as const satisfies Record<VendorBidOutcome, UiKey>;

/** A contact's or a comment author's name as people read it. */
export function fullName(person: { firstName: string; lastName: string }): string {
  return `${person.firstName} ${person.lastName}`.trim();
}

/** The company's address on as many lines as it has parts. */
export function addressLines(vendor: {
  address1: string;
  address2: string;
  city: string;
  provinceState: string;
  postalCode: string;
  country: string;
}): string[] {
  const place = [vendor.city, vendor.provinceState, vendor.postalCode].filter(Boolean).join(', ');
  return [vendor.address1, vendor.address2, place, vendor.country].filter((line) => line.trim() !== '');
}

/** Contacts with the primary one first, the rest by name (000 §2 Overview). */
export function contactsPrimaryFirst<
  Contact extends { isPrimary: boolean; firstName: string; lastName: string },
>(contacts: readonly Contact[]): Contact[] {
  return [...contacts].sort(
    (a, b) => Number(b.isPrimary) - Number(a.isPrimary) || fullName(a).localeCompare(fullName(b)),
  );
}
