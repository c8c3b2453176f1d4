import type { ActivitySortColumn } from '@procura/contract';
import { and, asc, count, desc, eq, gte, isNotNull, lt, or, type SQL, sql } from 'drizzle-orm';
import { auditEvents, projects, users, vendors } from '../../db/schema/index.ts';
import { escapeLike, tenantJoin, tenantRow } from '../../platform/query.ts';
import type { Tx } from '../../platform/tenancy.ts';

/**
 * Who acted, as the feed names them: a team member by name; a supplier (labels `vendor:…` and
 * `supplier:…`, no team member) by its company; anyone else by the event's label ('system').
 */
const userName = sql<string>`coalesce(
  nullif(trim(${users.firstName} || ' ' || ${users.lastName}), ''),
  case when ${auditEvents.actorLabel} like 'vendor:%' or ${auditEvents.actorLabel} like 'supplier:%'
    then coalesce(
      ${auditEvents.companyName},
      (select v.company_name from ${vendors} v
        where v.customer_id = "audit_events"."customer_id" and v.id = "audit_events"."vendor_id"),
      ${auditEvents.actorLabel}
    )
    else ${auditEvents.actorLabel} end
)`;

export type ActivityFilter = {
  keywords?: string | undefined;
  eventType?: string | undefined;
  companyName?: string | undefined;
  userName?: string | undefined;
  from?: Date | undefined;
  to?: Date | undefined;
};

/**
 * Whose feed: a project's (its events after the last "clear all") or a supplier's (every event
 * about the company in this agency, issue 22 §2; audit_events_vendor_idx).
 */
export type ActivityScope =
  | { customerId: number; projectId: number; clearedAt: Date | null }
  | { customerId: number; vendorId: number };

/**
 * The events the feed shows. A project's are those after its last "clear all"; the clear event
 * itself stays visible (it was written at the clearing instant), so the team sees who cleared and
 * when. A supplier's feed has no clearing.
 */
function visibleOf(scope: ActivityScope): SQL | undefined {
  if ('vendorId' in scope) {
    return and(eq(auditEvents.customerId, scope.customerId), eq(auditEvents.vendorId, scope.vendorId));
  }
  const { clearedAt } = scope;
  return and(
    eq(auditEvents.customerId, scope.customerId),
    eq(auditEvents.projectId, scope.projectId),
    clearedAt
      ? or(
          sql`${auditEvents.at} > ${clearedAt.toISOString()}::timestamptz`,
          and(
            eq(auditEvents.action, 'project.activityCleared'),
            sql`${auditEvents.at} >= ${clearedAt.toISOString()}::timestamptz`,
          ),
        )
      : undefined,
  );
}

function filtered(filter: ActivityFilter): SQL | undefined {
  const keywords = filter.keywords ? `%${escapeLike(filter.keywords)}%` : null;
  return and(
    filter.eventType ? eq(auditEvents.action, filter.eventType) : undefined,
    filter.companyName
      ? sql`lower(${auditEvents.companyName}) = ${filter.companyName.toLowerCase()}`
      : undefined,
    filter.userName ? sql`${userName} ilike ${`%${escapeLike(filter.userName)}%`}` : undefined,
    filter.from ? gte(auditEvents.at, filter.from) : undefined,
    filter.to ? lt(auditEvents.at, filter.to) : undefined,
    keywords
      ? or(
          sql`${auditEvents.action} ilike ${keywords}`,
          sql`${auditEvents.entityType} ilike ${keywords}`,
          sql`${auditEvents.companyName} ilike ${keywords}`,
          sql`${userName} ilike ${keywords}`,
          sql`${auditEvents.after}::text ilike ${keywords}`,
          sql`${auditEvents.before}::text ilike ${keywords}`,
        )
      : undefined,
  );
}

const actorJoin = tenantJoin(users.id, auditEvents.actorUserId);

const sortExpressions: Record<ActivitySortColumn, SQL | typeof auditEvents.seq> = {
  created: auditEvents.seq,
  eventType: sql`${auditEvents.action}`,
  userName: sql`lower(${userName})`,
  companyName: sql`lower(coalesce(${auditEvents.companyName}, ''))`,
};

export async function findActivity(
  tx: Tx,
  scope: ActivityScope,
  filter: ActivityFilter,
  page: { start: number; limit: number; sortColumn: ActivitySortColumn; sortDirection: 'asc' | 'desc' },
) {
  const where = and(visibleOf(scope), filtered(filter));
  const direction = page.sortDirection === 'asc' ? asc : desc;
  const rows = await tx
    .select({ event: auditEvents, userName })
    .from(auditEvents)
    .leftJoin(users, actorJoin)
    .where(where)
    .orderBy(direction(sortExpressions[page.sortColumn]), desc(auditEvents.seq))
    .offset(page.start)
    .limit(page.limit);
  const [total] = await tx
    .select({ value: count() })
    .from(auditEvents)
    .leftJoin(users, actorJoin)
    .where(where);
  return { rows, total: total?.value ?? 0 };
}

/** Counts per event type, per user and per company of the visible events, for the filter pickers. */
export async function countActivity(tx: Tx, scope: ActivityScope) {
  const where = visibleOf(scope);
  const eventTypes = await tx
    .select({ eventType: auditEvents.action, count: count() })
    .from(auditEvents)
    .where(where)
    .groupBy(auditEvents.action)
    .orderBy(auditEvents.action);
  const people = await tx
    .select({ userId: auditEvents.actorUserId, userName, count: count() })
    .from(auditEvents)
    .leftJoin(users, actorJoin)
    .where(where)
    .groupBy(auditEvents.actorUserId, userName)
    .orderBy(userName);
  const companies = await tx
    .select({ companyName: sql<string>`${auditEvents.companyName}`, count: count() })
    .from(auditEvents)
    .where(and(where, isNotNull(auditEvents.companyName)))
    .groupBy(auditEvents.companyName)
    .orderBy(auditEvents.companyName);
  return { eventTypes, people, companies };
}

export async function setActivityClearedAt(tx: Tx, customerId: number, projectId: number, at: Date) {
  await tx
    .update(projects)
    .set({ activityClearedAt: at })
    .where(tenantRow(projects.id, customerId, projectId));
}
