import type { Project } from '@procura/contract';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { signedInCaller, valuesOf } from '../../../test/api.ts';
import { databaseKinds } from '../../../test/harness.ts';
import { projectSuite } from '../../../test/project-suite.ts';
import { saveBody } from '../../../test/projects.ts';
import { auditEvents } from '../../db/schema/index.ts';
import { verifyAuditChain } from '../../platform/audit.ts';
import { asSystem } from '../../platform/tenancy.ts';

describe.each(databaseKinds())('project lifecycle on %s', (kind) => {
  const suite = projectSuite(kind);
  const { create, load, keys, inDays, readyProject } = suite;

  it('returns a published project to In Progress when its publish date changes, after confirmation', async () => {
    const ready = await readyProject('Republish');
    const open = valuesOf<Project>(
      await suite.lead.call('PUT', `/Projects/status?projectId=${ready.id}&status=Open`),
    )[0] as Project;
    expect(open.status).toBe('Open');
    const unconfirmed = await suite.lead.call(
      'PUT',
      '/Projects',
      saveBody(open, {}, { dateAvailable: inDays(3) }),
    );
    expect(unconfirmed.statusCode).toBe(409);
    expect(keys(unconfirmed)).toBe('projectRepublishConfirm');
    const confirmed = await suite.lead.call(
      'PUT',
      '/Projects',
      saveBody(open, { confirmRepublish: true }, { dateAvailable: inDays(3) }),
    );
    expect(valuesOf<Project>(confirmed)[0]?.status).toBe('Design_Mode_Pending');
    const scheduled = await suite.lead.call(
      'PUT',
      `/Projects/status?projectId=${ready.id}&status=Open_Scheduled`,
    );
    expect(valuesOf<Project>(scheduled)[0]?.status).toBe('Open_Scheduled');
    const trail = await asSystem(suite.t.database.db, (tx) =>
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
    const sent = await suite.lead.call(
      'PUT',
      `/Projects/status?projectId=${ready.id}&status=Request_for_Approval`,
    );
    expect(valuesOf<Project>(sent)[0]?.status).toBe('Request_for_Approval');
    const open = await suite.lead.call('PUT', `/Projects/status?projectId=${ready.id}&status=Open`);
    expect(valuesOf<Project>(open)[0]?.status).toBe('Open');
    const notAllowed = await suite.lead.call('PUT', `/Projects/status?projectId=${ready.id}&status=Archived`);
    expect(notAllowed.statusCode).toBe(409);
    expect(keys(notAllowed)).toBe('projectActionNotAllowed');
    expect((await suite.lead.call('DELETE', `/Projects?projectId=${ready.id}`)).statusCode).toBe(409);
    const terminated = await suite.lead.call(
      'PUT',
      `/Projects/status?projectId=${ready.id}&status=Terminated`,
      {
        reason: 'Budget withdrawn',
      },
    );
    expect(valuesOf<Project>(terminated)[0]).toMatchObject({
      status: 'Terminated',
      terminateReason: 'Budget withdrawn',
    });
    expect(
      valuesOf<Project>(
        await suite.lead.call('PUT', `/Projects/status?projectId=${ready.id}&status=Archived`),
      )[0]?.status,
    ).toBe('Archived');

    const { project: draft } = await create(suite.lead, { name: 'To cancel', procurementMethod: 'Public' });
    const cancelled = await suite.lead.call(
      'PUT',
      `/Projects/status?projectId=${draft.id}&status=Cancelled`,
      {},
    );
    expect(valuesOf<Project>(cancelled)[0]).toMatchObject({
      status: 'Cancelled',
      cancelReason: null,
      canEdit: false,
    });
    expect((await suite.lead.call('DELETE', `/Projects?projectId=${draft.id}`)).statusCode).toBe(200);
    expect((await suite.lead.call('GET', `/Projects?projectId=${draft.id}`)).statusCode).toBe(404);
    expect((await verifyAuditChain(suite.t.database.db, suite.lead.info.customer.id)).ok).toBe(true);
  });

  it('copies, saves as template, creates from the template, and converts a planned notice', async () => {
    const ready = await readyProject('Original');
    const copy = await suite.lead.call('POST', '/Projects/Copy?copyFormsInstructions=true', {
      projectId: ready.id,
      name: 'Copy of Original',
    });
    const copied = valuesOf<Project>(copy)[0] as Project;
    expect(copied).toMatchObject({
      name: 'Copy of Original',
      status: 'Design_Mode_Pending',
      description: 'Resurfacing of Main Street',
      departmentId: suite.refs.departmentId,
    });
    expect(copied.tenders[0]?.dateClosing).toBeNull();
    expect(copied.number).not.toBe(ready.number);

    const refusedTemplate = await suite.buyer.call('POST', '/Projects/Copy', {
      projectId: ready.id,
      name: 'Buyer template',
      type: 'TEMPLATE',
    });
    expect(refusedTemplate.statusCode).toBe(403);
    const template = valuesOf<Project>(
      await suite.lead.call('POST', '/Projects/Copy', {
        projectId: ready.id,
        name: 'Road template',
        type: 'TEMPLATE',
      }),
    )[0] as Project;
    expect(template).toMatchObject({ type: 'TEMPLATE', status: 'Template', number: '' });
    const templates = valuesOf<{ id: number }>(await suite.lead.call('GET', '/Projects/Templates'));
    expect(templates.map((row) => row.id)).toContain(template.id);
    // The suite.buyer sees the template but may not change it (000 §4 template rule).
    expect((await load(suite.buyer, template.id)).canEdit).toBe(false);
    expect(
      (await suite.buyer.call('PUT', '/Projects', saveBody(template, { description: 'x' }))).statusCode,
    ).toBe(403);
    const fromTemplate = await create(suite.lead, {
      name: 'From template',
      procurementMethod: 'Public',
      templateId: template.id,
    });
    expect(fromTemplate.project).toMatchObject({ type: 'SOURCE', description: 'Resurfacing of Main Street' });

    const notice = await create(suite.lead, {
      name: 'Planned bridge',
      procurementMethod: 'Public',
      isPlanned: true,
    });
    expect(notice.project.isPlanned).toBe(true);
    const noticeReady = await suite.lead.call(
      'PUT',
      '/Projects',
      saveBody(
        notice.project,
        {
          description: 'Bridge replacement next spring',
          departmentId: suite.refs.departmentId,
          divisionId: suite.refs.divisionId,
          categoryIds: [suite.refs.categoryId],
          classification: 'Construction',
          projectLeadId: suite.lead.info.user.id,
          estimatedValue: 5000000,
        },
        { isHideBidDocuments: true },
      ),
    );
    expect(noticeReady.statusCode, noticeReady.body).toBe(200);
    const planned = await suite.lead.call(
      'PUT',
      `/Projects/status?projectId=${notice.project.id}&status=Planned`,
    );
    expect(planned.statusCode, planned.body).toBe(200);
    expect(valuesOf<Project>(planned)[0]?.status).toBe('Planned');
    const converted = await suite.lead.call(
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
    const notPlanned = await suite.lead.call('POST', `/Projects/Convert?projectId=${ready.id}`);
    expect(keys(notPlanned)).toBe('projectNotPlanned');
  });

  it('serves the links, the staff preview and the public page only once published', async () => {
    const ready = await readyProject('Public view');
    const share = valuesOf<{ url: string }>(
      await suite.lead.call('GET', `/Projects/Share?projectId=${ready.id}`),
    )[0];
    // Every link is the opportunity's page on the agency's supplier portal (decision 114).
    expect(share?.url).toMatch(new RegExp(`/portal/demo/opportunities/${ready.id}$`));
    expect(
      valuesOf<{ url: string }>(await suite.lead.call('GET', `/Projects/HTML?projectId=${ready.id}`))[0]?.url,
    ).toBe(share?.url);
    expect(
      valuesOf<{ url: string }>(await suite.lead.call('GET', `/Projects/WebDemo?projectId=${ready.id}`))[0]
        ?.url,
    ).toBe(share?.url);
    const preview = await suite.lead.call('GET', `/Projects/Preview?projectId=${ready.id}`);
    expect(preview.headers['content-type']).toContain('text/html');
    expect(preview.body).toContain('Public view');
    const publicUrl = `/api/v1/public/opportunities/${suite.lead.info.customer.id}/${ready.id}`;
    expect((await suite.t.app.inject({ method: 'GET', url: publicUrl })).statusCode).toBe(404);
    await suite.lead.call('PUT', `/Projects/status?projectId=${ready.id}&status=Open`);
    const page = await suite.t.app.inject({ method: 'GET', url: publicUrl });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Resurfacing of Main Street');
    expect(page.body).not.toContain('<script');
  });

  it('refuses to delete the list options, categories, departments and divisions projects use', async () => {
    const option = async (path: string, name: string) =>
      (
        valuesOf<{ id: number }>(await suite.admin.call('POST', `/${path}`, { name, value: 12 }))[0] as {
          id: number;
        }
      ).id;
    const termId = await option('Term', 'Twelve months');
    const typeId = await option('TenderType', 'Request for Tender');
    const agreementId = await option('TradeAgreement', 'CFTA');
    const spareId = await option('Term', 'Unused term');
    const { project } = await create(suite.lead, { name: 'Uses options', procurementMethod: 'Public' });
    const saved = await suite.lead.call(
      'PUT',
      '/Projects',
      saveBody(
        project,
        {
          termId,
          tradeAgreementIds: [agreementId],
          departmentId: suite.refs.departmentId,
          divisionId: suite.refs.divisionId,
          categoryIds: [suite.refs.categoryId],
        },
        { typeId },
      ),
    );
    expect(saved.statusCode, saved.body).toBe(200);
    for (const path of [
      `/Term?id=${termId}`,
      `/TenderType?id=${typeId}`,
      `/TradeAgreement?id=${agreementId}`,
      `/Category?id=${suite.refs.categoryId}`,
      `/Departments?departmentId=${suite.refs.departmentId}`,
      `/Divisions?divisionId=${suite.refs.divisionId}`,
    ]) {
      const refused = await suite.admin.call('DELETE', path);
      expect(refused.statusCode, path).toBe(400);
      expect(keys(refused)).toBe('dropdownOptionInUse');
    }
    expect((await suite.admin.call('DELETE', `/Term?id=${spareId}`)).statusCode).toBe(200);
  });

  it("keeps another agency's projects out of reach", async () => {
    const ready = await readyProject('Private to demo');
    const northwind = await signedInCaller(suite.t, 'admin@northwind.procura.local', 'northwind');
    expect((await northwind.call('GET', `/Projects?projectId=${ready.id}`)).statusCode).toBe(404);
    expect(
      (await northwind.call('PUT', `/Projects/status?projectId=${ready.id}&status=Cancelled`)).statusCode,
    ).toBe(404);
    const theirs = valuesOf(
      await northwind.call('POST', '/Projects/Search', { searchText: 'Private to demo' }),
    );
    expect(theirs).toEqual([]);
    const crossPath = await suite.t.app.inject({
      method: 'GET',
      url: `${suite.lead.tenantPath}/Projects?projectId=${ready.id}`,
      headers: { cookie: northwind.cookie },
    });
    expect(crossPath.statusCode).toBe(403);
  });
});
