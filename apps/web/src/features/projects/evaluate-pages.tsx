import type { Project } from '@procura/contract';
import type { ComponentType } from 'react';
import type { UiKey } from '../../platform/i18n/ui-en.ts';
import { lazyPage } from '../../ui/lazy-page.tsx';

/**
 * The Evaluate pages in their order (000 §2 evaluate children: build-evaluation, evaluation-team,
 * review-meetings, supplier-status), each loading as its own chunk on first use. permission-denied
 * is no tab: the area shows it to those who may not view evaluations.
 */
export const evaluatePages: readonly {
  name: string;
  label: UiKey;
  Page: ComponentType<{ project: Project }>;
}[] = [
  {
    name: 'build-evaluation',
    label: 'evaluateTabBuild',
    Page: lazyPage(() =>
      import('../evaluations/pages/build-evaluation-page.tsx').then((m) => m.BuildEvaluationPage),
    ),
  },
  {
    name: 'evaluation-team',
    label: 'evaluateTabTeam',
    Page: lazyPage(() =>
      import('../evaluations/pages/evaluation-team-page.tsx').then((m) => m.EvaluationTeamPage),
    ),
  },
  {
    name: 'review-meetings',
    label: 'evaluateTabMeetings',
    Page: lazyPage(() =>
      import('../evaluations/pages/review-meetings-page.tsx').then((m) => m.ReviewMeetingsPage),
    ),
  },
  {
    name: 'supplier-status',
    label: 'evaluateTabSuppliers',
    Page: lazyPage(() =>
      import('../evaluations/pages/supplier-status-page.tsx').then((m) => m.SupplierStatusPage),
    ),
  },
];

export const EvaluatePermissionDenied = lazyPage(() =>
  import('../evaluations/pages/permission-denied-page.tsx').then((m) => m.EvaluatePermissionDenied),
);
