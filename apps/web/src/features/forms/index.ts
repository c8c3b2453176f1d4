/**
 * The form (tender table) editor and the supplier's view of a form (issue 5). The project workspace
 * shows the editor at /projects/{id}/form/{tabletype}/{formid} through FormEditorPage, lazy (its
 * own chunk: who imports this index does not load the editor with it); the requirement pages list a
 * section's forms with useTenderTables and link to formEditorPath; issue 6's supplier entry reuses
 * SupplierFormView.
 */
export { formKeys, useSourceTaxes, useTenderTables } from './api/forms-queries.ts';
export { FormTotals } from './components/form-totals.tsx';
export {
  emptySupplierEntry,
  type SupplierEntry,
  SupplierFormView,
} from './components/supplier-form-view.tsx';
export { columnTypeLabel, sectionLabel } from './form-labels.ts';
export { formEditorPath, requirementsPath, tableTypeOf } from './form-paths.ts';
export { FormEditorPage } from './pages/lazy-pages.ts';
