import type { Project } from '@procura/contract';
import type { ComponentType } from 'react';
import type { UiKey } from '../../../platform/i18n/ui-en.ts';
import { AwardApprovalPage } from '../../award-approvals/index.ts';
import { AwardSummaryPage, AwardsPage } from '../../awards/index.ts';

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
    Page: AwardSummaryPage,
  },
  {
    name: 'approval',
    label: 'awardApprovalsTitle',
    Page: AwardApprovalPage,
  },
  {
    name: 'awards',
    label: 'awardsTitle',
    Page: AwardsPage,
  },
];
