import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ContractEnvelope, OwnLicence, SignerView } from '@procura/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInCaller, valuesOf } from '../../../test/api.ts';
import { drawnSignature, envelopeKit, onePagePdf } from '../../../test/envelopes.ts';
import { createTestApp, databaseKinds, type TestApp } from '../../../test/harness.ts';
import { pdfStrings } from '../../../test/pdf.ts';
import { outboxMailTo } from '../../../test/requirements.ts';
import { movableClock } from '../../platform/clock.ts';
import { sendSignerReminders } from './envelope-status.ts';

type Caller = Awaited<ReturnType<typeof signedInCaller>>;
const keys = (response: { headers: Record<string, unknown> }) => response.headers['x-message-keys'];

describe.each(databaseKinds())('contract builder envelopes on %s', (kind) => {
  let t: TestApp;
  let dataDir: string;
  let buyer: Caller;
  let northwind: Caller;
  let kit: ReturnType<typeof envelopeKit>;

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'procura-envelopes-'));
    t = await createTestApp(kind, {
      config: { dataDir },
      clock: movableClock(new Date('2026-06-15T16:00:00Z')),
    });
    buyer = await signedInCaller(t, 'buyer@demo.procura.local');
    northwind = await signedInCaller(t, 'admin@northwind.procura.local', 'northwind');
    kit = envelopeKit(t, buyer, await signedInCaller(t, 'siteadmin@demo.procura.local'));
    await kit.license(2);
  });
  afterAll(async () => {
    await t?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('builds an envelope: documents of the accepted types, signers once each, fields only on PDF pages', async () => {
    const contract = await kit.contract();
    const envelope = await kit.create(contract.id);
    expect(envelope).toMatchObject({
      status: 'In Progress',
      sentAt: null,
      missing: ['envelopeNeedsSigner', 'envelopeNeedsDocument'],
    });
    const bad = await kit.upload(contract.id, envelope.id, {
      fileName: 'virus.exe',
      content: Buffer.from('MZ'),
    });
    expect(keys(bad)).toBe('envelopeFileTypeInvalid');
    const pdf = await kit.upload(contract.id, envelope.id, {
      fileName: 'agreement.pdf',
      content: onePagePdf,
    });
    expect(valuesOf<ContractEnvelope>(pdf)[0]?.documents[0]).toMatchObject({
      pageCount: 1,
      converted: false,
    });
    // No LibreOffice on this machine: the text file is attached as it is, with no pages to sign on.
    const text = await kit.upload(contract.id, envelope.id, {
      fileName: 'terms.txt',
      content: Buffer.from('Terms'),
    });
    const [withText] = valuesOf<ContractEnvelope>(text);
    expect(withText?.documents[1]).toMatchObject({ fileName: 'terms.txt', pageCount: null });
    expect(withText?.documents[1]?.sha256).toMatch(/^[0-9a-f]{64}$/);

    const path_ = `${kit.base(contract.id)}/${envelope.id}`;
    const closed = await buyer.call('PUT', `${path_}/Designer`, { fields: [] });
    expect(keys(closed)).toBe('envelopeDesignerClosed');
    await buyer.call('POST', `${path_}/Signers`, { name: 'Ana Signer', email: 'ana@sign.test' });
    const twice = await buyer.call('POST', `${path_}/Signers`, { name: 'Ana again', email: 'ANA@sign.test' });
    expect(twice.statusCode).toBe(409);
    expect(keys(twice)).toBe('signatureRecipientExists');
    const [lookup] = valuesOf<{ exists: boolean }>(
      await buyer.call('GET', `${path_}/LookupEmailRecipient?email=ana@sign.test`),
    );
    expect(lookup?.exists).toBe(true);
    const [current] = valuesOf<ContractEnvelope>(await buyer.call('GET', path_));
    const [pdfDoc, textDoc] = current?.documents ?? [];
    const signerId = current?.signers[0]?.id ?? 0;
    const field = {
      documentId: textDoc?.id,
      signerId,
      type: 'signature',
      page: 1,
      x: 0.1,
      y: 0.1,
      width: 0.2,
      height: 0.05,
    };
    expect(keys(await buyer.call('PUT', `${path_}/Designer`, { fields: [field] }))).toBe(
      'envelopeFieldOffPage',
    );
    expect(
      keys(
        await buyer.call('PUT', `${path_}/Designer`, {
          fields: [{ ...field, documentId: pdfDoc?.id, page: 2 }],
        }),
      ),
    ).toBe('envelopeFieldOffPage');
    expect(keys(await buyer.call('PUT', `${path_}/Status/Send`, {}))).toContain(
      'envelopeSignerNeedsSignatureField',
    );
    const [designed] = valuesOf<ContractEnvelope>(
      await buyer.call('PUT', `${path_}/Designer`, { fields: [{ ...field, documentId: pdfDoc?.id }] }),
    );
    expect(designed?.missing).toEqual([]);
    expect((await northwind.call('GET', path_)).statusCode).toBe(404);
  });

  it('is signed in order through emailed links, survives a correction without asking twice, and completes with the signed PDF', async () => {
    const contract = await kit.contract();
    const envelope = await kit.ready(contract.id, ['first@sign.test', 'second@sign.test']);
    const path_ = `${kit.base(contract.id)}/${envelope.id}`;
    const [before] = valuesOf<OwnLicence>(await buyer.call('GET', '/ContractBuilderLicenseConfiguration'));
    const [sent] = valuesOf<ContractEnvelope>(await buyer.call('PUT', `${path_}/Status/Send`, {}));
    expect(sent?.signers.map((s) => s.status)).toEqual(['Sent', 'Pending']);
    expect(await outboxMailTo(t, 'second@sign.test', 'envelopeSigningLink')).toHaveLength(0);
    // Sent and not being corrected: the content is locked.
    expect(keys(await buyer.call('PUT', `${path_}/Details`, { ...envelope, name: 'Renamed' }))).toBe(
      'envelopeNotCorrecting',
    );

    const first = await kit.open('first@sign.test');
    expect(first.response.statusCode).toBe(200);
    const again = await kit.open('first@sign.test');
    expect(again.response.statusCode).toBe(401);
    const [view] = valuesOf<SignerView>(await first.call('GET', '/envelope'));
    expect(view).toMatchObject({
      state: 'sign',
      envelopeName: 'Service agreement',
      agencyName: 'City of Demo',
    });
    const document = await first.call('GET', `/documents/${view?.documents[0]?.id}`);
    expect(document.headers['content-type']).toContain('application/pdf');
    const blank = await first.call('POST', '/sign', { signatureType: 'drawn', signature: 'not an image' });
    expect(keys(blank)).toBe('envelopeSignatureRequired');
    const [signed] = valuesOf<SignerView>(
      await first.call('POST', '/sign', { signatureType: 'typed', signature: 'Frank First', initials: 'FF' }),
    );
    expect(signed?.state).toBe('signed');

    // The buyer corrects: the second signer's page says unavailable; a resend mails them a fresh link only.
    await buyer.call('PUT', `${path_}/Status/Correct`, {});
    const second = await kit.open('second@sign.test');
    expect(valuesOf<SignerView>(await second.call('GET', '/envelope'))[0]).toMatchObject({
      state: 'unavailable',
      documents: [],
    });
    // Redesigning during the correction leaves what the first signer signed as it was.
    const firstId = sent?.signers[0]?.id;
    const [open] = valuesOf<ContractEnvelope>(await buyer.call('GET', path_));
    const others = (open?.fields ?? [])
      .filter((f) => f.signerId !== firstId)
      .map(({ id: _id, value: _value, ...field }) => ({ ...field, x: 0.5 }));
    const [redesigned] = valuesOf<ContractEnvelope>(
      await buyer.call('PUT', `${path_}/Designer`, { fields: others }),
    );
    expect(redesigned?.fields.filter((f) => f.signerId === firstId)).toHaveLength(1);
    expect(redesigned?.fields.find((f) => f.signerId !== firstId)?.x).toBe(0.5);
    const [resent] = valuesOf<ContractEnvelope>(await buyer.call('PUT', `${path_}/Status/Send`, {}));
    expect(resent?.signers.map((s) => s.status)).toEqual(['Signed', 'Sent']);
    expect(await outboxMailTo(t, 'first@sign.test', 'envelopeSigningLink')).toHaveLength(1);
    const [after] = valuesOf<OwnLicence>(await buyer.call('GET', '/ContractBuilderLicenseConfiguration'));
    expect(after?.remainingTransactionCount).toBe((before?.remainingTransactionCount ?? 0) - 1);

    const secondAgain = await kit.open('second@sign.test');
    const [done] = valuesOf<SignerView>(
      await secondAgain.call('POST', '/sign', { signatureType: 'drawn', signature: drawnSignature }),
    );
    expect(done?.state).toBe('completed');
    const [completed] = valuesOf<ContractEnvelope>(await buyer.call('GET', path_));
    expect(completed).toMatchObject({ status: 'Completed', canEdit: false });
    expect(completed?.signers.every((s) => s.signedFrom !== null)).toBe(true);
    expect(await outboxMailTo(t, 'first@sign.test', 'envelopeCompleted')).toHaveLength(1);

    const summary = await buyer.call('GET', `${path_}/Documents/Download/Summary`);
    expect(summary.headers['content-type']).toContain('application/pdf');
    const text = pdfStrings(summary.rawPayload).join('\n');
    expect(text).toContain('Certificate of completion');
    expect(text).toContain('Frank First');
    expect(text).toContain('first <first@sign.test>');
    expect(text).toContain('second <second@sign.test>');
    expect(text).toContain(completed?.documents[0]?.sha256 ?? 'sha');
    const zip = await buyer.call('GET', `${path_}/Documents/Download/All`);
    expect(zip.headers['content-type']).toContain('application/zip');
    const signerCopy = await secondAgain.call('GET', '/signed');
    expect(signerCopy.statusCode).toBe(200);
  });

  it('completes when the last signer who had not signed is removed; reminds signers every few days; refuses to send with no envelopes left', async () => {
    const contract = await kit.contract();
    const envelope = await kit.ready(contract.id, ['stay@sign.test', 'leave@sign.test']);
    const path_ = `${kit.base(contract.id)}/${envelope.id}`;
    await buyer.call('PUT', `${path_}/Status/Send`, {});
    const stay = await kit.open('stay@sign.test');
    await stay.call('POST', '/sign', { signatureType: 'typed', signature: 'Stay Put' });
    expect(await outboxMailTo(t, 'leave@sign.test', 'envelopeSigningLink')).toHaveLength(1);
    const threeDaysOn = new Date(t.clock.now().getTime() + 3 * 86_400_000 + 60_000);
    expect(await sendSignerReminders(t.ctx, new Date(t.clock.now().getTime() + 86_400_000))).toBe(0);
    expect(await sendSignerReminders(t.ctx, threeDaysOn)).toBeGreaterThanOrEqual(1);
    const reminders = await outboxMailTo(t, 'leave@sign.test', 'envelopeSigningLink');
    expect(reminders.at(-1)?.subject).toMatch(/^Reminder: /);

    const signedId = envelope.signers.find((s) => s.email === 'stay@sign.test')?.id;
    expect(keys(await buyer.call('DELETE', `${path_}/Signers/${signedId}`))).toBe('envelopeSignerSigned');
    const leaving = envelope.signers.find((s) => s.email === 'leave@sign.test')?.id;
    const [completed] = valuesOf<ContractEnvelope>(await buyer.call('DELETE', `${path_}/Signers/${leaving}`));
    expect(completed?.status).toBe('Completed');

    // The licence bought 2: the envelope above and the previous test's used them.
    const last = await kit.ready(contract.id, ['late@sign.test']);
    const refused = await buyer.call('PUT', `${kit.base(contract.id)}/${last.id}/Status/Send`, {});
    expect(refused.statusCode).toBe(409);
    expect(keys(refused)).toBe('noEnvelopesLeft');
    const [unsent] = valuesOf<ContractEnvelope>(
      await buyer.call('GET', `${kit.base(contract.id)}/${last.id}`),
    );
    expect(unsent?.sentAt).toBeNull();
    expect((await buyer.call('DELETE', `${kit.base(contract.id)}/${last.id}`)).statusCode).toBe(200);
  });
});
