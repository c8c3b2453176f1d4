import type { ProjectStatus, TenderInput } from '@procura/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInCaller } from '../../../test/api.ts';
import { createTestApp, databaseKinds, type TestApp } from '../../../test/harness.ts';
import { insertProject } from '../../../test/projects.ts';
import { auditEvents, projects, tenders } from '../../db/schema/index.ts';
import { asSystem } from '../../platform/tenancy.ts';
import { closeDueSources } from './service.ts';

type Caller = Awaited<ReturnType<typeof signedInCaller>>;

describe.each(databaseKinds())('closing sources on %s', (kind) => {
  let t: TestApp;
  let buyer: Caller;
  beforeAll(async () => {
    t = await createTestApp(kind);
    buyer = await signedInCaller(t, 'buyer@demo.procura.local');
  });
  afterAll(async () => {
    await t?.close();
  });

  async function source(
    closing: Date | null,
    tender: Partial<TenderInput> = {},
    status: ProjectStatus = 'Open',
  ) {
    const customerId = buyer.info.customer.id;
    const made = await insertProject(t, { customerId, nodeId: buyer.info.tenderNode.id }, { status, tender });
    await asSystem(t.database.db, (tx) =>
      tx.update(tenders).set({ dateClosing: closing }).where(eq(tenders.id, made.tenderId)),
    );
    return made;
  }

  const state = (projectId: number) =>
    asSystem(t.database.db, async (tx) => {
      const [row] = await tx
        .select({ status: projects.status, tender: tenders })
        .from(projects)
        .innerJoin(
          tenders,
          and(eq(tenders.customerId, projects.customerId), eq(tenders.projectId, projects.id)),
        )
        .where(eq(projects.id, projectId));
      return row;
    });

  it('closes only the open sources whose closing time has come, at that moment', async () => {
    const now = t.clock.now();
    const due = await source(new Date(now.getTime() - 1));
    const exactly = await source(now);
    const later = await source(new Date(now.getTime() + 1));
    const noDate = await source(null);
    const cancelled = await source(new Date(now.getTime() - 1000), {}, 'Cancelled');

    const closed = await closeDueSources(t.ctx, now);
    expect(closed).toContain(due.projectId);
    expect(closed).toContain(exactly.projectId);
    expect(closed).not.toContain(later.projectId);
    expect(closed).not.toContain(noDate.projectId);
    expect(closed).not.toContain(cancelled.projectId);

    const after = await state(due.projectId);
    expect(after?.status).toBe('Unofficial_Results');
    expect(after?.tender.closedAt?.toISOString()).toBe(now.toISOString());
    expect(after?.tender.priceUnsealedAt).toBeNull();
    expect((await state(later.projectId))?.status).toBe('Open');
    expect((await state(cancelled.projectId))?.status).toBe('Cancelled');

    // A second sweep finds nothing more to do.
    expect(await closeDueSources(t.ctx, now)).not.toContain(due.projectId);
    const events = await asSystem(t.database.db, (tx) =>
      tx.select().from(auditEvents).where(eq(auditEvents.projectId, due.projectId)),
    );
    expect(events.filter((e) => e.action === 'project.statusChanged')).toHaveLength(1);
  });

  it('unseals both parts at closing only when the results display automatically', async () => {
    const now = t.clock.now();
    const automatic = await source(new Date(now.getTime() - 1), {
      closingMethod: 'UNSEALED',
      resultsDisplay: 3,
    });
    const sealedNames = await source(new Date(now.getTime() - 1), {
      closingMethod: 'SEALED',
      resultsDisplay: 2,
    });
    const unsealedChoose = await source(new Date(now.getTime() - 1), {
      closingMethod: 'UNSEALED',
      resultsDisplay: 4,
    });
    await closeDueSources(t.ctx, now);
    const opened = await state(automatic.projectId);
    expect(opened?.tender.priceUnsealedAt?.toISOString()).toBe(now.toISOString());
    expect(opened?.tender.submissionUnsealedAt?.toISOString()).toBe(now.toISOString());
    for (const other of [sealedNames, unsealedChoose]) {
      const row = await state(other.projectId);
      expect(row?.status).toBe('Unofficial_Results');
      expect(row?.tender.priceUnsealedAt).toBeNull();
      expect(row?.tender.submissionUnsealedAt).toBeNull();
    }
  });
});
