/** What other features use of the supplier portal (issue 21 §3: through this file only). */
export { usePortalCategories } from './api/opportunities-queries.ts';
export {
  RequireSupplier,
  supplierSessionKey,
  usePortalAgency,
  useRefreshSupplierSession,
} from './supplier-session.tsx';
