import {
  defaultFeatureFlags,
  type FeatureFlag,
  type Language,
  type MessageKey,
  translate,
} from '@procura/contract';
import { recordAudit } from '../../platform/audit.ts';
import type { AppContext } from '../../platform/context.ts';
import { AppError, badRequest, forbidden } from '../../platform/errors.ts';
import type { SessionContext } from '../../platform/session.ts';
import { asSystem } from '../../platform/tenancy.ts';
import { findFeatureOverrides, upsertFeatureOverride } from './queries.ts';

/** The flags in force: the defaults of 001 §9 with any test or staging overrides applied. */
export async function currentFeatureFlags(ctx: AppContext): Promise<FeatureFlag[]> {
  const overrides = await asSystem(ctx.db, (tx) => findFeatureOverrides(tx));
  return defaultFeatureFlags.map((flag) => {
    const own = overrides.find((o) => o.feature === flag.name && o.module === '');
    return {
      ...flag,
      enabled: own ? own.enabled : flag.enabled,
      modules: flag.modules.map((m) => {
        const mod = overrides.find((o) => o.feature === flag.name && o.module === m.name);
        return mod ? { ...m, enabled: mod.enabled } : { ...m };
      }),
    };
  });
}

export type FeatureUpdate = { feature?: string | undefined; module?: string | undefined; enabled: boolean };

/**
 * Overrides a flag or one of its modules. Allowed only on test and staging hosts, and only for
 * site administrators; answers with the catalogue message for what changed.
 */
export async function updateFeatureFlag(
  ctx: AppContext,
  session: SessionContext,
  update: FeatureUpdate,
  language: Language,
): Promise<string> {
  if (ctx.config.appEnv !== 'test' && ctx.config.appEnv !== 'staging') {
    throw forbidden('featureOverrideNotAllowed');
  }
  if (!session.isSiteAdmin) throw forbidden('noPermission');
  if (!update.feature) throw badRequest('featureNotSpecified');
  const flag = defaultFeatureFlags.find((f) => f.name.toLowerCase() === update.feature?.toLowerCase());
  if (!flag) throw new AppError(404, 'featureNotFound');
  let moduleName = '';
  if (update.module !== undefined) {
    if (update.module.trim() === '') throw badRequest('moduleNotSpecified');
    if (flag.modules.length === 0) throw badRequest('featureHasNoModules');
    const found = flag.modules.find((m) => m.name.toLowerCase() === update.module?.toLowerCase());
    if (!found) throw new AppError(404, 'moduleNotFound');
    moduleName = found.name;
  }
  await asSystem(ctx.db, async (tx) => {
    await upsertFeatureOverride(tx, flag.name, moduleName, update.enabled);
    await recordAudit(tx, ctx.clock, {
      customerId: session.activeCustomerId,
      actorUserId: session.userId,
      actorLabel: `user:${session.userId}`,
      action: 'feature.updated',
      entityType: 'feature',
      entityId: moduleName ? `${flag.name}.${moduleName}` : flag.name,
      after: { enabled: update.enabled },
    });
  });
  const key: MessageKey = moduleName
    ? update.enabled
      ? 'moduleEnabled'
      : 'moduleDisabled'
    : update.enabled
      ? 'featureEnabled'
      : 'featureDisabled';
  return translate(key, language);
}
