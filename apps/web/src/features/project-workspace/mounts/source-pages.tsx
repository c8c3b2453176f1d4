import type { Project } from '@procura/contract';
import type { ComponentType } from 'react';
import type { UiKey } from '../../../platform/i18n/ui-en.ts';
import { SourceEvaluationsPage } from '../../evaluations/index.ts';
import { MeetingsPage } from '../../meetings/index.ts';
import { PlanTakersPage } from '../../plan-takers/index.ts';
import { QuestionsPage } from '../../questions/index.ts';
import { ComplianceReviewPage, SubmissionsPage } from '../../submissions/index.ts';

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
    Page: PlanTakersPage,
  },
  {
    name: 'questions',
    label: 'questionsTitle',
    Page: QuestionsPage,
  },
  {
    name: 'bid-meetings',
    label: 'meetingsTab',
    Page: MeetingsPage,
  },
  {
    name: 'submissions',
    label: 'submissionsTitle',
    Page: SubmissionsPage,
  },
  {
    name: 'compliance',
    label: 'submissionsComplianceTitle',
    Page: ComplianceReviewPage,
  },
  {
    name: 'evaluations',
    label: 'evaluationsTab',
    Page: SourceEvaluationsPage,
  },
];
