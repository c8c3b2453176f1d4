import { and, count, eq, gte, isNull, lte, notExists, or } from 'drizzle-orm';
import { auditEvents, projects, tenders, vendorQuestions } from '../../db/schema/index.ts';
import { tenantJoin, tenantRow } from '../../platform/query.ts';
import type { Tx } from '../../platform/tenancy.ts';

export type ReminderCandidate = { customerId: number; tenderId: number };

/**
 * Open sources that may owe a reminder: the deadline reminder not yet sent and the deadline still
 * ahead, or an incomplete-question notification date passed and not yet notified (no
 * `notifiedAction` audit event of the project). The exact moment is the contract's
 * questionReminderAt, read with each source's settings. Read across agencies.
 */
export async function findReminderCandidates(
  tx: Tx,
  now: Date,
  notifiedAction: string,
): Promise<ReminderCandidate[]> {
  return tx
    .select({ customerId: tenders.customerId, tenderId: tenders.id })
    .from(tenders)
    .innerJoin(projects, tenantJoin(projects.id, tenders.projectId))
    .where(
      and(
        eq(projects.status, 'Open'),
        or(
          and(isNull(tenders.questionReminderSentAt), gte(tenders.questionDeadline, now)),
          and(
            lte(tenders.incompleteQuestionNotificationDate, now),
            notExists(
              tx
                .select({ seq: auditEvents.seq })
                .from(auditEvents)
                .where(
                  and(
                    eq(auditEvents.customerId, tenders.customerId),
                    eq(auditEvents.projectId, projects.id),
                    eq(auditEvents.action, notifiedAction),
                  ),
                ),
            ),
          ),
        ),
      ),
    );
}

export async function countIncompleteQuestions(
  tx: Tx,
  customerId: number,
  tenderId: number,
): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(vendorQuestions)
    .where(
      and(
        eq(vendorQuestions.customerId, customerId),
        eq(vendorQuestions.tenderId, tenderId),
        eq(vendorQuestions.status, 'Incomplete'),
      ),
    );
  return row?.n ?? 0;
}

/** Whether the project's audit trail holds an event of `action` on the source. */
export async function hasSourceAuditEvent(
  tx: Tx,
  customerId: number,
  projectId: number,
  tenderId: number,
  action: string,
): Promise<boolean> {
  const [row] = await tx
    .select({ seq: auditEvents.seq })
    .from(auditEvents)
    .where(
      and(
        eq(auditEvents.customerId, customerId),
        eq(auditEvents.projectId, projectId),
        eq(auditEvents.action, action),
        eq(auditEvents.entityId, String(tenderId)),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** The source and its project, the source's row locked so concurrent sweeps remind once, or undefined. */
export async function lockSourceWithProject(tx: Tx, customerId: number, tenderId: number) {
  const [row] = await tx
    .select({ tender: tenders, project: projects })
    .from(tenders)
    .innerJoin(projects, tenantJoin(projects.id, tenders.projectId))
    .where(tenantRow(tenders.id, customerId, tenderId))
    .for('update', { of: tenders });
  return row;
}

export async function markQuestionReminderSent(tx: Tx, customerId: number, tenderId: number, now: Date) {
  await tx
    .update(tenders)
    .set({ questionReminderSentAt: now })
    .where(tenantRow(tenders.id, customerId, tenderId));
}
