import { byActor, recordAudit } from '../../platform/audit.ts';
import type { AppContext } from '../../platform/context.ts';
import type { Actor, Tx } from '../../platform/tenancy.ts';
import type { EmailRow } from './send-queries.ts';

/** The audit event of a mail's send, schedule, cancel, resend or forward, in its project's feed. */
export function auditEmail(
  tx: Tx,
  ctx: AppContext,
  actor: Actor | null,
  email: EmailRow,
  action: string,
  after: Record<string, unknown> = {},
) {
  return recordAudit(tx, ctx.clock, {
    ...(actor ? byActor(actor) : { customerId: email.customerId, actorUserId: null, actorLabel: 'system' }),
    action,
    entityType: 'email',
    entityId: email.id,
    projectId: email.projectId,
    vendorId: email.vendorId,
    after: {
      subject: email.subject,
      sendDateUtc: email.sendDateUtc?.toISOString() ?? null,
      ...after,
    },
  });
}
