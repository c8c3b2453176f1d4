/**
 * What each dashboard call answers (001 §3 Widget data, Dashboard documents; 001 §7 Dashboards).
 * "My" projects are the node's projects the user leads (projectLeadId) or is on the team of.
 */
import { z } from 'zod';
import { projectPhases } from '../projects/schemas.ts';
import type { projectStatuses } from '../projects/status.ts';
import { projectRoleIds } from '../projects/team.ts';
import { idSchema } from '../validation/ids.ts';
import {
  bidClosingDefault,
  bidClosingRanges,
  closingRangeQuery,
  projectsEndingDays,
  projectsEndingLimit,
  teamMemberClosingDefault,
  teamMemberClosingRanges,
} from './ranges.ts';

const int = z.number().int();
const day = z.string().nullable();

/** The counter's seven categories (001 §9) and the project statuses each one counts. */
export const counterCategories = {
  allDraftProjects: { label: 'Draft', statuses: ['Design_Mode_Pending', 'Request_for_Approval'] },
  allPlannedProjects: { label: 'Planned', statuses: ['Planned', 'Upcoming'] },
  // The counter has no Scheduled category: a scheduled source is finished and publishes itself.
  allOpenProjects: { label: 'Published', statuses: ['Open', 'Open_Scheduled'] },
  allClosedProjects: { label: 'Closed', statuses: ['Unofficial_Results', 'Closed'] },
  allAwardedProjects: { label: 'Awarded', statuses: ['Awarded'] },
  // The contract categories count contracts by the status they show today (000 §4).
  allActiveProjects: { label: 'Active Contract', statuses: [] },
  allWarrantyProjects: { label: 'Warranty Contract', statuses: [] },
} as const satisfies Record<string, { label: string; statuses: readonly (typeof projectStatuses)[number][] }>;
export type CounterCategory = keyof typeof counterCategories;
export const counterCategoryKeys = Object.keys(counterCategories) as CounterCategory[];

/** The widgets whose data comes from GET Widget?widgetType. */
export const widgetDataTypes = [
  'projectCounter',
  'totalProjects',
  'openProjects',
  'questionsSubmitted',
  'awardedValue',
  'expiredContractDocuments',
] as const;
export type WidgetDataType = (typeof widgetDataTypes)[number];

export const widgetQuerySchema = z.object({ widgetType: z.enum(widgetDataTypes, 'invalidParameter') });

const countList = z.array(z.object({ count: int }));
export const incompleteQuestionSchema = z.object({
  projectId: int,
  projectName: z.string(),
  projectNumber: z.string(),
  questionsCount: int,
});

/** One answer per widget type; "the first item of each carries count" for the counter. */
export const widgetDataSchema = z.discriminatedUnion('widgetType', [
  z.object({
    widgetType: z.literal('projectCounter'),
    ...(Object.fromEntries(counterCategoryKeys.map((key) => [key, countList])) as Record<
      CounterCategory,
      typeof countList
    >),
  }),
  z.object({ widgetType: z.literal('totalProjects'), count: int }),
  z.object({ widgetType: z.literal('openProjects'), count: int }),
  z.object({
    widgetType: z.literal('questionsSubmitted'),
    count: int,
    incompleteQuestions: z.array(incompleteQuestionSchema),
  }),
  z.object({ widgetType: z.literal('awardedValue'), amount: z.number(), count: int }),
  z.object({ widgetType: z.literal('expiredContractDocuments'), count: int }),
]);
export type WidgetData = z.infer<typeof widgetDataSchema>;

/** Calendar (001 §7 Calendar?startDate&endDate, YYYY-MM-DD, in the agency's calendar days). */
export const calendarEventTypes = [
  'closed',
  'published',
  'question-deadline',
  'site-meeting',
  'awarded',
] as const;
export type CalendarEventType = (typeof calendarEventTypes)[number];
export const calendarEventTypeNames: Record<CalendarEventType, string> = {
  closed: 'Closing',
  published: 'Published',
  'question-deadline': 'Question deadline',
  'site-meeting': 'Site meeting',
  awarded: 'Awarded',
};
/** The longest span one calendar call may ask for (a month view with its spill-over weeks fits). */
export const calendarMaxDays = 400;
/** At most three events a day in the month view, then '+N more' (000 §9); each lasts an hour. */
export const calendarEventsPerDay = 3;
export const calendarEventMinutes = 60;

export const calendarQuerySchema = z.object({ startDate: z.iso.date(), endDate: z.iso.date() });

export const calendarEventSchema = z.object({
  projectId: int,
  projectNumber: z.string(),
  projectName: z.string(),
  procurementLead: z.string().nullable(),
  /** The event's local date-time in the agency's zone (YYYY-MM-DDTHH:mm:ss). */
  calendarDate: z.string(),
  type: z.enum(calendarEventTypes),
  typeName: z.string(),
});
export type CalendarEvent = z.infer<typeof calendarEventSchema>;

/** Source Projects by Lead: one row per procurement lead, counts by status (001 §3). */
export const leadSummaryQuerySchema = z.object({
  closingWithin: closingRangeQuery(bidClosingRanges, bidClosingDefault),
});
export const leadSummaryRowSchema = z.object({
  userId: int.nullable(),
  name: z.string(),
  design: int,
  scheduled: int,
  planned: int,
  open: int,
  closed: int,
  awarded: int,
  total: int,
});
export type LeadSummaryRow = z.infer<typeof leadSummaryRowSchema>;
export const leadSummaryColumns = ['design', 'scheduled', 'planned', 'open', 'closed', 'awarded'] as const;

/** The source statuses the team-member widget filters by (001 §9: In Progress first). */
export const teamMemberStatuses = [
  'In Progress',
  'Planned',
  'Published',
  'Scheduled',
  'Closed',
  'Awarded',
  'Cancelled',
] as const;
export type TeamMemberStatus = (typeof teamMemberStatuses)[number];
export const teamMemberStatusDefault: TeamMemberStatus = 'In Progress';
export const teamMemberStatusOf: Record<TeamMemberStatus, readonly (typeof projectStatuses)[number][]> = {
  'In Progress': ['Design_Mode_Pending', 'Request_for_Approval'],
  Planned: ['Planned', 'Upcoming'],
  Published: ['Open'],
  Scheduled: ['Open_Scheduled'],
  Closed: ['Unofficial_Results', 'Closed'],
  Awarded: ['Awarded'],
  Cancelled: ['Cancelled'],
};

/** Source Projects by Team Member (001 §3 Team-member project row). */
export const teamMemberQuerySchema = z.object({
  userId: z.coerce.number().pipe(idSchema('invalidParameter')).optional(),
  status: z.enum(teamMemberStatuses, 'invalidParameter').optional(),
  closingWithin: closingRangeQuery(teamMemberClosingRanges, teamMemberClosingDefault),
  start: z.coerce.number().int().min(0).max(1_000_000).default(0),
  limit: z.coerce.number().int().min(1).max(1000).default(20),
});
export const teamMemberRowSchema = z.object({
  userId: int,
  userName: z.string(),
  userRoles: z.array(z.enum(projectRoleIds)),
  projectId: int,
  projectNumber: z.string(),
  projectName: z.string(),
  phase: z.enum(projectPhases),
  typeId: z.string(),
  status: z.string(),
  publishDate: day,
  closingDate: day,
  numberOfRegisteredSuppliers: int,
  numberOfAddenda: int,
  estimatedValue: z.number().nullable(),
});
export type TeamMemberRow = z.infer<typeof teamMemberRowSchema>;

/** The file name of the team-member export (001 §7: made client side). */
export function teamMemberExportName(filtered: boolean, today: string): string {
  const [year, month, dayOfMonth] = today.split('-');
  return `Source Projects by Team Member - ${filtered ? 'Filtered' : 'All Data'} - ${month}.${dayOfMonth}.${year}.xlsx`;
}

/** The overview's projects tab: my projects with their bid dates (001 §3 My-projects row). */
export const myProjectSortColumns = [
  'projectName',
  'projectNumber',
  'bidStatus',
  'bidOpenDate',
  'bidCloseDate',
  'estimatedValue',
] as const;
export const myProjectsQuerySchema = z.object({
  start: z.coerce.number().int().min(0).max(1_000_000).default(0),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  sortcolumn: z.enum(myProjectSortColumns, 'invalidParameter').default('projectName'),
  sortdirection: z.enum(['asc', 'desc'], 'invalidParameter').default('asc'),
  dateFrom: z.iso.date().optional(),
  dateTo: z.iso.date().optional(),
  searchText: z.string().trim().max(200).optional(),
});
export type MyProjectsQuery = z.input<typeof myProjectsQuerySchema>;
export const myProjectRowSchema = z.object({
  projectId: int,
  projectName: z.string(),
  projectNumber: z.string(),
  phase: z.enum(projectPhases),
  bidStatus: z.string(),
  bidOpenDate: day,
  bidCloseDate: day,
  estimatedValue: z.number().nullable(),
});
export type MyProjectRow = z.infer<typeof myProjectRowSchema>;

/** The overview's ending tab (001 §3 Project ending). */
export const projectsEndingQuerySchema = z.object({
  start: z.coerce.number().int().min(0).max(1_000_000).default(0),
  limit: z.coerce.number().int().min(1).max(projectsEndingLimit).default(projectsEndingLimit),
  keywords: z.string().trim().max(200).optional(),
  daysUntilExpired: z.coerce.number().int().min(0).max(3650).default(projectsEndingDays),
});
export const projectEndingSchema = z.object({
  id: int,
  name: z.string(),
  number: z.string(),
  projectLead: z.string().nullable(),
  contracts: z.array(
    z.object({
      id: int,
      isTerm: z.boolean(),
      contractCategories: z.array(z.string()),
      vendors: z.array(z.string()),
      requisitioners: z.array(z.string()),
      /** The contract's term end (YYYY-MM-DD). */
      dateClosing: day,
      status: z.string(),
    }),
  ),
});
export type ProjectEnding = z.infer<typeof projectEndingSchema>;

/** Where a dashboard link to a project lands (000 §2): build to settings, contract to dates, source to companies. */
export function projectLinkOf(projectId: number, phase: (typeof projectPhases)[number]): string {
  if (phase === 'Contract') return `/projects/${projectId}/contract/dates`;
  if (phase === 'Source') return `/projects/${projectId}/source/companies`;
  // The spec names three targets; an awarding project opens its Award area.
  if (phase === 'Award') return `/projects/${projectId}/award`;
  return `/projects/${projectId}/build/settings`;
}
