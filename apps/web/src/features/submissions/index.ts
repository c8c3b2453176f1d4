/** What other features use of the Submissions tab (issue 21 §2: through this file only). */
export { exportUrl } from './api/submissions-queries.ts';
