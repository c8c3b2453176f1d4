/**
 * The web's routes as the browser loads them: for each, the lazy modules (Vite manifest keys, the
 * source path given to `import()`) on its way from the entry to the page. A route loads the entry
 * and these chunks, with all their static imports. Add a row when a page gets its own chunk: the
 * budget fails while a lazy chunk belongs to no route.
 */
export type BudgetRoute = { path: string; lazy: readonly string[]; texts: TextSet };
/** The interface texts a route waits for (apps/web/src/platform/i18n/index.ts): the common ones, or all. */
type TextSet = 'common' | 'all';

const features = 'src/features';
const signedIn = ['src/app/layout/app-layout.tsx', 'src/app/realtime-bridge.tsx'];
const portal = ['src/app/portal-routes.tsx'];
const project = [...signedIn, `${features}/project-workspace/pages/project-shell.tsx`];
/** The rich-text editor, a chunk of its own, counted with the pages that show one on arrival. */
const editor = 'src/ui/rich-text/rich-text-editor.tsx';

// The public pages outside the portal need the common texts; the portal and the frame bring all.
function publicPage(path: string, page: string): BudgetRoute {
  return { path, lazy: [`${features}/${page}`], texts: 'common' };
}

function staff(path: string, page: string, ...parts: string[]): BudgetRoute {
  return { path, lazy: [...signedIn, `${features}/${page}`, ...parts], texts: 'all' };
}

function portalPage(path: string, page: string, ...parts: string[]): BudgetRoute {
  return {
    path: `/portal/{agency}${path}`,
    lazy: [...portal, `${features}/${page}`, ...parts],
    texts: 'all',
  };
}

function projectPage(path: string, pages: string[], ...parts: string[]): BudgetRoute {
  const lazy = [...project, ...pages.map((page) => `${features}/${page}`), ...parts];
  return { path: `/projects/{id}${path}`, lazy, texts: 'all' };
}

/** Each language's text chunks; a page loads one language, and the budget counts the larger. */
export const languages: readonly Record<TextSet, string>[] = [
  { common: 'src/platform/i18n/ui-common-en.ts', all: 'src/platform/i18n/ui-en.ts' },
  { common: 'src/platform/i18n/ui-common-fr.ts', all: 'src/platform/i18n/ui-fr.ts' },
];

/**
 * Loaded on demand, not with a page: the notification container with the first notice, the
 * lock-out dialog when the server locks an account, the spreadsheet writer with the first export
 * the browser makes (the contract-builder dashboard's).
 */
export const onDemand = [
  'src/app/notifications-container.tsx',
  'src/features/auth/components/lockout-dialog.tsx',
  '../../node_modules/exceljs/dist/exceljs.min.js',
];

/** The login page first: it has the tighter budget. */
export const loginPath = '/login';

export const budgetRoutes: readonly BudgetRoute[] = [
  publicPage(loginPath, 'auth/pages/login-page.tsx'),
  publicPage('/resetpassword', 'auth/pages/reset-password-page.tsx'),
  publicPage('/maintenance/landing', 'auth/pages/maintenance-landing-page.tsx'),
  { path: '/portal/{agency}', lazy: portal, texts: 'all' },
  {
    path: '/approval/{id}/approver/{id}',
    lazy: [`${features}/award-approvals/approver/pages/approver-page.tsx`],
    texts: 'all',
  },
  // The intake form shows the agency's guide in the read-only editor (issue 24).
  {
    path: '/intake-request',
    lazy: [`${features}/intake/public/pages/intake-request-page.tsx`, editor],
    texts: 'all',
  },
  {
    path: '/esignature/landing',
    lazy: [`${features}/contract-builder/signing/pages/signing-page.tsx`],
    texts: 'all',
  },
  {
    path: '/esignature/landing (pdf.js)',
    lazy: [
      `${features}/contract-builder/signing/pages/signing-page.tsx`,
      'src/features/contract-builder/pdf/pdf-render.ts',
    ],
    texts: 'all',
  },
  portalPage('/opportunities/{id}', 'portal/pages/opportunity-page.tsx'),
  portalPage('/contracts', 'portal/pages/my-contracts-page.tsx'),
  portalPage('/performance', 'performance/portal/my-evaluations-page.tsx'),
  portalPage('/performance/{id}', 'performance/portal/evaluation-page.tsx'),
  portalPage('/contracts/{id}', 'portal/pages/supplier-contract-page.tsx'),
  portalPage('/opportunities/{id}/bid', 'bids/pages/bid-page.tsx', editor),
  portalPage('/opportunities/{id}/bid/receipt/{id}', 'bids/pages/receipt-page.tsx'),
  portalPage('/my-opportunities', 'portal/pages/my-opportunities-page.tsx'),
  portalPage('/register', 'supplier-account/pages/register-page.tsx'),
  portalPage('/verify-email', 'supplier-account/pages/verify-email-page.tsx'),
  portalPage('/sign-in', 'supplier-account/pages/sign-in-page.tsx'),
  portalPage('/forgot-password', 'supplier-account/pages/forgot-password-page.tsx'),
  portalPage('/reset-password', 'supplier-account/pages/reset-password-page.tsx'),
  portalPage('/account', 'supplier-account/pages/account-page.tsx'),
  portalPage('/account/documents', 'supplier-account/pages/documents-page.tsx'),
  // The default board shows the Important Dates calendar, FullCalendar being its own chunk.
  staff('/', 'dashboard/pages/dashboard-page.tsx', `${features}/dashboard/components/calendar-view.tsx`),
  staff('/projects', 'projects/pages/project-search-page.tsx'),
  staff('/projects/new/{isPlanned}', 'projects/pages/project-wizard-page.tsx'),
  projectPage('/build/settings', ['projects/pages/build-settings-page.tsx']),
  projectPage('/build/details', ['projects/pages/build-details-page.tsx']),
  projectPage('/build/documents', ['documents/pages/documents-page.tsx']),
  projectPage('/build/compliance', ['compliance/pages/compliance-page.tsx']),
  projectPage('/build/invitations', ['invitations/pages/invitations-page.tsx']),
  projectPage('/build/dates', ['projects/pages/build-dates-page.tsx']),
  projectPage('/build/publish', ['projects/pages/build-publish-page.tsx']),
  projectPage('/build/submission-requirements', ['requirements/pages/requirements-page.tsx']),
  projectPage(
    '/build/submission-requirements/{section}',
    ['requirements/pages/requirements-page.tsx'],
    editor,
  ),
  projectPage('/source/companies', ['plan-takers/pages/plan-takers-page.tsx']),
  projectPage('/source/questions', ['questions/pages/questions-page.tsx']),
  projectPage('/source/bid-meetings', ['meetings/pages/meetings-page.tsx']),
  projectPage('/source/submissions', ['submissions/pages/submissions-page.tsx']),
  projectPage('/source/compliance', ['submissions/pages/compliance-review-page.tsx']),
  projectPage('/source/evaluations', ['evaluations/pages/source-evaluations-page.tsx']),
  projectPage('/evaluate/build-evaluation', ['evaluations/pages/build-evaluation-page.tsx']),
  projectPage('/evaluate/evaluation-team', ['evaluations/pages/evaluation-team-page.tsx']),
  projectPage('/evaluate/review-meetings', ['evaluations/pages/review-meetings-page.tsx']),
  projectPage('/evaluate/supplier-status', ['evaluations/pages/supplier-status-page.tsx']),
  projectPage('/evaluate/permission-denied', ['evaluations/pages/permission-denied-page.tsx']),
  projectPage('/award/summary', ['awards/pages/award-summary-page.tsx']),
  projectPage('/award/approval', ['award-approvals/pages/award-approval-page.tsx']),
  projectPage('/award/awards', ['awards/pages/awards-page.tsx']),
  projectPage('/contract/dates', ['contracts/pages/contract-dates-page.tsx']),
  projectPage('/contract/suppliers', ['contracts/pages/contract-suppliers-page.tsx']),
  projectPage('/contract/contract-builder', ['contract-builder/pages/contract-builder-page.tsx']),
  projectPage(
    '/contract/contract-builder + designer (pdf.js)',
    ['contract-builder/pages/contract-builder-page.tsx'],
    'src/features/contract-builder/pdf/pdf-render.ts',
  ),
  projectPage('/contract/documents', ['contracts/pages/contract-documents-page.tsx']),
  projectPage('/contract/purchase-orders', ['contracts/pages/purchase-orders-page.tsx']),
  projectPage('/contract/performance', ['performance/contract-tab/contract-performance-page.tsx']),
  projectPage('/intake-project', ['intake/requests/pages/intake-project-page.tsx']),
  projectPage('/team', ['project-team/pages/project-team-page.tsx']),
  // Email opens the wizard, its own chunk (issue 25).
  projectPage(
    '/team + email wizard',
    ['project-team/pages/project-team-page.tsx'],
    `${features}/email/wizard/email-wizard.tsx`,
  ),
  projectPage('/messages', ['messages/pages/project-messages-page.tsx']),
  projectPage('/activities', ['activity/pages/project-activities-page.tsx']),
  projectPage('/snapshot', ['snapshot/pages/snapshot-page.tsx']),
  projectPage('/form/{tabletype}/{formid}', ['forms/pages/form-editor-page.tsx']),
  projectPage('/build/settings + journal drawer', [
    'projects/pages/build-settings-page.tsx',
    'project-workspace/components/project-collaboration.tsx',
  ]),
  staff('/suppliers', 'vendors/pages/supplier-directory-page.tsx'),
  staff('/suppliers/{id}', 'vendors/pages/supplier-profile-page.tsx'),
  // The Activity Feed tab loads the activity area's feed as its own chunk.
  staff(
    '/suppliers/{id}/activity-feed',
    'vendors/pages/supplier-profile-page.tsx',
    `${features}/activity/components/activity-feed.tsx`,
  ),
  staff(
    '/suppliers/{id}/performance',
    'vendors/pages/supplier-profile-page.tsx',
    `${features}/performance/vendor-tab/vendor-performance-page.tsx`,
  ),
  // Evaluate opens the evaluation wizard, its own chunk.
  staff(
    '/suppliers + evaluation wizard',
    'vendors/pages/supplier-directory-page.tsx',
    `${features}/performance/evaluations/evaluation-wizard.tsx`,
  ),
  staff('/projects/{id}/intake', 'intake/requests/pages/intake-request-view-page.tsx'),
  staff('/performance/evaluations/{id}', 'performance/evaluations/evaluation-page.tsx'),
  staff('/supplier-dashboard', 'performance/dashboard/supplier-dashboard-page.tsx'),
  staff('/evaluator', 'evaluations/evaluator/pages/evaluator-list-page.tsx'),
  staff('/evaluator/{id}', 'evaluations/evaluator/pages/evaluator-page.tsx'),
  staff('/team/all', 'team/pages/team-list-page.tsx'),
  staff('/team/teammember/{id}', 'team/pages/team-member-page.tsx'),
  staff('/team/addteammember', 'team/pages/add-team-member-page.tsx'),
  staff('/team/groups', 'team/pages/groups-page.tsx'),
  staff('/team/groups/{id}', 'team/pages/group-page.tsx'),
  staff('/control-panel', 'control-panel/pages/control-panel-page.tsx'),
  staff('/control-panel/account-information', 'control-panel/pages/account-information-page.tsx'),
  staff('/control-panel/project-settings', 'control-panel/pages/project-settings-page.tsx'),
  staff('/control-panel/intake-settings', 'intake/settings/pages/intake-settings-page.tsx', editor),
  staff('/control-panel/email-notifications', 'email/templates/pages/email-notifications-page.tsx'),
  staff('/messages', 'messages/pages/message-centre-page.tsx'),
  staff('/reports/library', 'reports/pages/report-library-page.tsx'),
  staff('/reports/center', 'reports/centre/pages/report-centre-page.tsx'),
  staff('/control-panel/dropdown-settings', 'control-panel/pages/dropdown-settings-page.tsx'),
  staff('/control-panel/system-content', 'control-panel/pages/system-content-page.tsx', editor),
  staff('/control-panel/library-content', 'control-panel/pages/library-content-page.tsx', editor),
  staff('/control-panel/sso-settings', 'control-panel/pages/sso-settings-page.tsx'),
  staff('/control-panel/contract-settings', 'control-panel/pages/contract-settings-page.tsx'),
  staff('/control-panel/evaluation-settings', 'performance/settings/pages/evaluation-settings-page.tsx'),
  staff(
    '/control-panel/supplier-performance',
    'performance/settings/pages/supplier-performance-settings-page.tsx',
  ),
  staff('/contract-builder-dashboard', 'contract-builder/licences/pages/contract-builder-dashboard-page.tsx'),
  staff('/docs', 'docs/pages/docs-page.tsx'),
  staff('/debug-view', 'debug/pages/debug-view-page.tsx'),
];
