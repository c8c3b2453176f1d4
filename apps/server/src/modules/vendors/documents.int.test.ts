import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { VendorDocument } from '@procura/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInCaller, valuesOf } from '../../../test/api.ts';
import { createTestApp, databaseKinds, type TestApp } from '../../../test/harness.ts';
import { type FilePart, multipartBody } from '../../../test/multipart.ts';
import { signedInSupplier } from '../../../test/suppliers.ts';
import { auditEvents, outbox } from '../../db/schema/index.ts';
import { movableClock } from '../../platform/clock.ts';
import { asSystem } from '../../platform/tenancy.ts';
import { sendVendorDocumentNotices } from './document-notices.ts';

type Caller = Awaited<ReturnType<typeof signedInCaller>>;
type Supplier = Awaited<ReturnType<typeof signedInSupplier>>;
const keys = (response: { headers: Record<string, unknown> }) => response.headers['x-message-keys'];
const certificate: FilePart = { fileName: 'WSIB clearance.pdf', content: Buffer.from('%PDF-1.4\n%%EOF\n') };

describe.each(databaseKinds())('supplier documents on %s', (kind) => {
  let t: TestApp;
  let dataDir: string;
  let lead: Caller;
  let buyer: Caller;
  let northwind: Caller;
  let supplier: Supplier;
  let foreign: Supplier;

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'procura-vendor-docs-'));
    // 15 June 2026 in Toronto.
    t = await createTestApp(kind, {
      config: { dataDir },
      clock: movableClock(new Date('2026-06-15T16:00:00Z')),
    });
    lead = await signedInCaller(t, 'lead@demo.procura.local');
    buyer = await signedInCaller(t, 'buyer@demo.procura.local');
    northwind = await signedInCaller(t, 'admin@northwind.procura.local', 'northwind');
    supplier = await signedInSupplier(t, { companyName: 'Lakeside Electric', firstName: 'Robin' });
    foreign = await signedInSupplier(t, { agency: 'northwind', companyName: 'Northwind Supply' });
  });
  afterAll(async () => {
    await t?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const fields = (changes: Record<string, string> = {}) => ({
    displayName: 'WSIB clearance',
    effectiveDate: '2026-01-01',
    expiryDate: '2026-12-31',
    ...changes,
  });
  const documentsPath = (vendorId: number, caller: Caller = lead) =>
    `${caller.tenantPath}/vendor/${vendorId}/VendorDocuments`;

  async function upload(
    vendorId: number,
    values: Record<string, string>,
    file: FilePart | null = certificate,
    caller: Caller = lead,
  ) {
    const body = multipartBody(values, file ?? undefined);
    return t.app.inject({
      method: 'POST',
      url: documentsPath(vendorId, caller),
      headers: { ...body.headers, cookie: caller.cookie },
      payload: body.payload,
    });
  }
  async function portalUpload(values: Record<string, string>, file: FilePart | null = certificate) {
    const body = multipartBody(values, file ?? undefined);
    return t.app.inject({
      method: 'POST',
      url: `${supplier.portalPath}/VendorDocuments`,
      headers: { ...body.headers, cookie: supplier.cookie },
      payload: body.payload,
    });
  }
  const list = async (vendorId = supplier.vendorId) =>
    valuesOf<VendorDocument>(await lead.call('GET', `/vendor/${vendorId}/VendorDocuments`));
  const storedFiles = () => {
    const root = path.join(dataDir, 'files', 'vendors');
    return existsSync(root)
      ? readdirSync(root, { recursive: true }).filter((f) => String(f).split(path.sep).length === 3)
      : [];
  };
  const eventsOf = (action: string) =>
    asSystem(t.database.db, (tx) =>
      tx
        .select()
        .from(auditEvents)
        .where(and(eq(auditEvents.action, action), eq(auditEvents.vendorId, supplier.vendorId))),
    );

  it('refuses an expiry on the effective day and takes the day after; a missing file or field leaves nothing', async () => {
    const before = storedFiles().length;
    const same = await upload(supplier.vendorId, fields({ expiryDate: '2026-01-01' }));
    expect(same.statusCode).toBe(400);
    expect(keys(same)).toBe('contractDocumentExpiryBeforeEffective');
    const earlier = await upload(supplier.vendorId, fields({ expiryDate: '2025-12-31' }));
    expect(keys(earlier)).toBe('contractDocumentExpiryBeforeEffective');
    const noFile = await upload(supplier.vendorId, fields(), null);
    expect(noFile.statusCode).toBe(400);
    expect(keys(noFile)).toBe('vendorDocumentNoFile');
    const noName = await upload(supplier.vendorId, fields({ displayName: ' ' }));
    expect(noName.statusCode).toBe(400);
    expect(keys(noName)).toBe('vendorDocumentFieldRequired');
    const noDay = await upload(supplier.vendorId, fields({ effectiveDate: '' }));
    expect(keys(noDay)).toBe('vendorDocumentFieldRequired');
    const empty = await upload(supplier.vendorId, fields(), {
      fileName: 'empty.pdf',
      content: Buffer.alloc(0),
    });
    expect(empty.statusCode).toBe(400);
    expect(keys(empty)).toBe('documentFileEmpty');
    expect(storedFiles().length).toBe(before);
    expect(await list()).toEqual([]);

    const accepted = await upload(supplier.vendorId, fields({ expiryDate: '2026-01-02' }));
    expect(accepted.statusCode, accepted.body).toBe(200);
    const [document] = valuesOf<VendorDocument>(accepted);
    expect(document).toMatchObject({
      vendorId: supplier.vendorId,
      displayName: 'WSIB clearance',
      effectiveDate: '2026-01-01',
      expiryDate: '2026-01-02',
      fileName: 'WSIB clearance.pdf',
      contentType: 'application/pdf',
      uploadedBy: 'Priya Raman',
      uploadedBySupplier: false,
      approved: true,
      // 2 January is past on 15 June.
      status: 'expired',
    });
    expect(storedFiles().length).toBe(before + 1);
    const [event] = await eventsOf('vendorDocument.uploaded');
    expect(event).toMatchObject({ companyName: 'Lakeside Electric', entityId: String(document?.id) });

    // Without an expiry the document never lapses.
    const lasting = await upload(supplier.vendorId, fields({ displayName: 'Incorporation', expiryDate: '' }));
    expect(valuesOf<VendorDocument>(lasting)[0]).toMatchObject({ expiryDate: null, status: 'active' });
    // Newest first.
    expect((await list()).map((d) => d.displayName)).toEqual(['Incorporation', 'WSIB clearance']);
  });

  it('changes, downloads and deletes a document, removing its file after the row', async () => {
    const [created] = valuesOf<VendorDocument>(
      await upload(supplier.vendorId, fields({ displayName: 'Bond' })),
    );
    if (!created) throw new Error('no document');
    const refused = await lead.call('PUT', `/vendor/${supplier.vendorId}/VendorDocuments`, {
      id: created.id,
      ...fields({ expiryDate: '2026-01-01' }),
    });
    expect(keys(refused)).toBe('contractDocumentExpiryBeforeEffective');
    const changed = await lead.call('PUT', `/vendor/${supplier.vendorId}/VendorDocuments`, {
      id: created.id,
      ...fields({ displayName: 'Performance bond', expiryDate: '2027-06-30' }),
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(valuesOf<VendorDocument>(changed).find((d) => d.id === created.id)).toMatchObject({
      displayName: 'Performance bond',
      expiryDate: '2027-06-30',
      status: 'active',
    });

    const download = await lead.call(
      'GET',
      `/vendor/${supplier.vendorId}/VendorDocuments/${created.id}/Download`,
    );
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-disposition']).toContain('filename="WSIB clearance.pdf"');
    expect(download.body).toBe('%PDF-1.4\n%%EOF\n');

    const files = storedFiles().length;
    const removed = await lead.call(
      'DELETE',
      `/vendor/${supplier.vendorId}/VendorDocuments?documentId=${created.id}`,
    );
    expect(removed.statusCode).toBe(200);
    expect(valuesOf<VendorDocument>(removed).some((d) => d.id === created.id)).toBe(false);
    expect(storedFiles().length).toBe(files - 1);
    const again = await lead.call(
      'DELETE',
      `/vendor/${supplier.vendorId}/VendorDocuments?documentId=${created.id}`,
    );
    expect(again.statusCode).toBe(404);
    expect(keys(again)).toBe('invalidDocumentId');
    expect(await eventsOf('vendorDocument.deleted')).toHaveLength(1);
  });

  it('takes a portal upload as pending until the agency approves it, and lets the supplier withdraw only a pending one', async () => {
    const sent = await portalUpload(
      fields({ displayName: 'Insurance certificate', expiryDate: '2027-01-01' }),
    );
    expect(sent.statusCode, sent.body).toBe(200);
    const mine = valuesOf<VendorDocument>(sent).find((d) => d.displayName === 'Insurance certificate');
    expect(mine).toMatchObject({
      approved: false,
      status: 'pending approval',
      uploadedBy: 'Robin Supplier',
      uploadedBySupplier: true,
    });
    if (!mine) throw new Error('no upload');
    const [event] = (await eventsOf('vendorDocument.uploaded')).filter((e) => e.entityId === String(mine.id));
    expect(event).toMatchObject({ actorUserId: null, companyName: 'Lakeside Electric' });

    // The agency sees it waiting, and approves it.
    expect((await list()).find((d) => d.id === mine.id)?.status).toBe('pending approval');
    const approved = await lead.call('PUT', `/vendor/${supplier.vendorId}/VendorDocuments`, {
      id: mine.id,
      ...fields({ displayName: 'Insurance certificate', expiryDate: '2027-01-01' }),
      approved: true,
    });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(await eventsOf('vendorDocument.approved')).toHaveLength(1);

    const seen = valuesOf<VendorDocument>(await supplier.call('GET', '/VendorDocuments'));
    expect(seen.find((d) => d.id === mine.id)).toMatchObject({ approved: true, status: 'active' });
    const download = await supplier.call('GET', `/VendorDocuments/${mine.id}/Download`);
    expect(download.statusCode).toBe(200);
    const withdraw = await supplier.call('DELETE', `/VendorDocuments/${mine.id}`);
    expect(withdraw.statusCode).toBe(400);
    expect(keys(withdraw)).toBe('vendorDocumentNotPending');

    const pending = valuesOf<VendorDocument>(
      await portalUpload(fields({ displayName: 'Draft', expiryDate: '' })),
    );
    const draft = pending.find((d) => d.displayName === 'Draft');
    if (!draft) throw new Error('no draft');
    const withdrawn = await supplier.call('DELETE', `/VendorDocuments/${draft.id}`);
    expect(withdrawn.statusCode).toBe(200);
    expect(valuesOf<VendorDocument>(withdrawn).some((d) => d.id === draft.id)).toBe(false);

    const noFile = await portalUpload(fields(), null);
    expect(keys(noFile)).toBe('vendorDocumentNoFile');
  });

  it('answers another agency’s supplier or document, and another supplier’s document, as missing ones', async () => {
    const [ours] = await list();
    if (!ours) throw new Error('no document');
    const missing = 2_000_000_000;
    for (const vendorId of [foreign.vendorId, missing]) {
      const read = await lead.call('GET', `/vendor/${vendorId}/VendorDocuments`);
      expect(read.statusCode).toBe(404);
      expect(keys(read)).toBe('vendorInvalidId');
      const sent = await upload(vendorId, fields());
      expect(keys(sent)).toBe('vendorInvalidId');
    }
    // Northwind's administrator names our supplier and our document: neither exists there.
    const theirs = await northwind.call('GET', `/vendor/${supplier.vendorId}/VendorDocuments`);
    expect(theirs.statusCode).toBe(404);
    expect(keys(theirs)).toBe('vendorInvalidId');
    const [foreignDoc] = valuesOf<VendorDocument>(
      await upload(foreign.vendorId, fields(), certificate, northwind),
    );
    if (!foreignDoc) throw new Error('no foreign document');
    for (const documentId of [foreignDoc.id, missing]) {
      const download = await lead.call(
        'GET',
        `/vendor/${supplier.vendorId}/VendorDocuments/${documentId}/Download`,
      );
      expect(download.statusCode).toBe(404);
      expect(keys(download)).toBe('invalidDocumentId');
      const removed = await lead.call(
        'DELETE',
        `/vendor/${supplier.vendorId}/VendorDocuments?documentId=${documentId}`,
      );
      expect(keys(removed)).toBe('invalidDocumentId');
    }
    // A document of one supplier is not reached through another supplier of the agency.
    const other = await signedInSupplier(t, { companyName: 'Other Co' });
    const through = await lead.call('GET', `/vendor/${other.vendorId}/VendorDocuments/${ours.id}/Download`);
    expect(keys(through)).toBe('invalidDocumentId');
    const portal = await other.call('GET', `/VendorDocuments/${ours.id}/Download`);
    expect(portal.statusCode).toBe(404);
    expect(valuesOf(await other.call('GET', '/VendorDocuments'))).toEqual([]);
  });

  it('lets a viewer read but not change a supplier’s documents', async () => {
    const read = await buyer.call('GET', `/vendor/${supplier.vendorId}/VendorDocuments`);
    expect(read.statusCode).toBe(200);
    const sent = await upload(supplier.vendorId, fields(), certificate, buyer);
    expect(sent.statusCode).toBe(403);
  });
  it('joins the dashboard’s expired and pending lists, sorted and counted with the contract documents', async () => {
    type Row = {
      documentId: number;
      category: string;
      projectId: number | null;
      vendorId: number | null;
      companyName: string | null;
      fileName: string;
    };
    const expired = await lead.call(
      'GET',
      '/Documents/Contract/Expired?sortColumn=companyName&sortDirection=asc',
    );
    expect(expired.statusCode, expired.body).toBe(200);
    const rows = valuesOf<Row>(expired).filter((r) => r.vendorId === supplier.vendorId);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows[0]).toMatchObject({
      category: 'vendordocument',
      projectId: null,
      contractId: null,
      projectName: null,
      companyName: 'Lakeside Electric',
      approved: true,
    });
    // Only the agency's own suppliers: Northwind's expired document is in Northwind's list alone.
    await upload(
      foreign.vendorId,
      fields({ displayName: 'Lapsed', expiryDate: '2026-02-01' }),
      certificate,
      northwind,
    );
    const again = await lead.call('GET', '/Documents/Contract/Expired');
    expect(valuesOf<Row>(again).some((r) => r.vendorId === foreign.vendorId)).toBe(false);
    const theirs = valuesOf<Row>(await northwind.call('GET', '/Documents/Contract/Expired'));
    expect(theirs.map((r) => r.vendorId)).toEqual([foreign.vendorId]);
    const total = (response: { json(): unknown }) =>
      (response.json() as { data: { documentDTO: { total: number } } }).data.documentDTO.total;
    const paged = await lead.call('GET', '/Documents/Contract/Expired?start=0&limit=1');
    expect(valuesOf(paged)).toHaveLength(1);
    expect(total(paged)).toBe(valuesOf(expired).length);

    const sent = await portalUpload(fields({ displayName: 'Waiting', expiryDate: '' }));
    const waiting = valuesOf<VendorDocument>(sent).find((d) => d.displayName === 'Waiting');
    const pending = valuesOf<Row>(await lead.call('GET', '/Documents/Contract/Pending'));
    expect(
      pending.find((r) => r.documentId === waiting?.id && r.category === 'vendordocument'),
    ).toMatchObject({
      vendorId: supplier.vendorId,
      projectId: null,
    });
  });

  it('announces an approved document 30 days before it expires, once', async () => {
    const other = await signedInSupplier(t, { companyName: 'Notice Co', email: 'notice@supplier.test' });
    // 15 June + 30 days is 15 July: announced today; 16 July is not yet.
    await upload(other.vendorId, fields({ displayName: 'Due', expiryDate: '2026-07-15' }));
    await upload(other.vendorId, fields({ displayName: 'Later', expiryDate: '2026-07-16' }));
    const mails = () =>
      asSystem(t.database.db, (tx) =>
        tx
          .select()
          .from(outbox)
          .where(
            and(eq(outbox.toAddress, 'notice@supplier.test'), eq(outbox.kind, 'vendorDocumentExpiring')),
          ),
      );
    expect(await sendVendorDocumentNotices(t.ctx, t.clock.now())).toBeGreaterThanOrEqual(1);
    const [mail] = await mails();
    expect(mail?.subject).toBe('Document expiring on 2026-07-15: Due');
    expect(await mails()).toHaveLength(1);
    await sendVendorDocumentNotices(t.ctx, t.clock.now());
    expect(await mails()).toHaveLength(1);
    // The next day, the second one.
    await sendVendorDocumentNotices(t.ctx, new Date('2026-06-16T16:00:00Z'));
    expect((await mails()).map((m) => m.subject)).toEqual([
      'Document expiring on 2026-07-15: Due',
      'Document expiring on 2026-07-16: Later',
    ]);
  });
});
