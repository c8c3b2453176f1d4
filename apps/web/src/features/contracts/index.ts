/**
 * What other features use of contracts (issue 21 §2: through this file only). The Contract pages
 * are lazy: each loads as its own chunk when the project workspace first shows it.
 */
export { documentForm } from './api/contract-documents-queries.ts';
export {
  CancelContractDialog,
  ContractActions,
  useContractStatusActions,
} from './components/contract-actions.tsx';
export { ContractArea, ContractSummary, useContract } from './components/contract-area.tsx';
export { DayInput } from './components/contract-date-fields.tsx';
export { DocumentLink, DocumentStatusBadge } from './components/contract-document-table.tsx';
export { DocumentCategorySelect } from './components/document-category-select.tsx';
export {
  agencyToday,
  type DocumentDraft,
  documentFieldOfKey,
  draftOf,
  draftProblems,
  fieldsOf,
  fileProblem,
} from './contract-document-model.ts';
export { useContractOfProject } from './contract-rules.ts';
export {
  ContractDatesPage,
  ContractDocumentsPage,
  ContractSuppliersPage,
  PurchaseOrdersPage,
} from './pages/lazy-pages.ts';
export { contractStatusColors, contractStatusLabelKeys, documentCategoryLabelKeys } from './presenters.ts';
