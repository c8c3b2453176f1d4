import type { Project } from '@procura/contract';
import type { ComponentType } from 'react';
import type { UiKey } from '../../../platform/i18n/ui-en.ts';
import {
  BuildEvaluationPage,
  EvaluationTeamPage,
  ReviewMeetingsPage,
  SupplierStatusPage,
} from '../../evaluations/index.ts';

/**
 * The Evaluate pages in their order (000 §2 evaluate children: build-evaluation, evaluation-team,
 * review-meetings, supplier-status), each loading as its own chunk on first use. permission-denied
 * (EvaluatePermissionDenied) is no tab: the shell shows it to those who may not view evaluations.
 */
export const evaluatePages: readonly {
  name: string;
  label: UiKey;
  Page: ComponentType<{ project: Project }>;
}[] = [
  {
    name: 'build-evaluation',
    label: 'evaluateTabBuild',
    Page: BuildEvaluationPage,
  },
  {
    name: 'evaluation-team',
    label: 'evaluateTabTeam',
    Page: EvaluationTeamPage,
  },
  {
    name: 'review-meetings',
    label: 'evaluateTabMeetings',
    Page: ReviewMeetingsPage,
  },
  {
    name: 'supplier-status',
    label: 'evaluateTabSuppliers',
    Page: SupplierStatusPage,
  },
];
