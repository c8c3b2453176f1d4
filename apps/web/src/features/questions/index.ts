/**
 * What other features use of vendor questions (issue 21 §2: through this file only): the export,
 * the portal's questions panel, and Source > Questions and Addenda, lazy, loading as its own chunk
 * when the project workspace first shows it.
 */
export { exportVendorQuestions, fetchVendorQuestions } from './api/questions-queries.ts';
export { QuestionsPage } from './pages/lazy-pages.ts';
export { SupplierQuestions } from './portal/supplier-questions.tsx';
