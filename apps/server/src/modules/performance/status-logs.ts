import {
  type CurrentPerformanceStatus,
  type PerformanceStatusLog,
  type performanceStatusLogInputSchema,
  statusLogProblems,
  type updatePerformanceStatusLogSchema,
} from '@procura/contract';
import type { z } from 'zod';
import { byActor, recordAudit } from '../../platform/audit.ts';
import type { AppContext } from '../../platform/context.ts';
import { AppError, badRequest, isUniqueViolation } from '../../platform/errors.ts';
import { type Actor, inTenant, type Tx } from '../../platform/tenancy.ts';
import { findPeople, fullName } from '../project-team/index.ts';
import { requireVendor } from '../vendors/index.ts';
import { presentCurrentStatus, presentStatusLog } from './presenters-settings.ts';
import {
  findCurrentLog,
  findCurrentLogs,
  findHistory,
  findLog,
  hasOverlappingLog,
  insertLog,
  lockVendorStatuses,
  type StatusLogRow,
  updateLog,
} from './status-log-queries.ts';

/**
 * A supplier's performance statuses (000 §3-§5; 001 §8; decision 357): at most one current (not
 * complete) status per supplier, held by a partial unique index too; completing one moves it to
 * history, and a history entry changes only from the history (`?fromHistory=true`). A duplicate is
 * the same status over overlapping dates. Each change is audited with the supplier, so it shows in
 * the supplier's History.
 */

type LogInput = z.output<typeof performanceStatusLogInputSchema>;
type LogUpdate = z.output<typeof updatePerformanceStatusLogSchema>;

const activeExists = () => badRequest('performanceActiveStatusExists');

/** Two requests racing to give a supplier a current status: the index refuses the second. */
async function oneCurrent<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (isUniqueViolation(error)) throw activeExists();
    throw error;
  }
}

async function present(tx: Tx, customerId: number, rows: StatusLogRow[]): Promise<PerformanceStatusLog[]> {
  const people = await findPeople(
    tx,
    customerId,
    rows.flatMap((r) => (r.createdById === null ? [] : [r.createdById])),
  );
  return rows.map((row) => {
    const person = row.createdById === null ? undefined : people.get(row.createdById);
    return presentStatusLog(row, person ? fullName(person) : '');
  });
}

/** 400 when the end is before the start (000 §5); the same day is a one-day status. */
function checkDates(input: LogInput) {
  const problems = statusLogProblems(input);
  if (problems.length > 0) {
    throw badRequest(...problems.map((p) => ({ key: p.key, params: { field: p.field } })));
  }
}

/** 400 when another log of the supplier has the same status over overlapping dates. */
async function checkDuplicate(tx: Tx, customerId: number, input: LogInput, exceptId?: number) {
  if (await hasOverlappingLog(tx, customerId, input, exceptId))
    throw badRequest('performanceStatusDuplicate');
}

const fieldsOf = (log: Pick<LogInput, 'status' | 'comments' | 'startDate' | 'endDate' | 'complete'>) => ({
  status: log.status,
  comments: log.comments,
  startDate: log.startDate,
  endDate: log.endDate,
  complete: log.complete,
});

async function audit(
  tx: Tx,
  ctx: AppContext,
  actor: Actor,
  vendor: { id: number; companyName: string },
  logId: number,
  event: { action: string; before?: unknown; after?: unknown },
) {
  await recordAudit(tx, ctx.clock, {
    ...byActor(actor),
    entityType: 'performanceStatusLog',
    entityId: logId,
    vendorId: vendor.id,
    companyName: vendor.companyName,
    ...event,
  });
}

/**
 * GET /PerformanceVendorStatusLogs/Current?vendorId: the supplier's current status, or none (404
 * when it is not the agency's). With the id repeated, the current statuses of those of the
 * suppliers that have one (a list's warnings): an id the agency does not have simply has none.
 */
export async function currentStatusLog(
  ctx: AppContext,
  actor: Actor,
  vendorIds: readonly number[],
): Promise<PerformanceStatusLog[]> {
  return inTenant(ctx.db, actor.customerId, async (tx) => {
    const [only] = vendorIds;
    if (vendorIds.length === 1 && only !== undefined) {
      const vendor = await requireVendor(tx, actor.customerId, only);
      const row = await findCurrentLog(tx, actor.customerId, vendor.id);
      return present(tx, actor.customerId, row ? [row] : []);
    }
    return present(tx, actor.customerId, await findCurrentLogs(tx, actor.customerId, vendorIds));
  });
}

/** GET /PerformanceVendorStatusLogs/History?vendorId: the completed statuses, the latest first. */
export async function statusLogHistory(
  ctx: AppContext,
  actor: Actor,
  vendorId: number,
): Promise<PerformanceStatusLog[]> {
  return inTenant(ctx.db, actor.customerId, async (tx) => {
    const vendor = await requireVendor(tx, actor.customerId, vendorId);
    return present(tx, actor.customerId, await findHistory(tx, actor.customerId, vendor.id));
  });
}

/** POST /PerformanceVendorStatusLogs: a new status, current unless it is recorded complete. */
export async function createStatusLog(
  ctx: AppContext,
  actor: Actor,
  input: LogInput,
): Promise<PerformanceStatusLog> {
  return oneCurrent(
    inTenant(ctx.db, actor.customerId, async (tx) => {
      const vendor = await requireVendor(tx, actor.customerId, input.vendorId);
      checkDates(input);
      await lockVendorStatuses(tx, actor.customerId, vendor.id);
      if (!input.complete && (await findCurrentLog(tx, actor.customerId, vendor.id))) throw activeExists();
      await checkDuplicate(tx, actor.customerId, input);
      const now = ctx.clock.now();
      const row = await insertLog(tx, {
        customerId: actor.customerId,
        nodeId: actor.nodeId,
        vendorId: vendor.id,
        ...fieldsOf(input),
        createdById: actor.userId,
        createdAt: now,
        completedAt: input.complete ? now : null,
        updatedAt: now,
      });
      await audit(tx, ctx, actor, vendor, row.id, {
        action: 'performanceStatus.created',
        after: fieldsOf(input),
      });
      const [log] = await present(tx, actor.customerId, [row]);
      return log as PerformanceStatusLog;
    }),
  );
}

/** The supplier's log `id`, or 404 (another supplier's log is not this one's). */
async function findLogOf(tx: Tx, customerId: number, vendorId: number, id: number): Promise<StatusLogRow> {
  const row = await findLog(tx, customerId, vendorId, id);
  if (!row) throw new AppError(404, 'invalidPerformanceStatusLogId');
  return row;
}

function actionOf(before: StatusLogRow, complete: boolean): string {
  if (!before.complete && complete) return 'performanceStatus.completed';
  if (before.complete && !complete) return 'performanceStatus.reopened';
  return 'performanceStatus.updated';
}

/**
 * PUT /PerformanceVendorStatusLogs(?fromHistory=true): changes a status, completes it (to history)
 * or, from the history, changes or reopens a completed one (refused while another is current).
 */
export async function changeStatusLog(
  ctx: AppContext,
  actor: Actor,
  input: LogUpdate,
  fromHistory: boolean,
): Promise<PerformanceStatusLog> {
  return oneCurrent(
    inTenant(ctx.db, actor.customerId, async (tx) => {
      const vendor = await requireVendor(tx, actor.customerId, input.vendorId);
      await lockVendorStatuses(tx, actor.customerId, vendor.id);
      const before = await findLogOf(tx, actor.customerId, vendor.id, input.id);
      if (before.complete && !fromHistory) throw badRequest('performanceStatusAlreadyComplete');
      checkDates(input);
      if (before.complete && !input.complete && (await findCurrentLog(tx, actor.customerId, vendor.id))) {
        throw activeExists();
      }
      await checkDuplicate(tx, actor.customerId, input, before.id);
      const now = ctx.clock.now();
      const row = await updateLog(tx, actor.customerId, before.id, {
        ...fieldsOf(input),
        completedAt: input.complete ? (before.completedAt ?? now) : null,
        updatedAt: now,
      });
      await audit(tx, ctx, actor, vendor, row.id, {
        action: actionOf(before, input.complete),
        before: fieldsOf(before),
        after: fieldsOf(input),
      });
      const [log] = await present(tx, actor.customerId, [row]);
      return log as PerformanceStatusLog;
    }),
  );
}

/**
 * The current performance status of each of these suppliers, for the warning shown wherever a
 * supplier is invited, registered or awarded (issue 23 §3); a supplier without one is absent.
 */
export async function currentPerformanceStatuses(
  tx: Tx,
  customerId: number,
  vendorIds: readonly number[],
): Promise<Map<number, CurrentPerformanceStatus>> {
  const logs = await findCurrentLogs(tx, customerId, vendorIds);
  return new Map(logs.map((log) => [log.vendorId, presentCurrentStatus(log)]));
}
