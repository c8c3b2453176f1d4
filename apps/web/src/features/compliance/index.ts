/**
 * What other features use of compliance (issue 21 §2: through this file only): Build > Compliance,
 * lazy, loading as its own chunk when the project workspace first shows it.
 */
export { CompliancePage } from './pages/lazy-pages.ts';
