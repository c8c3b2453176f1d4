// The buyer dashboard's calls (issue 10), one case each, as the procurement lead's dashboard sends
// them when it opens: every widget's data call with the query the web sends by default. Target:
// each under 50 ms p95 at 100k projects on PostgreSQL (issue 10, deliverable 4).
import type { BenchCase, Scene } from './cases.ts';

/** A signed-in GET of the scene's agency. */
const widget = (name: string, path: (scene: Scene) => string): BenchCase => ({
  name: `dashboard: ${name}`,
  request: (scene) => ({ method: 'GET', path: `${scene.tenantPrefix}/${path(scene)}`, signedIn: true }),
});

const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * The month view the calendar opens on: six weeks from the Sunday on or before the 1st of this
 * month (FullCalendar's dayGridMonth, 42 days).
 */
export function monthView(now: Date): { startDate: string; endDate: string } {
  const first = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1);
  const start = first - new Date(first).getUTCDay() * 86_400_000;
  return { startDate: isoDay(start), endDate: isoDay(start + 41 * 86_400_000) };
}

const widgetTypes = [
  'projectCounter',
  'totalProjects',
  'openProjects',
  'questionsSubmitted',
  'awardedValue',
  'expiredContractDocuments',
] as const;

export const dashboardCases: BenchCase[] = [
  ...widgetTypes.map((type) => widget(`Widget ${type}`, () => `Widget?widgetType=${type}`)),
  widget('Calendar (month, 42 days)', () => {
    const { startDate, endDate } = monthView(new Date());
    return `Calendar?startDate=${startDate}&endDate=${endDate}`;
  }),
  widget('UserBuyerWidget (layout)', () => 'UserBuyerWidget'),
  widget('by lead, closing within 7', () => 'SourceProjectByLeadWidget?closingWithin=7'),
  widget('by lead, any closing', () => 'SourceProjectByLeadWidget?closingWithin=any'),
  widget(
    'by team member (In Progress)',
    () => 'SourceProjectsByTeamMembers?status=In%20Progress&closingWithin=any&start=0&limit=20',
  ),
  widget(
    'my projects (by name)',
    () => 'Dashboard/MyProjects?start=0&limit=20&sortcolumn=projectName&sortdirection=asc',
  ),
  widget('projects ending (90 days)', () => 'Dashboard/ProjectsEnding?limit=1000&daysUntilExpired=90'),
  widget('comments (10)', () => 'ProjectComments/Dashboard?limit=10'),
  widget('my tasks (15 days)', (scene) => `ProjectTask/GetByUser?userId=${scene.userId}&dueDays=15`),
  // The overview's first page of each document list, in its default order.
  widget(
    'expired contract documents',
    () => 'Documents/Contract/Expired?start=0&limit=20&sortColumn=expireDate&sortDirection=desc',
  ),
  widget(
    'pending contract documents',
    () => 'Documents/Contract/Pending?start=0&limit=20&sortColumn=created&sortDirection=asc',
  ),
];
