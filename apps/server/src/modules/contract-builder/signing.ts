import { envelopeRules, type SignBody, type SignerView, signBodySchema } from '@procura/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { recordAudit } from '../../platform/audit.ts';
import type { Config } from '../../platform/config.ts';
import type { AppContext } from '../../platform/context.ts';
import { readAppCookie, setAppCookie } from '../../platform/cookies.ts';
import { AppError, badRequest, unauthorized } from '../../platform/errors.ts';
import { newToken, tokenHash } from '../../platform/secrets.ts';
import type { SignerContext } from '../../platform/signer-session.ts';
import { asSystem, inTenant, type Tx } from '../../platform/tenancy.ts';
import { openFile } from '../documents/index.ts';
import { completeEnvelope, mailNextSigner } from './envelope-flow.ts';
import {
  type EnvelopeRow,
  findEnvelopeRow,
  partsOf,
  presentDocument,
  presentField,
} from './envelope-queries.ts';
import { announce } from './envelopes.ts';
import { findSignerOfEnvelope, setFieldValue, updateSignerRow } from './part-queries.ts';
import { agencyName } from './queries.ts';
import { findSignerByToken, findSignerSession, insertSignerSession } from './signing-queries.ts';

/**
 * The signer's side (issue 9 §3): the emailed link's token is exchanged once, by POST, for a short
 * session in a cookie of the signing API's own path; the signer reads the documents, fills their
 * fields and signs (typed or drawn). No account is needed. Every call checks the envelope again:
 * while it is being corrected the page says it is unavailable.
 */

export const signerCookie = 'procura_signer';
const linkInvalid = () => unauthorized('envelopeLinkInvalid');

export function signerTokenOf(request: FastifyRequest, config: Config): string | undefined {
  return readAppCookie(request, config, signerCookie);
}

/** The signer session a cookie names, or null when there is none or it expired. */
export async function loadSignerSession(
  ctx: AppContext,
  token: string | undefined,
): Promise<SignerContext | null> {
  if (!token || token.length > 100) return null;
  return asSystem(ctx.db, async (tx) => {
    const row = await findSignerSession(tx, tokenHash(token));
    if (!row || ctx.clock.now() >= row.expiresAt) return null;
    return {
      sessionId: row.id,
      customerId: row.customerId,
      envelopeId: row.envelopeId,
      signerId: row.signerId,
      expiresAt: row.expiresAt,
    };
  });
}

async function envelopeAndSigner(tx: Tx, customerId: number, envelopeId: number, signerId: number) {
  const envelope = await findEnvelopeRow(tx, customerId, envelopeId);
  const signer = await findSignerOfEnvelope(tx, customerId, envelopeId, signerId);
  if (!envelope || !signer || envelope.sentAt === null) throw linkInvalid();
  return { envelope, signer };
}

/**
 * POST /api/v1/esignature/session: the link's token, spent on first use, opens an hour's session;
 * a spent, replaced or unknown token answers 401 as one.
 */
export async function exchangeLink(
  ctx: AppContext,
  reply: FastifyReply,
  input: { envelopeId: number; signerId: number; token: string },
) {
  const found = await asSystem(ctx.db, async (tx) => {
    const signer = await findSignerByToken(tx, tokenHash(input.token));
    if (!signer || signer.id !== input.signerId || signer.envelopeId !== input.envelopeId)
      throw linkInvalid();
    return signer;
  });
  const session = newToken();
  const expiresAt = new Date(ctx.clock.now().getTime() + envelopeRules.signerSessionMinutes * 60_000);
  await inTenant(ctx.db, found.customerId, async (tx) => {
    await envelopeAndSigner(tx, found.customerId, input.envelopeId, input.signerId);
    await updateSignerRow(tx, found.customerId, found.id, { tokenHash: null });
    await insertSignerSession(tx, {
      customerId: found.customerId,
      tokenHash: tokenHash(session),
      envelopeId: input.envelopeId,
      signerId: input.signerId,
      expiresAt,
    });
  });
  setAppCookie(reply, ctx.config, signerCookie, session, { sameSite: 'strict', expires: expiresAt });
}

function stateOf(envelope: EnvelopeRow, signerStatus: string): SignerView['state'] {
  if (envelope.status === 'Completed') return 'completed';
  if (envelope.correcting) return 'unavailable';
  if (signerStatus === 'Signed') return 'signed';
  return signerStatus === 'Sent' ? 'sign' : 'waiting';
}

/** GET /api/v1/esignature/envelope: what the signing page shows now. */
export async function signerView(ctx: AppContext, signer: SignerContext): Promise<SignerView> {
  return inTenant(ctx.db, signer.customerId, async (tx) => {
    const { envelope, signer: row } = await envelopeAndSigner(
      tx,
      signer.customerId,
      signer.envelopeId,
      signer.signerId,
    );
    const state = stateOf(envelope, row.status);
    const parts = await partsOf(tx, signer.customerId, envelope.id);
    const agency = await agencyName(tx, signer.customerId);
    // While it is corrected nothing of it is shown (000 §4: unavailable until resent).
    const hidden = state === 'unavailable';
    return {
      state,
      envelopeName: envelope.name,
      message: hidden ? '' : envelope.message,
      agencyName: agency,
      signerName: row.name,
      documents: hidden ? [] : parts.documents.map(presentDocument),
      fields: hidden ? [] : parts.fields.filter((f) => f.signerId === row.id).map(presentField),
      signedAt: row.signedAt?.toISOString() ?? null,
    };
  });
}

/** GET /api/v1/esignature/documents/{documentId}: a document to read (its PDF when it has one). */
export async function signerDocument(ctx: AppContext, signer: SignerContext, documentId: number) {
  const document = await inTenant(ctx.db, signer.customerId, async (tx) => {
    const { envelope } = await envelopeAndSigner(tx, signer.customerId, signer.envelopeId, signer.signerId);
    if (envelope.correcting) throw new AppError(409, 'envelopeUnavailable');
    const found = (await partsOf(tx, signer.customerId, envelope.id)).documents.find(
      (d) => d.id === documentId,
    );
    if (!found) throw new AppError(404, 'invalidDocumentId');
    return found;
  });
  const pdf = document.pdfStorageKey !== null;
  return {
    ...(await openFile(ctx.config.dataDir, document.pdfStorageKey ?? document.storageKey)),
    fileName: pdf && document.converted ? `${document.fileName}.pdf` : document.fileName,
    contentType: pdf ? 'application/pdf' : document.contentType,
    disposition: pdf ? ('inline' as const) : ('attachment' as const),
  };
}

const drawn = /^data:image\/png;base64,[A-Za-z0-9+/=]+$/;

/**
 * POST /api/v1/esignature/sign: the signature and the signer's fields. Their required text fields
 * must be filled; a drawn signature is a PNG. The next signer is mailed; the last completes it.
 */
export async function sign(ctx: AppContext, signer: SignerContext, body: SignBody, from: string) {
  const input = signBodySchema.parse(body);
  if (input.signatureType === 'drawn' && !drawn.test(input.signature)) {
    throw badRequest({ key: 'envelopeSignatureRequired', params: { field: 'signature' } });
  }
  if (input.signatureType === 'typed' && input.signature.trim() === '')
    throw badRequest('envelopeSignatureRequired');
  const envelope = await inTenant(ctx.db, signer.customerId, async (tx) => {
    const locked = await findEnvelopeRow(tx, signer.customerId, signer.envelopeId, true);
    const { envelope, signer: row } = await envelopeAndSigner(
      tx,
      signer.customerId,
      signer.envelopeId,
      signer.signerId,
    );
    if (!locked || stateOf(envelope, row.status) !== 'sign') throw new AppError(409, 'envelopeStatusInvalid');
    const mine = (await partsOf(tx, signer.customerId, envelope.id)).fields.filter(
      (f) => f.signerId === row.id,
    );
    const given = new Map(input.fields.map((f) => [f.fieldId, f.value]));
    if ([...given.keys()].some((id) => !mine.some((f) => f.id === id && f.type === 'text'))) {
      throw badRequest({ key: 'invalidParameter', params: { field: 'fields' } });
    }
    if (mine.some((f) => f.type === 'text' && f.required && !given.get(f.id)))
      throw badRequest('envelopeRequiredFieldEmpty');
    const now = ctx.clock.now();
    for (const field of mine.filter((f) => f.type === 'text')) {
      await setFieldValue(tx, signer.customerId, field.id, given.get(field.id) ?? '');
    }
    await updateSignerRow(tx, signer.customerId, row.id, {
      status: 'Signed',
      signedAt: now,
      signedFrom: from,
      signatureType: input.signatureType,
      signature: input.signatureType === 'typed' ? input.signature.trim() : input.signature,
      initials: input.initials,
      tokenHash: null,
    });
    await recordAudit(tx, ctx.clock, {
      customerId: signer.customerId,
      actorUserId: null,
      actorLabel: `signer:${row.id}`,
      action: 'envelope.signed',
      entityType: 'envelope',
      entityId: envelope.id,
      after: { signerId: row.id, email: row.email, from, signatureType: input.signatureType },
    });
    if (!(await mailNextSigner(tx, ctx, envelope))) await completeEnvelope(tx, ctx, envelope);
    return envelope;
  });
  announce(ctx, envelope);
  return signerView(ctx, signer);
}

/** GET /api/v1/esignature/signed: the signed PDF, for a signer of a completed envelope. */
export async function signerSignedPdf(ctx: AppContext, signer: SignerContext) {
  const envelope = await inTenant(ctx.db, signer.customerId, async (tx) => {
    const { envelope } = await envelopeAndSigner(tx, signer.customerId, signer.envelopeId, signer.signerId);
    return envelope;
  });
  if (!envelope.signedStorageKey) throw new AppError(409, 'envelopeStatusInvalid');
  return {
    ...(await openFile(ctx.config.dataDir, envelope.signedStorageKey)),
    fileName: `${envelope.name} (signed).pdf`,
    contentType: 'application/pdf',
  };
}
