import { and, eq } from 'drizzle-orm';
import { projects, tenderComplianceItems, tenderMeetings, tenders } from '../../db/schema/index.ts';
import type { Tx } from '../../platform/tenancy.ts';
import type { ProjectRow, TenderRow } from './queries.ts';

/** Writing projects, their sources, meetings and compliance items. */

type ProjectInsert = typeof projects.$inferInsert;
type TenderInsert = typeof tenders.$inferInsert;
type MeetingInsert = typeof tenderMeetings.$inferInsert;
type ComplianceInsert = typeof tenderComplianceItems.$inferInsert;

export async function insertProjectRow(tx: Tx, values: ProjectInsert): Promise<ProjectRow | undefined> {
  const [row] = await tx.insert(projects).values(values).returning();
  return row;
}

export async function insertTenderRow(tx: Tx, values: TenderInsert): Promise<TenderRow | undefined> {
  const [row] = await tx.insert(tenders).values(values).returning();
  return row;
}

/** The project row after `changes`, or undefined when it is gone. */
export async function updateProjectRow(
  tx: Tx,
  customerId: number,
  id: number,
  changes: Partial<ProjectInsert>,
): Promise<ProjectRow | undefined> {
  const [row] = await tx
    .update(projects)
    .set(changes)
    .where(and(eq(projects.customerId, customerId), eq(projects.id, id)))
    .returning();
  return row;
}

export async function updateTenderRow(
  tx: Tx,
  customerId: number,
  id: number,
  changes: Partial<TenderInsert>,
) {
  await tx
    .update(tenders)
    .set(changes)
    .where(and(eq(tenders.customerId, customerId), eq(tenders.id, id)));
}

export async function deleteProjectRow(tx: Tx, customerId: number, id: number) {
  await tx.delete(projects).where(and(eq(projects.customerId, customerId), eq(projects.id, id)));
}

export async function deleteMeetingsOfTender(tx: Tx, customerId: number, tenderId: number) {
  await tx
    .delete(tenderMeetings)
    .where(and(eq(tenderMeetings.customerId, customerId), eq(tenderMeetings.tenderId, tenderId)));
}

export async function insertMeetings(tx: Tx, rows: MeetingInsert[]) {
  await tx.insert(tenderMeetings).values(rows);
}

/** A source's compliance items, in no particular order: what a copy takes. */
export function findComplianceItemsToCopy(tx: Tx, customerId: number, tenderId: number) {
  return tx
    .select()
    .from(tenderComplianceItems)
    .where(
      and(eq(tenderComplianceItems.customerId, customerId), eq(tenderComplianceItems.tenderId, tenderId)),
    );
}

export async function insertComplianceItems(tx: Tx, rows: ComplianceInsert[]) {
  await tx.insert(tenderComplianceItems).values(rows);
}
