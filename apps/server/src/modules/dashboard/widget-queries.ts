import type { CalendarEventType } from '@procura/contract';
import {
  and,
  asc,
  count,
  countDistinct,
  desc,
  eq,
  gte,
  inArray,
  lt,
  min,
  notInArray,
  type SQL,
  sql,
} from 'drizzle-orm';
import { type PgColumn, unionAll } from 'drizzle-orm/pg-core';
import {
  awards,
  contracts,
  projects,
  tenderMeetings,
  tenders,
  users,
  vendorQuestions,
} from '../../db/schema/index.ts';
import { tenantJoin } from '../../platform/query.ts';
import type { Actor, Tx } from '../../platform/tenancy.ts';
import { myProjects, nodeProjects } from './my-projects.ts';

/* The SQL of the count widgets and the Important Dates calendar. */

// ---- Count widgets ----

/** My projects, or those of them in one status. */
export async function countMyProjects(tx: Tx, actor: Actor, status?: 'Open'): Promise<number> {
  const where =
    status === undefined ? myProjects(actor) : (and(myProjects(actor), eq(projects.status, status)) as SQL);
  const [row] = await tx.select({ value: count() }).from(projects).where(where);
  return row?.value ?? 0;
}

/** The node's projects counted per status. */
export async function countNodeProjectsByStatus(tx: Tx, actor: Actor) {
  return tx
    .select({ status: projects.status, value: count() })
    .from(projects)
    .where(nodeProjects(actor))
    .groupBy(projects.status);
}

/**
 * The node's Active contracts counted by the status they show on `today`: Active until the term
 * end has passed, then Warranty while a warranty period lasts.
 */
export async function countShownContracts(tx: Tx, actor: Actor, today: string) {
  const [shown] = await tx
    .select({
      active:
        sql<number>`count(*) filter (where ${contracts.termEnd} is null or ${contracts.termEnd} >= ${today})`.mapWith(
          Number,
        ),
      warranty: sql<number>`count(*) filter (where ${contracts.termEnd} < ${today}
        and ${contracts.hasWarrantyPeriod} and ${contracts.warrantyEnd} >= ${today})`.mapWith(Number),
    })
    .from(contracts)
    .innerJoin(projects, tenantJoin(projects.id, contracts.projectId))
    .where(and(nodeProjects(actor), eq(contracts.status, 'Active')));
  return shown;
}

/** Unanswered (Incomplete) supplier questions on my projects, one row per project, most first. */
export async function countIncompleteQuestionsByProject(tx: Tx, actor: Actor) {
  const questionsCount = count(vendorQuestions.id);
  return tx
    .select({
      projectId: projects.id,
      projectName: projects.name,
      projectNumber: projects.number,
      questionsCount,
    })
    .from(vendorQuestions)
    .innerJoin(tenders, tenantJoin(tenders.id, vendorQuestions.tenderId))
    .innerJoin(projects, tenantJoin(projects.id, tenders.projectId))
    .where(and(myProjects(actor), eq(vendorQuestions.status, 'Incomplete')))
    .groupBy(projects.id, projects.name, projects.number)
    .orderBy(desc(questionsCount), asc(projects.number), asc(projects.id));
}

/**
 * My Awarded projects and the sum of their award amounts, added up as numeric so cents stay exact:
 * one pass over my projects, each joined to its source's awards (a project may award several
 * suppliers, so its projects are counted distinct).
 */
export async function sumAwardedValue(tx: Tx, actor: Actor) {
  const [row] = await tx
    .select({
      count: countDistinct(projects.id),
      amount: sql<string>`coalesce(sum(${awards.awardAmount}), 0)::numeric(17, 2)::text`,
    })
    .from(projects)
    .leftJoin(tenders, tenantJoin(tenders.projectId, projects.id))
    .leftJoin(awards, tenantJoin(awards.tenderId, tenders.id))
    .where(and(myProjects(actor), eq(projects.status, 'Awarded')));
  return row;
}

// ---- The calendar ----

export type CalendarRange = { startDate: string; endDate: string };

const DAY = 86_400_000;
// Instants outside these years are no dates the calendar can show (9999 is the no-date sentinel's).
const earliest = Date.UTC(1000, 0, 1);
const sentinelYear = Date.UTC(9999, 0, 1);

/**
 * The instants the range can hold in any zone: a local day starts at most 14 hours from UTC
 * midnight, so a day each side is enough; each instant is then kept by its local day.
 */
function window(range: CalendarRange) {
  const from = Math.max(Date.parse(`${range.startDate}T00:00:00Z`) - DAY, earliest);
  const to = Math.min(Date.parse(`${range.endDate}T00:00:00Z`) + 2 * DAY, sentinelYear);
  return (column: PgColumn): SQL => and(gte(column, new Date(from)), lt(column, new Date(to))) as SQL;
}

/** A date of a project: an instant, or an award's calendar day. */
export type Dated = { projectId: number; type: CalendarEventType; at: Date | null; day: string | null };

/**
 * Every date of my shown projects in the window, in one statement: "my" projects and their
 * sources are found once (each CTE is read more than once, so PostgreSQL materializes it), then
 * the five kinds of date are read from them. Three statements each finding "my" projects again
 * took about twice as long at 100k projects (bench/RESULTS.md, Dashboard widgets).
 */
export async function findDatesOfMyProjects(tx: Tx, actor: Actor, range: CalendarRange): Promise<Dated[]> {
  const inWindow = window(range);
  // Cancelled and terminated projects have no dates to keep.
  const mine = tx.$with('mine').as(
    tx
      .select({ id: projects.id })
      .from(projects)
      .where(and(myProjects(actor), notInArray(projects.status, ['Cancelled', 'Terminated']))),
  );
  const sources = tx.$with('sources').as(
    tx
      .select({
        tenderId: tenders.id,
        projectId: tenders.projectId,
        published: tenders.dateAvailable,
        closed: tenders.dateClosing,
        questionDeadline: tenders.questionDeadline,
      })
      .from(tenders)
      .innerJoin(mine, and(eq(tenders.customerId, actor.customerId), eq(tenders.projectId, mine.id))),
  );
  const noDay = sql<string | null>`null::date`.as('day');
  const instant = (type: CalendarEventType, at: SQL | PgColumn) => ({
    projectId: sources.projectId,
    type: sql<CalendarEventType>`${type}::text`.as('type'),
    at: sql<Date | null>`${at}`.mapWith(tenders.dateClosing).as('at'),
    day: noDay,
  });
  const tenderDate = (type: CalendarEventType, column: PgColumn) =>
    tx.select(instant(type, column)).from(sources).where(inWindow(column));
  const first = min(awards.awardDate);
  const dated = unionAll(
    tenderDate('published', sources.published),
    tenderDate('closed', sources.closed),
    tenderDate('question-deadline', sources.questionDeadline),
    tx
      .select(instant('site-meeting', tenderMeetings.date))
      .from(tenderMeetings)
      .innerJoin(
        sources,
        and(eq(tenderMeetings.customerId, actor.customerId), eq(tenderMeetings.tenderId, sources.tenderId)),
      )
      .where(inWindow(tenderMeetings.date)),
    // Each project's earliest award day, when it falls in the range (a sentinel day is no award day).
    tx
      .select({
        projectId: sources.projectId,
        type: sql<CalendarEventType>`'awarded'::text`.as('type'),
        at: sql<Date | null>`null::timestamptz`.mapWith(tenders.dateClosing).as('at'),
        day: sql<string | null>`${first}`.as('day'),
      })
      .from(awards)
      .innerJoin(sources, and(eq(awards.customerId, actor.customerId), eq(awards.tenderId, sources.tenderId)))
      .where(lt(awards.awardDate, '9999-01-01'))
      .groupBy(sources.projectId)
      .having(sql`${first} between ${range.startDate} and ${range.endDate}`),
  );
  return tx.with(mine, sources).select().from(dated.as('dated'));
}

/** The projects `ids` with their procurement lead's name (null when there is none). */
export async function findProjectsWithLead(tx: Tx, customerId: number, ids: number[]) {
  return tx
    .select({
      id: projects.id,
      number: projects.number,
      name: projects.name,
      leadFirst: users.firstName,
      leadLast: users.lastName,
    })
    .from(projects)
    .leftJoin(users, tenantJoin(users.id, projects.projectLeadId))
    .where(and(eq(projects.customerId, customerId), inArray(projects.id, ids)));
}
