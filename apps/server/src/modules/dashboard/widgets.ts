import {
  type CounterCategory,
  counterCategories,
  counterCategoryKeys,
  type WidgetData,
  type WidgetDataType,
} from '@procura/contract';
import type { AppContext } from '../../platform/context.ts';
import { type Actor, inTenant, type Tx } from '../../platform/tenancy.ts';
import { countNodeDocuments } from '../contracts/index.ts';
import { agencyToday } from '../customers/index.ts';
import {
  countIncompleteQuestionsByProject,
  countMyProjects,
  countNodeProjectsByStatus,
  countShownContracts,
  sumAwardedValue,
} from './widget-queries.ts';

/**
 * The numbers of the dashboard's count widgets (001 §3 Widget data; GET Widget?widgetType). The
 * counter reads the whole node; the "My" widgets read the projects the user leads or is on the
 * team of (my-projects.ts).
 */

/**
 * The counter's seven categories. The contract categories count contracts by the status they show
 * on the agency's today, as contractStatusOn and shownStatus read it (000 §4): a started contract
 * is Active until its term end has passed, then under Warranty while a warranty period lasts.
 */
async function projectCounter(tx: Tx, actor: Actor, today: string): Promise<WidgetData> {
  const byStatus = await countNodeProjectsByStatus(tx, actor);
  const shown = await countShownContracts(tx, actor, today);
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
  const rows = await countIncompleteQuestionsByProject(tx, actor);
  return {
    widgetType: 'questionsSubmitted',
    count: rows.reduce((sum, row) => sum + row.questionsCount, 0),
    incompleteQuestions: rows,
  };
}

/** My Awarded projects and the sum of their award amounts. */
async function awardedValue(tx: Tx, actor: Actor): Promise<WidgetData> {
  const row = await sumAwardedValue(tx, actor);
  return { widgetType: 'awardedValue', amount: Number(row?.amount ?? 0), count: row?.count ?? 0 };
}

/** GET Widget?widgetType: one widget's numbers. */
export async function widgetData(ctx: AppContext, actor: Actor, type: WidgetDataType): Promise<WidgetData> {
  return inTenant(ctx.db, actor.customerId, async (tx) => {
    switch (type) {
      case 'projectCounter':
        return projectCounter(tx, actor, await agencyToday(tx, actor.customerId, ctx.clock.now()));
      case 'totalProjects':
        return { widgetType: type, count: await countMyProjects(tx, actor) };
      case 'openProjects':
        return {
          widgetType: type,
          count: await countMyProjects(tx, actor, 'Open'),
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
