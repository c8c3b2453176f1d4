import {
  envelopeIsLive,
  envelopeMayCorrect,
  envelopeMaySend,
  envelopeMissing,
  envelopeRules,
  signerMayBeResent,
  signerMayLeave,
} from '@procura/contract';
import { byActor, recordAudit } from '../../platform/audit.ts';
import type { AppContext } from '../../platform/context.ts';
import { AppError, badRequest } from '../../platform/errors.ts';
import { asSystem, inTenant, type Tx } from '../../platform/tenancy.ts';
import { assertEditable as assertContractEditable } from '../contracts/index.ts';
import { agencyToday } from '../customers/index.ts';
import { openFile, removeFile } from '../documents/index.ts';
import { zipStoredFiles } from '../exports/index.ts';
import { completeEnvelope, mailNextSigner, mailSigningLink } from './envelope-flow.ts';
import {
  assertMayBuild,
  type BuilderActor,
  deleteEnvelopeRow,
  type EnvelopeRow,
  findEnvelope,
  findEnvelopeRow,
  findSignersToRemind,
  partsOf,
  presentField,
  updateEnvelopeRow,
} from './envelope-queries.ts';
import { announce, answer } from './envelopes.ts';
import { deleteSignerRow, filesOf, findSignerOfEnvelope } from './part-queries.ts';
import { signedEnvelopePdf } from './signed-pdf.ts';
import { useTransaction } from './transactions.ts';

/**
 * An envelope's steps (issue 9 §3; 000 §4 envelope rules): send (the first send uses a licence
 * transaction), correct (unavailable to signers until sent again), resend a signer's link, remove
 * a signer (the last one who had not signed completes it), delete it, and its downloads.
 */

type Ids = { contractId: number; sigId: number };

async function refreshed(tx: Tx, envelope: EnvelopeRow) {
  return (await findEnvelopeRow(tx, envelope.customerId, envelope.id)) ?? envelope;
}

async function step(
  ctx: AppContext,
  actor: BuilderActor,
  ids: Ids,
  right: 'EDIT' | 'DELETE',
  action: string,
  work: (tx: Tx, envelope: EnvelopeRow) => Promise<object>,
) {
  assertMayBuild(actor, right);
  const result = await inTenant(ctx.db, actor.customerId, async (tx) => {
    const { contract, envelope } = await findEnvelope(tx, actor, ids.contractId, ids.sigId, true);
    assertContractEditable(contract, await agencyToday(tx, actor.customerId, ctx.clock.now()));
    const after = await work(tx, envelope);
    await recordAudit(tx, ctx.clock, {
      ...byActor(actor),
      action: `envelope.${action}`,
      entityType: 'envelope',
      entityId: envelope.id,
      projectId: contract.projectId,
      after: after as Record<string, unknown>,
    });
    return answer(tx, actor, await refreshed(tx, envelope));
  });
  announce(ctx, { customerId: actor.customerId, contractId: result.contractId, id: result.id });
  return result;
}

/**
 * PUT …/{sigId}/Status/Send: sends (or, after a correction, sends again). Its first send uses one
 * transaction of the agency's licence (409 noEnvelopesLeft when none is left); the next signer who
 * has not signed is mailed a link; those who signed need not sign again (000 §4).
 */
export function sendEnvelope(ctx: AppContext, actor: BuilderActor, ids: Ids) {
  return step(ctx, actor, ids, 'EDIT', 'sent', async (tx, envelope) => {
    if (envelope.status === 'Completed') throw new AppError(409, 'envelopeCompleted');
    if (!envelopeMaySend(envelope)) throw new AppError(409, 'envelopeStatusInvalid');
    const parts = await partsOf(tx, envelope.customerId, envelope.id);
    const missing = envelopeMissing({ ...parts, fields: parts.fields.map(presentField) });
    if (missing.length > 0) throw badRequest(...missing);
    const now = ctx.clock.now();
    const first = envelope.transactionUsedAt === null;
    const remaining = first
      ? await useTransaction(tx, ctx, actor, { envelopeId: envelope.id, name: envelope.name })
      : null;
    await updateEnvelopeRow(tx, envelope.customerId, envelope.id, {
      sentAt: now,
      correcting: false,
      ...(first ? { transactionUsedAt: now } : {}),
      updatedAt: now,
    });
    const sent = await refreshed(tx, envelope);
    // A correction may have changed what the next signer reads: their old link goes, a new one comes.
    const { signers } = parts;
    const next = signers.find((s) => s.status !== 'Signed');
    if (next) await mailSigningLink(tx, ctx, sent, next, envelope.sentAt === null ? 'turn' : 'resend');
    else await completeEnvelope(tx, ctx, sent);
    return { resent: !first, remaining };
  });
}

/** PUT …/{sigId}/Status/Correct: open a sent envelope for changes; its signers see it unavailable. */
export function correctEnvelope(ctx: AppContext, actor: BuilderActor, ids: Ids) {
  return step(ctx, actor, ids, 'EDIT', 'correcting', async (tx, envelope) => {
    if (envelope.status === 'Completed') throw new AppError(409, 'envelopeCompleted');
    if (!envelopeMayCorrect(envelope)) throw new AppError(409, 'envelopeStatusInvalid');
    await updateEnvelopeRow(tx, envelope.customerId, envelope.id, {
      correcting: true,
      updatedAt: ctx.clock.now(),
    });
    return {};
  });
}

/** POST …/{sigId}/Signers/{signerId}/Email/Resend: a fresh link to the signer whose turn it is. */
export function resendSigner(ctx: AppContext, actor: BuilderActor, ids: Ids, signerId: number) {
  return step(ctx, actor, ids, 'EDIT', 'linkResent', async (tx, envelope) => {
    if (envelope.status === 'Completed') throw new AppError(409, 'envelopeCompleted');
    const { signers } = await partsOf(tx, envelope.customerId, envelope.id);
    const signer = signers.find((s) => s.id === signerId);
    if (!signer) throw new AppError(404, 'invalidParameter');
    if (!signerMayBeResent(envelope, signer)) throw new AppError(409, 'envelopeStatusInvalid');
    await mailSigningLink(tx, ctx, envelope, signer, 'resend');
    return { signerId };
  });
}

/**
 * DELETE …/{sigId}/Signers/{signerId}: a signer who has not signed leaves (with their fields). On a
 * sent envelope, when everyone left has signed, it completes (000 §4); else the next is mailed.
 */
export function deleteSigner(ctx: AppContext, actor: BuilderActor, ids: Ids, signerId: number) {
  return step(ctx, actor, ids, 'EDIT', 'signerRemoved', async (tx, envelope) => {
    if (envelope.status === 'Completed') throw new AppError(409, 'envelopeCompleted');
    const removed = await findSignerOfEnvelope(tx, envelope.customerId, envelope.id, signerId);
    if (!removed) throw new AppError(404, 'invalidParameter');
    if (!signerMayLeave(envelope, removed)) throw new AppError(409, 'envelopeSignerSigned');
    await deleteSignerRow(tx, envelope.customerId, signerId);
    if (envelopeIsLive(envelope)) {
      const { signers } = await partsOf(tx, envelope.customerId, envelope.id);
      const anySigned = signers.some((s) => s.status === 'Signed');
      if (anySigned && signers.every((s) => s.status === 'Signed')) await completeEnvelope(tx, ctx, envelope);
      else await mailNextSigner(tx, ctx, envelope);
    }
    return { signerId, email: removed.email };
  });
}

/** DELETE …/{sigId}: the envelope and its files (Contract Builder delete right). */
export async function deleteEnvelope(ctx: AppContext, actor: BuilderActor, ids: Ids) {
  assertMayBuild(actor, 'DELETE');
  const keys = await inTenant(ctx.db, actor.customerId, async (tx) => {
    const { contract, envelope } = await findEnvelope(tx, actor, ids.contractId, ids.sigId, true);
    const files = await filesOf(tx, actor.customerId, [envelope.id]);
    await deleteEnvelopeRow(tx, actor.customerId, envelope.id);
    await recordAudit(tx, ctx.clock, {
      ...byActor(actor),
      action: 'envelope.deleted',
      entityType: 'envelope',
      entityId: envelope.id,
      projectId: contract.projectId,
      before: { name: envelope.name, status: envelope.status },
    });
    return [...files, ...(envelope.signedStorageKey ? [envelope.signedStorageKey] : [])];
  });
  for (const key of keys) await removeFile(ctx.config.dataDir, key);
  announce(ctx, { customerId: actor.customerId, contractId: ids.contractId, id: ids.sigId });
}

/** GET …/{sigId}/Documents/{documentId}/Preview: the PDF that is signed (the document, or its conversion). */
export async function previewDocument(ctx: AppContext, actor: BuilderActor, ids: Ids, documentId: number) {
  assertMayBuild(actor, 'VIEW');
  const document = await inTenant(ctx.db, actor.customerId, async (tx) => {
    const { envelope } = await findEnvelope(tx, actor, ids.contractId, ids.sigId);
    const found = (await partsOf(tx, actor.customerId, envelope.id)).documents.find(
      (d) => d.id === documentId,
    );
    if (!found) throw new AppError(404, 'invalidDocumentId');
    return found;
  });
  const pdf = document.pdfStorageKey !== null;
  const opened = await openFile(ctx.config.dataDir, document.pdfStorageKey ?? document.storageKey);
  return {
    ...opened,
    fileName: pdf && document.converted ? `${document.fileName}.pdf` : document.fileName,
    contentType: pdf ? 'application/pdf' : document.contentType,
    disposition: pdf ? ('inline' as const) : ('attachment' as const),
  };
}

/** GET …/Documents/Download/All: the signed PDF (once completed) and every document as sent, in one zip. */
export async function downloadAll(ctx: AppContext, actor: BuilderActor, ids: Ids) {
  assertMayBuild(actor, 'VIEW');
  const { envelope, documents } = await inTenant(ctx.db, actor.customerId, async (tx) => {
    const { envelope } = await findEnvelope(tx, actor, ids.contractId, ids.sigId);
    return { envelope, documents: (await partsOf(tx, actor.customerId, envelope.id)).documents };
  });
  const signed = envelope.signedStorageKey
    ? [{ fileName: `${envelope.name} (signed).pdf`, storageKey: envelope.signedStorageKey }]
    : [];
  return zipStoredFiles(ctx.config.dataDir, [...signed, ...documents], ctx.clock.now());
}

/**
 * GET …/Documents/Download/Summary: once completed, the signed PDF with its certificate page; before,
 * the certificate of who has signed so far, as a PDF.
 */
export async function downloadSummary(ctx: AppContext, actor: BuilderActor, ids: Ids) {
  assertMayBuild(actor, 'VIEW');
  return inTenant(ctx.db, actor.customerId, async (tx) => {
    const { envelope } = await findEnvelope(tx, actor, ids.contractId, ids.sigId);
    if (envelope.signedStorageKey) {
      const opened = await openFile(ctx.config.dataDir, envelope.signedStorageKey);
      return { ...opened, fileName: `${envelope.name} (signed).pdf`, contentType: 'application/pdf' };
    }
    const parts = await partsOf(tx, actor.customerId, envelope.id);
    const { summary } = await signedEnvelopePdf({
      envelope: {
        name: envelope.name,
        number: envelope.number,
        timezone: envelope.timezone,
        completedAt: ctx.clock.now(),
      },
      agencyName: '',
      documents: parts.documents.map((d) => ({
        id: d.id,
        fileName: d.fileName,
        sha256: d.sha256,
        pdf: null,
      })),
      signers: parts.signers
        .filter((s) => s.signedAt !== null)
        .map((s) => ({
          id: s.id,
          name: s.name,
          email: s.email,
          signedAt: s.signedAt as Date,
          signedFrom: s.signedFrom ?? 'unknown',
          signatureType: s.signatureType === 'drawn' ? ('drawn' as const) : ('typed' as const),
          signature: s.signature ?? '',
          initials: s.initials ?? '',
        })),
      fields: [],
    });
    return {
      stream: summary,
      size: summary.length,
      fileName: `${envelope.name} (summary).pdf`,
      contentType: 'application/pdf',
    };
  });
}

/**
 * The reminder sweep: a signer whose turn it is, on a sent envelope that sends reminders, is
 * mailed a fresh link every `reminderEveryDays` days until they sign. Answers how many were mailed.
 */
export async function sendSignerReminders(ctx: AppContext, now: Date): Promise<number> {
  const due = now.getTime() - envelopeRules.reminderEveryDays * 86_400_000;
  return asSystem(ctx.db, async (tx) => {
    const rows = await findSignersToRemind(tx);
    let sent = 0;
    for (const { envelope, signer } of rows) {
      const last = (signer.remindedAt ?? signer.sentAt)?.getTime() ?? now.getTime();
      if (last > due) continue;
      await mailSigningLink(tx, ctx, envelope, signer, 'reminder');
      sent += 1;
    }
    return sent;
  });
}
