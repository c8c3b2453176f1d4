/** What other features use of vendor questions (issue 21 §2: through this file only). */
export { exportVendorQuestions, fetchVendorQuestions } from './api/questions-queries.ts';
