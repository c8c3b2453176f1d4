import type { Project } from '@procura/contract';
import type { ComponentType } from 'react';
import type { UiKey } from '../../platform/i18n/ui-en.ts';
import { lazyPage } from '../../ui/lazy-page.tsx';

/**
 * The Award pages in their order (000 §2 award children: summary, approval, awards). Each loads as
 * its own chunk on first use.
 */
export const awardPages: readonly {
  name: string;
  label: UiKey;
  Page: ComponentType<{ project: Project }>;
}[] = [
  {
    name: 'summary',
    label: 'awardSummaryTitle',
    Page: lazyPage(() => import('../awards/pages/award-summary-page.tsx').then((m) => m.AwardSummaryPage)),
  },
  {
    name: 'approval',
    label: 'awardApprovalsTitle',
    Page: lazyPage(() =>
      import('../award-approvals/pages/award-approval-page.tsx').then((m) => m.AwardApprovalPage),
    ),
  },
  {
    name: 'awards',
    label: 'awardsTitle',
    Page: lazyPage(() => import('../awards/pages/awards-page.tsx').then((m) => m.AwardsPage)),
  },
];
