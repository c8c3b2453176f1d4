import {
  type ActivityAggregates,
  type ActivityEvent,
  type ActivitySortColumn,
  activityEventTypeName,
  activityExportMaxRows,
  describeActivity,
  type Language,
  LocalTimeError,
  zonedLocalToUtc,
} from '@procura/contract';
import type { AppContext } from '../../platform/context.ts';
import { badRequest } from '../../platform/errors.ts';
import { inTenant, type Tx } from '../../platform/tenancy.ts';
import { agencyTimeZone } from '../customers/index.ts';
import { type ProjectActor, recordProjectEvent } from '../project-team/index.ts';
import { findProject } from '../projects/index.ts';
import {
  type ActivityFilter,
  type ActivityScope,
  countActivity,
  findActivity,
  setActivityClearedAt,
} from './queries.ts';

/**
 * The project's activity feed: its audit events after the last "clear all", each described in a
 * sentence. Clearing hides, never deletes: the audit trail is hash-chained and stays whole.
 */

export type ActivityQuery = {
  keywords?: string | undefined;
  eventType?: string | undefined;
  companyName?: string | undefined;
  userName?: string | undefined;
  /** 'YYYY-MM-DD' (a day in the agency's time zone) or an ISO instant. */
  dateFrom?: string | undefined;
  dateTo?: string | undefined;
  start: number;
  limit: number;
  sortColumn: ActivitySortColumn;
  sortDirection: 'asc' | 'desc';
};

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The instant a date filter stands for: a day starts at midnight in the agency's zone, and an
 * end day is inclusive (the range runs to the next midnight).
 */
function boundOf(value: string | undefined, timeZone: string, end: boolean): Date | undefined {
  if (!value) return undefined;
  if (!DAY.test(value)) return new Date(value);
  try {
    const start = zonedLocalToUtc(`${value}T00:00`, timeZone);
    if (!end) return start;
    const next = new Date(
      Date.UTC(Number(value.slice(0, 4)), Number(value.slice(5, 7)) - 1, Number(value.slice(8)) + 1),
    );
    return zonedLocalToUtc(`${next.toISOString().slice(0, 10)}T00:00`, timeZone);
  } catch (error) {
    if (error instanceof LocalTimeError) throw badRequest(error.key);
    throw error;
  }
}

async function scopeOf(tx: Tx, actor: ProjectActor, projectId: number) {
  const project = await findProject(tx, actor, projectId);
  return {
    customerId: actor.customerId,
    projectId: project.id,
    clearedAt: project.activityClearedAt,
    project,
  };
}

async function filterOf(tx: Tx, customerId: number, query: ActivityQuery): Promise<ActivityFilter> {
  const timeZone = await agencyTimeZone(tx, customerId);
  const from = boundOf(query.dateFrom, timeZone, false);
  const to = boundOf(query.dateTo, timeZone, true);
  // 000 §5: the start date may not be after the end date.
  if (from && to && from.getTime() >= to.getTime()) throw badRequest('searchDateRangeInvalid');
  return {
    keywords: query.keywords,
    eventType: query.eventType,
    companyName: query.companyName,
    userName: query.userName,
    from,
    to,
  };
}

type Found = Awaited<ReturnType<typeof findActivity>>['rows'][number];

function present({ event, userName }: Found, language: Language): ActivityEvent {
  return {
    id: event.seq,
    created: new Date(event.at).toISOString(),
    eventType: event.action,
    eventTypeName: activityEventTypeName(event.action, language),
    description: describeActivity({ ...event, actorName: userName }, language),
    userId: event.actorUserId,
    userName,
    companyName: event.companyName,
  };
}

/** GET AuditEvents/Search: a page of the feed, filtered and sorted, with the total. */
export async function searchActivity(
  ctx: AppContext,
  actor: ProjectActor,
  projectId: number,
  query: ActivityQuery,
  language: Language,
) {
  return inTenant(ctx.db, actor.customerId, async (tx) => {
    const scope = await scopeOf(tx, actor, projectId);
    const filter = await filterOf(tx, actor.customerId, query);
    const { rows, total } = await findActivity(tx, scope, filter, query);
    return { values: rows.map((row) => present(row, language)), total };
  });
}

/** Every matching event (up to the export cap) for the spreadsheet, newest first unless sorted. */
export async function activityForExport(
  ctx: AppContext,
  actor: ProjectActor,
  projectId: number,
  query: ActivityQuery,
  language: Language,
) {
  return inTenant(ctx.db, actor.customerId, async (tx) => {
    const scope = await scopeOf(tx, actor, projectId);
    const filter = await filterOf(tx, actor.customerId, query);
    const { rows } = await findActivity(tx, scope, filter, {
      ...query,
      start: 0,
      limit: activityExportMaxRows,
    });
    const timeZone = await agencyTimeZone(tx, actor.customerId);
    return { project: scope.project, timeZone, events: rows.map((row) => present(row, language)) };
  });
}

/** GET AuditEvents/ActivityAggregates: what the filter pickers offer, with counts. */
export async function activityAggregates(
  ctx: AppContext,
  actor: ProjectActor,
  projectId: number,
  language: Language,
): Promise<ActivityAggregates> {
  return inTenant(ctx.db, actor.customerId, async (tx) => {
    const scope = await scopeOf(tx, actor, projectId);
    return aggregatesOf(await countActivity(tx, scope), scope.clearedAt, language);
  });
}

function aggregatesOf(
  counts: Awaited<ReturnType<typeof countActivity>>,
  clearedAt: Date | null,
  language: Language,
): ActivityAggregates {
  return {
    eventTypes: counts.eventTypes.map((row) => ({
      eventType: row.eventType,
      name: activityEventTypeName(row.eventType, language),
      count: row.count,
    })),
    users: counts.people.map((row) => ({ userId: row.userId, userName: row.userName, count: row.count })),
    companies: counts.companies,
    clearedAt: clearedAt?.toISOString() ?? null,
  };
}

/*
 * A supplier's feed (issue 22 §2: AuditEvents/VendorAggregates and SearchByVendor): every event
 * recorded with the supplier's vendorId, filtered as a project's feed is. The vendors area finds
 * the supplier first (another agency's answers like a missing one) and calls these in its
 * transaction.
 */

/** A page of the supplier's feed, filtered and sorted, with the total. */
export async function searchVendorActivity(
  tx: Tx,
  customerId: number,
  vendorId: number,
  query: ActivityQuery,
  language: Language,
) {
  const scope: ActivityScope = { customerId, vendorId };
  const { rows, total } = await findActivity(tx, scope, await filterOf(tx, customerId, query), query);
  return { values: rows.map((row) => present(row, language)), total };
}

/** Every matching event of the supplier's feed (up to the export cap), with the agency's zone. */
export async function vendorActivityForExport(
  tx: Tx,
  customerId: number,
  vendorId: number,
  query: ActivityQuery,
  language: Language,
) {
  const scope: ActivityScope = { customerId, vendorId };
  const { rows } = await findActivity(tx, scope, await filterOf(tx, customerId, query), {
    ...query,
    start: 0,
    limit: activityExportMaxRows,
  });
  return {
    timeZone: await agencyTimeZone(tx, customerId),
    events: rows.map((row) => present(row, language)),
  };
}

/** What the supplier feed's filter pickers offer, with counts (a supplier's feed is never cleared). */
export async function vendorActivityAggregates(
  tx: Tx,
  customerId: number,
  vendorId: number,
  language: Language,
): Promise<ActivityAggregates> {
  return aggregatesOf(await countActivity(tx, { customerId, vendorId }), null, language);
}

/**
 * "Clear all": the feed starts afresh from now. Events stay in the audit trail (the chain must
 * verify); the clearing is itself an event, the first the cleared feed shows.
 */
export async function clearActivity(ctx: AppContext, actor: ProjectActor, projectId: number) {
  await inTenant(ctx.db, actor.customerId, async (tx) => {
    const project = await findProject(tx, actor, projectId, { forUpdate: true });
    const at = ctx.clock.now();
    await setActivityClearedAt(tx, actor.customerId, project.id, at);
    await recordProjectEvent(tx, ctx, actor, project.id, {
      action: 'project.activityCleared',
      entityType: 'project',
      entityId: project.id,
      before: { activityClearedAt: project.activityClearedAt },
      after: { activityClearedAt: at },
    });
  });
}
