import { session as sessionRules } from '@procura/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../platform/config.ts';
import type { AppContext } from '../../platform/context.ts';
import { clearAppCookie, readAppCookie, readCookieHeader, setAppCookie } from '../../platform/cookies.ts';
import { newToken, tokenHash } from '../../platform/secrets.ts';
import type { SessionContext } from '../../platform/session.ts';
import { asSystem, type Tx } from '../../platform/tenancy.ts';
import { findCustomerByDomain } from '../customers/index.ts';
import { findUserAccess, findUserCustomerIds } from '../team/index.ts';
import { endOpenSessions, insertSession, readSessionSnapshot, touchSession } from './session-queries.ts';

const idleMs = sessionRules.idleMinutes * 60_000;
const absoluteMs = sessionRules.absoluteHours * 3_600_000;
/** Last-seen is written at most this often, so reads do not each cost a write. */
const touchEveryMs = 30_000;

export function idleExpiry(lastSeenAt: Date, expiresAt: Date): Date {
  return new Date(Math.min(lastSeenAt.getTime() + idleMs, expiresAt.getTime()));
}

/** Starts a session with a fresh token (never reusing one from before sign-in). */
export async function createSession(tx: Tx, ctx: AppContext, customerId: number, userId: number) {
  const token = newToken();
  const now = ctx.clock.now();
  const expiresAt = new Date(now.getTime() + absoluteMs);
  await insertSession(tx, {
    customerId,
    userId,
    activeCustomerId: customerId,
    tokenHash: tokenHash(token),
    createdAt: now,
    lastSeenAt: now,
    expiresAt,
  });
  return { token, expiresAt, idleExpiresAt: idleExpiry(now, expiresAt) };
}

/**
 * Ends every open session of a user (deactivated, deleted, or given a new password), except
 * `keepSessionId`: the session of a user changing their own password stays signed in.
 */
export async function endUserSessions(
  tx: Tx,
  ctx: AppContext,
  customerId: number,
  userId: number,
  keepSessionId?: number,
): Promise<void> {
  await endOpenSessions(tx, customerId, userId, ctx.clock.now(), keepSessionId);
  // Their sockets close now; a reconnect finds the sessions ended once this transaction commits.
  ctx.disconnectSockets({ customerId, userId, keepSessionId });
}

export function setSessionCookie(reply: FastifyReply, ctx: AppContext, token: string, expiresAt: Date) {
  setAppCookie(reply, ctx.config, sessionRules.cookieName, token, { sameSite: 'lax', expires: expiresAt });
}

export function clearSessionCookie(reply: FastifyReply, ctx: AppContext) {
  clearAppCookie(reply, ctx.config, sessionRules.cookieName);
}

const siteAdminIds = new WeakMap<AppContext, number | null>();

/** The id of the configured site-administrator agency, looked up once per app. */
async function findSiteAdminCustomerId(tx: Tx, ctx: AppContext): Promise<number | null> {
  const known = siteAdminIds.get(ctx);
  if (known) return known;
  const customer = await findCustomerByDomain(tx, ctx.config.siteAdminDomain);
  siteAdminIds.set(ctx, customer?.id ?? null);
  return customer?.id ?? null;
}

/**
 * What a user may do in the agency a session works in: site administrators are members of the
 * configured agency; group permissions hold only in the user's own agency.
 */
export async function findSessionRights(
  tx: Tx,
  ctx: AppContext,
  ref: { homeCustomerId: number; activeCustomerId: number; userId: number },
): Promise<{ isSiteAdmin: boolean; groupIds: number[]; permissions: string[] }> {
  const customerIds = await findUserCustomerIds(tx, ref.homeCustomerId, ref.userId);
  const siteAdminId = await findSiteAdminCustomerId(tx, ctx);
  const access =
    ref.activeCustomerId === ref.homeCustomerId
      ? await findUserAccess(tx, ref.homeCustomerId, ref.userId)
      : { groupIds: [], permissions: [] };
  return { isSiteAdmin: siteAdminId !== null && customerIds.includes(siteAdminId), ...access };
}

/** The session token an HTTP request carries in its cookie. */
export function sessionTokenOf(request: FastifyRequest, config: Config): string | undefined {
  return readAppCookie(request, config, sessionRules.cookieName);
}

/** The session token in a raw Cookie header (the real-time hub's handshake has no Fastify request). */
export function sessionTokenFromCookieHeader(header: string | undefined, config: Config): string | undefined {
  return readCookieHeader(header, config, sessionRules.cookieName);
}

/**
 * Reads the token's session and everything the guard needs about its user, or null when there
 * is none, it was ended, it passed its idle or absolute expiry, or its user was deactivated or
 * deleted. `touch: false` reads without counting as activity (a socket reconnecting is not a
 * person working).
 */
export async function loadSession(
  ctx: AppContext,
  token: string | undefined,
  options: { touch?: boolean } = {},
): Promise<SessionContext | null> {
  if (!token || token.length > 100) return null;
  return asSystem(ctx.db, async (tx) => {
    const snapshot = await readSessionSnapshot(tx, tokenHash(token));
    if (!snapshot?.userLive) return null;
    const { session: row } = snapshot;
    const now = ctx.clock.now();
    if (now >= idleExpiry(row.lastSeenAt, row.expiresAt)) return null;
    const customerNode = snapshot.nodes.find((n) => n.kind === 'customer');
    const tenderNode = snapshot.nodes.find((n) => n.kind === 'tender');
    if (!customerNode || !tenderNode) return null;
    const siteAdminId = await findSiteAdminCustomerId(tx, ctx);
    let lastSeenAt = row.lastSeenAt;
    if (options.touch !== false && now.getTime() - lastSeenAt.getTime() > touchEveryMs) {
      lastSeenAt = now;
      await touchSession(tx, row.customerId, row.id, now);
    }
    return {
      sessionId: row.id,
      homeCustomerId: row.customerId,
      userId: row.userId,
      activeCustomerId: row.activeCustomerId,
      customerNodeId: customerNode.id,
      tenderNodeId: tenderNode.id,
      nodeIds: new Set(snapshot.nodes.map((n) => n.id)),
      isSiteAdmin:
        siteAdminId !== null &&
        (row.customerId === siteAdminId || snapshot.linkedCustomerIds.includes(siteAdminId)),
      held: new Set(snapshot.permissions),
      groupIds: snapshot.groupIds,
      routePermissions: snapshot.routePermissions,
      idleExpiresAt: idleExpiry(lastSeenAt, row.expiresAt),
      expiresAt: row.expiresAt,
    };
  });
}
