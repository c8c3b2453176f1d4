import {
  type SupplierSessionAnswer,
  subscriptionStatusOf,
  type Vendor,
  type VendorContact,
} from '@procura/contract';
import type { VendorContactRow, VendorRow } from './queries.ts';

/** Shapes supplier rows for answers: never a password hash, lock state or token. */

export function presentContact(row: VendorContactRow): VendorContact {
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    title: row.title,
    email: row.email,
    phone: row.phone,
    isPrimary: row.isPrimary,
    hasAccount: row.passwordHash !== null,
    emailVerified: row.emailVerifiedAt !== null,
    lastLoginAt: row.lastLoginAt ? row.lastLoginAt.toISOString() : null,
  };
}

export function presentVendor(
  row: VendorRow,
  contacts: readonly VendorContactRow[],
  categories: readonly { id: number; code: string; name: string }[],
  agency: { name: string; today: string },
): Vendor {
  const presented = contacts.map(presentContact);
  return {
    id: row.id,
    companyName: row.companyName,
    relevantName: row.relevantName,
    address1: row.address1,
    address2: row.address2,
    city: row.city,
    provinceState: row.provinceState,
    postalCode: row.postalCode,
    country: row.country,
    phone: row.phone,
    phoneExtension: row.phoneExtension,
    fax: row.fax,
    website: row.website,
    hstNumber: row.hstNumber,
    isLocalVendor: row.isLocalVendor,
    emergencyVendor: row.emergencyVendor,
    categories: categories.map((c) => ({ id: c.id, code: c.code, name: c.name })),
    previousCompanyName: row.previousCompanyName,
    otherCompanyNames: row.otherCompanyNames,
    certifiedDiverseSupplier: row.certifiedDiverseSupplier,
    diversityClassification: row.diversityClassification,
    // The classifications are plain names (decision 103): the description is the name.
    diversityClassificationDescription: row.diversityClassification,
    vendorDiversityVerified: row.vendorDiversityVerified,
    localVendorAgencies: row.isLocalVendor ? [agency.name] : [],
    vendorPaySubscription: {
      status: subscriptionStatusOf(row.subscriptionExpiresOn, agency.today),
      expiryDate: row.subscriptionExpiresOn,
    },
    agencyNotifications: row.agencyNotifications,
    isActive: row.isActive,
    isDeleted: row.isDeleted,
    testVendor: row.testVendor,
    belongsToNodeId: row.belongsToNodeId,
    primaryContact: presented.find((c) => c.isPrimary) ?? null,
    contacts: presented,
  };
}

export function presentSession(
  agency: string,
  vendor: VendorRow,
  contact: VendorContactRow,
): SupplierSessionAnswer {
  return {
    agency,
    vendorId: vendor.id,
    contactId: contact.id,
    companyName: vendor.companyName,
    firstName: contact.firstName,
    lastName: contact.lastName,
    email: contact.email,
  };
}
