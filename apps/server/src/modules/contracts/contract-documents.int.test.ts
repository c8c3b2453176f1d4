import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Contract, ContractDocument, NodeContractDocument, SupplierContract } from '@procura/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInCaller, valuesOf } from '../../../test/api.ts';
import { contractBody, insertAwardedProject } from '../../../test/contracts.ts';
import { createTestApp, databaseKinds, type TestApp } from '../../../test/harness.ts';
import { type FilePart, multipartBody } from '../../../test/multipart.ts';
import { outboxMailTo } from '../../../test/requirements.ts';
import { signedInSupplier } from '../../../test/suppliers.ts';
import { movableClock } from '../../platform/clock.ts';
import { sendExpiryNotices } from './expiry-notices.ts';

type Caller = Awaited<ReturnType<typeof signedInCaller>>;
const keys = (response: { headers: Record<string, unknown> }) => response.headers['x-message-keys'];
const certificate: FilePart = {
  fileName: 'insurance certificate.pdf',
  content: Buffer.from('%PDF-1.4\n%%EOF\n'),
};

describe.each(databaseKinds())('contract documents on %s', (kind) => {
  let t: TestApp;
  let dataDir: string;
  let buyer: Caller;
  let admin: Caller;
  let supplier: Awaited<ReturnType<typeof signedInSupplier>>;
  const types: Record<string, number> = {};

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'procura-contract-docs-'));
    // 15 June 2026 in Toronto.
    t = await createTestApp(kind, {
      config: { dataDir },
      clock: movableClock(new Date('2026-06-15T16:00:00Z')),
    });
    buyer = await signedInCaller(t, 'buyer@demo.procura.local');
    admin = await signedInCaller(t, 'admin@demo.procura.local');
    supplier = await signedInSupplier(t, { companyName: 'Northern Paving' });
    for (const list of ['InsuranceTypes', 'ContractBondsDocumentTypes', 'ContractVendorDocumentTypes']) {
      const [option] = valuesOf<{ id: number }>(
        await admin.call('POST', `/${list}`, { name: `${list} general` }),
      );
      types[list] = option?.id ?? 0;
    }
  });
  afterAll(async () => {
    await t?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  /** A started contract with the signed-in supplier on it, taking supplier uploads, notices 30 days ahead. */
  async function contract() {
    const { projectId } = await insertAwardedProject(
      t,
      { customerId: buyer.info.customer.id, nodeId: buyer.info.tenderNode.id },
      [{ companyName: 'Hard copy Inc.', registered: false, awardAmount: 100, awardDate: '2026-01-01' }],
    );
    const [started] = valuesOf<Contract>(await buyer.call('POST', '/Contracts', { projectId }));
    if (!started) throw new Error('contract not started');
    await buyer.call('POST', `/Contracts/${started.id}/Supplier/${supplier.vendorId}`);
    const [saved] = valuesOf<Contract>(
      await buyer.call(
        'PUT',
        `/Contracts/${started.id}`,
        contractBody(started, {
          expiryNoticeDays: 30,
          allowVendorDocumentPublicUpload: true,
          hasVendorDocuments: true,
        }),
      ),
    );
    if (!saved) throw new Error('contract not saved');
    return saved;
  }

  const fields = (changes: Record<string, string> = {}) => ({
    category: 'insurance',
    vendorId: String(supplier.vendorId),
    typeId: String(types.InsuranceTypes),
    displayName: 'General liability',
    effectiveDate: '2026-01-01',
    // Twenty days after 15 June.
    expiryDate: '2026-07-05',
    visibleToSuppliers: 'true',
    ...changes,
  });

  async function upload(
    contractId: number,
    values: Record<string, string>,
    file: FilePart | null = certificate,
    method: 'POST' | 'PUT' = 'POST',
    documentId?: number,
  ) {
    const body = multipartBody(values, file ?? undefined);
    const url = `${buyer.tenantPath}/Contract/${contractId}/Documents${documentId ? `/${documentId}` : ''}`;
    return t.app.inject({
      method,
      url,
      headers: { ...body.headers, cookie: buyer.cookie },
      payload: body.payload,
    });
  }

  const storedFiles = () => {
    const root = path.join(dataDir, 'files', 'documents');
    return existsSync(root)
      ? readdirSync(root, { recursive: true }).filter((f) => String(f).split(path.sep).length === 3)
      : [];
  };

  it('files an insurance certificate under every rule of 000 §5, lists it by category and expiring, and leaves nothing refused', async () => {
    const { id } = await contract();
    const filesBefore = storedFiles().length;
    const refused = async (
      values: Record<string, string>,
      key: string,
      file: FilePart | null = certificate,
    ) => {
      const response = await upload(id, values, file);
      expect(response.statusCode, response.body).toBe(400);
      expect(keys(response)).toBe(key);
    };
    await refused(fields(), 'missingInsuranceFile', null);
    await refused(fields({ expiryDate: '2026-01-01' }), 'contractDocumentExpiryBeforeEffective');
    await refused(fields({ vendorId: '' }), 'contractDocumentFieldRequired');
    await refused(fields({ displayName: ' ' }), 'contractDocumentFieldRequired');
    await refused(
      fields({ category: 'bond', typeId: String(types.ContractBondsDocumentTypes) }),
      'contractDocumentFieldRequired',
    );
    await refused(fields({ typeId: String(types.ContractBondsDocumentTypes) }), 'invalidParameter');
    await refused(fields({ category: 'memo' }), 'contractDocumentCategoryInvalid');
    const stranger = await signedInSupplier(t);
    await refused(fields({ vendorId: String(stranger.vendorId) }), 'contractSupplierNotInContract');
    expect(storedFiles().length).toBe(filesBefore);

    const created = await upload(id, fields());
    expect(created.statusCode, created.body).toBe(200);
    const [document] = valuesOf<ContractDocument>(created);
    expect(document).toMatchObject({
      category: 'insurance',
      companyName: 'Northern Paving',
      typeName: 'InsuranceTypes general',
      status: 'active',
      approved: true,
      expiryDate: '2026-07-05',
      uploadedBySupplier: false,
    });
    expect(storedFiles().length).toBe(filesBefore + 1);
    const insurance = valuesOf<ContractDocument>(await buyer.call('GET', `/Insurance?contractId=${id}`));
    expect(insurance.map((d) => d.id)).toEqual([document?.id]);
    expect(valuesOf(await buyer.call('GET', `/Contract/${id}/ContractBondsDocuments`))).toEqual([]);

    const bond = await upload(
      id,
      fields({
        category: 'bond',
        typeId: String(types.ContractBondsDocumentTypes),
        displayName: 'Performance bond',
        securityAmount: '50000.5',
      }),
    );
    expect(valuesOf<ContractDocument>(bond)[0]).toMatchObject({ securityAmount: 50000.5, status: 'active' });

    const download = await buyer.call('GET', `/Contract/${id}/Documents/${document?.id}/Download`);
    expect(download.statusCode).toBe(200);
    expect(download.body).toContain('%PDF');
  });

  it('replaces a file and its fields, deletes with its file, and mails expiry notices once, N days ahead, only while the contract notifies', async () => {
    const { id } = await contract();
    const [document] = valuesOf<ContractDocument>(await upload(id, fields({ expiryDate: '2026-08-30' })));
    const before = storedFiles().length;
    const changed = await upload(
      id,
      fields({ displayName: 'Liability (renewed)' }),
      { ...certificate, fileName: 'renewed.pdf' },
      'PUT',
      document?.id,
    );
    expect(valuesOf<ContractDocument>(changed)[0]).toMatchObject({
      displayName: 'Liability (renewed)',
      fileName: 'renewed.pdf',
      expiryDate: '2026-07-05',
    });
    expect(storedFiles().length).toBe(before);

    // Expiring on 5 July, noticed 30 days ahead: due from 5 June, so due today (15 June).
    expect(await sendExpiryNotices(t.ctx, t.clock.now())).toBeGreaterThanOrEqual(1);
    const mails = await outboxMailTo(t, supplier.email, 'contractDocumentExpiring');
    expect(mails.at(-1)?.subject).toBe('Document expiring on 2026-07-05: Liability (renewed)');
    const count = (await outboxMailTo(t, supplier.email, 'contractDocumentExpiring')).length;
    await sendExpiryNotices(t.ctx, t.clock.now());
    expect((await outboxMailTo(t, supplier.email, 'contractDocumentExpiring')).length).toBe(count);

    // A closed contract sends none.
    const other = await contract();
    await upload(other.id, fields({ displayName: 'Closed contract cover' }));
    await buyer.call('PUT', `/Contracts/${other.id}/Status`, { action: 'close' });
    await sendExpiryNotices(t.ctx, t.clock.now());
    const closedMails = await outboxMailTo(t, supplier.email, 'contractDocumentExpiring');
    expect(closedMails.some((m) => m.textBody.includes('Closed contract cover'))).toBe(false);

    const filesNow = storedFiles().length;
    const removed = await buyer.call('DELETE', `/Contract/${id}/Documents/${document?.id}`);
    expect(removed.statusCode).toBe(200);
    expect(storedFiles().length).toBe(filesNow - 1);
    const again = await buyer.call('DELETE', `/Contract/${id}/Documents/${document?.id}`);
    expect(again.statusCode).toBe(404);
  });

  it('takes supplier uploads when allowed, for approval in bulk, and mails a rejection with the RejectDocument template', async () => {
    const { id } = await contract();
    const send = (values: Record<string, string>, who = supplier) => {
      const body = multipartBody(values, certificate);
      return t.app.inject({
        method: 'POST',
        url: `${who.portalPath}/Contracts/${id}/Documents`,
        headers: { ...body.headers, cookie: who.cookie },
        payload: body.payload,
      });
    };
    const vendorDoc = fields({
      category: 'vendordocument',
      typeId: String(types.ContractVendorDocumentTypes),
      vendorId: '',
    });
    const first = await send({ ...vendorDoc, displayName: 'WSIB clearance' });
    expect(first.statusCode, first.body).toBe(200);
    await send({ ...vendorDoc, displayName: 'Safety plan' });
    await send(fields({ displayName: 'Auto insurance', vendorId: '' }));
    const contractDocs = await send({ ...vendorDoc, category: 'other' });
    expect(keys(contractDocs)).toBe('contractDocumentCategoryInvalid');
    const outsider = await signedInSupplier(t);
    expect((await send(vendorDoc, outsider)).statusCode).toBe(404);

    const [mine] = valuesOf<SupplierContract>(await supplier.call('GET', `/Contracts/${id}`));
    expect(mine?.documentTypes.insuranceType).toEqual([
      { id: types.InsuranceTypes, name: 'InsuranceTypes general' },
    ]);
    expect(
      mine?.documents
        .filter((d) => d.status === 'pending approval')
        .map((d) => d.displayName)
        .sort(),
    ).toEqual(['Auto insurance', 'Safety plan', 'WSIB clearance']);
    const pending = valuesOf<NodeContractDocument>(await buyer.call('GET', '/Documents/Contract/Pending'));
    const ours = pending.filter((d) => d.contractId === id);
    expect(ours).toHaveLength(3);
    const all = valuesOf<ContractDocument>(await buyer.call('GET', `/Contract/${id}/Documents`));
    const idOf = (name: string) => all.find((d) => d.displayName === name)?.id ?? 0;
    const approved = await buyer.call('PUT', `/Contract/${id}/Documents/Approve`, {
      documentIds: [idOf('WSIB clearance'), idOf('Auto insurance')],
    });
    expect(valuesOf<ContractDocument>(approved).map((d) => d.status)).toEqual(['active', 'active']);
    const twice = await buyer.call('PUT', `/Contract/${id}/Documents/Approve`, {
      documentIds: [idOf('WSIB clearance')],
    });
    expect(twice.statusCode).toBe(409);
    expect(keys(twice)).toBe('contractDocumentNotPending');

    await admin.call('PUT', '/Resources', [
      { key: 'RejectDocument.subject', value: '#AgencyName#: please resend #DocumentName#' },
    ]);
    const noReason = await buyer.call('PUT', `/Contract/${id}/Documents/${idOf('Safety plan')}/Reject`, {
      reason: ' ',
    });
    expect(keys(noReason)).toBe('contractDocumentReasonRequired');
    const rejected = await buyer.call('PUT', `/Contract/${id}/Documents/${idOf('Safety plan')}/Reject`, {
      reason: 'The plan is unsigned.',
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    const [mail] = await outboxMailTo(t, supplier.email, 'contractDocumentRejected');
    expect(mail?.subject).toBe('City of Demo: please resend Safety plan');
    expect(mail?.textBody).toContain('Reason: The plan is unsigned.');
    expect(
      valuesOf<ContractDocument>(await buyer.call('GET', `/Contract/${id}/Documents`)).map(
        (d) => d.displayName,
      ),
    ).not.toContain('Safety plan');

    // A RejectDocument template of Control panel › Email Notifications words it from then on.
    const template = await admin.call('POST', '/Emails/Templates', {
      name: 'Document refused',
      groupName: 'RejectDocument',
      subject: '#ContractNumber#: #DocumentName# refused',
      body: '<p>Dear #ContactName#,</p><p>#DocumentName#: #Reason#</p>',
    });
    expect(template.statusCode, template.body).toBe(200);
    await send({ ...vendorDoc, displayName: 'Fall protection <plan>' });
    const resent = valuesOf<ContractDocument>(await buyer.call('GET', `/Contract/${id}/Documents`));
    const fallPlan = resent.find((d) => d.displayName === 'Fall protection <plan>')?.id ?? 0;
    await buyer.call('PUT', `/Contract/${id}/Documents/${fallPlan}/Reject`, { reason: 'Not stamped.' });
    const rejections = await outboxMailTo(t, supplier.email, 'contractDocumentRejected');
    const templated = rejections.sort((a, b) => a.id - b.id).at(-1);
    expect(rejections).toHaveLength(2);
    expect(templated?.subject).toMatch(/: Fall protection <plan> refused$/);
    // The document's name is escaped in the HTML body, as written in the subject and the text.
    expect(templated?.htmlBody).toContain('<p>Fall protection &lt;plan&gt;: Not stamped.</p>');
    expect(templated?.textBody).toContain('Fall protection <plan>: Not stamped.');

    // Uploads stop when the contract no longer takes them.
    const [current] = valuesOf<Contract>(await buyer.call('GET', `/Contracts/${id}`));
    if (current)
      await buyer.call(
        'PUT',
        `/Contracts/${id}`,
        contractBody(current, { allowVendorDocumentPublicUpload: false }),
      );
    const closed = await send({ ...vendorDoc, displayName: 'Late' });
    expect(closed.statusCode).toBe(409);
    expect(keys(closed)).toBe('contractDocumentUploadClosed');
  });

  it('lists the node’s expired documents', async () => {
    const { id } = await contract();
    const [old] = valuesOf<ContractDocument>(
      await upload(id, fields({ displayName: 'Lapsed cover', expiryDate: '2026-06-14' })),
    );
    expect(old?.status).toBe('expired');
    const expired = valuesOf<NodeContractDocument>(await buyer.call('GET', '/Documents/Contract/Expired'));
    expect(expired.find((d) => d.documentId === old?.id)).toMatchObject({
      category: 'insurance',
      companyName: 'Northern Paving',
      projectName: 'Winter road maintenance',
      expireDate: '2026-06-14',
    });
  });

  it('keeps a document type while a document is filed under it, and deletes an unused one though projects exist', async () => {
    const { id } = await contract();
    const filed = await upload(id, fields({ displayName: 'Held type' }));
    expect(filed.statusCode, filed.body).toBe(200);
    const inUse = await admin.call('DELETE', `/InsuranceTypes?id=${types.InsuranceTypes}`);
    expect(inUse.statusCode).toBe(400);
    expect(keys(inUse)).toBe('dropdownOptionInUse');
    const [unused] = valuesOf<{ id: number }>(
      await admin.call('POST', '/InsuranceTypes', { name: 'Never filed' }),
    );
    expect((await admin.call('DELETE', `/InsuranceTypes?id=${unused?.id}`)).statusCode).toBe(200);
  });
});
