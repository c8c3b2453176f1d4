/** The buyer's Project Meetings tab (001 §7 Exports SignInSheet), declared once (issue 21 §1). */
import { defineEndpoint, tenantEndpoint, tenantPath, tenantPathParamsSchema } from '../http/endpoint.ts';
import { envelopeSchema } from '../http/envelope.ts';
import {
  attendanceQuerySchema,
  meetingAttendanceSchema,
  signInSheetQuerySchema,
  updateAttendanceSchema,
} from '../portal/meetings.ts';

const tag = 'Meetings';

export const meetingsEndpoints = {
  /** Attendance of a source's meetings, by meeting and plan taker. */
  attendance: defineEndpoint({
    method: 'GET',
    path: tenantPath('/Meetings/Attendance'),
    params: tenantPathParamsSchema,
    query: attendanceQuerySchema,
    response: envelopeSchema('meetingAttendance', meetingAttendanceSchema),
    access: tenantEndpoint('project.source', 'view'),
    tag,
  }),
  recordAttendance: defineEndpoint({
    method: 'PUT',
    path: tenantPath('/Meetings/Attendance'),
    params: tenantPathParamsSchema,
    body: updateAttendanceSchema,
    response: envelopeSchema('attendance', meetingAttendanceSchema.shape.attendance.element),
    access: tenantEndpoint('project.source', 'act'),
    tag,
  }),
  /** A meeting's sign-in sheet, PDF or xlsx. */
  signInSheet: defineEndpoint({
    method: 'GET',
    path: tenantPath('/SignInSheet'),
    params: tenantPathParamsSchema,
    query: signInSheetQuerySchema,
    response: 'file',
    access: tenantEndpoint('project.source', 'view'),
    tag,
  }),
};
