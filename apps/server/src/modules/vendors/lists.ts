import {
  type createVendorListSchema,
  type updateVendorListSchema,
  type VendorList,
  type VendorListDetail,
  type VendorListMember,
  type vendorListMembersSchema,
  vendorListRules,
} from '@procura/contract';
import type { z } from 'zod';
import { byActor, recordAudit } from '../../platform/audit.ts';
import type { AppContext } from '../../platform/context.ts';
import { AppError, badRequest, forbidden, isUniqueViolation } from '../../platform/errors.ts';
import { type Actor, inTenant, type Tx } from '../../platform/tenancy.ts';
import { findPeople } from '../project-team/index.ts';
import {
  countMembers,
  countOwnLists,
  deleteList,
  deleteMembers,
  findAgencyVendorIds,
  findMemberIds,
  findMembersInTurn,
  findVisibleList,
  findVisibleLists,
  insertList,
  insertMembers,
  listNameTaken,
  type MemberRow,
  updateList,
  type VendorListRow,
} from './list-queries.ts';

/**
 * Supplier lists (issue 22 §4; 000 §3 Supplier list): Personal lists are their owner's alone (to
 * anyone else they do not exist: 404), Shared ones the agency's, changed by anyone with the
 * suppliers edit right; only the owner makes a list personal or shared. Names are unique per
 * owner, ignoring case. A rotational list keeps each member's last turn (see invitations.ts).
 */

export const listNotFound = () => new AppError(404, 'invalidVendorListId');
const nameInUse = () => badRequest({ key: 'vendorListNameInUse', params: { field: 'name' } });

/** The list `listId` the actor may see, or 404 as for a missing one. */
export async function requireList(tx: Tx, actor: Actor, listId: number, forUpdate = false) {
  const row = await findVisibleList(tx, actor.customerId, actor.userId, listId, forUpdate);
  if (!row) throw listNotFound();
  return row;
}

function presentList(
  row: { list: VendorListRow; memberCount: number },
  owners: Awaited<ReturnType<typeof findPeople>>,
): VendorList {
  const { list } = row;
  return {
    id: list.id,
    name: list.name,
    visibility: list.visibility,
    isRotational: list.isRotational,
    owner: list.ownerId === null ? null : (owners.get(list.ownerId) ?? null),
    memberCount: row.memberCount,
    created: list.createdAt.toISOString(),
  };
}

/** A member's contact as the list shows it: the primary contact's name and address. */
export function contactNameOf(member: Pick<MemberRow, 'contactFirst' | 'contactLast'>): string {
  return [member.contactFirst, member.contactLast].filter(Boolean).join(' ');
}

function presentMember(member: MemberRow): VendorListMember {
  return {
    vendorId: member.vendorId,
    companyName: member.companyName,
    primaryContact: contactNameOf(member),
    email: member.email ?? '',
    city: member.city,
    isActive: member.isActive,
    addedAt: member.addedAt.toISOString(),
    lastTurnAt: member.lastTurnAt?.toISOString() ?? null,
    lastTurnProjectId: member.lastTurnProjectId,
    lastTurnProjectName: member.lastTurnProjectName,
  };
}

/** The list with its members: in turn order when rotational, else by company name. */
async function detailOf(tx: Tx, actor: Actor, listId: number): Promise<VendorListDetail> {
  const row = await requireList(tx, actor, listId);
  const members = await findMembersInTurn(tx, actor.customerId, listId);
  const owners = await findPeople(tx, actor.customerId, row.list.ownerId === null ? [] : [row.list.ownerId]);
  const shown = row.list.isRotational
    ? members
    : [...members].sort((a, b) => a.companyName.localeCompare(b.companyName) || a.vendorId - b.vendorId);
  return {
    ...presentList(row, owners),
    members: shown.map(presentMember),
    turnOrder: row.list.isRotational ? members.map((m) => m.vendorId) : [],
  };
}

async function visibleLists(tx: Tx, actor: Actor): Promise<VendorList[]> {
  const rows = await findVisibleLists(tx, actor.customerId, actor.userId);
  const owners = await findPeople(
    tx,
    actor.customerId,
    rows.flatMap((r) => (r.list.ownerId === null ? [] : [r.list.ownerId])),
  );
  return rows.map((row) => presentList(row, owners));
}

/** 400 vendorInvalidId unless every id is one of the agency's suppliers; answers them once each. */
async function agencyVendors(tx: Tx, customerId: number, ids: readonly number[]): Promise<number[]> {
  const wanted = [...new Set(ids)];
  const found = new Set(await findAgencyVendorIds(tx, customerId, wanted));
  if (wanted.some((id) => !found.has(id)))
    throw badRequest({ key: 'vendorInvalidId', params: { field: 'vendorIds' } });
  return wanted;
}

function audit(
  tx: Tx,
  ctx: AppContext,
  actor: Actor,
  listId: number,
  event: { action: string; before?: unknown; after?: unknown },
) {
  return recordAudit(tx, ctx.clock, {
    ...byActor(actor),
    entityType: 'vendorList',
    entityId: listId,
    ...event,
  });
}

/** The unique index decides when two requests name a list alike at once. */
async function namingList<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (isUniqueViolation(error)) throw nameInUse();
    throw error;
  }
}

/** GET /VendorLists: the user's own lists and every shared one, by name. */
export async function listVendorLists(ctx: AppContext, actor: Actor): Promise<VendorList[]> {
  return inTenant(ctx.db, actor.customerId, (tx) => visibleLists(tx, actor));
}

/** GET /VendorLists/{id}/. */
export async function readVendorList(
  ctx: AppContext,
  actor: Actor,
  listId: number,
): Promise<VendorListDetail> {
  return inTenant(ctx.db, actor.customerId, (tx) => detailOf(tx, actor, listId));
}

/** POST /VendorLists: a new list owned by the actor, with its first members. */
export async function createVendorList(
  ctx: AppContext,
  actor: Actor,
  input: z.output<typeof createVendorListSchema>,
): Promise<VendorListDetail> {
  return namingList(
    inTenant(ctx.db, actor.customerId, async (tx) => {
      if ((await countOwnLists(tx, actor.customerId, actor.userId)) >= vendorListRules.maxLists) {
        throw badRequest({ key: 'vendorListLimitReached', params: { max: vendorListRules.maxLists } });
      }
      if (await listNameTaken(tx, actor.customerId, actor.userId, input.name)) throw nameInUse();
      const vendorIds = await agencyVendors(tx, actor.customerId, input.vendorIds);
      const now = ctx.clock.now();
      const list = await insertList(tx, {
        customerId: actor.customerId,
        name: input.name,
        visibility: input.visibility,
        isRotational: input.isRotational,
        ownerId: actor.userId,
        createdAt: now,
        updatedAt: now,
      });
      await insertMembers(tx, {
        customerId: actor.customerId,
        listId: list.id,
        vendorIds,
        addedById: actor.userId,
        at: now,
      });
      await audit(tx, ctx, actor, list.id, {
        action: 'vendorList.created',
        after: { name: list.name, visibility: list.visibility, isRotational: list.isRotational, vendorIds },
      });
      return detailOf(tx, actor, list.id);
    }),
  );
}

/** PUT /VendorLists/{id}/: rename, the rotational option, and (owner only) the visibility. */
export async function updateVendorList(
  ctx: AppContext,
  actor: Actor,
  listId: number,
  input: z.output<typeof updateVendorListSchema>,
): Promise<VendorListDetail> {
  return namingList(
    inTenant(ctx.db, actor.customerId, async (tx) => {
      const { list } = await requireList(tx, actor, listId, true);
      if (input.visibility !== list.visibility && list.ownerId !== actor.userId) {
        throw forbidden('vendorListNotOwner');
      }
      if (await listNameTaken(tx, actor.customerId, list.ownerId, input.name, list.id)) throw nameInUse();
      await updateList(tx, actor.customerId, list.id, { ...input, updatedAt: ctx.clock.now() });
      await audit(tx, ctx, actor, list.id, {
        action: 'vendorList.updated',
        before: { name: list.name, visibility: list.visibility, isRotational: list.isRotational },
        after: input,
      });
      return detailOf(tx, actor, list.id);
    }),
  );
}

/** DELETE /VendorLists/{id}/: the list and its members (the suppliers stay); answers the lists left. */
export async function deleteVendorList(ctx: AppContext, actor: Actor, listId: number): Promise<VendorList[]> {
  return inTenant(ctx.db, actor.customerId, async (tx) => {
    const { list, memberCount } = await requireList(tx, actor, listId, true);
    await deleteList(tx, actor.customerId, list.id);
    await audit(tx, ctx, actor, list.id, {
      action: 'vendorList.deleted',
      before: { name: list.name, visibility: list.visibility, isRotational: list.isRotational, memberCount },
    });
    return visibleLists(tx, actor);
  });
}

type Members = z.output<typeof vendorListMembersSchema>;

/** POST /VendorLists/AddVendorToList: members already there stay as they are; at most 5,000. */
export async function addListMembers(
  ctx: AppContext,
  actor: Actor,
  input: Members,
): Promise<VendorListDetail> {
  return inTenant(ctx.db, actor.customerId, async (tx) => {
    const { list } = await requireList(tx, actor, input.vendorListId, true);
    const wanted = await agencyVendors(tx, actor.customerId, input.vendorIds);
    const present = new Set(await findMemberIds(tx, actor.customerId, list.id, wanted));
    const added = wanted.filter((id) => !present.has(id));
    if ((await countMembers(tx, actor.customerId, list.id)) + added.length > vendorListRules.maxMembers) {
      throw badRequest('vendorListTooLarge');
    }
    if (added.length > 0) {
      const now = ctx.clock.now();
      await insertMembers(tx, {
        customerId: actor.customerId,
        listId: list.id,
        vendorIds: added,
        addedById: actor.userId,
        at: now,
      });
      await updateList(tx, actor.customerId, list.id, { updatedAt: now });
      await audit(tx, ctx, actor, list.id, {
        action: 'vendorList.membersAdded',
        after: { vendorIds: added },
      });
    }
    return detailOf(tx, actor, list.id);
  });
}

/** POST /VendorLists/RemoveVendorFromList: suppliers not on the list are ignored. */
export async function removeListMembers(
  ctx: AppContext,
  actor: Actor,
  input: Members,
): Promise<VendorListDetail> {
  return inTenant(ctx.db, actor.customerId, async (tx) => {
    const { list } = await requireList(tx, actor, input.vendorListId, true);
    const removed = await findMemberIds(tx, actor.customerId, list.id, [...new Set(input.vendorIds)]);
    if (removed.length > 0) {
      await deleteMembers(tx, actor.customerId, list.id, removed);
      await updateList(tx, actor.customerId, list.id, { updatedAt: ctx.clock.now() });
      await audit(tx, ctx, actor, list.id, {
        action: 'vendorList.membersRemoved',
        before: { vendorIds: removed },
      });
    }
    return detailOf(tx, actor, list.id);
  });
}
