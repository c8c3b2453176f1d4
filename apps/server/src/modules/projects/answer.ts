import { and, asc, eq } from 'drizzle-orm';
import { tenderMeetings, tenders, users } from '../../db/schema/index.ts';
import type { Tx } from '../../platform/tenancy.ts';
import type { ProjectRow, TenderRow } from './lookup.ts';
import { presentProject, type Viewer } from './present.ts';

type MeetingRow = typeof tenderMeetings.$inferSelect;

/** The whole answer for one project: its row, source, meetings and creator. */
export async function projectAnswer(tx: Tx, viewer: Viewer, row: ProjectRow) {
  const [tender] = await tx
    .select()
    .from(tenders)
    .where(and(eq(tenders.customerId, row.customerId), eq(tenders.projectId, row.id)));
  const meetings = tender ? await meetingsOf(tx, tender) : [];
  let createdBy: { id: number; fullName: string } | null = null;
  if (row.createdById !== null) {
    const [user] = await tx
      .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
      .from(users)
      .where(and(eq(users.customerId, row.customerId), eq(users.id, row.createdById)));
    if (user) createdBy = { id: user.id, fullName: `${user.firstName} ${user.lastName}` };
  }
  return presentProject(row, tender, meetings, viewer, createdBy);
}

export function meetingsOf(tx: Tx, tender: TenderRow): Promise<MeetingRow[]> {
  return tx
    .select()
    .from(tenderMeetings)
    .where(and(eq(tenderMeetings.customerId, tender.customerId), eq(tenderMeetings.tenderId, tender.id)))
    .orderBy(asc(tenderMeetings.sortOrder), asc(tenderMeetings.id));
}
