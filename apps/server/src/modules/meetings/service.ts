import type { MeetingAttendance, UpdateAttendance } from '@procura/contract';
import { byActor, recordAudit } from '../../platform/audit.ts';
import type { AppContext } from '../../platform/context.ts';
import { xlsxContentType } from '../../platform/downloads.ts';
import { AppError, badRequest } from '../../platform/errors.ts';
import { type Actor, inTenant, type Tx } from '../../platform/tenancy.ts';
import { findAgency } from '../invitations/index.ts';
import { findPlanTaker } from '../plan-takers/index.ts';
import { findTenderById, tenderSettingsOf } from '../projects/index.ts';
import {
  findAttendance,
  findAttendanceOfTender,
  findCompaniesOfTender,
  findMeeting,
  findMeetingsOfTender,
  upsertAttendance,
} from './queries.ts';
import { type SignInSheet, signInSheetPdf, signInSheetXlsx } from './sign-in-sheet.ts';

/**
 * Site meetings on the buyer's Project Meetings tab (issue 6 §5): attendance of the plan takers
 * at each meeting (recorded only while attendance tracking is on) and the sign-in sheet.
 */

const meetingNotFound = () => new AppError(404, 'meetingNotFound');
const iso = (value: Date | null) => (value === null ? null : value.toISOString());

/** The meeting of the caller's agency and node with its source and project, or 404. */
async function requireMeeting(tx: Tx, actor: Actor, meetingId: number) {
  const meeting = await findMeeting(tx, actor.customerId, meetingId);
  if (!meeting) throw meetingNotFound();
  const { tender, project } = await findTenderById(tx, actor, meeting.tenderId).catch(() => {
    throw meetingNotFound();
  });
  return { meeting, tender, project };
}

/** GET /Meetings/Attendance?tenderId: the source's meetings by its plan takers. */
export async function getAttendance(
  ctx: AppContext,
  actor: Actor,
  tenderId: number,
): Promise<MeetingAttendance> {
  return inTenant(ctx.db, actor.customerId, async (tx) => {
    const { tender } = await findTenderById(tx, actor, tenderId);
    const settings = tenderSettingsOf(tender);
    const meetings = await findMeetingsOfTender(tx, actor.customerId, tenderId);
    return {
      tenderId,
      isAttendanceTrackingOn: settings.isAttendanceTrackingOn,
      hasSiteMeetings: settings.hasSiteMeetings,
      meetings: meetings.map((m) => ({
        id: m.id,
        description: m.description,
        location: m.location,
        date: iso(m.date),
        endDate: iso(m.endDate),
        isMandatory: m.isMandatory,
        showToPublic: m.showToPublic,
      })),
      planTakers: await findCompaniesOfTender(tx, actor.customerId, tenderId),
      attendance: await findAttendanceOfTender(tx, actor.customerId, tenderId),
    };
  });
}

/** PUT /Meetings/Attendance: records whether a plan taker attended a meeting (tracking on only). */
export async function updateAttendance(
  ctx: AppContext,
  actor: Actor,
  input: Required<UpdateAttendance>,
): Promise<MeetingAttendance['attendance'][number]> {
  return inTenant(ctx.db, actor.customerId, async (tx) => {
    const { meeting, tender, project } = await requireMeeting(tx, actor, input.meetingId);
    if (!tenderSettingsOf(tender).isAttendanceTrackingOn) throw badRequest('attendanceTrackingOff');
    const planTaker = await findPlanTaker(tx, actor.customerId, input.planTakerId);
    if (!planTaker || planTaker.tenderId !== tender.id) throw new AppError(404, 'planTakerNotFound');
    const before = await findAttendance(tx, actor.customerId, meeting.id, planTaker.id);
    const row = await upsertAttendance(tx, {
      customerId: actor.customerId,
      meetingId: meeting.id,
      planTakerId: planTaker.id,
      attended: input.attended,
      attendeeName: input.attendeeName,
      recordedById: actor.userId,
      recordedAt: ctx.clock.now(),
    });
    if (!row) throw meetingNotFound();
    await recordAudit(tx, ctx.clock, {
      ...byActor(actor),
      action: 'meeting.attendanceRecorded',
      entityType: 'meeting',
      entityId: meeting.id,
      before: before ? { attended: before.attended, attendeeName: before.attendeeName } : null,
      after: { attended: row.attended, attendeeName: row.attendeeName, planTakerId: planTaker.id },
      projectId: project.id,
      companyName: planTaker.companyName,
      vendorId: planTaker.vendorId,
    });
    return {
      meetingId: row.meetingId,
      planTakerId: row.planTakerId,
      attended: row.attended,
      attendeeName: row.attendeeName,
    };
  });
}

/** GET /SignInSheet?meetingId&format: the meeting's sign-in sheet as a PDF or a spreadsheet. */
export async function signInSheet(ctx: AppContext, actor: Actor, meetingId: number, format: 'pdf' | 'xlsx') {
  const sheet: SignInSheet = await inTenant(ctx.db, actor.customerId, async (tx) => {
    const { meeting, tender, project } = await requireMeeting(tx, actor, meetingId);
    const agency = await findAgency(tx, actor.customerId);
    return {
      agency: { name: agency?.displayName ?? '', timezone: agency?.timezone ?? 'UTC' },
      project: { number: project.number, name: project.name },
      meeting,
      companies: await findCompaniesOfTender(tx, actor.customerId, tender.id),
    };
  });
  const base = `Sign-in sheet - ${(sheet.project.number || sheet.project.name).replace(/[^\w.-]+/g, '_')}`;
  return format === 'pdf'
    ? { body: await signInSheetPdf(sheet), fileName: `${base}.pdf`, contentType: 'application/pdf' }
    : {
        body: await signInSheetXlsx(sheet),
        fileName: `${base}.xlsx`,
        contentType: xlsxContentType,
      };
}
