import type { ProjectSnapshot, QuestionStatus, SubmissionStatus } from '@procura/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInCaller, valuesOf } from '../../../test/api.ts';
import { insertVendor } from '../../../test/contracts.ts';
import { createTestApp, databaseKinds, type TestApp } from '../../../test/harness.ts';
import { insertProject } from '../../../test/projects.ts';
import { insertPlanTaker, setTenderDates } from '../../../test/sourcing.ts';
import { setProjectStatus } from '../../../test/submissions.ts';
import {
  planTakerDownloads,
  routePermissions,
  submissions,
  tenderAddenda,
  tenderMeetings,
  vendorQuestions,
} from '../../db/schema/index.ts';
import { movableClock } from '../../platform/clock.ts';
import { asSystem } from '../../platform/tenancy.ts';

/**
 * The snapshot of a source as it moves: published with plan takers, questions and bids (of which
 * only the number of complete ones shows), then closed (who bid, the no-bids), then unsealed.
 */

type Caller = Awaited<ReturnType<typeof signedInCaller>>;
/** Noon on 15 June 2026 in Toronto, the demo agency's zone. */
const now = new Date('2026-06-15T16:00:00Z');
const day = 86_400_000;
const after = (ms: number) => new Date(now.getTime() + ms);

describe.each(databaseKinds())('project snapshot of a source, open then closed, on %s', (kind) => {
  let t: TestApp;
  let buyer: Caller;
  const at = () => ({ customerId: buyer.info.customer.id, nodeId: buyer.info.tenderNode.id });
  const db = () => t.database.db;

  beforeAll(async () => {
    t = await createTestApp(kind, { clock: movableClock(now) });
    buyer = await signedInCaller(t, 'buyer@demo.procura.local');
  });
  afterAll(async () => {
    await t?.close();
  });

  async function snapshotOf(projectId: number, caller: Caller = buyer): Promise<ProjectSnapshot> {
    const response = await caller.call('GET', `/Projects/Snapshot?projectId=${projectId}`);
    expect(response.statusCode, response.body).toBe(200);
    const [snapshot] = valuesOf<ProjectSnapshot>(response);
    if (!snapshot) throw new Error('no snapshot');
    return snapshot;
  }

  /** A published source: three plan takers, downloads, questions, an addendum, meetings and bids. */
  async function openSource() {
    const { projectId, tenderId } = await insertProject(t, at(), {
      name: 'Salt supply',
      number: 'SALT-1',
      status: 'Open',
      phase: 'Source',
      createdAt: after(-20 * day),
      tender: { hasQuestionDeadline: true },
    });
    await setTenderDates(t, at().customerId, tenderId, {
      dateAvailable: after(-10 * day),
      questionDeadline: after(2 * day),
      dateClosing: after(5 * day),
    });
    const customerId = at().customerId;
    const vendorA = await insertVendor(t, at(), 'Acme Roads');
    const vendorB = await insertVendor(t, at(), 'Borealis Salt');
    const takerA = await insertPlanTaker(t, customerId, tenderId, {
      vendorId: vendorA,
      companyName: 'Acme Roads',
    });
    t.clock.advance(1000);
    const takerB = await insertPlanTaker(t, customerId, tenderId, {
      vendorId: vendorB,
      companyName: 'Borealis Salt',
    });
    t.clock.advance(1000);
    const takerC = await insertPlanTaker(t, customerId, tenderId, { companyName: 'Hand Delivered Inc.' });
    t.clock.set(now);
    const downloads = [takerA.id, takerA.id, takerB.id];
    const questions: QuestionStatus[] = ['Complete', 'Incomplete', 'Incomplete', 'Complete'];
    const bids: {
      taker: typeof takerA;
      vendorId: number | null;
      status: SubmissionStatus;
      isNoBid: boolean;
    }[] = [
      { taker: takerA, vendorId: vendorA, status: 'withdrawn', isNoBid: false },
      { taker: takerA, vendorId: vendorA, status: 'complete', isNoBid: false },
      { taker: takerB, vendorId: vendorB, status: 'incomplete', isNoBid: false },
      { taker: takerC, vendorId: null, status: 'complete', isNoBid: true },
    ];
    await asSystem(db(), async (tx) => {
      for (const planTakerId of downloads) {
        await tx.insert(planTakerDownloads).values({ customerId, tenderId, planTakerId, downloadedAt: now });
      }
      for (const [i, status] of questions.entries()) {
        await tx.insert(vendorQuestions).values({
          customerId,
          tenderId,
          companyName: 'Acme Roads',
          fullName: 'Ana Roads',
          email: 'ana@acme.test',
          question: `Question ${i}`,
          status,
          askedAt: after(-day),
        });
      }
      await tx.insert(tenderAddenda).values({
        customerId,
        tenderId,
        number: 1,
        fileName: 'addendum-1.pdf',
        contentType: 'application/pdf',
        sizeInByte: 10,
        storageKey: 'addenda/1',
        createdAt: after(-day),
      });
      await tx.insert(tenderMeetings).values([
        { customerId, tenderId, description: 'Site walk', date: after(-3 * day), sortOrder: 0 },
        // An intake meeting location carries the no-date sentinel.
        { customerId, tenderId, description: 'Depot', date: new Date('9999-12-31T23:59:59Z'), sortOrder: 1 },
      ]);
      for (const bid of bids) {
        await tx.insert(submissions).values({
          customerId,
          tenderId,
          companyName: bid.taker.companyName,
          contactEmail: 'bids@example.test',
          status: bid.status,
          isNoBid: bid.isNoBid,
          vendorId: bid.vendorId,
          planTakerId: bid.taker.id,
        });
      }
    });
    return { projectId, tenderId, downloads, questions, bids, takers: [takerA, takerB, takerC] };
  }

  it('counts an open source’s plan takers, questions and complete bids, naming no bidder before closing', async () => {
    const source = await openSource();
    const snapshot = await snapshotOf(source.projectId);
    const complete = source.bids.filter((b) => b.status === 'complete' && !b.isNoBid);
    const answered = source.questions.filter((s) => s === 'Complete').length;
    expect(snapshot.stats).toEqual({
      planTakers: source.takers.length,
      downloads: source.downloads.length,
      submissions: complete.length,
      noBids: null,
      addenda: 1,
      meetings: 2,
      closingDate: after(5 * day).toISOString(),
      daysUntilClosing: 5,
    });
    expect(snapshot.supplierQuestions).toEqual({
      total: source.questions.length,
      answered,
      unanswered: source.questions.length - answered,
    });
    expect(snapshot.suppliers.total).toBe(3);
    expect(snapshot.suppliers.items.map((s) => [s.companyName, s.addedByBuyer, s.submitted])).toEqual([
      ['Acme Roads', false, null],
      ['Borealis Salt', false, null],
      ['Hand Delivered Inc.', true, null],
    ]);
    expect(snapshot.milestones.map((m) => [m.key, m.done])).toEqual([
      ['created', true],
      ['published', true],
      ['siteMeeting', true],
      ['questionDeadline', false],
      ['closing', false],
    ]);
    expect(snapshot.milestones[2]).toMatchObject({ label: 'Site walk', allDay: false });
    expect(snapshot.source?.meetings.map((m) => [m.description, m.date])).toEqual([
      ['Site walk', after(-3 * day).toISOString()],
      ['Depot', null],
    ]);
    expect(snapshot.overview.sourceStatus).toBe('Published');

    // Closed: who bid (a complete bid, not a draft, a withdrawal or a no-bid) and the no-bids show.
    await setTenderDates(t, at().customerId, source.tenderId, {
      questionDeadline: after(-2 * day),
      dateClosing: after(-day),
      closedAt: after(-day),
    });
    await setProjectStatus(t, at().customerId, source.projectId, 'Unofficial_Results');
    const closed = await snapshotOf(source.projectId);
    expect(closed.stats).toMatchObject({
      submissions: complete.length,
      noBids: source.bids.filter((b) => b.status === 'complete' && b.isNoBid).length,
      daysUntilClosing: -1,
    });
    expect(closed.suppliers.items.map((s) => [s.companyName, s.submitted])).toEqual([
      ['Acme Roads', true],
      ['Borealis Salt', false],
      ['Hand Delivered Inc.', false],
    ]);
    expect(closed.source).toMatchObject({ isClosed: true, priceUnsealed: false, submissionUnsealed: false });
    expect(closed.milestones.map((m) => m.key)).not.toContain('opened');

    await setTenderDates(t, at().customerId, source.tenderId, { priceUnsealedAt: after(-60_000) });
    const opened = await snapshotOf(source.projectId);
    expect(opened.source).toMatchObject({ priceUnsealed: true, submissionUnsealed: false });
    expect(opened.milestones.map((m) => m.key).slice(-3)).toEqual(['questionDeadline', 'closing', 'opened']);
    expect(opened.milestones.find((m) => m.key === 'opened')).toMatchObject({
      date: after(-60_000).toISOString(),
      done: true,
    });

    // Without the Source view right the count shows, the companies do not.
    const node = at().nodeId;
    const sourceView = and(
      eq(routePermissions.customerId, at().customerId),
      eq(routePermissions.nodeId, node),
      eq(routePermissions.routeName, 'project.source'),
      eq(routePermissions.permissionId, 'SOURCE_VIEW'),
    );
    await asSystem(db(), (tx) => tx.delete(routePermissions).where(sourceView));
    try {
      const restricted = await snapshotOf(
        source.projectId,
        await signedInCaller(t, 'evaluator@demo.procura.local'),
      );
      expect(restricted.suppliers).toEqual({ total: 3, visible: false, items: [] });
      expect(JSON.stringify(restricted)).not.toContain('Borealis');
    } finally {
      await asSystem(db(), (tx) =>
        tx.insert(routePermissions).values({
          customerId: at().customerId,
          nodeId: node,
          routeName: 'project.source',
          permissionId: 'SOURCE_VIEW',
          canPerformAction: false,
        }),
      );
    }
  });
});
