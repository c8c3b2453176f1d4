import type { IntakeListRow, IntakeRequester, IntakeSearchPage } from '@procura/contract';
import type { AppContext } from '../../platform/context.ts';
import { inTenant } from '../../platform/tenancy.ts';
import { agencyToday } from '../customers/index.ts';
import { presentListRow } from './request-presenters.ts';
import { findRequesters } from './request-queries.ts';
import { countIntakeRows, findIntakePage, findIntakeRows, type IntakeSearchInput } from './search-queries.ts';
import { assertOwnNode, type IntakeStaff } from './staff-access.ts';

/**
 * The Intake: pending requests widget's calls (issue 24 §3): the list, its requesters and the
 * search. Closing ranges count the agency's calendar days to the estimated posting date (001 §9).
 */

/** GET api/intake/intakeRequests?nodeId&status: the node's requests; without a status, all of them. */
export async function listIntakeRequests(
  ctx: AppContext,
  staff: IntakeStaff,
  query: { nodeId: number; status?: number | undefined },
): Promise<IntakeListRow[]> {
  assertOwnNode(staff, query.nodeId);
  return inTenant(ctx.db, staff.customerId, async (tx) => {
    const status = (query.status ?? null) as 1 | 2 | 3 | null;
    const today = await agencyToday(tx, staff.customerId, ctx.clock.now());
    const rows = await findIntakeRows(tx, staff.customerId, staff.nodeId, { status, today });
    return rows.map(presentListRow);
  });
}

/** GET api/intake/requesters?nodeId: who has sent the node requests, by address. */
export async function listRequesters(
  ctx: AppContext,
  staff: IntakeStaff,
  nodeId: number,
): Promise<IntakeRequester[]> {
  assertOwnNode(staff, nodeId);
  return inTenant(ctx.db, staff.customerId, (tx) => findRequesters(tx, staff.customerId, staff.nodeId));
}

/** POST api/intake/search?nodeId: one page of the filtered, ordered requests and how many match. */
export async function searchIntakeRequests(
  ctx: AppContext,
  staff: IntakeStaff,
  nodeId: number,
  input: IntakeSearchInput,
): Promise<IntakeSearchPage> {
  assertOwnNode(staff, nodeId);
  return inTenant(ctx.db, staff.customerId, async (tx) => {
    const today = await agencyToday(tx, staff.customerId, ctx.clock.now());
    const filter = { ...input, today };
    const [rows, total] = await Promise.all([
      findIntakePage(tx, staff.customerId, staff.nodeId, filter, input),
      countIntakeRows(tx, staff.customerId, staff.nodeId, filter),
    ]);
    return { rows: rows.map(presentListRow), total, page: input.page, pageSize: input.pageSize };
  });
}
