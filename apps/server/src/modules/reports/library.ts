import {
  type BuiltInReport,
  type BuiltInReportName,
  builtInReports,
  type FeatureFlag,
  isFeatureEnabled,
  type ReportCategoryCount,
  type ReportFavorite,
  type ReportNameEntry,
  type RouteName,
  reportCategories,
} from '@procura/contract';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { type Actor, inTenant, type Tx } from '../../platform/tenancy.ts';
import { findNodes } from '../customers/index.ts';
import { currentFeatureFlags } from '../features/index.ts';
import { deleteFavorite, findFavoriteNames, insertFavorite } from './favorite-queries.ts';

/**
 * The library (issue 26 §2): the built-in reports a user may run here, by category, and their
 * favourites. A report is offered when its data exists, its global flag is on (001 §9), the node
 * has its module (contractorPerformance for the evaluation reports) and the user may view every
 * area its rows come from; otherwise it is not there at all, as an area the user cannot open.
 */

/** What decides which reports a caller sees: their route rights, as the session holds them. */
export type ReportRights = { mayView: (route: RouteName) => boolean };

async function offeredReports(
  tx: Tx,
  flags: readonly FeatureFlag[],
  actor: Actor,
  rights: ReportRights,
): Promise<BuiltInReport[]> {
  const tender = (await findNodes(tx, actor.customerId))?.tender;
  return builtInReports.filter(
    (report) =>
      report.available &&
      (report.feature === undefined || isFeatureEnabled(flags, report.feature)) &&
      (report.nodeFeature === undefined || tender?.[report.nodeFeature] === true) &&
      report.routeNames.every((route) => rights.mayView(route)),
  );
}

/** GET /Report/Names: the reports offered, in the catalogue's order, with the caller's favourites. */
export async function listReportNames(
  ctx: AppContext,
  actor: Actor,
  rights: ReportRights,
): Promise<ReportNameEntry[]> {
  // Read before the transaction: the flags have their own connection, which PGlite shares.
  const flags = await currentFeatureFlags(ctx);
  return inTenant(ctx.db, actor.customerId, async (tx) => {
    const favorites = await findFavoriteNames(tx, actor);
    return (await offeredReports(tx, flags, actor, rights)).map((report) => ({
      name: report.name,
      category: report.category,
      isFavorite: favorites.has(report.name),
    }));
  });
}

/** GET /Report/Categories: each category holding an offered report (Favourites: the caller's). */
export async function listReportCategories(
  ctx: AppContext,
  actor: Actor,
  rights: ReportRights,
): Promise<ReportCategoryCount[]> {
  const names = await listReportNames(ctx, actor, rights);
  return reportCategories
    .map((category) => ({
      category,
      count: names.filter((entry) =>
        category === 'Favourites' ? entry.isFavorite : entry.category === category,
      ).length,
    }))
    .filter((entry) => entry.count > 0);
}

async function requireOffered(
  tx: Tx,
  flags: readonly FeatureFlag[],
  actor: Actor,
  rights: ReportRights,
  name: BuiltInReportName,
): Promise<BuiltInReport> {
  const offered = (await offeredReports(tx, flags, actor, rights)).find((report) => report.name === name);
  if (!offered) throw new AppError(404, 'reportUnavailable');
  return offered;
}

/**
 * The built-in report `name` when the caller is offered it here (as GET /Report/Names would list
 * it), else 404 reportUnavailable: what every call on one library report checks first.
 */
export async function requireOfferedReport(
  ctx: AppContext,
  actor: Actor,
  rights: ReportRights,
  name: BuiltInReportName,
): Promise<BuiltInReport> {
  // Read before the transaction: the flags have their own connection, which PGlite shares.
  const flags = await currentFeatureFlags(ctx);
  return inTenant(ctx.db, actor.customerId, (tx) => requireOffered(tx, flags, actor, rights, name));
}

/**
 * GET, PUT and DELETE /Report/Favorite/{name}: whether the report is the caller's favourite, made
 * one, or no longer one (decision 393). A report the caller is not offered answers 404.
 */
export async function favorite(
  ctx: AppContext,
  actor: Actor,
  rights: ReportRights,
  name: BuiltInReportName,
  change: 'read' | 'add' | 'remove',
): Promise<ReportFavorite> {
  await requireOfferedReport(ctx, actor, rights, name);
  return inTenant(ctx.db, actor.customerId, async (tx) => {
    if (change === 'add') await insertFavorite(tx, actor, name, ctx.clock.now());
    if (change === 'remove') await deleteFavorite(tx, actor, name);
    return { name, isFavorite: (await findFavoriteNames(tx, actor)).has(name) };
  });
}
