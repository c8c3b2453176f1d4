import { Readable } from 'node:stream';
import {
  type Addendum,
  addendumWithdrawKey,
  canIssueAddendum,
  cleanFileName,
  formatZoned,
} from '@procura/contract';
import { byActor, recordAudit } from '../../platform/audit.ts';
import type { AppContext } from '../../platform/context.ts';
import { AppError, badRequest } from '../../platform/errors.ts';
import { enqueueNotice } from '../../platform/notices.ts';
import { type Actor, inTenant, type Tx } from '../../platform/tenancy.ts';
import { type IncomingFile, openFile, removeFile, type StoredFile, storeFile } from '../documents/index.ts';
import {
  completedSubmissionCount,
  findProject,
  findTenderById,
  type ProjectRow,
  type TenderRow,
} from '../projects/index.ts';
import {
  addendumIssuedMail,
  addendumWithdrawalMail,
  findAgencyFacts,
  markQuestionsPublished,
  opportunityUrl,
  questionsByIds,
} from '../questions/index.ts';
import { findCompletedSubmissions } from '../requirements/index.ts';
import { pdfPageCount, questionsAddendumPdf } from './pdf.ts';
import {
  type AddendumWithCreator,
  findAddendaOfTender,
  findAddendum,
  findPlanTakersToMail,
  insertAddendum,
  markSubmissionsWithdrawn,
  nextAddendumNumber,
} from './queries.ts';

/**
 * Addenda of a source (issue 6 §4; 000 §3 Addendum, §4): uploaded or made from answered questions,
 * numbered 1, 2, ... in order of issue, only on an Open source. Issuing one mails every plan taker;
 * on a source with completed submissions it first answers 409 addendumWithdrawsSubmissions with
 * their count, and with confirmWithdraw it withdraws them and mails their bidders, all in the
 * transaction that records the addendum.
 */

/** Why the submissions became withdrawn, as stored on them. */
export const addendumIssuedReason = 'addendumIssued';
/** PDFs larger than this are stored without a page count (counting reads the file into memory). */
const maxCountedBytes = 200 * 1024 * 1024;

const addendumNotFound = () => new AppError(404, 'invalidAddendumId');

function present(row: AddendumWithCreator, withdrawn?: number): Addendum {
  return {
    id: row.id,
    tenderId: row.tenderId,
    number: row.number,
    title: row.title,
    fileName: row.fileName,
    contentType: row.contentType,
    sizeInByte: row.sizeInByte,
    pageCount: row.pageCount,
    createdAt: row.createdAt.toISOString(),
    createdBy:
      row.createdById === null
        ? null
        : {
            id: row.createdById,
            fullName: `${row.creatorFirstName ?? ''} ${row.creatorLastName ?? ''}`.trim(),
          },
    questionCount: row.questionCount,
    ...(withdrawn === undefined ? {} : { withdrawnSubmissions: withdrawn }),
  };
}

/** Refuses an addendum on a source that is not Open, or one that would withdraw without confirmation. */
async function assertMayIssue(tx: Tx, project: ProjectRow, tenderId: number, confirmWithdraw: boolean) {
  if (!canIssueAddendum(project.status)) throw new AppError(409, 'addendumSourceNotOpen');
  const completed = await completedSubmissionCount(tx, project.customerId, tenderId);
  if (completed > 0 && !confirmWithdraw) {
    throw new AppError(409, [{ key: addendumWithdrawKey, params: { count: completed } }]);
  }
}

/** The stored file of an addendum, with what the table keeps of it. */
type AddendumFile = StoredFile & { fileName: string; pageCount: number | null };

/**
 * Records the addendum under the project's row lock (so two issues number 1 and 2), withdraws the
 * completed submissions when confirmed, mails the plan takers and the withdrawn bidders, audits.
 */
async function recordIssue(
  tx: Tx,
  ctx: AppContext,
  actor: Actor,
  input: {
    tenderId: number;
    title: string;
    file: AddendumFile;
    confirmWithdraw: boolean;
    beforeInsert?: (project: ProjectRow, tender: TenderRow) => Promise<void>;
    afterInsert?: (addendumId: number) => Promise<void>;
  },
): Promise<Addendum> {
  const { tender } = await findTenderById(tx, actor, input.tenderId);
  const project = await findProject(tx, actor, tender.projectId, { forUpdate: true });
  await assertMayIssue(tx, project, tender.id, input.confirmWithdraw);
  await input.beforeInsert?.(project, tender);
  const now = ctx.clock.now();
  const number = await nextAddendumNumber(tx, actor.customerId, tender.id);
  const row = await insertAddendum(tx, {
    customerId: actor.customerId,
    tenderId: tender.id,
    number,
    title: input.title,
    fileName: input.file.fileName,
    contentType: input.file.contentType,
    sizeInByte: input.file.size,
    storageKey: input.file.storageKey,
    pageCount: input.file.pageCount,
    createdById: actor.userId,
    createdAt: now,
    notifiedAt: now,
  });
  await input.afterInsert?.(row.id);

  const agency = await findAgencyFacts(tx, actor.customerId);
  const portalUrl = opportunityUrl(ctx.config, agency.domain, project.id);
  const completed = await findCompletedSubmissions(tx, actor.customerId, tender.id);
  await markSubmissionsWithdrawn(
    tx,
    actor.customerId,
    completed.map((submission) => submission.id),
    now,
    addendumIssuedReason,
  );
  for (const submission of completed) {
    await enqueueNotice(tx, ctx, {
      customerId: actor.customerId,
      to: submission.contactEmail,
      projectId: project.id,
      ...addendumWithdrawalMail({
        agencyName: agency.name,
        project,
        number,
        companyName: submission.companyName,
        email: submission.contactEmail,
        dateClosing: tender.dateClosing,
        timeZone: agency.timeZone,
        portalUrl,
      }),
    });
    await recordAudit(tx, ctx.clock, {
      ...byActor(actor),
      action: 'submissions.withdrawn',
      entityType: 'submission',
      entityId: submission.id,
      before: { status: submission.status },
      after: {
        status: 'withdrawn',
        reason: addendumIssuedReason,
        tenderId: tender.id,
        addendumNumber: number,
      },
      projectId: project.id,
      companyName: submission.companyName,
      vendorId: submission.vendorId,
    });
  }

  const planTakers = await findPlanTakersToMail(tx, actor.customerId, tender.id);
  const mail = addendumIssuedMail({
    agencyName: agency.name,
    project,
    number,
    title: input.title,
    portalUrl,
  });
  for (const taker of planTakers) {
    await enqueueNotice(tx, ctx, {
      customerId: actor.customerId,
      to: taker.email,
      projectId: project.id,
      ...mail,
    });
  }
  await recordAudit(tx, ctx.clock, {
    ...byActor(actor),
    action: 'addendum.issued',
    entityType: 'addendum',
    entityId: row.id,
    after: {
      tenderId: tender.id,
      number,
      title: input.title,
      fileName: row.fileName,
      sizeInByte: row.sizeInByte,
      pageCount: row.pageCount,
      notifiedPlanTakers: planTakers.length,
      withdrawnSubmissions: completed.length,
    },
    projectId: project.id,
  });
  const found = await findAddendum(tx, actor, row.id);
  if (!found) throw addendumNotFound();
  return present(found, completed.length);
}

/** Pages of a stored PDF; null for other files and for PDFs that cannot be read or have no page. */
async function pageCountOf(
  ctx: AppContext,
  stored: StoredFile,
): Promise<{ pageCount: number | null; contentType: string }> {
  if (stored.contentType !== 'application/pdf' || stored.size > maxCountedBytes)
    return { pageCount: null, contentType: stored.contentType };
  const { stream } = await openFile(ctx.config.dataDir, stored.storageKey);
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  const pageCount = await pdfPageCount(Buffer.concat(chunks));
  // '%PDF-' at the start but nothing a reader can open: served as a download, not previewed.
  return { pageCount, contentType: pageCount === null ? 'application/octet-stream' : stored.contentType };
}

/** Runs the write that records a stored file; when it fails, the file goes too. */
async function keepingFileOnSuccess<T>(
  ctx: AppContext,
  stored: StoredFile,
  work: () => Promise<T>,
): Promise<T> {
  try {
    return await work();
  } catch (error) {
    await removeFile(ctx.config.dataDir, stored.storageKey);
    throw error;
  }
}

/** A source's addenda in order of issue. */
export async function listAddenda(ctx: AppContext, actor: Actor, tenderId: number): Promise<Addendum[]> {
  return inTenant(ctx.db, actor.customerId, async (tx) => {
    await findTenderById(tx, actor, tenderId);
    return (await findAddendaOfTender(tx, actor.customerId, tenderId)).map((row) => present(row));
  });
}

/**
 * POST /Addenda?tenderId (multipart: title, then the file): everything that can refuse it is
 * checked before the file is read, and again under the lock once it is on disk.
 */
export async function uploadAddendum(
  ctx: AppContext,
  actor: Actor,
  input: { tenderId: number; title: string; confirmWithdraw: boolean },
  file: IncomingFile,
): Promise<Addendum> {
  const fileName = cleanFileName(file.fileName);
  if (!fileName) throw badRequest('documentFileNameInvalid');
  await inTenant(ctx.db, actor.customerId, async (tx) => {
    const { project } = await findTenderById(tx, actor, input.tenderId);
    await assertMayIssue(tx, project, input.tenderId, input.confirmWithdraw);
  });
  const stored = await storeFile(
    ctx.config.dataDir,
    { customerId: actor.customerId, tenderId: input.tenderId },
    file,
  );
  return keepingFileOnSuccess(ctx, stored, async () => {
    const counted = await pageCountOf(ctx, stored);
    return inTenant(ctx.db, actor.customerId, (tx) =>
      recordIssue(tx, ctx, actor, {
        tenderId: input.tenderId,
        title: input.title,
        confirmWithdraw: input.confirmWithdraw,
        file: { ...stored, ...counted, fileName },
      }),
    );
  });
}

/** The chosen questions, refused unless all are this source's, Complete with an answer, and unpublished. */
async function publishableQuestions(tx: Tx, actor: Actor, tenderId: number, ids: readonly number[]) {
  const unique = [...new Set(ids)];
  const rows = await questionsByIds(tx, actor, unique);
  if (rows.length !== unique.length || rows.some((row) => row.tenderId !== tenderId))
    throw new AppError(404, 'invalidTenderQuestionId');
  if (rows.some((row) => row.status !== 'Complete' || row.answer.trim() === ''))
    throw badRequest('questionsNotAnswered');
  if (rows.some((row) => row.addendumId !== null)) throw badRequest('questionsAlreadyPublished');
  return rows;
}

/**
 * POST /Addenda/FromQuestions?tenderId: a PDF of the chosen answered questions (question, answer,
 * display name) becomes the next addendum, and the questions are marked published in it.
 */
export async function addendumFromQuestions(
  ctx: AppContext,
  actor: Actor,
  input: { tenderId: number; questionIds: number[]; title: string; confirmWithdraw: boolean },
): Promise<Addendum> {
  const draft = await inTenant(ctx.db, actor.customerId, async (tx) => {
    const { project } = await findTenderById(tx, actor, input.tenderId);
    await assertMayIssue(tx, project, input.tenderId, input.confirmWithdraw);
    const questions = await publishableQuestions(tx, actor, input.tenderId, input.questionIds);
    const agency = await findAgencyFacts(tx, actor.customerId);
    return {
      agencyName: agency.name,
      projectTitle: project.number ? `${project.number} ${project.name}` : project.name,
      number: await nextAddendumNumber(tx, actor.customerId, input.tenderId),
      title: input.title,
      issuedOn: formatZoned(ctx.clock.now(), agency.timeZone),
      questions: questions.map((row) => ({
        question: row.question,
        answer: row.answer,
        displayName: row.displayName,
      })),
    };
  });
  const pdf = await questionsAddendumPdf(draft);
  const fileName = `Addendum ${draft.number} - Questions and Answers.pdf`;
  const stored = await storeFile(
    ctx.config.dataDir,
    { customerId: actor.customerId, tenderId: input.tenderId },
    { fileName, stream: Readable.from([pdf]), truncated: () => false },
  );
  return keepingFileOnSuccess(ctx, stored, () =>
    inTenant(ctx.db, actor.customerId, async (tx) => {
      const addendum = await recordIssue(tx, ctx, actor, {
        tenderId: input.tenderId,
        title: input.title,
        confirmWithdraw: input.confirmWithdraw,
        file: { ...stored, fileName, pageCount: await pdfPageCount(pdf) },
        // Under the lock: the questions are still publishable and the number is still the PDF's.
        beforeInsert: async () => {
          await publishableQuestions(tx, actor, input.tenderId, input.questionIds);
          if ((await nextAddendumNumber(tx, actor.customerId, input.tenderId)) !== draft.number)
            throw new AppError(409, 'notAllowed');
        },
        afterInsert: (addendumId) =>
          markQuestionsPublished(tx, actor.customerId, input.questionIds, addendumId),
      });
      return { ...addendum, questionCount: new Set(input.questionIds).size };
    }),
  );
}

/** The buyer's download of an addendum's file. */
export async function openAddendum(ctx: AppContext, actor: Actor, addendumId: number) {
  const addendum = await inTenant(ctx.db, actor.customerId, async (tx) => {
    const found = await findAddendum(tx, actor, addendumId);
    if (!found) throw addendumNotFound();
    return found;
  });
  const file = await openFile(ctx.config.dataDir, addendum.storageKey);
  return { ...file, fileName: addendum.fileName, contentType: addendum.contentType };
}
