import { Readable } from 'node:stream';
import { csrfHeader, csrfHeaderValue } from '@procura/contract';
import {
  contractEnvelopes,
  envelopeDocuments,
  envelopeFields,
  envelopeSigners,
} from '../../src/db/schema/index.ts';
import { storeFile } from '../../src/modules/documents/storage.ts';
import { newToken, tokenHash } from '../../src/platform/secrets.ts';
import { asSystem } from '../../src/platform/tenancy.ts';
import type { TestApp } from '../harness.ts';

/**
 * A sent envelope waiting on its signer, written straight into the database with a stored
 * document; `signerCookie` exchanges the signer's link for the signing page's session. The
 * security suites probe with that signer (the envelope link role).
 */
export async function insertSentEnvelope(
  t: TestApp,
  place: { customerId: number; tenderId: number; contractId: number },
  mark: string,
) {
  const stored = await storeFile(t.ctx.config.dataDir, place, {
    fileName: `${mark} agreement.txt`,
    stream: Readable.from([Buffer.from(`${mark} envelope document`)]),
    truncated: () => false,
  });
  const token = newToken();
  return asSystem(t.database.db, async (tx) => {
    const [envelope] = await tx
      .insert(contractEnvelopes)
      .values({
        customerId: place.customerId,
        contractId: place.contractId,
        name: `${mark} envelope`,
        message: `${mark} message`,
        timezone: 'America/Toronto',
        sentAt: t.clock.now(),
        transactionUsedAt: t.clock.now(),
      })
      .returning();
    if (!envelope) throw new Error('envelope not inserted');
    const [document] = await tx
      .insert(envelopeDocuments)
      .values({
        customerId: place.customerId,
        envelopeId: envelope.id,
        sortOrder: 0,
        fileName: `${mark} agreement.txt`,
        contentType: stored.contentType,
        sizeInByte: stored.size,
        storageKey: stored.storageKey,
        sha256: '0'.repeat(64),
      })
      .returning();
    const [signer] = await tx
      .insert(envelopeSigners)
      .values({
        customerId: place.customerId,
        envelopeId: envelope.id,
        sortOrder: 0,
        name: `${mark} Signer`,
        email: `${mark.toLowerCase()}@signer.test`,
        status: 'Sent',
        tokenHash: tokenHash(token),
        sentAt: t.clock.now(),
      })
      .returning();
    if (!document || !signer) throw new Error('envelope rows not inserted');
    const [field] = await tx
      .insert(envelopeFields)
      .values({
        customerId: place.customerId,
        envelopeId: envelope.id,
        documentId: document.id,
        signerId: signer.id,
        type: 'text',
        page: 1,
        x: 0.1,
        y: 0.1,
        width: 0.2,
        height: 0.05,
        required: false,
        label: `${mark} field`,
      })
      .returning();
    return {
      envelopeId: envelope.id,
      signerId: signer.id,
      documentId: document.id,
      fieldId: field?.id ?? 0,
      token,
    };
  });
}

/** The signer's session cookie, from the link's one exchange. */
export async function signerCookie(
  t: TestApp,
  link: { envelopeId: number; signerId: number; token: string },
): Promise<string> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/v1/esignature/session',
    headers: { [csrfHeader]: csrfHeaderValue, 'content-type': 'application/json' },
    payload: link,
  });
  if (response.statusCode !== 200) throw new Error(`link not exchanged: ${response.body}`);
  return String(response.headers['set-cookie']).split(';')[0] ?? '';
}
