import type { BuiltInReportName, ReportFrequency } from '@procura/contract';
import { and, asc, eq, inArray, lte, or, type SQL, sql } from 'drizzle-orm';
import {
  reportSubscriptionRecipients as recipients,
  reportSubscriptions as subscriptions,
  userGroupMembers,
  userGroupPermissions,
  users,
} from '../../db/schema/index.ts';
import { tenantJoin, tenantRow } from '../../platform/query.ts';
import type { Actor, Tx } from '../../platform/tenancy.ts';

/**
 * SQL of report subscriptions and their recipients (issue 26 §2). Every read of one subscription
 * names the caller's node, so an id of another node or agency is simply not found.
 */

export type SubscriptionRow = typeof subscriptions.$inferSelect;
export type SubscriptionSettings = {
  reportName: BuiltInReportName;
  start: string;
  sendAt: string;
  frequency: ReportFrequency;
  nextSendAt: Date;
};
/** A recipient to store: a team member by id, or an address already lower-cased. */
export type StoredRecipient = { userId: number } | { email: string };

/** A recipient as read: a team member's name and current address, or the address stored. */
export type RecipientRead = {
  id: number;
  subscriptionId: number;
  userId: number | null;
  email: string;
  fullName: string | null;
  firstName: string | null;
  /** A team member who has left (deactivated or deleted) is mailed no more. */
  active: boolean;
};

const live = and(eq(users.inActive, false), eq(users.deleted, false));
const fullName = sql<string>`trim(${users.firstName} || ' ' || ${users.lastName})`;

/** The active users of the agency among `userIds`, with what a recipient shows of them. */
export async function findActiveUsers(tx: Tx, customerId: number, userIds: readonly number[]) {
  if (userIds.length === 0) return [];
  return tx
    .select({ id: users.id, email: users.email, fullName })
    .from(users)
    .where(and(eq(users.customerId, customerId), inArray(users.id, [...userIds]), live));
}

/** The user's address when they are an active user of the agency, else undefined. */
export async function findActiveUserEmail(tx: Tx, customerId: number, userId: number) {
  const [row] = await tx
    .select({ email: users.email, fullName })
    .from(users)
    .where(and(tenantRow(users.id, customerId, userId), live));
  return row;
}

export async function insertSubscription(
  tx: Tx,
  actor: Actor,
  settings: SubscriptionSettings,
  at: Date,
): Promise<SubscriptionRow> {
  const [row] = await tx
    .insert(subscriptions)
    .values({
      customerId: actor.customerId,
      nodeId: actor.nodeId,
      createdById: actor.userId,
      createdAt: at,
      updatedAt: at,
      ...settings,
    })
    .returning();
  if (!row) throw new Error('report subscription insert returned nothing');
  return row;
}

export async function updateSubscriptionRow(
  tx: Tx,
  customerId: number,
  id: number,
  set: Partial<SubscriptionSettings> & { updatedAt?: Date; lastSentAt?: Date },
): Promise<void> {
  await tx
    .update(subscriptions)
    .set(set)
    .where(tenantRow(subscriptions.id, customerId, id));
}

export async function deleteSubscriptionRow(tx: Tx, customerId: number, id: number): Promise<void> {
  // The recipients go with it (the foreign key cascades).
  await tx.delete(subscriptions).where(tenantRow(subscriptions.id, customerId, id));
}

/** Replaces the subscription's recipients with these, in this order. */
export async function replaceRecipients(
  tx: Tx,
  customerId: number,
  subscriptionId: number,
  list: readonly StoredRecipient[],
): Promise<void> {
  await tx
    .delete(recipients)
    .where(and(eq(recipients.customerId, customerId), eq(recipients.subscriptionId, subscriptionId)));
  if (list.length === 0) return;
  await tx.insert(recipients).values(
    list.map((r) => ({
      customerId,
      subscriptionId,
      userId: 'userId' in r ? r.userId : null,
      email: 'email' in r ? r.email : null,
    })),
  );
}

/** One subscription of the caller's node, locked for the change when asked. */
export async function findSubscription(
  tx: Tx,
  actor: Actor,
  id: number,
  options: { forUpdate?: boolean } = {},
): Promise<SubscriptionRow | undefined> {
  const query = tx
    .select()
    .from(subscriptions)
    .where(and(tenantRow(subscriptions.id, actor.customerId, id), eq(subscriptions.nodeId, actor.nodeId)));
  const [row] = options.forUpdate ? await query.for('update') : await query;
  return row;
}

/** The recipients of these subscriptions, in the order they were stored. */
export async function findRecipients(
  tx: Tx,
  customerId: number,
  subscriptionIds: readonly number[],
): Promise<RecipientRead[]> {
  if (subscriptionIds.length === 0) return [];
  const rows = await tx
    .select({
      id: recipients.id,
      subscriptionId: recipients.subscriptionId,
      userId: recipients.userId,
      storedEmail: recipients.email,
      userEmail: users.email,
      fullName: sql<string | null>`${fullName}`,
      firstName: users.firstName,
      active: sql<boolean>`coalesce(not ${users.inActive} and not ${users.deleted}, false)`,
    })
    .from(recipients)
    .leftJoin(users, tenantJoin(users.id, recipients.userId))
    .where(
      and(eq(recipients.customerId, customerId), inArray(recipients.subscriptionId, [...subscriptionIds])),
    )
    .orderBy(asc(recipients.id));
  return rows.map((row) => ({
    id: row.id,
    subscriptionId: row.subscriptionId,
    userId: row.userId,
    email: row.userId === null ? (row.storedEmail ?? '') : (row.userEmail ?? ''),
    fullName: row.fullName,
    firstName: row.firstName,
    active: row.userId === null ? true : row.active,
  }));
}

/** A recipient of a subscription of the caller's node, with the subscription it belongs to. */
export async function findRecipientInNode(tx: Tx, actor: Actor, recipientId: number) {
  const [row] = await tx
    .select({
      id: recipients.id,
      userId: recipients.userId,
      email: recipients.email,
      subscriptionId: subscriptions.id,
      createdById: subscriptions.createdById,
    })
    .from(recipients)
    .innerJoin(subscriptions, tenantJoin(subscriptions.id, recipients.subscriptionId))
    .where(
      and(tenantRow(recipients.id, actor.customerId, recipientId), eq(subscriptions.nodeId, actor.nodeId)),
    );
  return row;
}

export async function deleteRecipientRow(tx: Tx, customerId: number, recipientId: number): Promise<number> {
  const removed = await tx
    .delete(recipients)
    .where(tenantRow(recipients.id, customerId, recipientId))
    .returning({ id: recipients.id });
  return removed.length;
}

export async function countRecipients(tx: Tx, customerId: number, subscriptionId: number): Promise<number> {
  const [row] = await tx
    .select({ count: sql<number>`count(*)::int` })
    .from(recipients)
    .where(and(eq(recipients.customerId, customerId), eq(recipients.subscriptionId, subscriptionId)));
  return row?.count ?? 0;
}

/** Subscriptions of the caller's node matching `where`, by report name then id, with the creator's name. */
function subscriptionsOfNode(tx: Tx, actor: Actor, where: SQL | undefined) {
  return tx
    .select({ row: subscriptions, creatorName: sql<string | null>`${fullName}` })
    .from(subscriptions)
    .leftJoin(users, tenantJoin(users.id, subscriptions.createdById))
    .where(and(eq(subscriptions.customerId, actor.customerId), eq(subscriptions.nodeId, actor.nodeId), where))
    .orderBy(asc(subscriptions.reportName), asc(subscriptions.id));
}

/** One subscription of the caller's node with its creator's name. */
export async function findSubscriptionWithCreator(tx: Tx, actor: Actor, id: number) {
  const [row] = await subscriptionsOfNode(tx, actor, eq(subscriptions.id, id));
  return row;
}

/** The subscriptions the caller made in their node. */
export function findSubscriptionsBy(tx: Tx, actor: Actor) {
  return subscriptionsOfNode(tx, actor, eq(subscriptions.createdById, actor.userId));
}

/** The subscriptions of the caller's node that mail them: as a team member, or at their address. */
export function findSubscriptionsFor(tx: Tx, actor: Actor, email: string) {
  const mailingCaller = tx
    .select({ id: recipients.subscriptionId })
    .from(recipients)
    .where(
      and(
        eq(recipients.customerId, actor.customerId),
        or(eq(recipients.userId, actor.userId), eq(recipients.email, email.trim().toLowerCase())),
      ),
    );
  return subscriptionsOfNode(tx, actor, inArray(subscriptions.id, mailingCaller));
}

/** Every agency's subscriptions due at `now` (read as the system), the longest waiting first. */
export function findDueSubscriptions(tx: Tx, now: Date, limit: number) {
  return tx
    .select({ customerId: subscriptions.customerId, id: subscriptions.id })
    .from(subscriptions)
    .where(lte(subscriptions.nextSendAt, now))
    .orderBy(asc(subscriptions.nextSendAt), asc(subscriptions.customerId), asc(subscriptions.id))
    .limit(limit);
}

/**
 * The subscription when it is still due at `now`, locked: another worker holding it is skipped,
 * and one that already moved it on leaves it no longer due, so a period is mailed once.
 */
export async function lockDueSubscription(
  tx: Tx,
  customerId: number,
  id: number,
  now: Date,
): Promise<SubscriptionRow | undefined> {
  const [row] = await tx
    .select()
    .from(subscriptions)
    .where(and(tenantRow(subscriptions.id, customerId, id), lte(subscriptions.nextSendAt, now)))
    .for('update', { skipLocked: true });
  return row;
}

/** A subscription by id as the system reads it (the job, before it locks). */
export async function findSubscriptionById(tx: Tx, customerId: number, id: number) {
  const [row] = await tx
    .select()
    .from(subscriptions)
    .where(tenantRow(subscriptions.id, customerId, id));
  return row;
}

/** The permissions the user holds through their groups in the agency, as the session reads them. */
export async function findHeldPermissions(tx: Tx, customerId: number, userId: number): Promise<string[]> {
  const rows = await tx
    .selectDistinct({ id: userGroupPermissions.permissionId })
    .from(userGroupPermissions)
    .innerJoin(
      userGroupMembers,
      and(
        eq(userGroupMembers.customerId, userGroupPermissions.customerId),
        eq(userGroupMembers.groupId, userGroupPermissions.groupId),
      ),
    )
    .where(and(eq(userGroupMembers.customerId, customerId), eq(userGroupMembers.userId, userId)));
  return rows.map((r) => r.id);
}
