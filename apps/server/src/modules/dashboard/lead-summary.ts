import type { ClosingRange, LeadSummaryRow, leadSummaryColumns, ProjectStatus } from '@procura/contract';
import type { AppContext } from '../../platform/context.ts';
import { type Actor, inTenant } from '../../platform/tenancy.ts';
import { agencyDay } from './dates.ts';
import { countSourceProjectsByLead, findUserNames } from './list-queries.ts';

/* Source Projects by Lead (001 §3 Project-lead summary row). */

type LeadColumn = (typeof leadSummaryColumns)[number];

/** The column each counted status falls in; Cancelled and Terminated are in none. */
const columnOf: Partial<Record<ProjectStatus, LeadColumn>> = {
  Design_Mode_Pending: 'design',
  Request_for_Approval: 'design',
  Open_Scheduled: 'scheduled',
  Planned: 'planned',
  Upcoming: 'planned',
  Open: 'open',
  Unofficial_Results: 'closed',
  Closed: 'closed',
  Awarded: 'awarded',
};
const countedStatuses = Object.keys(columnOf) as ProjectStatus[];

/** The name a project without a procurement lead is listed under (000 §9). */
export const noLeadName = 'Not sure';

const emptyRow = (userId: number | null, name: string): LeadSummaryRow => ({
  userId,
  name,
  design: 0,
  scheduled: 0,
  planned: 0,
  open: 0,
  closed: 0,
  awarded: 0,
  total: 0,
});

/** Leads by name; the projects without a lead last, as they belong to no one. */
export function byLeadName(a: LeadSummaryRow, b: LeadSummaryRow): number {
  if ((a.userId === null) !== (b.userId === null)) return a.userId === null ? 1 : -1;
  return a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }) || (a.userId ?? 0) - (b.userId ?? 0);
}

/** GET SourceProjectByLeadWidget?closingWithin: the node's source projects counted per lead and status. */
export async function leadSummary(
  ctx: AppContext,
  actor: Actor,
  closingWithin: ClosingRange,
): Promise<LeadSummaryRow[]> {
  return inTenant(ctx.db, actor.customerId, async (tx) => {
    const day = await agencyDay(tx, actor.customerId, ctx.clock.now());
    const counts = await countSourceProjectsByLead(tx, actor, countedStatuses, closingWithin, day);

    const leadIds = [...new Set(counts.map((c) => c.leadId).filter((id): id is number => id !== null))];
    const people = leadIds.length ? await findUserNames(tx, actor.customerId, leadIds) : [];
    const names = new Map(people.map((p) => [p.id, `${p.firstName} ${p.lastName}`.trim()]));

    const rows = new Map<number | null, LeadSummaryRow>();
    for (const { leadId, status, value } of counts) {
      const column = columnOf[status as ProjectStatus];
      if (!column) continue;
      // A lead id naming no user of the agency is as good as no lead.
      const userId = leadId !== null && names.has(leadId) ? leadId : null;
      let row = rows.get(userId);
      if (!row) {
        row = emptyRow(userId, userId === null ? noLeadName : (names.get(userId) ?? noLeadName));
        rows.set(userId, row);
      }
      row[column] += value;
      row.total += value;
    }
    return [...rows.values()].sort(byLeadName);
  });
}
