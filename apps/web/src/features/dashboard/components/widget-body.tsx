import type { WidgetKey } from '@procura/contract';
import type { UiKey } from '../../../platform/i18n/ui-en.ts';
import { CalendarWidget } from './calendar-widget.tsx';
import { CommentsWidget } from './comments-widget.tsx';
import {
  AwardedValueWidget,
  ExpiredDocumentsWidget,
  OpenProjectsWidget,
  TotalProjectsWidget,
} from './count-widgets.tsx';
import { IntakeEssentialsWidget } from './intake/intake-essentials-widget.tsx';
import { OverviewWidget } from './overview-widget.tsx';
import { ProjectBuyersWidget } from './project-buyers.tsx';
import { ProjectCounterWidget } from './project-counter.tsx';
import { ProjectTeamMembersWidget } from './project-team-members.tsx';
import { QuestionsSubmittedWidget } from './questions-submitted.tsx';
import { SatisfactoryWidget } from './satisfactory-widget.tsx';
import { TasksWidget } from './tasks-widget.tsx';

/** Each widget's title: the catalogue's names (001 §3). */
export const widgetTitles: Record<WidgetKey, UiKey> = {
  projectCounter: 'dashWidgetProjectCounter',
  calendar: 'dashWidgetCalendar',
  totalProjects: 'dashWidgetTotalProjects',
  openProjects: 'dashWidgetOpenProjects',
  questionsSubmitted: 'dashWidgetQuestionsSubmitted',
  awardedValue: 'dashWidgetAwardedValue',
  comments: 'dashWidgetComments',
  tasks: 'dashWidgetTasks',
  expiredContractDocuments: 'dashWidgetExpiredDocuments',
  overview: 'dashWidgetOverview',
  projectBuyers: 'dashWidgetProjectBuyers',
  projectTeamMembers: 'dashWidgetProjectTeamMembers',
  satisfactorySnapshot: 'dashWidgetSatisfactory',
  intakeEssentials: 'intakeWidgetTitle',
};

/** The content of a widget; only widgets on the board are drawn, so only their calls are made. */
export function WidgetBody({
  widgetKey,
  overviewOnBoard,
}: {
  widgetKey: WidgetKey;
  overviewOnBoard: boolean;
}) {
  switch (widgetKey) {
    case 'projectCounter':
      return <ProjectCounterWidget />;
    case 'calendar':
      return <CalendarWidget />;
    case 'totalProjects':
      return <TotalProjectsWidget />;
    case 'openProjects':
      return <OpenProjectsWidget />;
    case 'questionsSubmitted':
      return <QuestionsSubmittedWidget />;
    case 'awardedValue':
      return <AwardedValueWidget />;
    case 'comments':
      return <CommentsWidget />;
    case 'tasks':
      return <TasksWidget />;
    case 'expiredContractDocuments':
      return <ExpiredDocumentsWidget overviewOnBoard={overviewOnBoard} />;
    case 'overview':
      return <OverviewWidget />;
    case 'projectBuyers':
      return <ProjectBuyersWidget />;
    case 'projectTeamMembers':
      return <ProjectTeamMembersWidget />;
    case 'satisfactorySnapshot':
      return <SatisfactoryWidget />;
    case 'intakeEssentials':
      return <IntakeEssentialsWidget />;
  }
}
