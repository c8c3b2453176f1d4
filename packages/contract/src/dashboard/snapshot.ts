/**
 * The project snapshot (000 §2 /projects/{id}/snapshot, "Project snapshot widgets"): one answer
 * for eight widgets (Estimated vs Actual, Milestones, Overview, Supplier Questions, Quick Reports,
 * Stats, Suppliers, Team), and the rules both sides read off it: which key dates are milestones and
 * in what order, the "no date" sentinel, days until closing, the estimate's variance, and which of
 * the project's reports its state allows.
 */
import { z } from 'zod';
import { daysBetween } from '../contracts/dates.ts';
import { formatDecimal, parseDecimal } from '../forms/decimal.ts';
import type { RouteName } from '../permissions/route-names.ts';
import { utcToZonedLocal } from '../projects/dates-zone.ts';
import { classifications, procurementMethods, projectPhases } from '../projects/schemas.ts';
import { type ProjectStatus, projectStatuses, projectTypes } from '../projects/status.ts';
import { projectPersonSchema, projectRoleIds } from '../projects/team.ts';
import { idParamSchema } from '../validation/ids.ts';

const int = z.number().int();
const count = int.min(0);

export const snapshotQuerySchema = z.object({ projectId: idParamSchema('invalidProjectId') });

/**
 * Money as the database sums it: exact decimal text with two decimals ('1234.50'). A sum of many
 * awards or orders may pass what a JavaScript number holds to the cent, so it never becomes one.
 */
export const snapshotMoneySchema = z.string().regex(/^-?\d{1,20}\.\d{2}$/);
const money = snapshotMoneySchema.nullable();

/** How many plan takers the Suppliers widget lists; the total says how many more there are. */
export const snapshotSupplierLimit = 10;

// ---------------------------------------------------------------------------------------------
// Milestones

/** The key dates of a project, in the order they happen on one day (a day's ties read this way). */
export const milestoneKeys = [
  'created',
  'published',
  'questionDeadline',
  'siteMeeting',
  'closing',
  'opened',
  'estimatedAward',
  'awarded',
  'contractStart',
  'contractEnd',
] as const;
export type MilestoneKey = (typeof milestoneKeys)[number];

export const milestoneSchema = z.object({
  key: z.enum(milestoneKeys),
  /** An instant (ISO 8601, UTC) or, when `allDay`, a calendar day of the agency ('YYYY-MM-DD'). */
  date: z.string(),
  allDay: z.boolean(),
  /** The date has come (and, past creation, the project has been published). */
  done: z.boolean(),
  /** A site meeting's id (its sign-in sheet) and description; null and '' for other dates. */
  meetingId: int.nullable(),
  label: z.string(),
});
export type Milestone = z.infer<typeof milestoneSchema>;

/** A date as the database holds it: an instant, a calendar day ('YYYY-MM-DD'), or none. */
export type MilestoneCandidate = {
  key: MilestoneKey;
  date: Date | string | null;
  meetingId?: number;
  label?: string;
};

/**
 * Whether a stored date means "no date": empty, or in the year 9999 or later (000 §3 "dates beyond
 * year 9999 are treated as empty"; 000 §9 the sentinel 9999-12-31T23:59:59). An instant stored from
 * the sentinel's local time may land in year 10000 in UTC, which is later still.
 */
export function isNoDate(date: Date | string | null | undefined): boolean {
  if (date === null || date === undefined || date === '') return true;
  if (date instanceof Date) return Number.isNaN(date.getTime()) || date.getUTCFullYear() >= 9999;
  const year = /^([+-]?\d{4,6})-/.exec(date)?.[1];
  return year === undefined || Number(year) >= 9999;
}

/** Statuses in which nothing but the creation has happened yet: dates ahead are plans, not events. */
const beforePublication: readonly ProjectStatus[] = [
  'Design_Mode_Pending',
  'Request_for_Approval',
  'Open_Scheduled',
  'Planned',
  'Upcoming',
  'Template',
];

/**
 * The project's milestones in the order they fall: by the agency's calendar day, then on one day the
 * timed ones by time before the all-day ones (award and contract days), those by `milestoneKeys`.
 * Dates that mean "no date" are left out. A milestone is done once its date has come (an all-day one
 * on its day), except that before publication only the creation is.
 */
export function buildMilestones(
  candidates: readonly MilestoneCandidate[],
  context: { now: Date; timeZone: string; status: ProjectStatus },
): Milestone[] {
  const today = utcToZonedLocal(context.now, context.timeZone).slice(0, 10);
  const planning = beforePublication.includes(context.status);
  const rows = candidates.flatMap((candidate) => {
    const { date } = candidate;
    if (date === null || isNoDate(date)) return [];
    const allDay = typeof date === 'string';
    const day = allDay ? date.slice(0, 10) : utcToZonedLocal(date, context.timeZone).slice(0, 10);
    const reached = allDay ? day <= today : date.getTime() <= context.now.getTime();
    const milestone: Milestone = {
      key: candidate.key,
      date: allDay ? day : date.toISOString(),
      allDay,
      done: reached && (candidate.key === 'created' || !planning),
      meetingId: candidate.meetingId ?? null,
      label: candidate.label ?? '',
    };
    return [{ milestone, day, time: allDay ? 0 : date.getTime() }];
  });
  const rank = (key: MilestoneKey) => milestoneKeys.indexOf(key);
  rows.sort(
    (a, b) =>
      a.day.localeCompare(b.day) ||
      Number(a.milestone.allDay) - Number(b.milestone.allDay) ||
      a.time - b.time ||
      rank(a.milestone.key) - rank(b.milestone.key) ||
      (a.milestone.meetingId ?? 0) - (b.milestone.meetingId ?? 0),
  );
  return rows.map((row) => row.milestone);
}

/** The first milestone still ahead, which the widget marks as next; null when all are done. */
export function nextMilestone(milestones: readonly Milestone[]): Milestone | null {
  return milestones.find((milestone) => !milestone.done) ?? null;
}

/**
 * Calendar days from today to the closing day, both on the agency's calendar: 0 on closing day,
 * negative once past, null without a closing date (or with the sentinel).
 */
export function daysUntilClosing(closing: Date | null, now: Date, timeZone: string): number | null {
  if (closing === null || isNoDate(closing)) return null;
  const day = (at: Date) => utcToZonedLocal(at, timeZone).slice(0, 10);
  return daysBetween(day(now), day(closing));
}

// ---------------------------------------------------------------------------------------------
// The answer

const person = projectPersonSchema;

export const snapshotOverviewSchema = z.object({
  id: int,
  number: z.string(),
  name: z.string(),
  type: z.enum(projectTypes),
  phase: z.enum(projectPhases),
  status: z.enum(projectStatuses),
  statusLabel: z.string(),
  /** The source's status as 000 §4 names it (In Progress, Published, Closed...). */
  sourceStatus: z.string(),
  procurementMethod: z.enum(procurementMethods),
  isPlanned: z.boolean(),
  department: z.string().nullable(),
  division: z.string().nullable(),
  /** The procurement lead (projectLead) and the department's project lead. */
  lead: person.nullable(),
  departmentLead: person.nullable(),
  classification: z.enum(classifications).nullable(),
  estimatedValue: money,
  estimatedAnnualValue: money,
  createdAt: z.string(),
  createdBy: person.nullable(),
  /** The project's description as typed (plain text, line breaks kept). */
  description: z.string(),
});

export const snapshotValuesSchema = z.object({
  estimatedValue: money,
  estimatedAnnualValue: money,
  /** Companies awarded, and the sum of their award amounts (null when none has an amount). */
  awardCount: count,
  awardedTotal: money,
  /** Sums of the awards' actual total project and annual values (null when none has one). */
  actualTotalProjectValue: money,
  actualTotalAnnualValue: money,
  contract: z
    .object({
      id: int,
      status: z.string(),
      amount: money,
      contigencyAmount: money,
      purchaseOrderCount: count,
      purchaseOrderTotal: snapshotMoneySchema,
    })
    .nullable(),
});

export const snapshotQuestionsSchema = z.object({
  total: count,
  /** Complete questions (answered); the rest are Incomplete. */
  answered: count,
  unanswered: count,
});

export const snapshotStatsSchema = z.object({
  planTakers: count,
  /** Document and addendum downloads by plan takers (each one recorded). */
  downloads: count,
  /**
   * Complete bids received: the one number the Submissions tab shows before closing (decision 140),
   * never who sent them.
   */
  submissions: count,
  /** No-bid responses, once the source has closed (null before: the tab lists no one until then). */
  noBids: count.nullable(),
  addenda: count,
  meetings: count,
  closingDate: z.string().nullable(),
  daysUntilClosing: int.nullable(),
});

export const snapshotSourceSchema = z.object({
  tenderId: int,
  isClosed: z.boolean(),
  priceUnsealed: z.boolean(),
  submissionUnsealed: z.boolean(),
  /** The source has a compliance checklist (the Compliance export has rows to show). */
  hasCompliance: z.boolean(),
  meetings: z.array(z.object({ id: int, description: z.string(), date: z.string().nullable() })),
});

export const snapshotSupplierSchema = z.object({
  id: int,
  companyName: z.string(),
  contactName: z.string(),
  registeredAt: z.string(),
  addedByBuyer: z.boolean(),
  /** Whether the company has a complete bid: known once the source has closed, null before. */
  submitted: z.boolean().nullable(),
});

export const snapshotSuppliersSchema = z.object({
  total: count,
  /** False when the viewer may not view the Source area: the count shows, the companies do not. */
  visible: z.boolean(),
  items: z.array(snapshotSupplierSchema),
});

export const snapshotTeamSchema = z.object({
  lead: person.nullable(),
  members: z.array(
    z.object({ person: person.extend({ email: z.string() }), roles: z.array(z.enum(projectRoleIds)) }),
  ),
});

export const projectSnapshotSchema = z.object({
  overview: snapshotOverviewSchema,
  estimatedVsActual: snapshotValuesSchema,
  milestones: z.array(milestoneSchema),
  supplierQuestions: snapshotQuestionsSchema,
  stats: snapshotStatsSchema,
  /** The project's source; null for a project without one. */
  source: snapshotSourceSchema.nullable(),
  suppliers: snapshotSuppliersSchema,
  team: snapshotTeamSchema,
  /** The agency's time zone, in which the widgets show dates. */
  timeZone: z.string(),
});
export type ProjectSnapshot = z.infer<typeof projectSnapshotSchema>;
export type SnapshotValues = z.infer<typeof snapshotValuesSchema>;

// ---------------------------------------------------------------------------------------------
// Rules read off the answer

/**
 * How far `actual` is from `estimate`: the exact difference (positive when over) and the percentage
 * of the estimate, one decimal; null when either is missing. A zero estimate has no percentage.
 */
export function snapshotVariance(
  estimate: string | null,
  actual: string | null,
): { amount: string; percent: number | null } | null {
  const from = parseDecimal(estimate);
  const to = parseDecimal(actual);
  if (from === null || to === null) return null;
  const difference = to - from;
  // Tenths of a percent, rounded half away from zero, in integers so no float drifts.
  const tenths = from === 0n ? null : (difference * 2000n + (difference < 0n ? -from : from)) / (2n * from);
  return { amount: formatDecimal(difference, 2), percent: tenths === null ? null : Number(tenths) / 10 };
}

export const quickReportKeys = [
  'projectSummary',
  'registeredSuppliers',
  'supplierActivity',
  'supplierQuestions',
  'signInSheet',
  'openingSheet',
  'bidAnalysis',
  'compliance',
  'noBid',
  'activity',
] as const;
export type QuickReportKey = (typeof quickReportKeys)[number];

/** A report the Quick Reports widget offers; a sign-in sheet names its meeting. */
export type QuickReport = {
  key: QuickReportKey;
  /** The route whose view right the report's call needs. */
  routeName: RouteName;
  meeting?: { id: number; description: string; date: string | null };
};

/**
 * The project's reports that exist in its state, as their calls accept them: the opening sheet and
 * the no-bid list once the source has closed, the bid analysis once prices are unsealed too, the
 * compliance grid once closed with a checklist, the lists of plan takers and questions once there
 * are some, a sign-in sheet per meeting, the project summary with a source; the activity feed always.
 */
export function snapshotQuickReports(
  snapshot: Pick<ProjectSnapshot, 'source' | 'stats' | 'supplierQuestions'>,
): QuickReport[] {
  const source = 'project.source' as const;
  const reports: QuickReport[] = [];
  const { stats } = snapshot;
  const tender = snapshot.source;
  if (tender) {
    reports.push({ key: 'projectSummary', routeName: source });
    if (stats.planTakers > 0) {
      reports.push({ key: 'registeredSuppliers', routeName: source });
      reports.push({ key: 'supplierActivity', routeName: source });
    }
    if (snapshot.supplierQuestions.total > 0) reports.push({ key: 'supplierQuestions', routeName: source });
    for (const meeting of tender.meetings) reports.push({ key: 'signInSheet', routeName: source, meeting });
    if (tender.isClosed) {
      reports.push({ key: 'openingSheet', routeName: source });
      if (tender.priceUnsealed) reports.push({ key: 'bidAnalysis', routeName: source });
      if (tender.hasCompliance) reports.push({ key: 'compliance', routeName: source });
      if ((stats.noBids ?? 0) > 0) reports.push({ key: 'noBid', routeName: source });
    }
  }
  reports.push({ key: 'activity', routeName: 'project' });
  return reports;
}
