import type { CreateTeamMember, UpdateOwnProfile, UpdateTeamMember } from '@procura/contract';
import { byActor, recordAudit } from '../../platform/audit.ts';
import type { AppContext } from '../../platform/context.ts';
import { badRequest, forbidden, isUniqueViolation, notFound, unauthorized } from '../../platform/errors.ts';
import { hashPassword, verifyPassword } from '../../platform/secrets.ts';
import { unlockAccount } from '../../platform/sign-in-guard.ts';
import { type Actor, inTenant, type Tx } from '../../platform/tenancy.ts';
import { findGroupIdsInNode } from './groups-queries.ts';
import { announceGroupChanges } from './groups-service.ts';
import { auditedUser, type PresentedMember, presentMember } from './presenters.ts';
import {
  findLiveUser,
  findUserGroupIds,
  insertUser,
  loginNameTaken,
  replaceUserGroups,
  searchUsers,
  type UserRow,
  type UserSearch,
  updateUser,
} from './queries.ts';

/**
 * Team members (000 §5 Team member, 001 §7 Users). The actor's `nodeId` is the agency's tender
 * node, where groups live. Group changes are announced in real time after the commit.
 */

type Outcome = { member: PresentedMember; changedGroups: number[] };

/** Runs a user write; an email taken by a concurrent request still answers userEmailExists. */
async function writeUser(ctx: AppContext, customerId: number, work: (tx: Tx) => Promise<Outcome>) {
  let outcome: Outcome;
  try {
    outcome = await inTenant(ctx.db, customerId, work);
  } catch (error) {
    if (isUniqueViolation(error)) throw badRequest('userEmailExists');
    throw error;
  }
  announceGroupChanges(ctx, customerId, outcome.changedGroups);
  return outcome.member;
}

async function requireLiveUser(tx: Tx, customerId: number, userId: number): Promise<UserRow> {
  const user = await findLiveUser(tx, customerId, userId);
  if (!user) throw notFound();
  return user;
}

/** Email and username must not be another active user's email or username (000 §5). */
async function checkLoginNames(tx: Tx, customerId: number, names: string[], exceptUserId?: number) {
  if (await loginNameTaken(tx, customerId, names, exceptUserId)) throw badRequest('userEmailExists');
}

async function checkGroups(tx: Tx, actor: Actor, groupIds: number[] | undefined) {
  if (!groupIds?.length) return;
  const unique = [...new Set(groupIds)];
  const known = await findGroupIdsInNode(tx, actor.customerId, actor.nodeId, unique);
  if (known.length !== unique.length) throw badRequest('userInvalidGroup');
}

/** A username that followed the email (the default) follows a changed email. */
function nextUsername(user: UserRow, email: string, username: string | undefined): string {
  if (username) return username;
  return user.username.toLowerCase() === user.email.toLowerCase() ? email : user.username;
}

async function presentAfter(ctx: AppContext, tx: Tx, customerId: number, userId: number) {
  const row = await requireLiveUser(tx, customerId, userId);
  return presentMember({ ...row, groupIds: await findUserGroupIds(tx, customerId, userId) }, ctx.clock.now());
}

/** A page of the agency's live team, with the total for paging. */
export async function listUsers(ctx: AppContext, actor: Actor, query: UserSearch) {
  const now = ctx.clock.now();
  const page = await inTenant(ctx.db, actor.customerId, (tx) => searchUsers(tx, actor.customerId, query));
  return { total: page.total, values: page.rows.map((row) => presentMember(row, now)) };
}

/** Adds a team member; the username defaults to the email, the password is stored as argon2id. */
export async function createUser(ctx: AppContext, actor: Actor, input: CreateTeamMember) {
  const passwordHash = await hashPassword(input.password);
  return writeUser(ctx, actor.customerId, async (tx) => {
    const username = input.username || input.email;
    if (!input.inActive) await checkLoginNames(tx, actor.customerId, [input.email, username]);
    await checkGroups(tx, actor, input.groupIds);
    const row = await insertUser(tx, {
      customerId: actor.customerId,
      email: input.email,
      username,
      firstName: input.firstName,
      lastName: input.lastName,
      passwordHash,
      inActive: input.inActive,
      purchaser: input.purchaser ?? false,
    });
    const changedGroups = await replaceUserGroups(tx, actor.customerId, row.id, input.groupIds ?? []);
    await recordAudit(tx, ctx.clock, {
      ...byActor(actor),
      action: 'user.created',
      entityType: 'user',
      entityId: row.id,
      after: auditedUser(row, changedGroups),
    });
    return { member: await presentAfter(ctx, tx, actor.customerId, row.id), changedGroups };
  });
}

type ActivationEffects = { changedGroups: number[]; endSessions: boolean };

/**
 * The rules of a change of the active flag: nobody deactivates themselves; a reactivated user
 * must not take another active user's email, and belongs to no groups (000 §4); a deactivated
 * user's sessions end.
 */
async function applyActivation(
  tx: Tx,
  actor: Actor,
  user: UserRow,
  nextInActive: boolean,
  names: string[],
): Promise<ActivationEffects> {
  if (nextInActive && user.id === actor.userId) throw badRequest('cannotDeactivateSelf');
  if (user.inActive && !nextInActive) {
    await checkLoginNames(tx, actor.customerId, names, user.id);
    return { changedGroups: await replaceUserGroups(tx, actor.customerId, user.id, []), endSessions: false };
  }
  return { changedGroups: [], endSessions: nextInActive && !user.inActive };
}

/**
 * An administrator edits a team member. Listed groups replace the memberships, except on
 * reactivation, which always leaves the user in no group. A new password ends the user's other
 * sessions.
 */
export async function updateTeamMember(
  ctx: AppContext,
  actor: Actor,
  input: UpdateTeamMember,
  sessionId: number,
) {
  const passwordHash = input.password ? await hashPassword(input.password) : undefined;
  return writeUser(ctx, actor.customerId, async (tx) => {
    const user = await requireLiveUser(tx, actor.customerId, input.id);
    const groupsBefore = await findUserGroupIds(tx, actor.customerId, user.id);
    const username = nextUsername(user, input.email, input.username);
    const activation = await applyActivation(tx, actor, user, input.inActive, [input.email, username]);
    if (!input.inActive && !user.inActive) {
      await checkLoginNames(tx, actor.customerId, [input.email, username], user.id);
    }
    const reactivated = user.inActive && !input.inActive;
    let changedGroups = activation.changedGroups;
    if (!reactivated && input.groupIds) {
      await checkGroups(tx, actor, input.groupIds);
      changedGroups = await replaceUserGroups(tx, actor.customerId, user.id, input.groupIds);
    }
    const next = {
      email: input.email,
      username,
      firstName: input.firstName,
      lastName: input.lastName,
      inActive: input.inActive,
      purchaser: input.purchaser ?? user.purchaser,
    };
    await updateUser(tx, actor.customerId, user.id, { ...next, ...(passwordHash ? { passwordHash } : {}) });
    if (activation.endSessions || passwordHash) {
      await ctx.hooks.userAccessEnded(tx, ctx, {
        customerId: actor.customerId,
        userId: user.id,
        keepSessionId: user.id === actor.userId ? sessionId : undefined,
      });
    }
    const member = await presentAfter(ctx, tx, actor.customerId, user.id);
    await recordAudit(tx, ctx.clock, {
      ...byActor(actor),
      action: 'user.updated',
      entityType: 'user',
      entityId: user.id,
      before: auditedUser(user, groupsBefore),
      after: {
        ...auditedUser({ ...user, ...next }, member.groupIds),
        passwordChanged: Boolean(passwordHash),
      },
    });
    return { member, changedGroups };
  });
}

/** Activates or deactivates a team member, by the same rules as an edit. */
export async function setUserStatus(ctx: AppContext, actor: Actor, userId: number, active: boolean) {
  return writeUser(ctx, actor.customerId, async (tx) => {
    const user = await requireLiveUser(tx, actor.customerId, userId);
    const groupsBefore = await findUserGroupIds(tx, actor.customerId, user.id);
    const activation = await applyActivation(tx, actor, user, !active, [user.email, user.username]);
    if (user.inActive === !active) {
      return { member: await presentAfter(ctx, tx, actor.customerId, user.id), changedGroups: [] };
    }
    await updateUser(tx, actor.customerId, user.id, { inActive: !active });
    if (activation.endSessions)
      await ctx.hooks.userAccessEnded(tx, ctx, { customerId: actor.customerId, userId: user.id });
    const member = await presentAfter(ctx, tx, actor.customerId, user.id);
    await recordAudit(tx, ctx.clock, {
      ...byActor(actor),
      action: active ? 'user.activated' : 'user.deactivated',
      entityType: 'user',
      entityId: user.id,
      before: { inActive: user.inActive, groupIds: groupsBefore },
      after: { inActive: !active, groupIds: member.groupIds },
    });
    return { member, changedGroups: activation.changedGroups };
  });
}

/** Lifts a lock-out: the failure count starts again from zero, from every address. */
export async function unlockUser(ctx: AppContext, actor: Actor, userId: number) {
  const unlocked = await writeUser(ctx, actor.customerId, async (tx) => {
    const user = await requireLiveUser(tx, actor.customerId, userId);
    await updateUser(tx, actor.customerId, user.id, { lockedAt: null, failedLoginCount: 0 });
    await recordAudit(tx, ctx.clock, {
      ...byActor(actor),
      action: 'user.unlocked',
      entityType: 'user',
      entityId: user.id,
      before: { lockedAt: user.lockedAt, failedLoginCount: user.failedLoginCount },
      after: { lockedAt: null, failedLoginCount: 0 },
    });
    return { member: await presentAfter(ctx, tx, actor.customerId, user.id), changedGroups: [] };
  });
  await unlockAccount(ctx.limiter, `staff:${actor.customerId}`, `user:${userId}`);
  return unlocked;
}

/**
 * Deletes a team member softly: the row stays (history names them) but the user leaves every
 * list and group, cannot sign in, and their sessions end. Nobody deletes themselves.
 */
export async function deleteTeamMember(ctx: AppContext, actor: Actor, userId: number) {
  if (userId === actor.userId) throw badRequest('cannotDeleteSelf');
  return writeUser(ctx, actor.customerId, async (tx) => {
    const user = await requireLiveUser(tx, actor.customerId, userId);
    const groupsBefore = await findUserGroupIds(tx, actor.customerId, user.id);
    const changedGroups = await replaceUserGroups(tx, actor.customerId, user.id, []);
    await updateUser(tx, actor.customerId, user.id, { deleted: true, inActive: true });
    await ctx.hooks.userAccessEnded(tx, ctx, { customerId: actor.customerId, userId: user.id });
    await recordAudit(tx, ctx.clock, {
      ...byActor(actor),
      action: 'user.deleted',
      entityType: 'user',
      entityId: user.id,
      before: auditedUser(user, groupsBefore),
      after: { deleted: true, inActive: true, groupIds: [] },
    });
    const member = presentMember({ ...user, inActive: true, groupIds: [] }, ctx.clock.now());
    return { member, changedGroups };
  });
}

/** The signed-in user, in their own agency, with the session they act through. */
export type Self = { customerId: number; userId: number; sessionId: number };

/**
 * A user edits their own profile: names, email (by the uniqueness rule) and, with the right old
 * password, a new one. A wrong old password answers 401 oldPasswordIncorrect and leaves the
 * session as it is; a changed password ends the user's other sessions.
 */
export async function updateOwnProfile(ctx: AppContext, self: Self, userId: number, input: UpdateOwnProfile) {
  if (userId !== self.userId) throw forbidden('noPermission');
  const newHash = input.newPassword ? await hashPassword(input.newPassword) : undefined;
  return writeUser(ctx, self.customerId, async (tx) => {
    const user = await requireLiveUser(tx, self.customerId, userId);
    if (newHash) {
      if (!user.passwordHash) throw badRequest('passwordNeverSet');
      if (!(await verifyPassword(user.passwordHash, input.oldPassword ?? ''))) {
        throw unauthorized('oldPasswordIncorrect');
      }
    }
    const username = nextUsername(user, input.email, undefined);
    await checkLoginNames(tx, self.customerId, [input.email, username], user.id);
    const next = { email: input.email, username, firstName: input.firstName, lastName: input.lastName };
    await updateUser(tx, self.customerId, user.id, {
      ...next,
      ...(newHash ? { passwordHash: newHash } : {}),
    });
    if (newHash)
      await ctx.hooks.userAccessEnded(tx, ctx, {
        customerId: self.customerId,
        userId: user.id,
        keepSessionId: self.sessionId,
      });
    await recordAudit(tx, ctx.clock, {
      customerId: self.customerId,
      actorUserId: self.userId,
      actorLabel: `user:${self.userId}`,
      action: 'user.profileUpdated',
      entityType: 'user',
      entityId: user.id,
      before: auditedUser(user),
      after: { ...auditedUser({ ...user, ...next }), passwordChanged: Boolean(newHash) },
    });
    return { member: await presentAfter(ctx, tx, self.customerId, user.id), changedGroups: [] };
  });
}
