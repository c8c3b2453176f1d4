import { createHash } from 'node:crypto';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { auditChainHeads, auditEvents } from '../db/schema/index.ts';
import type { Clock } from './clock.ts';
import { inTenant, type Tx } from './tenancy.ts';

export type AuditInput = {
  customerId: number;
  actorUserId: number | null;
  /** Who acted, as people read it: a name, 'system', or an email for an anonymous request. */
  actorLabel: string;
  action: string;
  entityType: string;
  entityId?: string | number | null;
  before?: unknown;
  after?: unknown;
  /** The project the event belongs to: it then shows in that project's activity feed. */
  projectId?: number | null;
  /** The supplier the event concerns, for the activity feed's company filter. */
  companyName?: string | null;
  /** The supplier the event concerns, for the supplier's own activity feed (issue 22 §2). */
  vendorId?: number | null;
};

/** The previous hash of an agency's first event. */
export const GENESIS = '0'.repeat(64);

/** Who acted, for an audit event written on behalf of a signed-in user of the agency. */
export function byActor(actor: { customerId: number; userId: number }) {
  return { customerId: actor.customerId, actorUserId: actor.userId, actorLabel: `user:${actor.userId}` };
}

/** Who an audit event of a signed-in supplier names: the vendor and contact, never a user. */
export function byVendor(supplier: { customerId: number; vendorId: number; contactId: number }) {
  return {
    customerId: supplier.customerId,
    actorUserId: null,
    actorLabel: `vendor:${supplier.vendorId}/contact:${supplier.contactId}`,
    vendorId: supplier.vendorId,
  };
}

/** Canonical JSON: keys sorted at every depth, so jsonb's reordering cannot change a hash. */
function canonical(value: unknown): string {
  if (value === undefined || value === null) return 'null';
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value instanceof Date) return JSON.stringify(value.toISOString());
  if (typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/** The fields an event's hash covers: what a bulk loader must supply to extend a chain. */
export type ChainedFields = {
  customerId: number;
  seq: number;
  at: Date;
  actorUserId: number | null;
  actorLabel: string;
  action: string;
  entityType: string;
  entityId: string | null;
  before: unknown;
  after: unknown;
  projectId: number | null;
  companyName: string | null;
  vendorId: number | null;
};

/**
 * An event's hash over the previous one. Exported for the tampering suite, which forges events
 * the way an attacker who has read this code would, and for bulk loaders (bench/scale).
 */
export function eventHash(prevHash: string, e: ChainedFields): string {
  return createHash('sha256')
    .update(prevHash)
    .update(
      canonical({
        customerId: e.customerId,
        seq: e.seq,
        at: e.at.toISOString(),
        actorUserId: e.actorUserId,
        actorLabel: e.actorLabel,
        action: e.action,
        entityType: e.entityType,
        entityId: e.entityId,
        before: e.before ?? null,
        after: e.after ?? null,
        // Hashed only when present, so events written before these columns keep their hashes.
        projectId: e.projectId ?? undefined,
        companyName: e.companyName ?? undefined,
        vendorId: e.vendorId ?? undefined,
      }),
    )
    .digest('hex');
}

/**
 * Appends an audit event inside the caller's transaction, so the event exists exactly when the
 * change does. The chain head row is locked, which orders concurrent writers of one agency.
 */
export async function recordAudit(tx: Tx, clock: Clock, input: AuditInput): Promise<void> {
  await tx
    .insert(auditChainHeads)
    .values({ customerId: input.customerId, seq: 0, hash: GENESIS })
    .onConflictDoNothing();
  const [head] = await tx
    .select()
    .from(auditChainHeads)
    .where(eq(auditChainHeads.customerId, input.customerId))
    .for('update');
  if (!head) throw new Error('audit chain head missing');
  const fields: ChainedFields = {
    customerId: input.customerId,
    seq: head.seq + 1,
    at: clock.now(),
    actorUserId: input.actorUserId,
    actorLabel: input.actorLabel,
    action: input.action,
    entityType: input.entityType,
    entityId: input.entityId === undefined || input.entityId === null ? null : String(input.entityId),
    before: input.before ?? null,
    after: input.after ?? null,
    projectId: input.projectId ?? null,
    companyName: input.companyName ?? null,
    vendorId: input.vendorId ?? null,
  };
  const hash = eventHash(head.hash, fields);
  await tx.insert(auditEvents).values({ ...fields, prevHash: head.hash, hash });
  await tx
    .update(auditChainHeads)
    .set({ seq: fields.seq, hash })
    .where(eq(auditChainHeads.customerId, input.customerId));
}

export type ChainVerdict = { ok: true; events: number } | { ok: false; events: number; brokenAtSeq: number };

/** Recomputes an agency's chain from the first event; the first mismatch is where tampering shows. */
export async function verifyAuditChain(db: Db, customerId: number): Promise<ChainVerdict> {
  return inTenant(db, customerId, async (tx) => {
    const rows = await tx
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.customerId, customerId))
      .orderBy(asc(auditEvents.seq));
    const [head] = await tx.select().from(auditChainHeads).where(eq(auditChainHeads.customerId, customerId));
    let prev = GENESIS;
    let expectedSeq = 1;
    for (const row of rows) {
      const recomputed = eventHash(prev, { ...row, at: new Date(row.at) });
      if (row.seq !== expectedSeq || row.prevHash !== prev || row.hash !== recomputed) {
        return { ok: false, events: rows.length, brokenAtSeq: row.seq };
      }
      prev = row.hash;
      expectedSeq += 1;
    }
    // A deleted tail shows as a head that points past the last event; a deleted head, as events
    // without one (recordAudit writes the head with the first event, so they never exist apart).
    if (head ? head.seq !== rows.length || head.hash !== prev : rows.length > 0) {
      return { ok: false, events: rows.length, brokenAtSeq: rows.length + 1 };
    }
    return { ok: true, events: rows.length };
  });
}

/** The events of one entity, newest first: the activity feeds read these. */
export async function auditEventsFor(db: Db, customerId: number, entityType: string, entityId: string) {
  return inTenant(db, customerId, (tx) =>
    tx
      .select()
      .from(auditEvents)
      .where(
        and(
          eq(auditEvents.customerId, customerId),
          eq(auditEvents.entityType, entityType),
          eq(auditEvents.entityId, entityId),
        ),
      )
      .orderBy(sql`${auditEvents.seq} desc`),
  );
}
