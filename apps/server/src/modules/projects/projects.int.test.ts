import type { Project, TenderInput, UpdateProject } from '@procura/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInCaller, valuesOf } from '../../../test/api.ts';
import { createTestApp, databaseKinds, type TestApp } from '../../../test/harness.ts';
import { createReferences, insertUploadRequirement, saveBody } from '../../../test/projects.ts';
import { auditEvents, nodes, projectDocuments, tenderInvitations } from '../../db/schema/index.ts';
import { verifyAuditChain } from '../../platform/audit.ts';
import { asSystem } from '../../platform/tenancy.ts';

type Caller = Awaited<ReturnType<typeof signedInCaller>>;
const day = 24 * 60 * 60 * 1000;

describe.each(databaseKinds())('projects on %s', (kind) => {
  let t: TestApp;
  let lead: Caller;
  let buyer: Caller;
  let admin: Caller;
  let refs: { departmentId: number; divisionId: number; otherDivisionId: number; categoryId: number };

  beforeAll(async () => {
    t = await createTestApp(kind);
    [lead, buyer, admin] = await Promise.all([
      signedInCaller(t, 'lead@demo.procura.local'),
      signedInCaller(t, 'buyer@demo.procura.local'),
      signedInCaller(t, 'admin@demo.procura.local'),
    ]);
    refs = await createReferences(admin);
  });
  afterAll(async () => {
    await t?.close();
  });

  const create = async (caller: Caller, body: Record<string, unknown>) => {
    const response = await caller.call('POST', '/Projects', body);
    const project = (response.statusCode === 200 ? valuesOf<Project>(response)[0] : undefined) as Project;
    return { response, project };
  };
  const load = async (caller: Caller, id: number) =>
    valuesOf<Project>(await caller.call('GET', `/Projects?projectId=${id}`))[0] as Project;
  const checklist = async (caller: Caller, id: number) =>
    valuesOf<{ item: string; key: string; page: string }>(
      await caller.call('GET', `/Projects/Checklist?projectId=${id}`),
    );
  const keys = (response: { headers: Record<string, unknown> }) => String(response.headers['x-message-keys']);
  const inDays = (n: number) => new Date(t.clock.now().getTime() + n * day).toISOString();

  /** A project with every checklist item of a Public project filled in. */
  async function readyProject(name: string) {
    const { project } = await create(lead, { name, procurementMethod: 'Public' });
    const saved = await lead.call(
      'PUT',
      '/Projects',
      saveBody(
        project,
        {
          description: 'Resurfacing of Main Street',
          departmentId: refs.departmentId,
          divisionId: refs.divisionId,
          categoryIds: [refs.categoryId],
          classification: 'Construction',
          projectLeadId: lead.info.user.id,
          estimatedValue: 250000.5,
        },
        {
          dateAvailable: inDays(2),
          dateClosing: inDays(30),
          questionDeadline: inDays(20),
          incompleteQuestionNotificationDate: inDays(15),
        },
      ),
    );
    expect(saved.statusCode, saved.body).toBe(200);
    const ready = valuesOf<Project>(saved)[0] as Project;
    const tenderId = ready.tenders[0]?.id as number;
    await asSystem(t.database.db, (tx) =>
      tx.insert(projectDocuments).values({
        customerId: lead.info.customer.id,
        tenderId,
        fileName: `${name}.pdf`,
        displayName: 'Specifications',
        contentType: 'application/pdf',
        sizeInByte: 10,
        storageKey: 'fixture',
      }),
    );
    await insertUploadRequirement(t, lead.info.customer.id, tenderId);
    return ready;
  }

  it('creates a Public project in Build with an auto-generated number and the source defaults', async () => {
    await admin.call('PUT', '/TenderNodes', {
      autoGenerateProjectNumber: true,
      projectNumberPrefix: 'PW-',
      projectNumberPadding: 5,
      nextProjectNumber: 7,
      notificationMonths: 3,
      submissionsRequiredToUnseal: 1,
      optionalRows: 10,
    });
    const { response, project } = await create(lead, { name: 'Main Street', procurementMethod: 'Public' });
    expect(response.statusCode, response.body).toBe(200);
    expect(project).toMatchObject({
      name: 'Main Street',
      number: 'PW-00007',
      type: 'SOURCE',
      phase: 'Build',
      status: 'Design_Mode_Pending',
      procurementMethod: 'Public',
      canEdit: true,
    });
    expect(project.tenders[0]).toMatchObject({
      status: 'In Progress',
      questionReminderEmailDays: 7,
      lvpPreferenceOption: 'Not Applicable',
      submission: 1,
      showSubmitted: false,
      unsealManually: 1,
    });
    expect(project.allowedActions).toContain('publishNow');
    const next = await create(lead, { name: 'Second', procurementMethod: 'Public' });
    expect(next.project.number).toBe('PW-00008');
    const typed = await create(lead, { name: 'Typed', procurementMethod: 'Public', number: 'pw-00009' });
    expect(typed.project.number).toBe('pw-00009');
    // The generator skips a number already typed by hand, case-insensitively.
    expect((await create(lead, { name: 'Fourth', procurementMethod: 'Public' })).project.number).toBe(
      'PW-00010',
    );
    const events = await asSystem(t.database.db, (tx) =>
      tx
        .select()
        .from(auditEvents)
        .where(and(eq(auditEvents.projectId, project.id), eq(auditEvents.action, 'project.created'))),
    );
    expect(events).toHaveLength(1);
  });

  it('gates each procurement method by its create permission and refuses bad numbers', async () => {
    const evaluator = await signedInCaller(t, 'evaluator@demo.procura.local');
    expect((await create(evaluator, { name: 'X', procurementMethod: 'Public' })).response.statusCode).toBe(
      403,
    );
    expect((await create(buyer, { name: 'X', procurementMethod: 'Limited' })).response.statusCode).toBe(403);
    expect((await create(buyer, { name: 'Invited', procurementMethod: 'Private' })).response.statusCode).toBe(
      200,
    );
    const limited = await create(lead, { name: 'Sole', procurementMethod: 'Limited' });
    expect(limited.response.statusCode).toBe(400);
    expect(keys(limited.response)).toBe('projectLimitedTypeRequired');
    const justified = await create(lead, {
      name: 'Sole',
      procurementMethod: 'Limited',
      procurementMethodLimitedType: 'Sole Source',
      procurementMethodLimitedDescription: 'Only supplier of the patented part',
    });
    expect(justified.project.tenders[0]?.procurementMethodLimitedType).toBe('Sole Source');
    const informal = await create(lead, { name: 'Quote', procurementMethod: 'Informal' });
    expect(keys(informal.response)).toBe('projectInformalDisabled');
    await asSystem(t.database.db, (tx) =>
      tx.update(nodes).set({ allowInformalProjects: true }).where(eq(nodes.id, lead.info.tenderNode.id)),
    );
    const blueprint = await create(lead, {
      name: 'Quote',
      procurementMethod: 'Public',
      blueprint: 'INFORMAL',
    });
    expect(blueprint.project).toMatchObject({ procurementMethod: 'Informal', blueprint: 'INFORMAL' });
    for (const number of ['A*1', 'A.1', 'A/1', 'A(1)', 'A+1', 'A=1', 'A,1']) {
      const bad = await create(lead, { name: 'Bad', procurementMethod: 'Public', number });
      expect(bad.response.statusCode).toBe(400);
      expect(keys(bad.response)).toContain('invalidProjectNumber');
    }
    const taken = await create(lead, { name: 'Dup', procurementMethod: 'Public', number: 'PW-00007' });
    expect(keys(taken.response)).toBe('projectNumberTaken');
  });

  it('saves details and settings, derives the display values, and refuses stale or inconsistent saves', async () => {
    const { project } = await create(lead, { name: 'Depot roof', procurementMethod: 'Public' });
    const saved = await lead.call(
      'PUT',
      '/Projects',
      saveBody(
        project,
        {
          departmentId: refs.departmentId,
          divisionId: refs.divisionId,
          estimatedValue: 1000.25,
          taxes: 'HST 13%',
        },
        { closingMethod: 'UNSEALED', resultsDisplay: 3, hasSiteMeetings: true },
      ),
    );
    expect(saved.statusCode, saved.body).toBe(200);
    const after = valuesOf<Project>(saved)[0] as Project;
    expect(after).toMatchObject({ estimatedValue: 1000.25, taxes: 'HST 13%', version: project.version + 1 });
    expect(after.tenders[0]).toMatchObject({ showSubmitted: true, unsealManually: 2, hasSiteMeetings: true });
    const stale = await lead.call('PUT', '/Projects', saveBody(project));
    expect(stale.statusCode).toBe(409);
    expect(keys(stale)).toBe('projectStaleVersion');
    const mismatch = await lead.call(
      'PUT',
      '/Projects',
      saveBody(after, { divisionId: refs.otherDivisionId }),
    );
    expect(keys(mismatch)).toBe('projectDivisionNotInDepartment');
    const unknownLead = await lead.call('PUT', '/Projects', saveBody(after, { projectLeadId: 999999 }));
    expect(keys(unknownLead)).toBe('invalidUserId');
    const backwards = await lead.call(
      'PUT',
      '/Projects',
      saveBody(after, {}, { dateAvailable: inDays(10), dateClosing: inDays(5) }),
    );
    expect(backwards.statusCode).toBe(400);
    expect(keys(backwards)).toContain('projectPublishNotBeforeClosing');
    const past = await lead.call('PUT', '/Projects', saveBody(after, {}, { dateClosing: inDays(-1) }));
    expect(keys(past)).toContain('projectClosingDateInPast');
    const money = await lead.call('PUT', '/Projects', saveBody(after, { estimatedValue: 1.005 }));
    expect(money.statusCode).toBe(400);
    expect((await load(lead, project.id)).version).toBe(after.version);
  });

  it('lists every missing item before publishing, clears each as it is fixed, then publishes', async () => {
    const { project } = await create(lead, { name: 'Checklist', procurementMethod: 'Private' });
    const items = (await checklist(lead, project.id)).map((i) => i.item);
    expect(items).toEqual(
      expect.arrayContaining([
        'description',
        'department',
        'division',
        'categories',
        'classification',
        'procurementLead',
        'documents',
        'estimatedValue',
        'invitedSupplier',
        'closingDate',
      ]),
    );
    expect((await checklist(lead, project.id)).find((i) => i.item === 'department')?.page).toBe('details');
    const refused = await lead.call('PUT', `/Projects/status?projectId=${project.id}&status=Open`);
    expect(refused.statusCode).toBe(400);
    expect(keys(refused).split(',')[0]).toBe('projectPublishIncomplete');

    let current = project;
    const fix = async (changes: Partial<UpdateProject>, tender: Partial<TenderInput> = {}) => {
      const response = await lead.call('PUT', '/Projects', saveBody(current, changes, tender));
      expect(response.statusCode, response.body).toBe(200);
      current = valuesOf<Project>(response)[0] as Project;
      return (await checklist(lead, project.id)).map((i) => i.item);
    };
    expect(await fix({ description: 'Snow clearing' })).not.toContain('description');
    expect(await fix({ departmentId: refs.departmentId })).not.toContain('department');
    expect(await fix({ divisionId: refs.divisionId })).not.toContain('division');
    expect(await fix({ categoryIds: [refs.categoryId] })).not.toContain('categories');
    expect(await fix({ classification: 'Services' })).not.toContain('classification');
    expect(await fix({ projectLeadId: lead.info.user.id })).not.toContain('procurementLead');
    expect(await fix({ estimatedValue: 90000 })).not.toContain('estimatedValue');
    expect(await fix({}, { dateClosing: inDays(40), hasQuestionDeadline: false })).not.toContain(
      'closingDate',
    );
    expect(await fix({}, { submission: 0 })).toContain('submissionAddress');
    expect(await fix({ submissionAddress: '1 City Hall Square' })).not.toContain('submissionAddress');
    expect(await fix({}, { publicOpening: true })).toContain('publicOpeningAddress');
    expect(await fix({}, { publicOpeningAddress: 'Council chamber' })).not.toContain('publicOpeningAddress');
    expect(await fix({}, { onlineSubmissionShowNoBid: true, noBidEmail: 'nope' })).toContain('noBidEmail');
    expect(await fix({}, { noBidEmail: 'bids@demo.example' })).not.toContain('noBidEmail');
    const tenderId = current.tenders[0]?.id as number;
    await asSystem(t.database.db, async (tx) => {
      await tx.insert(projectDocuments).values({
        customerId: lead.info.customer.id,
        tenderId,
        fileName: 'specs.pdf',
        displayName: 'Specifications',
        contentType: 'application/pdf',
        sizeInByte: 10,
        storageKey: 'fixture',
      });
      await tx
        .insert(tenderInvitations)
        .values({ customerId: lead.info.customer.id, tenderId, email: 'supplier@example.com' });
    });
    expect(await checklist(lead, project.id)).toEqual([]);

    // The buyer holds no approve permission: publishing is the lead's (or an approver's) to do.
    expect((await buyer.call('PUT', `/Projects/status?projectId=${project.id}&status=Open`)).statusCode).toBe(
      403,
    );
    const published = await lead.call('PUT', `/Projects/status?projectId=${project.id}&status=Open`);
    expect(published.statusCode, published.body).toBe(200);
    const open = valuesOf<Project>(published)[0] as Project;
    expect(open.status).toBe('Open');
    expect(open.tenders[0]?.status).toBe('Published');
    // Publishing now stamps the publish date with the current time.
    const stamped = new Date(open.tenders[0]?.dateAvailable ?? 0).getTime();
    expect(Math.abs(stamped - t.clock.now().getTime())).toBeLessThan(60_000);
  });

  it('returns a published project to In Progress when its publish date changes, after confirmation', async () => {
    const ready = await readyProject('Republish');
    const open = valuesOf<Project>(
      await lead.call('PUT', `/Projects/status?projectId=${ready.id}&status=Open`),
    )[0] as Project;
    expect(open.status).toBe('Open');
    const unconfirmed = await lead.call('PUT', '/Projects', saveBody(open, {}, { dateAvailable: inDays(3) }));
    expect(unconfirmed.statusCode).toBe(409);
    expect(keys(unconfirmed)).toBe('projectRepublishConfirm');
    const confirmed = await lead.call(
      'PUT',
      '/Projects',
      saveBody(open, { confirmRepublish: true }, { dateAvailable: inDays(3) }),
    );
    expect(valuesOf<Project>(confirmed)[0]?.status).toBe('Design_Mode_Pending');
    const scheduled = await lead.call('PUT', `/Projects/status?projectId=${ready.id}&status=Open_Scheduled`);
    expect(valuesOf<Project>(scheduled)[0]?.status).toBe('Open_Scheduled');
    const trail = await asSystem(t.database.db, (tx) =>
      tx
        .select()
        .from(auditEvents)
        .where(and(eq(auditEvents.projectId, ready.id), eq(auditEvents.action, 'project.statusChanged'))),
    );
    expect(trail.map((e) => (e.after as { status: string }).status)).toEqual([
      'Open',
      'Design_Mode_Pending',
      'Open_Scheduled',
    ]);
  });

  it('sends for approval, cancels and terminates with reasons, archives and deletes as the state machine allows', async () => {
    const ready = await readyProject('Lifecycle');
    const sent = await lead.call('PUT', `/Projects/status?projectId=${ready.id}&status=Request_for_Approval`);
    expect(valuesOf<Project>(sent)[0]?.status).toBe('Request_for_Approval');
    const open = await lead.call('PUT', `/Projects/status?projectId=${ready.id}&status=Open`);
    expect(valuesOf<Project>(open)[0]?.status).toBe('Open');
    const notAllowed = await lead.call('PUT', `/Projects/status?projectId=${ready.id}&status=Archived`);
    expect(notAllowed.statusCode).toBe(409);
    expect(keys(notAllowed)).toBe('projectActionNotAllowed');
    expect((await lead.call('DELETE', `/Projects?projectId=${ready.id}`)).statusCode).toBe(409);
    const terminated = await lead.call('PUT', `/Projects/status?projectId=${ready.id}&status=Terminated`, {
      reason: 'Budget withdrawn',
    });
    expect(valuesOf<Project>(terminated)[0]).toMatchObject({
      status: 'Terminated',
      terminateReason: 'Budget withdrawn',
    });
    expect(
      valuesOf<Project>(await lead.call('PUT', `/Projects/status?projectId=${ready.id}&status=Archived`))[0]
        ?.status,
    ).toBe('Archived');

    const { project: draft } = await create(lead, { name: 'To cancel', procurementMethod: 'Public' });
    const cancelled = await lead.call('PUT', `/Projects/status?projectId=${draft.id}&status=Cancelled`, {});
    expect(valuesOf<Project>(cancelled)[0]).toMatchObject({
      status: 'Cancelled',
      cancelReason: null,
      canEdit: false,
    });
    expect((await lead.call('DELETE', `/Projects?projectId=${draft.id}`)).statusCode).toBe(200);
    expect((await lead.call('GET', `/Projects?projectId=${draft.id}`)).statusCode).toBe(404);
    expect((await verifyAuditChain(t.database.db, lead.info.customer.id)).ok).toBe(true);
  });

  it('copies, saves as template, creates from the template, and converts a planned notice', async () => {
    const ready = await readyProject('Original');
    const copy = await lead.call('POST', '/Projects/Copy?copyFormsInstructions=true', {
      projectId: ready.id,
      name: 'Copy of Original',
    });
    const copied = valuesOf<Project>(copy)[0] as Project;
    expect(copied).toMatchObject({
      name: 'Copy of Original',
      status: 'Design_Mode_Pending',
      description: 'Resurfacing of Main Street',
      departmentId: refs.departmentId,
    });
    expect(copied.tenders[0]?.dateClosing).toBeNull();
    expect(copied.number).not.toBe(ready.number);

    const refusedTemplate = await buyer.call('POST', '/Projects/Copy', {
      projectId: ready.id,
      name: 'Buyer template',
      type: 'TEMPLATE',
    });
    expect(refusedTemplate.statusCode).toBe(403);
    const template = valuesOf<Project>(
      await lead.call('POST', '/Projects/Copy', {
        projectId: ready.id,
        name: 'Road template',
        type: 'TEMPLATE',
      }),
    )[0] as Project;
    expect(template).toMatchObject({ type: 'TEMPLATE', status: 'Template', number: '' });
    const templates = valuesOf<{ id: number }>(await lead.call('GET', '/Projects/Templates'));
    expect(templates.map((row) => row.id)).toContain(template.id);
    // The buyer sees the template but may not change it (000 §4 template rule).
    expect((await load(buyer, template.id)).canEdit).toBe(false);
    expect((await buyer.call('PUT', '/Projects', saveBody(template, { description: 'x' }))).statusCode).toBe(
      403,
    );
    const fromTemplate = await create(lead, {
      name: 'From template',
      procurementMethod: 'Public',
      templateId: template.id,
    });
    expect(fromTemplate.project).toMatchObject({ type: 'SOURCE', description: 'Resurfacing of Main Street' });

    const notice = await create(lead, {
      name: 'Planned bridge',
      procurementMethod: 'Public',
      isPlanned: true,
    });
    expect(notice.project.isPlanned).toBe(true);
    const noticeReady = await lead.call(
      'PUT',
      '/Projects',
      saveBody(
        notice.project,
        {
          description: 'Bridge replacement next spring',
          departmentId: refs.departmentId,
          divisionId: refs.divisionId,
          categoryIds: [refs.categoryId],
          classification: 'Construction',
          projectLeadId: lead.info.user.id,
          estimatedValue: 5000000,
        },
        { isHideBidDocuments: true },
      ),
    );
    expect(noticeReady.statusCode, noticeReady.body).toBe(200);
    const planned = await lead.call('PUT', `/Projects/status?projectId=${notice.project.id}&status=Planned`);
    expect(planned.statusCode, planned.body).toBe(200);
    expect(valuesOf<Project>(planned)[0]?.status).toBe('Planned');
    const converted = await lead.call(
      'POST',
      `/Projects/Convert?projectId=${notice.project.id}&copyFormsInstructions=false`,
    );
    expect(valuesOf<Project>(converted)[0]).toMatchObject({
      isPlanned: false,
      convertedFromId: notice.project.id,
      linkedProjectId: notice.project.id,
      name: 'Planned bridge',
      status: 'Design_Mode_Pending',
    });
    const notPlanned = await lead.call('POST', `/Projects/Convert?projectId=${ready.id}`);
    expect(keys(notPlanned)).toBe('projectNotPlanned');
  });

  it('serves the links, the staff preview and the public page only once published', async () => {
    const ready = await readyProject('Public view');
    const share = valuesOf<{ url: string }>(
      await lead.call('GET', `/Projects/Share?projectId=${ready.id}`),
    )[0];
    expect(share?.url).toMatch(
      new RegExp(`/api/v1/public/opportunities/${lead.info.customer.id}/${ready.id}$`),
    );
    expect(
      valuesOf<{ url: string }>(await lead.call('GET', `/Projects/HTML?projectId=${ready.id}`))[0]?.url,
    ).toContain('format=html');
    expect(
      valuesOf<{ url: string }>(await lead.call('GET', `/Projects/WebDemo?projectId=${ready.id}`))[0]?.url,
    ).toContain(`/Projects/Preview?projectId=${ready.id}`);
    const preview = await lead.call('GET', `/Projects/Preview?projectId=${ready.id}`);
    expect(preview.headers['content-type']).toContain('text/html');
    expect(preview.body).toContain('Public view');
    const publicUrl = `/api/v1/public/opportunities/${lead.info.customer.id}/${ready.id}`;
    expect((await t.app.inject({ method: 'GET', url: publicUrl })).statusCode).toBe(404);
    await lead.call('PUT', `/Projects/status?projectId=${ready.id}&status=Open`);
    const page = await t.app.inject({ method: 'GET', url: publicUrl });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Resurfacing of Main Street');
    expect(page.body).not.toContain('<script');
  });

  it('refuses to delete the list options, categories, departments and divisions projects use', async () => {
    const option = async (path: string, name: string) =>
      (
        valuesOf<{ id: number }>(await admin.call('POST', `/${path}`, { name, value: 12 }))[0] as {
          id: number;
        }
      ).id;
    const termId = await option('Term', 'Twelve months');
    const typeId = await option('TenderType', 'Request for Tender');
    const agreementId = await option('TradeAgreement', 'CFTA');
    const spareId = await option('Term', 'Unused term');
    const { project } = await create(lead, { name: 'Uses options', procurementMethod: 'Public' });
    const saved = await lead.call(
      'PUT',
      '/Projects',
      saveBody(
        project,
        {
          termId,
          tradeAgreementIds: [agreementId],
          departmentId: refs.departmentId,
          divisionId: refs.divisionId,
          categoryIds: [refs.categoryId],
        },
        { typeId },
      ),
    );
    expect(saved.statusCode, saved.body).toBe(200);
    for (const path of [
      `/Term?id=${termId}`,
      `/TenderType?id=${typeId}`,
      `/TradeAgreement?id=${agreementId}`,
      `/Category?id=${refs.categoryId}`,
      `/Departments?departmentId=${refs.departmentId}`,
      `/Divisions?divisionId=${refs.divisionId}`,
    ]) {
      const refused = await admin.call('DELETE', path);
      expect(refused.statusCode, path).toBe(400);
      expect(keys(refused)).toBe('dropdownOptionInUse');
    }
    expect((await admin.call('DELETE', `/Term?id=${spareId}`)).statusCode).toBe(200);
  });

  it("keeps another agency's projects out of reach", async () => {
    const ready = await readyProject('Private to demo');
    const northwind = await signedInCaller(t, 'admin@northwind.procura.local', 'northwind');
    expect((await northwind.call('GET', `/Projects?projectId=${ready.id}`)).statusCode).toBe(404);
    expect(
      (await northwind.call('PUT', `/Projects/status?projectId=${ready.id}&status=Cancelled`)).statusCode,
    ).toBe(404);
    const theirs = valuesOf(
      await northwind.call('POST', '/Projects/Search', { searchText: 'Private to demo' }),
    );
    expect(theirs).toEqual([]);
    const crossPath = await t.app.inject({
      method: 'GET',
      url: `${lead.tenantPath}/Projects?projectId=${ready.id}`,
      headers: { cookie: northwind.cookie },
    });
    expect(crossPath.statusCode).toBe(403);
  });
});
