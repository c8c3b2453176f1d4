import {
  type AgencyVendor,
  defaultRoutePermissions,
  type InvitationCandidate,
  type SessionInfo,
  type VendorDocument,
  type VendorList,
  type VendorListDetail,
  type VendorListMember,
  type VendorSearchRow,
} from '@procura/contract';
import { nodePath } from './control-panel-fixtures.ts';
import type { MockRoute } from './fetch-mock.ts';
import { sessionFixture, signedInRoutes } from './fixtures.ts';
import { vendorFixture } from './supplier-account-fixtures.ts';

/** Fixtures of supplier lists, adding suppliers, inviting from the directory and the portal's documents. */

export const listsPath = `${nodePath}/VendorLists`;
export const vendorsPath = `${nodePath}/Vendors`;
export const invitationsPath = `${nodePath}/VendorInvitations`;

/** A buyer who may see and change suppliers (and Build, to invite). */
export function supplierEditorSession(
  permissions: string[] = ['SUPPLIER_VIEW', 'SUPPLIER_EDIT'],
): SessionInfo {
  return sessionFixture({ user: { permissions: ['BUILD_VIEW', 'BUILD_EDIT', ...permissions] } });
}

export function supplierRoutes(session: SessionInfo = supplierEditorSession()): Record<string, MockRoute> {
  return signedInRoutes({ session, routePermissions: defaultRoutePermissions });
}

export const ownerFixture = {
  id: 42,
  firstName: 'Ada',
  lastName: 'Lovelace',
  avatarUrl: null,
  inActive: false,
  deleted: false,
};

export function vendorListFixture(id: number, overrides: Partial<VendorList> = {}): VendorList {
  return {
    id,
    name: `List ${id}`,
    visibility: 'Personal',
    isRotational: false,
    owner: ownerFixture,
    memberCount: 0,
    created: '2026-03-02T15:00:00.000Z',
    ...overrides,
  };
}

export function listMemberFixture(
  vendorId: number,
  overrides: Partial<VendorListMember> = {},
): VendorListMember {
  return {
    vendorId,
    companyName: `Company ${vendorId}`,
    primaryContact: `Contact ${vendorId}`,
    email: `c${vendorId}@supplier.test`,
    city: 'Hamilton',
    isActive: true,
    addedAt: '2026-03-02T15:00:00.000Z',
    lastTurnAt: null,
    lastTurnProjectId: null,
    lastTurnProjectName: null,
    ...overrides,
  };
}

export function listDetailFixture(
  list: VendorList,
  members: VendorListMember[],
  turnOrder: number[] = list.isRotational ? members.map((m) => m.vendorId) : [],
): VendorListDetail {
  return { ...list, memberCount: members.length, members, turnOrder };
}

export function searchRowFixture(id: number, overrides: Partial<VendorSearchRow> = {}): VendorSearchRow {
  return {
    id,
    companyName: `Company ${id}`,
    relevantName: '',
    primaryContact: `Contact ${id}`,
    email: `c${id}@supplier.test`,
    phone: '',
    city: 'Hamilton',
    provinceState: 'ON',
    country: 'Canada',
    accountStatus: 'Active',
    subscriptionStatus: 'Not Subscribed',
    isLocalVendor: false,
    emergencyVendor: false,
    certifiedDiverseSupplier: false,
    diversityClassification: '',
    vendorDiversityVerified: false,
    registeredAt: '2026-01-05T15:00:00.000Z',
    lastLoginAt: null,
    bidCount: 0,
    performanceAverage: null,
    performanceLatestRating: null,
    performanceStatus: null,
    ...overrides,
  };
}

export function candidateFixture(id: number, invited = false): InvitationCandidate {
  return { ...searchRowFixture(id), invited };
}

export function agencyVendorFixture(overrides: Partial<AgencyVendor> = {}): AgencyVendor {
  return {
    ...vendorFixture(),
    internalNotes: '',
    accountStatus: 'Active',
    registeredAt: '2026-01-05T15:00:00.000Z',
    lastLoginAt: null,
    emailVerified: false,
    bidCount: 0,
    ...overrides,
  };
}

export function vendorDocumentFixture(id: number, overrides: Partial<VendorDocument> = {}): VendorDocument {
  return {
    id,
    vendorId: 500,
    displayName: `Document ${id}`,
    effectiveDate: '2026-01-01',
    expiryDate: '2027-01-01',
    fileName: `document-${id}.pdf`,
    contentType: 'application/pdf',
    sizeInByte: 2048,
    uploadDate: '2026-03-02T15:00:00.000Z',
    uploadedBy: 'Ada Stone',
    uploadedBySupplier: true,
    approved: true,
    status: 'active',
    ...overrides,
  };
}
