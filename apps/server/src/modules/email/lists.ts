import type {
  EmailAggregates,
  EmailAttachment,
  EmailPage,
  EmailStatus,
  emailListQuerySchema,
  SentEmail,
} from '@procura/contract';
import type { z } from 'zod';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { type Actor, inTenant, type Tx } from '../../platform/tenancy.ts';
import { agencyDayRange } from '../customers/index.ts';
import { findTenderById } from '../projects/index.ts';
import { presentEmail, presentEmailRows } from './email-presenters.ts';
import {
  countTenderMail,
  type EmailListFilter,
  findEmailIdsPage,
  type ListOrder,
  vendorExists,
} from './list-queries.ts';

/**
 * What went out, as the Message Centre, a project's Messages and a supplier's Emails tab list it
 * (issue 25 §4; 001 §7 Emails): always the actor's node's mail; a source or a supplier of another
 * agency or node answers 404, as a missing one does.
 */

export type EmailListQuery = z.output<typeof emailListQuerySchema>;

async function filterOf(
  tx: Tx,
  actor: Actor,
  query: EmailListQuery,
  statuses: EmailStatus[],
): Promise<EmailListFilter> {
  if (query.tenderId !== undefined) await findTenderById(tx, actor, query.tenderId);
  if (query.vendorId !== undefined && !(await vendorExists(tx, actor.customerId, query.vendorId))) {
    throw new AppError(404, 'vendorInvalidId');
  }
  const { from, to } = await agencyDayRange(tx, actor.customerId, query);
  return {
    customerId: actor.customerId,
    nodeId: actor.nodeId,
    statuses,
    tenderId: query.tenderId,
    vendorId: query.vendorId,
    searchText: query.searchText || undefined,
    from,
    to,
  };
}

async function pageOf(
  ctx: AppContext,
  actor: Actor,
  query: EmailListQuery,
  statuses: EmailStatus[],
  order: ListOrder,
): Promise<EmailPage> {
  return inTenant(ctx.db, actor.customerId, async (tx) => {
    const filter = await filterOf(tx, actor, query, statuses);
    const { ids, total } = await findEmailIdsPage(tx, filter, order, {
      offset: (query.page - 1) * query.pageSize,
      limit: query.pageSize,
    });
    const rows = await presentEmailRows(tx, actor.customerId, ids);
    return { rows, total, page: query.page, pageSize: query.pageSize };
  });
}

/** GET /Emails/ProjectEmails: sent mail, newest first; a source's with tenderId, else the node's. */
export const listSentEmails = (ctx: AppContext, actor: Actor, query: EmailListQuery) =>
  pageOf(ctx, actor, query, ['sent'], 'newest');

/** GET /Emails/ProjectScheduledEmails: mail waiting for its time, soonest first. */
export const listScheduledEmails = (ctx: AppContext, actor: Actor, query: EmailListQuery) =>
  pageOf(ctx, actor, query, ['scheduled'], 'soonest');

/** GET /Emails/VendorEmails: mail to one of the supplier's contacts, or about the supplier. */
export const listVendorEmails = (ctx: AppContext, actor: Actor, query: EmailListQuery) =>
  pageOf(ctx, actor, query, ['sent', 'scheduled'], 'newest');

/**
 * GET /Emails/Aggregates: a source's sent mail in numbers (its copies by status) and how many
 * mails wait for their time.
 */
export async function sentAggregates(
  ctx: AppContext,
  actor: Actor,
  tenderId: number,
): Promise<EmailAggregates> {
  return inTenant(ctx.db, actor.customerId, async (tx) => {
    await findTenderById(tx, actor, tenderId);
    const sent = await countTenderMail(tx, actor.customerId, tenderId, ['sent']);
    const scheduled = await countTenderMail(tx, actor.customerId, tenderId, ['scheduled']);
    return { ...sent, scheduled: scheduled.emails };
  });
}

/**
 * GET /Emails/ProjectScheduledEmailsAggregates: a source's scheduled mail in numbers. Its copies
 * are not in the outbox yet, so they all count as queued.
 */
export async function scheduledAggregates(
  ctx: AppContext,
  actor: Actor,
  tenderId: number,
): Promise<EmailAggregates> {
  return inTenant(ctx.db, actor.customerId, async (tx) => {
    await findTenderById(tx, actor, tenderId);
    const scheduled = await countTenderMail(tx, actor.customerId, tenderId, ['scheduled']);
    return { ...scheduled, scheduled: scheduled.emails };
  });
}

/** GET /Emails?emailId: the node's email with its recipients and attachment. */
export async function readEmail(ctx: AppContext, actor: Actor, emailId: number): Promise<SentEmail> {
  return inTenant(ctx.db, actor.customerId, (tx) =>
    presentEmail(tx, actor.customerId, emailId, actor.nodeId),
  );
}

/** GET /Documents/EmailDocuments?emailId: the attachments the node's email carries. */
export async function emailDocuments(
  ctx: AppContext,
  actor: Actor,
  emailId: number,
): Promise<EmailAttachment[]> {
  const email = await readEmail(ctx, actor, emailId);
  return email.attachments;
}
