import type { MeetingAttendance } from '@procura/contract';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditTrail, signedInCaller, valuesOf } from '../../../test/api.ts';
import { createTestApp, databaseKinds, type TestApp } from '../../../test/harness.ts';
import { pdfStrings } from '../../../test/pdf.ts';
import { insertMeeting, insertOpportunity, insertPlanTaker } from '../../../test/portal.ts';

type Caller = Awaited<ReturnType<typeof signedInCaller>>;

describe.each(databaseKinds())('meetings on %s', (kind) => {
  let t: TestApp;
  let buyer: Caller;
  let at: { customerId: number; nodeId: number };
  beforeAll(async () => {
    t = await createTestApp(kind);
    buyer = await signedInCaller(t, 'buyer@demo.procura.local');
    at = { customerId: buyer.info.customer.id, nodeId: buyer.info.tenderNode.id };
  });
  afterAll(async () => {
    await t?.close();
  });

  const keys = (response: { headers: Record<string, unknown> }) => response.headers['x-message-keys'];
  const attendance = async (tenderId: number, caller = buyer) => {
    const response = await caller.call('GET', `/Meetings/Attendance?tenderId=${tenderId}`);
    expect(response.statusCode, response.body).toBe(200);
    return valuesOf<MeetingAttendance>(response)[0] as MeetingAttendance;
  };
  const date = () => new Date(t.clock.now().getTime() + 3 * 86_400_000);

  it('lists meetings by plan takers and records attendance while tracking is on', async () => {
    const { projectId, tenderId } = await insertOpportunity(t, at, {
      settings: { hasSiteMeetings: true, isAttendanceTrackingOn: true },
    });
    const meeting = await insertMeeting(t, at.customerId, tenderId, { date: date(), isMandatory: true });
    const acme = await insertPlanTaker(t, at.customerId, tenderId, 'Acme Roads');
    await insertPlanTaker(t, at.customerId, tenderId, 'Beta Paving');
    const before = await attendance(tenderId);
    expect(before).toMatchObject({ isAttendanceTrackingOn: true, attendance: [] });
    expect(before.meetings.map((m) => [m.id, m.isMandatory])).toEqual([[meeting.id, true]]);
    expect(before.planTakers.map((p) => p.companyName)).toEqual(['Acme Roads', 'Beta Paving']);

    const put = (body: object) => buyer.call('PUT', '/Meetings/Attendance', body);
    const recorded = await put({
      meetingId: meeting.id,
      planTakerId: acme.id,
      attended: true,
      attendeeName: 'Jo',
    });
    expect(recorded.statusCode, recorded.body).toBe(200);
    await put({ meetingId: meeting.id, planTakerId: acme.id, attended: false, attendeeName: '' });
    await put({ meetingId: meeting.id, planTakerId: acme.id, attended: true, attendeeName: 'Jo Smith' });
    expect((await attendance(tenderId)).attendance).toEqual([
      { meetingId: meeting.id, planTakerId: acme.id, attended: true, attendeeName: 'Jo Smith' },
    ]);
    const trail = await auditTrail(t, at.customerId, 'meeting', meeting.id);
    expect(trail.map((e) => [e.action, e.projectId])).toHaveLength(3);
    expect(trail[0]).toMatchObject({ action: 'meeting.attendanceRecorded', projectId });

    // A plan taker of another source, an unknown meeting, a caller without the Source edit right.
    const other = await insertOpportunity(t, at, { settings: { isAttendanceTrackingOn: true } });
    const stranger = await insertPlanTaker(t, at.customerId, other.tenderId, 'Stranger');
    expect((await put({ meetingId: meeting.id, planTakerId: stranger.id, attended: true })).statusCode).toBe(
      404,
    );
    expect(keys(await put({ meetingId: 99_999_999, planTakerId: acme.id, attended: true }))).toBe(
      'meetingNotFound',
    );
    const evaluator = await signedInCaller(t, 'evaluator@demo.procura.local');
    expect(
      (
        await evaluator.call('PUT', '/Meetings/Attendance', {
          meetingId: meeting.id,
          planTakerId: acme.id,
          attended: true,
        })
      ).statusCode,
    ).toBe(403);
  });

  it('refuses attendance when tracking is off, and hides another agency meetings', async () => {
    const { tenderId } = await insertOpportunity(t, at, { settings: { hasSiteMeetings: true } });
    const meeting = await insertMeeting(t, at.customerId, tenderId, { date: date() });
    const acme = await insertPlanTaker(t, at.customerId, tenderId, 'Acme Roads');
    const refused = await buyer.call('PUT', '/Meetings/Attendance', {
      meetingId: meeting.id,
      planTakerId: acme.id,
      attended: true,
    });
    expect(refused.statusCode).toBe(400);
    expect(keys(refused)).toBe('attendanceTrackingOff');
    const north = await signedInCaller(t, 'admin@northwind.procura.local', 'northwind');
    expect((await north.call('GET', `/Meetings/Attendance?tenderId=${tenderId}`)).statusCode).toBe(404);
    expect((await north.call('GET', `/SignInSheet?meetingId=${meeting.id}`)).statusCode).toBe(404);
  });

  it('makes the sign-in sheet as PDF and Excel with the registered companies', async () => {
    const { tenderId } = await insertOpportunity(t, at, {
      name: 'Arena roof',
      settings: { hasSiteMeetings: true },
    });
    const meeting = await insertMeeting(t, at.customerId, tenderId, {
      description: 'Roof walkthrough',
      date: date(),
      isMandatory: true,
    });
    await insertPlanTaker(t, at.customerId, tenderId, 'Zed Roofing');
    await insertPlanTaker(t, at.customerId, tenderId, 'Émile Toitures');
    await insertPlanTaker(t, at.customerId, tenderId, '张伟 Construction');

    const pdf = await buyer.call('GET', `/SignInSheet?meetingId=${meeting.id}&format=pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const strings = pdfStrings(pdf.rawPayload);
    expect(strings).toContain('Zed Roofing');
    expect(strings).toContain('Émile Toitures');
    expect(strings).toContain('City of Demo');
    // Outside WinAnsi: printed as '?' rather than failing the sheet.
    expect(strings).toContain('?? Construction');
    expect(pdf.rawPayload.toString('latin1').trimEnd().endsWith('%%EOF')).toBe(true);

    const xlsx = await buyer.call('GET', `/SignInSheet?meetingId=${meeting.id}&format=xlsx`);
    expect(xlsx.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const values = (workbook.worksheets[0]?.getSheetValues() ?? []).flat().map(String);
    expect(values).toContain('City of Demo');
    expect(values).toContain('Zed Roofing');
    expect(values).toContain('Émile Toitures');
    expect(values.some((v) => v.includes('Roof walkthrough (mandatory)'))).toBe(true);
    expect(values).toContain('Signature');
    expect((await buyer.call('GET', `/SignInSheet?meetingId=${meeting.id}&format=doc`)).statusCode).toBe(400);
  });
});
