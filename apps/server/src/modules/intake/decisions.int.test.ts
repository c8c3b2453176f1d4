import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditTrail } from '../../../test/api.ts';
import { databaseKinds } from '../../../test/harness.ts';
import {
  type IntakeWorld,
  insertRequest,
  intakeWorld,
  keys,
  requestOf,
  requestRow,
  staffCall,
} from '../../../test/intake-staff.ts';
import { outboxMailTo } from '../../../test/requirements.ts';

describe.each(databaseKinds())('approving and declining intake requests on %s', (kind) => {
  let w: IntakeWorld;
  const decide = (caller: IntakeWorld['buyer'], body: Record<string, unknown>) =>
    staffCall(w.t, caller, 'PUT', '/approvedeclineintake', body);

  beforeAll(async () => {
    w = await intakeWorld(kind);
  });
  afterAll(async () => {
    await w?.close();
  });

  it('needs a reason to decline, keeps and mails it, and refuses a second decision', async () => {
    const email = 'decline-me@city.example';
    const id = await insertRequest(w, w.place, { email });
    const bare = await decide(w.buyer, { intakeRequestId: id, status: 3, reason: '  ' });
    expect(bare.statusCode).toBe(400);
    expect(keys(bare)).toBe('intakeDeclineReasonRequired');
    expect((await requestRow(w, w.place.customerId, id))?.status).toBe(1);
    expect(await outboxMailTo(w.t, email, 'intakeDeclined')).toHaveLength(0);

    const declined = await decide(w.buyer, {
      intakeRequestId: id,
      status: 3,
      reason: 'Covered by the 2026 contract.',
    });
    expect(declined.statusCode, declined.body).toBe(200);
    expect(requestOf(declined)).toMatchObject({
      projectDetail: { status: 3, declineReason: 'Covered by the 2026 contract.' },
      allowedActions: [],
    });
    const [mail, ...more] = await outboxMailTo(w.t, email, 'intakeDeclined');
    expect(more).toHaveLength(0);
    expect(mail?.textBody).toContain('Covered by the 2026 contract.');

    const again = await decide(w.buyer, { intakeRequestId: id, status: 2, reason: 'approve' });
    expect(again.statusCode).toBe(409);
    expect(keys(again)).toBe('intakeAlreadyDecided');
    expect((await requestRow(w, w.place.customerId, id))?.status).toBe(3);
    const trail = await auditTrail(w.t, w.place.customerId, 'intakeRequest', id);
    expect(trail.map((e) => e.action)).toEqual(['intakeRequest.declined']);
  });

  it('approves without keeping the word approve as a reason, and mails the requester', async () => {
    const email = 'approve-me@city.example';
    const id = await insertRequest(w, w.place, { email });
    const approved = await decide(w.buyer, { intakeRequestId: id, status: 2, reason: 'approve' });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(requestOf(approved)).toMatchObject({
      projectDetail: { status: 2, declineReason: null },
      allowedActions: ['createProject'],
    });
    expect(await outboxMailTo(w.t, email, 'intakeApproved')).toHaveLength(1);
    const twice = await decide(w.buyer, { intakeRequestId: id, status: 3, reason: 'Changed our mind' });
    expect(twice.statusCode).toBe(409);
    expect(await outboxMailTo(w.t, email, 'intakeDeclined')).toHaveLength(0);
  });

  it('refuses a user without the intake right, another agency, and a status that is no decision', async () => {
    const id = await insertRequest(w, w.place);
    const refused = await decide(w.evaluator, { intakeRequestId: id, status: 2, reason: 'approve' });
    expect(refused.statusCode).toBe(403);
    const stranger = await decide(w.northwind, { intakeRequestId: id, status: 2, reason: 'approve' });
    expect(stranger.statusCode).toBe(404);
    expect(keys(stranger)).toBe('intakeRequestNotFound');
    const pending = await decide(w.buyer, { intakeRequestId: id, status: 1, reason: '' });
    expect(pending.statusCode).toBe(400);
    expect(keys(pending)).toBe('intakeStatusInvalid');
    expect((await requestRow(w, w.place.customerId, id))?.status).toBe(1);
  });
});
