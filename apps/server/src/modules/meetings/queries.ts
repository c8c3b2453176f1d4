import { and, asc, eq, sql } from 'drizzle-orm';
import { meetingAttendance, planTakers, tenderMeetings } from '../../db/schema/index.ts';
import { tenantJoin, tenantRow } from '../../platform/query.ts';
import type { Tx } from '../../platform/tenancy.ts';

export async function findMeeting(tx: Tx, customerId: number, meetingId: number) {
  const [row] = await tx
    .select()
    .from(tenderMeetings)
    .where(tenantRow(tenderMeetings.id, customerId, meetingId));
  return row;
}

export async function findMeetingsOfTender(tx: Tx, customerId: number, tenderId: number) {
  return tx
    .select()
    .from(tenderMeetings)
    .where(and(eq(tenderMeetings.customerId, customerId), eq(tenderMeetings.tenderId, tenderId)))
    .orderBy(asc(tenderMeetings.sortOrder), asc(tenderMeetings.id));
}

export async function findCompaniesOfTender(tx: Tx, customerId: number, tenderId: number) {
  return tx
    .select({ id: planTakers.id, companyName: planTakers.companyName, contactName: planTakers.contactName })
    .from(planTakers)
    .where(and(eq(planTakers.customerId, customerId), eq(planTakers.tenderId, tenderId)))
    .orderBy(sql`lower(${planTakers.companyName})`, asc(planTakers.id));
}

export async function findAttendanceOfTender(tx: Tx, customerId: number, tenderId: number) {
  return tx
    .select({
      meetingId: meetingAttendance.meetingId,
      planTakerId: meetingAttendance.planTakerId,
      attended: meetingAttendance.attended,
      attendeeName: meetingAttendance.attendeeName,
    })
    .from(meetingAttendance)
    .innerJoin(tenderMeetings, tenantJoin(tenderMeetings.id, meetingAttendance.meetingId))
    .where(and(eq(meetingAttendance.customerId, customerId), eq(tenderMeetings.tenderId, tenderId)));
}

export async function findAttendance(tx: Tx, customerId: number, meetingId: number, planTakerId: number) {
  const [row] = await tx
    .select()
    .from(meetingAttendance)
    .where(
      and(
        eq(meetingAttendance.customerId, customerId),
        eq(meetingAttendance.meetingId, meetingId),
        eq(meetingAttendance.planTakerId, planTakerId),
      ),
    );
  return row;
}

/** Records one company's attendance at one meeting (one row each, replaced on change). */
export async function upsertAttendance(tx: Tx, values: typeof meetingAttendance.$inferInsert) {
  const [row] = await tx
    .insert(meetingAttendance)
    .values(values)
    .onConflictDoUpdate({
      target: [meetingAttendance.customerId, meetingAttendance.meetingId, meetingAttendance.planTakerId],
      set: {
        attended: values.attended,
        attendeeName: values.attendeeName ?? '',
        recordedById: values.recordedById ?? null,
        recordedAt: values.recordedAt,
      },
    })
    .returning();
  return row;
}
