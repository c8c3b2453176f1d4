import type { Project } from '@procura/contract';
import type { ComponentType } from 'react';
import type { UiKey } from '../../i18n/ui-en.ts';
import { MeetingsPage } from '../meetings/meetings-page.tsx';
import { PlanTakersPage } from '../plan-takers/plan-takers-page.tsx';
import { QuestionsPage } from '../questions/pages/questions-page.tsx';
import { ComplianceReviewPage } from '../submissions/pages/compliance-review-page.tsx';
import { SubmissionsPage } from '../submissions/pages/submissions-page.tsx';

/**
 * The Source pages in their order (000 §2 source children; the tabs Registered Suppliers,
 * Questions and Addenda, Project Meetings, Submissions, Compliance), each provided by its area.
 * Evaluations joins with the evaluation area.
 */
export const sourcePages: readonly {
  name: string;
  label: UiKey;
  Page: ComponentType<{ project: Project }>;
}[] = [
  { name: 'companies', label: 'planTakersTab', Page: PlanTakersPage },
  { name: 'questions', label: 'questionsTitle', Page: QuestionsPage },
  { name: 'bid-meetings', label: 'meetingsTab', Page: MeetingsPage },
  { name: 'submissions', label: 'submissionsTitle', Page: SubmissionsPage },
  { name: 'compliance', label: 'submissionsComplianceTitle', Page: ComplianceReviewPage },
];
