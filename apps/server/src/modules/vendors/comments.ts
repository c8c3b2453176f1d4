import type { VendorComment } from '@procura/contract';
import { byActor, recordAudit } from '../../platform/audit.ts';
import type { AppContext } from '../../platform/context.ts';
import { AppError, badRequest } from '../../platform/errors.ts';
import { type Actor, inTenant, type Tx } from '../../platform/tenancy.ts';
import { presentPerson } from '../project-team/index.ts';
import {
  deleteVendorComment,
  findVendorComment,
  findVendorComments,
  insertVendorComment,
} from './comment-queries.ts';
import { requireVendor } from './service.ts';

/**
 * The agency's internal comments on a supplier (issue 22 §2 Comments): staff only, never shown to
 * the supplier; newest first; a comment is deleted only by its author. Each is audited in the
 * supplier's feed.
 */

type Page = { start: number; limit: number };
export type VendorCommentPage = { values: VendorComment[]; total: number };

async function pageOf(tx: Tx, customerId: number, vendorId: number, page: Page): Promise<VendorCommentPage> {
  const { rows, total } = await findVendorComments(tx, customerId, vendorId, page);
  return {
    values: rows.map(({ comment, person }) => ({
      id: comment.id,
      vendorId: comment.vendorId,
      comment: comment.comment,
      created: comment.createdAt.toISOString(),
      createdBy: presentPerson(person),
    })),
    total,
  };
}

/** GET /VendorComments?vendorId. */
export async function listVendorComments(
  ctx: AppContext,
  actor: Actor,
  query: Page & { vendorId: number },
): Promise<VendorCommentPage> {
  return inTenant(ctx.db, actor.customerId, async (tx) => {
    const vendor = await requireVendor(tx, actor.customerId, query.vendorId);
    return pageOf(tx, actor.customerId, vendor.id, query);
  });
}

/** POST /VendorComments: the comment; the answer is the supplier's first page of comments. */
export async function addVendorComment(
  ctx: AppContext,
  actor: Actor,
  input: { vendorId: number; comment: string },
): Promise<VendorCommentPage> {
  return inTenant(ctx.db, actor.customerId, async (tx) => {
    const vendor = await requireVendor(tx, actor.customerId, input.vendorId);
    const row = await insertVendorComment(tx, {
      customerId: actor.customerId,
      vendorId: vendor.id,
      userId: actor.userId,
      comment: input.comment,
      createdAt: ctx.clock.now(),
    });
    await recordAudit(tx, ctx.clock, {
      ...byActor(actor),
      action: 'vendorComment.created',
      entityType: 'vendorComment',
      entityId: row.id,
      vendorId: vendor.id,
      companyName: vendor.companyName,
      after: { comment: row.comment },
    });
    return pageOf(tx, actor.customerId, vendor.id, { start: 0, limit: 20 });
  });
}

/** DELETE /VendorComments?vendorCommentId: one's own comment only; the answer is the comments left. */
export async function removeVendorComment(
  ctx: AppContext,
  actor: Actor,
  commentId: number,
): Promise<VendorCommentPage> {
  return inTenant(ctx.db, actor.customerId, async (tx) => {
    const row = await findVendorComment(tx, actor.customerId, commentId);
    if (!row) throw new AppError(404, 'invalidVendorCommentId');
    const vendor = await requireVendor(tx, actor.customerId, row.vendorId);
    if (row.userId !== actor.userId) throw badRequest('vendorCommentNotOwn');
    await deleteVendorComment(tx, actor.customerId, row.id);
    await recordAudit(tx, ctx.clock, {
      ...byActor(actor),
      action: 'vendorComment.deleted',
      entityType: 'vendorComment',
      entityId: row.id,
      vendorId: vendor.id,
      companyName: vendor.companyName,
      before: { comment: row.comment },
    });
    return pageOf(tx, actor.customerId, vendor.id, { start: 0, limit: 20 });
  });
}
