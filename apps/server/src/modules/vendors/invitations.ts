import type {
  InvitationCandidate,
  InvitationTender,
  InviteVendorsResult,
  invitationSearchSchema,
  invitationTenderQuerySchema,
  inviteVendorsSchema,
} from '@procura/contract';
import type { z } from 'zod';
import type { AppContext } from '../../platform/context.ts';
import { AppError, badRequest, isUniqueViolation } from '../../platform/errors.ts';
import { type Actor, inTenant, type Tx } from '../../platform/tenancy.ts';
import {
  type DirectoryInvitee,
  inviteDirectorySuppliers,
  lockTenderForInvitations,
} from '../invitations/index.ts';
import { type BuildActor, findTenderById } from '../projects/index.ts';
import { findInvitableTenders, findInvitedVendorIds, findVendorsToInvite } from './invitation-queries.ts';
import { findMembersInTurn, markTurns } from './list-queries.ts';
import { contactNameOf, requireList } from './lists.ts';
import { advancedSearch } from './search.ts';

/**
 * Inviting suppliers of the directory to a source (issue 22 §4; 001 §7 VendorInvitations): by
 * their ids, or the next in turn of a rotational list. A supplier is invited by its primary
 * contact's address through the invitations area (its rules hold: an address once per source, at
 * most 1000, mailed at once on an open project). Who cannot be invited (already invited, no
 * primary contact, inactive) is reported and, on a rotational list, keeps its turn: the next in
 * turn fills the count. The invitations and the turns move in one transaction.
 */

type Candidate = {
  vendorId: number;
  companyName: string;
  isActive: boolean;
  contactFirst: string | null;
  contactLast: string | null;
  email: string | null;
};
type Skipped = InviteVendorsResult['skipped'][number];
type Locked = Awaited<ReturnType<typeof lockTenderForInvitations>>;

/** Why the candidate cannot be invited to the locked source, or null when it can. */
function skipReason(candidate: Candidate, locked: Locked, picked: Set<string>): Skipped['reason'] | null {
  if (!candidate.isActive) return 'inactive';
  const email = candidate.email?.trim() ?? '';
  if (email === '') return 'noContact';
  const address = email.toLowerCase();
  if (
    locked.invitedVendorIds.has(candidate.vendorId) ||
    locked.invitedEmails.has(address) ||
    picked.has(address)
  )
    return 'alreadyInvited';
  return null;
}

/** Walks the candidates in order, taking up to `count` who can be invited and noting who was skipped. */
function pick(candidates: readonly Candidate[], locked: Locked, count: number, vendorListId: number | null) {
  const invitees: DirectoryInvitee[] = [];
  const skipped: Skipped[] = [];
  const picked = new Set<string>();
  for (const candidate of candidates) {
    if (invitees.length >= count) break;
    const reason = skipReason(candidate, locked, picked);
    if (reason) {
      skipped.push({ vendorId: candidate.vendorId, companyName: candidate.companyName, reason });
      continue;
    }
    const email = (candidate.email ?? '').trim();
    picked.add(email.toLowerCase());
    invitees.push({
      vendorId: candidate.vendorId,
      vendorListId,
      email,
      companyName: candidate.companyName,
      contactName: contactNameOf(candidate),
    });
  }
  return { invitees, skipped };
}

/** The suppliers named by id, in the order given; 400 vendorInvalidId for one the agency does not have. */
async function namedCandidates(tx: Tx, customerId: number, ids: readonly number[]): Promise<Candidate[]> {
  const wanted = [...new Set(ids)];
  const rows = new Map((await findVendorsToInvite(tx, customerId, wanted)).map((r) => [r.vendorId, r]));
  return wanted.map((id) => {
    const row = rows.get(id);
    if (!row) throw badRequest({ key: 'vendorInvalidId', params: { field: 'vendorIds' } });
    return row;
  });
}

/** POST /VendorInvitations/Vendors: invites suppliers of the directory, or the next in turn of a list. */
export async function inviteVendors(
  ctx: AppContext,
  actor: BuildActor,
  input: z.output<typeof inviteVendorsSchema>,
): Promise<InviteVendorsResult> {
  try {
    return await inTenant(ctx.db, actor.customerId, async (tx) => {
      const locked = await lockTenderForInvitations(tx, actor, input.tenderId);
      if ('vendorIds' in input) {
        const candidates = await namedCandidates(tx, actor.customerId, input.vendorIds);
        const { invitees, skipped } = pick(candidates, locked, candidates.length, null);
        await inviteDirectorySuppliers(tx, ctx, actor, locked, invitees);
        return { invited: invitees.map(shownInvitee), skipped };
      }
      // The list's row lock orders two turns taken at once: the second sees the first's turns.
      const { list } = await requireList(tx, actor, input.vendorListId, true);
      if (!list.isRotational) throw badRequest('vendorListNotRotational');
      const members = await findMembersInTurn(tx, actor.customerId, list.id);
      const { invitees, skipped } = pick(members, locked, input.count, list.id);
      await inviteDirectorySuppliers(tx, ctx, actor, locked, invitees);
      await markTurns(tx, {
        customerId: actor.customerId,
        listId: list.id,
        vendorIds: invitees.map((i) => i.vendorId),
        tenderId: locked.tender.id,
        at: ctx.clock.now(),
      });
      return { invited: invitees.map(shownInvitee), skipped };
    });
  } catch (error) {
    // The unique index decides when two requests invite one address at once.
    if (isUniqueViolation(error)) throw badRequest('invitationAlreadyInvited');
    throw error;
  }
}

function shownInvitee(invitee: DirectoryInvitee) {
  return { vendorId: invitee.vendorId, companyName: invitee.companyName, email: invitee.email };
}

/** GET /VendorInvitations/SearchTender: the node's sources taking invitations, by name or number. */
export async function searchInvitationTenders(
  ctx: AppContext,
  actor: Actor,
  query: z.output<typeof invitationTenderQuerySchema>,
): Promise<InvitationTender[]> {
  return inTenant(ctx.db, actor.customerId, async (tx) => {
    const rows = await findInvitableTenders(tx, actor, query);
    return rows.map((row) => ({ ...row, dateClosing: row.dateClosing?.toISOString() ?? null }));
  });
}

/**
 * POST /VendorInvitations/SearchCriteria: the directory's advanced search over the active suppliers
 * (every company keeps one primary contact: the suppliers area's rule), each row saying whether it
 * is invited to the source. A source of another node or agency answers 404 as a missing one.
 */
export async function searchInvitationCandidates(
  ctx: AppContext,
  actor: Actor,
  input: z.output<typeof invitationSearchSchema>,
): Promise<{ values: InvitationCandidate[]; total: number }> {
  await inTenant(ctx.db, actor.customerId, (tx) => requireInvitationTender(tx, actor, input.tenderId));
  const { tenderId, ...search } = input;
  const found = await advancedSearch(ctx, actor, {
    ...search,
    criteria: { ...search.criteria, accountStatus: 'Active' },
  });
  const invited = await inTenant(
    ctx.db,
    actor.customerId,
    async (tx) =>
      new Set(
        await findInvitedVendorIds(
          tx,
          actor.customerId,
          tenderId,
          found.rows.map((row) => row.id),
        ),
      ),
  );
  return { values: found.rows.map((row) => ({ ...row, invited: invited.has(row.id) })), total: found.total };
}

/** The source `tenderId` of the actor's node, or 404 invitationInvalidTender. */
async function requireInvitationTender(tx: Tx, actor: Actor, tenderId: number) {
  try {
    return await findTenderById(tx, actor, tenderId);
  } catch (error) {
    if (error instanceof AppError && error.status === 404) throw new AppError(404, 'invitationInvalidTender');
    throw error;
  }
}
