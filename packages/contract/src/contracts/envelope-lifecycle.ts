import type { EnvelopeStatus, SignerStatus } from './envelopes.ts';

/**
 * An envelope's lifecycle (decision 249; 000 §4 envelope rules), once for the server, which
 * refuses, and the web, which offers: before the first send everything may change; once sent, the
 * content changes only while it is being corrected, and a correction makes it unavailable to its
 * signers until it is sent again.
 */

/** What the lifecycle reads of an envelope: a row on the server, an answer on the web. */
export type EnvelopeState = { status: EnvelopeStatus; sentAt: Date | string | null; correcting: boolean };

/** Where an envelope stands: its status, and while In Progress whether it was sent or is corrected. */
export type EnvelopeStage = 'draft' | 'sent' | 'correcting' | 'completed';

export function envelopeStage(envelope: EnvelopeState): EnvelopeStage {
  if (envelope.status === 'Completed') return 'completed';
  if (envelope.sentAt === null) return 'draft';
  return envelope.correcting ? 'correcting' : 'sent';
}

/** The details, signers, documents and fields may change: never sent, or being corrected. */
export function envelopeContentMayChange(envelope: EnvelopeState): boolean {
  const stage = envelopeStage(envelope);
  return stage === 'draft' || stage === 'correcting';
}

/** It may be sent: first, or again after a correction. */
export const envelopeMaySend = envelopeContentMayChange;

/** Sent to its signers and not being corrected: signers may sign, links may be sent again. */
export function envelopeIsLive(envelope: EnvelopeState): boolean {
  return envelopeStage(envelope) === 'sent';
}

/** Only a live envelope is opened for correction. */
export const envelopeMayCorrect = envelopeIsLive;

/** Only the signer whose turn it is on a live envelope holds a link to send again. */
export function signerMayBeResent(envelope: EnvelopeState, signer: { status: SignerStatus }): boolean {
  return envelopeIsLive(envelope) && signer.status === 'Sent';
}

/** A signer who has not signed may leave, even a sent envelope (the next is mailed). */
export function signerMayLeave(envelope: EnvelopeState, signer: { status: SignerStatus }): boolean {
  return envelope.status !== 'Completed' && signer.status !== 'Signed';
}

/** A signer's details change with the content, and never once they signed. */
export function signerMayChange(envelope: EnvelopeState, signer: { status: SignerStatus }): boolean {
  return envelopeContentMayChange(envelope) && signer.status !== 'Signed';
}
