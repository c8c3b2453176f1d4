import {
  type AnswerVendorQuestion,
  type answerVendorQuestionSchema,
  type CreateVendorQuestion,
  type createVendorQuestionSchema,
  isAfterQuestionDeadline,
  type QuestionStatus,
  questionRefusal,
  type SupplierQuestions,
  type VendorQuestion,
} from '@procura/contract';
import type { z } from 'zod';
import { byActor, recordAudit } from '../../platform/audit.ts';
import type { AppContext } from '../../platform/context.ts';
import { AppError, badRequest } from '../../platform/errors.ts';
import { enqueueNotice } from '../../platform/notices.ts';
import type { SupplierContext } from '../../platform/supplier-session.ts';
import { type Actor, inTenant, type Tx } from '../../platform/tenancy.ts';
import { findPlanTakerOfVendor } from '../plan-takers/index.ts';
import { supplierOpportunity } from '../portal/index.ts';
import { findTenderById, type TenderRow, tenderSettingsOf } from '../projects/index.ts';
import { findSignedInContact } from '../suppliers/index.ts';
import { answerMail, questionAskedMail } from './mails.ts';
import {
  findAgencyFacts,
  findProjectTeam,
  findPublishedQuestions,
  findQuestion,
  findQuestionsOfVendor,
  findQuestionsPage,
  insertQuestion,
  type QuestionWithAddendum,
  questionsByIds,
  updateQuestion,
} from './queries.ts';

/**
 * Suppliers' questions (issue 6 §4; 000 §3 Question; 001 §7 VendorQuestions): asked on the portal
 * by registered plan takers before the question deadline, entered by the buyer when received
 * another way, answered Complete or Incomplete, mailed to the supplier or published in an addendum.
 */

const questionNotFound = () => new AppError(404, 'invalidTenderQuestionId');
const iso = (value: Date | null) => (value === null ? null : value.toISOString());

function deadlineOf(tender: TenderRow) {
  const settings = tenderSettingsOf(tender);
  return {
    hasQuestionDeadline: settings.hasQuestionDeadline,
    isCloseQuestionsAfterDeadline: settings.isCloseQuestionsAfterDeadline,
    questionDeadline: tender.questionDeadline,
  };
}

function present(row: QuestionWithAddendum, tender: TenderRow): VendorQuestion {
  return {
    id: row.id,
    tenderId: row.tenderId,
    vendorId: row.vendorId,
    companyName: row.companyName,
    fullName: row.fullName,
    displayName: row.displayName,
    email: row.email,
    question: row.question,
    answer: row.answer,
    status: row.status,
    sendResponseToSupplier: row.sendResponseToSupplier,
    enteredByBuyer: row.vendorId === null,
    isLate: isAfterQuestionDeadline({ ...deadlineOf(tender), now: row.askedAt }),
    addendumId: row.addendumId,
    addendumNumber: row.addendumNumber,
    askedAt: row.askedAt.toISOString(),
    answeredAt: iso(row.answeredAt),
  };
}

/** What the audit trail keeps of a question. */
function described(row: Pick<QuestionWithAddendum, 'companyName' | 'status' | 'displayName' | 'tenderId'>) {
  return {
    companyName: row.companyName,
    status: row.status,
    displayName: row.displayName,
    tenderId: row.tenderId,
  };
}

/** Mails the team members who opted in to question emails on the project. */
async function notifyTeamOfQuestion(
  tx: Tx,
  ctx: AppContext,
  customerId: number,
  project: { id: number; name: string; number: string },
  question: { companyName: string; question: string },
) {
  const team = await findProjectTeam(tx, customerId, project.id, { questionEmailsOnly: true });
  const mail = questionAskedMail({ project, ...question, publicUrl: ctx.config.publicUrl });
  for (const person of team) {
    await enqueueNotice(tx, ctx, { customerId, to: person.email, projectId: project.id, ...mail });
  }
}

/**
 * A supplier's question (POST /portal/{agency}/Opportunities/{projectId}/Questions): refused
 * unless questionRefusal allows it; stores the account's company, full name and email, mails the
 * team members who opted in, audits. Answers the supplier's panel as it now stands.
 */
export async function askQuestion(
  ctx: AppContext,
  supplier: SupplierContext,
  projectId: number,
  question: string,
): Promise<SupplierQuestions> {
  await inTenant(ctx.db, supplier.customerId, async (tx) => {
    const { project, tender } = await supplierOpportunity(tx, supplier, projectId);
    const now = ctx.clock.now();
    const refusal = questionRefusal({
      status: project.status,
      registered:
        (await findPlanTakerOfVendor(tx, supplier.customerId, tender.id, supplier.vendorId)) !== undefined,
      ...deadlineOf(tender),
      now,
    });
    if (refusal) throw badRequest(refusal);
    const contact = await findSignedInContact(tx, supplier);
    if (!contact) throw new AppError(401, 'sessionExpired');
    const row = await insertQuestion(tx, {
      customerId: supplier.customerId,
      tenderId: tender.id,
      vendorId: supplier.vendorId,
      contactId: supplier.contactId,
      companyName: contact.companyName,
      fullName: `${contact.firstName} ${contact.lastName}`.trim(),
      email: contact.email,
      question,
      askedAt: now,
    });
    await recordAudit(tx, ctx.clock, {
      customerId: supplier.customerId,
      actorUserId: null,
      actorLabel: contact.email,
      action: 'question.asked',
      entityType: 'vendorQuestion',
      entityId: row.id,
      after: { ...described(row), late: isAfterQuestionDeadline({ ...deadlineOf(tender), now }) },
      projectId: project.id,
      companyName: contact.companyName,
      vendorId: supplier.vendorId,
    });
    await notifyTeamOfQuestion(tx, ctx, supplier.customerId, project, {
      companyName: contact.companyName,
      question,
    });
  });
  return supplierQuestions(ctx, supplier, projectId);
}

/**
 * The portal's questions panel: whether the supplier may ask (and why not), the deadline in the
 * agency's zone, the supplier's own questions (answers once Complete), and the answers published
 * to everyone in addenda, attributed only by their display name.
 */
export async function supplierQuestions(
  ctx: AppContext,
  supplier: SupplierContext,
  projectId: number,
): Promise<SupplierQuestions> {
  return inTenant(ctx.db, supplier.customerId, async (tx) => {
    const { project, tender } = await supplierOpportunity(tx, supplier, projectId);
    const deadline = deadlineOf(tender);
    const now = ctx.clock.now();
    const agency = await findAgencyFacts(tx, supplier.customerId);
    const mine = await findQuestionsOfVendor(tx, supplier.customerId, tender.id, supplier.vendorId);
    const published = await findPublishedQuestions(tx, supplier.customerId, tender.id);
    return {
      refusal: questionRefusal({
        status: project.status,
        registered:
          (await findPlanTakerOfVendor(tx, supplier.customerId, tender.id, supplier.vendorId)) !== undefined,
        ...deadline,
        now,
      }),
      hasQuestionDeadline: deadline.hasQuestionDeadline,
      questionDeadline: deadline.hasQuestionDeadline ? iso(tender.questionDeadline) : null,
      isAfterDeadline: isAfterQuestionDeadline({ ...deadline, now }),
      timeZone: agency.timeZone,
      mine: mine.map((row) => ({
        id: row.id,
        question: row.question,
        answer: row.status === 'Complete' ? row.answer : '',
        status: row.status,
        askedAt: row.askedAt.toISOString(),
        answeredAt: row.status === 'Complete' ? iso(row.answeredAt) : null,
        addendumNumber: row.addendumNumber,
      })),
      published: published.map((row) => ({
        id: row.id,
        question: row.question,
        answer: row.answer,
        displayName: row.displayName,
        addendumNumber: row.addendumNumber ?? 0,
      })),
    };
  });
}

/** GET /VendorQuestions: a page of a source's questions, newest first, with the total. */
export async function listVendorQuestions(
  ctx: AppContext,
  actor: Actor,
  query: { tenderId: number; status?: QuestionStatus | undefined; start: number; limit: number },
): Promise<{ values: VendorQuestion[]; total: number }> {
  return inTenant(ctx.db, actor.customerId, async (tx) => {
    const { tender } = await findTenderById(tx, actor, query.tenderId);
    const page = await findQuestionsPage(tx, actor.customerId, tender.id, query);
    return { values: page.rows.map((row) => present(row, tender)), total: page.total };
  });
}

/**
 * POST /VendorQuestions: a question the buyer received another way and enters. It has no supplier
 * account behind it (vendorId null), so answering it by mail needs the email it was entered with.
 */
export async function createVendorQuestion(
  ctx: AppContext,
  actor: Actor,
  input: z.output<typeof createVendorQuestionSchema> | CreateVendorQuestion,
): Promise<VendorQuestion> {
  return inTenant(ctx.db, actor.customerId, async (tx) => {
    const { tender, project } = await findTenderById(tx, actor, input.tenderId);
    const row = await insertQuestion(tx, {
      customerId: actor.customerId,
      tenderId: tender.id,
      companyName: input.companyName,
      fullName: input.fullName ?? '',
      email: input.email ?? '',
      question: input.question,
      askedAt: ctx.clock.now(),
    });
    await recordAudit(tx, ctx.clock, {
      ...byActor(actor),
      action: 'question.entered',
      entityType: 'vendorQuestion',
      entityId: row.id,
      after: described(row),
      projectId: project.id,
      companyName: row.companyName,
      vendorId: row.vendorId,
    });
    const found = await findQuestion(tx, actor, row.id);
    if (!found) throw questionNotFound();
    return present(found, tender);
  });
}

/**
 * PUT /VendorQuestions?answerViaEmail: saves the answer, its status and display name. With
 * answerViaEmail the answer is mailed (outbox) to the address the question came with, which needs
 * a Complete answer; the same transaction records it, so a failed save mails nothing.
 */
export async function answerVendorQuestion(
  ctx: AppContext,
  actor: Actor,
  input: z.output<typeof answerVendorQuestionSchema> | AnswerVendorQuestion,
  answerViaEmail: boolean,
): Promise<VendorQuestion> {
  return inTenant(ctx.db, actor.customerId, async (tx) => {
    const before = await findQuestion(tx, actor, input.id);
    if (!before) throw questionNotFound();
    const { tender, project } = await findTenderById(tx, actor, before.tenderId);
    const answer = input.answer;
    if (answerViaEmail) {
      if (input.status !== 'Complete') throw badRequest('questionAnswerRequired');
      if (!before.email) throw badRequest('questionNoSupplierEmail');
    }
    const now = ctx.clock.now();
    const answered = answer !== before.answer || input.status !== before.status;
    await updateQuestion(tx, actor.customerId, before.id, {
      answer,
      status: input.status,
      displayName: input.displayName ?? '',
      sendResponseToSupplier: input.sendResponseToSupplier ?? false,
      ...(answered ? { answeredAt: now, answeredById: actor.userId } : {}),
    });
    if (answerViaEmail) {
      const agency = await findAgencyFacts(tx, actor.customerId);
      await enqueueNotice(tx, ctx, {
        customerId: actor.customerId,
        to: before.email,
        projectId: project.id,
        ...answerMail({ agencyName: agency.name, project, question: before.question, answer }),
      });
    }
    const after = await findQuestion(tx, actor, before.id);
    if (!after) throw questionNotFound();
    await recordAudit(tx, ctx.clock, {
      ...byActor(actor),
      action: 'question.answered',
      entityType: 'vendorQuestion',
      entityId: before.id,
      before: described(before),
      after: { ...described(after), mailedToSupplier: answerViaEmail },
      projectId: project.id,
      companyName: before.companyName,
      vendorId: before.vendorId,
    });
    return present(after, tender);
  });
}

/**
 * The questions `ids` for the export, all of one source of the actor's node: an id that is not the
 * actor's, or questions of two sources, is refused (404 and 400) so an export never mixes sources.
 */
export async function questionsForExport(ctx: AppContext, actor: Actor, ids: readonly number[]) {
  return inTenant(ctx.db, actor.customerId, async (tx) => {
    const unique = [...new Set(ids)];
    const rows = await questionsByIds(tx, actor, unique);
    if (rows.length !== unique.length) throw questionNotFound();
    const tenderIds = new Set(rows.map((row) => row.tenderId));
    if (tenderIds.size !== 1) throw badRequest({ key: 'invalidParameter', params: { field: 'ids' } });
    const { tender, project } = await findTenderById(tx, actor, rows[0]?.tenderId ?? 0);
    const agency = await findAgencyFacts(tx, actor.customerId);
    await recordAudit(tx, ctx.clock, {
      ...byActor(actor),
      action: 'questions.exported',
      entityType: 'tender',
      entityId: tender.id,
      after: { questionIds: rows.map((row) => row.id) },
      projectId: project.id,
    });
    return { questions: rows.map((row) => present(row, tender)), project, timeZone: agency.timeZone };
  });
}
