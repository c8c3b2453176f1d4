import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditTrail, signedInCaller, valuesOf } from '../../../test/api.ts';
import { createTestApp, databaseKinds, type TestApp } from '../../../test/harness.ts';
import { insertProject } from '../../../test/projects.ts';
import { outbox } from '../../db/schema/index.ts';
import { asSystem } from '../../platform/tenancy.ts';
import { sendDueTaskReminders } from './service.ts';

type Caller = Awaited<ReturnType<typeof signedInCaller>>;
type Task = {
  id: number;
  subject: string;
  completed: boolean;
  dueDate: string;
  reminderDate: string | null;
  assignedUsers: { id: number; firstName: string }[];
  project: { id: number; number: string; name: string };
};

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

describe.each(databaseKinds())('project tasks on %s', (kind) => {
  let t: TestApp;
  let buyer: Caller;
  let projectId: number;
  const keys = (response: { headers: Record<string, unknown> }) => response.headers['x-message-keys'];
  const userId = (name: string) => t.seed.demoUsers.get(`${name}@demo.procura.local`) as number;
  const at = (ms: number) => new Date(t.clock.now().getTime() + ms).toISOString();
  const taskOf = (response: { json(): unknown }) => valuesOf<Task>(response)[0] as Task;
  const create = (body: Record<string, unknown>) =>
    buyer.call('POST', '/ProjectTask', {
      projectId,
      subject: 'Review specifications',
      assignedUserIds: [userId('buyer')],
      dueDate: at(3 * DAY),
      ...body,
    });

  // Sessions expire when the clock jumps ahead: sign in afresh after every move.
  const today = new Date('2026-03-10T15:00:00Z');
  const moveClock = async (move: () => void) => {
    move();
    buyer = await signedInCaller(t, 'buyer@demo.procura.local');
  };

  beforeAll(async () => {
    t = await createTestApp(kind);
    // 10:00 in Toronto (the demo agency's zone), 15:00 UTC.
    await moveClock(() => t.clock.set(today));
    buyer = await signedInCaller(t, 'buyer@demo.procura.local');
    ({ projectId } = await insertProject(
      t,
      { customerId: t.seed.demoCustomerId, nodeId: buyer.info.tenderNode.id },
      { name: 'Road salt', number: 'RS-2026' },
    ));
  });
  afterAll(async () => {
    await t?.close();
  });

  it('creates, lists, edits, completes and deletes tasks', async () => {
    const created = await create({ description: 'Check the annexes', reminderDate: at(DAY + HOUR) });
    expect(created.statusCode, created.body).toBe(200);
    const task = taskOf(created);
    expect(task).toMatchObject({
      subject: 'Review specifications',
      completed: false,
      project: { id: projectId, number: 'RS-2026', name: 'Road salt' },
    });
    expect(task.assignedUsers.map((u) => u.firstName)).toEqual(['Sam']);

    const listed = valuesOf<Task>(await buyer.call('GET', `/ProjectTask?projectId=${projectId}`));
    expect(listed.map((x) => x.id)).toContain(task.id);

    const edited = await buyer.call('PUT', '/ProjectTask', {
      id: task.id,
      subject: 'Review the specifications',
      assignedUserIds: [userId('buyer'), userId('evaluator')],
      dueDate: task.dueDate,
      reminderDate: task.reminderDate,
    });
    expect(taskOf(edited).assignedUsers).toHaveLength(2);

    // Days later, an overdue task can still be completed: its unchanged dates are not re-judged.
    await moveClock(() => t.clock.advance(5 * DAY));
    const done = await buyer.call('PUT', '/ProjectTask', {
      id: task.id,
      subject: 'Review the specifications',
      assignedUserIds: [userId('buyer')],
      dueDate: task.dueDate,
      reminderDate: task.reminderDate,
      completed: true,
    });
    expect(done.statusCode, done.body).toBe(200);
    expect(taskOf(done).completed).toBe(true);
    expect((await buyer.call('DELETE', `/ProjectTask?projectTaskId=${task.id}`)).statusCode).toBe(200);
    expect((await buyer.call('DELETE', `/ProjectTask?projectTaskId=${task.id}`)).statusCode).toBe(404);
    const trail = await auditTrail(t, t.seed.demoCustomerId, 'projectTask', task.id);
    expect(trail.map((e) => e.action)).toEqual([
      'task.created',
      'task.updated',
      'task.completed',
      'task.deleted',
    ]);
    expect(trail.every((e) => e.projectId === projectId)).toBe(true);
    await moveClock(() => t.clock.set(today));
  });

  it('decides "after today" in the agency time zone by the server clock', async () => {
    // 23:00 UTC and 03:00 UTC next day are both still March 10 in Toronto: today, refused.
    for (const dueDate of ['2026-03-10T23:00:00Z', '2026-03-11T03:00:00Z', '2026-03-09T12:00:00Z']) {
      const response = await create({ dueDate });
      expect(response.statusCode, dueDate).toBe(400);
      expect(keys(response)).toBe('taskDueDateNotAfterToday');
    }
    // 04:30 UTC on the 11th is 00:30 in Toronto: tomorrow, accepted.
    expect((await create({ dueDate: '2026-03-11T04:30:00Z' })).statusCode).toBe(200);

    const reminderToday = await create({ reminderDate: '2026-03-10T20:00:00Z' });
    expect(keys(reminderToday)).toBe('taskReminderDateNotAfterToday');
    const reminderAfterDue = await create({
      dueDate: '2026-03-12T15:00:00Z',
      reminderDate: '2026-03-12T16:00:00Z',
    });
    expect(keys(reminderAfterDue)).toBe('taskReminderNotBeforeDue');
    const reminderAtDue = await create({
      dueDate: '2026-03-12T15:00:00Z',
      reminderDate: '2026-03-12T15:00:00Z',
    });
    expect(keys(reminderAtDue)).toBe('taskReminderNotBeforeDue');

    // Moving the clock moves "today": the same date becomes acceptable a day earlier in time.
    await moveClock(() => t.clock.set(new Date('2026-03-09T15:00:00Z')));
    expect((await create({ dueDate: '2026-03-10T23:00:00Z' })).statusCode).toBe(200);
    await moveClock(() => t.clock.set(today));
  });

  it('refuses a missing subject, no assignee, and people who are not active users of the agency', async () => {
    expect(keys(await create({ subject: '  ' }))).toBe('taskSubjectRequired');
    expect(keys(await create({ assignedUserIds: [] }))).toBe('taskAssigneeRequired');
    expect(keys(await create({ assignedUserIds: [999999] }))).toBe('taskAssigneeNotActive');
    for (const body of [
      { dueDate: 'tomorrow' },
      { assignedUserIds: ['x'] },
      { projectId: 0 },
      { reminderDate: 5 },
    ]) {
      expect((await create(body)).statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await buyer.call('POST', '/ProjectTask', {})).statusCode).toBe(400);
    expect((await buyer.call('PUT', '/ProjectTask', { id: 1 })).statusCode).toBe(400);
    expect((await buyer.call('GET', '/ProjectTask')).statusCode).toBe(400);
    expect((await buyer.call('GET', '/ProjectTask/GetByUser')).statusCode).toBe(400);
    expect((await buyer.call('GET', `/ProjectTask/GetByUser?userId=1&dueDays=-1`)).statusCode).toBe(400);
    expect((await buyer.call('DELETE', '/ProjectTask?projectTaskId=x')).statusCode).toBe(400);
  });

  it("lists a user's open tasks due within 15 days by default, with their project", async () => {
    const lead = userId('lead');
    const mine = { assignedUserIds: [lead] };
    const soon = taskOf(await create({ ...mine, subject: 'Soon', dueDate: at(14 * DAY) }));
    const later = taskOf(await create({ ...mine, subject: 'Later', dueDate: at(16 * DAY) }));
    const done = taskOf(await create({ ...mine, subject: 'Done', dueDate: at(2 * DAY) }));
    await buyer.call('PUT', '/ProjectTask', { ...done, assignedUserIds: [lead], completed: true });
    await create({ subject: 'Someone else', dueDate: at(2 * DAY) });

    const byUser = async (query: string) =>
      valuesOf<Task>(await buyer.call('GET', `/ProjectTask/GetByUser?userId=${lead}${query}`)).map(
        (x) => x.subject,
      );
    expect(await byUser('')).toEqual(['Soon']);
    expect(await byUser('&dueDays=15')).toEqual(['Soon']);
    expect(await byUser('&dueDays=20')).toEqual(['Soon', 'Later']);
    const [first] = valuesOf<Task>(await buyer.call('GET', `/ProjectTask/GetByUser?userId=${lead}`));
    expect(first?.project).toMatchObject({ id: projectId, number: 'RS-2026', name: 'Road salt' });

    // Overdue open tasks stay on the list: they still need doing.
    await moveClock(() => t.clock.advance(20 * DAY));
    expect(await byUser('')).toEqual(['Soon', 'Later']);
    await moveClock(() => t.clock.set(today));
    expect(soon.id).not.toBe(later.id);
  });

  it('mails the assignees once when a reminder comes due, and never for completed tasks', async () => {
    const evaluator = userId('evaluator');
    const task = taskOf(
      await create({
        subject: 'Sign the NDA',
        assignedUserIds: [evaluator, userId('buyer')],
        dueDate: at(4 * DAY),
        reminderDate: at(2 * DAY),
      }),
    );
    const finished = taskOf(
      await create({
        subject: 'Already done',
        assignedUserIds: [evaluator],
        dueDate: at(4 * DAY),
        reminderDate: at(2 * DAY),
      }),
    );
    await buyer.call('PUT', '/ProjectTask', { ...finished, assignedUserIds: [evaluator], completed: true });
    const reminders = () =>
      asSystem(t.database.db, (tx) =>
        tx
          .select()
          .from(outbox)
          .where(and(eq(outbox.customerId, t.seed.demoCustomerId), eq(outbox.kind, 'taskReminder'))),
      );
    const before = (await reminders()).length;

    expect(await sendDueTaskReminders(t.ctx, t.clock.now())).toBe(0);
    await moveClock(() => t.clock.advance(2 * DAY + HOUR));
    const sent = await sendDueTaskReminders(t.ctx, t.clock.now());
    expect(sent).toBeGreaterThanOrEqual(1);
    const mail = (await reminders()).slice(before);
    const nda = mail.filter((m) => m.subject === 'Task reminder: Sign the NDA');
    expect(nda.map((m) => m.toAddress).sort()).toEqual([
      'buyer@demo.procura.local',
      'evaluator@demo.procura.local',
    ]);
    expect(nda[0]?.textBody).toContain('RS-2026 Road salt');
    expect(mail.some((m) => m.subject.includes('Already done'))).toBe(false);

    // Idempotent: a second run sends nothing more.
    expect(await sendDueTaskReminders(t.ctx, t.clock.now())).toBe(0);
    expect((await reminders()).length).toBe(before + mail.length);
    const trail = await auditTrail(t, t.seed.demoCustomerId, 'projectTask', task.id);
    expect(trail.at(-1)).toMatchObject({
      action: 'task.reminderSent',
      actorUserId: null,
      actorLabel: 'system',
    });
    await moveClock(() => t.clock.set(today));
  });

  it('keeps other agencies out', async () => {
    const task = taskOf(await create({ subject: 'Private' }));
    const northwind = await signedInCaller(t, 'admin@northwind.procura.local', 'northwind');
    expect((await northwind.call('GET', `/ProjectTask?projectId=${projectId}`)).statusCode).toBe(404);
    expect(
      (
        await northwind.call('POST', '/ProjectTask', {
          projectId,
          subject: 'x',
          assignedUserIds: [northwind.info.user.id],
          dueDate: at(3 * DAY),
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await northwind.call('PUT', '/ProjectTask', { ...task, assignedUserIds: [northwind.info.user.id] }))
        .statusCode,
    ).toBe(404);
    expect((await northwind.call('DELETE', `/ProjectTask?projectTaskId=${task.id}`)).statusCode).toBe(404);
    expect(valuesOf(await northwind.call('GET', `/ProjectTask/GetByUser?userId=${userId('buyer')}`))).toEqual(
      [],
    );
  });
});
