import type { VendorComment, VendorHistoryRow, VendorSearchRow } from '@procura/contract';
import { envelope, type MockRequest, type MockRoute } from './fetch-mock.ts';
import { searchRowFixture, supplierRoutes, vendorsPath } from './vendor-lists-fixtures.ts';

/**
 * Fixtures of the supplier directory and profile (/suppliers, /suppliers/{id}). The company, its
 * rows and documents are the shared ones of vendor-lists-fixtures.ts.
 */

export { contactFixture } from './supplier-account-fixtures.ts';
export {
  agencyVendorFixture,
  supplierEditorSession,
  vendorDocumentFixture,
} from './vendor-lists-fixtures.ts';
export { vendorsPath };

const node = vendorsPath.replace(/\/Vendors$/, '');
export const searchKey = `POST ${vendorsPath}/AdvancedSearch`;
export const exportKey = `POST ${vendorsPath}/AdvancedSearchResultExport`;
export const vendorKey = `GET ${vendorsPath}`;
export const updateKey = `PUT ${vendorsPath}/`;
export const historyKey = `GET ${vendorsPath}/SubmissionHistory`;
export const commentsKey = `${node}/VendorComments`;
export const aggregatesKey = `GET ${node}/AuditEvents/VendorAggregates`;
export const activityKey = `GET ${node}/AuditEvents/SearchByVendor`;
export const documentsPath = (vendorId: number) => `${node}/vendor/${vendorId}/VendorDocuments`;

/** A server holding `total` suppliers, answering pages of the advanced search like the real one. */
export function pagedVendors(total: number, row: (id: number) => VendorSearchRow = searchRowFixture) {
  return ({ body }: MockRequest) => {
    const { start = 0, limit = 20 } = body as { start?: number; limit?: number };
    const all = Array.from({ length: total }, (_, index) => row(index + 1));
    return { body: envelope('vendor', all.slice(start, start + limit), total) };
  };
}

/** The signed-in editor, the directory's search and the advanced search panel's lists. */
export function directoryRoutes(
  total = 3,
  routes: Record<string, MockRoute> = {},
): Record<string, MockRoute> {
  return {
    ...supplierRoutes(),
    [searchKey]: pagedVendors(total),
    [`GET ${node}/Category`]: {
      body: envelope('category', [
        { id: 11, code: '72', name: 'Construction', parentId: null, active: true },
      ]),
    },
    [`GET ${node}/CommodityCategories`]: {
      body: envelope('commodity', [{ id: 21, code: '30', name: 'Asphalt', parentId: null, active: true }]),
    },
    [`GET ${vendorsPath}/DiversityClassificationType/All`]: {
      body: envelope('diversityClassificationType', [{ id: 1, name: 'Indigenous-owned' }]),
    },
    [`GET ${node}/VendorLists`]: { body: envelope('vendorList', []) },
    ...routes,
  };
}

export function historyRowFixture(
  projectId: number,
  overrides: Partial<VendorHistoryRow> = {},
): VendorHistoryRow {
  return {
    projectId,
    projectNumber: `RFP-${projectId}`,
    projectName: `Project ${projectId}`,
    projectStatus: 'Open',
    dateClosing: '2026-04-01T19:00:00.000Z',
    planTakerRegisteredAt: '2026-03-01T15:00:00.000Z',
    questionCount: 0,
    bidStatus: null,
    submittedAt: null,
    priceSealed: false,
    bidAmount: null,
    outcome: null,
    awardAmount: null,
    ...overrides,
  };
}

export function commentFixture(id: number, overrides: Partial<VendorComment> = {}): VendorComment {
  return {
    id,
    vendorId: 500,
    comment: `Comment ${id}`,
    created: '2026-03-02T15:00:00.000Z',
    createdBy: {
      id: 42,
      firstName: 'Ada',
      lastName: 'Lovelace',
      avatarUrl: null,
      inActive: false,
      deleted: false,
    },
    ...overrides,
  };
}
