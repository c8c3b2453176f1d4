/** What other features use of the control panel (issue 21 §2: through this file only). */
export {
  type Category,
  type CategoryKind,
  fetchActiveOptions,
  fetchCategories,
} from './api/lists-queries.ts';
