import type { RestrictedDomains } from '@procura/contract';
import { byActor, recordAudit } from '../../platform/audit.ts';
import type { AppContext } from '../../platform/context.ts';
import { type Actor, inTenant } from '../../platform/tenancy.ts';
import { readRestrictedDomains, writeRestrictedDomains } from './settings-queries.ts';

/**
 * The node's restricted domains (issue 25 §2; 001 §7 RestrictedDomains): mail to them, or to their
 * subdomains, is refused at send time. The list is saved whole, as the control panel edits it.
 */

/** GET /Emails/RestrictedDomains. */
export async function readDomains(ctx: AppContext, actor: Actor): Promise<RestrictedDomains> {
  return inTenant(ctx.db, actor.customerId, async (tx) => ({
    domains: await readRestrictedDomains(tx, actor.customerId, actor.nodeId),
  }));
}

/** PUT /Emails/RestrictedDomains: the list replaced, each domain once. */
export async function saveDomains(
  ctx: AppContext,
  actor: Actor,
  domains: string[],
): Promise<RestrictedDomains> {
  return inTenant(ctx.db, actor.customerId, async (tx) => {
    const before = await readRestrictedDomains(tx, actor.customerId, actor.nodeId);
    const saved = await writeRestrictedDomains(tx, actor.customerId, actor.nodeId, actor.userId, domains);
    await recordAudit(tx, ctx.clock, {
      ...byActor(actor),
      entityType: 'emailSettings',
      entityId: actor.nodeId,
      action: 'emailRestrictedDomains.updated',
      before: { domains: before },
      after: { domains: saved },
    });
    return { domains: saved };
  });
}
