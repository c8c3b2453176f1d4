/**
 * The suppliers area's front door (issue 21 §2): what other areas may use of it. Other areas
 * import this file, never the area's internals (import-graph.test.ts).
 */
export { claimTokenDays, inviteToClaim } from './claim.ts';
export { assertCategoriesExist, bySupplier, describeVendor } from './profile.ts';
export { findActiveCategories, findSignedInContact, findVendor, type VendorRow } from './queries.ts';
export { loadSupplierSession, supplierTokenOf } from './sessions.ts';
