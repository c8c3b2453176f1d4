import {
  canChangeInvitations,
  type createInvitationSchema,
  type Invitation,
  type InviteeLookup,
  invitationRules,
  type updateInvitationSchema,
} from '@procura/contract';
import type { z } from 'zod';
import { byActor, recordAudit } from '../../platform/audit.ts';
import type { AppContext } from '../../platform/context.ts';
import { AppError, badRequest, isUniqueViolation } from '../../platform/errors.ts';
import { enqueueNotice } from '../../platform/notices.ts';
import { type Actor, inTenant, type Tx } from '../../platform/tenancy.ts';
import { type BuildActor, findTenderById, lockEditableTender } from '../projects/index.ts';
import { invitationMail } from './mail.ts';
import {
  countInvitations,
  deleteInvitation as deleteRow,
  findAgency,
  findInvitation,
  findInvitationByEmail,
  findInvitationsOfTender,
  findUnnotifiedInvitations,
  findVendorIdsByEmail,
  type InvitationWithInviter,
  insertInvitation,
  markNotified,
  updateInvitation as updateRow,
} from './queries.ts';

/**
 * Suppliers invited by email to a source (Build > invitations). An address is invited once per
 * source, ignoring case. Invitations are mailed when the project is published (the publish code
 * calls notifyInvitations), or at once when the project is already open.
 */

const alreadyInvited = () => badRequest('invitationAlreadyInvited');

function present(row: InvitationWithInviter, directory: ReadonlyMap<string, number>): Invitation {
  return {
    id: row.id,
    tenderId: row.tenderId,
    email: row.email,
    companyName: row.companyName,
    contactName: row.contactName,
    invitedBy:
      row.invitedById === null
        ? null
        : {
            id: row.invitedById,
            fullName: `${row.inviterFirstName ?? ''} ${row.inviterLastName ?? ''}`.trim(),
          },
    invitedAt: row.invitedAt.toISOString(),
    notifiedAt: row.notifiedAt ? row.notifiedAt.toISOString() : null,
    vendorId: row.vendorId ?? directory.get(row.email.toLowerCase()) ?? null,
  };
}

/**
 * Invitations with their supplier: the one they were made for, else the directory's supplier at
 * the address (invited by email), so that a list can warn of its performance status.
 */
async function presentAll(tx: Tx, customerId: number, rows: readonly InvitationWithInviter[]) {
  const unnamed = rows.filter((row) => row.vendorId === null).map((row) => row.email);
  const directory = await findVendorIdsByEmail(tx, customerId, unnamed);
  return rows.map((row) => present(row, directory));
}

async function presentOne(tx: Tx, customerId: number, row: InvitationWithInviter): Promise<Invitation> {
  const [invitation] = await presentAll(tx, customerId, [row]);
  return invitation as Invitation;
}

/** The catalogue's invitation word for a source the actor's node does not have. */
async function asInvitationTender<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (error instanceof AppError && error.problems[0]?.key === 'invalidTenderId') {
      throw new AppError(404, 'invitationInvalidTender');
    }
    throw error;
  }
}

async function requireInvitation(tx: Tx, actor: Actor, id: number): Promise<InvitationWithInviter> {
  const row = await findInvitation(tx, actor, id);
  if (!row) throw new AppError(404, 'emailInvalidInvitation');
  return row;
}

/**
 * Mails every invitation of the source not mailed yet (through the outbox, so mail leaves only if
 * the caller's transaction commits) and marks it notified. Call it inside the transaction that
 * publishes the project; it answers how many were mailed. Each invitation is mailed once.
 */
export async function notifyInvitations(
  tx: Tx,
  ctx: AppContext,
  actor: Omit<Actor, 'userId'> & { userId: number | null },
  tenderId: number,
): Promise<number> {
  const { tender, project } = await findTenderById(tx, { ...actor, userId: actor.userId ?? 0 }, tenderId);
  const pending = await findUnnotifiedInvitations(tx, actor.customerId, tenderId);
  if (pending.length === 0) return 0;
  const agency = (await findAgency(tx, actor.customerId)) ?? { displayName: '', timezone: 'UTC' };
  const now = ctx.clock.now();
  for (const invitation of pending) {
    await enqueueNotice(tx, ctx, {
      customerId: actor.customerId,
      to: invitation.email,
      projectId: project.id,
      ...invitationMail({ agency, project, tender, invitation, publicUrl: ctx.config.publicUrl }),
    });
    await markNotified(tx, actor.customerId, invitation.id, now);
  }
  await recordAudit(tx, ctx.clock, {
    // The scheduled-publishing job opens projects as the system.
    ...(actor.userId === null
      ? { customerId: actor.customerId, actorUserId: null, actorLabel: 'system' }
      : byActor({ customerId: actor.customerId, userId: actor.userId })),
    action: 'invitations.notified',
    entityType: 'tender',
    entityId: tenderId,
    after: { emails: pending.map((invitation) => invitation.email) },
    projectId: project.id,
  });
  return pending.length;
}

/** A source's invitations, oldest first. */
export async function listInvitations(
  ctx: AppContext,
  actor: Actor,
  tenderId: number,
): Promise<Invitation[]> {
  return inTenant(ctx.db, actor.customerId, async (tx) => {
    await asInvitationTender(findTenderById(tx, actor, tenderId));
    return presentAll(tx, actor.customerId, await findInvitationsOfTender(tx, actor.customerId, tenderId));
  });
}

/** Whether `email` is already invited to the source. */
export async function lookUpInvitee(
  ctx: AppContext,
  actor: Actor,
  tenderId: number,
  email: string,
): Promise<InviteeLookup> {
  return inTenant(ctx.db, actor.customerId, async (tx) => {
    await asInvitationTender(findTenderById(tx, actor, tenderId));
    const found = await findInvitationByEmail(tx, actor.customerId, tenderId, email);
    return { tenderId, email, invited: found !== undefined, invitationId: found?.id ?? null };
  });
}

/** Invites a supplier; on an open project the invitation is mailed at once. */
export async function createInvitation(
  ctx: AppContext,
  actor: BuildActor,
  input: z.output<typeof createInvitationSchema>,
): Promise<Invitation> {
  try {
    return await inTenant(ctx.db, actor.customerId, async (tx) => {
      const { project } = await asInvitationTender(
        lockEditableTender(tx, actor, input.tenderId, canChangeInvitations),
      );
      if (await findInvitationByEmail(tx, actor.customerId, input.tenderId, input.email))
        throw alreadyInvited();
      if ((await countInvitations(tx, actor.customerId, input.tenderId)) >= invitationRules.maxPerSource) {
        throw badRequest({ key: 'invitationLimitReached', params: { max: invitationRules.maxPerSource } });
      }
      const row = await inviteOne(tx, ctx, actor, project.id, {
        tenderId: input.tenderId,
        email: input.email,
        companyName: input.companyName,
        contactName: input.contactName,
        vendorId: null,
        vendorListId: null,
      });
      if (project.status === 'Open') await notifyInvitations(tx, ctx, actor, input.tenderId);
      return presentOne(tx, actor.customerId, await requireInvitation(tx, actor, row.id));
    });
  } catch (error) {
    // The unique index decides when two requests invite one address at once.
    if (isUniqueViolation(error)) throw alreadyInvited();
    throw error;
  }
}

/** A supplier of the directory to invite: its primary contact, and the list that handed it out. */
export type DirectoryInvitee = {
  vendorId: number;
  vendorListId: number | null;
  email: string;
  companyName: string;
  contactName: string;
};

/** An address alone, in no directory entry: an approved intake request's supplier emails (issue 24 §4). */
type AddressInvitee = Omit<DirectoryInvitee, 'vendorId'> & { vendorId: null };

/** Writes one invitation and its audit event (the supplier's feed too, when it names one). */
async function inviteOne(
  tx: Tx,
  ctx: AppContext,
  actor: BuildActor,
  projectId: number,
  invitee: Omit<DirectoryInvitee, 'vendorId'> & { tenderId: number; vendorId: number | null },
) {
  const row = await insertInvitation(tx, {
    ...invitee,
    customerId: actor.customerId,
    invitedById: actor.userId,
    invitedAt: ctx.clock.now(),
  });
  await recordAudit(tx, ctx.clock, {
    ...byActor(actor),
    action: 'invitation.created',
    entityType: 'invitation',
    entityId: row.id,
    after: {
      email: row.email,
      companyName: row.companyName,
      contactName: row.contactName,
      tenderId: row.tenderId,
      vendorId: row.vendorId,
      vendorListId: row.vendorListId,
    },
    projectId,
    companyName: row.companyName || null,
    vendorId: row.vendorId,
  });
  return row;
}

/**
 * The source `tenderId` locked for inviting suppliers of the directory in the caller's
 * transaction (404 invitationInvalidTender, 409 once it takes no invitations), with who is
 * already invited: addresses (lower case) and suppliers of the directory.
 */
export async function lockTenderForInvitations(tx: Tx, actor: BuildActor, tenderId: number) {
  const locked = await asInvitationTender(lockEditableTender(tx, actor, tenderId, canChangeInvitations));
  const invited = await findInvitationsOfTender(tx, actor.customerId, tenderId);
  return {
    ...locked,
    invitedEmails: new Set(invited.map((i) => i.email.toLowerCase())),
    invitedVendorIds: new Set(invited.flatMap((i) => (i.vendorId === null ? [] : [i.vendorId]))),
  };
}

/**
 * Invites suppliers of the directory to a source locked by lockTenderForInvitations, in the
 * caller's transaction and under the rules of one invitation: an address once per source, at most
 * maxPerSource, mailed at once on an open project. Each invitation shows in the supplier's feed.
 */
export async function inviteDirectorySuppliers(
  tx: Tx,
  ctx: AppContext,
  actor: BuildActor,
  locked: { tender: { id: number }; project: { id: number; status: string } },
  invitees: readonly (DirectoryInvitee | AddressInvitee)[],
): Promise<void> {
  if (invitees.length === 0) return;
  const tenderId = locked.tender.id;
  if (
    (await countInvitations(tx, actor.customerId, tenderId)) + invitees.length >
    invitationRules.maxPerSource
  ) {
    throw badRequest({ key: 'invitationLimitReached', params: { max: invitationRules.maxPerSource } });
  }
  for (const invitee of invitees) {
    if (await findInvitationByEmail(tx, actor.customerId, tenderId, invitee.email)) throw alreadyInvited();
    await inviteOne(tx, ctx, actor, locked.project.id, { tenderId, ...invitee });
  }
  if (locked.project.status === 'Open') await notifyInvitations(tx, ctx, actor, tenderId);
}

/** Corrects the company or contact of an invitation (the address stays: delete and invite again). */
export async function updateInvitation(
  ctx: AppContext,
  actor: BuildActor,
  input: z.output<typeof updateInvitationSchema>,
): Promise<Invitation> {
  return inTenant(ctx.db, actor.customerId, async (tx) => {
    const before = await requireInvitation(tx, actor, input.id);
    const { project } = await lockEditableTender(tx, actor, before.tenderId, canChangeInvitations);
    await updateRow(tx, actor.customerId, before.id, {
      companyName: input.companyName,
      contactName: input.contactName,
    });
    await recordAudit(tx, ctx.clock, {
      ...byActor(actor),
      action: 'invitation.updated',
      entityType: 'invitation',
      entityId: before.id,
      before: { companyName: before.companyName, contactName: before.contactName },
      after: { companyName: input.companyName, contactName: input.contactName },
      projectId: project.id,
      companyName: input.companyName || null,
      vendorId: before.vendorId,
    });
    return presentOne(tx, actor.customerId, await requireInvitation(tx, actor, before.id));
  });
}

export async function deleteInvitation(ctx: AppContext, actor: BuildActor, id: number): Promise<Invitation> {
  return inTenant(ctx.db, actor.customerId, async (tx) => {
    const row = await requireInvitation(tx, actor, id);
    const { project } = await lockEditableTender(tx, actor, row.tenderId, canChangeInvitations);
    await deleteRow(tx, actor.customerId, row.id);
    await recordAudit(tx, ctx.clock, {
      ...byActor(actor),
      action: 'invitation.deleted',
      entityType: 'invitation',
      entityId: row.id,
      before: {
        email: row.email,
        companyName: row.companyName,
        vendorId: row.vendorId,
        contactName: row.contactName,
        tenderId: row.tenderId,
      },
      projectId: project.id,
      companyName: row.companyName || null,
    });
    return presentOne(tx, actor.customerId, row);
  });
}
