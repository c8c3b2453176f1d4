import type { ScheduledReport, ScheduledReportInput, SubscriptionTiming } from '@procura/contract';
import { nextSendAfter } from '@procura/contract';
import { byActor, recordAudit } from '../../platform/audit.ts';
import type { AppContext } from '../../platform/context.ts';
import { AppError, badRequest, forbidden } from '../../platform/errors.ts';
import { type Actor, inTenant, type Tx } from '../../platform/tenancy.ts';
import { agencyTimeZone, agencyToday } from '../customers/index.ts';
import { type ReportRights, requireOfferedReport } from './library.ts';
import {
  countRecipients,
  deleteRecipientRow,
  deleteSubscriptionRow,
  findActiveUserEmail,
  findActiveUsers,
  findRecipientInNode,
  findRecipients,
  findSubscription,
  findSubscriptionsBy,
  findSubscriptionsFor,
  findSubscriptionWithCreator,
  insertSubscription,
  type RecipientRead,
  replaceRecipients,
  type StoredRecipient,
  type SubscriptionRow,
  updateSubscriptionRow,
} from './subscription-queries.ts';

/**
 * Report subscriptions (issue 26 §2; 000 §2 Subscribe, Unsubscribe, Update subscription): a library
 * report the caller is offered, mailed from a start day at a time of the agency's day to team
 * members and addresses. Only its creator changes or ends one; a recipient may take themself off.
 * Another node's or agency's subscription is not found, as one that does not exist.
 */

const entityType = 'reportSubscription';

/** The caller as an active user of the agency: their address names them among recipients. */
async function requireCaller(tx: Tx, actor: Actor) {
  const caller = await findActiveUserEmail(tx, actor.customerId, actor.userId);
  // A site administrator working in another agency is no user of it, and no one to mail from it.
  if (!caller) throw forbidden('noPermission');
  return caller;
}

/**
 * The recipients to store: each team member an active user of the agency (else 400
 * emailInvalidTeamMember, nothing written), each address lower-cased.
 */
async function storedRecipients(
  tx: Tx,
  customerId: number,
  input: ScheduledReportInput['recipients'],
): Promise<StoredRecipient[]> {
  const userIds = input.flatMap((r) => ('userId' in r ? [r.userId] : []));
  const found = new Set((await findActiveUsers(tx, customerId, userIds)).map((u) => u.id));
  if (userIds.some((id) => !found.has(id))) throw badRequest('emailInvalidTeamMember');
  const seen = new Set<string>();
  return input
    .map((r): StoredRecipient => ('userId' in r ? r : { email: r.email.trim().toLowerCase() }))
    .filter((r) => {
      const key = 'userId' in r ? `user:${r.userId}` : `email:${r.email}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
}

/** The settings to store: the next send from now, on the agency's clocks. */
async function settingsOf(tx: Tx, ctx: AppContext, customerId: number, input: ScheduledReportInput) {
  const timing: SubscriptionTiming = { start: input.start, sendAt: input.sendAt, frequency: input.frequency };
  const nextSendAt = nextSendAfter(timing, ctx.clock.now(), await agencyTimeZone(tx, customerId));
  return { reportName: input.reportName, ...timing, nextSendAt };
}

/** A start before the agency's today is refused; an update may keep the start it already had. */
async function assertStartFromToday(
  tx: Tx,
  ctx: AppContext,
  customerId: number,
  start: string,
  kept?: string,
) {
  if (start === kept) return;
  if (start < (await agencyToday(tx, customerId, ctx.clock.now()))) {
    throw badRequest({ key: 'invalidParameter', params: { field: 'start' } });
  }
}

function present(
  row: SubscriptionRow,
  creatorName: string | null,
  recipients: RecipientRead[],
): ScheduledReport {
  return {
    id: row.id,
    reportName: row.reportName,
    start: row.start,
    sendAt: row.sendAt,
    frequency: row.frequency,
    recipientDTOs: recipients
      .filter((r) => r.subscriptionId === row.id)
      .map((r) => ({ id: r.id, userId: r.userId, email: r.email, fullName: r.fullName })),
    createdBy: creatorName === null ? null : { id: row.createdById, fullName: creatorName },
    nextSendAt: row.nextSendAt.toISOString(),
  };
}

async function presentList(
  tx: Tx,
  customerId: number,
  rows: { row: SubscriptionRow; creatorName: string | null }[],
) {
  const recipients = await findRecipients(
    tx,
    customerId,
    rows.map((r) => r.row.id),
  );
  return rows.map((r) => present(r.row, r.creatorName, recipients));
}

/** One subscription of the caller's node as answered. */
async function presentOne(tx: Tx, actor: Actor, id: number): Promise<ScheduledReport> {
  const found = await findSubscriptionWithCreator(tx, actor, id);
  if (!found) throw new AppError(404, 'reportSubscriptionNotFound');
  return present(found.row, found.creatorName, await findRecipients(tx, actor.customerId, [id]));
}

/** The caller's own subscription, locked for the change; anyone else's is not found. */
async function requireOwnSubscription(tx: Tx, actor: Actor, id: number): Promise<SubscriptionRow> {
  const row = await findSubscription(tx, actor, id, { forUpdate: true });
  if (!row || row.createdById !== actor.userId) throw new AppError(404, 'reportSubscriptionNotFound');
  return row;
}

/**
 * POST /Report/Scheduled: subscribes the recipients to a report the caller is offered (404
 * reportUnavailable otherwise), first mailed at the first send time after now.
 */
export async function createSubscription(
  ctx: AppContext,
  actor: Actor,
  rights: ReportRights,
  input: ScheduledReportInput,
): Promise<ScheduledReport> {
  await requireOfferedReport(ctx, actor, rights, input.reportName);
  return inTenant(ctx.db, actor.customerId, async (tx) => {
    await requireCaller(tx, actor);
    await assertStartFromToday(tx, ctx, actor.customerId, input.start);
    const recipients = await storedRecipients(tx, actor.customerId, input.recipients);
    const row = await insertSubscription(
      tx,
      actor,
      await settingsOf(tx, ctx, actor.customerId, input),
      ctx.clock.now(),
    );
    await replaceRecipients(tx, actor.customerId, row.id, recipients);
    const created = await presentOne(tx, actor, row.id);
    await recordAudit(tx, ctx.clock, {
      ...byActor(actor),
      action: 'report.subscribed',
      entityType,
      entityId: row.id,
      after: auditView(created),
    });
    return created;
  });
}

/** PUT /Report/Scheduled: the creator replaces the settings and recipients; the next send is recomputed. */
export async function updateSubscription(
  ctx: AppContext,
  actor: Actor,
  rights: ReportRights,
  input: ScheduledReportInput & { id: number },
): Promise<ScheduledReport> {
  await requireOfferedReport(ctx, actor, rights, input.reportName);
  return inTenant(ctx.db, actor.customerId, async (tx) => {
    await requireCaller(tx, actor);
    const before = await requireOwnSubscription(tx, actor, input.id);
    const previous = await presentOne(tx, actor, input.id);
    await assertStartFromToday(tx, ctx, actor.customerId, input.start, before.start);
    const recipients = await storedRecipients(tx, actor.customerId, input.recipients);
    const settings = await settingsOf(tx, ctx, actor.customerId, input);
    await updateSubscriptionRow(tx, actor.customerId, input.id, { ...settings, updatedAt: ctx.clock.now() });
    await replaceRecipients(tx, actor.customerId, input.id, recipients);
    const updated = await presentOne(tx, actor, input.id);
    await recordAudit(tx, ctx.clock, {
      ...byActor(actor),
      action: 'report.subscriptionUpdated',
      entityType,
      entityId: input.id,
      before: auditView(previous),
      after: auditView(updated),
    });
    return updated;
  });
}

/** DELETE /Report/Scheduled/{id}: the creator ends the subscription. */
export async function deleteSubscription(ctx: AppContext, actor: Actor, id: number): Promise<void> {
  await inTenant(ctx.db, actor.customerId, async (tx) => {
    await requireOwnSubscription(tx, actor, id);
    const previous = await presentOne(tx, actor, id);
    await deleteSubscriptionRow(tx, actor.customerId, id);
    await recordAudit(tx, ctx.clock, {
      ...byActor(actor),
      action: 'report.unsubscribed',
      entityType,
      entityId: id,
      before: auditView(previous),
    });
  });
}

/**
 * DELETE /Report/Recipient/{id}: the subscription's creator takes any recipient off, and a
 * recipient who is the caller (as a team member, or at their address) takes themself off; anyone
 * else is answered 404. The last recipient's removal ends the subscription.
 */
export async function deleteRecipient(ctx: AppContext, actor: Actor, recipientId: number): Promise<void> {
  await inTenant(ctx.db, actor.customerId, async (tx) => {
    const caller = await requireCaller(tx, actor);
    const recipient = await findRecipientInNode(tx, actor, recipientId);
    const isCaller =
      recipient?.userId === actor.userId ||
      (recipient?.email != null && recipient.email === caller.email.trim().toLowerCase());
    if (!recipient || (recipient.createdById !== actor.userId && !isCaller)) {
      throw new AppError(404, 'reportRecipientNotFound');
    }
    // Locked first, so two removals of the last two recipients cannot both leave it standing.
    await findSubscription(tx, actor, recipient.subscriptionId, { forUpdate: true });
    if ((await deleteRecipientRow(tx, actor.customerId, recipientId)) === 0) {
      throw new AppError(404, 'reportRecipientNotFound');
    }
    const remaining = await countRecipients(tx, actor.customerId, recipient.subscriptionId);
    if (remaining === 0) await deleteSubscriptionRow(tx, actor.customerId, recipient.subscriptionId);
    await recordAudit(tx, ctx.clock, {
      ...byActor(actor),
      action: remaining === 0 ? 'report.unsubscribed' : 'report.recipientRemoved',
      entityType,
      entityId: recipient.subscriptionId,
      before: { recipientId, userId: recipient.userId, email: recipient.email },
    });
  });
}

/** GET /Report/ScheduledForUser: the node's subscriptions that mail the caller. */
export async function listSubscriptionsForUser(ctx: AppContext, actor: Actor): Promise<ScheduledReport[]> {
  return inTenant(ctx.db, actor.customerId, async (tx) => {
    const caller = await findActiveUserEmail(tx, actor.customerId, actor.userId);
    const rows = caller ? await findSubscriptionsFor(tx, actor, caller.email) : [];
    return presentList(tx, actor.customerId, rows);
  });
}

/** GET /Report/ScheduledByUser: the subscriptions the caller made in the node. */
export async function listSubscriptionsByUser(ctx: AppContext, actor: Actor): Promise<ScheduledReport[]> {
  return inTenant(ctx.db, actor.customerId, async (tx) =>
    presentList(tx, actor.customerId, await findSubscriptionsBy(tx, actor)),
  );
}

/** What the audit keeps of a subscription: its settings and who it mails, not the next send. */
function auditView(subscription: ScheduledReport) {
  const { nextSendAt: _next, createdBy: _by, ...kept } = subscription;
  return { ...kept, recipientDTOs: kept.recipientDTOs.map((r) => ({ userId: r.userId, email: r.email })) };
}
