/**
 * The form (tender table) editor and the supplier's view of a form (issue 5). The project shell
 * loads pages/form-editor-page.tsx on its own at /projects/{id}/form/{tabletype}/{formid} (not
 * exported here: who imports this index would load the editor with it); the requirement pages list a
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
