import type { Requirements } from '@procura/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditTrail, signedInCaller, valuesOf } from '../../../test/api.ts';
import { createTestApp, databaseKinds, type TestApp } from '../../../test/harness.ts';
import { insertProject } from '../../../test/projects.ts';
import { insertSubmission, outboxMailTo, submissionOf } from '../../../test/requirements.ts';
import { tenderBonds, tenders, tenderUploadRequirements } from '../../db/schema/index.ts';
import { asSystem } from '../../platform/tenancy.ts';

type Caller = Awaited<ReturnType<typeof signedInCaller>>;
type Response = Awaited<ReturnType<Caller['call']>>;

describe.each(databaseKinds())('the requirements lock on %s', (kind) => {
  let t: TestApp;
  let buyer: Caller;
  beforeAll(async () => {
    t = await createTestApp(kind);
    buyer = await signedInCaller(t, 'buyer@demo.procura.local');
  });
  afterAll(async () => {
    await t?.close();
  });

  const keys = (response: { headers: Record<string, unknown> }) => response.headers['x-message-keys'];
  const customerId = () => buyer.info.customer.id;
  const load = async (tenderId: number) =>
    valuesOf<Requirements>(
      await buyer.call('GET', `/TenderRequirements?tenderId=${tenderId}`),
    )[0] as Requirements;

  /** A source with one upload requirement and one bond, so every change call has something to change. */
  async function sourceWithItems(overrides: Parameters<typeof insertProject>[2] = {}) {
    const ids = await insertProject(
      t,
      { customerId: customerId(), nodeId: buyer.info.tenderNode.id },
      overrides,
    );
    const [uploadId, bondId] = await asSystem(t.database.db, async (tx) => {
      const at = { customerId: customerId(), tenderId: ids.tenderId };
      const [u] = await tx
        .insert(tenderUploadRequirements)
        .values({ ...at, name: 'Form of tender' })
        .returning();
      const [b] = await tx
        .insert(tenderBonds)
        .values({ ...at, name: 'Bid bond', amountType: 'Percentage', amount: '10' })
        .returning();
      return [u?.id ?? 0, b?.id ?? 0];
    });
    return { ...ids, uploadId, bondId };
  }

  /** Every call that changes a source's requirements, besides the unlock, in an order that lets all succeed. */
  function changeCalls(source: { tenderId: number; uploadId: number; bondId: number }, version = 0) {
    const { tenderId, uploadId, bondId } = source;
    return [
      () => buyer.call('PUT', '/TenderRequirements', { tenderId, version, bondTitle: 'Security' }),
      () => buyer.call('PUT', '/TenderUploadRequirements/SortOrder', { tenderId, ids: [uploadId] }),
      () => buyer.call('PUT', '/TenderUploadRequirements', { id: uploadId, name: 'Signed form' }),
      () => buyer.call('POST', '/TenderUploadRequirements', { tenderId, name: 'Brochure' }),
      () => buyer.call('DELETE', `/TenderUploadRequirements?tenderUploadRequirementId=${uploadId}`),
      () => buyer.call('PUT', '/TenderBonds/SortOrder', { tenderId, ids: [bondId] }),
      () => buyer.call('PUT', '/TenderBonds', { id: bondId, name: 'Bid deposit', amount: '5' }),
      () => buyer.call('POST', '/TenderBonds', { tenderId, name: 'Performance bond', amount: '5' }),
      () => buyer.call('DELETE', `/TenderBonds?tenderBondId=${bondId}`),
    ];
  }

  async function expectEveryChangeRefused(source: Parameters<typeof changeCalls>[0], key: string) {
    for (const call of changeCalls(source)) {
      const response: Response = await call();
      expect(response.statusCode, `${response.body} ${call.toString()}`).toBe(409);
      expect(keys(response)).toBe(key);
    }
    const requirements = await load(source.tenderId);
    expect(requirements.version).toBe(0);
    const lists = await Promise.all([
      buyer.call('GET', `/TenderUploadRequirements?tenderId=${source.tenderId}`),
      buyer.call('GET', `/TenderBonds?tenderId=${source.tenderId}`),
    ]);
    expect(lists.map((list) => valuesOf<{ name: string }>(list).map((item) => item.name))).toEqual([
      ['Form of tender'],
      ['Bid bond'],
    ]);
  }

  it.each(['Closed', 'Awarded'] as const)('locks everything once the source is %s', async (status) => {
    const source = await sourceWithItems({ status });
    expect(await load(source.tenderId)).toMatchObject({ lock: 'closed', completedSubmissions: 0 });
    await expectEveryChangeRefused(source, 'requirementsLocked');
    const unlock = await buyer.call('POST', `/TenderRequirements/Unlock?tenderId=${source.tenderId}`);
    expect(unlock.statusCode).toBe(409);
    expect(keys(unlock)).toBe('requirementsLocked');
  });

  it('says closed rather than submissions when a closed source has completed submissions', async () => {
    const source = await sourceWithItems({ status: 'Closed' });
    await insertSubmission(t, customerId(), source.tenderId);
    expect(await load(source.tenderId)).toMatchObject({ lock: 'closed', completedSubmissions: 1 });
    expect(keys(await buyer.call('POST', `/TenderRequirements/Unlock?tenderId=${source.tenderId}`))).toBe(
      'requirementsLocked',
    );
  });

  it('locks while suppliers have completed submissions; unlocking withdraws them, mails the bidders and frees the changes', async () => {
    const number = `RFT-${Math.random().toString(36).slice(2, 7)}`;
    const source = await sourceWithItems({
      status: 'Open',
      name: 'Main Street resurfacing',
      number,
    });
    await asSystem(t.database.db, (tx) =>
      tx
        .update(tenders)
        .set({ dateClosing: new Date('2031-03-14T18:00:00.000Z') })
        .where(and(eq(tenders.customerId, customerId()), eq(tenders.id, source.tenderId))),
    );
    const acme = await insertSubmission(t, customerId(), source.tenderId, {
      companyName: 'Acme Paving',
      contactEmail: 'bids@acme.example',
    });
    const roadrunner = await insertSubmission(t, customerId(), source.tenderId, {
      companyName: 'Roadrunner Ltd',
      contactEmail: 'tenders@roadrunner.example',
    });
    const draft = await insertSubmission(t, customerId(), source.tenderId, {
      companyName: 'Slowpoke Inc',
      contactEmail: 'slow@slowpoke.example',
      status: 'incomplete',
    });
    expect(await load(source.tenderId)).toMatchObject({ lock: 'submissions', completedSubmissions: 2 });
    await expectEveryChangeRefused(source, 'requirementsHaveSubmissions');

    const before = t.clock.now();
    const unlocked = await buyer.call('POST', `/TenderRequirements/Unlock?tenderId=${source.tenderId}`);
    expect(unlocked.statusCode, unlocked.body).toBe(200);
    expect(valuesOf<Requirements>(unlocked)[0]).toMatchObject({
      lock: null,
      completedSubmissions: 0,
      version: 0,
    });

    for (const submission of [acme, roadrunner]) {
      const withdrawn = await submissionOf(t, customerId(), submission.id);
      expect(withdrawn).toMatchObject({
        status: 'incomplete',
        withdrawnReason: 'requirementsChanged',
        companyName: submission.companyName,
      });
      expect(withdrawn?.withdrawnAt?.getTime()).toBeGreaterThanOrEqual(before.getTime());
      expect(withdrawn?.withdrawnAt?.getTime()).toBeLessThanOrEqual(t.clock.now().getTime());
    }
    // A submission that was not complete is left alone and not mailed.
    expect(await submissionOf(t, customerId(), draft.id)).toMatchObject({
      status: 'incomplete',
      withdrawnAt: null,
    });
    expect(await outboxMailTo(t, 'slow@slowpoke.example', 'submissionWithdrawn')).toEqual([]);

    const [mail] = await outboxMailTo(t, 'bids@acme.example', 'submissionWithdrawn');
    expect(mail?.subject).toContain(`${number} Main Street resurfacing`);
    expect(mail?.textBody).toContain('Hello Acme Paving,');
    expect(mail?.textBody).toContain(
      `City of Demo changed the submission requirements of "${number} Main Street resurfacing"`,
    );
    expect(mail?.textBody).toContain('submit again before bids close on March 14, 2031');
    expect(mail?.textBody).toContain(`« ${number} Main Street resurfacing »`);
    expect(mail?.textBody).toContain('soumettre de nouveau avant la clôture, le 14 mars 2031');
    expect(await outboxMailTo(t, 'tenders@roadrunner.example', 'submissionWithdrawn')).toHaveLength(1);

    const trail = await auditTrail(t, customerId(), 'submission', acme.id);
    expect(trail.map((e) => [e.action, e.projectId, e.companyName])).toEqual([
      ['submissions.withdrawn', source.projectId, 'Acme Paving'],
    ]);
    expect(trail[0]?.after).toMatchObject({ status: 'incomplete', reason: 'requirementsChanged' });

    // Every change now goes through.
    for (const call of changeCalls(source)) {
      const response: Response = await call();
      expect(response.statusCode, response.body).toBe(200);
    }
    // Unlocking again has nothing to withdraw: no mail, no event.
    expect(
      (await buyer.call('POST', `/TenderRequirements/Unlock?tenderId=${source.tenderId}`)).statusCode,
    ).toBe(200);
    expect(await outboxMailTo(t, 'bids@acme.example', 'submissionWithdrawn')).toHaveLength(1);
    expect(await auditTrail(t, customerId(), 'submission', acme.id)).toHaveLength(1);
  });

  it('unlocks under the Build rules: a locked project and a template the buyer may only view refuse', async () => {
    const locked = await sourceWithItems({ status: 'Open', locked: true });
    await insertSubmission(t, customerId(), locked.tenderId);
    const refused = await buyer.call('POST', `/TenderRequirements/Unlock?tenderId=${locked.tenderId}`);
    expect(refused.statusCode).toBe(409);
    expect(keys(refused)).toBe('projectLocked');
    expect(await load(locked.tenderId)).toMatchObject({ lock: 'submissions', completedSubmissions: 1 });

    const template = await sourceWithItems({ type: 'TEMPLATE', status: 'Template', number: '' });
    const viewOnly = await buyer.call('PUT', '/TenderRequirements', {
      tenderId: template.tenderId,
      version: 0,
      bondTitle: 'Security',
    });
    expect(viewOnly.statusCode).toBe(403);
    expect(keys(viewOnly)).toBe('projectTemplateViewOnly');
  });
});
