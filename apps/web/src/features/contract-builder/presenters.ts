import {
  type ContractEnvelope,
  type EnvelopeFieldType,
  type EnvelopeSigner,
  type EnvelopeStage,
  envelopeContentMayChange,
  envelopeMayCorrect,
  envelopeMaySend,
  type OwnLicence,
  type SignerStatus,
  signerMayBeResent,
  signerMayChange,
  signerMayLeave,
} from '@procura/contract';
import type { UiKey } from '../../platform/i18n/ui-en.ts';

/**
 * What the builder may offer on an envelope: the contract's lifecycle (envelope-lifecycle.ts, which
 * the server enforces) and the caller's `canEdit` from the answer. The server checks each again.
 */

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

export function mayChangeContent(envelope: ContractEnvelope): boolean {
  return envelope.canEdit && envelopeContentMayChange(envelope);
}

export function maySend(envelope: ContractEnvelope): boolean {
  return envelope.canEdit && envelopeMaySend(envelope);
}

export function mayCorrect(envelope: ContractEnvelope): boolean {
  return envelope.canEdit && envelopeMayCorrect(envelope);
}

export function mayRemoveSigner(envelope: ContractEnvelope, signer: EnvelopeSigner): boolean {
  return envelope.canEdit && signerMayLeave(envelope, signer);
}

export function mayEditSigner(envelope: ContractEnvelope, signer: EnvelopeSigner): boolean {
  return envelope.canEdit && signerMayChange(envelope, signer);
}

export function mayResend(envelope: ContractEnvelope, signer: EnvelopeSigner): boolean {
  return envelope.canEdit && signerMayBeResent(envelope, signer);
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
