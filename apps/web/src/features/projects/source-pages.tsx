import type { Project } from '@procura/contract';
import type { ComponentType } from 'react';
import type { UiKey } from '../../platform/i18n/ui-en.ts';
import { lazyPage } from '../../ui/lazy-page.tsx';

/**
 * The Source pages in their order (000 §2 source children; the tabs Registered Suppliers,
 * Questions and Addenda, Project Meetings, Submissions, Compliance, Evaluations), each provided by
 * its area; Evaluations is the evaluation's consensus summary. Each loads as its own chunk on first
 * use.
 */
export const sourcePages: readonly {
  name: string;
  label: UiKey;
  Page: ComponentType<{ project: Project }>;
}[] = [
  {
    name: 'companies',
    label: 'planTakersTab',
    Page: lazyPage(() => import('../plan-takers/pages/plan-takers-page.tsx').then((m) => m.PlanTakersPage)),
  },
  {
    name: 'questions',
    label: 'questionsTitle',
    Page: lazyPage(() => import('../questions/pages/questions-page.tsx').then((m) => m.QuestionsPage)),
  },
  {
    name: 'bid-meetings',
    label: 'meetingsTab',
    Page: lazyPage(() => import('../meetings/pages/meetings-page.tsx').then((m) => m.MeetingsPage)),
  },
  {
    name: 'submissions',
    label: 'submissionsTitle',
    Page: lazyPage(() => import('../submissions/pages/submissions-page.tsx').then((m) => m.SubmissionsPage)),
  },
  {
    name: 'compliance',
    label: 'submissionsComplianceTitle',
    Page: lazyPage(() =>
      import('../submissions/pages/compliance-review-page.tsx').then((m) => m.ComplianceReviewPage),
    ),
  },
  {
    name: 'evaluations',
    label: 'evaluationsTab',
    Page: lazyPage(() =>
      import('../evaluations/pages/source-evaluations-page.tsx').then((m) => m.SourceEvaluationsPage),
    ),
  },
];
