import { z } from 'zod';
import { idParamSchema, idSchema } from '../validation/ids.ts';

/**
 * Site meetings on the buyer's Project Meetings tab (issue 6 §5): attendance per plan taker, the
 * sign-in sheet, and the rule that a supplier missed a mandatory meeting.
 */

const id = idParamSchema();

export type MeetingForRule = { id: number; isMandatory: boolean; date: Date | null; endDate: Date | null };

/**
 * Whether a supplier missed a mandatory meeting that has passed: a mandatory, dated meeting whose
 * end (or start, without an end) is before `now`, and at which the supplier was not recorded as
 * attending. Meetings still to come or under way are not missed yet.
 */
export function missedMandatoryMeeting(
  meetings: readonly MeetingForRule[],
  attendedMeetingIds: Iterable<number>,
  now: Date,
): boolean {
  const attended = new Set(attendedMeetingIds);
  return meetings.some((m) => {
    if (!m.isMandatory || !m.date) return false;
    const over = (m.endDate ?? m.date).getTime() < now.getTime();
    return over && !attended.has(m.id);
  });
}

/** GET /Meetings/Attendance?tenderId. */
export const attendanceQuerySchema = z.object({
  tenderId: idParamSchema('invalidTenderId'),
});

export const attendanceMeetingSchema = z.object({
  id: z.number().int(),
  description: z.string(),
  location: z.string(),
  date: z.string().nullable(),
  endDate: z.string().nullable(),
  isMandatory: z.boolean(),
  showToPublic: z.boolean(),
});

/** The meetings by the plan takers, with what was recorded. */
export const meetingAttendanceSchema = z.object({
  tenderId: z.number().int(),
  isAttendanceTrackingOn: z.boolean(),
  hasSiteMeetings: z.boolean(),
  meetings: z.array(attendanceMeetingSchema),
  planTakers: z.array(z.object({ id: z.number().int(), companyName: z.string(), contactName: z.string() })),
  attendance: z.array(
    z.object({
      meetingId: z.number().int(),
      planTakerId: z.number().int(),
      attended: z.boolean(),
      attendeeName: z.string(),
    }),
  ),
});
export type MeetingAttendance = z.infer<typeof meetingAttendanceSchema>;

/** PUT /Meetings/Attendance (only while attendance tracking is on). */
export const updateAttendanceSchema = z.object({
  meetingId: idSchema('meetingNotFound'),
  planTakerId: idSchema('planTakerNotFound'),
  attended: z.boolean(),
  attendeeName: z.string().trim().max(200).default(''),
});
export type UpdateAttendance = z.input<typeof updateAttendanceSchema>;

export const signInSheetFormats = ['pdf', 'xlsx'] as const;

/** GET /SignInSheet?meetingId&format. */
export const signInSheetQuerySchema = z.object({
  meetingId: id,
  format: z.enum(signInSheetFormats).default('pdf'),
});
