/**
 * This area's pages that the project workspace mounts, as lazy pages (decision 210): each loads as
 * its own chunk on first use. Other features reach them through ../index.ts.
 */
import { lazyPage } from '../../../ui/lazy-page.tsx';

export const BuildEvaluationPage = lazyPage(() =>
  import('./build-evaluation-page.tsx').then((m) => m.BuildEvaluationPage),
);
export const EvaluationTeamPage = lazyPage(() =>
  import('./evaluation-team-page.tsx').then((m) => m.EvaluationTeamPage),
);
export const ReviewMeetingsPage = lazyPage(() =>
  import('./review-meetings-page.tsx').then((m) => m.ReviewMeetingsPage),
);
export const SupplierStatusPage = lazyPage(() =>
  import('./supplier-status-page.tsx').then((m) => m.SupplierStatusPage),
);
/** No tab: the Evaluate area shows it to those who may not view evaluations. */
export const EvaluatePermissionDenied = lazyPage(() =>
  import('./permission-denied-page.tsx').then((m) => m.EvaluatePermissionDenied),
);
export const SourceEvaluationsPage = lazyPage(() =>
  import('./source-evaluations-page.tsx').then((m) => m.SourceEvaluationsPage),
);
