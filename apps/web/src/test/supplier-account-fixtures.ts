import type { SupplierSessionAnswer, Vendor, VendorContact } from '@procura/contract';
import { envelope } from './fetch-mock.ts';

/** Supplier account fixtures: a company of the `demo` portal and its signed-in contact. */

export const portalApi = '/api/v1/portal/demo';

export const supplierAnswer: SupplierSessionAnswer = {
  agency: 'demo',
  vendorId: 500,
  contactId: 900,
  companyName: 'Acme Paving Ltd.',
  firstName: 'Ada',
  lastName: 'Stone',
  email: 'ada@acme.test',
};

export const sessionBody = envelope('supplierSession', [supplierAnswer]);

export function contactFixture(id: number, overrides: Partial<VendorContact> = {}): VendorContact {
  return {
    id,
    firstName: `First${id}`,
    lastName: `Last${id}`,
    title: '',
    email: `contact${id}@acme.test`,
    phone: '',
    isPrimary: false,
    hasAccount: false,
    emailVerified: false,
    lastLoginAt: null,
    ...overrides,
  };
}

export const selfContact = contactFixture(900, {
  firstName: 'Ada',
  lastName: 'Stone',
  email: 'ada@acme.test',
  isPrimary: true,
  hasAccount: true,
  emailVerified: true,
});

export function vendorFixture(contacts: VendorContact[] = [selfContact]): Vendor {
  return {
    id: 500,
    companyName: 'Acme Paving Ltd.',
    relevantName: '',
    address1: '1 Main St',
    address2: '',
    city: 'Hamilton',
    provinceState: 'ON',
    postalCode: 'L8P 1A1',
    country: 'Canada',
    phone: '',
    phoneExtension: '',
    fax: '',
    website: '',
    hstNumber: '',
    isLocalVendor: false,
    emergencyVendor: false,
    categories: [],
    previousCompanyName: '',
    otherCompanyNames: '',
    certifiedDiverseSupplier: false,
    diversityClassification: '',
    diversityClassificationDescription: '',
    vendorDiversityVerified: false,
    localVendorAgencies: [],
    vendorPaySubscription: { status: 'Not Subscribed', expiryDate: null },
    agencyNotifications: true,
    isActive: true,
    isDeleted: false,
    testVendor: false,
    belongsToNodeId: 70,
    primaryContact: contacts.find((c) => c.isPrimary) ?? null,
    contacts,
  };
}

export const categoriesBody = envelope('category', [
  { id: 1, code: '72', name: 'Construction services' },
  { id: 2, code: '81', name: 'Engineering' },
]);
