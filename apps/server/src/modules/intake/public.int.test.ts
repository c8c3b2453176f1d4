import { type IntakeContext, type IntakeSubmission, rateLimits } from '@procura/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, databaseKinds, jsonHeaders, type TestApp } from '../../../test/harness.ts';
import { type IntakeWorld, intakeWorld, submission, tenderNodeOf } from '../../../test/intake-public.ts';
import { intakeRequests, outbox } from '../../db/schema/index.ts';
import { AppError } from '../../platform/errors.ts';
import { asSystem, inTenant } from '../../platform/tenancy.ts';
import { checkIntakeReferences } from './references.ts';
import { writeIntakeSettings } from './settings-queries.ts';

describe.each(databaseKinds())('intake: the public form on %s', (kind) => {
  let t: TestApp;
  let w: IntakeWorld;
  beforeAll(async () => {
    t = await createTestApp(kind);
    w = await intakeWorld(t);
  });
  afterAll(async () => {
    await t?.close();
  });

  const keys = (response: { headers: Record<string, unknown> }) => response.headers['x-message-keys'];
  const get = (path: string, query: string) =>
    t.app.inject({ method: 'GET', url: `/api/v1/intake/${path}?${query}` });
  const submit = (payload: unknown, remoteAddress?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/intake',
      headers: jsonHeaders,
      payload: payload as object,
      ...(remoteAddress ? { remoteAddress } : {}),
    });
  const link = () => `customerId=${w.customerId}&nodeId=${w.nodeId}`;
  const requestCount = async () =>
    (await asSystem(t.database.db, (tx) => tx.select({ id: intakeRequests.id }).from(intakeRequests))).length;
  const mailCount = async () =>
    (await asSystem(t.database.db, (tx) => tx.select({ id: outbox.id }).from(outbox))).length;

  it('answers the guide and the context without a session', async () => {
    const guide = await get('guide', link());
    expect(guide.statusCode).toBe(200);
    expect(guide.json()).toEqual({ agencyName: 'City of Demo', guide: w.settings.guide });

    const response = await get('context', link());
    expect(response.statusCode).toBe(200);
    const context = response.json() as IntakeContext;
    expect(context.agencyName).toBe('City of Demo');
    // Only the departments offered, each with its own divisions.
    expect(context.departments).toEqual([
      { id: w.ids.works, name: 'Public Works', divisions: [{ id: w.ids.roads, name: 'Roads' }] },
    ]);
    // The live purchasers, by name only: nothing a stranger could mail.
    expect(context.procurementLeads).toEqual([
      { id: w.ids.lead, name: 'Priya Raman' },
      { id: w.ids.buyer, name: 'Sam Tremblay' },
    ]);
    expect(response.body).not.toContain('@');
    expect(context.bidTypes).toEqual([{ id: w.ids.rfp, name: 'RFP' }]);
    expect(context.categories).toEqual([
      { id: w.ids.construction, name: 'Construction services', parentId: null },
      { id: w.ids.paving, name: 'Paving', parentId: w.ids.construction },
    ]);
  });

  it('offers every department when the settings name none', async () => {
    await inTenant(t.database.db, w.customerId, (tx) =>
      writeIntakeSettings(tx, w.customerId, w.nodeId, w.ids.admin, { ...w.settings, departmentIds: [] }),
    );
    try {
      const context = (await get('context', link())).json() as IntakeContext;
      expect(context.departments.map((d) => [d.name, d.divisions.map((v) => v.name)])).toEqual([
        ['Parks', ['Trails']],
        ['Public Works', ['Roads']],
      ]);
    } finally {
      await inTenant(t.database.db, w.customerId, (tx) =>
        writeIntakeSettings(tx, w.customerId, w.nodeId, w.ids.admin, w.settings),
      );
    }
  });

  it("refuses a link without its ids with the spec's message", async () => {
    for (const [path, query] of [
      ['guide', ''],
      ['context', `customerId=${w.customerId}`],
      ['guide', `nodeId=${w.nodeId}`],
      ['context', 'customerId=abc&nodeId=1'],
    ] as const) {
      const response = await get(path, query);
      expect(response.statusCode, `${path}?${query}`).toBe(400);
      expect(keys(response)).toBe('intakeIdsRequired');
      expect(response.json()).toEqual(['customerId and nodeId are required']);
    }
    const { customerId: _c, ...withoutIds } = submission(w);
    const response = await submit(withoutIds);
    expect(response.statusCode).toBe(400);
    expect(keys(response)).toBe('intakeIdsRequired');
  });

  it('answers 404 intakeUnavailable when intake is off or the link names no node of the agency', async () => {
    const northwind = t.seed.northwindCustomerId;
    const northwindNode = await tenderNodeOf(t, northwind);
    const cases = [
      `customerId=${northwind}&nodeId=${northwindNode}`, // intake never turned on
      `customerId=${w.customerId}&nodeId=${northwindNode}`, // another agency's node
      `customerId=999999&nodeId=${w.nodeId}`, // no such agency
    ];
    for (const query of cases) {
      for (const path of ['guide', 'context']) {
        const response = await get(path, query);
        expect(response.statusCode, `${path}?${query}`).toBe(404);
        expect(keys(response)).toBe('intakeUnavailable');
      }
    }
    const before = await requestCount();
    const off = await submit(submission(w, { customerId: northwind, nodeId: northwindNode }));
    expect(off.statusCode).toBe(404);
    expect(keys(off)).toBe('intakeUnavailable');
    expect(await requestCount()).toBe(before);
  });

  it('keeps a request, answers its reference and mails the requester and the people to tell', async () => {
    const response = await submit(submission(w));
    expect(response.statusCode).toBe(200);
    const { reference } = response.json() as { reference: string };
    expect(reference).toMatch(/^IR-\d{6}$/);
    const id = Number(reference.slice(3));

    const [row] = await asSystem(t.database.db, (tx) =>
      tx.select().from(intakeRequests).where(eq(intakeRequests.id, id)),
    );
    expect(row).toMatchObject({
      customerId: w.customerId,
      nodeId: w.nodeId,
      status: 1,
      email: 'robin.hale@example.com',
      departmentId: w.ids.works,
      divisionId: w.ids.roads,
      procurementLeadId: w.ids.lead,
      // An empty consultant is no consultant.
      consultantFirstName: null,
      consultantLastName: null,
      consultantEmail: null,
      bidTypeId: w.ids.rfp,
      categoryIds: [w.ids.paving],
      estimatedPostingDate: '2027-03-01 12:00:00',
      deliveryConstructionStartDate: '2027-05-01 00:00:00',
      supplierEmails: 'a@example.com;b@example.com',
      projectBudget: '125000.50',
      estimatedTotalProjectValue: '250000.00',
    });

    const mails = await asSystem(t.database.db, (tx) =>
      tx.select().from(outbox).where(eq(outbox.customerId, w.customerId)).orderBy(outbox.id),
    );
    const confirmation = mails.filter((m) => m.kind === 'intakeConfirmation');
    expect(confirmation.map((m) => m.toAddress)).toEqual(['robin.hale@example.com']);
    expect(confirmation[0]?.subject).toContain(reference);
    expect(confirmation[0]?.textBody).toContain('Sidewalk repairs 2027');
    const told = mails.filter((m) => m.kind === 'intakeNewRequest');
    // The retired user is not mailed.
    expect(told.map((m) => m.toAddress).sort()).toEqual([
      'admin@demo.procura.local',
      'evaluator@demo.procura.local',
    ]);
    expect(told[0]?.textBody).toContain(`${t.ctx.config.publicUrl.replace(/\/$/, '')}/projects/${id}/intake`);
    expect(told[0]?.textBody).toContain(reference);
  });

  it('answers a filled honeypot like a request, keeping and mailing nothing', async () => {
    const [requests, mails] = [await requestCount(), await mailCount()];
    const response = await submit(submission(w, { website: 'http://spam.example' }));
    expect(response.statusCode).toBe(200);
    expect((response.json() as { reference: string }).reference).toMatch(/^IR-\d{6}$/);
    expect(await requestCount()).toBe(requests);
    expect(await mailCount()).toBe(mails);
  });

  it('refuses names the form would not offer, and dates out of order, keeping nothing', async () => {
    const base = submission(w);
    const contact = base.contactDetails;
    const detail = base.projectDetail;
    const cases: [string, IntakeSubmission][] = [
      [
        'intakeDepartmentInvalid',
        { ...base, contactDetails: { ...contact, departmentId: w.ids.parks, divisionId: null } },
      ],
      ['intakeDivisionInvalid', { ...base, contactDetails: { ...contact, divisionId: w.ids.trails } }],
      ['intakeLeadInvalid', { ...base, contactDetails: { ...contact, procurementLeadId: w.ids.evaluator } }],
      [
        'intakeLeadInvalid',
        { ...base, contactDetails: { ...contact, procurementLeadId: w.ids.retiredUser } },
      ],
      ['intakeBidTypeInvalid', { ...base, projectDetail: { ...detail, bidType: w.ids.retiredType } }],
      [
        'intakeCategoryInvalid',
        { ...base, projectDetail: { ...detail, categoryIds: [w.ids.retiredCategory] } },
      ],
      [
        'intakePostingAfterStart',
        { ...base, projectDetail: { ...detail, estimatedPostingDate: '2027-05-01' } },
      ],
    ];
    const [requests, mails] = [await requestCount(), await mailCount()];
    for (const [key, body] of cases) {
      const response = await submit(body);
      expect(response.statusCode, key).toBe(400);
      expect(keys(response), key).toBe(key);
    }
    expect(await requestCount()).toBe(requests);
    expect(await mailCount()).toBe(mails);
    // 'Not sure' and an empty department are fine.
    const unsure = await submit({
      ...base,
      contactDetails: { ...contact, departmentId: null, divisionId: null, procurementLeadId: null },
    });
    expect(unsure.statusCode).toBe(200);
  });

  it('names the field of each refused reference', async () => {
    const { customerId, nodeId, settings, ids } = w;
    const base = submission(w);
    const problems = await inTenant(t.database.db, customerId, async (tx) => {
      const input = {
        contactDetails: { ...base.contactDetails, departmentId: ids.parks, procurementLeadId: ids.evaluator },
        projectDetail: { ...base.projectDetail, bidType: ids.retiredType, categoryIds: [ids.paving, 999999] },
        financialDetails: { projectBudget: null, estimatedTotalProjectValue: null },
      };
      const error = await checkIntakeReferences(
        tx,
        customerId,
        nodeId,
        input as Parameters<typeof checkIntakeReferences>[3],
        settings,
      ).catch((e: unknown) => e);
      return error instanceof AppError ? error.problems : [];
    });
    expect(problems).toEqual([
      { key: 'intakeDepartmentInvalid', params: { field: 'contactDetails.departmentId' } },
      // Roads is of Public Works, not of the department sent.
      { key: 'intakeDivisionInvalid', params: { field: 'contactDetails.divisionId' } },
      { key: 'intakeLeadInvalid', params: { field: 'contactDetails.procurementLeadId' } },
      { key: 'intakeBidTypeInvalid', params: { field: 'projectDetail.bidType' } },
      { key: 'intakeCategoryInvalid', params: { field: 'projectDetail.categoryIds' } },
    ]);
  });

  it('refuses the eleventh submission from one address within the hour', async () => {
    const address = '127.250.0.1';
    const max = rateLimits.intakeSubmissions.max;
    for (let i = 1; i <= max; i++) {
      const response = await submit(submission(w, { website: 'robot' }), address);
      expect(response.statusCode, `call ${i}`).toBe(200);
    }
    const refused = await submit(submission(w), address);
    expect(refused.statusCode).toBe(429);
    expect(keys(refused)).toBe('tooManyRequests');
    // Another address is not held back.
    expect((await submit(submission(w, { website: 'robot' }), '127.250.0.2')).statusCode).toBe(200);
  });
});
