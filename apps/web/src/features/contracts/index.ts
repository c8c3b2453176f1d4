/** What other features use of contracts (issue 21 §2: through this file only). */
export { documentForm } from './api/contract-documents-queries.ts';
