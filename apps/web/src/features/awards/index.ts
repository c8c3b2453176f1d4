/** What other features use of the Awards tab (issue 21 §2: through this file only). */
export { awardKeys, useCompleteSubmissions } from './api/awards-queries.ts';
