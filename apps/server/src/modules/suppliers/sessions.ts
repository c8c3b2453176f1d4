import { supplierSession } from '@procura/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../platform/config.ts';
import type { AppContext } from '../../platform/context.ts';
import { clearAppCookie, readAppCookie, setAppCookie } from '../../platform/cookies.ts';
import { newToken, tokenHash } from '../../platform/secrets.ts';
import type { SupplierContext } from '../../platform/supplier-session.ts';
import { asSystem, type Tx } from '../../platform/tenancy.ts';
import {
  endAllSupplierSessions,
  findOpenSupplierSession,
  insertSupplierSession,
  touchSupplierSession,
} from './session-queries.ts';

const idleMs = supplierSession.idleMinutes * 60_000;
const absoluteMs = supplierSession.absoluteHours * 3_600_000;
const touchEveryMs = 30_000;

const idleExpiry = (lastSeenAt: Date, expiresAt: Date) =>
  new Date(Math.min(lastSeenAt.getTime() + idleMs, expiresAt.getTime()));

/** Starts a supplier session with a fresh token. */
export async function createSupplierSession(
  tx: Tx,
  ctx: AppContext,
  account: { customerId: number; vendorId: number; contactId: number },
) {
  const token = newToken();
  const now = ctx.clock.now();
  const expiresAt = new Date(now.getTime() + absoluteMs);
  await insertSupplierSession(tx, {
    ...account,
    tokenHash: tokenHash(token),
    createdAt: now,
    lastSeenAt: now,
    expiresAt,
  });
  return { token, expiresAt };
}

/** Ends every open session of a supplier account (password changed or reset). */
export async function endSupplierSessions(tx: Tx, ctx: AppContext, customerId: number, contactId: number) {
  await endAllSupplierSessions(tx, customerId, contactId, ctx.clock.now());
}

export function supplierTokenOf(request: FastifyRequest, config: Config): string | undefined {
  return readAppCookie(request, config, supplierSession.cookieName);
}

export function setSupplierCookie(reply: FastifyReply, ctx: AppContext, token: string, expiresAt: Date) {
  setAppCookie(reply, ctx.config, supplierSession.cookieName, token, { sameSite: 'lax', expires: expiresAt });
}

export function clearSupplierCookie(reply: FastifyReply, ctx: AppContext) {
  clearAppCookie(reply, ctx.config, supplierSession.cookieName);
}

/**
 * The supplier session a token names, or null when there is none, it ended or expired, or its
 * company or account was deactivated or deleted.
 */
export async function loadSupplierSession(
  ctx: AppContext,
  token: string | undefined,
): Promise<SupplierContext | null> {
  if (!token || token.length > 100) return null;
  return asSystem(ctx.db, async (tx) => {
    const row = await findOpenSupplierSession(tx, tokenHash(token));
    if (!row?.vendorActive || row.vendorDeleted || !row.hasPassword) return null;
    const { session } = row;
    const now = ctx.clock.now();
    if (now >= idleExpiry(session.lastSeenAt, session.expiresAt)) return null;
    if (row.tenderNodeId === null) return null;
    let lastSeenAt = session.lastSeenAt;
    if (now.getTime() - lastSeenAt.getTime() > touchEveryMs) {
      lastSeenAt = now;
      await touchSupplierSession(tx, session.customerId, session.id, now);
    }
    return {
      sessionId: session.id,
      customerId: session.customerId,
      agency: row.agency,
      tenderNodeId: row.tenderNodeId,
      vendorId: session.vendorId,
      contactId: session.contactId,
      idleExpiresAt: idleExpiry(lastSeenAt, session.expiresAt),
      expiresAt: session.expiresAt,
    };
  });
}
