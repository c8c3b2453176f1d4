import type { TenderTableForm, VendorComment, VendorHistoryRow } from '@procura/contract';
import { and, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditTrail, signedInCaller, valuesOf } from '../../../test/api.ts';
import { createTestApp, databaseKinds, type TestApp } from '../../../test/harness.ts';
import { insertProject } from '../../../test/projects.ts';
import { insertPlanTaker, setTenderDates } from '../../../test/sourcing.ts';
import { insertSealedSubmission, setProjectStatus } from '../../../test/submissions.ts';
import { signedInSupplier } from '../../../test/suppliers.ts';
import { priceForm } from '../../../test/tables.ts';
import { awards, submissions, vendorQuestions } from '../../db/schema/index.ts';
import { asSystem } from '../../platform/tenancy.ts';

const keys = (response: { headers: Record<string, unknown> }) => response.headers['x-message-keys'];
const totalOf = (response: { json(): unknown }) =>
  Object.values((response.json() as { data: Record<string, { total?: number }> }).data)[0]?.total ?? -1;

type Caller = Awaited<ReturnType<typeof signedInCaller>>;
type Supplier = Awaited<ReturnType<typeof signedInSupplier>>;
type Event = { eventType: string; description: string; userName: string; companyName: string | null };

const day = 86_400_000;

describe.each(databaseKinds())('supplier profile on %s', (kind) => {
  let t: TestApp;
  let buyer: Caller;
  let lead: Caller;
  let northwind: Caller;
  let customerId: number;
  let supplier: Supplier;
  let foreign: Supplier;

  beforeAll(async () => {
    t = await createTestApp(kind);
    buyer = await signedInCaller(t, 'buyer@demo.procura.local');
    lead = await signedInCaller(t, 'lead@demo.procura.local');
    northwind = await signedInCaller(t, 'admin@northwind.procura.local', 'northwind');
    customerId = t.seed.demoCustomerId;
    supplier = await signedInSupplier(t, { companyName: 'History Works' });
    foreign = await signedInSupplier(t, { agency: 'northwind', companyName: 'Elsewhere Ltd' });
  });
  afterAll(async () => {
    await t?.close();
  });

  describe('submission history', () => {
    /** A source with a price form, closing `days` from now; the supplier's sealed bid of 100 a unit. */
    async function sourceWithBid(number: string, days: number, bidder: Supplier | null) {
      const at = { customerId, nodeId: buyer.info.tenderNode.id };
      const { projectId, tenderId } = await insertProject(t, at, { number, name: `Project ${number}` });
      await setTenderDates(t, customerId, tenderId, {
        dateClosing: new Date(t.clock.now().getTime() + days * day),
      });
      const saved = await lead.call('PUT', '/TenderTables', priceForm(tenderId));
      if (saved.statusCode !== 200) throw new Error(saved.body);
      const form = saved.json() as TenderTableForm;
      const unit = form.columns.find((c) => c.isEditableonPublic);
      const entry = {
        tenderTableId: form.table.id,
        addedRowIds: [],
        cells: form.rows.map((row) => ({ rowId: row.id, columnId: unit?.id ?? 0, value: '100' })),
      };
      const bid = bidder
        ? await insertSealedSubmission(t, { customerId, tenderId }, bidder, { price: { forms: [entry] } })
        : null;
      return { projectId, tenderId, submissionId: bid?.submission.id ?? 0 };
    }

    const history = async (query = '', caller: Caller = buyer) => {
      const response = await caller.call(
        'GET',
        `/Vendors/SubmissionHistory?vendorId=${supplier.vendorId}${query}`,
      );
      expect(response.statusCode, response.body).toBe(200);
      return response;
    };
    const rowOf = async (projectId: number) =>
      valuesOf<VendorHistoryRow>(await history('&limit=100')).find((r) => r.projectId === projectId);

    it('lists every source the supplier took part in, with amounts only once unsealed', async () => {
      // Plans only; a question only; a sealed bid; a bid of a source awarded to another.
      const plans = await sourceWithBid('H-PLANS', 1, null);
      await insertPlanTaker(t, customerId, plans.tenderId, {
        vendorId: supplier.vendorId,
        contactId: supplier.contactId,
        companyName: supplier.companyName,
      });
      const asked = await sourceWithBid('H-ASKED', 2, null);
      await asSystem(t.database.db, (tx) =>
        tx.insert(vendorQuestions).values(
          [1, 2].map((n) => ({
            customerId,
            tenderId: asked.tenderId,
            vendorId: supplier.vendorId,
            companyName: supplier.companyName,
            fullName: 'Sam Supplier',
            email: supplier.email,
            question: `Question ${n}?`,
            askedAt: t.clock.now(),
          })),
        ),
      );
      const bid = await sourceWithBid('H-BID', 3, supplier);
      const lost = await sourceWithBid('H-LOST', -5, supplier);
      const other = await signedInSupplier(t, { companyName: 'Other Co' });
      await sourceWithBid('H-OTHER', 4, other);

      const page = await history();
      const rows = valuesOf<VendorHistoryRow>(page);
      expect(totalOf(page)).toBe(4);
      // Newest closing date first.
      expect(rows.map((r) => r.projectNumber)).toEqual(['H-BID', 'H-ASKED', 'H-PLANS', 'H-LOST']);
      expect(rows.find((r) => r.projectNumber === 'H-PLANS')).toMatchObject({
        planTakerRegisteredAt: expect.any(String),
        questionCount: 0,
        bidStatus: null,
        outcome: null,
        bidAmount: null,
      });
      expect(rows.find((r) => r.projectNumber === 'H-ASKED')).toMatchObject({
        planTakerRegisteredAt: null,
        questionCount: 2,
        bidStatus: null,
      });
      expect(rows.find((r) => r.projectNumber === 'H-BID')).toMatchObject({
        projectName: 'Project H-BID',
        bidStatus: 'complete',
        submittedAt: expect.any(String),
        priceSealed: true,
        bidAmount: null,
        outcome: 'pending',
        awardAmount: null,
      });
      // Nothing of the sealed price in the answer: the unit price and the total.
      expect(page.body).not.toMatch(/550|100\.00/);

      // Closed and unsealed: the amount appears.
      await setProjectStatus(t, customerId, bid.projectId, 'Closed');
      await setTenderDates(t, customerId, bid.tenderId, { priceUnsealedAt: t.clock.now() });
      expect(await rowOf(bid.projectId)).toMatchObject({
        priceSealed: false,
        bidAmount: 550,
        outcome: 'pending',
      });

      // Awarded to the supplier.
      await asSystem(t.database.db, (tx) =>
        tx.insert(awards).values({
          customerId,
          tenderId: bid.tenderId,
          submissionId: bid.submissionId,
          awardAmount: '525.50',
        }),
      );
      await setProjectStatus(t, customerId, bid.projectId, 'Awarded');
      expect(await rowOf(bid.projectId)).toMatchObject({ outcome: 'awarded', awardAmount: 525.5 });

      // Awarded (to no one here) while still sealed: lost, and still no amount.
      await setProjectStatus(t, customerId, lost.projectId, 'Awarded');
      expect(await rowOf(lost.projectId)).toMatchObject({
        outcome: 'notAwarded',
        priceSealed: true,
        bidAmount: null,
        awardAmount: null,
      });

      // A withdrawn bid has no outcome and no amount, unsealed or not.
      await asSystem(t.database.db, (tx) =>
        tx
          .update(submissions)
          .set({ status: 'withdrawn', withdrawnAt: t.clock.now() })
          .where(and(eq(submissions.customerId, customerId), eq(submissions.id, lost.submissionId))),
      );
      await setTenderDates(t, customerId, lost.tenderId, { priceUnsealedAt: t.clock.now() });
      expect(await rowOf(lost.projectId)).toMatchObject({
        bidStatus: 'withdrawn',
        outcome: null,
        bidAmount: null,
        priceSealed: false,
      });

      // Paging keeps the order and the total.
      const second = await history('&start=1&limit=2');
      expect(valuesOf<VendorHistoryRow>(second).map((r) => r.projectNumber)).toEqual(['H-ASKED', 'H-PLANS']);
      expect(totalOf(second)).toBe(4);
    });

    it("answers another agency's supplier as a missing one, and refuses bad input", async () => {
      const hidden = await buyer.call('GET', `/Vendors/SubmissionHistory?vendorId=${foreign.vendorId}`);
      const missing = await buyer.call('GET', '/Vendors/SubmissionHistory?vendorId=987654');
      expect([hidden.statusCode, missing.statusCode]).toEqual([404, 404]);
      expect(hidden.body).toBe(missing.body);
      for (const query of [
        '',
        '?vendorId=x',
        `?vendorId=${supplier.vendorId}&limit=0`,
        `?vendorId=1&limit=101`,
      ]) {
        const response = await buyer.call('GET', `/Vendors/SubmissionHistory${query}`);
        expect(response.statusCode, query).toBe(400);
      }
      expect(keys(await buyer.call('GET', '/Vendors/SubmissionHistory'))).toBe('vendorInvalidId');
      const own = await northwind.call('GET', `/Vendors/SubmissionHistory?vendorId=${foreign.vendorId}`);
      expect(own.statusCode).toBe(200);
      expect(valuesOf(own)).toEqual([]);
    });
  });

  describe('activity feed', () => {
    const feed = (query = '', caller: Caller = buyer) =>
      caller.call('GET', `/AuditEvents/SearchByVendor?vendorId=${supplier.vendorId}${query}`);

    it("shows the supplier's own and the agency's events about it, filtered, paged and exported", async () => {
      t.clock.advance(1000);
      const profile = await supplier.call('PUT', '/Profile', {
        companyName: 'History Works Inc.',
        city: 'Ottawa',
      });
      expect(profile.statusCode, profile.body).toBe(200);
      t.clock.advance(1000);
      const saved = await lead.call('PUT', '/Vendors/', {
        id: supplier.vendorId,
        internalNotes: 'Good on bridges',
        isLocalVendor: true,
        emergencyVendor: false,
        vendorDiversityVerified: false,
        isActive: true,
      });
      expect(saved.statusCode, saved.body).toBe(200);
      t.clock.advance(1000);
      const signedOut = await supplier.call('POST', '/SignOut', {});
      expect(signedOut.statusCode).toBe(204);

      const page = await feed();
      expect(page.statusCode, page.body).toBe(200);
      const events = valuesOf<Event>(page);
      expect(events.slice(0, 3).map((e) => e.eventType)).toEqual([
        'supplier.signedOut',
        'vendor.agencyUpdated',
        'vendor.updated',
      ]);
      // A supplier's own actions name its company, never an internal label.
      expect(events[0]).toMatchObject({ userName: 'History Works Inc.', companyName: 'History Works Inc.' });
      expect(events.map((e) => `${e.userName} ${e.description}`).join('\n')).not.toMatch(/vendor:|supplier:/);
      expect(events[1]).toMatchObject({
        userName: 'Priya Raman',
        companyName: 'History Works Inc.',
        description: "Priya Raman changed the agency's details of “History Works Inc.”",
      });
      // Events of other suppliers stay out.
      expect(events.every((e) => e.companyName === null || e.companyName.startsWith('History Works'))).toBe(
        true,
      );
      expect(valuesOf<Event>(await feed('&eventType=vendor.updated')).map((e) => e.eventType)).toEqual([
        'vendor.updated',
      ]);
      expect(valuesOf<Event>(await feed('&userName=priya')).map((e) => e.eventType)).toEqual([
        'vendor.agencyUpdated',
      ]);
      const limited = await feed('&limit=1&start=1');
      expect(valuesOf<Event>(limited).map((e) => e.eventType)).toEqual(['vendor.agencyUpdated']);
      expect(totalOf(limited)).toBe(events.length);

      const aggregates = valuesOf<{ eventTypes: { eventType: string; count: number }[]; clearedAt: null }>(
        await buyer.call('GET', `/AuditEvents/VendorAggregates?vendorId=${supplier.vendorId}`),
      )[0];
      expect(aggregates?.eventTypes.find((e) => e.eventType === 'vendor.agencyUpdated')?.count).toBe(1);
      expect(aggregates?.clearedAt).toBeNull();

      const exported = await buyer.call(
        'GET',
        `/AuditEvents/SearchByVendor/Export?vendorId=${supplier.vendorId}&eventType=vendor.agencyUpdated`,
      );
      expect(exported.statusCode, exported.body).toBe(200);
      expect(exported.headers['content-disposition']).toMatch(
        /attachment; filename="Supplier Activity - History Works Inc. - \d\d\.\d\d\.\d{4}\.xlsx"/,
      );
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(exported.rawPayload as unknown as ArrayBuffer);
      const sheet = workbook.worksheets[0];
      expect(sheet?.rowCount).toBe(2);
      expect(sheet?.getRow(1).getCell(3).value).toBe('Description');
    });

    it("answers another agency's supplier as missing on every feed call", async () => {
      for (const path of [
        '/AuditEvents/SearchByVendor',
        '/AuditEvents/VendorAggregates',
        '/AuditEvents/SearchByVendor/Export',
      ]) {
        const hidden = await buyer.call('GET', `${path}?vendorId=${foreign.vendorId}`);
        const missing = await buyer.call('GET', `${path}?vendorId=987654`);
        expect([hidden.statusCode, missing.statusCode], path).toEqual([404, 404]);
        expect(hidden.body).toBe(missing.body);
        expect((await buyer.call('GET', path)).statusCode).toBe(400);
      }
      const backwards = await feed('&dateFrom=2026-03-02&dateTo=2026-03-01');
      expect(keys(backwards)).toBe('searchDateRangeInvalid');
    });
  });

  describe('internal comments', () => {
    const list = (caller: Caller = buyer, query = '') =>
      caller.call('GET', `/VendorComments?vendorId=${supplier.vendorId}${query}`);

    it('adds comments newest first, deletes only one’s own, and audits both in the feed', async () => {
      const first = await lead.call('POST', '/VendorComments', {
        vendorId: supplier.vendorId,
        comment: ' First note ',
      });
      expect(first.statusCode, first.body).toBe(200);
      t.clock.advance(1000);
      const second = await lead.call('POST', '/VendorComments', {
        vendorId: supplier.vendorId,
        comment: 'Second note',
      });
      const comments = valuesOf<VendorComment>(second);
      expect(comments.map((c) => c.comment)).toEqual(['Second note', 'First note']);
      expect(comments[0]?.createdBy).toMatchObject({ id: lead.info.user.id, firstName: 'Priya' });
      expect(totalOf(await list(buyer, '&limit=1'))).toBe(2);
      expect(valuesOf(await list(buyer, '&limit=1&start=1')).length).toBe(1);
      // Viewing is enough to read, not to write.
      expect(
        (await buyer.call('POST', '/VendorComments', { vendorId: supplier.vendorId, comment: 'x' }))
          .statusCode,
      ).toBe(403);

      const admin = await signedInCaller(t, 'admin@demo.procura.local');
      const id = comments[1]?.id ?? 0;
      const notOwn = await admin.call('DELETE', `/VendorComments?vendorCommentId=${id}`);
      expect(notOwn.statusCode).toBe(400);
      expect(keys(notOwn)).toBe('vendorCommentNotOwn');
      const removed = await lead.call('DELETE', `/VendorComments?vendorCommentId=${id}`);
      expect(removed.statusCode, removed.body).toBe(200);
      expect(valuesOf<VendorComment>(removed).map((c) => c.comment)).toEqual(['Second note']);
      const again = await lead.call('DELETE', `/VendorComments?vendorCommentId=${id}`);
      expect(again.statusCode).toBe(404);
      expect(keys(again)).toBe('invalidVendorCommentId');

      const trail = await auditTrail(t, customerId, 'vendorComment', id);
      expect(trail.map((e) => [e.action, e.vendorId])).toEqual([
        ['vendorComment.created', supplier.vendorId],
        ['vendorComment.deleted', supplier.vendorId],
      ]);
      const feed = valuesOf<Event>(
        await buyer.call(
          'GET',
          `/AuditEvents/SearchByVendor?vendorId=${supplier.vendorId}&eventType=vendorComment.created`,
        ),
      );
      expect(feed).toHaveLength(2);
      // The supplier never sees them.
      const own = await supplier.call('GET', '/Profile');
      expect(own.body).not.toContain('Second note');
    });

    it('refuses empty comments and keeps other agencies out', async () => {
      const empty = await lead.call('POST', '/VendorComments', {
        vendorId: supplier.vendorId,
        comment: '   ',
      });
      expect(keys(empty)).toBe('commentRequired');
      const hidden = await lead.call('POST', '/VendorComments', { vendorId: foreign.vendorId, comment: 'x' });
      const missing = await lead.call('POST', '/VendorComments', { vendorId: 987_654, comment: 'x' });
      expect([hidden.statusCode, missing.statusCode]).toEqual([404, 404]);
      expect(hidden.body).toBe(missing.body);
      const foreignList = await buyer.call('GET', `/VendorComments?vendorId=${foreign.vendorId}`);
      expect(foreignList.statusCode).toBe(404);

      const theirs = valuesOf<VendorComment>(
        await northwind.call('POST', '/VendorComments', { vendorId: foreign.vendorId, comment: 'Theirs' }),
      )[0];
      const foreignDelete = await lead.call('DELETE', `/VendorComments?vendorCommentId=${theirs?.id}`);
      const missingDelete = await lead.call('DELETE', '/VendorComments?vendorCommentId=987654');
      expect([foreignDelete.statusCode, missingDelete.statusCode]).toEqual([404, 404]);
      expect(foreignDelete.body).toBe(missingDelete.body);
      expect(keys(await lead.call('DELETE', '/VendorComments?vendorCommentId=0'))).toBe(
        'invalidVendorCommentId',
      );
    });
  });
});
