import type {
  ContractEnvelope,
  EnvelopeFieldType,
  EnvelopeSigner,
  OwnLicence,
  SignerStatus,
} from '@procura/contract';
import type { UiKey } from '../../platform/i18n/ui-en.ts';

/**
 * What the builder may offer on an envelope, read from what the server answered (its status,
 * `sentAt`, `correcting` and the caller's `canEdit`, `canDelete`), following decision 249: before
 * the first send everything may change; once sent, the content changes only while it is being
 * corrected. The server checks each again.
 */

/** Where an envelope stands: its status, and while In Progress whether it was sent or is corrected. */
export type EnvelopeStage = 'draft' | 'sent' | 'correcting' | 'completed';

export function envelopeStage(envelope: ContractEnvelope): EnvelopeStage {
  if (envelope.status === 'Completed') return 'completed';
  if (envelope.sentAt === null) return 'draft';
  return envelope.correcting ? 'correcting' : 'sent';
}

export const stageLabelKeys: Record<EnvelopeStage, UiKey> = {
  draft: 'builderStageDraft',
  sent: 'builderStageSent',
  correcting: 'builderStageCorrecting',
  completed: 'builderStageCompleted',
};

export const stageColors: Record<EnvelopeStage, string> = {
  draft: 'gray',
  sent: 'blue',
  correcting: 'orange',
  completed: 'green',
};

export const signerStatusLabelKeys: Record<SignerStatus, UiKey> = {
  Pending: 'builderSignerPending',
  Sent: 'builderSignerSent',
  Signed: 'builderSignerSigned',
};

export const signerStatusColors: Record<SignerStatus, string> = {
  Pending: 'gray',
  Sent: 'blue',
  Signed: 'green',
};

export const fieldTypeLabelKeys: Record<EnvelopeFieldType, UiKey> = {
  signature: 'builderFieldSignature',
  initials: 'builderFieldInitials',
  date: 'builderFieldDate',
  text: 'builderFieldText',
};

/** The details, signers, documents and fields may change: never sent, or being corrected. */
export function mayChangeContent(envelope: ContractEnvelope): boolean {
  const stage = envelopeStage(envelope);
  return envelope.canEdit && (stage === 'draft' || stage === 'correcting');
}

/** Sent to its signers and not being corrected: signers may sign, links may be sent again. */
export function isLive(envelope: ContractEnvelope): boolean {
  return envelopeStage(envelope) === 'sent';
}

export function maySend(envelope: ContractEnvelope): boolean {
  return mayChangeContent(envelope);
}

export function mayCorrect(envelope: ContractEnvelope): boolean {
  return envelope.canEdit && isLive(envelope);
}

/** A signer who has not signed may leave, even from a sent envelope (the next is mailed). */
export function mayRemoveSigner(envelope: ContractEnvelope, signer: EnvelopeSigner): boolean {
  return envelope.canEdit && envelope.status !== 'Completed' && signer.status !== 'Signed';
}

export function mayEditSigner(envelope: ContractEnvelope, signer: EnvelopeSigner): boolean {
  return mayChangeContent(envelope) && signer.status !== 'Signed';
}

/** Only the signer whose turn it is holds a link to send again. */
export function mayResend(envelope: ContractEnvelope, signer: EnvelopeSigner): boolean {
  return envelope.canEdit && isLive(envelope) && signer.status === 'Sent';
}

/**
 * Why the first send would be refused by the licence (decision 248), or null. A send after a
 * correction uses no envelope, so it is never held back; an unread licence holds nothing back
 * either (the server decides).
 */
export function licenceBlock(envelope: ContractEnvelope, licence: OwnLicence | undefined): UiKey | null {
  if (!licence || envelope.sentAt !== null) return null;
  if (!licence.allowContractBuilder) return 'builderLicenceNotLicensed';
  if (licence.remainingTransactionCount <= 0) return 'builderLicenceNoneLeft';
  return null;
}

export function signedCount(envelope: ContractEnvelope): number {
  return envelope.signers.filter((s) => s.status === 'Signed').length;
}

/** One colour per signer, by their place in the order, so their fields read apart in the designer. */
const signerPalette = ['blue', 'grape', 'teal', 'orange', 'pink', 'lime', 'cyan', 'red', 'violet', 'yellow'];

export function signerColor(envelope: ContractEnvelope, signerId: number): string {
  const index = envelope.signers.findIndex((s) => s.id === signerId);
  return signerPalette[Math.max(0, index) % signerPalette.length] ?? 'blue';
}
