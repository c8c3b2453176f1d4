import { supplierSession } from '@procura/contract';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { customers, supplierSessions, vendorContacts, vendors } from '../../db/schema/index.ts';
import type { Config } from '../../platform/config.ts';
import type { AppContext } from '../../platform/context.ts';
import { clearAppCookie, readAppCookie, setAppCookie } from '../../platform/cookies.ts';
import { tenantJoin } from '../../platform/query.ts';
import { newToken, tokenHash } from '../../platform/secrets.ts';
import type { SupplierContext } from '../../platform/supplier-session.ts';
import { asSystem, type Tx } from '../../platform/tenancy.ts';
import { agencyNodeId } from '../customers/index.ts';

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
  await tx.insert(supplierSessions).values({
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
  await tx
    .update(supplierSessions)
    .set({ endedAt: ctx.clock.now() })
    .where(
      and(
        eq(supplierSessions.customerId, customerId),
        eq(supplierSessions.contactId, contactId),
        isNull(supplierSessions.endedAt),
      ),
    );
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
    const [row] = await tx
      .select({
        session: supplierSessions,
        agency: customers.domain,
        vendorActive: vendors.isActive,
        vendorDeleted: vendors.isDeleted,
        hasPassword: vendorContacts.passwordHash,
        tenderNodeId: agencyNodeId(supplierSessions.customerId, 'tender'),
      })
      .from(supplierSessions)
      .innerJoin(customers, eq(customers.id, supplierSessions.customerId))
      .innerJoin(vendors, tenantJoin(vendors.id, supplierSessions.vendorId))
      .innerJoin(vendorContacts, tenantJoin(vendorContacts.id, supplierSessions.contactId))
      .where(and(eq(supplierSessions.tokenHash, tokenHash(token)), isNull(supplierSessions.endedAt)));
    if (!row?.vendorActive || row.vendorDeleted || !row.hasPassword) return null;
    const { session } = row;
    const now = ctx.clock.now();
    if (now >= idleExpiry(session.lastSeenAt, session.expiresAt)) return null;
    if (row.tenderNodeId === null) return null;
    let lastSeenAt = session.lastSeenAt;
    if (now.getTime() - lastSeenAt.getTime() > touchEveryMs) {
      lastSeenAt = now;
      await tx
        .update(supplierSessions)
        .set({ lastSeenAt: now })
        .where(and(eq(supplierSessions.customerId, session.customerId), eq(supplierSessions.id, session.id)));
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
