import type { Bond, UploadRequirement } from '@procura/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditTrail, signedInCaller, valuesOf } from '../../../test/api.ts';
import { createTestApp, databaseKinds, type TestApp } from '../../../test/harness.ts';
import { insertProject } from '../../../test/projects.ts';
import { tenderBonds, tenderUploadRequirements } from '../../db/schema/index.ts';
import { asSystem } from '../../platform/tenancy.ts';

type Caller = Awaited<ReturnType<typeof signedInCaller>>;

describe.each(databaseKinds())('upload requirements and bonds on %s', (kind) => {
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
  const newProject = (overrides: Parameters<typeof insertProject>[2] = {}) =>
    insertProject(t, { customerId: buyer.info.customer.id, nodeId: buyer.info.tenderNode.id }, overrides);
  const addUpload = (tenderId: number, name: string, extra: Record<string, unknown> = {}, caller = buyer) =>
    caller.call('POST', '/TenderUploadRequirements', { tenderId, name, ...extra });
  const uploads = async (tenderId: number, caller = buyer) =>
    valuesOf<UploadRequirement>(await caller.call('GET', `/TenderUploadRequirements?tenderId=${tenderId}`));
  const addBond = (tenderId: number, body: Record<string, unknown>, caller = buyer) =>
    caller.call('POST', '/TenderBonds', { tenderId, ...body });
  const bonds = async (tenderId: number, caller = buyer) =>
    valuesOf<Bond>(await caller.call('GET', `/TenderBonds?tenderId=${tenderId}`));

  it('adds, lists in order, edits, reorders and deletes upload requirements, each change audited', async () => {
    const { projectId, tenderId } = await newProject();
    const first = await addUpload(tenderId, '  Signed form of tender  ', { description: 'Page 3, signed' });
    expect(first.statusCode, first.body).toBe(200);
    const signed = valuesOf<UploadRequirement>(first)[0] as UploadRequirement;
    expect(signed).toMatchObject({
      tenderId,
      name: 'Signed form of tender',
      description: 'Page 3, signed',
      isRequired: true,
      sortOrder: 0,
    });
    const optional = valuesOf<UploadRequirement>(
      await addUpload(tenderId, 'Brochure', { isRequired: false }),
    )[0] as UploadRequirement;
    expect(optional).toMatchObject({ isRequired: false, sortOrder: 1 });

    const edited = await buyer.call('PUT', '/TenderUploadRequirements', {
      id: signed.id,
      name: 'Form of tender',
      isRequired: false,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(valuesOf<UploadRequirement>(edited)[0]).toMatchObject({
      name: 'Form of tender',
      description: '',
      isRequired: false,
      sortOrder: 0,
    });

    const reordered = await buyer.call('PUT', '/TenderUploadRequirements/SortOrder', {
      tenderId,
      ids: [optional.id, signed.id],
    });
    expect(reordered.statusCode, reordered.body).toBe(200);
    expect(valuesOf<UploadRequirement>(reordered).map((u) => [u.name, u.sortOrder])).toEqual([
      ['Brochure', 0],
      ['Form of tender', 1],
    ]);
    const partial = await buyer.call('PUT', '/TenderUploadRequirements/SortOrder', {
      tenderId,
      ids: [optional.id],
    });
    expect(keys(partial)).toBe('sortOrderMismatch');
    const twice = await buyer.call('PUT', '/TenderUploadRequirements/SortOrder', {
      tenderId,
      ids: [optional.id, optional.id],
    });
    expect(keys(twice)).toBe('sortOrderMismatch');

    const removed = await buyer.call(
      'DELETE',
      `/TenderUploadRequirements?tenderUploadRequirementId=${optional.id}`,
    );
    expect(removed.statusCode).toBe(200);
    expect((await uploads(tenderId)).map((u) => u.id)).toEqual([signed.id]);
    expect(
      (await buyer.call('DELETE', `/TenderUploadRequirements?tenderUploadRequirementId=${optional.id}`))
        .statusCode,
    ).toBe(404);

    const trail = await auditTrail(t, buyer.info.customer.id, 'uploadRequirement', signed.id);
    expect(trail.map((e) => [e.action, e.projectId])).toEqual([
      ['uploadRequirement.created', projectId],
      ['uploadRequirement.updated', projectId],
    ]);
    expect(trail[1]?.before).toMatchObject({ name: 'Signed form of tender', isRequired: true });
    const onTender = await auditTrail(t, buyer.info.customer.id, 'tender', tenderId);
    expect(onTender.map((e) => e.action)).toEqual(['uploadRequirement.reordered']);
    const deleted = await auditTrail(t, buyer.info.customer.id, 'uploadRequirement', optional.id);
    expect(deleted.map((e) => e.action)).toEqual(['uploadRequirement.created', 'uploadRequirement.deleted']);
  });

  it('allows at most 10 upload requirements a source, with names unique ignoring case', async () => {
    const { tenderId } = await newProject();
    for (let n = 1; n <= 10; n++) expect((await addUpload(tenderId, `Document ${n}`)).statusCode).toBe(200);
    const eleventh = await addUpload(tenderId, 'Document 11');
    expect(eleventh.statusCode).toBe(400);
    expect(keys(eleventh)).toBe('uploadRequirementLimitReached');
    expect(eleventh.json()).toEqual(['A source may have at most 10 document upload requirements.']);
    expect(await uploads(tenderId)).toHaveLength(10);

    const other = await newProject();
    expect((await addUpload(other.tenderId, 'Insurance certificate')).statusCode).toBe(200);
    const duplicate = await addUpload(other.tenderId, 'INSURANCE CERTIFICATE');
    expect(duplicate.statusCode).toBe(400);
    expect(keys(duplicate)).toBe('nameAlreadyExists');
    const second = valuesOf<UploadRequirement>(await addUpload(other.tenderId, 'Safety plan'))[0];
    const renamed = await buyer.call('PUT', '/TenderUploadRequirements', {
      id: second?.id,
      name: 'insurance certificate',
    });
    expect(keys(renamed)).toBe('nameAlreadyExists');
    // Its own name in another case is no clash; another source may use the same name.
    expect(
      (await buyer.call('PUT', '/TenderUploadRequirements', { id: second?.id, name: 'SAFETY PLAN' }))
        .statusCode,
    ).toBe(200);
    expect((await addUpload((await newProject()).tenderId, 'Safety plan')).statusCode).toBe(200);

    for (const body of [
      { tenderId, name: '   ' },
      { tenderId, name: 'x'.repeat(201) },
      { tenderId, name: 'Ok', description: 'x'.repeat(5001) },
      { tenderId, name: 'Ok', isRequired: 'yes' },
      { tenderId: 0, name: 'Ok' },
      { name: 'Ok' },
    ]) {
      expect((await buyer.call('POST', '/TenderUploadRequirements', body)).statusCode).toBe(400);
    }
    expect(keys(await addUpload(other.tenderId, '   '))).toBe('nameRequired');
    expect((await buyer.call('GET', '/TenderUploadRequirements?tenderId=abc')).statusCode).toBe(400);
    expect(
      (await buyer.call('DELETE', '/TenderUploadRequirements?tenderUploadRequirementId=0')).statusCode,
    ).toBe(400);
    expect(
      (await buyer.call('PUT', '/TenderUploadRequirements/SortOrder', { tenderId, ids: [] })).statusCode,
    ).toBe(400);
  });

  it('adds, edits, reorders and deletes bonds with exact amounts, each change audited', async () => {
    const { projectId, tenderId } = await newProject();
    const bid = await addBond(tenderId, { name: 'Bid bond', amountType: 'Percentage', amount: '10' });
    expect(bid.statusCode, bid.body).toBe(200);
    const bidBond = valuesOf<Bond>(bid)[0] as Bond;
    expect(bidBond).toMatchObject({
      tenderId,
      name: 'Bid bond',
      amountType: 'Percentage',
      amount: '10.00',
      isRequired: true,
      sortOrder: 0,
    });
    const performance = valuesOf<Bond>(
      await addBond(tenderId, {
        name: 'Performance bond',
        amountType: 'DollarAmount',
        amount: '1234567890123.45',
        description: 'Certified cheque accepted',
        isRequired: false,
      }),
    )[0] as Bond;
    expect(performance).toMatchObject({ amount: '1234567890123.45', sortOrder: 1, isRequired: false });

    const edited = await buyer.call('PUT', '/TenderBonds', {
      id: bidBond.id,
      name: 'Bid deposit',
      amountType: 'DollarAmount',
      amount: '2500.5',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(valuesOf<Bond>(edited)[0]).toMatchObject({
      name: 'Bid deposit',
      amountType: 'DollarAmount',
      amount: '2500.50',
    });

    const reordered = await buyer.call('PUT', '/TenderBonds/SortOrder', {
      tenderId,
      ids: [performance.id, bidBond.id],
    });
    expect(valuesOf<Bond>(reordered).map((b) => b.name)).toEqual(['Performance bond', 'Bid deposit']);
    expect(keys(await buyer.call('PUT', '/TenderBonds/SortOrder', { tenderId, ids: [bidBond.id] }))).toBe(
      'sortOrderMismatch',
    );

    // The last bond may go even with digital bonds allowed: the publish checklist asks for one.
    await buyer.call('PUT', '/TenderRequirements', { tenderId, version: 0, allowDigitalBonds: true });
    for (const bond of [performance, bidBond]) {
      expect((await buyer.call('DELETE', `/TenderBonds?tenderBondId=${bond.id}`)).statusCode).toBe(200);
    }
    expect(await bonds(tenderId)).toEqual([]);
    expect((await buyer.call('DELETE', `/TenderBonds?tenderBondId=${bidBond.id}`)).statusCode).toBe(404);

    const trail = await auditTrail(t, buyer.info.customer.id, 'bond', bidBond.id);
    expect(trail.map((e) => [e.action, e.projectId])).toEqual([
      ['bond.created', projectId],
      ['bond.updated', projectId],
      ['bond.deleted', projectId],
    ]);
    expect(trail[1]?.before).toMatchObject({ name: 'Bid bond', amount: '10.00' });
  });

  it('refuses a percentage over 100, more than two decimals, more than 20 bonds and bad input', async () => {
    const { tenderId } = await newProject();
    expect(
      (await addBond(tenderId, { name: 'Full', amountType: 'Percentage', amount: '100' })).statusCode,
    ).toBe(200);
    const over = await addBond(tenderId, { name: 'Too much', amountType: 'Percentage', amount: '100.01' });
    expect(over.statusCode).toBe(400);
    expect(keys(over)).toBe('invalidParameter');
    // A dollar amount may well exceed 100.
    expect(
      (await addBond(tenderId, { name: 'Deposit', amountType: 'DollarAmount', amount: '100.01' })).statusCode,
    ).toBe(200);
    const [full] = await bonds(tenderId);
    expect(
      keys(
        await buyer.call('PUT', '/TenderBonds', {
          id: full?.id,
          name: 'Full',
          amountType: 'Percentage',
          amount: '101',
        }),
      ),
    ).toBe('invalidParameter');

    for (const amount of ['1.005', '-5', '1e3', '', 'ten', '12345678901234', '1,000']) {
      const refused = await addBond(tenderId, { name: 'Bad', amountType: 'DollarAmount', amount });
      expect(refused.statusCode, amount).toBe(400);
    }
    for (const body of [
      { name: 'No amount', amountType: 'DollarAmount' },
      { name: 'Odd type', amountType: 'Cheque', amount: '5' },
      { name: '  ', amount: '5' },
      { name: 'Number', amount: 5 },
    ]) {
      expect((await addBond(tenderId, body)).statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await buyer.call('GET', '/TenderBonds?tenderId=-1')).statusCode).toBe(400);
    expect((await buyer.call('DELETE', '/TenderBonds?tenderBondId=abc')).statusCode).toBe(400);
    expect(await bonds(tenderId)).toHaveLength(2);

    const many = await newProject();
    for (let n = 1; n <= 20; n++) {
      expect((await addBond(many.tenderId, { name: `Bond ${n}`, amount: '1' })).statusCode).toBe(200);
    }
    const extra = await addBond(many.tenderId, { name: 'Bond 21', amount: '1' });
    expect(extra.statusCode).toBe(400);
    expect(keys(extra)).toBe('bondLimitReached');
  });

  it('keeps upload requirements and bonds within their agency and node, and needs the Build rights', async () => {
    const { tenderId } = await newProject();
    const upload = valuesOf<UploadRequirement>(await addUpload(tenderId, 'Private'))[0] as UploadRequirement;
    const bond = valuesOf<Bond>(await addBond(tenderId, { name: 'Private', amount: '5' }))[0] as Bond;
    const otherNode = await insertProject(t, {
      customerId: buyer.info.customer.id,
      nodeId: buyer.info.customerNode.id,
    });
    const northwind = await signedInCaller(t, 'admin@northwind.procura.local', 'northwind');

    for (const [caller, tender] of [
      [northwind, tenderId],
      [buyer, otherNode.tenderId],
      [buyer, 999_999],
    ] as const) {
      expect((await caller.call('GET', `/TenderUploadRequirements?tenderId=${tender}`)).statusCode).toBe(404);
      expect((await caller.call('GET', `/TenderBonds?tenderId=${tender}`)).statusCode).toBe(404);
      expect((await addUpload(tender, 'Intruder', {}, caller)).statusCode).toBe(404);
      expect((await addBond(tender, { name: 'Intruder', amount: '1' }, caller)).statusCode).toBe(404);
      expect(
        (
          await caller.call('PUT', '/TenderUploadRequirements/SortOrder', {
            tenderId: tender,
            ids: [upload.id],
          })
        ).statusCode,
      ).toBe(404);
      expect(
        (await caller.call('PUT', '/TenderBonds/SortOrder', { tenderId: tender, ids: [bond.id] })).statusCode,
      ).toBe(404);
    }
    // Item ids of another agency, of another node of the agency, and of nothing answer alike.
    const [foreignUpload, foreignBond] = await asSystem(t.database.db, async (tx) => {
      const at = { customerId: buyer.info.customer.id, tenderId: otherNode.tenderId };
      const [u] = await tx
        .insert(tenderUploadRequirements)
        .values({ ...at, name: 'Other node' })
        .returning();
      const [b] = await tx
        .insert(tenderBonds)
        .values({ ...at, name: 'Other node', amountType: 'Percentage', amount: '5' })
        .returning();
      return [u?.id ?? 0, b?.id ?? 0];
    });
    for (const [caller, uploadId, bondId] of [
      [northwind, upload.id, bond.id],
      [buyer, foreignUpload, foreignBond],
      [buyer, 999_999, 999_999],
    ] as const) {
      expect(
        (await caller.call('PUT', '/TenderUploadRequirements', { id: uploadId, name: 'Mine' })).statusCode,
      ).toBe(404);
      expect(
        (await caller.call('DELETE', `/TenderUploadRequirements?tenderUploadRequirementId=${uploadId}`))
          .statusCode,
      ).toBe(404);
      expect(
        (await caller.call('PUT', '/TenderBonds', { id: bondId, name: 'Mine', amount: '1' })).statusCode,
      ).toBe(404);
      expect((await caller.call('DELETE', `/TenderBonds?tenderBondId=${bondId}`)).statusCode).toBe(404);
    }
    expect((await uploads(tenderId)).map((u) => u.name)).toEqual(['Private']);
    expect((await bonds(tenderId)).map((b) => [b.name, b.amount])).toEqual([['Private', '5.00']]);

    const evaluator = await signedInCaller(t, 'evaluator@demo.procura.local');
    expect(await uploads(tenderId, evaluator)).toHaveLength(1);
    expect(await bonds(tenderId, evaluator)).toHaveLength(1);
    expect((await addUpload(tenderId, 'Viewer', {}, evaluator)).statusCode).toBe(403);
    expect((await addBond(tenderId, { name: 'Viewer', amount: '1' }, evaluator)).statusCode).toBe(403);
    expect(
      (await evaluator.call('PUT', '/TenderBonds', { id: bond.id, name: 'Viewer', amount: '1' })).statusCode,
    ).toBe(403);
    expect(
      (await evaluator.call('DELETE', `/TenderUploadRequirements?tenderUploadRequirementId=${upload.id}`))
        .statusCode,
    ).toBe(403);
  });
});
