import type { Tx } from '../../platform/tenancy.ts';
import { presentProject, type Viewer } from './presenters.ts';
import { findMeetingsOfTender, findTenderOfProject, findUserName, type ProjectRow } from './queries.ts';

/** The whole answer for one project: its row, source, meetings and creator. */
export async function projectAnswer(tx: Tx, viewer: Viewer, row: ProjectRow) {
  const tender = await findTenderOfProject(tx, row.customerId, row.id);
  const meetings = tender ? await findMeetingsOfTender(tx, tender.customerId, tender.id) : [];
  let createdBy: { id: number; fullName: string } | null = null;
  if (row.createdById !== null) {
    const user = await findUserName(tx, row.customerId, row.createdById);
    if (user) createdBy = { id: user.id, fullName: `${user.firstName} ${user.lastName}` };
  }
  return presentProject(row, tender, meetings, viewer, createdBy);
}
