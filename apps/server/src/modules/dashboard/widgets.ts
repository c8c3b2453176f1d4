import {
  type CounterCategory,
  counterCategories,
  counterCategoryKeys,
  type WidgetData,
  type WidgetDataType,
} from '@procura/contract';
import { and, asc, count, countDistinct, desc, eq, type SQL, sql } from 'drizzle-orm';
import { awards, contracts, projects, tenders, vendorQuestions } from '../../db/schema/index.ts';
import type { AppContext } from '../../platform/context.ts';
import { tenantJoin } from '../../platform/query.ts';
import { type Actor, inTenant, type Tx } from '../../platform/tenancy.ts';
import { agencyToday, countNodeDocuments } from '../contracts/index.ts';
import { myProjects, nodeProjects } from './my-projects.ts';

/**
 * The numbers of the dashboard's count widgets (001 §3 Widget data; GET Widget?widgetType). The
 * counter reads the whole node; the "My" widgets read the projects the user leads or is on the
 * team of (my-projects.ts).
 */

async function countProjects(tx: Tx, where: SQL): Promise<number> {
  const [row] = await tx.select({ value: count() }).from(projects).where(where);
  return row?.value ?? 0;
}

/**
 * The counter's seven categories. The contract categories count contracts by the status they show
 * on the agency's today, as contractStatusOn and shownStatus read it (000 §4): a started contract
 * is Active until its term end has passed, then under Warranty while a warranty period lasts.
 */
async function projectCounter(tx: Tx, actor: Actor, today: string): Promise<WidgetData> {
  const byStatus = await tx
    .select({ status: projects.status, value: count() })
    .from(projects)
    .where(nodeProjects(actor))
    .groupBy(projects.status);
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
  const counts: Record<CounterCategory, number> = {
    ...(Object.fromEntries(
      counterCategoryKeys.map((key) => {
        const statuses: readonly string[] = counterCategories[key].statuses;
        const total = byStatus
          .filter((row) => statuses.includes(row.status))
          .reduce((sum, row) => sum + row.value, 0);
        return [key, total];
      }),
    ) as Record<CounterCategory, number>),
    allActiveProjects: shown?.active ?? 0,
    allWarrantyProjects: shown?.warranty ?? 0,
  };
  return {
    widgetType: 'projectCounter',
    ...(Object.fromEntries(counterCategoryKeys.map((key) => [key, [{ count: counts[key] }]])) as Record<
      CounterCategory,
      { count: number }[]
    >),
  };
}

/** Unanswered (Incomplete) supplier questions on my projects, one row per project, most first. */
async function questionsSubmitted(tx: Tx, actor: Actor): Promise<WidgetData> {
  const questionsCount = count(vendorQuestions.id);
  const rows = await tx
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
  return {
    widgetType: 'questionsSubmitted',
    count: rows.reduce((sum, row) => sum + row.questionsCount, 0),
    incompleteQuestions: rows,
  };
}

/**
 * My Awarded projects and the sum of their award amounts, added up as numeric so cents stay exact:
 * one pass over my projects, each joined to its source's awards (a project may award several
 * suppliers, so its projects are counted distinct).
 */
async function awardedValue(tx: Tx, actor: Actor): Promise<WidgetData> {
  const [row] = await tx
    .select({
      count: countDistinct(projects.id),
      amount: sql<string>`coalesce(sum(${awards.awardAmount}), 0)::numeric(17, 2)::text`,
    })
    .from(projects)
    .leftJoin(tenders, tenantJoin(tenders.projectId, projects.id))
    .leftJoin(awards, tenantJoin(awards.tenderId, tenders.id))
    .where(and(myProjects(actor), eq(projects.status, 'Awarded')));
  return { widgetType: 'awardedValue', amount: Number(row?.amount ?? 0), count: row?.count ?? 0 };
}

/** GET Widget?widgetType: one widget's numbers. */
export async function widgetData(ctx: AppContext, actor: Actor, type: WidgetDataType): Promise<WidgetData> {
  return inTenant(ctx.db, actor.customerId, async (tx) => {
    switch (type) {
      case 'projectCounter':
        return projectCounter(tx, actor, await agencyToday(tx, actor.customerId, ctx.clock.now()));
      case 'totalProjects':
        return { widgetType: type, count: await countProjects(tx, myProjects(actor)) };
      case 'openProjects':
        return {
          widgetType: type,
          count: await countProjects(tx, and(myProjects(actor), eq(projects.status, 'Open')) as SQL),
        };
      case 'questionsSubmitted':
        return questionsSubmitted(tx, actor);
      case 'awardedValue':
        return awardedValue(tx, actor);
      case 'expiredContractDocuments': {
        const today = await agencyToday(tx, actor.customerId, ctx.clock.now());
        return { widgetType: type, count: await countNodeDocuments(tx, actor, 'expired', today) };
      }
    }
  });
}
