import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Opportunity, PlanTaker } from '@procura/contract';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditTrail, signedInCaller, valuesOf } from '../../../test/api.ts';
import { createTestApp, databaseKinds, type TestApp } from '../../../test/harness.ts';
import {
  downloadsOf,
  insertAddendum,
  insertDocument,
  insertMeeting,
  insertOpportunity,
} from '../../../test/portal.ts';
import { outboxMailTo } from '../../../test/requirements.ts';
import { signedInSupplier } from '../../../test/suppliers.ts';
import { asSystem } from '../../platform/tenancy.ts';
import { exportPlanTakers } from './export.ts';

type Caller = Awaited<ReturnType<typeof signedInCaller>>;
const day = 86_400_000;

describe.each(databaseKinds())('plan takers on %s', (kind) => {
  let t: TestApp;
  let buyer: Caller;
  let at: { customerId: number; nodeId: number };
  let dataDir: string;
  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'procura-plan-takers-'));
    t = await createTestApp(kind, { config: { dataDir } });
    buyer = await signedInCaller(t, 'buyer@demo.procura.local');
    at = { customerId: buyer.info.customer.id, nodeId: buyer.info.tenderNode.id };
  });
  afterAll(async () => {
    await t?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const keys = (response: { headers: Record<string, unknown> }) => response.headers['x-message-keys'];
  const register = (supplier: Awaited<ReturnType<typeof signedInSupplier>>, projectId: number) =>
    supplier.call('POST', `/Opportunities/${projectId}/Register`);

  it('registers a supplier once, mails a confirmation, and lists it under My opportunities', async () => {
    const supplier = await signedInSupplier(t, { companyName: 'Acme Roads' });
    const { projectId, tenderId } = await insertOpportunity(t, at, { name: 'Main Street paving' });
    const first = await register(supplier, projectId);
    expect(first.statusCode, first.body).toBe(200);
    expect(valuesOf<Opportunity>(first)[0]).toMatchObject({ isRegistered: true, canSubmit: true });
    const again = await register(supplier, projectId);
    expect(again.statusCode).toBe(200);
    const mails = await outboxMailTo(t, supplier.email, 'planTakerRegistered');
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toContain('Main Street paving');
    expect(mails[0]?.textBody).toContain(`/portal/demo/opportunities/${projectId}`);

    const mine = await supplier.call('GET', '/MyOpportunities');
    expect(valuesOf<{ projectId: number }>(mine).map((o) => o.projectId)).toEqual([projectId]);
    const listed = valuesOf<PlanTaker>(await buyer.call('GET', `/plantakers?tenderId=${tenderId}`));
    expect(listed).toEqual([
      expect.objectContaining({
        companyName: 'Acme Roads',
        email: supplier.email,
        addedByBuyer: false,
        downloadsCount: 0,
      }),
    ]);
    const trail = await auditTrail(t, at.customerId, 'planTaker', listed[0]?.id ?? 0);
    expect(trail.map((e) => [e.action, e.projectId])).toEqual([['planTaker.registered', projectId]]);
    // Without a supplier session the call is refused.
    const anonymous = await t.app.inject({
      method: 'POST',
      url: `/api/v1/portal/demo/Opportunities/${projectId}/Register`,
      headers: { 'x-requested-with': 'procura' },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('refuses registration with the reason: disabled, not open, deadline, after the meeting, closed', async () => {
    const supplier = await signedInSupplier(t);
    const now = t.clock.now().getTime();
    const cases: [Parameters<typeof insertOpportunity>[2], string][] = [
      [{ settings: { isRegistrationDisabled: true } }, 'registrationDisabled'],
      [{ status: 'Planned' }, 'registrationNotOpen'],
      [{ registrationDeadline: new Date(now - 60_000) }, 'registrationDeadlinePassed'],
      [{ closesInDays: -1 }, 'registrationBidClosed'],
      [{ status: 'Closed', closesInDays: -1 }, 'registrationBidClosed'],
    ];
    for (const [options, key] of cases) {
      const { projectId } = await insertOpportunity(t, at, options);
      const refused = await register(supplier, projectId);
      expect(refused.statusCode, key).toBe(400);
      expect(keys(refused)).toBe(key);
      const page = valuesOf<Opportunity>(await supplier.call('GET', `/Opportunities/${projectId}`))[0];
      expect(page?.registration).toEqual({ open: false, reason: key });
    }
    const afterMeeting = await insertOpportunity(t, at, {
      settings: { hasSiteMeetings: true, isCloseRegistrationAfterMeetingDate: true },
    });
    await insertMeeting(t, at.customerId, afterMeeting.tenderId, { date: new Date(now - 3_600_000) });
    expect(keys(await register(supplier, afterMeeting.projectId))).toBe('registrationClosedAfterMeeting');
    const beforeMeeting = await insertOpportunity(t, at, {
      settings: { hasSiteMeetings: true, isCloseRegistrationAfterMeetingDate: true },
    });
    await insertMeeting(t, at.customerId, beforeMeeting.tenderId, { date: new Date(now + day) });
    expect((await register(supplier, beforeMeeting.projectId)).statusCode).toBe(200);
    // Another agency's project is not found, whatever its state.
    const north = await signedInCaller(t, 'admin@northwind.procura.local', 'northwind');
    const theirs = await insertOpportunity(t, {
      customerId: north.info.customer.id,
      nodeId: north.info.tenderNode.id,
    });
    expect((await register(supplier, theirs.projectId)).statusCode).toBe(404);
  });

  it('streams documents and addenda to registered plan takers only, recording each download', async () => {
    const supplier = await signedInSupplier(t, { companyName: 'Download Co' });
    const { projectId, tenderId } = await insertOpportunity(t, at, {
      settings: { isHideBidDocuments: true },
    });
    const document = await insertDocument(
      t,
      at.customerId,
      tenderId,
      'Specifications.txt',
      'the specifications',
    );
    const addendum = await insertAddendum(t, at.customerId, tenderId, 1, 'first addendum');
    const documentPath = `/Opportunities/${projectId}/Documents/${document.id}`;
    const refused = await supplier.call('GET', documentPath);
    expect(refused.statusCode).toBe(403);
    expect(keys(refused)).toBe('planTakerNotRegistered');

    await register(supplier, projectId);
    const file = await supplier.call('GET', documentPath);
    expect(file.statusCode).toBe(200);
    expect(file.body).toBe('the specifications');
    expect(file.headers['content-disposition']).toContain('Specifications.txt');
    const added = await supplier.call('GET', `/Opportunities/${projectId}/Addenda/${addendum.id}`);
    expect(added.body).toBe('first addendum');
    expect((await supplier.call('GET', `/Opportunities/${projectId}/Documents/99999999`)).statusCode).toBe(
      404,
    );
    // Another source's document is not this opportunity's.
    const other = await insertOpportunity(t, at);
    const otherDocument = await insertDocument(t, at.customerId, other.tenderId, 'Other.txt', 'other');
    expect(
      (await supplier.call('GET', `/Opportunities/${projectId}/Documents/${otherDocument.id}`)).statusCode,
    ).toBe(404);

    const downloads = await downloadsOf(t, at.customerId, tenderId);
    expect(downloads.map((d) => [d.documentId, d.addendumId])).toEqual([
      [document.id, null],
      [null, addendum.id],
    ]);
    const [row] = valuesOf<PlanTaker>(await buyer.call('GET', `/plantakers?tenderId=${tenderId}`));
    // Who bids is sealed until the source closes.
    expect(row).toMatchObject({ downloadsCount: 2, hasSubmission: null });
    expect(row?.lastDownloadAt).not.toBeNull();
  });

  it('lets the buyer add and edit companies, page the list, and not edit a self-registered one', async () => {
    const { projectId, tenderId } = await insertOpportunity(t, at);
    const added = await buyer.call('POST', '/plantakers', {
      tenderId,
      companyName: '  Hard Copy Inc ',
      contactName: 'Robin',
      email: 'robin@hardcopy.test',
    });
    expect(added.statusCode, added.body).toBe(200);
    const row = valuesOf<PlanTaker>(added)[0];
    expect(row).toMatchObject({ companyName: 'Hard Copy Inc', addedByBuyer: true, vendorId: null });
    expect(keys(await buyer.call('POST', '/plantakers', { tenderId, companyName: 'hard copy inc' }))).toBe(
      'planTakerAlreadyListed',
    );
    expect(keys(await buyer.call('POST', '/plantakers', { tenderId, companyName: ' ' }))).toBe(
      'planTakerCompanyRequired',
    );
    expect(keys(await buyer.call('POST', '/plantakers', { tenderId, companyName: 'X', email: 'nope' }))).toBe(
      'errorInvalidEmail',
    );
    const edited = await buyer.call('PUT', '/plantakers', {
      id: row?.id,
      companyName: 'Hard Copy Limited',
      phone: '555',
    });
    expect(valuesOf<PlanTaker>(edited)[0]).toMatchObject({
      companyName: 'Hard Copy Limited',
      phone: '555',
      contactName: '',
    });

    const supplier = await signedInSupplier(t, { companyName: 'Self Registered' });
    await register(supplier, projectId);
    const page = await buyer.call('GET', `/plantakers?tenderId=${tenderId}&start=1&limit=1`);
    const body = page.json() as { data: { planTakerDTO: { values: PlanTaker[]; total: number } } };
    expect(body.data.planTakerDTO.total).toBe(2);
    expect(body.data.planTakerDTO.values.map((p) => p.companyName)).toEqual(['Self Registered']);
    const self = body.data.planTakerDTO.values[0];
    expect(keys(await buyer.call('PUT', '/plantakers', { id: self?.id, companyName: 'Renamed' }))).toBe(
      'planTakerSelfRegistered',
    );

    const evaluator = await signedInCaller(t, 'evaluator@demo.procura.local');
    expect((await evaluator.call('GET', `/plantakers?tenderId=${tenderId}`)).statusCode).toBe(200);
    expect((await evaluator.call('POST', '/plantakers', { tenderId, companyName: 'Nope' })).statusCode).toBe(
      403,
    );
    const north = await signedInCaller(t, 'admin@northwind.procura.local', 'northwind');
    expect((await north.call('GET', `/plantakers?tenderId=${tenderId}`)).statusCode).toBe(404);
    expect((await north.call('PUT', '/plantakers', { id: row?.id, companyName: 'Stolen' })).statusCode).toBe(
      404,
    );
    const trail = await auditTrail(t, at.customerId, 'planTaker', row?.id ?? 0);
    expect(trail.map((e) => e.action)).toEqual(['planTaker.added', 'planTaker.updated']);
  });

  it('exports the registered suppliers with their downloads as xlsx, cut at the line cap with the spec message', async () => {
    const supplier = await signedInSupplier(t, { companyName: 'Export Co' });
    const { projectId, tenderId } = await insertOpportunity(t, at);
    const document = await insertDocument(t, at.customerId, tenderId, 'Tender.txt', 'tender');
    await register(supplier, projectId);
    await supplier.call('GET', `/Opportunities/${projectId}/Documents/${document.id}`);
    await buyer.call('POST', '/plantakers', { tenderId, companyName: 'No Downloads Ltd' });

    const response = await buyer.call('GET', `/plantakers/Export?tenderId=${tenderId}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('spreadsheetml');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const rows = workbook.worksheets[0]?.getSheetValues().filter(Boolean) as unknown[][];
    expect(rows).toHaveLength(3);
    expect(rows[1]?.[1]).toBe('Export Co');
    expect(rows[1]?.[7]).toBe('Tender.txt');
    expect(rows[2]?.[1]).toBe('No Downloads Ltd');
    expect(response.headers['x-message-keys']).toBeUndefined();

    // 10,001 lines in one statement: the export stops at 10,000 and says so.
    const [planTaker] = valuesOf<PlanTaker>(await buyer.call('GET', `/plantakers?tenderId=${tenderId}`));
    await asSystem(t.database.db, (tx) =>
      tx.execute(sql`insert into plan_taker_downloads (customer_id, tender_id, plan_taker_id, document_id, downloaded_at)
        select ${at.customerId}, ${tenderId}, ${planTaker?.id}, ${document.id}, now() from generate_series(1, 10000)`),
    );
    const capped = await buyer.call('GET', `/plantakers/Export?tenderId=${tenderId}`);
    expect(capped.headers['x-message-keys']).toBe('reportSupplierDocumentLimit');
    const big = new ExcelJS.Workbook();
    await big.xlsx.load(capped.rawPayload as unknown as ArrayBuffer);
    const sheet = big.worksheets[0];
    expect(sheet?.rowCount).toBe(1 + 10_000 + 1);
    expect(String(sheet?.getRow(sheet.rowCount).getCell(1).value)).toContain('10,000');
    // The cap is a parameter of the service, so a small cap behaves the same.
    const small = await exportPlanTakers(t.ctx, { ...at, userId: buyer.info.user.id }, tenderId, 'fr', 2);
    expect(small.truncated).toBe(true);
  });
});
