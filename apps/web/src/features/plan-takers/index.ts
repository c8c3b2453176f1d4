/**
 * What other features use of plan takers (issue 21 §2: through this file only): the export's
 * address, and Source > Registered Suppliers, lazy, loading as its own chunk when the project
 * workspace first shows it.
 */
export { planTakersExportUrl } from './api/plan-takers-queries.ts';
export { PlanTakersPage } from './pages/lazy-pages.ts';
