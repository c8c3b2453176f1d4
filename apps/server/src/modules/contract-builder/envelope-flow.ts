import type { AppContext } from '../../platform/context.ts';
import { enqueueNotice } from '../../platform/notices.ts';
import { newToken, tokenHash } from '../../platform/secrets.ts';
import type { Tx } from '../../platform/tenancy.ts';
import { readBytes, writeDerived } from './envelope-files.ts';
import { type EnvelopeRow, partsOf, type SignerRow, updateEnvelopeRow } from './envelope-queries.ts';
import { updateSignerRow } from './part-queries.ts';
import { agencyName, envelopeProjectId, findUserEmail } from './queries.ts';
import { signedEnvelopePdf } from './signed-pdf.ts';
import { deleteSignerSessions } from './signing-queries.ts';

/**
 * An envelope on its way (issue 9 §3): signers sign in order, each mailed a link when it is their
 * turn; the last signature (or removing the last signer who had not signed) completes it, and the
 * signed PDF with its certificate is made.
 */

/** The signing page's address for a fresh link (the token travels once, in the mail). */
export function signingUrl(ctx: AppContext, envelope: EnvelopeRow, signer: SignerRow, token: string) {
  const query = new URLSearchParams({ e: String(envelope.id), s: String(signer.id), t: token });
  return `${ctx.config.publicUrl}/esignature/landing?${query.toString()}`;
}

/** The envelope as its mails name it: its number, when it has one, before its name. */
const envelopeTitle = (envelope: EnvelopeRow) =>
  envelope.number ? `${envelope.number} ${envelope.name}` : envelope.name;

/**
 * Mails `signer` a new link: the old one (and any session it opened) stops working. `kind` says
 * why: their turn, a resend, a reminder.
 */
export async function mailSigningLink(
  tx: Tx,
  ctx: AppContext,
  envelope: EnvelopeRow,
  signer: SignerRow,
  kind: 'turn' | 'resend' | 'reminder',
) {
  const token = newToken();
  const now = ctx.clock.now();
  await deleteSignerSessions(tx, signer.customerId, signer.id);
  await updateSignerRow(tx, signer.customerId, signer.id, {
    tokenHash: tokenHash(token),
    status: 'Sent',
    sentAt: kind === 'reminder' ? signer.sentAt : now,
    remindedAt: now,
  });
  const agency = await agencyName(tx, envelope.customerId);
  await enqueueNotice(tx, ctx, {
    customerId: envelope.customerId,
    projectId: await envelopeProjectId(tx, envelope.customerId, envelope.contractId),
    to: signer.email,
    kind: 'envelopeSigningLink',
    values: {
      Reminder: kind === 'reminder' ? 'Reminder: ' : '',
      FullName: signer.name,
      AgencyName: agency,
      EnvelopeName: envelopeTitle(envelope),
      Message: envelope.message ? `\n\n${envelope.message}` : '',
      Link: signingUrl(ctx, envelope, signer, token),
    },
  });
}

/** Mails the next signer who has not signed, in order; answers whether anyone is left to sign. */
export async function mailNextSigner(tx: Tx, ctx: AppContext, envelope: EnvelopeRow): Promise<boolean> {
  const { signers } = await partsOf(tx, envelope.customerId, envelope.id);
  const next = signers.find((s) => s.status !== 'Signed');
  if (!next) return false;
  if (next.status !== 'Sent' || next.tokenHash === null)
    await mailSigningLink(tx, ctx, envelope, next, 'turn');
  return true;
}

/**
 * Completes the envelope: the signed PDF (fields stamped, certificate page) is made from its
 * documents as sent and stored beside them; everyone who signed and the sender hear of it.
 */
export async function completeEnvelope(tx: Tx, ctx: AppContext, envelope: EnvelopeRow) {
  const now = ctx.clock.now();
  const parts = await partsOf(tx, envelope.customerId, envelope.id);
  const signed = parts.signers.filter((s) => s.status === 'Signed' && s.signedAt !== null);
  const documents = [];
  for (const d of parts.documents) {
    documents.push({
      id: d.id,
      fileName: d.fileName,
      sha256: d.sha256,
      pdf: d.pdfStorageKey ? await readBytes(ctx.config.dataDir, d.pdfStorageKey) : null,
    });
  }
  const agency = await agencyName(tx, envelope.customerId);
  const { signed: pdf } = await signedEnvelopePdf({
    envelope: { name: envelope.name, number: envelope.number, timezone: envelope.timezone, completedAt: now },
    agencyName: agency,
    documents,
    signers: signed.map((s) => ({
      id: s.id,
      name: s.name,
      email: s.email,
      signedAt: s.signedAt as Date,
      signedFrom: s.signedFrom ?? 'unknown',
      signatureType: s.signatureType === 'drawn' ? 'drawn' : 'typed',
      signature: s.signature ?? s.name,
      initials: s.initials ?? '',
    })),
    fields: parts.fields,
  });
  const key = await writeDerived(
    ctx.config.dataDir,
    parts.documents[0]?.storageKey ?? `envelopes/${envelope.customerId}/${envelope.id}`,
    pdf,
  );
  await updateEnvelopeRow(tx, envelope.customerId, envelope.id, {
    status: 'Completed',
    completedAt: now,
    signedStorageKey: key,
    correcting: false,
    updatedAt: now,
  });
  const sender = envelope.createdById
    ? await findUserEmail(tx, envelope.customerId, envelope.createdById)
    : undefined;
  const projectId = await envelopeProjectId(tx, envelope.customerId, envelope.contractId);
  for (const to of [...signed.map((s) => s.email), ...(sender ? [sender.email] : [])]) {
    await enqueueNotice(tx, ctx, {
      customerId: envelope.customerId,
      projectId,
      to,
      kind: 'envelopeCompleted',
      values: { EnvelopeName: envelopeTitle(envelope), AgencyName: agency },
    });
  }
}
