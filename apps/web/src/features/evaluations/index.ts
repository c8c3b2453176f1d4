/**
 * What other features use of evaluations (issue 21 §2: through this file only): the Evaluate pages
 * and Source > Evaluations, lazy, each loading as its own chunk when the project workspace first
 * shows it.
 */
export {
  BuildEvaluationPage,
  EvaluatePermissionDenied,
  EvaluationTeamPage,
  ReviewMeetingsPage,
  SourceEvaluationsPage,
  SupplierStatusPage,
} from './pages/lazy-pages.ts';
