import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Readable } from 'node:stream';
import { intakeReference } from '@procura/contract';
import type { AppContext } from '../../platform/context.ts';
import { AppError, forbidden } from '../../platform/errors.ts';
import { masterKeyOf } from '../../platform/sealing.ts';
import { inTenant } from '../../platform/tenancy.ts';
import { zipStoredFiles } from '../exports/index.ts';
import { openIntakeDocument } from './documents.ts';
import { findRequestDocument, findRequestDocuments } from './request-queries.ts';
import { type IntakeStaff, requireIntakeRequest } from './staff-access.ts';

/**
 * A request's documents for procurement (issue 24 §4): one as an attachment, all as a zip, or one
 * shown inline in the browser's viewer through a short-lived link (decision 364). The link's token
 * is an HMAC of who asked, the request, the document and the expiry under a key derived from the
 * server's master key, so it cannot be made or stretched without the server, and it opens nothing
 * for another user.
 */

const linkLifetimeMs = 5 * 60 * 1000;
const documentInvalid = () => new AppError(404, 'intakeDocumentInvalid');

type Claim = { userId: number; intakeId: number; documentId: number; expiresMs: number };

/** A key of its own for these links: the master key never signs anything directly. */
function linkKey(ctx: AppContext): Buffer {
  return createHmac('sha256', masterKeyOf(ctx.config).key).update('procura:intake-document-link').digest();
}

function mac(ctx: AppContext, claim: Claim): Buffer {
  return createHmac('sha256', linkKey(ctx))
    .update(`${claim.userId}.${claim.intakeId}.${claim.documentId}.${claim.expiresMs}`)
    .digest();
}

/** The token: its expiry and the HMAC, as the link carries them. */
export function signDocumentLink(ctx: AppContext, claim: Claim): string {
  return `${claim.expiresMs}.${mac(ctx, claim).toString('base64url')}`;
}

/** Whether `token` was signed for this user, request and document, and has not expired. */
export function isValidDocumentLink(
  ctx: AppContext,
  token: string,
  claim: Omit<Claim, 'expiresMs'>,
): boolean {
  const match = /^(\d{1,15})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return false;
  const expiresMs = Number(match[1]);
  if (expiresMs <= ctx.clock.now().getTime()) return false;
  const given = Buffer.from(match[2] ?? '', 'base64url');
  const expected = mac(ctx, { ...claim, expiresMs });
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** GET api/intake/token?intakeId&fileName: a five-minute link showing the request's document of that name. */
export async function documentLink(
  ctx: AppContext,
  staff: IntakeStaff,
  intakeId: number,
  fileName: string,
): Promise<{ url: string; expiresAt: string }> {
  return inTenant(ctx.db, staff.customerId, async (tx) => {
    const row = await requireIntakeRequest(tx, staff, intakeId);
    const document = await findRequestDocument(tx, row.customerId, row.id, { fileName });
    if (!document) throw documentInvalid();
    const expiresMs = ctx.clock.now().getTime() + linkLifetimeMs;
    const token = signDocumentLink(ctx, {
      userId: staff.userId,
      intakeId: row.id,
      documentId: document.id,
      expiresMs,
    });
    const query = new URLSearchParams({ documentId: String(document.id), token });
    return {
      url: `/api/v1/intake/${row.id}/download?${query}`,
      expiresAt: new Date(expiresMs).toISOString(),
    };
  });
}

export type IntakeDownload =
  | {
      kind: 'document';
      fileName: string;
      contentType: string;
      size: number;
      stream: Readable;
      disposition: 'attachment' | 'inline';
    }
  | { kind: 'zip'; fileName: string; made: { file: string; cleanup(): Promise<void> } };

/**
 * GET api/intake/{id}/download?documentId&token: the document (inline when the token is this
 * caller's valid link to it; a bad or expired token is refused, never downgraded), or without
 * documentId every document of the request in one zip.
 */
export async function downloadIntakeDocuments(
  ctx: AppContext,
  staff: IntakeStaff,
  id: number,
  query: { documentId?: number | undefined; token?: string | undefined },
): Promise<IntakeDownload> {
  const { documentId, token } = query;
  if (documentId === undefined) {
    const documents = await inTenant(ctx.db, staff.customerId, async (tx) => {
      const row = await requireIntakeRequest(tx, staff, id);
      return findRequestDocuments(tx, row.customerId, row.id);
    });
    if (documents.length === 0) throw documentInvalid();
    const made = await zipStoredFiles(ctx.config.dataDir, documents, ctx.clock.now());
    return { kind: 'zip', fileName: `${intakeReference(id)} documents.zip`, made };
  }
  const document = await inTenant(ctx.db, staff.customerId, async (tx) => {
    const row = await requireIntakeRequest(tx, staff, id);
    return findRequestDocument(tx, row.customerId, row.id, { id: documentId });
  });
  if (!document) throw documentInvalid();
  if (
    token !== undefined &&
    !isValidDocumentLink(ctx, token, { userId: staff.userId, intakeId: id, documentId })
  ) {
    throw forbidden('noPermission');
  }
  const opened = await openIntakeDocument(ctx.config.dataDir, document.storageKey);
  return {
    kind: 'document',
    fileName: document.fileName,
    contentType: document.contentType,
    size: opened.size,
    stream: opened.stream,
    disposition: token === undefined ? 'attachment' : 'inline',
  };
}
