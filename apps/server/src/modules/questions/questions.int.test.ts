import type { SupplierQuestions, VendorQuestion } from '@procura/contract';
import { and, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { auditTrail, signedInCaller, valuesOf } from '../../../test/api.ts';
import { createTestApp, databaseKinds, type TestApp } from '../../../test/harness.ts';
import { insertProject } from '../../../test/projects.ts';
import { outboxMailTo } from '../../../test/requirements.ts';
import { addTeamMember, insertPlanTaker, setTenderDates } from '../../../test/sourcing.ts';
import { signedInSupplier } from '../../../test/suppliers.ts';
import { tenders, users } from '../../db/schema/index.ts';
import { asSystem } from '../../platform/tenancy.ts';
import { sendQuestionDeadlineReminders } from './reminders.ts';

type Caller = Awaited<ReturnType<typeof signedInCaller>>;
type Supplier = Awaited<ReturnType<typeof signedInSupplier>>;
const DAY = 86_400_000;

describe.each(databaseKinds())('vendor questions on %s', (kind) => {
  let t: TestApp;
  let buyer: Caller;
  let lead: Caller;
  let supplier: Supplier;
  beforeAll(async () => {
    t = await createTestApp(kind);
    t.clock.set(new Date('2026-03-02T15:00:00Z'));
    buyer = await signedInCaller(t, 'buyer@demo.procura.local');
    lead = await signedInCaller(t, 'lead@demo.procura.local');
    supplier = await signedInSupplier(t, { companyName: 'Acme Paving' });
  });
  afterAll(async () => {
    await t?.close();
  });

  const keys = (response: { headers: Record<string, unknown> }) => response.headers['x-message-keys'];
  const customerId = () => buyer.info.customer.id;
  const emailOf = async (userId: number) =>
    asSystem(t.database.db, async (tx) => {
      const [row] = await tx
        .select({ email: users.email })
        .from(users)
        .where(and(eq(users.customerId, customerId()), eq(users.id, userId)));
      return row?.email ?? '';
    });

  /** An Open source with a question deadline `deadlineIn` ms from now, the supplier registered on it. */
  async function openSource(
    options: {
      deadlineIn?: number;
      closeAfterDeadline?: boolean;
      register?: boolean;
      status?: 'Open' | 'Closed';
    } = {},
  ) {
    const ids = await insertProject(
      t,
      { customerId: customerId(), nodeId: buyer.info.tenderNode.id },
      {
        status: options.status ?? 'Open',
        name: 'Road resurfacing',
        number: `RR-${Math.random().toString(36).slice(2, 6)}`,
        tender: {
          hasQuestionDeadline: true,
          isCloseQuestionsAfterDeadline: options.closeAfterDeadline ?? true,
        },
      },
    );
    const deadline = new Date(t.clock.now().getTime() + (options.deadlineIn ?? 10 * DAY));
    await setTenderDates(t, customerId(), ids.tenderId, { questionDeadline: deadline });
    if (options.register ?? true)
      await insertPlanTaker(t, customerId(), ids.tenderId, {
        vendorId: supplier.vendorId,
        contactId: supplier.contactId,
        companyName: supplier.companyName,
        email: supplier.email,
      });
    return { ...ids, deadline };
  }

  const ask = (projectId: number, question: string, who: Supplier = supplier) =>
    who.call('POST', `/Opportunities/${projectId}/Questions`, { question });
  const panel = async (projectId: number, who: Supplier = supplier) => {
    const response = await who.call('GET', `/Opportunities/${projectId}/Questions`);
    expect(response.statusCode, response.body).toBe(200);
    return valuesOf<SupplierQuestions>(response)[0] as SupplierQuestions;
  };
  const list = async (tenderId: number, query = '') =>
    (await buyer.call('GET', `/VendorQuestions?tenderId=${tenderId}${query}`)).json() as {
      data: { vendorQuestionDTO: { values: VendorQuestion[]; count: number; total: number } };
    };

  it('takes a registered supplier’s question with the account’s company, name and email, mails the opted-in team and audits', async () => {
    const { projectId, tenderId } = await openSource();
    await addTeamMember(t, customerId(), projectId, buyer.info.user.id, true);
    await addTeamMember(t, customerId(), projectId, lead.info.user.id, false);
    const asked = await ask(projectId, '  Is night work allowed?  ');
    expect(asked.statusCode, asked.body).toBe(200);
    const answer = valuesOf<SupplierQuestions>(asked)[0];
    expect(answer?.mine).toEqual([
      expect.objectContaining({ question: 'Is night work allowed?', status: 'Incomplete', answer: '' }),
    ]);
    expect(answer?.refusal).toBeNull();

    const [stored] = (await list(tenderId)).data.vendorQuestionDTO.values;
    expect(stored).toMatchObject({
      companyName: 'Acme Paving',
      fullName: 'Sam Supplier',
      email: supplier.email,
      status: 'Incomplete',
      enteredByBuyer: false,
      isLate: false,
    });
    const buyerMail = await outboxMailTo(t, await emailOf(buyer.info.user.id), 'questionAsked');
    expect(buyerMail.some((mail) => mail.textBody.includes('Is night work allowed?'))).toBe(true);
    const leadMail = await outboxMailTo(t, await emailOf(lead.info.user.id), 'questionAsked');
    expect(leadMail.filter((mail) => mail.textBody.includes('Is night work allowed?'))).toHaveLength(0);
    const trail = await auditTrail(t, customerId(), 'vendorQuestion', stored?.id ?? 0);
    expect(trail.map((event) => event.action)).toEqual(['question.asked']);
  });

  it('accepts a question 1 ms before the deadline and refuses one 1 ms after it when the deadline closes questions', async () => {
    const { projectId, deadline } = await openSource({ deadlineIn: 60_000 });
    // The test clock follows real time from where it is set: hold real time still for the boundary.
    vi.spyOn(Date, 'now').mockReturnValue(Date.now());
    t.clock.set(new Date(deadline.getTime() - 1));
    const inTime = await ask(projectId, 'Just in time?');
    expect(inTime.statusCode, inTime.body).toBe(200);
    t.clock.set(new Date(deadline.getTime() + 1));
    const late = await ask(projectId, 'Too late?');
    expect(late.statusCode).toBe(400);
    expect(keys(late)).toBe('questionDeadlinePassed');
    const after = await panel(projectId);
    expect(after.refusal).toBe('questionDeadlinePassed');
    expect(after.mine.map((q) => q.question)).toEqual(['Just in time?']);
    vi.restoreAllMocks();
    t.clock.set(new Date('2026-03-02T15:00:00Z'));
  });

  it('takes a late question, marked late, when the deadline does not close questions', async () => {
    const { projectId, tenderId, deadline } = await openSource({
      deadlineIn: 60_000,
      closeAfterDeadline: false,
    });
    t.clock.set(new Date(deadline.getTime() + 1));
    expect((await ask(projectId, 'Late but allowed?')).statusCode).toBe(200);
    expect((await panel(projectId)).isAfterDeadline).toBe(true);
    expect((await list(tenderId)).data.vendorQuestionDTO.values[0]?.isLate).toBe(true);
    t.clock.set(new Date('2026-03-02T15:00:00Z'));
  });

  it('refuses a supplier who is not a plan taker, a source that is not Open, and another agency’s project', async () => {
    const unregistered = await openSource({ register: false });
    const refused = await ask(unregistered.projectId, 'May I?');
    expect(refused.statusCode).toBe(400);
    expect(keys(refused)).toBe('questionNotRegistered');
    expect((await panel(unregistered.projectId)).refusal).toBe('questionNotRegistered');

    const closed = await openSource({ status: 'Closed' });
    const afterClosing = await ask(closed.projectId, 'Still there?');
    expect(afterClosing.statusCode).toBe(400);
    expect(keys(afterClosing)).toBe('questionSourceNotOpen');

    const draft = await insertProject(t, { customerId: customerId(), nodeId: buyer.info.tenderNode.id });
    expect((await ask(draft.projectId, 'Hidden?')).statusCode).toBe(404);

    const { projectId } = await openSource();
    const northwindSupplier = await signedInSupplier(t, { agency: 'northwind' });
    expect((await ask(projectId, 'Wrong agency?', northwindSupplier)).statusCode).toBe(404);
    expect((await northwindSupplier.call('GET', `/Opportunities/${projectId}/Questions`)).statusCode).toBe(
      404,
    );
    // A demo supplier's cookie is no session on the northwind portal.
    const crossed = await t.app.inject({
      method: 'GET',
      url: `/api/v1/portal/northwind/Opportunities/${projectId}/Questions`,
      headers: { cookie: supplier.cookie },
    });
    expect(crossed.statusCode).toBe(401);
    const empty = await ask(projectId, '   ');
    expect(empty.statusCode).toBe(400);
    expect(keys(empty)).toBe('questionTextRequired');
  });

  it('lets the buyer enter, page and filter questions, and answer with and without mail', async () => {
    const { projectId, tenderId } = await openSource();
    await ask(projectId, 'First?');
    const entered = await buyer.call('POST', '/VendorQuestions', {
      tenderId,
      companyName: 'Phone Co',
      fullName: 'Pat Caller',
      email: 'pat@phone.example',
      question: 'Asked by phone?',
    });
    expect(entered.statusCode, entered.body).toBe(200);
    const phoned = valuesOf<VendorQuestion>(entered)[0];
    expect(phoned).toMatchObject({ enteredByBuyer: true, vendorId: null, status: 'Incomplete' });

    const page = await list(tenderId, '&start=0&limit=1');
    expect(page.data.vendorQuestionDTO.count).toBe(1);
    expect(page.data.vendorQuestionDTO.total).toBe(2);
    const [mine] = (await list(tenderId)).data.vendorQuestionDTO.values.filter((q) => !q.enteredByBuyer);

    const incompleteWithMail = await buyer.call('PUT', '/VendorQuestions?answerViaEmail=true', {
      id: mine?.id,
      answer: '',
      status: 'Incomplete',
      displayName: '',
    });
    expect(incompleteWithMail.statusCode).toBe(400);
    const completeWithoutAnswer = await buyer.call('PUT', '/VendorQuestions', {
      id: mine?.id,
      answer: ' ',
      status: 'Complete',
    });
    expect(keys(completeWithoutAnswer)).toBe('questionAnswerRequired');

    const quiet = await buyer.call('PUT', '/VendorQuestions?answerViaEmail=false', {
      id: mine?.id,
      answer: 'Yes, after 7 pm.',
      status: 'Complete',
      displayName: 'A supplier',
      sendResponseToSupplier: false,
    });
    expect(quiet.statusCode, quiet.body).toBe(200);
    expect(await outboxMailTo(t, supplier.email, 'questionAnswered')).toHaveLength(0);
    const seen = await panel(projectId);
    expect(seen.mine[0]).toMatchObject({ answer: 'Yes, after 7 pm.', status: 'Complete' });
    expect(seen.published).toEqual([]);

    const mailed = await buyer.call('PUT', '/VendorQuestions?answerViaEmail=true', {
      id: phoned?.id,
      answer: 'Yes.',
      status: 'Complete',
      displayName: '',
      sendResponseToSupplier: true,
    });
    expect(mailed.statusCode, mailed.body).toBe(200);
    const [mail] = await outboxMailTo(t, 'pat@phone.example', 'questionAnswered');
    expect(mail?.textBody).toContain('Asked by phone?');
    expect(mail?.textBody).toContain('Yes.');

    const complete = await list(tenderId, '&status=Complete');
    expect(complete.data.vendorQuestionDTO.total).toBe(2);
    expect((await list(tenderId, '&status=Incomplete')).data.vendorQuestionDTO.total).toBe(0);
  });

  it('answers 404 for a question of another agency and refuses a buyer without the source right', async () => {
    const { projectId, tenderId } = await openSource();
    await ask(projectId, 'Mine?');
    const [question] = (await list(tenderId)).data.vendorQuestionDTO.values;
    const northwind = await signedInCaller(t, 'admin@northwind.procura.local', 'northwind');
    const foreign = await northwind.call('PUT', '/VendorQuestions', {
      id: question?.id,
      answer: 'x',
      status: 'Complete',
    });
    expect(foreign.statusCode).toBe(404);
    expect((await northwind.call('GET', `/VendorQuestions?tenderId=${tenderId}`)).statusCode).toBe(404);
    const evaluator = await signedInCaller(t, 'evaluator@demo.procura.local');
    const denied = await evaluator.call('PUT', '/VendorQuestions', {
      id: question?.id,
      answer: 'x',
      status: 'Complete',
    });
    expect(denied.statusCode).toBe(403);
  });

  it('exports the chosen questions as an xlsx sheet', async () => {
    const { projectId, tenderId } = await openSource();
    await ask(projectId, 'Export me?');
    await ask(projectId, 'And me?');
    const questions = (await list(tenderId)).data.vendorQuestionDTO.values;
    const first = questions.find((q) => q.question === 'Export me?');
    await buyer.call('PUT', '/VendorQuestions', { id: first?.id, answer: 'Exported.', status: 'Complete' });
    const response = await buyer.call('POST', '/Exports/VendorQuestions', {
      ids: questions.map((q) => q.id),
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toContain('spreadsheetml');
    expect(response.headers['content-disposition']).toMatch(/Vendor Questions - RR-/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    if (!sheet) throw new Error('no sheet in the export');
    expect(sheet.rowCount).toBe(3);
    const rows = [2, 3].map((n) => (sheet.getRow(n).values as unknown[]).slice(1));
    expect(rows.map((row) => row[4])).toEqual(['Export me?', 'And me?']);
    expect(rows[0]?.[1]).toBe('Acme Paving');
    expect(rows[0]?.[5]).toBe('Exported.');
    expect(rows[0]?.[6]).toBe('Complete');

    const none = await buyer.call('POST', '/Exports/VendorQuestions', { ids: [] });
    expect(keys(none)).toBe('questionsRequired');
  });

  it('reminds the team of incomplete questions once, questionReminderEmailDays before the deadline', async () => {
    const start = new Date('2026-03-02T15:00:00Z');
    t.clock.set(start);
    const { projectId, tenderId, deadline } = await openSource({ deadlineIn: 10 * DAY });
    await addTeamMember(t, customerId(), projectId, lead.info.user.id, false);
    await ask(projectId, 'Unanswered?');
    const leadEmail = await emailOf(lead.info.user.id);
    const reminders = async () =>
      (await outboxMailTo(t, leadEmail, 'questionsIncomplete')).filter((m) =>
        m.textBody.includes(`/projects/${projectId}/`),
      );
    const before = (await reminders()).length;

    await sendQuestionDeadlineReminders(t.ctx, new Date(deadline.getTime() - 7 * DAY - 1));
    expect((await reminders()).length).toBe(before);
    await sendQuestionDeadlineReminders(t.ctx, new Date(deadline.getTime() - 7 * DAY));
    const sent = await reminders();
    expect(sent.length).toBe(before + 1);
    expect(sent.at(-1)?.subject).toContain('1 unanswered question');
    await sendQuestionDeadlineReminders(t.ctx, new Date(deadline.getTime() - 6 * DAY));
    expect((await reminders()).length).toBe(before + 1);
    const [row] = await asSystem(t.database.db, (tx) =>
      tx
        .select({ sentAt: tenders.questionReminderSentAt })
        .from(tenders)
        .where(and(eq(tenders.customerId, customerId()), eq(tenders.id, tenderId))),
    );
    expect(row?.sentAt).toEqual(new Date(deadline.getTime() - 7 * DAY));
  });

  it('notifies the team on the incomplete-question notification date, once', async () => {
    const { projectId, tenderId } = await openSource({ deadlineIn: 30 * DAY });
    const notifyAt = new Date(t.clock.now().getTime() + 2 * DAY);
    await setTenderDates(t, customerId(), tenderId, { incompleteQuestionNotificationDate: notifyAt });
    await addTeamMember(t, customerId(), projectId, lead.info.user.id, false);
    await ask(projectId, 'Pending?');
    const leadEmail = await emailOf(lead.info.user.id);
    const count = async () =>
      (await outboxMailTo(t, leadEmail, 'questionsIncomplete')).filter((m) =>
        m.textBody.includes(`/projects/${projectId}/`),
      ).length;
    await sendQuestionDeadlineReminders(t.ctx, new Date(notifyAt.getTime() - 1));
    expect(await count()).toBe(0);
    await sendQuestionDeadlineReminders(t.ctx, notifyAt);
    expect(await count()).toBe(1);
    await sendQuestionDeadlineReminders(t.ctx, new Date(notifyAt.getTime() + DAY));
    expect(await count()).toBe(1);
  });
});
