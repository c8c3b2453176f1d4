/**
 * What other features use of the contract builder (issue 21 §2: through this file only): its
 * Contract page, lazy, loading as its own chunk when the project workspace first shows it.
 */
export { ContractBuilderPage } from './pages/lazy-pages.ts';
