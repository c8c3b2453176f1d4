import { describe, expect, it } from 'vitest';
import {
  type EnvelopeState,
  envelopeContentMayChange,
  envelopeMayCorrect,
  envelopeMaySend,
  envelopeStage,
  signerMayBeResent,
  signerMayChange,
  signerMayLeave,
} from './envelope-lifecycle.ts';

const draft: EnvelopeState = { status: 'In Progress', sentAt: null, correcting: false };
const sent: EnvelopeState = { status: 'In Progress', sentAt: '2026-11-29T10:00:00Z', correcting: false };
const correcting: EnvelopeState = { ...sent, correcting: true };
const completed: EnvelopeState = {
  status: 'Completed',
  sentAt: new Date('2026-11-29T10:00:00Z'),
  correcting: false,
};

describe('the envelope lifecycle', () => {
  it('reads the stage from the status, the first send and the correction', () => {
    expect([draft, sent, correcting, completed].map(envelopeStage)).toEqual([
      'draft',
      'sent',
      'correcting',
      'completed',
    ]);
  });

  it('lets the content change and the envelope be sent only before the first send or while corrected', () => {
    expect([draft, sent, correcting, completed].map(envelopeContentMayChange)).toEqual([
      true,
      false,
      true,
      false,
    ]);
    expect([draft, sent, correcting, completed].map(envelopeMaySend)).toEqual([true, false, true, false]);
    expect([draft, sent, correcting, completed].map(envelopeMayCorrect)).toEqual([false, true, false, false]);
  });

  it('resends only to the signer whose turn it is on a live envelope', () => {
    expect(signerMayBeResent(sent, { status: 'Sent' })).toBe(true);
    expect(signerMayBeResent(sent, { status: 'Pending' })).toBe(false);
    expect(signerMayBeResent(correcting, { status: 'Sent' })).toBe(false);
    expect(signerMayBeResent(draft, { status: 'Sent' })).toBe(false);
  });

  it('lets a signer who has not signed leave until completion, and change only with the content', () => {
    expect(signerMayLeave(sent, { status: 'Sent' })).toBe(true);
    expect(signerMayLeave(sent, { status: 'Signed' })).toBe(false);
    expect(signerMayLeave(completed, { status: 'Pending' })).toBe(false);
    expect(signerMayChange(correcting, { status: 'Pending' })).toBe(true);
    expect(signerMayChange(correcting, { status: 'Signed' })).toBe(false);
    expect(signerMayChange(sent, { status: 'Pending' })).toBe(false);
  });
});
